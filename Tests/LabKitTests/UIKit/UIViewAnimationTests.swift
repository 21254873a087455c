import LabKit
import XCTest

final class UIViewAnimationTests: UIKitTestCase {
    private var view: UIView!

    override func setUp() {
        super.setUp()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.center = CGPoint(x: 100, y: 100)
        window.addSubview(view)
        commit()
    }

    private func presentedX() -> CGFloat { view.layer.presentation()!.position.x }

    func testModelChangesAtOnceAndPresentationFollowsTheCurve() {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.center.x = 200 })
        XCTAssertEqual(view.center.x, 200, "the model takes the new value immediately")
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(presentedX(), 125, accuracy: 1e-6)
        advance(to: start + 0.75)
        XCTAssertEqual(presentedX(), 175, accuracy: 1e-6)
    }

    func testEaseInOutIsTheDefaultCurve() {
        UIView.animate(withDuration: 1) { self.view.alpha = 0 }
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        // Ease-in-ease-out is the Bézier (0.42, 0), (0.58, 1): solve x(s) = 0.25, read y(s).
        func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double { 3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 { let mid = (low + high) / 2; if bezier(0.42, 0.58, mid) < 0.25 { low = mid } else { high = mid } }
        let expected = 1 - bezier(0, 1, low)
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), expected, accuracy: 1e-4)
    }

    func testDelayHoldsTheStartValue() {
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { self.view.center.x = 200 })
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(presentedX(), 100, accuracy: 1e-6)
        advance(to: start + 1)
        XCTAssertEqual(presentedX(), 150, accuracy: 1e-6)
    }

    /// Opacity is not animated additively (only position, bounds and transform are): a new
    /// block replaces the running animation, starting from what it shows.
    func testANewOpacityAnimationStartsFromThePresentationValue() {
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 },
                       completion: { finished.append($0) })
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 1 },
                       completion: { finished.append($0) })
        let second = LabClock.currentTime
        step()
        XCTAssertEqual(finished, [false], "the replaced animation completes unfinished")
        advance(to: second + 0.25)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.5 + 0.5 * 0.25, accuracy: 1e-6)
        advance(to: second + 1.1)
        XCTAssertEqual(finished, [false, true])
    }

    /// Setting a property to the value it has adds no animation, as in UIKit: the block
    /// completes at once, finished, and a running animation of that property goes on (loady's
    /// buttons, laid out again with the same frames inside later blocks, lost their moves).
    func testABlockThatSetsTheSameValuesAnimatesNothingAndInterruptsNothing() {
        var finished: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.center.x = 200 },
                       completion: { finished.append("move \($0)") })
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        UIView.animate(withDuration: 1, animations: {
            self.view.frame = self.view.frame
            self.view.alpha = self.view.alpha
        }, completion: { finished.append("same \($0)") })
        XCTAssertEqual(view.layer.animationKeys() ?? [], ["position"])
        step()
        XCTAssertEqual(finished, ["same true"])
        advance(to: start + 0.75)
        XCTAssertEqual(presentedX(), 175, accuracy: 1e-6, "the move goes on")
        advance(to: start + 1.1)
        XCTAssertEqual(finished, ["same true", "move true"])
    }

    func testCompletionsRunOnTheLabClockInOrder() {
        var log: [String] = []
        UIView.animate(withDuration: 0.3, animations: { self.view.alpha = 0.5 }, completion: { _ in log.append("slow") })
        UIView.animate(withDuration: 0.1, animations: { self.view.center.y = 0 }, completion: { _ in log.append("fast") })
        UIView.animate(withDuration: 0.2, animations: {}, completion: { _ in log.append("empty") })
        XCTAssertEqual(log, [], "completions never run inside the call")
        let start = LabClock.currentTime
        step()
        XCTAssertEqual(log, ["empty"], "a block that changes nothing completes on the next turn")
        advance(to: start + 0.15)
        XCTAssertEqual(log, ["empty", "fast"])
        advance(to: start + 0.35)
        XCTAssertEqual(log, ["empty", "fast", "slow"])
    }

    func testSpringFollowsUIKitsClosedForm() {
        let (damping, velocity, duration) = (CGFloat(0.5), CGFloat(2), 1.0)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                       options: [], animations: { self.view.center.x = 200 })
        let start = LabClock.currentTime
        // UIKit's spring: unit mass, the envelope falls to 1/1500 at the end of the duration.
        let omega = log(1500) / (Double(damping) * duration)
        let wd = omega * (1 - Double(damping * damping)).squareRoot()
        for t in [0.1, 0.2, 0.35, 0.6, 0.9] {
            advance(to: start + t)
            let x0 = 1.0, v0 = -Double(velocity)
            let x = exp(-Double(damping) * omega * t) * (x0 * cos(wd * t) + (Double(damping) * omega * x0 + v0) / wd * sin(wd * t))
            XCTAssertEqual(Double(presentedX()), 100 + 100 * (1 - x), accuracy: 1e-3, "t = \(t)")
        }
        advance(to: start + 1.01)
        XCTAssertNil(view.layer.animationKeys(), "the spring ends with its duration")
    }

    func testRepeatAndAutoreverse() {
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                       animations: { self.view.center.x = 200 })
        let start = LabClock.currentTime
        advance(to: start + 0.75)
        XCTAssertEqual(presentedX(), 150, accuracy: 1e-6, "on the way back")
        advance(to: start + 1.25)
        XCTAssertEqual(presentedX(), 150, accuracy: 1e-6, "repeating")
    }

    func testAnimatingViewsIgnoreTouchesUnlessAllowed() {
        UIView.animate(withDuration: 1) { self.view.alpha = 0.9 }
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === window)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { self.view.alpha = 0.8 })
        advance(to: LabClock.currentTime + 0.1)
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === view, "the blocking animation was replaced")
    }

    /// A block nested in another's closure takes the outer duration and curve unless its
    /// options override them (Apple, `overrideInheritedDuration`: without it "the animation
    /// inherits the remaining duration of the in-flight animation"; `overrideInheritedCurve`:
    /// "inherits the curve of the in-flight animation"): a table's own 0.3 s update inside a
    /// caller's 0.8 s block follows the caller's block.
    func testANestedBlockInheritsTheOuterDurationAndCurve() {
        var inherited: TimeInterval = -1
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            inherited = UIView.inheritedAnimationDuration
            UIView.animate(withDuration: 0.2) { self.view.center.x = 200 }
            UIView.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                           animations: { self.view.center.y = 200 })
        })
        XCTAssertEqual(inherited, 1)
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0, "outside a block")
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        XCTAssertEqual(presentedX(), 150, accuracy: 1e-6, "1 s, linear")
        XCTAssertEqual(view.layer.presentation()!.position.y, 200, accuracy: 1e-6, "its own 0.2 s")
    }

    /// `performWithoutAnimation` turns animations off as `setAnimationsEnabled(false)` does,
    /// for the blocks it runs too: "code inside subsequent animation blocks is still executed
    /// but no animations actually occur"; their completions run.
    func testPerformWithoutAnimationTurnsNestedBlocksOff() {
        var finished: [Bool] = []
        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 1, animations: { self.view.center.x = 200 }, completion: { finished.append($0) })
        }
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertTrue(UIView.areAnimationsEnabled, "enabled again afterwards")
        step()
        XCTAssertEqual(presentedX(), 200)
        XCTAssertEqual(finished, [true])
    }

    func testPerformWithoutAnimationInsideABlock() {
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { self.view.center.x = 300 }
        }
        XCTAssertNil(view.layer.animationKeys())
    }

    func testCrossDissolveTransitionFadesASnapshotOut() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "Before"
        window.addSubview(label)
        commit()
        var done = false
        UIView.transition(with: label, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { label.text = "After" }, completion: { done = $0 })
        XCTAssertEqual(label.text, "After")
        let snapshot = window.layer.sublayers!.first { $0 !== label.layer && ($0 as? CATextLayer)?.string as? String == "Before" }
        XCTAssertNotNil(snapshot, "the old look is kept in a snapshot above the view")
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(Double(snapshot!.presentation()!.opacity), 0.5, accuracy: 1e-6)
        advance(to: start + 0.6)
        XCTAssertTrue(done)
        XCTAssertNil(snapshot!.superlayer)
    }

    func testTransitionFromViewToViewSwapsThem() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(a)
        var done = false
        UIView.transition(from: a, to: b, duration: 0.3, options: .transitionCrossDissolve) { done = $0 }
        XCTAssertNil(a.superview)
        XCTAssertTrue(b.superview === window)
        advance(to: LabClock.currentTime + 0.4)
        XCTAssertTrue(done)
        XCTAssertEqual(window.layer.sublayers!.filter { $0 !== view.layer }.count, 1, "the snapshot is gone")
    }
}
