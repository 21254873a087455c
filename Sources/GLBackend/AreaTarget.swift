import CEGL

/// A single-sample 32-bit float target of the canvas size, into which fills' edge areas
/// accumulate (see `AreaEdges`); llvmpipe renders and blends into it (EXT_color_buffer_float,
/// EXT_float_blend).
final class AreaTarget {
    let width: Int
    let height: Int
    private(set) var framebuffer: GLuint = 0
    private(set) var texture: GLuint = 0

    init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_R32F), GLsizei(width), GLsizei(height))
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else { throw GLBackendError.framebuffer(status: status) }
    }

    deinit {
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteTextures(1, &texture)
    }
}
