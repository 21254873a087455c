import LabKit
import XCTest

/// Reversing a property animator while it runs, while it is paused, and after it paused on
/// completion.
final class UIViewPropertyAnimatorReversalTests: PropertyAnimatorTestCase {
    func testReversingARunningAnimatorRetracesItsCurveAndEndsAtTheStart() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { self.card.center.x = 200 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        let start = LabClock.currentTime
        advance(to: start + 0.6)
        animator.isReversed = true
        XCTAssertTrue(animator.isReversed)
        XCTAssertTrue(animator.isRunning)
        advance(to: start + 0.8)
        XCTAssertEqual(shownX, 100 + 100 * easeInOut(0.4), accuracy: 1e-4, "back along the same curve")
        XCTAssertEqual(Double(animator.fractionComplete), 0.4, accuracy: 1e-9)
        advance(to: start + 1.19)
        XCTAssertEqual(positions, [])
        advance(to: start + 1.2)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(card.center.x, 100, "the model returns to the start values")
        XCTAssertEqual(shownX, 100)
        XCTAssertNil(card.layer.animationKeys())
        XCTAssertEqual(animator.state, .inactive)
    }

    func testReversingAPausedScrubbedAnimatorPlaysBackFromWhereItIs() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { self.card.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.isReversed = true
        step()
        XCTAssertEqual(shownAlpha, 0.5, accuracy: 1e-6, "reversing a paused animator does not move it")
        animator.startAnimation()
        let start = LabClock.currentTime
        // From 0.5 back to 0 in the remaining 0.5 s, on the ease-in curve.
        advance(to: start + 0.25)
        XCTAssertEqual(shownAlpha, 1 - (0.5 - 0.5 * easeIn(0.5)), accuracy: 1e-4)
        advance(to: start + 0.5)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(card.alpha, 1)
    }

    func testReversingTwiceGoesForwardAgain() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        animator.isReversed = true
        advance(to: start + 0.7)
        XCTAssertEqual(shownX, 130, accuracy: 1e-9)
        animator.isReversed = false
        advance(to: start + 0.9)
        XCTAssertEqual(shownX, 150, accuracy: 1e-9)
        advance(to: start + 1.4)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(card.center.x, 200)
    }

    func testPausesOnCompletionKeepsTheAnimatorActiveForReversal() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        let start = LabClock.currentTime
        advance(to: start + 1.5)
        XCTAssertEqual(positions, [], "no completion: it pauses at the end")
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(shownX, 200)
        animator.isReversed = true
        animator.startAnimation()
        advance(to: start + 2)
        XCTAssertEqual(shownX, 150, accuracy: 1e-9)
        advance(to: start + 3)
        XCTAssertEqual(positions, [])
        XCTAssertEqual(animator.fractionComplete, 0)
        XCTAssertEqual(shownX, 100)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(card.center.x, 100)
    }
}
