import LabKit
import XCTest

/// A property animator's presentation over time on each kind of timing, against the curves
/// written out by hand in `PropertyAnimatorTestCase`.
final class UIViewPropertyAnimatorTimingTests: PropertyAnimatorTestCase {
    func testBlocksRunAtTheStartAndTheLinearCurveMovesOnTheLabClock() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.addCompletion { positions.append($0) }
        XCTAssertEqual(card.center.x, 100, "UIKit runs the animations block when the animator starts")
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(animator.isRunning)
        animator.startAnimation()
        XCTAssertEqual(card.center.x, 200, "the model takes the new value when the block runs")
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(shownX, 125, accuracy: 1e-9)
        XCTAssertEqual(Double(animator.fractionComplete), 0.25, accuracy: 1e-9)
        advance(to: start + 0.95)
        XCTAssertEqual(positions, [])
        advance(to: start + 1)
        XCTAssertEqual(positions, [.end], "the completion runs at the end, on the lab clock")
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(animator.isRunning)
        XCTAssertNil(card.layer.animationKeys())
        XCTAssertEqual(shownX, 200)
        advance(to: start + 2)
        XCTAssertEqual(positions, [.end], "once")
    }

    func testBuiltInCurvesAndControlPoints() {
        let easeInOutAnimator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { self.card.center.x = 200 }
        let custom = UIViewPropertyAnimator(duration: 2, controlPoint1: CGPoint(x: 0.1, y: 0.9),
                                            controlPoint2: CGPoint(x: 0.2, y: 1)) { self.card.alpha = 0 }
        let other = UIView(frame: CGRect(x: 0, y: 90, width: 20, height: 20))
        window.addSubview(other)
        let easeOutAnimator = UIViewPropertyAnimator(duration: 2, curve: .easeOut) { other.center.y = 300 }
        easeInOutAnimator.startAnimation()
        custom.startAnimation()
        easeOutAnimator.startAnimation()
        let start = LabClock.currentTime
        for t in [0.3, 0.8, 1.5] {
            advance(to: start + t)
            XCTAssertEqual(shownX, 100 + 100 * easeInOut(t / 2), accuracy: 1e-4, "ease-in-out at \(t)")
            XCTAssertEqual(shownAlpha, 1 - bezier(0.1, 0.9, 0.2, 1, at: t / 2), accuracy: 1e-4, "custom at \(t)")
            XCTAssertEqual(Double(other.layer.presentation()!.position.y), 100 + 200 * easeOut(t / 2), accuracy: 1e-4,
                           "ease-out at \(t)")
        }
    }

    func testTimingParametersDescribeTheirCurves() {
        let builtin = UICubicTimingParameters(animationCurve: .easeIn)
        XCTAssertEqual(builtin.timingCurveType, .builtin)
        XCTAssertEqual(Double(builtin.controlPoint1.x), 0.42, accuracy: 1e-6)
        XCTAssertEqual(builtin.controlPoint1.y, 0)
        XCTAssertEqual(builtin.controlPoint2, CGPoint(x: 1, y: 1))
        XCTAssertEqual(UICubicTimingParameters().animationCurve, .easeInOut)
        XCTAssertEqual(UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1)).timingCurveType, .cubic)
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 2))
        XCTAssertEqual(spring.timingCurveType, .spring)
        XCTAssertEqual(spring.initialVelocity, CGVector(dx: 1, dy: 2))
        XCTAssertNil(spring.cubicTimingParameters)
        XCTAssertTrue(spring.springTimingParameters === spring)
        XCTAssertEqual(UISpringTimingParameters().initialVelocity, CGVector(dx: 0, dy: 0))
    }

    func testDampingRatioSpringSettlesAtTheDuration() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.4) { self.card.center.x = 200 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        let start = LabClock.currentTime
        var overshoot = false
        for t in [0.1, 0.2, 0.35, 0.5, 0.8] {
            advance(to: start + t)
            let expected = 100 + 100 * ratioSpring(0.4, duration: 1, at: t)
            XCTAssertEqual(shownX, expected, accuracy: 1e-6, "t = \(t)")
            overshoot = overshoot || shownX > 200
        }
        XCTAssertTrue(overshoot, "a damping ratio of 0.4 overshoots")
        advance(to: start + 1)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(shownX, 200)
    }

    func testSpringVelocityAppliesPerAxisToPositions() {
        let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 3, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
        animator.addAnimations {
            self.card.center = CGPoint(x: 200, y: 300)
            self.card.alpha = 0.5
        }
        animator.startAnimation()
        let start = LabClock.currentTime
        advance(to: start + 0.1)
        XCTAssertEqual(shownX, 100 + 100 * ratioSpring(1, duration: 0.5, velocity: 3, at: 0.1), accuracy: 1e-6)
        XCTAssertEqual(shownY, 100 + 200 * ratioSpring(1, duration: 0.5, velocity: 0, at: 0.1), accuracy: 1e-6)
        XCTAssertEqual(shownAlpha, 1 - 0.5 * ratioSpring(1, duration: 0.5, velocity: 3, at: 0.1), accuracy: 1e-6,
                       "properties other than positions follow dx")
    }

    func testPhysicalSpringRunsForItsSettlingDuration() {
        // m = 1, k = 100, c = 10: ω = 10, ζ = 0.5.
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
        animator.addAnimations { self.card.center.x = 200 }
        animator.addCompletion { positions.append($0) }
        XCTAssertLessThan(animator.duration, 2, "the spring's own settling time replaces the 5 s asked for")
        XCTAssertGreaterThan(animator.duration, 1)
        animator.startAnimation()
        let start = LabClock.currentTime
        let wd = 10 * (0.75).squareRoot()
        for t in [0.1, 0.3, 0.6] {
            advance(to: start + t)
            let x = exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
            XCTAssertEqual(shownX, 100 + 100 * (1 - x), accuracy: 1e-6, "t = \(t)")
        }
        advance(to: start + animator.duration - 0.01)
        XCTAssertEqual(positions, [])
        advance(to: start + animator.duration)
        XCTAssertEqual(positions, [.end])
    }

    func testStartAfterDelayHoldsTheStartValues() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        XCTAssertEqual(animator.delay, 0)
        animator.startAnimation(afterDelay: 0.5)
        XCTAssertEqual(animator.delay, 0.5)
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(shownX, 100)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 0)
        advance(to: start + 1)
        XCTAssertEqual(shownX, 150, accuracy: 1e-9)
    }

    func testRunningPropertyAnimatorStartsAtOnceAndCompletes() {
        var positions: [UIViewAnimatingPosition] = []
        let start = LabClock.currentTime
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.1, options: .curveLinear,
            animations: { self.card.center.x = 200 }, completion: { positions.append($0) })
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(animator.delay, 0.1)
        XCTAssertEqual(card.center.x, 200)
        advance(to: start + 0.35)
        XCTAssertEqual(shownX, 150, accuracy: 1e-9)
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 100), with: nil) !== card,
                      "without .allowUserInteraction the animated view takes no touches")
        advance(to: start + 0.6)
        XCTAssertEqual(positions, [.end])
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 100), with: nil) === card)
    }

    func testAnimatorNobodyKeepsStillCompletes() {
        var positions: [UIViewAnimatingPosition] = []
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: {},
                                                       completion: { positions.append($0) })
        advance(to: LabClock.currentTime + 0.25)
        XCTAssertEqual(positions, [.end])
    }
}
