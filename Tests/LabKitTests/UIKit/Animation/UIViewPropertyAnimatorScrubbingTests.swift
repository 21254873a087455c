import LabKit
import XCTest

/// Pausing a property animator, scrubbing it with `fractionComplete`, and resuming it.
final class UIViewPropertyAnimatorScrubbingTests: PropertyAnimatorTestCase {
    func testPausingAnInactiveAnimatorMakesItActiveAndScrubbable() {
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { self.card.center.x = 200 }
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(card.center.x, 200, "the block ran")
        step()
        XCTAssertEqual(shownX, 100)
        animator.fractionComplete = 0.3
        step()
        XCTAssertEqual(shownX, 130, accuracy: 1e-9, "scrubbing is linear by default, whatever the curve")
        advance(to: LabClock.currentTime + 0.5)
        XCTAssertEqual(shownX, 130, accuracy: 1e-9, "paused: time does not move it")
        XCTAssertEqual(Double(animator.fractionComplete), 0.3, accuracy: 1e-9)
        XCTAssertTrue(animator.scrubsLinearly)
    }

    func testScrubbingOnTheCurveWhenNotLinear() {
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { self.card.center.x = 200 }
        animator.scrubsLinearly = false
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        step()
        XCTAssertEqual(shownX, 100 + 100 * easeIn(0.3), accuracy: 1e-4)
    }

    func testSettingFractionCompleteOnAnInactiveAnimatorPausesIt() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.card.alpha = 0 }
        animator.fractionComplete = 0.5
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        step()
        XCTAssertEqual(shownAlpha, 0.5, accuracy: 1e-6)
    }

    func testResumingAfterALinearScrubRunsTheCurveOverTheRest() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { self.card.center.x = 200 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        step()
        XCTAssertEqual(shownX, 150, accuracy: 1e-9)
        animator.startAnimation()
        let start = LabClock.currentTime
        // The remaining half of the 2 s run takes 1 s, on the ease-in curve from 150 to 200.
        advance(to: start + 0.5)
        XCTAssertEqual(shownX, 150 + 50 * easeIn(0.5), accuracy: 1e-4)
        XCTAssertEqual(Double(animator.fractionComplete), 0.75, accuracy: 1e-9)
        advance(to: start + 0.99)
        XCTAssertEqual(positions, [])
        advance(to: start + 1)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(shownX, 200)
    }

    func testPauseAndResumeWithoutScrubbingKeepsTheCurve() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.card.center.x = 200 }
        animator.startAnimation()
        let start = LabClock.currentTime
        advance(to: start + 0.3)
        animator.pauseAnimation()
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(shownX, 100 + 100 * easeInOut(0.3), accuracy: 1e-4)
        advance(to: start + 1.3)
        XCTAssertEqual(shownX, 100 + 100 * easeInOut(0.3), accuracy: 1e-4, "held while paused")
        XCTAssertEqual(Double(animator.fractionComplete), 0.3, accuracy: 1e-9)
        animator.startAnimation()
        advance(to: start + 1.5)
        XCTAssertEqual(shownX, 100 + 100 * easeInOut(0.5), accuracy: 1e-4, "it picks the same curve up again")
    }

    func testFractionCompleteIsIgnoredWhileRunning() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.startAnimation()
        let start = LabClock.currentTime
        advance(to: start + 0.2)
        animator.fractionComplete = 0.9
        XCTAssertEqual(Double(animator.fractionComplete), 0.2, accuracy: 1e-9)
        advance(to: start + 0.4)
        XCTAssertEqual(shownX, 140, accuracy: 1e-9)
        XCTAssertTrue(diagnostics.isEmpty, "Apple documents that it has no effect: \(diagnostics)")
    }

    func testContinueAnimationWithNewTimingAndDurationFactor() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        let start = LabClock.currentTime
        advance(to: start + 0.4)
        animator.pauseAnimation()
        XCTAssertEqual(shownX, 140, accuracy: 1e-9)
        advance(to: start + 0.5)
        // A whole run now takes 2 s, so the remaining 0.6 takes 1.2 s, on ease-out from 140.
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 2)
        XCTAssertTrue(animator.isRunning)
        advance(to: start + 1.1)
        XCTAssertEqual(shownX, 140 + 60 * easeOut(0.5), accuracy: 1e-4)
        advance(to: start + 1.69)
        XCTAssertEqual(positions, [])
        advance(to: start + 1.7)
        XCTAssertEqual(positions, [.end])
    }

    func testContinueAnimationWithAZeroFactorKeepsTheDuration() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(shownX, 175, accuracy: 1e-9)
    }

    func testContinueWithASpringAfterAScrub() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.2
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.5), durationFactor: 0)
        let start = LabClock.currentTime
        // The spring covers the remaining 0.8 of the change in the remaining 0.8 s.
        for t in [0.1, 0.3, 0.6] {
            advance(to: start + t)
            XCTAssertEqual(shownX, 120 + 80 * ratioSpring(0.5, duration: 0.8, at: t), accuracy: 1e-6, "t = \(t)")
        }
    }
}
