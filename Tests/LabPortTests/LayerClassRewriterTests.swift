import LabPort
import XCTest

/// A view backed by a layer class of the ported sources gets it from `makeBackingLayer()`.
final class LayerClassRewriterTests: XCTestCase {
    func testALayerClassOfTheSourcesIsMadeByMakeBackingLayer() throws {
        let (text, report) = try port("""
            class ProgressView: UIView {
                override class var layerClass: AnyClass {
                    return ProgressLayer.self
                }
                var progressLayer: ProgressLayer { layer as! ProgressLayer }
            }

            class ProgressLayer: CALayer {
                @Animatable("angle") var angle: Double = 0
                override init(layer: Any) { super.init(layer: layer) }
                override init() { super.init() }
                required init?(coder: NSCoder) { nil }
            }

            class GradientView: UIView {
                override class var layerClass: AnyClass { CAGradientLayer.self }
            }

            public class PublicView: UIView {
                override public class var layerClass: AnyClass { ProgressLayer.self }
            }
            """)
        XCTAssertEqual(text, """
            class ProgressView: UIView {
                override class var layerClass: AnyClass {
                    return ProgressLayer.self
                }
                override class func makeBackingLayer() -> CALayer { ProgressLayer() }
                var progressLayer: ProgressLayer { layer as! ProgressLayer }
            }

            class ProgressLayer: CALayer {
                @Animatable("angle") var angle: Double = 0
                override init(layer: Any) { super.init(layer: layer) }
                override init() { super.init() }
                required init?(coder: NSCoder) { nil }
                override func makePresentationCopy() -> CALayer { ProgressLayer(layer: self) }
            }

            class GradientView: UIView {
                override class var layerClass: AnyClass { CAGradientLayer.self }
            }

            public class PublicView: UIView {
                override public class var layerClass: AnyClass { ProgressLayer.self }
                override public class func makeBackingLayer() -> CALayer { ProgressLayer() }
            }
            """, "LabKit's own layer classes need nothing; a public view's override is public")
        XCTAssertEqual(report.issues, [])
    }

    func testALayerClassThatNeedsArgumentsIsReported() throws {
        let (text, report) = try port("""
            class RingView: UIView {
                override class var layerClass: AnyClass { RingLayer.self }
            }

            class RingLayer: CAShapeLayer {
                init(width: CGFloat) { super.init() }
                required init?(coder: NSCoder) { nil }
            }
            """)
        XCTAssertFalse(text.contains("makeBackingLayer"))
        XCTAssertEqual(report.issues.map(\.line), [2])
        XCTAssertTrue(report.issues.first?.fix.contains("makeBackingLayer") == true)
    }
}
