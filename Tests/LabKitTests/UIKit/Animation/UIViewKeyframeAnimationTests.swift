import LabKit
import XCTest

/// `UIView.animateKeyframes` and `addKeyframe`: the keyframe animation each property gets,
/// its values at chosen times in each calculation mode, and the completion.
final class UIViewKeyframeAnimationTests: PropertyAnimatorTestCase {
    /// The curve bits of `UIView.AnimationOptions` passed in the raw value, as apps do to
    /// make a keyframe animation linear overall.
    private let curveLinear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    func testEachPropertyGetsOneKeyframeAnimationAtItsRelativeTimes() {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: curveLinear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.card.center.x = 200 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.card.center.y = 200 }
        })
        XCTAssertEqual(card.center, CGPoint(x: 200, y: 200), "the model takes the final values at once")
        let animation = card.layer.animation(forKey: "position") as? CAKeyframeAnimation
        XCTAssertEqual(animation?.keyTimes?.map(\.doubleValue), [0, 0.5, 1])
        XCTAssertEqual(animation?.values?.compactMap { $0 as? CGPoint },
                       [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 200)])
        XCTAssertEqual(animation?.calculationMode, .linear)
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(shownX, 150, accuracy: 1e-9)
        XCTAssertEqual(shownY, 100, accuracy: 1e-9)
        advance(to: start + 0.75)
        XCTAssertEqual(shownX, 200, accuracy: 1e-9)
        XCTAssertEqual(shownY, 150, accuracy: 1e-9)
    }

    func testTheWholeAnimationEasesInAndOutByDefault() {
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.card.center.x = 200 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.card.center.x = 300 }
        })
        let start = LabClock.currentTime
        advance(to: start + 0.3)
        let u = easeInOut(0.3)
        XCTAssertEqual(shownX, 100 + 100 * u / 0.5, accuracy: 1e-4)
        advance(to: start + 0.8)
        XCTAssertEqual(shownX, 200 + 100 * (easeInOut(0.8) - 0.5) / 0.5, accuracy: 1e-4)
    }

    func testAPropertyHoldsItsValueUntilItsFirstKeyframe() {
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: curveLinear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { self.card.alpha = 0 }
        })
        XCTAssertEqual(card.layer.animation(forKey: "opacity").flatMap { ($0 as? CAKeyframeAnimation)?.keyTimes?.map(\.doubleValue) },
                       [0, 0.5, 0.75, 1])
        let start = LabClock.currentTime
        advance(to: start + 0.8)
        XCTAssertEqual(shownAlpha, 1)
        advance(to: start + 1.25)
        XCTAssertEqual(shownAlpha, 0.5, accuracy: 1e-6)
        advance(to: start + 1.75)
        XCTAssertEqual(shownAlpha, 0)
    }

    func testChangesOutsideAKeyframeSpanTheWholeDuration() {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: curveLinear, animations: {
            self.card.alpha = 0
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { self.card.center.x = 200 }
        })
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        XCTAssertEqual(shownAlpha, 0.5, accuracy: 1e-6)
        XCTAssertEqual(shownX, 200, accuracy: 1e-9)
    }

    func testDiscreteModeJumpsAtTheEndOfEachKeyframe() {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [curveLinear, .calculationModeDiscrete], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { self.card.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { self.card.center.x = 200 }
        })
        XCTAssertEqual((card.layer.animation(forKey: "position") as? CAKeyframeAnimation)?.calculationMode, .discrete)
        let start = LabClock.currentTime
        advance(to: start + 0.1)
        XCTAssertEqual(shownX, 100)
        advance(to: start + 0.3)
        XCTAssertEqual(shownX, 150)
        advance(to: start + 0.6)
        XCTAssertEqual(shownX, 200)
    }

    func testPacedModeIgnoresTheKeyframeTimes() {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [curveLinear, .calculationModePaced], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { self.card.center.x = 200 }
            UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.9) { self.card.center.x = 400 }
        })
        let start = LabClock.currentTime
        // 300 points at constant speed over 1 s (the keyframe times would give 288.9 at 0.5).
        advance(to: start + 0.5)
        XCTAssertEqual(shownX, 250, accuracy: 1e-6)
    }

    func testCubicModeFollowsACatmullRomSplineAroundTheCorners() {
        let corners = [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 200), CGPoint(x: 100, y: 200), CGPoint(x: 100, y: 100)]
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [curveLinear, .calculationModeCubic], animations: {
            for (i, corner) in corners.enumerated() {
                UIView.addKeyframe(withRelativeStartTime: Double(i) / 4, relativeDuration: 0.25) { self.card.center = corner }
            }
        })
        XCTAssertEqual((card.layer.animation(forKey: "position") as? CAKeyframeAnimation)?.calculationMode, .cubic)
        let start = LabClock.currentTime
        // Halfway between (100, 100) and (200, 100), the uniform Catmull-Rom weights at t = ½
        // are −1/16, 9/16, 9/16, −1/16 on the previous (clamped to the first), the two ends
        // and the next point (200, 200): x = 150, y = 100 − 100/16.
        advance(to: start + 0.25)
        XCTAssertEqual(shownX, 150, accuracy: 1e-6)
        XCTAssertEqual(shownY, 100 - 100.0 / 16, accuracy: 1e-6)
        // Halfway along the second side, between (200, 100) and (200, 200), with (100, 100)
        // before and (100, 200) after: x = 200 + 100/16 · 2, y = 150.
        advance(to: start + 0.75)
        XCTAssertEqual(shownX, 200 + 200.0 / 16, accuracy: 1e-6)
        XCTAssertEqual(shownY, 150, accuracy: 1e-6)
    }

    func testCubicPacedModeTimesTheValuesByDistance() {
        UIView.animateKeyframes(withDuration: 3, delay: 0, options: [curveLinear, .calculationModeCubicPaced], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.card.center.x = 200 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.card.center.x = 400 }
        })
        XCTAssertEqual((card.layer.animation(forKey: "position") as? CAKeyframeAnimation)?.calculationMode, .cubicPaced)
        let start = LabClock.currentTime
        // 100 of the 300 points lie before 200: it is reached at a third of the time, not half.
        advance(to: start + 1)
        XCTAssertEqual(shownX, 200, accuracy: 1e-6)
    }

    func testAnimatingViewsTakeTouchesOnlyWhenAllowed() {
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { self.card.alpha = 0.9 }
        })
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === window)
        advance(to: LabClock.currentTime + 1.1)
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === card)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { self.card.alpha = 1 }
        })
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === card)
    }

    func testLayoutSubviewsAnimatesTheLayoutWithTheKeyframes() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = StretchingView(frame: CGRect(x: 0, y: 200, width: 100, height: 20))
        parent.addSubview(child)
        window.addSubview(parent)
        commit()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [curveLinear, .layoutSubviews], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { parent.bounds.size.width = 200 }
        })
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        XCTAssertEqual(Double(child.layer.presentation()!.bounds.width), 150, accuracy: 1e-9,
                       "the child's layout change animates with its parent")
    }

    func testCompletionRunsOnceEverythingFinishes() {
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: curveLinear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.card.center.x = 200 }
            UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { self.card.alpha = 0 }
        }, completion: { finished.append($0) })
        let start = LabClock.currentTime
        advance(to: start + 0.4)
        XCTAssertEqual(shownX, 100, "held through the delay")
        advance(to: start + 0.75)
        XCTAssertEqual(shownX, 150, accuracy: 1e-9)
        advance(to: start + 1.45)
        XCTAssertEqual(finished, [])
        advance(to: start + 1.55)
        XCTAssertEqual(finished, [true])
        XCTAssertNil(card.layer.animationKeys())
    }

    func testRepeatAndAutoreverse() {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [curveLinear, .repeat, .autoreverse], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { self.card.center.x = 200 }
        })
        let start = LabClock.currentTime
        advance(to: start + 1.25)
        XCTAssertEqual(shownX, 175, accuracy: 1e-9, "on the way back")
        advance(to: start + 2.25)
        XCTAssertEqual(shownX, 125, accuracy: 1e-9, "repeating")
    }

    func testZeroDurationAppliesTheChangesAndCompletesNextTurn() {
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 0, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { self.card.center.x = 200 }
        }, completion: { finished.append($0) })
        XCTAssertNil(card.layer.animationKeys())
        XCTAssertEqual(finished, [])
        step()
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(shownX, 200)
        XCTAssertTrue(diagnostics.isEmpty, "\(diagnostics)")
    }

    func testRelativeTimesOutsideTheUnitRangeAreClamped() {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: curveLinear, animations: {
            UIView.addKeyframe(withRelativeStartTime: -0.5, relativeDuration: 3) { self.card.center.x = 200 }
            UIView.addKeyframe(withRelativeStartTime: .nan, relativeDuration: .nan) { self.card.alpha = 0 }
        })
        XCTAssertEqual(diagnostics.count, 2, "one line per kind: \(diagnostics)")
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        XCTAssertEqual(shownX, 150, accuracy: 1e-9, "clamped to the whole duration")
        XCTAssertEqual(shownAlpha, 0.5, accuracy: 1e-6, "a non-number start is 0, a non-number duration the rest")
    }

    /// Relative times computed by arithmetic (ViewAnimator: 0.2 × 4 = 0.8000000000000002) that
    /// pass 1 by a rounding error are no mistake: no diagnostic.
    func testTimesPastOneByARoundingErrorAreTakenAsOne() {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: curveLinear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.2 * 4, relativeDuration: 0.2) { self.card.center.x = 200 }
        })
        XCTAssertEqual(diagnostics, [])
        let start = LabClock.currentTime
        advance(to: start + 0.9)
        XCTAssertEqual(shownX, 150, accuracy: 1e-6)
    }

    func testAddKeyframeOutsideAKeyframeBlockJustRunsItsAnimations() {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { self.card.center.x = 200 }
        XCTAssertEqual(card.center.x, 200)
        XCTAssertNil(card.layer.animationKeys())
        XCTAssertEqual(diagnostics.count, 1)
    }

    func testBadDurationIsReported() {
        UIView.animateKeyframes(withDuration: -1, delay: .nan, animations: { self.card.center.x = 200 })
        XCTAssertEqual(diagnostics.count, 2, "\(diagnostics)")
        XCTAssertNil(card.layer.animationKeys())
        XCTAssertEqual(card.center.x, 200)
    }
}

/// Keeps its first subview as wide as itself.
private final class StretchingView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        subviews.first?.frame.size.width = bounds.width
    }
}
