import LabKit
import XCTest

/// Since iOS 8 UIKit animates a view's position, bounds and transform additively: each block
/// adds an animation from the offset between the old and new model values to zero (`additive`
/// set, `bounds` split into `bounds.origin` and `bounds.size`), and a block started while
/// another runs adds its motion to it; both complete finished. Sources: WWDC 2014 session 236
/// ("Building Interruptible and Responsive Interactions"); the animations UIKit adds on iOS 8,
/// as printed in D. Rönnqvist's gist 137ce6b4c852d8ebd96d (bounds.origin and bounds.size,
/// `additive = 1`, `toValue` zero, `fromValue` the old size minus the new).
final class UIViewAdditiveAnimationTests: UIKitTestCase {
    private var view: UIView!

    override func setUp() {
        super.setUp()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.center = CGPoint(x: 100, y: 100)
        window.addSubview(view)
        commit()
    }

    private var presentation: CALayer { view.layer.presentation()! }

    /// The example of the iOS 8 change: a move from 100 to 200 over 1 s, reversed to 0 at its
    /// middle by a second 1 s block (linear curves). On screen, the model (0) plus each block's
    /// offset times what is left of it: (100 − 200)(1 − p₁) + (200 − 0)(1 − p₂).
    func testABlockStartedDuringAnotherAddsItsMotionAndBothFinish() {
        var finished: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.center.x = 200 },
                       completion: { finished.append("first \($0)") })
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        XCTAssertEqual(presentation.position.x, 150, accuracy: 1e-6)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.center.x = 0 },
                       completion: { finished.append("second \($0)") })
        XCTAssertEqual(view.layer.animationKeys() ?? [], ["position", "position-2"])
        XCTAssertEqual(presentation.position.x, 150, accuracy: 1e-6, "no jump when the second block starts")
        advance(to: start + 0.75)
        XCTAssertEqual(presentation.position.x, -100 * 0.25 + 200 * 0.75, accuracy: 1e-6)
        XCTAssertEqual(finished, [])
        advance(to: start + 1.01)
        XCTAssertEqual(finished, ["first true"], "the first block is not interrupted")
        XCTAssertEqual(presentation.position.x, 200 * (1 - 0.51), accuracy: 1e-6)
        advance(to: start + 1.6)
        XCTAssertEqual(finished, ["first true", "second true"])
        XCTAssertEqual(presentation.position.x, 0, accuracy: 1e-9)
        XCTAssertNil(view.layer.animationKeys())
    }

    /// A single block shows what it showed before animations were additive: the old value
    /// moving to the new one, here on a spring as well as on a curve.
    func testASingleBlockRunsFromTheOldValueToTheNew() {
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                       animations: { self.view.center.y = 300 })
        let animation = view.layer.animation(forKey: "position") as? CABasicAnimation
        XCTAssertEqual(animation?.isAdditive, true)
        XCTAssertEqual(animation?.fromValue as? CGPoint, CGPoint(x: 0, y: -200))
        XCTAssertEqual(animation?.toValue as? CGPoint, .zero)
        let start = LabClock.currentTime
        var previous: CGFloat = 100
        for t in stride(from: 0.1, through: 1.0, by: 0.1) {
            advance(to: start + t)
            let y = presentation.position.y
            XCTAssertGreaterThanOrEqual(y, previous - 1e-9, "a critically damped spring does not turn back")
            XCTAssertLessThanOrEqual(y, 300 + 1e-9)
            previous = y
        }
        XCTAssertEqual(previous, 300, accuracy: 0.5)
    }

    /// Bounds changes are two additive animations, `bounds.origin` and `bounds.size`, whose
    /// offsets may be negative: a view growing from 20 to 120 points wide, shrunk back to 40
    /// halfway, shows 40 + (20 − 120)(1 − p₁) + (120 − 40)(1 − p₂).
    func testBoundsAreAnimatedAsAdditiveOriginAndSize() {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.view.bounds.size = CGSize(width: 120, height: 20)
        })
        XCTAssertEqual(view.layer.animationKeys() ?? [], ["bounds.origin", "bounds.size"])
        let size = view.layer.animation(forKey: "bounds.size") as? CABasicAnimation
        XCTAssertEqual(size?.fromValue as? CGSize, CGSize(width: -100, height: 0))
        XCTAssertEqual(size?.isAdditive, true)
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        XCTAssertEqual(presentation.bounds.width, 70, accuracy: 1e-6)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.view.bounds.size = CGSize(width: 40, height: 20)
        })
        XCTAssertEqual(view.layer.animationKeys() ?? [], ["bounds.origin", "bounds.size", "bounds.origin-2", "bounds.size-2"])
        advance(to: start + 0.75)
        XCTAssertEqual(presentation.bounds.width, 40 - 100 * 0.25 + 80 * 0.75, accuracy: 1e-6)
        XCTAssertEqual(presentation.bounds.height, 20, accuracy: 1e-9)
    }

    /// A frame change animates position and bounds, and a block moving the view while another
    /// resizes it leaves the resize running.
    func testAFrameChangeDuringAResizeKeepsTheResize() {
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.view.bounds.size = CGSize(width: 60, height: 60)
        }, completion: { finished.append($0) })
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.view.center = CGPoint(x: 200, y: 100)
        })
        advance(to: start + 0.75)
        XCTAssertEqual(presentation.bounds.width, 60 - 40 * 0.25, accuracy: 1e-6, "the resize goes on")
        XCTAssertEqual(presentation.position.x, 200 - 100 * 0.75, accuracy: 1e-6)
        advance(to: start + 1.05)
        XCTAssertEqual(finished, [true])
    }

    /// A transform's offset is the transform taking the new one back to the old: rotations
    /// add their angles. A quarter turn reversed halfway shows, at 0.75 s, the model's angle
    /// (0) plus −(π/2)(1 − p₁) + (π/2)(1 − p₂).
    func testTransformsComposeTheirOffsets() {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.transform = .identity })
        advance(to: start + 0.75)
        let expected = -(Double.pi / 2) * 0.25 + (Double.pi / 2) * 0.75
        let shown = presentation.transform
        XCTAssertEqual(Double(atan2(shown.m12, shown.m11)), expected, accuracy: 1e-6)
        XCTAssertEqual(Double(hypot(shown.m11, shown.m12)), 1, accuracy: 1e-6, "a rotation, not a shrink")
    }

    /// On iOS a view animated to a zero scale vanishes at once: the offset from a singular
    /// transform cannot be found, so nothing in between is shown (hence the 0.001 scales in
    /// real code). The block still completes when its time is up.
    func testAnimatingToAZeroScaleShowsTheEndAtOnce() {
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { self.view.transform = CGAffineTransform(scaleX: 0, y: 0) },
                       completion: { finished.append($0) })
        let start = LabClock.currentTime
        advance(to: start + 0.3)
        XCTAssertEqual(presentation.transform.m11, 0, accuracy: 1e-9)
        advance(to: start + 1.05)
        XCTAssertEqual(finished, [true])
    }

    /// The other way, growing from a zero scale (a common pop-in) passes through the scales
    /// between: a singular end is taken as its axes' lengths, without rotation.
    func testGrowingFromAZeroScalePassesThroughTheScalesBetween() {
        UIView.performWithoutAnimation { self.view.transform = CGAffineTransform(scaleX: 0, y: 0) }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.transform = .identity })
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(presentation.transform.m11, 0.25, accuracy: 1e-6)
        XCTAssertEqual(presentation.transform.m22, 0.25, accuracy: 1e-6)
        advance(to: start + 0.75)
        XCTAssertEqual(presentation.transform.m11, 0.75, accuracy: 1e-6)
    }

    /// Two blocks in a row on a delay: the second, set to start after the first ends, takes
    /// over where the first stops (circle-menu's hide, then show after a delay).
    func testADelayedBlockContinuesFromTheEndOfTheFirst() {
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { self.view.center.x = 200 })
        UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { self.view.center.x = 100 })
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(presentation.position.x, 150, accuracy: 1e-6)
        advance(to: start + 0.5)
        XCTAssertEqual(presentation.position.x, 200, accuracy: 1e-6)
        advance(to: start + 0.75)
        XCTAssertEqual(presentation.position.x, 150, accuracy: 1e-6)
        advance(to: start + 1.05)
        XCTAssertEqual(presentation.position.x, 100, accuracy: 1e-9)
    }
}
