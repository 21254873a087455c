import LabKit
import XCTest

/// Stopping a property animator and finishing it at the start, the end or where it stopped.
final class UIViewPropertyAnimatorStopTests: PropertyAnimatorTestCase {
    private var positions: [UIViewAnimatingPosition] = []

    /// A linear 1 s animator of x 100 → 200 and alpha 1 → 0, stopped at 0.3 s.
    private func stoppedAnimator(withoutFinishing: Bool) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            self.card.center.x = 200
            self.card.alpha = 0
        }
        animator.addCompletion { self.positions.append($0) }
        animator.startAnimation()
        advance(to: LabClock.currentTime + 0.3)
        animator.stopAnimation(withoutFinishing)
        return animator
    }

    func testStopWithoutFinishingLeavesTheViewsWhereTheyAreAndSkipsCompletions() {
        let animator = stoppedAnimator(withoutFinishing: true)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(Double(card.center.x), 130, accuracy: 1e-9, "the model takes the value on screen")
        XCTAssertEqual(Double(card.alpha), 0.7, accuracy: 1e-6)
        XCTAssertNil(card.layer.animationKeys())
        advance(to: LabClock.currentTime + 2)
        XCTAssertEqual(shownX, 130, accuracy: 1e-9)
        XCTAssertEqual(positions, [], "stopAnimation(true) runs no completion")
    }

    func testStopThenFinishAtTheEnd() {
        let animator = stoppedAnimator(withoutFinishing: false)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(Double(card.center.x), 130, accuracy: 1e-9)
        advance(to: LabClock.currentTime + 2)
        XCTAssertEqual(positions, [], "a stopped animator waits for finishAnimation(at:)")
        animator.finishAnimation(at: .end)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(card.center.x, 200)
        XCTAssertEqual(card.alpha, 0)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testStopThenFinishAtTheStart() {
        let animator = stoppedAnimator(withoutFinishing: false)
        animator.finishAnimation(at: .start)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(card.center.x, 100)
        XCTAssertEqual(card.alpha, 1)
    }

    func testStopThenFinishWhereItStopped() {
        let animator = stoppedAnimator(withoutFinishing: false)
        animator.finishAnimation(at: .current)
        XCTAssertEqual(positions, [.current])
        XCTAssertEqual(Double(card.center.x), 130, accuracy: 1e-9)
        step()
        XCTAssertEqual(shownX, 130, accuracy: 1e-9)
    }

    func testEveryKindOfPropertyReturnsToItsStart() {
        card.backgroundColor = .red
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            self.card.backgroundColor = .blue
            self.card.transform = CGAffineTransform(rotationAngle: .pi / 2)
            self.card.bounds.size = CGSize(width: 60, height: 40)
        }
        animator.startAnimation()
        advance(to: LabClock.currentTime + 0.5)
        animator.stopAnimation(false)
        XCTAssertEqual(Double(atan2(card.transform.b, card.transform.a)), .pi / 4, accuracy: 1e-6, "stopped half-way")
        XCTAssertEqual(Double(card.bounds.width), 40, accuracy: 1e-9)
        animator.finishAnimation(at: .start)
        XCTAssertEqual(card.backgroundColor?.cgColor, UIColor.red.cgColor)
        XCTAssertEqual(card.transform, .identity)
        XCTAssertEqual(card.bounds.size, CGSize(width: 20, height: 20))
    }

    func testStoppingKeepsAnAnimationThatReplacedTheAnimators() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.startAnimation()
        advance(to: LabClock.currentTime + 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.card.center.x = 0 })
        animator.stopAnimation(true)
        XCTAssertEqual(card.layer.animationKeys(), ["position"], "the newer UIView animation stays")
    }

    func testFinishingAnAnimatorThatIsNotStoppedIsIgnoredWithADiagnostic() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.addCompletion { self.positions.append($0) }
        animator.finishAnimation(at: .end)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].contains("finishAnimation"), diagnostics[0])
        XCTAssertEqual(animator.state, .inactive)
        animator.startAnimation()
        animator.finishAnimation(at: .start)
        XCTAssertEqual(diagnostics.count, 2, "\(diagnostics)")
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(positions, [])
    }

    func testStoppingAnInactiveAnimatorIsIgnoredWithADiagnostic() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(card.center.x, 100, "nothing ran")
    }
}
