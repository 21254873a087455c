@_spi(LabHost) import LabKit
import XCTest

/// Values entering LabKit out of range, one rule per test, each against what Apple documents:
/// clamped where Apple documents clamping, otherwise ignored (the previous value stays) or
/// kept and drawn clamped, with one diagnostic line per kind of problem per layer, never one
/// per frame. (Non-finite animation values, bad durations and keyTimes out of order or range
/// are in MalformedAnimationTests; hostile shapes in ShapeFuzzTests.)
final class SanitizingRulesTests: AnimationTestCase {
    /// A committed shape layer (shape layers have every property the rules cover).
    private func shapeLayer(_ name: String = "shape") -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.name = name
        root.addSublayer(layer)
        LabClock.commit(root: root)
        diagnostics = []
        return layer
    }

    /// Steps a few frames, reading the presentation, and checks that nothing more is reported.
    private func assertQuietOverFrames(_ layer: CALayer, file: StaticString = #filePath, line: UInt = #line) {
        let reported = diagnostics.count
        for _ in 0..<5 {
            advance(to: LabClock.currentTime + 1.0 / 60)
            _ = layer.presentation()
        }
        XCTAssertEqual(diagnostics.count, reported, "\(diagnostics)", file: file, line: line)
    }

    /// Checks that exactly one line was reported since the last check, naming `fragments`.
    private func assertOneDiagnostic(_ fragments: String..., file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)", file: file, line: line)
        for fragment in fragments {
            XCTAssertTrue(diagnostics.first?.contains(fragment) == true, "\(diagnostics) lacks \(fragment)", file: file, line: line)
        }
        diagnostics = []
    }

    // MARK: CALayer

    /// A layer's own timing (`CAMediaTiming`, which `CALayer` adopts): Apple gives a NaN or
    /// infinite time, speed or offset, a negative duration and a negative or NaN repeat no
    /// meaning, so each is ignored (the previous value stays) with one diagnostic; the layer's
    /// animations keep running on its previous timing.
    func testALayersOwnTimingIgnoresValuesWithoutMeaning() {
        let layer = shapeLayer()
        layer.speed = 2
        layer.speed = .nan
        XCTAssertEqual(layer.speed, 2)
        assertOneDiagnostic("speed nan", "ignored")
        layer.speed = .infinity
        XCTAssertEqual(layer.speed, 2)
        XCTAssertEqual(diagnostics, [], "one line per kind of problem per layer")
        layer.timeOffset = .infinity
        XCTAssertEqual(layer.timeOffset, 0)
        assertOneDiagnostic("timeOffset inf")
        layer.beginTime = -.infinity
        XCTAssertEqual(layer.beginTime, 0)
        assertOneDiagnostic("beginTime -inf")
        layer.duration = -1
        XCTAssertEqual(layer.duration, 0)
        assertOneDiagnostic("duration -1.0")
        layer.repeatCount = .nan
        XCTAssertEqual(layer.repeatCount, 0)
        assertOneDiagnostic("repeatCount nan")
        layer.repeatCount = .greatestFiniteMagnitude
        XCTAssertEqual(layer.repeatCount, .greatestFiniteMagnitude)
        layer.repeatDuration = -2
        XCTAssertEqual(layer.repeatDuration, 0)
        assertOneDiagnostic("repeatDuration -2.0")
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        layer.add(animation, forKey: "fade")
        advance(to: LabClock.currentTime + 0.25)
        XCTAssertEqual(Double(layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.02, "at twice the speed")
        assertQuietOverFrames(layer)
    }

    /// Apple, CALayer.opacity: "The value of this property must be in the range 0.0
    /// (transparent) to 1.0 (opaque). Values outside that range are clamped to the minimum or
    /// maximum." Clamping is documented, so it is silent; NaN is ignored with a diagnostic.
    func testOpacityOutsideZeroToOneIsClamped() {
        let layer = shapeLayer()
        layer.opacity = 1.5
        XCTAssertEqual(layer.opacity, 1)
        layer.opacity = -0.5
        XCTAssertEqual(layer.opacity, 0)
        XCTAssertEqual(diagnostics, [])
        layer.opacity = 0.4
        layer.opacity = .nan
        layer.opacity = .infinity
        XCTAssertEqual(layer.opacity, 0.4)
        assertOneDiagnostic("opacity", "ignored")
        advance(to: LabClock.currentTime + 1)
        XCTAssertEqual(layer.presentation()?.opacity, 0.4)
        layer.opacity = .nan
        assertQuietOverFrames(layer)
    }

    /// Apple, CALayer.shadowOpacity: "The value in this property must be in the range 0.0
    /// (transparent) to 1.0 (opaque)." What happens outside is not documented: the value is
    /// kept (the compositor draws it clamped, as `opacity` is) and reported once per layer.
    func testShadowOpacityOutsideZeroToOneIsKeptAndReportedOncePerLayer() {
        let layer = shapeLayer()
        layer.shadowOpacity = 7
        XCTAssertEqual(layer.shadowOpacity, 7)
        assertOneDiagnostic("CAShapeLayer 'shape'", "shadowOpacity 7.0 is outside 0…1", "drawn clamped")
        for frame in 0..<10 { layer.shadowOpacity = 1 + Float(frame) / 10 } // as an app would, every frame
        layer.shadowOpacity = -1
        XCTAssertEqual(diagnostics, [], "one line per kind of problem per layer")
        let other = shapeLayer("other")
        other.shadowOpacity = 2
        assertOneDiagnostic("CAShapeLayer 'other'", "shadowOpacity")
        assertQuietOverFrames(layer)
    }

    /// Apple, CALayer.cornerRadius: "Setting the radius to a value greater than 0.0 causes the
    /// layer to begin drawing rounded corners." A negative radius is documented to round
    /// nothing: it is kept, silently (the compositor draws square corners for radii ≤ 0).
    func testNegativeCornerRadiusIsKeptAndRoundsNothing() {
        let layer = shapeLayer()
        layer.cornerRadius = -5
        XCTAssertEqual(layer.cornerRadius, -5)
        XCTAssertEqual(diagnostics, [])
        layer.cornerRadius = .nan
        XCTAssertEqual(layer.cornerRadius, -5)
        assertOneDiagnostic("cornerRadius", "ignored")
        assertQuietOverFrames(layer)
    }

    /// Apple, CALayer.shadowRadius: "The blur radius (in points) used to render the layer's
    /// shadow… The default value of this property is 3.0." Nothing gives a negative radius a
    /// meaning, so it is ignored with a diagnostic.
    func testNegativeShadowRadiusIsIgnored() {
        let layer = shapeLayer()
        layer.shadowRadius = -2
        XCTAssertEqual(layer.shadowRadius, 3)
        assertOneDiagnostic("CAShapeLayer 'shape'", "shadowRadius -2.0 is negative", "ignored")
        layer.shadowRadius = -4
        layer.shadowRadius = .nan
        XCTAssertEqual(layer.shadowRadius, 3)
        assertOneDiagnostic("shadowRadius nan")
        layer.shadowRadius = 0
        XCTAssertEqual(layer.shadowRadius, 0, "a zero radius is a sharp shadow")
        assertQuietOverFrames(layer)
    }

    /// Apple, CALayer.borderWidth: "When this value is greater than 0.0, the layer draws a
    /// border." A negative width is documented to draw none: it is kept, silently. NaN has no
    /// meaning and is ignored with a diagnostic.
    func testNegativeBorderWidthDrawsNoBorderAndNaNIsIgnored() {
        let layer = shapeLayer()
        layer.borderWidth = -1
        XCTAssertEqual(layer.borderWidth, -1)
        XCTAssertEqual(diagnostics, [])
        layer.borderWidth = 2
        layer.borderWidth = .nan
        XCTAssertEqual(layer.borderWidth, 2)
        assertOneDiagnostic("borderWidth", "ignored")
        assertQuietOverFrames(layer)
    }

    // MARK: CAShapeLayer

    /// Apple, CAShapeLayer.lineWidth: "Specifies the line width of the shape's path", default
    /// 1; nothing about negative widths (CGContext rejects them too), so negative and NaN
    /// widths are ignored with a diagnostic. Zero is kept: no stroke.
    func testNegativeOrNaNLineWidthIsIgnored() {
        let layer = shapeLayer()
        layer.lineWidth = -3
        XCTAssertEqual(layer.lineWidth, 1)
        assertOneDiagnostic("lineWidth -3.0 is negative", "ignored")
        layer.lineWidth = .nan
        XCTAssertEqual(layer.lineWidth, 1)
        assertOneDiagnostic("lineWidth nan is not finite")
        layer.lineWidth = 0
        XCTAssertEqual(layer.lineWidth, 0)
        for _ in 0..<10 { layer.lineWidth = -1; layer.lineWidth = .nan }
        XCTAssertEqual(diagnostics, [])
        assertQuietOverFrames(layer)
    }

    /// Apple, CAShapeLayer.miterLimit: "The length of the miter is divided by the line width.
    /// If the result is greater than the miter limit, the path is drawn with a bevel." Default
    /// 10; a negative or NaN limit has no documented meaning and is ignored with a diagnostic.
    func testNegativeOrNaNMiterLimitIsIgnored() {
        let layer = shapeLayer()
        layer.miterLimit = -1
        XCTAssertEqual(layer.miterLimit, 10)
        assertOneDiagnostic("miterLimit -1.0 is negative", "ignored")
        layer.miterLimit = .nan
        XCTAssertEqual(layer.miterLimit, 10)
        assertOneDiagnostic("miterLimit nan is not finite")
        layer.miterLimit = 0
        XCTAssertEqual(layer.miterLimit, 0, "0 bevels every join")
        assertQuietOverFrames(layer)
    }

    /// Apple, CAShapeLayer.lineDashPattern: "the lengths of the painted segments and unpainted
    /// segments"; "Default is nil, a solid line." Negative, NaN or infinite lengths, and a
    /// pattern of zero lengths only, are not lengths of a pattern: ignored with a diagnostic.
    /// A zero among positive lengths is kept (a zero dash with round caps is a dot).
    func testInvalidLineDashPatternIsIgnored() {
        let layer = shapeLayer()
        layer.lineDashPattern = [4, 2]
        layer.lineDashPattern = [4, -2]
        layer.lineDashPattern = [4, NSNumber(value: Double.nan)]
        layer.lineDashPattern = [NSNumber(value: Double.infinity), 2]
        XCTAssertEqual(layer.lineDashPattern, [4, 2])
        assertOneDiagnostic("lineDashPattern [4.0, -2.0] has a negative or non-finite length", "ignored")
        layer.lineDashPattern = [0, 0]
        XCTAssertEqual(layer.lineDashPattern, [4, 2])
        assertOneDiagnostic("lineDashPattern [0.0, 0.0] has only zero lengths")
        layer.lineDashPattern = [0, 10]
        XCTAssertEqual(layer.lineDashPattern, [0, 10])
        layer.lineDashPattern = []
        XCTAssertEqual(layer.lineDashPattern, [])
        layer.lineDashPattern = nil
        XCTAssertNil(layer.lineDashPattern)
        XCTAssertEqual(diagnostics, [])
        assertQuietOverFrames(layer)
    }

    /// Apple, CAShapeLayer.lineDashPhase: "Line dash phase specifies how far into the dash
    /// pattern the line starts. Default is 0." NaN is no distance: ignored with a diagnostic; a
    /// negative phase is a distance (backwards) and is kept.
    func testNaNLineDashPhaseIsIgnored() {
        let layer = shapeLayer()
        layer.lineDashPhase = 3
        layer.lineDashPhase = .nan
        XCTAssertEqual(layer.lineDashPhase, 3)
        assertOneDiagnostic("lineDashPhase nan is not finite", "ignored")
        layer.lineDashPhase = -3
        XCTAssertEqual(layer.lineDashPhase, -3)
        XCTAssertEqual(diagnostics, [])
        assertQuietOverFrames(layer)
    }

    /// Apple, CAShapeLayer.strokeStart/strokeEnd: "The value of this property must be in the
    /// range 0.0 to 1.0." What happens outside is not documented: the value is kept (the
    /// compositor trims the stroke to the clamped fraction, so 1.0000001 from arithmetic still
    /// draws the whole path) and reported once per layer and property. NaN is ignored.
    func testStrokeStartAndEndOutsideZeroToOneAreKeptAndReported() {
        let layer = shapeLayer()
        layer.strokeEnd = 1.5
        XCTAssertEqual(layer.strokeEnd, 1.5)
        assertOneDiagnostic("strokeEnd 1.5 is outside 0…1", "drawn clamped")
        layer.strokeStart = -0.25
        XCTAssertEqual(layer.strokeStart, -0.25)
        assertOneDiagnostic("strokeStart -0.25 is outside 0…1")
        for frame in 0..<10 { layer.strokeEnd = 1 + CGFloat(frame) / 100 }
        XCTAssertEqual(diagnostics, [])
        layer.strokeEnd = 0.5
        layer.strokeEnd = .nan
        layer.strokeStart = .nan
        XCTAssertEqual(layer.strokeEnd, 0.5)
        XCTAssertEqual(layer.strokeStart, -0.25)
        XCTAssertEqual(diagnostics.count, 2, "\(diagnostics)")
        XCTAssertTrue(diagnostics.allSatisfy { $0.contains("is not finite; ignored") }, "\(diagnostics)")
        diagnostics = []
        assertQuietOverFrames(layer)
    }

    // MARK: Animation timing

    /// Adds `animation` to a fresh layer and checks it was ignored with one diagnostic naming
    /// the layer, the key and `fragment`, and that the frames after it are quiet.
    private func assertIgnored(_ animation: CAAnimation, mentioning fragment: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        let layer = shapeLayer()
        layer.add(animation, forKey: "bad")
        XCTAssertNil(layer.animationKeys(), file: file, line: line)
        assertOneDiagnostic("CAShapeLayer 'shape'", "'bad'", fragment, file: file, line: line)
        assertQuietOverFrames(layer, file: file, line: line)
        layer.removeFromSuperlayer()
    }

    /// Adds `animation` to a fresh layer and checks it was accepted silently.
    private func assertAccepted(_ animation: CAAnimation, file: StaticString = #filePath, line: UInt = #line) {
        let layer = shapeLayer()
        layer.add(animation, forKey: "good")
        XCTAssertEqual(layer.animationKeys(), ["good"], file: file, line: line)
        XCTAssertEqual(diagnostics, [], file: file, line: line)
        layer.removeFromSuperlayer()
    }

    private func opacityAnimation(_ configure: (CABasicAnimation) -> Void) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        configure(animation)
        return animation
    }

    /// Apple, CAMediaTiming.speed: "Specifies how time is mapped to receiver's time space from
    /// the parent time space… if speed is 2.0 local time progresses twice as fast." NaN or
    /// infinite speeds map no time: the animation is ignored with a diagnostic. Negative speeds
    /// (time running backwards) and 0 (paused) are mappings, and are kept.
    func testNonFiniteSpeedIgnoresTheAnimation() {
        assertIgnored(opacityAnimation { $0.speed = .nan }, mentioning: "speed nan must be finite")
        assertIgnored(opacityAnimation { $0.speed = .infinity }, mentioning: "speed inf must be finite")
        assertAccepted(opacityAnimation { $0.speed = -1 })
        assertAccepted(opacityAnimation { $0.speed = 0 })
    }

    /// Apple, CAMediaTiming.repeatCount: "May be fractional. If the repeatCount is 0, it is
    /// ignored… Setting this property to greatestFiniteMagnitude will cause the animation to
    /// repeat forever." A count is not negative nor NaN: ignored with a diagnostic.
    func testNegativeOrNaNRepeatCountIgnoresTheAnimation() {
        assertIgnored(opacityAnimation { $0.repeatCount = .nan }, mentioning: "repeatCount nan")
        assertIgnored(opacityAnimation { $0.repeatCount = -2 }, mentioning: "repeatCount -2.0")
        let forever = opacityAnimation { $0.repeatCount = .greatestFiniteMagnitude }
        let layer = shapeLayer()
        layer.add(forever, forKey: "forever")
        advance(to: LabClock.currentTime + 10.25)
        XCTAssertEqual(layer.animationKeys(), ["forever"], "greatestFiniteMagnitude repeats forever")
        XCTAssertEqual(Double(layer.presentation()?.opacity ?? -1), 0.25, accuracy: 0.02)
        XCTAssertEqual(diagnostics, [])
    }

    /// Apple, CAMediaTiming.repeatDuration: "Determines how many seconds the animation will
    /// repeat for. Defaults to 0. If the repeatDuration is 0, it is ignored." Negative, NaN or
    /// infinite seconds have no documented meaning: the animation is ignored with a diagnostic.
    func testNegativeOrNonFiniteRepeatDurationIgnoresTheAnimation() {
        assertIgnored(opacityAnimation { $0.repeatDuration = -1 }, mentioning: "repeatDuration -1.0")
        assertIgnored(opacityAnimation { $0.repeatDuration = .nan }, mentioning: "repeatDuration nan")
        assertIgnored(opacityAnimation { $0.repeatDuration = .infinity }, mentioning: "repeatDuration inf")
        assertAccepted(opacityAnimation { $0.repeatDuration = 2.5 })
    }

    /// Apple, CAMediaTiming.repeatDuration: "If both repeatCount and repeatDuration are
    /// specified, the behavior is undefined." The animation plays for repeatDuration, its
    /// repeatCount ignored, with one diagnostic.
    func testRepeatCountBesideRepeatDurationIsIgnored() {
        let layer = shapeLayer()
        layer.add(opacityAnimation { $0.repeatCount = 5; $0.repeatDuration = 1.5 }, forKey: "both")
        assertOneDiagnostic("CAShapeLayer 'shape'", "'both'", "repeatCount is ignored")
        advance(to: LabClock.currentTime + 1.25)
        XCTAssertEqual(Double(layer.presentation()?.opacity ?? -1), 0.25, accuracy: 0.02, "in its second second")
        advance(to: LabClock.currentTime + 0.5)
        XCTAssertNil(layer.animationKeys(), "over after repeatDuration, not five repeats")
        layer.add(opacityAnimation { $0.repeatCount = 5; $0.repeatDuration = 1.5 }, forKey: "again")
        XCTAssertEqual(diagnostics, [], "once per layer")
    }

    /// Apple, CAMediaTiming.beginTime: "Specifies the begin time of the receiver in relation to
    /// its parent object"; timeOffset: "Specifies an additional time offset in active local
    /// time." Both are times: NaN or infinity is no time, and the animation is ignored with a
    /// diagnostic; negative times (in the past) are kept.
    func testNonFiniteBeginTimeOrTimeOffsetIgnoresTheAnimation() {
        assertIgnored(opacityAnimation { $0.beginTime = .nan }, mentioning: "beginTime nan must be finite")
        assertIgnored(opacityAnimation { $0.beginTime = .infinity }, mentioning: "beginTime inf must be finite")
        assertIgnored(opacityAnimation { $0.timeOffset = .nan }, mentioning: "timeOffset nan must be finite")
        assertIgnored(opacityAnimation { $0.timeOffset = -.infinity }, mentioning: "timeOffset -inf must be finite")
        assertAccepted(opacityAnimation { $0.beginTime = CACurrentMediaTime() - 0.5 })
        assertAccepted(opacityAnimation { $0.timeOffset = -0.5 })
    }

    /// Apple, CAKeyframeAnimation.keyTimes: "Each value in the array is a floating point number
    /// between 0.0 and 1.0… Each successive value in the array must be greater than, or equal
    /// to, the previous value." A NaN key time is neither (order and range are tested in
    /// MalformedAnimationTests): the animation is ignored with a diagnostic.
    func testNaNKeyTimeIgnoresTheAnimation() {
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0, 1, 0.5]
        animation.keyTimes = [0, NSNumber(value: Double.nan), 1]
        assertIgnored(animation, mentioning: "must lie in 0…1")
    }

    /// Apple, CAMediaTimingFunction: "The function maps an input time normalized to the range
    /// [0,1] to an output time also in the range [0,1]", and init(controlPoints:) sets the end
    /// points to (0,0) and (1,1); nothing is said of control points whose x lies outside 0…1,
    /// which would make the curve no function of time. The lab clamps x to 0…1 and reports it
    /// once; y is kept (overshooting curves are common). Non-finite points give a linear curve.
    func testTimingFunctionControlPointsOutsideTheUnitIntervalAreClampedOrIgnored() {
        func points(_ function: CAMediaTimingFunction) -> [Float] {
            var values: [Float] = [0, 0]
            var all: [Float] = []
            for index in 1...2 {
                function.getControlPoint(at: index, values: &values)
                all += values
            }
            return all
        }
        let overshoot = CAMediaTimingFunction(controlPoints: 0.3, 1.6, 0.7, -0.4)
        XCTAssertEqual(points(overshoot), [0.3, 1.6, 0.7, -0.4])
        XCTAssertEqual(diagnostics, [], "y outside 0…1 is an ordinary overshoot")
        let wide = CAMediaTimingFunction(controlPoints: -0.5, 0, 1.5, 1)
        XCTAssertEqual(points(wide), [0, 0, 1, 1])
        assertOneDiagnostic("x outside 0…1; clamped")
        _ = CAMediaTimingFunction(controlPoints: 2, 0, 0.5, 1)
        XCTAssertEqual(diagnostics, [], "one line for the kind, not one per function")
        let nan = CAMediaTimingFunction(controlPoints: .nan, 0, 0.5, 1)
        XCTAssertEqual(points(nan), [0, 0, 1, 1])
        assertOneDiagnostic("control points must be finite; using linear")
    }

    /// Apple's CASpringAnimation.h: mass "Must be greater than 0", stiffness "Must be greater
    /// than 0", damping "Must be greater than or equal to 0". What happens otherwise is not
    /// documented: the animation is ignored with a diagnostic. Zero damping (an undamped
    /// oscillation) is kept.
    func testSpringWithNonPositiveMassOrStiffnessOrNegativeDampingIsIgnored() {
        func spring(_ configure: (CASpringAnimation) -> Void) -> CASpringAnimation {
            let animation = CASpringAnimation(keyPath: "position.x")
            animation.fromValue = 0
            animation.toValue = 100
            animation.duration = 1
            configure(animation)
            return animation
        }
        assertIgnored(spring { $0.mass = 0 }, mentioning: "mass and stiffness must be > 0")
        assertIgnored(spring { $0.mass = -1 }, mentioning: "mass -1.0")
        assertIgnored(spring { $0.stiffness = 0 }, mentioning: "stiffness 0.0")
        assertIgnored(spring { $0.stiffness = -100 }, mentioning: "stiffness -100.0")
        assertIgnored(spring { $0.damping = -1 }, mentioning: "damping -1.0")
        assertIgnored(spring { $0.mass = .nan }, mentioning: "all finite")
        assertAccepted(spring { $0.damping = 0 })
    }
}
