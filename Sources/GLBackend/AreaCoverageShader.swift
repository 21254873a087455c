import Compositor

/// Exact-area coverage of fills by accumulated edge areas (see `AreaEdges`): the accumulate
/// program adds each edge's signed area per pixel into a float target, additively blended;
/// the paints' `accumulatedCoverage` part reads the sum back under the cover quad.
extension Shaders {
    /// One instance per run of edges (see `AreaEdges.run`): a quad in device pixels from the
    /// run's leftmost pixel to the right side of its contour's box, over the rows it crosses.
    static let accumulateVertex = """
    #version 300 es
    layout(location = 0) in vec4 a_points01;
    layout(location = 1) in vec4 a_points23;
    layout(location = 2) in vec2 a_point4;
    layout(location = 3) in vec4 a_box;
    uniform mat4 u_transform;
    uniform vec2 u_viewport;
    flat out vec4 v_points01;
    flat out vec4 v_points23;
    flat out vec2 v_point4;
    vec2 toDevice(vec2 p) {
        vec4 q = u_transform * vec4(p, 0.0, 1.0);
        return q.xy / q.w;
    }
    void main() {
        vec2 p0 = toDevice(a_points01.xy), p1 = toDevice(a_points01.zw), p2 = toDevice(a_points23.xy);
        vec2 p3 = toDevice(a_points23.zw), p4 = toDevice(a_point4);
        vec2 low = min(min(min(p0, p1), min(p2, p3)), p4), high = max(max(max(p0, p1), max(p2, p3)), p4);
        float right = max(max(toDevice(a_box.xy).x, toDevice(a_box.zy).x), max(toDevice(a_box.xw).x, toDevice(a_box.zw).x));
        float x0 = floor(low.x), x1 = max(ceil(right), x0 + 1.0);
        float y0 = floor(low.y), y1 = ceil(high.y);
        vec2 corner = vec2((gl_VertexID & 1) == 0 ? x0 : x1, gl_VertexID < 2 ? y0 : y1);
        gl_Position = vec4(corner.x * 2.0 / u_viewport.x - 1.0, 1.0 - corner.y * 2.0 / u_viewport.y, 0.0, 1.0);
        v_points01 = vec4(p0, p1);
        v_points23 = vec4(p2, p3);
        v_point4 = p4;
    }
    """

    /// The signed area of the pixel right of each edge of the run within the edge's span of
    /// the pixel's row: the span's height times the mean of clamp(1 - x, 0, 1) along it, x
    /// being linear.
    static let accumulateFragment = """
    #version 300 es
    precision highp float;
    uniform vec2 u_viewport;
    flat in vec4 v_points01;
    flat in vec4 v_points23;
    flat in vec2 v_point4;
    out vec4 o_area;
    // a and b relative to the pixel as the unit square.
    float area(vec2 a, vec2 b) {
        float ya = clamp(a.y, 0.0, 1.0), yb = clamp(b.y, 0.0, 1.0);
        float dy = yb - ya;
        if (dy == 0.0) return 0.0;
        float slope = (b.x - a.x) / (b.y - a.y);
        float ta = 1.0 - (a.x + (ya - a.y) * slope), tb = 1.0 - (a.x + (yb - a.y) * slope);
        float lo = min(ta, tb), hi = max(ta, tb);
        if (hi - lo < 1e-6) return dy * clamp(0.5 * (lo + hi), 0.0, 1.0);
        // The integral of clamp(t, 0, 1) from lo to hi: its ramp part and its part above 1.
        float c0 = clamp(lo, 0.0, 1.0), c1 = clamp(hi, 0.0, 1.0);
        return dy * (0.5 * (c1 * c1 - c0 * c0) + max(0.0, hi - max(lo, 1.0))) / (hi - lo);
    }
    void main() {
        // The pixel's top-left corner, device y down.
        vec2 cell = vec2(floor(gl_FragCoord.x), u_viewport.y - 1.0 - floor(gl_FragCoord.y));
        vec2 p0 = v_points01.xy - cell, p1 = v_points01.zw - cell, p2 = v_points23.xy - cell;
        vec2 p3 = v_points23.zw - cell, p4 = v_point4 - cell;
        o_area = vec4(area(p0, p1) + area(p1, p2) + area(p2, p3) + area(p3, p4), 0.0, 0.0, 0.0);
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
