import LabKit

/// Everything the GL back end needs to draw one frame, and nothing else: the one interface
/// between the Compositor and GLBackend.
///
/// Geometry is in layer-local coordinates; each draw names a 4x4 transform from those to
/// device pixels (origin top-left, y down). Scopes nest: `pushLayer` starts an offscreen
/// layer; `pushMask` (inside one) starts its mask; `popLayer`/`popMask` composite them. Each
/// push carries the pixels its scope can paint, so the back end clears, resolves and
/// composites only those.
public struct RenderList: Equatable {
    /// Canvas size in device pixels.
    public var width: Int
    public var height: Int
    /// Triangle-strip vertices as x, y pairs (each draw is one strip; see `TriangleStrip`).
    public var vertices: [Float] = []
    /// Edge fringe triangles, `EdgeFringe.stride` floats per vertex (see `EdgeFringe`).
    public var fringeVertices: [Float] = []
    /// Runs of edges whose signed areas give a fill's coverage, `AreaEdges.stride` floats
    /// each (see `AreaEdges`).
    public var areaEdges: [Float] = []
    /// Transforms, 16 floats each, column-major for `vec4 = M * vec4(x, y, 0, 1)`.
    public var transforms: [Float] = []
    /// Per-instance transforms and colors of instanced draws, `InstancedDrawCommand.stride`
    /// floats each.
    public var instances: [Float] = []
    /// The commands, in painting order.
    public var commands: [RenderCommand] = []

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The number of vertices (pairs in `vertices`).
    public var vertexCount: Int { vertices.count / 2 }

    /// The geometry's size as `VertexBudget` counts it: two floats a vertex, over the strip
    /// vertices, the fringe vertices, the area edges and the instances.
    public var budgetedVertexCount: Int { (vertices.count + fringeVertices.count + areaEdges.count + instances.count) / 2 }

    /// The budget the Compositor kept this list within (`budgetedVertexCount` at most its
    /// `perFrame`, each draw at most its `perPath` besides a cover quad).
    public var vertexBudget: VertexBudget { VertexBudget(width: width, height: height) }
}

/// One step of a frame.
public enum RenderCommand: Equatable {
    /// A triangle strip to fill with a paint.
    case draw(DrawCommand)
    /// One triangle strip drawn once per instance, each through its own transform and color.
    case drawInstances(InstancedDrawCommand)
    /// Starts an offscreen layer, transparent; nothing in it is drawn outside `bounds`.
    case pushLayer(PixelBounds)
    /// Starts the mask of the layer just pushed; only its alpha counts, and it is zero
    /// outside `bounds`.
    case pushMask(PixelBounds)
    /// Starts an offscreen layer holding a copy of the pixels below it within `bounds`, so
    /// that blend modes inside blend with them (a Core Graphics clip). Its `popMask` puts
    /// the layer back in their place where the mask covers them, leaving the rest as it was.
    case pushBackdrop(PixelBounds)
    /// Composites the top layer onto the one below, scaled by `opacity`.
    case popLayer(opacity: Float)
    /// Draws only inside `bounds` until the matching `popClip`: a clip to bounds whose edges
    /// fall on pixel edges, which needs no offscreen layer.
    case pushClip(PixelBounds)
    /// Ends the innermost `pushClip`.
    case popClip
    /// Composites the layer below the top one, times the top one's alpha, times `opacity`,
    /// onto the layer below both.
    case popMask(opacity: Float)
    /// Composites the top layer's shadow onto the one below, then (when the effect says so)
    /// the layer itself, both scaled by `opacity`.
    case popShadow(ShadowEffect, opacity: Float)
    /// Replaces the innermost scope's pixels within the effect's bounds by what was drawn
    /// there and around it, blurred, saturated and tinted (a visual effect view's backdrop;
    /// the Compositor puts it in a `pushBackdrop` scope masked by the view's shape).
    case backdropFilter(BackdropEffect)
}

/// A rectangle of device pixels (origin top-left, y down), within the canvas.
public struct PixelBounds: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Nothing.
    public static let empty = PixelBounds(x: 0, y: 0, width: 0, height: 0)

    /// Whether it holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels in both.
    public func intersection(_ other: PixelBounds) -> PixelBounds {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return x1 > x0 && y1 > y0 ? PixelBounds(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .empty
    }

    /// Shrunk by `amount` pixels on every side (grown when negative), as `CGRect.insetBy`.
    public func insetBy(_ amount: Int) -> PixelBounds {
        PixelBounds(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The smallest rectangle holding both.
    public func union(_ other: PixelBounds) -> PixelBounds {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width), y1 = max(y + height, other.y + other.height)
        return PixelBounds(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// How a draw uses the stencil buffer.
public enum StencilMode: Equatable {
    /// Paint the triangles directly (convex fills, opaque strokes).
    case none
    /// Count winding in the stencil (front faces up, back faces down), cover where non-zero.
    case nonZero
    /// Flip the stencil per triangle, cover where odd.
    case evenOdd
    /// Mark every covered pixel once, cover where marked (translucent strokes).
    case union
}

/// A draw of a triangle strip.
public struct DrawCommand: Equatable {
    /// First vertex and count of the triangle strip.
    public var first: Int32
    public var count: Int32
    /// First vertex of the four-vertex cover strip (unused with `.none`).
    public var coverFirst: Int32
    public var stencil: StencilMode
    /// What fills the covered pixels.
    public var paint: Paint
    /// Index of the transform (in units of 16 floats).
    public var transform: Int32
    /// How the paint combines with what is below it (Core Graphics' blend modes; see
    /// `CGBlendMode`), on premultiplied colors.
    public var blendMode: CGBlendMode
    /// First vertex and count (in `fringeVertices`) of the triangles of the edge fringe, drawn
    /// after the strip with analytic coverage; zero count without one (`.none` draws only).
    public var fringeFirst: Int32
    public var fringeCount: Int32
    /// First run and count of runs (in `areaEdges`) of a fill covered by its accumulated edge areas
    /// instead of the stencil (`.nonZero` and `.evenOdd` draws only; their strip is empty, the
    /// cover quad reaches at least `EdgeFringe.pixels` past the fill); zero count without.
    public var edgeFirst: Int32
    public var edgeCount: Int32

    public init(first: Int32, count: Int32, coverFirst: Int32, stencil: StencilMode, paint: Paint, transform: Int32,
                blendMode: CGBlendMode = .normal, fringeFirst: Int32 = 0, fringeCount: Int32 = 0,
                edgeFirst: Int32 = 0, edgeCount: Int32 = 0) {
        self.edgeFirst = edgeFirst
        self.edgeCount = edgeCount
        self.blendMode = blendMode
        self.first = first
        self.count = count
        self.coverFirst = coverFirst
        self.stencil = stencil
        self.paint = paint
        self.transform = transform
        self.fringeFirst = fringeFirst
        self.fringeCount = fringeCount
    }
}
