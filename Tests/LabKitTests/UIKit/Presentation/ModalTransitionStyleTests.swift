import LabKit
import XCTest

/// The standard `modalTransitionStyle` animations (Apple: UIModalTransitionStyle): cross
/// dissolve fades the presented view, flip horizontal turns the screen over in 3D, partial
/// curl (approximated) lifts the presenter's view off.
final class ModalTransitionStyleTests: PresentationTestCase {
    func testCrossDissolve() {
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .crossDissolve
        presenter.present(b, animated: true)
        XCTAssertTrue(presenter.view.window === window, "the presenter shows through until the end")
        advance(to: LabClock.currentTime + 0.175)
        let alpha = b.view.layer.presentation()!.opacity
        XCTAssertTrue(alpha > 0.2 && alpha < 0.8, "fading in: \(alpha)")
        settle()
        XCTAssertEqual(b.view.alpha, 1)
        XCTAssertNil(presenter.view.superview)
        b.dismiss(animated: true)
        advance(to: LabClock.currentTime + 0.175)
        let leaving = b.view.layer.presentation()!.opacity
        XCTAssertTrue(leaving > 0.2 && leaving < 0.8, "fading out: \(leaving)")
        settle()
        XCTAssertEqual(b.view.alpha, 1, "the alpha is restored for the next time")
        XCTAssertNil(b.view.window)
    }

    func testFlipHorizontal() {
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .flipHorizontal
        presenter.present(b, animated: true)
        let container = b.presentationController!.containerView!
        XCTAssertEqual(container.backgroundColor, .black, "black behind the turning screen")
        let snapshots = container.layer.sublayers!.filter { $0 !== b.view.layer && $0 !== self.presenter.view.layer }
        XCTAssertEqual(snapshots.count, 2, "snapshots of both sides turn")
        XCTAssertTrue(b.view.isHidden)
        advance(to: LabClock.currentTime + 0.2)
        let turning = snapshots.last!.presentation()!.transform
        XCTAssertTrue(turning.m13 != 0 && turning.m14 != 0, "turning about the vertical axis with perspective")
        settle()
        XCTAssertFalse(b.view.isHidden)
        XCTAssertEqual(container.layer.sublayers!.count, 1)
        XCTAssertNil(container.backgroundColor)
        XCTAssertTrue(presenter.presentedViewController === b)
        // Back again: the presenter's side turns in, the presented view hidden meanwhile.
        b.dismiss(animated: true)
        XCTAssertTrue(b.view.isHidden)
        XCTAssertEqual(container.backgroundColor, .black)
        XCTAssertTrue(presenter.view.superview === container, "the presenter's view is in the container for the transition")
        settle()
        XCTAssertFalse(b.view.isHidden)
        XCTAssertNil(b.view.window)
        XCTAssertNil(container.superview)
        XCTAssertTrue(presenter.view.superview === window)
        XCTAssertNil(presenter.presentedViewController)
    }

    func testPartialCurl() {
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .partialCurl
        var done = false
        presenter.present(b, animated: true) { done = true }
        settle()
        XCTAssertTrue(done)
        XCTAssertTrue(b.view.window === window)
        b.dismiss(animated: true)
        settle()
        XCTAssertNil(presenter.presentedViewController)
    }
}
