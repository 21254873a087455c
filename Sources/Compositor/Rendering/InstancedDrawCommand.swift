import LabKit

/// One triangle strip drawn many times, each time through a transform and a color of its
/// own: a replicator's copies or an emitter's particles of one cell, without a draw (and a
/// paint value) per copy.
///
/// Instance `i` is the draw `DrawCommand(first:count:stencil: .none, paint: paint times
/// color i, transform i, blendMode:, fringe…)`, and the instances paint in order, each over the
/// ones before it. When the draw has an edge fringe, every instance's strip is drawn before
/// any fringe, so the Compositor records a fringe only for instances whose pixels do not
/// overlap (where the order then changes nothing).
public struct InstancedDrawCommand: Equatable {
    /// Floats per instance in `RenderList.instances`: a 4x4 transform, column-major as in
    /// `RenderList.transforms`, then a premultiplied RGBA factor.
    public static let stride = 20

    /// First vertex and count of the triangle strip every instance draws.
    public var first: Int32
    public var count: Int32
    /// First vertex and count (in `fringeVertices`) of the edge fringe triangles every
    /// instance draws after the strips; zero count without one.
    public var fringeFirst: Int32
    public var fringeCount: Int32
    /// The paint before an instance's color multiplies it: a solid color (the instance's
    /// color times it) or an image whose color transform adds nothing (the instance's color
    /// times its multiply).
    public var paint: Paint
    /// How each instance combines with what is below it: `.normal` or `.plusLighter`.
    public var blendMode: CGBlendMode
    /// First instance and count of instances (in units of `stride` floats of `RenderList.instances`).
    public var instanceFirst: Int32
    public var instanceCount: Int32

    public init(first: Int32, count: Int32, fringeFirst: Int32 = 0, fringeCount: Int32 = 0, paint: Paint,
                blendMode: CGBlendMode = .normal, instanceFirst: Int32, instanceCount: Int32) {
        self.first = first
        self.count = count
        self.fringeFirst = fringeFirst
        self.fringeCount = fringeCount
        self.paint = paint
        self.blendMode = blendMode
        self.instanceFirst = instanceFirst
        self.instanceCount = instanceCount
    }

    /// Whether draws of `mode` can be instanced: the blend modes whose draws of overlapping
    /// instances blend one after another with blend factors alone (the others paint a draw
    /// alone before blending it, which would blend the instances with one another first).
    public static func canInstance(_ mode: CGBlendMode) -> Bool { mode == .normal || mode == .plusLighter }

    /// Whether a paint can be an instanced draw's: solid, or an image that adds no color.
    static func canInstance(_ paint: Paint) -> Bool {
        switch paint {
        case .solid: return true
        case .image(let image): return image.colorTransform.add == .zero
        case .gradient: return false
        }
    }

    /// The factor that makes the instanced draw's base paint (see `basePaint(of:)`) the paint
    /// itself; nil for a paint that cannot be instanced.
    static func factor(of paint: Paint) -> SIMD4<Float>? {
        switch paint {
        case .solid(let color): return color
        case .image(let image) where image.colorTransform.add == .zero: return image.colorTransform.multiply
        default: return nil
        }
    }

    /// `paint` with its color (or its image's multiply) taken out, made white: what each
    /// instance's factor multiplies.
    static func basePaint(of paint: Paint) -> Paint {
        switch paint {
        case .image(var image):
            image.colorTransform = ColorTransform(multiply: SIMD4(repeating: 1))
            return .image(image)
        default:
            return .solid(SIMD4(repeating: 1))
        }
    }
}
