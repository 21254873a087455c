/// How much geometry a frame may hold, from the size of its canvas: what bounds the work and
/// memory of a frame whatever the layer tree hands the Compositor.
///
/// Counted in vertices of two floats (8 bytes), as the triangle strips store them; an edge
/// fringe vertex (12 floats) counts as 6 and an area-edge run (14 floats) as 7, so that the
/// count times 8 bytes is the geometry's memory (`RenderList.budgetedVertexCount`).
///
/// A path (each fill or stroke of one) may take as many vertices as the canvas has pixels:
/// an outline that visits every pixel of the canvas is the finest detail it can show, so a
/// path past that is simplified to device resolution (`PolylineSimplifier`: within about a
/// pixel, coarser only for detail no canvas could show). A frame may take four such paths;
/// past that, the rest of its geometry is not drawn.
/// The tessellate benchmark's frame (1,000 paths on 1024 x 1024) takes under 2% of its budget.
///
/// On a 750 x 1334 canvas at 2x (4,002,000 pixels) that is 4,002,000 vertices a path and
/// 16,008,000 a frame: at most 128 MB of render-list geometry. The geometry cache keeps what
/// the last two frames drew (at most 256 MB more), and tessellating one path holds, besides
/// the path, at most its budget plus a point per path element (16 bytes each) of flattened
/// points. A frame's work is bounded likewise: once its budget is spent, nothing more of it
/// is flattened.
public struct VertexBudget: Equatable, Sendable {
    /// The vertices one fill or stroke of a path may take.
    public let perPath: Int
    /// The vertices all the draws of a frame may take together.
    public let perFrame: Int

    /// The per-path budget of small canvases, so that a thumbnail still draws detailed paths.
    public static let minimumPerPath = 65_536
    /// How many full-budget paths a frame holds.
    public static let pathsPerFrame = 4

    /// The budget of a canvas of `width × height` device pixels.
    public init(width: Int, height: Int) {
        // Sides past a million pixels are no canvas a GPU draws; bounding them keeps the
        // products in range.
        let side = 1 << 20
        let pixels = min(max(width, 0), side) * min(max(height, 0), side)
        perPath = max(VertexBudget.minimumPerPath, pixels)
        perFrame = VertexBudget.pathsPerFrame * perPath
    }
}
