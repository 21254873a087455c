import Foundation

/// An area of a field behavior, about the field's position: a circle, a rectangle, all the
/// plane, or regions combined.
@preconcurrency @MainActor
open class UIRegion: NSObject, @preconcurrency NSCopying {
    private indirect enum Shape {
        case infinite
        case circle(radius: CGFloat)
        case rectangle(size: CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: CGPoint) -> Bool {
            switch self {
            case .infinite: return true
            case let .circle(radius): return p.x * p.x + p.y * p.y <= radius * radius
            case let .rectangle(size): return abs(p.x) <= size.width / 2 && abs(p.y) <= size.height / 2
            case let .inverse(shape): return !shape.contains(p)
            case let .union(a, b): return a.contains(p) || b.contains(p)
            case let .difference(a, b): return a.contains(p) && !b.contains(p)
            case let .intersection(a, b): return a.contains(p) && b.contains(p)
            }
        }
    }

    private let shape: Shape

    private init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// All of the plane.
    public static var infinite: UIRegion { UIRegion(shape: .infinite) }

    /// A circle of `radius` about the field's position.
    public convenience init(radius: CGFloat) {
        guard radius.isFinite, radius >= 0 else {
            LabDiagnostics.report("UIRegion(radius:): the radius must be finite and at least 0, not \(radius); the region is empty")
            self.init(shape: .circle(radius: 0))
            return
        }
        self.init(shape: .circle(radius: radius))
    }

    /// A rectangle of `size` centered on the field's position.
    public convenience init(size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            LabDiagnostics.report("UIRegion(size:): the size must be finite and at least 0, not \(size); the region is empty")
            self.init(shape: .rectangle(size: .zero))
            return
        }
        self.init(shape: .rectangle(size: size))
    }

    /// Everywhere outside this region.
    open func inverse() -> UIRegion { UIRegion(shape: .inverse(shape)) }
    /// Both regions.
    open func union(with region: UIRegion) -> UIRegion { UIRegion(shape: .union(shape, region.shape)) }
    /// This region less `region`.
    open func difference(from region: UIRegion) -> UIRegion { UIRegion(shape: .difference(shape, region.shape)) }
    /// Where both regions are.
    open func intersection(with region: UIRegion) -> UIRegion { UIRegion(shape: .intersection(shape, region.shape)) }

    /// Whether `point` (relative to the field's position) is in the region.
    open func contains(_ point: CGPoint) -> Bool { shape.contains(point) }

    /// The region itself: regions do not change.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
