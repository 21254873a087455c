@_spi(LabHost) import LabKit
import XCTest

/// Malformed animations are ignored, as Core Animation ignores them, with one diagnostic line
/// naming the layer and the key; they never crash.
final class MalformedAnimationTests: AnimationTestCase {
    private func assertIgnored(_ animation: CAAnimation, mentioning fragment: String, file: StaticString = #filePath,
                               line: UInt = #line) {
        let layer = CAShapeLayer()
        layer.name = "victim"
        root.addSublayer(layer)
        diagnostics = []
        layer.add(animation, forKey: "bad")
        XCTAssertNil(layer.animationKeys(), file: file, line: line)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)", file: file, line: line)
        let message = diagnostics.first ?? ""
        XCTAssertTrue(message.contains("CAShapeLayer 'victim'") && message.contains("'bad'"), message, file: file, line: line)
        XCTAssertTrue(message.contains(fragment), message, file: file, line: line)
        advance(to: CACurrentMediaTime() + 0.1)
        _ = layer.presentation()
    }

    private func keyframes(_ values: [Any], keyTimes: [NSNumber]?) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = values
        animation.keyTimes = keyTimes
        return animation
    }

    func testKeyTimesOutOfOrderOrRange() {
        assertIgnored(keyframes([0, 1, 0.5], keyTimes: [0, 0.8, 0.4]), mentioning: "must not decrease")
        assertIgnored(keyframes([0, 1], keyTimes: [-0.5, 1]), mentioning: "0…1")
        assertIgnored(keyframes([0, 1], keyTimes: [0, 1.5]), mentioning: "0…1")
    }

    func testKeyPathNamingNothing() {
        assertIgnored(CABasicAnimation(keyPath: "wobble"), mentioning: "names no animatable property")
        assertIgnored(CABasicAnimation(keyPath: nil), mentioning: "keyPath is nil")
    }

    func testNonFiniteValues() {
        let nan = CABasicAnimation(keyPath: "opacity")
        nan.toValue = Double.nan
        assertIgnored(nan, mentioning: "not finite")
        let infinite = CAKeyframeAnimation(keyPath: "position")
        infinite.values = [CGPoint.zero, CGPoint(x: CGFloat.infinity, y: 0)]
        assertIgnored(infinite, mentioning: "not finite")
    }

    func testBadDurations() {
        let negative = CABasicAnimation(keyPath: "opacity")
        negative.duration = -1
        assertIgnored(negative, mentioning: "duration")
        let nan = CABasicAnimation(keyPath: "opacity")
        nan.duration = .nan
        assertIgnored(nan, mentioning: "duration")
        let infinite = CABasicAnimation(keyPath: "opacity")
        infinite.duration = .infinity
        assertIgnored(infinite, mentioning: "duration")
    }

    func testValuesOfTheWrongKind() {
        let color = CABasicAnimation(keyPath: "backgroundColor")
        color.toValue = UIColor.red
        assertIgnored(color, mentioning: "pass .cgColor")
        let point = CABasicAnimation(keyPath: "position")
        point.toValue = "here"
        assertIgnored(point, mentioning: "not a point")
    }

    func testAMalformedGroupChildIsDroppedAlone() {
        let layer = committedLayer()
        let bad = CABasicAnimation(keyPath: "nothing")
        let good = basicX(from: 0, to: 10)
        let group = CAAnimationGroup()
        group.animations = [bad, good]
        group.duration = 1
        layer.add(group, forKey: "group")
        XCTAssertEqual(layer.animationKeys(), ["group"])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].contains("animations[0]"), diagnostics[0])
        XCTAssertEqual(x(of: layer, at: 0.5), 5, accuracy: 1e-9)
    }

    /// Core Animation reads a zero duration as its default of 0.25 s, so it is not malformed.
    func testZeroDurationIsTheDefaultQuarterSecond() {
        let layer = committedLayer()
        let animation = basicX(from: 0, to: 10)
        animation.duration = 0
        layer.add(animation, forKey: "x")
        XCTAssertTrue(diagnostics.isEmpty)
        XCTAssertEqual(x(of: layer, at: 0.125), 5, accuracy: 1e-9)
    }
}
