import LabKit
import XCTest

/// Values a property animator cannot use are ignored or clamped with one diagnostic each,
/// never trapping.
final class UIViewPropertyAnimatorMalformedInputTests: PropertyAnimatorTestCase {
    func testNonFiniteOrNegativeDurationBecomesZero() {
        for duration in [Double.nan, -1, .infinity] {
            diagnostics = []
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: duration, curve: .linear) { self.card.center.x += 10 }
            animator.addCompletion { positions.append($0) }
            XCTAssertEqual(animator.duration, 0)
            XCTAssertEqual(diagnostics.count, 1, "\(duration): \(diagnostics)")
            animator.startAnimation()
            step()
            XCTAssertEqual(positions, [.end], "a zero duration completes on the next turn")
        }
    }

    func testNonNumberFractionCompleteIsIgnored() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        animator.fractionComplete = .nan
        XCTAssertEqual(Double(animator.fractionComplete), 0.4, accuracy: 1e-9)
        XCTAssertEqual(diagnostics.count, 1)
    }

    func testFractionCompleteOutsideTheUnitRangeIsClamped() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.pauseAnimation()
        animator.fractionComplete = 1.5
        XCTAssertEqual(animator.fractionComplete, 1)
        animator.fractionComplete = -2
        XCTAssertEqual(animator.fractionComplete, 0)
        XCTAssertEqual(diagnostics.count, 1, "one line for the kind: \(diagnostics)")
        step()
        XCTAssertEqual(shownX, 100)
    }

    func testBadDelaysAndFactorsAreClamped() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.addAnimations({ self.card.alpha = 0 }, delayFactor: 3)
        animator.startAnimation(afterDelay: -1)
        XCTAssertEqual(animator.delay, 0)
        XCTAssertEqual(diagnostics.count, 2, "\(diagnostics)")
        advance(to: LabClock.currentTime + 0.5)
        XCTAssertEqual(shownAlpha, 1, "a delay factor of 1 waits for the whole run")
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: -.infinity)
        XCTAssertEqual(diagnostics.count, 3, "\(diagnostics)")
        XCTAssertTrue(animator.isRunning)
    }

    func testImpossibleSpringsBecomeCriticallyDamped() {
        let spring = UISpringTimingParameters(mass: 0, stiffness: -1, damping: .nan, initialVelocity: CGVector(dx: CGFloat.nan, dy: 0))
        XCTAssertEqual(diagnostics.count, 2, "\(diagnostics)")
        XCTAssertEqual(spring.initialVelocity, CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        XCTAssertEqual(animator.duration, 1)
        animator.addAnimations { self.card.center.x = 200 }
        animator.startAnimation()
        let start = LabClock.currentTime
        advance(to: start + 0.3)
        XCTAssertEqual(shownX, 100 + 100 * ratioSpring(1, duration: 1, at: 0.3), accuracy: 1e-6)
        _ = UISpringTimingParameters(dampingRatio: -1)
        XCTAssertEqual(diagnostics.count, 3)
    }

    func testSettingsOfAnActiveAnimatorAreLocked() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.isInterruptible = false
        animator.startAnimation()
        animator.isInterruptible = true
        XCTAssertFalse(animator.isInterruptible)
        animator.pauseAnimation()
        XCTAssertTrue(animator.isRunning, "a non-interruptible animator does not pause")
        animator.isReversed = true
        XCTAssertFalse(animator.isReversed)
        XCTAssertEqual(diagnostics.count, 3, "\(diagnostics)")
    }
}
