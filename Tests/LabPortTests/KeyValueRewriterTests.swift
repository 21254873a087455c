import LabPort
import XCTest

/// The Objective-C runtime's key-value spellings in layer code (KDCircularProgress's shape):
/// `#keyPath` and `@NSManaged` animatable properties.
final class KeyValueRewriterTests: XCTestCase {
    func testKeyPathsBecomeTheirStrings() throws {
        let (text, report) = try port("""
            let animation = CABasicAnimation(keyPath: #keyPath(ProgressLayer.angle))
            if event == #keyPath(angle) { return nil }
            observe(#keyPath(layer.position), of: view)
            """)
        XCTAssertEqual(text, """
            let animation = CABasicAnimation(keyPath: "angle")
            if event == "angle" { return nil }
            observe("layer.position", of: view)
            """)
        XCTAssertEqual(report.issues, [])
    }

    func testManagedPropertiesBecomeAnimatableOnesStartingAtZero() throws {
        let (text, report) = try port("""
            class ProgressLayer: CALayer {
                @NSManaged var angle: Double
                @NSManaged public var tint: CGColor?
                @NSManaged var origin: CGPoint
                @NSManaged var progress: CGFloat = 0.5
            }
            """)
        XCTAssertEqual(text, """
            class ProgressLayer: CALayer {
                @Animatable("angle") var angle: Double = 0
                @Animatable("tint") public var tint: CGColor? = nil
                @Animatable("origin") var origin: CGPoint = .zero
                @Animatable("progress") var progress: CGFloat = 0.5
                override func makePresentationCopy() -> CALayer { ProgressLayer(layer: self) }
            }
            """)
        XCTAssertEqual(report.issues, [])
    }

    func testAManagedPropertyWithoutAKnownZeroIsReported() throws {
        let (text, report) = try port("""
            class ShapeLayer: CALayer {
                @NSManaged var style: Style
            }
            """)
        XCTAssertEqual(text, """
            class ShapeLayer: CALayer {
                @NSManaged var style: Style
                override func makePresentationCopy() -> CALayer { ShapeLayer(layer: self) }
            }
            """)
        XCTAssertEqual(report.issues.map(\.line), [2])
        XCTAssertTrue(report.issues.first?.fix.contains("@Animatable(\"style\") var style: Style = ") == true)
    }
}
