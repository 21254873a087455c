import LabKit
import XCTest

/// Animation blocks added to a property animator before it starts and while it runs, with
/// and without delay factors; user interaction while it is active.
final class UIViewPropertyAnimatorAddAnimationsTests: PropertyAnimatorTestCase {
    func testADelayFactorBeforeTheStartDelaysByAShareOfTheDuration() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.addAnimations({ self.card.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(shownAlpha, 1)
        XCTAssertEqual(shownX, 125, accuracy: 1e-9)
        advance(to: start + 0.75)
        XCTAssertEqual(shownAlpha, 0.5, accuracy: 1e-6, "half of its 0.5 s stretch")
    }

    func testBlocksAddedWhileRunningRunOverTheRemainingTime() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { self.card.center.x = 200 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        animator.addAnimations { self.card.alpha = 0 }
        XCTAssertEqual(card.alpha, 0, "a block added to an active animator runs at once")
        advance(to: start + 0.75)
        XCTAssertEqual(shownAlpha, 1 - easeIn(0.5), accuracy: 1e-4, "on the curve, over the remaining 0.5 s")
        advance(to: start + 1)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(shownAlpha, 0)
    }

    func testADelayFactorWhileRunningIsAShareOfTheRemainingTime() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.startAnimation()
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        animator.addAnimations({ self.card.alpha = 0 }, delayFactor: 0.5)
        advance(to: start + 0.7)
        XCTAssertEqual(shownAlpha, 1, "it starts 0.25 s later, at 0.75")
        advance(to: start + 0.875)
        XCTAssertEqual(shownAlpha, 0.5, accuracy: 1e-6)
    }

    func testBlocksAddedWhilePausedFollowTheScrub() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.addAnimations { self.card.alpha = 0 }
        animator.fractionComplete = 0.75
        step()
        XCTAssertEqual(shownAlpha, 0.5, accuracy: 1e-6, "the block spans 0.5…1 of the run")
        XCTAssertEqual(shownX, 175, accuracy: 1e-9)
    }

    func testUserInteraction() {
        let blocking = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.alpha = 0.9 }
        XCTAssertTrue(blocking.isUserInteractionEnabled, "property animators let touches through by default")
        blocking.isUserInteractionEnabled = false
        blocking.startAnimation()
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === window)
        blocking.isUserInteractionEnabled = true
        XCTAssertFalse(blocking.isUserInteractionEnabled, "changing it on an active animator is ignored")
        XCTAssertEqual(diagnostics.count, 1, "with a diagnostic: \(diagnostics)")
        advance(to: LabClock.currentTime + 1)
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === card)
        let open = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.alpha = 0.8 }
        open.startAnimation()
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === card)
    }

    /// A view an animator moves is hit where it is shown, unless the animator leaves hit
    /// testing to the app (`isManualHitTestingEnabled`; WWDC 2016 "Advances in UIKit
    /// Animations and Transitions": animating views are hit-testable in flight): the
    /// fluid-interfaces drawer is caught mid-flight.
    func testAMovingViewIsHitWhereItIsShown() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.x = 200 }
        animator.startAnimation()
        advance(to: LabClock.currentTime + 0.5)
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 100), with: nil) === card, "shown at x 150")
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 100), with: nil) === window, "not yet at its model place")
        let manual = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.card.center.y = 300 }
        manual.isManualHitTestingEnabled = true
        animator.stopAnimation(true)
        manual.startAnimation()
        advance(to: LabClock.currentTime + 0.5)
        XCTAssertTrue(window.hitTest(CGPoint(x: card.center.x, y: 300), with: nil) === card, "by its model geometry")
    }
}
