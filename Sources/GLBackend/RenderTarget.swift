import CEGL
import Compositor

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

    /// Binds the target for drawing and clears color (to transparent) and stencil, within
    /// `bounds` (the whole target when nil); drawing then stays within them.
    func bindAndClear(_ bounds: PixelBounds? = nil) {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), drawFramebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        scissor(bounds)
        glClearColor(0, 0, 0, 0)
        glClearStencil(0)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_STENCIL_BUFFER_BIT))
    }

    /// Limits drawing to `bounds` (top-left origin); nil: the whole target.
    func scissor(_ bounds: PixelBounds?) {
        guard let bounds else {
            glDisable(GLenum(GL_SCISSOR_TEST))
            return
        }
        glEnable(GLenum(GL_SCISSOR_TEST))
        // GL counts rows from the bottom.
        glScissor(GLint(bounds.x), GLint(height - bounds.y - bounds.height), GLsizei(max(0, bounds.width)),
                  GLsizei(max(0, bounds.height)))
    }

    /// Binds the target for drawing without clearing.
    func bind() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), drawFramebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
    }

    /// Makes `texture` hold what was drawn, within `bounds` (everything when nil).
    func resolve(_ bounds: PixelBounds? = nil) {
        guard samples > 1 else { return }
        glDisable(GLenum(GL_SCISSOR_TEST))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), drawFramebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), resolveFramebuffer)
        let b = bounds ?? PixelBounds(x: 0, y: 0, width: width, height: height)
        guard !b.isEmpty else { return }
        let x0 = GLint(b.x), y0 = GLint(height - b.y - b.height), x1 = GLint(b.x + b.width), y1 = GLint(height - b.y)
        glBlitFramebuffer(x0, y0, x1, y1, x0, y0, x1, y1, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
    }

    deinit {
        glDeleteRenderbuffers(GLsizei(renderbuffers.count), renderbuffers)
        if drawFramebuffer != resolveFramebuffer { glDeleteFramebuffers(1, &drawFramebuffer) }
        glDeleteFramebuffers(1, &resolveFramebuffer)
        glDeleteTextures(1, &texture)
    }
}
