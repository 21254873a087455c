import CEGL
import Compositor
import LabKit

/// Instanced draws (see `InstancedDrawCommand`): one `glDrawArraysInstanced` of the shared
/// strip (and one of its fringe), the transform and color factor of each instance read as
/// per-instance attributes (`glVertexAttribDivisor` 1) from the list's instances, uploaded
/// once a frame. The paint shaders are the ordinary ones with the uniform transform replaced
/// by the instance's and the color multiplied by its factor, so an instance paints the pixels
/// the equivalent single draw paints.
final class InstancedDrawing {
    let solid: GLProgram
    let image: GLProgram
    let solidFringe: GLProgram
    let imageFringe: GLProgram
    /// Every instance of the frame, `InstancedDrawCommand.stride` floats each.
    private var buffer: GLuint = 0
    /// The strip vertices, and the fringe vertices, each with the instance attributes.
    private var stripArray: GLuint = 0
    private var fringeArray: GLuint = 0

    var programs: [GLProgram] { [solid, image, solidFringe, imageFringe] }

    init(vertexBuffer: GLuint, fringeBuffer: GLuint) {
        solid = GLProgram(vertex: Shaders.paintVertex(coverage: .none, instanced: true),
                          fragment: Shaders.solidFragment(coverage: .none, instanced: true))
        image = GLProgram(vertex: Shaders.paintVertex(coverage: .none, textureCoordinates: true, instanced: true),
                          fragment: Shaders.imageFragment(coverage: .none, instanced: true))
        solidFringe = GLProgram(vertex: Shaders.paintVertex(coverage: .fringe, instanced: true),
                                fragment: Shaders.solidFragment(coverage: .fringe, instanced: true))
        imageFringe = GLProgram(vertex: Shaders.paintVertex(coverage: .fringe, textureCoordinates: true, instanced: true),
                                fragment: Shaders.imageFragment(coverage: .fringe, instanced: true))
        glGenBuffers(1, &buffer)
        glGenVertexArrays(1, &stripArray)
        glBindVertexArray(stripArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 8, nil)
        InstancedDrawing.enableInstanceAttributes()
        glGenVertexArrays(1, &fringeArray)
        glBindVertexArray(fringeArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), fringeBuffer)
        GLRenderer.pointFringeAttributesAtBoundBuffer()
        InstancedDrawing.enableInstanceAttributes()
        glBindVertexArray(0)
    }

    deinit {
        glDeleteBuffers(1, &buffer)
        glDeleteVertexArrays(1, &stripArray)
        glDeleteVertexArrays(1, &fringeArray)
    }

    /// The transform's four columns (locations 4–7) and the color factor (8), one per instance.
    private static func enableInstanceAttributes() {
        for location: GLuint in 4...8 {
            glEnableVertexAttribArray(location)
            glVertexAttribDivisor(location, 1)
        }
    }

    /// Uploads the frame's instances.
    func upload(_ instances: [Float]) {
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        instances.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ARRAY_BUFFER), GLsizeiptr(bytes.count), bytes.baseAddress, GLenum(GL_STREAM_DRAW))
        }
    }

    /// Binds the strip's vertex array (the fringe's when `fringe`) with its instance attributes starting
    /// at instance `first`: GLES 3 has no base instance, so the attributes' offsets move instead.
    func bind(_ fringe: Bool, from first: Int32) {
        glBindVertexArray(fringe ? fringeArray : stripArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        let stride = InstancedDrawCommand.stride * 4
        let base = Int(first) * stride
        for column in 0..<5 {
            glVertexAttribPointer(GLuint(4 + column), 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(stride),
                                  UnsafeRawPointer(bitPattern: base + column * 16))
        }
    }
}

extension GLRenderer {
    /// Draws every instance of `draw`: the strips, then (when it has one) the fringes.
    func execute(_ draw: InstancedDrawCommand, list: RenderList) {
        guard draw.instanceCount > 0 else { return }
        defer { unbindSampler(after: draw.paint) }
        glDisable(GLenum(GL_STENCIL_TEST))
        guard useInstancedPaint(draw.paint, fringe: false, list: list) else { return }
        instancing.bind(false, from: draw.instanceFirst)
        glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), draw.first, draw.count, draw.instanceCount)
        if draw.fringeCount > 0 {
            _ = useInstancedPaint(draw.paint, fringe: true, list: list)
            instancing.bind(true, from: draw.instanceFirst)
            glDrawArraysInstanced(GLenum(GL_TRIANGLES), draw.fringeFirst, draw.fringeCount, draw.instanceCount)
        }
    }

    /// Binds the instanced program of `paint` (a solid color or an image without an add, see
    /// `InstancedDrawCommand.paint`) with its uniforms; false for a gradient, which the
    /// Compositor never instances.
    private func useInstancedPaint(_ paint: Paint, fringe: Bool, list: RenderList) -> Bool {
        switch paint {
        case .image(let image):
            let program = fringe ? instancing.imageFringe : instancing.image
            glUseProgram(program.id)
            glUniform2f(program.uniform("u_viewport"), GLfloat(list.width), GLfloat(list.height))
            glUniform4f(program.uniform("u_rect"), image.rect.x, image.rect.y, image.rect.z, image.rect.w)
            let m = image.colorTransform.multiply, a = image.colorTransform.add
            glUniform4f(program.uniform("u_multiply"), m.x, m.y, m.z, m.w)
            glUniform4f(program.uniform("u_add"), a.x, a.y, a.z, a.w)
            bindImage(image, program: program)
            return true
        case .solid(let color):
            let program = fringe ? instancing.solidFringe : instancing.solid
            glUseProgram(program.id)
            glUniform2f(program.uniform("u_viewport"), GLfloat(list.width), GLfloat(list.height))
            glUniform4f(program.uniform("u_color"), color.x, color.y, color.z, color.w)
            return true
        case .gradient:
            return false
        }
    }
}

extension Shaders {
    /// Vertex shader part of instanced paints: the instance's transform (locations 4–7, one
    /// column each) and color factor (8), the factor passed on to the fragment shader.
    static let instanceInputs = """
    layout(location = 4) in mat4 a_instanceTransform;
    layout(location = 8) in vec4 a_instanceColor;
    flat out vec4 v_instanceColor;
    """
}
