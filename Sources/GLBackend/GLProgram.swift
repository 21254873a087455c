import Foundation
import CEGL
import Compositor

/// A GLSL ES 3.00 program and its uniform locations, compiled and linked when first used:
/// a frame that draws no gradient compiles no gradient shader, which shortens start-up.
/// `link()` compiles it now, throwing the compiler's log.
final class GLProgram {
    private let vertexSource: String
    private let fragmentSource: String
    private var linked: GLuint?
    private var locations: [String: GLint] = [:]

    init(vertex: String, fragment: String) {
        vertexSource = vertex
        fragmentSource = fragment
    }

    /// The program, linked on first use; 0 (drawing nothing) if it does not compile, which
    /// `link()` reports.
    var id: GLuint {
        if let linked { return linked }
        do {
            return try link()
        } catch {
            FileHandle.standardError.write(Data("lab: a GL shader does not compile: \(error)\n".utf8))
            linked = 0
            return 0
        }
    }

    /// Compiles and links the program unless done; throws the compiler's or linker's log.
    @discardableResult
    func link() throws -> GLuint {
        if let linked { return linked }
        let vs = try GLProgram.compile(vertexSource, kind: GLenum(GL_VERTEX_SHADER))
        let fs = try GLProgram.compile(fragmentSource, kind: GLenum(GL_FRAGMENT_SHADER))
        let program = glCreateProgram()
        glAttachShader(program, vs)
        glAttachShader(program, fs)
        glLinkProgram(program)
        glDeleteShader(vs)
        glDeleteShader(fs)
        var status: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &status)
        guard status != 0 else {
            let log = GLProgram.log(program: program)
            glDeleteProgram(program)
            throw GLBackendError.shader(log: log)
        }
        linked = program
        return program
    }

    deinit {
        if let linked, linked != 0 { glDeleteProgram(linked) }
    }

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
    /// Where a paint's coverage of a pixel comes from.
    enum Coverage {
        /// Whole pixels (multisampled edges).
        case none
        /// The fringe vertex's edges (see `edgeCoverageFragment`).
        case fringe
        /// The accumulated edge areas (see `accumulatedCoverageFragment`).
        case accumulated

        var fragmentPart: String {
            switch self {
            case .none: return "float coverage() { return 1.0; }"
            case .fringe: return edgeCoverageFragment
            case .accumulated: return accumulatedCoverageFragment
            }
        }
    }

    /// Positions in layer units placed by the shared transform code; paints read the
    /// position in layer units as `v_local`, and with `.fringe` coverage fringe vertices pass
    /// their edges on. For images, `v_uv` is the texture coordinate (`u_rect` is the image's
    /// rectangle in layer units): computed per vertex, so that a plain image's fragment
    /// shader is a texture read times alpha, which llvmpipe draws on its fast path.
    /// With `instanced`, the transform and a color factor are per-instance attributes (see
    /// `Shaders.instanceInputs`).
    static func paintVertex(coverage: Coverage, textureCoordinates: Bool = false, instanced: Bool = false) -> String { """
    #version 300 es
    layout(location = 0) in vec2 a_position;
    out vec2 v_local;
    \(textureCoordinates ? "uniform vec4 u_rect;\nout vec2 v_uv;" : "")
    \(instanced ? instanceInputs : "")
    \(instanced ? toClipSpace.replacingOccurrences(of: "uniform mat4 u_transform;", with: "mat4 u_transform;") : toClipSpace)
    \(coverage == .fringe ? edgeCoverageVertex : "void passEdges() {}")
    void main() {
        \(instanced ? "u_transform = a_instanceTransform;\nv_instanceColor = a_instanceColor;" : "")
        v_local = a_position;
        \(textureCoordinates ? "v_uv = (a_position - u_rect.xy) / u_rect.zw;" : "")
        gl_Position = toClipSpace(a_position);
        passEdges();
    }
    """
    }

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

    /// With `instanced`, the color times the instance's factor.
    static func solidFragment(coverage: Coverage, instanced: Bool = false) -> String { """
    #version 300 es
    precision highp float;
    uniform vec4 u_color;
    \(instanced ? "flat in vec4 v_instanceColor;" : "")
    out vec4 o_color;
    \(coverage.fragmentPart)
    void main() { o_color = u_color\(instanced ? " * v_instanceColor" : "") * coverage(); }
    """
    }

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

    /// A gradient (see `GradientPaint`): the ramp position of the pixel by kind, then the
    /// colors of the stops around it mixed, premultiplied after mixing when they are straight.
    /// Positions beyond an end that does not extend, or outside every circle of a two-circle
    /// gradient, are transparent.
    static func gradientFragment(coverage: Coverage) -> String { """
    #version 300 es
    precision highp float;
    uniform int u_kind;
    uniform vec2 u_start;
    uniform vec2 u_end;
    uniform vec2 u_radii;
    uniform ivec2 u_extends;
    uniform int u_count;
    uniform float u_locations[\(GradientPaint.maximumStops)];
    uniform vec4 u_colors[\(GradientPaint.maximumStops)];
    uniform int u_premultiplied;
    uniform float u_opacity;
    in vec2 v_local;
    out vec4 o_color;
    \(coverage.fragmentPart)

    bool allowed(float t, float dr) {
        return u_radii.x + t * dr >= 0.0 && (u_extends.x == 1 || t >= 0.0) && (u_extends.y == 1 || t <= 1.0);
    }

    // The largest t whose circle, center start + t (end - start) and radius r0 + t (r1 - r0),
    // passes through the pixel; -1e30 when none is allowed.
    float twoCircle(vec2 p, vec2 d) {
        float dr = u_radii.y - u_radii.x;
        float a = dot(d, d) - dr * dr;
        float b = dot(p, d) + u_radii.x * dr;
        float c = dot(p, p) - u_radii.x * u_radii.x;
        if (abs(a) < 1e-6) {
            if (abs(b) < 1e-6) return -1e30;
            float t = c / (2.0 * b);
            return allowed(t, dr) ? t : -1e30;
        }
        float discriminant = b * b - a * c;
        if (discriminant < 0.0) return -1e30;
        float root = sqrt(discriminant);
        float t1 = (b + root) / a, t2 = (b - root) / a;
        float high = max(t1, t2), low = min(t1, t2);
        if (allowed(high, dr)) return high;
        if (allowed(low, dr)) return low;
        return -1e30;
    }

    float rampPosition() {
        vec2 d = u_end - u_start;
        vec2 p = v_local - u_start;
        if (u_kind == 0) {
            float length2 = dot(d, d);
            return length2 > 0.0 ? dot(p, d) / length2 : 1.0;
        }
        if (u_kind == 1) {
            vec2 r = abs(d);
            if (r.x <= 0.0) r.x = r.y;
            if (r.y <= 0.0) r.y = r.x;
            return r.x > 0.0 ? length(p / r) : 1.0;
        }
        if (u_kind == 3) return twoCircle(p, d);
        if (dot(p, p) <= 0.0) return 0.0;
        float turn = (atan(p.y, p.x) - atan(d.y, d.x)) / 6.283185307179586;
        return turn - floor(turn);
    }

    void main() {
        float t = rampPosition();
        if (t < -1e29 || (u_extends.x == 0 && t < 0.0) || (u_extends.y == 0 && t > 1.0)) {
            o_color = vec4(0.0);
            return;
        }
        int last = u_count - 1;
        vec4 c = u_colors[0];
        if (t >= u_locations[last]) {
            c = u_colors[last];
        } else if (t > u_locations[0]) {
            for (int i = 1; i < \(GradientPaint.maximumStops); i++) {
                if (i > last) break;
                if (t <= u_locations[i]) {
                    float span = u_locations[i] - u_locations[i - 1];
                    c = mix(u_colors[i - 1], u_colors[i], span > 0.0 ? (t - u_locations[i - 1]) / span : 1.0);
                    break;
                }
            }
        }
        if (u_premultiplied == 0) c = vec4(c.rgb * c.a, c.a);
        o_color = c * (u_opacity * coverage());
    }
    """
    }

    /// An image over `u_rect` (layer units): its premultiplied texel through the color
    /// transform (see `ColorTransform`).
    /// With `instanced`, the multiply times the instance's factor.
    static func imageFragment(coverage: Coverage, instanced: Bool = false) -> String { """
    #version 300 es
    precision highp float;
    uniform sampler2D u_image;
    uniform float u_lodBias;
    uniform vec4 u_multiply;
    uniform vec4 u_add;
    \(instanced ? "flat in vec4 v_instanceColor;" : "")
    in vec2 v_uv;
    out vec4 o_color;
    \(coverage.fragmentPart)
    void main() {
        vec4 texel = texture(u_image, v_uv, u_lodBias);
        o_color = (texel * \(instanced ? "(u_multiply * v_instanceColor)" : "u_multiply") + u_add * texel.a) * coverage();
    }
    """
    }

    /// An image times an opacity, without edge coverage: most images drawn.
    static let plainImageFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_image;
    uniform float u_lodBias;
    uniform float u_alpha;
    in vec2 v_uv;
    out vec4 o_color;
    void main() { o_color = texture(u_image, v_uv, u_lodBias) * u_alpha; }
    """

    /// One pass of a separable Gaussian blur of alpha along `u_direction`: symmetric taps
    /// taken in pairs between texels (the bilinear sampler weighs each pair), texels outside
    /// `u_valid` (x0, y0, x1, y1 in GL pixels) read as transparent.
    static let blurFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_source;
    uniform vec2 u_direction;
    uniform ivec4 u_valid;
    uniform int u_pairs;
    uniform float u_center;
    uniform float u_weights[\(maximumBlurPairs)];
    uniform float u_offsets[\(maximumBlurPairs)];
    out vec4 o_color;

    float sampleAt(vec2 p) {
        vec2 lo = vec2(u_valid.xy) + 0.5, hi = vec2(u_valid.zw) - 0.5;
        if (any(lessThan(p, lo)) || any(greaterThan(p, hi))) return 0.0;
        return texture(u_source, p / vec2(textureSize(u_source, 0))).a;
    }

    void main() {
        vec2 p = gl_FragCoord.xy;
        float sum = sampleAt(p) * u_center;
        for (int i = 0; i < \(maximumBlurPairs); i++) {
            if (i >= u_pairs) break;
            vec2 d = u_direction * u_offsets[i];
            sum += (sampleAt(p + d) + sampleAt(p - d)) * u_weights[i];
        }
        o_color = vec4(0.0, 0.0, 0.0, sum);
    }
    """

    /// Shrinks a layer's alpha by `u_factor` in each direction for blurring: each texel of the
    /// target averages a block of the source, texels outside `u_valid` (GL pixels of the
    /// source) reading as transparent.
    static let downsampleFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_source;
    uniform int u_factor;
    uniform ivec4 u_valid;
    out vec4 o_color;
    void main() {
        ivec2 origin = ivec2(gl_FragCoord.xy) * u_factor;
        float sum = 0.0;
        for (int y = 0; y < u_factor; y++) {
            for (int x = 0; x < u_factor; x++) {
                ivec2 p = origin + ivec2(x, y);
                if (all(greaterThanEqual(p, u_valid.xy)) && all(lessThan(p, u_valid.zw))) {
                    sum += texelFetch(u_source, p, 0).a;
                }
            }
        }
        o_color = vec4(0.0, 0.0, 0.0, sum / float(u_factor * u_factor));
    }
    """

    /// Pairs of taps a blur pass takes on each side at most (so up to 4 × this texels).
    static let maximumBlurPairs = 64

    /// A blurred alpha, kept `u_factor` times smaller, moved by `u_offset` (GL pixels of the
    /// canvas) and filled with a premultiplied color.
    static let shadowFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_blurred;
    uniform vec2 u_offset;
    uniform float u_factor;
    uniform ivec4 u_valid;
    uniform vec4 u_color;
    out vec4 o_color;
    void main() {
        vec2 p = (gl_FragCoord.xy - u_offset) / u_factor;
        vec2 lo = vec2(u_valid.xy) + 0.5, hi = vec2(u_valid.zw) - 0.5;
        float alpha = 0.0;
        if (all(greaterThanEqual(p, lo)) && all(lessThanEqual(p, hi))) {
            alpha = texture(u_blurred, p / vec2(textureSize(u_blurred, 0))).a;
        }
        o_color = u_color * alpha;
    }
    """
}
