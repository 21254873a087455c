import LabPort
import XCTest

/// Core Animation copies a layer for its presentation with the class's `init(layer:)`; a
/// ported layer class makes its copies through `makePresentationCopy()`, so that
/// `presentation()?.progress` and a `display()` drawing the animated values work.
final class PresentationCopyRewriterTests: XCTestCase {
    func testLayerClassesThatInitLayerMakesGetTheOverride() throws {
        let (text, report) = try port("""
            class RingLayer: CALayer {
                @NSManaged var progress: CGFloat
                var ringWidth: CGFloat = 2

                override init() { super.init() }

                override init(layer: Any) {
                    super.init(layer: layer)
                    ringWidth = (layer as? RingLayer)?.ringWidth ?? 2
                }

                required init?(coder: NSCoder) { nil }
            }

            public final class TintedRing: RingLayer {
                var tint: UIColor = .red
            }

            class Plain: CAShapeLayer {}

            class NeedsArguments: CALayer {
                init(width: CGFloat) { super.init() }
                required init?(coder: NSCoder) { nil }
            }

            class AlreadyCopies: CALayer {
                override func makePresentationCopy() -> CALayer { AlreadyCopies(layer: self) }
            }

            class NotALayer: UIView {}
            """)
        XCTAssertEqual(text, """
            class RingLayer: CALayer {
                @Animatable("progress") var progress: CGFloat = 0
                var ringWidth: CGFloat = 2

                override init() { super.init() }

                override init(layer: Any) {
                    super.init(layer: layer)
                    ringWidth = (layer as? RingLayer)?.ringWidth ?? 2
                }

                required init?(coder: NSCoder) { nil }
                override func makePresentationCopy() -> CALayer { RingLayer(layer: self) }
            }

            public final class TintedRing: RingLayer {
                var tint: UIColor = .red
                override public func makePresentationCopy() -> CALayer { TintedRing(layer: self) }
            }

            class Plain: CAShapeLayer {
                override func makePresentationCopy() -> CALayer { Plain(layer: self) }
            }

            class NeedsArguments: CALayer {
                init(width: CGFloat) { super.init() }
                required init?(coder: NSCoder) { nil }
            }

            class AlreadyCopies: CALayer {
                override func makePresentationCopy() -> CALayer { AlreadyCopies(layer: self) }
            }

            class NotALayer: UIView {}
            """, "a subclass of a ported layer class is one; a class with other initializers only is left as it is")
        XCTAssertEqual(report.issues, [])
    }
}
