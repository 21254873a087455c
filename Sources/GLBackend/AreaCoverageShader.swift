import Compositor

/// Exact-area coverage of fills by accumulated edge areas (see `AreaEdges`): the accumulate
/// program adds each edge's signed area per pixel into a float target, additively blended;
/// the paints' `accumulatedCoverage` part reads the sum back under the cover quad.
extension Shaders {
    /// One instance per edge: a quad in device pixels from the edge's leftmost pixel to the
    /// right side of its contour's box, over the rows the edge crosses.
    static let accumulateVertex = """
    #version 300 es
    layout(location = 0) in vec4 a_edge;
    layout(location = 1) in vec4 a_box;
    uniform mat4 u_transform;
    uniform vec2 u_viewport;
    flat out vec4 v_edge;
    vec2 toDevice(vec2 p) {
        vec4 q = u_transform * vec4(p, 0.0, 1.0);
        return q.xy / q.w;
    }
    void main() {
        vec2 a = toDevice(a_edge.xy), b = toDevice(a_edge.zw);
        float right = max(max(toDevice(a_box.xy).x, toDevice(a_box.zy).x), max(toDevice(a_box.xw).x, toDevice(a_box.zw).x));
        float x0 = floor(min(a.x, b.x)), x1 = max(ceil(right), x0 + 1.0);
        float y0 = floor(min(a.y, b.y)), y1 = ceil(max(a.y, b.y));
        vec2 corner = vec2((gl_VertexID & 1) == 0 ? x0 : x1, gl_VertexID < 2 ? y0 : y1);
        gl_Position = vec4(corner.x * 2.0 / u_viewport.x - 1.0, 1.0 - corner.y * 2.0 / u_viewport.y, 0.0, 1.0);
        v_edge = vec4(a, b);
    }
    """

    /// The signed area of the pixel right of the edge within the edge's span of the pixel's
    /// row: the span's height times the mean of clamp(1 - x, 0, 1) along it, x being linear.
    static let accumulateFragment = """
    #version 300 es
    precision highp float;
    uniform vec2 u_viewport;
    flat in vec4 v_edge;
    out vec4 o_area;
    void main() {
        // The pixel as the unit square, device y down.
        vec2 cell = vec2(floor(gl_FragCoord.x), u_viewport.y - 1.0 - floor(gl_FragCoord.y));
        vec2 a = v_edge.xy - cell, b = v_edge.zw - cell;
        float ya = clamp(a.y, 0.0, 1.0), yb = clamp(b.y, 0.0, 1.0);
        float dy = yb - ya;
        if (dy == 0.0) { o_area = vec4(0.0); return; }
        float slope = (b.x - a.x) / (b.y - a.y);
        float ta = 1.0 - (a.x + (ya - a.y) * slope), tb = 1.0 - (a.x + (yb - a.y) * slope);
        float lo = min(ta, tb), hi = max(ta, tb);
        float mean;
        if (hi - lo < 1e-6) {
            mean = clamp(0.5 * (lo + hi), 0.0, 1.0);
        } else {
            // The integral of clamp(t, 0, 1) from lo to hi: its ramp part and its part above 1.
            float c0 = clamp(lo, 0.0, 1.0), c1 = clamp(hi, 0.0, 1.0);
            mean = (0.5 * (c1 * c1 - c0 * c0) + max(0.0, hi - max(lo, 1.0))) / (hi - lo);
        }
        o_area = vec4(dy * mean, 0.0, 0.0, 0.0);
    }
    """

    /// Fragment shader part: `coverage()` from the accumulated sum at the fragment's pixel,
    /// |sum| clamped to 1 by the nonzero rule, folded by the even-odd rule.
    static let accumulatedCoverageFragment = """
    uniform highp sampler2D u_area;
    uniform int u_evenOdd;
    float coverage() {
        float s = abs(texelFetch(u_area, ivec2(gl_FragCoord.xy), 0).r);
        return u_evenOdd == 1 ? 1.0 - abs(1.0 - mod(s, 2.0)) : min(s, 1.0);
    }
    """
}
