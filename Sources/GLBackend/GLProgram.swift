import CEGL

/// A linked GLSL ES 3.00 program and its uniform locations.
final class GLProgram {
    let id: GLuint
    private var locations: [String: GLint] = [:]

    init(vertex: String, fragment: String) throws {
        let vs = try GLProgram.compile(vertex, kind: GLenum(GL_VERTEX_SHADER))
        let fs = try GLProgram.compile(fragment, kind: GLenum(GL_FRAGMENT_SHADER))
        id = glCreateProgram()
        glAttachShader(id, vs)
        glAttachShader(id, fs)
        glLinkProgram(id)
        glDeleteShader(vs)
        glDeleteShader(fs)
        var linked: GLint = 0
        glGetProgramiv(id, GLenum(GL_LINK_STATUS), &linked)
        guard linked != 0 else { throw GLBackendError.shader(log: GLProgram.log(program: id)) }
    }

    deinit { glDeleteProgram(id) }

    func uniform(_ name: String) -> GLint {
        if let location = locations[name] { return location }
        let location = glGetUniformLocation(id, name)
        locations[name] = location
        return location
    }

    private static func compile(_ source: String, kind: GLenum) throws -> GLuint {
        let shader = glCreateShader(kind)
        source.withCString { pointer in
            var p: UnsafePointer<GLchar>? = pointer
            glShaderSource(shader, 1, &p, nil)
        }
        glCompileShader(shader)
        var compiled: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &compiled)
        guard compiled != 0 else {
            var buffer = [GLchar](repeating: 0, count: 4096)
            glGetShaderInfoLog(shader, GLsizei(buffer.count), nil, &buffer)
            glDeleteShader(shader)
            throw GLBackendError.shader(log: String(cString: buffer))
        }
        return shader
    }

    private static func log(program: GLuint) -> String {
        var buffer = [GLchar](repeating: 0, count: 4096)
        glGetProgramInfoLog(program, GLsizei(buffer.count), nil, &buffer)
        return String(cString: buffer)
    }
}

/// The shaders of the renderer.
enum Shaders {
    /// Positions in layer units placed by the shared transform code.
    static let solidVertex = """
    #version 300 es
    layout(location = 0) in vec2 a_position;
    \(toClipSpace)
    void main() { gl_Position = toClipSpace(a_position); }
    """

    /// Layer units through `u_transform` to device pixels, then to clip space with y pointing
    /// down; w is kept for perspective.
    static let toClipSpace = """
    uniform mat4 u_transform;
    uniform vec2 u_viewport;
    vec4 toClipSpace(vec2 position) {
        vec4 p = u_transform * vec4(position, 0.0, 1.0);
        return vec4(p.x * 2.0 / u_viewport.x - p.w, p.w - p.y * 2.0 / u_viewport.y, 0.0, p.w);
    }
    """

    static let solidFragment = """
    #version 300 es
    precision highp float;
    uniform vec4 u_color;
    out vec4 o_color;
    void main() { o_color = u_color; }
    """

    /// A triangle covering the viewport, from gl_VertexID alone.
    static let compositeVertex = """
    #version 300 es
    void main() {
        vec2 v = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
        gl_Position = vec4(v * 2.0 - 1.0, 0.0, 1.0);
    }
    """

    /// A layer (premultiplied) times opacity, and times a mask's alpha when there is one.
    static let compositeFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_content;
    uniform sampler2D u_mask;
    uniform int u_useMask;
    uniform float u_opacity;
    out vec4 o_color;
    void main() {
        ivec2 p = ivec2(gl_FragCoord.xy);
        vec4 color = texelFetch(u_content, p, 0) * u_opacity;
        if (u_useMask == 1) { color *= texelFetch(u_mask, p, 0).a; }
        o_color = color;
    }
    """

    /// A rectangle (two triangles from gl_VertexID) in layer units through the transform,
    /// with texture coordinates running 0…1 from its top-left corner.
    static let imageVertex = """
    #version 300 es
    \(toClipSpace)
    uniform vec4 u_rect;
    out vec2 v_uv;
    void main() {
        const vec2 corners[6] = vec2[6](vec2(0, 0), vec2(1, 0), vec2(0, 1), vec2(1, 0), vec2(1, 1), vec2(0, 1));
        v_uv = corners[gl_VertexID];
        gl_Position = toClipSpace(u_rect.xy + v_uv * u_rect.zw);
    }
    """

    /// The image's premultiplied texel times the inherited opacity.
    static let imageFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_image;
    uniform float u_alpha;
    in vec2 v_uv;
    out vec4 o_color;
    void main() { o_color = texture(u_image, v_uv) * u_alpha; }
    """
}
