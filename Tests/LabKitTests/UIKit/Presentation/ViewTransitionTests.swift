import LabKit
import XCTest

/// `UIView.transition(with:…)` and `transition(from:to:…)` with flips and curls: a flip turns
/// the view about its center with perspective, the old content (a snapshot) until half-way,
/// then the new content (the view's own layer), as UIKit's does; Apple's raw values for the
/// options (UIView.AnimationOptions: transitionFlipFromLeft = 1 << 20 … flipFromBottom = 7 << 20,
/// showHideTransitionViews = 1 << 8).
final class ViewTransitionTests: UIKitTestCase {
    private var container: UIView!
    private var view: UIView!

    override func setUp() {
        super.setUp()
        container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(container)
        view = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        view.backgroundColor = .blue
        container.addSubview(view)
        commit()
    }

    func testOptionRawValues() {
        XCTAssertEqual(UIView.AnimationOptions.showHideTransitionViews.rawValue, 256)
        XCTAssertEqual(UIView.AnimationOptions.transitionFlipFromLeft.rawValue, 1 << 20)
        XCTAssertEqual(UIView.AnimationOptions.transitionFlipFromRight.rawValue, 2 << 20)
        XCTAssertEqual(UIView.AnimationOptions.transitionCurlUp.rawValue, 3 << 20)
        XCTAssertEqual(UIView.AnimationOptions.transitionCurlDown.rawValue, 4 << 20)
        XCTAssertEqual(UIView.AnimationOptions.transitionCrossDissolve.rawValue, 5 << 20)
        XCTAssertEqual(UIView.AnimationOptions.transitionFlipFromTop.rawValue, 6 << 20)
        XCTAssertEqual(UIView.AnimationOptions.transitionFlipFromBottom.rawValue, 7 << 20)
        XCTAssertEqual(UIView.AnimationOptions.transitionNone.rawValue, 0)
    }

