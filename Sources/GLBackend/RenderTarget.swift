import CEGL

/// An offscreen RGBA8 target with a depth-stencil buffer, multisampled when `samples > 1`
/// (then resolved by blit into a single-sample texture for reading and compositing).
final class RenderTarget {
    let width: Int
    let height: Int
    let samples: Int
    /// The framebuffer drawn into.
    private(set) var drawFramebuffer: GLuint = 0
    /// The single-sample framebuffer holding `texture`.
    private(set) var resolveFramebuffer: GLuint = 0
    /// The resolved color.
    private(set) var texture: GLuint = 0
    private var renderbuffers: [GLuint] = []

    init(width: Int, height: Int, samples: Int) throws {
        self.width = width
        self.height = height
        self.samples = samples
        let w = GLsizei(width), h = GLsizei(height)

        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), w, h)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glGenFramebuffers(1, &resolveFramebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), resolveFramebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)

        if samples > 1 {
            glGenFramebuffers(1, &drawFramebuffer)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), drawFramebuffer)
            let color = makeRenderbuffer(format: GLenum(GL_RGBA8), w, h)
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), color)
        } else {
            drawFramebuffer = resolveFramebuffer
        }
        let depthStencil = makeRenderbuffer(format: GLenum(GL_DEPTH24_STENCIL8), w, h)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT), GLenum(GL_RENDERBUFFER), depthStencil)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else { throw GLBackendError.framebuffer(status: status) }
    }

    private func makeRenderbuffer(format: GLenum, _ w: GLsizei, _ h: GLsizei) -> GLuint {
        var id: GLuint = 0
        glGenRenderbuffers(1, &id)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), id)
        if samples > 1 {
            glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), format, w, h)
        } else {
            glRenderbufferStorage(GLenum(GL_RENDERBUFFER), format, w, h)
        }
        renderbuffers.append(id)
        return id
    }

    /// Binds the target for drawing and clears color (to transparent) and stencil.
    func bindAndClear() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), drawFramebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        glClearColor(0, 0, 0, 0)
        glClearStencil(0)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_STENCIL_BUFFER_BIT))
    }

    /// Binds the target for drawing without clearing.
    func bind() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), drawFramebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
    }

    /// Makes `texture` hold what was drawn.
    func resolve() {
        guard samples > 1 else { return }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), drawFramebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), resolveFramebuffer)
        let w = GLint(width), h = GLint(height)
        glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
    }

    deinit {
        glDeleteRenderbuffers(GLsizei(renderbuffers.count), renderbuffers)
        if drawFramebuffer != resolveFramebuffer { glDeleteFramebuffers(1, &drawFramebuffer) }
        glDeleteFramebuffers(1, &resolveFramebuffer)
        glDeleteTextures(1, &texture)
    }
}
