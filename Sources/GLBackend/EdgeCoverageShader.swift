import Compositor

/// Analytic edge coverage in the paint shaders (see `EdgeFringe`): a fringe vertex carries
/// its edge and the edges beside it in layer units; the vertex shader takes them to device
/// pixels and to which side the polygon lies, and the fragment shader returns the area of the
/// pixel square inside all three edges. Paints multiply their premultiplied color by it; each
/// paint has a second program with it, so that draws without a fringe pay nothing (llvmpipe
/// runs a shader's clipping arrays slowly even behind an untaken branch).
extension Shaders {
    /// Vertex shader part: attributes 1–3 are the edge (start, end), its neighbors (previous
    /// start, next end) and a point inside, laid out as `EdgeFringe.stride` floats.
    static let edgeCoverageVertex = """
    layout(location = 1) in vec4 a_edge;
    layout(location = 2) in vec4 a_neighbors;
    layout(location = 3) in vec2 a_inside;
    flat out vec4 v_edge;
    flat out vec4 v_neighbors;
    flat out vec3 v_sides;
    vec2 toDevice(vec2 p) {
        vec4 q = u_transform * vec4(p, 0.0, 1.0);
        return q.xy / q.w;
    }
    float sideOf(vec2 inside, vec2 from, vec2 to) {
        vec2 e = to - from, d = inside - from;
        return sign(e.x * d.y - e.y * d.x);
    }
    void passEdges() {
        vec2 a = toDevice(a_neighbors.xy), b = toDevice(a_edge.xy), c = toDevice(a_edge.zw), d = toDevice(a_neighbors.zw);
        vec2 o = toDevice(a_inside);
        v_edge = vec4(b, c);
        v_neighbors = vec4(a, d);
        v_sides = vec3(sideOf(o, a, b), sideOf(o, b, c), sideOf(o, c, d));
    }
    """

    /// Fragment shader part: `coverage()` of the fragment's pixel.
    static let edgeCoverageFragment = """
    uniform vec2 u_viewport;
    flat in vec4 v_edge;
    flat in vec4 v_neighbors;
    flat in vec3 v_sides;

    // Sutherland–Hodgman: keeps the part of `poly` on the `side` of the line from `from` to
    // `to`. A square clipped by three lines has at most 7 corners.
    int clipPolygon(inout vec2 poly[8], int n, vec2 from, vec2 to, float side) {
        vec2 kept[8];
        int m = 0;
        vec2 e = to - from;
        for (int i = 0; i < 8; i++) {
            if (i >= n) break;
            vec2 p = poly[i], q = poly[i + 1 == n ? 0 : i + 1];
            float fp = side * (e.x * (p.y - from.y) - e.y * (p.x - from.x));
            float fq = side * (e.x * (q.y - from.y) - e.y * (q.x - from.x));
            if (fp >= 0.0 && m < 8) { kept[m] = p; m++; }
            if ((fp >= 0.0) != (fq >= 0.0) && m < 8) { kept[m] = p + (q - p) * (fp / (fp - fq)); m++; }
        }
        poly = kept;
        return m;
    }

    float coverage() {
        // The pixel's center in device pixels (y down); corners relative to it.
        vec2 center = vec2(gl_FragCoord.x, u_viewport.y - gl_FragCoord.y);
        vec2 poly[8];
        poly[0] = vec2(-0.5, -0.5); poly[1] = vec2(0.5, -0.5); poly[2] = vec2(0.5, 0.5); poly[3] = vec2(-0.5, 0.5);
        vec2 a = v_neighbors.xy - center, b = v_edge.xy - center, c = v_edge.zw - center, d = v_neighbors.zw - center;
        int n = clipPolygon(poly, 4, b, c, v_sides.y);
        n = clipPolygon(poly, n, a, b, v_sides.x);
        n = clipPolygon(poly, n, c, d, v_sides.z);
        float area = 0.0;
        for (int i = 0; i < 8; i++) {
            if (i >= n) break;
            vec2 p = poly[i], q = poly[i + 1 == n ? 0 : i + 1];
            area += p.x * q.y - p.y * q.x;
        }
        return clamp(abs(area) * 0.5, 0.0, 1.0);
    }
    """
}