    /// At a quarter of a linear flip from the left the snapshot is turned 45° about the
    /// vertical axis (left edge towards the viewer), with the perspective m34 = −1/(2 · 100);
    /// at three quarters the view itself is 45° short of flat, coming from the other side.
    func testFlipFromLeftAtAQuarterAndThreeQuarters() {
        var finished: Bool?
        let start = LabClock.currentTime
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            self.view.backgroundColor = .red
        }) { finished = $0 }
        XCTAssertEqual(view.backgroundColor, .red, "the change is made at once, under the snapshot")
        let snapshot = container.layer.sublayers!.last!
        XCTAssertFalse(snapshot === view.layer, "the old content is a snapshot above the view")
        advance(to: start + 0.25)
        let c = cos(CGFloat.pi / 4), s = sin(CGFloat.pi / 4), m34: CGFloat = -1.0 / 200
        let old = snapshot.presentation()!.transform
        XCTAssertEqual(old.m11, c, accuracy: 1e-6)
        XCTAssertEqual(old.m13, -s, accuracy: 1e-6, "the right edge goes back (z < 0)")
        XCTAssertEqual(old.m31, s, accuracy: 1e-6)
        XCTAssertEqual(old.m14, -s * m34, accuracy: 1e-9, "perspective after the turn")
        XCTAssertEqual(old.m34, c * m34, accuracy: 1e-9)
        XCTAssertFalse(snapshot.presentation()!.isHidden)
        XCTAssertTrue(view.layer.presentation()!.isHidden, "the new content waits for the second half")
        advance(to: start + 0.75)
        let new = view.layer.presentation()!.transform
        XCTAssertEqual(new.m11, c, accuracy: 1e-6)
        XCTAssertEqual(new.m13, s, accuracy: 1e-6)
        XCTAssertEqual(new.m14, s * m34, accuracy: 1e-9)
        XCTAssertFalse(view.layer.presentation()!.isHidden)
        XCTAssertTrue(snapshot.presentation()!.isHidden)
        advance(to: start + 1.05)
        XCTAssertEqual(finished, true)
        XCTAssertNil(snapshot.superlayer, "the snapshot is gone")
        XCTAssertTrue(CATransform3DIsIdentity(view.layer.presentation()!.transform))
    }

    /// Flips from the top turn about the horizontal axis, the top edge coming forward; eased
    /// (the default curve), a quarter of the time is less than a quarter of the turn.
    func testFlipFromTopTurnsAboutTheHorizontalAxis() {
        let start = LabClock.currentTime
        UIView.transition(with: view, duration: 1, options: .transitionFlipFromTop, animations: nil)
        let snapshot = container.layer.sublayers!.last!
        advance(to: start + 0.25)
        let t = snapshot.presentation()!.transform
        XCTAssertEqual(t.m11, 1, accuracy: 1e-9, "x is untouched")
        // m23 = sin θ with θ < 0: the top (y < 0) comes forward (z = y · sin θ > 0).
        XCTAssertLessThan(t.m23, 0)
        // Ease-in-out at a quarter of the time gives 0.1292 of the motion, whose first half turns 90°.
        let angle = asin(-t.m23)
        XCTAssertEqual(Double(angle), 0.1292 * 2 * .pi / 2, accuracy: 0.01)
    }

    /// `.showHideTransitionViews` hides the old view and shows the new instead of removing
    /// and adding; a flip from the right brings the new view in from +90°.
    func testShowHideTransitionViews() {
        let other = UIView(frame: view.frame)
        other.isHidden = true
        container.addSubview(other)
        commit()
        let start = LabClock.currentTime
        var finished = false
        UIView.transition(from: view, to: other, duration: 1, options: [.transitionFlipFromRight, .showHideTransitionViews,
                                                                         .curveLinear]) { finished = $0 }
        XCTAssertTrue(view.isHidden)
        XCTAssertFalse(other.isHidden)
        XCTAssertTrue(view.superview === container, "kept in the hierarchy")
        advance(to: start + 0.75)
        let t = other.layer.presentation()!.transform
        XCTAssertEqual(t.m11, cos(CGFloat.pi / 4), accuracy: 1e-6)
        XCTAssertEqual(t.m13, -sin(CGFloat.pi / 4), accuracy: 1e-6, "45° short of flat, from the +90° side")
        advance(to: start + 1.05)
        XCTAssertTrue(finished)
    }

    /// The curl approximation: the old page turns about its top edge, which stays put, its
    /// bottom edge lifting towards the viewer, and fades out in the second half.
    func testCurlUpTurnsAboutTheTopEdge() {
        let start = LabClock.currentTime
        UIView.transition(with: view, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: nil)
        let page = container.layer.sublayers!.last!
        advance(to: start + 0.5)
        let t = page.presentation()!.transform
        let h: CGFloat = 60
        // The top edge's middle (0, −h/2) in the layer's centered coordinates stays where it is.
        let topY = (-h / 2 * t.m22 + t.m42) / (-h / 2 * t.m24 + t.m44)
        XCTAssertEqual(topY, -h / 2, accuracy: 1e-6)
        // The bottom edge's middle comes forward (z > 0) and up.
        XCTAssertGreaterThan(h / 2 * t.m23 + t.m43, 0)
        XCTAssertLessThan((h / 2 * t.m22 + t.m42) / (h / 2 * t.m24 + t.m44), h / 2)
        XCTAssertEqual(page.presentation()!.opacity, 1, accuracy: 1e-6)
        advance(to: start + 0.75)
        XCTAssertEqual(page.presentation()!.opacity, 0.5, accuracy: 1e-3)
        advance(to: start + 1.05)
        XCTAssertNil(page.superlayer)
    }

    /// A child-controller transition with a flip goes through the same motion.
    func testViewControllerTransitionWithFlip() {
        final class Parent: UIViewController {}
        let parent = Parent(), a = UIViewController(), b = UIViewController()
        parent.addChild(a)
        parent.view.addSubview(a.view)
        a.didMove(toParent: parent)
        parent.addChild(b)
        window.rootViewController = parent
        commit()
        var done = false
        parent.transition(from: a, to: b, duration: 0.5, options: .transitionFlipFromLeft, animations: nil) { done = $0 }
        XCTAssertTrue(b.view.superview === parent.view)
        XCTAssertNotNil(b.view.layer.animation(forKey: "transition.transform"))
        advance(to: LabClock.currentTime + 0.55)
        XCTAssertTrue(done)
    }
}
