import CEGL
import Compositor

/// An offscreen RGBA8 target with a stencil buffer (no depth buffer: nothing tests depth, and
/// stencil alone is a quarter of the memory to fault in and clear), multisampled when made
/// with a `MultisampleResolve` (then resolved by it into a single-sample texture for reading
/// and compositing).
final class RenderTarget {
    let width: Int
    let height: Int
    let samples: Int
    private let multisample: MultisampleResolve?
    /// The multisampled color drawn into, when there is one.
    private var multisampleTexture: GLuint = 0
    /// The framebuffer drawn into.
    private(set) var drawFramebuffer: GLuint = 0
    /// The single-sample framebuffer holding `texture`.
    private(set) var resolveFramebuffer: GLuint = 0
    /// The resolved color.
    private(set) var texture: GLuint = 0
    private var stencil: GLuint = 0

    init(width: Int, height: Int, multisample: MultisampleResolve? = nil) throws {
        self.width = width
        self.height = height
        self.multisample = multisample
        samples = multisample?.samples ?? 1
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
            // A texture, for the resolve to fetch its samples.
            glGenTextures(1, &multisampleTexture)
            glBindTexture(GLenum(GL_TEXTURE_2D_MULTISAMPLE), multisampleTexture)
            glTexStorage2DMultisample(GLenum(GL_TEXTURE_2D_MULTISAMPLE), GLsizei(samples), GLenum(GL_RGBA8), w, h, GLboolean(GL_TRUE))
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D_MULTISAMPLE),
                                   multisampleTexture, 0)
        } else {
            drawFramebuffer = resolveFramebuffer
        }
        glGenRenderbuffers(1, &stencil)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), stencil)
        if samples > 1 {
            glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(GL_STENCIL_INDEX8), w, h)
        } else {
            glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_STENCIL_INDEX8), w, h)
        }
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_STENCIL_ATTACHMENT), GLenum(GL_RENDERBUFFER), stencil)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else { throw GLBackendError.framebuffer(status: status) }
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

    /// Makes `texture` hold what was drawn, within `bounds` (everything when nil); with a
    /// `destination` (single-sample, of this size), that target's texture instead. Leaves the
    /// scissor test off when there are samples to resolve.
    func resolve(_ bounds: PixelBounds? = nil, into destination: RenderTarget? = nil) {
        guard let multisample else { return }
        let b = bounds ?? PixelBounds(x: 0, y: 0, width: width, height: height)
        guard !b.isEmpty else { return glDisable(GLenum(GL_SCISSOR_TEST)) }
        // GL counts rows from the bottom.
        multisample.resolve(multisampleTexture, into: (destination ?? self).resolveFramebuffer, width: width, height: height,
                            within: (b.x, height - b.y - b.height, b.width, b.height))
    }

    deinit {
        glDeleteRenderbuffers(1, &stencil)
        if drawFramebuffer != resolveFramebuffer { glDeleteFramebuffers(1, &drawFramebuffer) }
        glDeleteFramebuffers(1, &resolveFramebuffer)
        glDeleteTextures(1, &texture)
        if multisampleTexture != 0 { glDeleteTextures(1, &multisampleTexture) }
    }
}
