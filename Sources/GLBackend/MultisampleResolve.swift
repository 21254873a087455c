import CEGL

/// Resolves a multisampled target by drawing each pixel as the mean of its samples: their sum
/// times 1/samples, as Mesa's resolve blit computes it, so the pixels are the same. A program
/// of ours, because Mesa's shader cache keeps its compiled variants between runs, while
/// llvmpipe compiled the blit's own shader on every run (half of a one-frame run's LLVM time).
final class MultisampleResolve {
    let samples: Int
    private let program: GLProgram
    private var vertexArray: GLuint = 0

    init(samples: Int) {
        self.samples = samples
        let sum = (0..<samples).map { "texelFetch(u_samples, p, \($0))" }.joined(separator: " + ")
        // Multisampled textures need GLSL ES 3.10, in both stages.
        program = GLProgram(vertex: Shaders.compositeVertex.replacingOccurrences(of: "#version 300 es", with: "#version 310 es"),
                            fragment: """
                            #version 310 es
                            precision highp float;
                            uniform highp sampler2DMS u_samples;
                            out vec4 o_color;
                            void main() {
                                ivec2 p = ivec2(gl_FragCoord.xy);
                                o_color = (\(sum)) * \(1.0 / Double(samples));
                            }
                            """)
        glGenVertexArrays(1, &vertexArray)
    }

    deinit {
        glDeleteVertexArrays(1, &vertexArray)
    }

    /// Writes the resolved pixels of `texture` (multisampled) within `bounds` (GL's bottom-left
    /// origin) into `framebuffer`, which is left bound; blending and the stencil test are off
    /// meanwhile, as a blit ignores them, and the scissor test is off afterwards.
    func resolve(_ texture: GLuint, into framebuffer: GLuint, width: Int, height: Int,
                 within bounds: (x: Int, y: Int, width: Int, height: Int)) {
        let blending = glIsEnabled(GLenum(GL_BLEND)) == GLboolean(GL_TRUE)
        glDisable(GLenum(GL_BLEND))
        glDisable(GLenum(GL_STENCIL_TEST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(bounds.x), GLint(bounds.y), GLsizei(bounds.width), GLsizei(bounds.height))
        glUseProgram(program.id)
        glBindVertexArray(vertexArray)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D_MULTISAMPLE), texture)
        glUniform1i(program.uniform("u_samples"), 0)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        glDisable(GLenum(GL_SCISSOR_TEST))
        if blending { glEnable(GLenum(GL_BLEND)) }
    }

    /// Compiles and links the program now; throws the compiler's log.
    func link() throws {
        try program.link()
    }
}
