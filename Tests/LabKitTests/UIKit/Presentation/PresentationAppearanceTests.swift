import LabKit
import XCTest

/// The appearance calls and view hierarchy of each presentation style. UIKit removes the
/// presenter's view after a full-screen presentation and calls its disappearance methods;
/// over-full-screen, custom (with `shouldRemovePresentersView` false) and page-sheet
/// presentations leave it, and call nothing on it (Apple: "UIModalPresentationStyle",
/// "shouldRemovePresentersView"; iOS 13 sheets keep the presenter visible).
final class PresentationAppearanceTests: PresentationTestCase {
    func testFullScreenPresentAndDismissOrder() {
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        var presented = false
        presenter.present(b, animated: true) { presented = true }
        XCTAssertTrue(b.isBeingPresented)
        XCTAssertEqual(log.entries, ["A.willDisappear", "B.willAppear"])
        XCTAssertTrue(presenter.view.superview === b.presentationController?.containerView, "in the container while it runs")
        settle()
        XCTAssertTrue(presented)
        XCTAssertFalse(b.isBeingPresented)
        XCTAssertEqual(log.entries, ["A.willDisappear", "B.willAppear", "B.didAppear", "A.didDisappear"])
        XCTAssertNil(presenter.view.superview, "full screen removes the presenter's view")
        XCTAssertTrue(b.view.window === window)
        XCTAssertTrue(presenter.presentedViewController === b)
        XCTAssertTrue(b.presentingViewController === presenter)

        log.entries = []
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        XCTAssertTrue(b.isBeingDismissed)
        // UIKit moves the presenter's view into the container for the transition (Apple's
        // CustomTransitions sample: "the presentation controller temporarily relocates the
        // presenting view controller's view to the presentation controller's containerView").
        XCTAssertTrue(presenter.view.superview === b.presentationController?.containerView)
        XCTAssertEqual(log.entries, ["B.willDisappear", "A.willAppear"])
        settle()
        XCTAssertTrue(dismissed)
        XCTAssertEqual(log.entries, ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        XCTAssertNil(b.view.window)
        XCTAssertTrue(presenter.view.superview === window, "back in its previous superview")
        XCTAssertTrue(window.subviews.first === presenter.view)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertEqual(window.subviews.count, 1, "the container is gone")
    }

    func testOverFullScreenLeavesThePresenterAlone() {
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        presenter.present(b, animated: true)
        settle()
        XCTAssertEqual(log.entries, ["B.willAppear", "B.didAppear"])
        XCTAssertTrue(presenter.view.window === window, "the presenter's view stays")
        presenter.dismiss(animated: true)
        settle()
        XCTAssertEqual(log.entries, ["B.willAppear", "B.didAppear", "B.willDisappear", "B.didDisappear"])
    }

    func testPageSheetLeavesThePresenterAlone() {
        let b = LoggingController("B", log: log)
        XCTAssertEqual(b.modalPresentationStyle, .automatic)
        presenter.present(b, animated: false)
        XCTAssertEqual(log.entries, ["B.willAppear", "B.didAppear"], "without animation it all happens at once")
        XCTAssertTrue(presenter.view.window === window)
        b.dismiss(animated: false)
        XCTAssertEqual(log.entries, ["B.willAppear", "B.didAppear", "B.willDisappear", "B.didDisappear"])
    }

    func testCustomStyleFollowsShouldRemovePresentersView() {
        final class Removing: UIPresentationController {
            override var shouldRemovePresentersView: Bool { true }
        }
        final class Delegate: UIViewControllerTransitioningDelegate {
            var removes = false
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                removes ? Removing(presentedViewController: presented, presenting: presenting) : nil
            }
        }
        let delegate = Delegate()
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        presenter.present(b, animated: true)
        settle()
        XCTAssertEqual(log.entries, ["B.willAppear", "B.didAppear"], "a plain presentation controller keeps the presenter")
        XCTAssertTrue(type(of: b.presentationController!) == UIPresentationController.self)
        b.dismiss(animated: true)
        settle()
        log.entries = []
        delegate.removes = true
        presenter.present(b, animated: true)
        settle()
        XCTAssertEqual(log.entries, ["A.willDisappear", "B.willAppear", "B.didAppear", "A.didDisappear"])
        XCTAssertTrue(b.presentationController is Removing)
    }

    /// The presenter is the outermost controller, and its children hear the calls with it;
    /// a child asks for the presented controller through its parent, as in UIKit.
    func testPresentingFromAChildUsesTheRoot() {
        let child = LoggingController("child", log: log)
        presenter.addChild(child)
        presenter.view.addSubview(child.view)
        child.didMove(toParent: presenter)
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        child.present(b, animated: false)
        XCTAssertTrue(b.presentingViewController === presenter)
        XCTAssertTrue(child.presentedViewController === b)
        XCTAssertEqual(log.entries, ["A.willDisappear", "child.willDisappear", "B.willAppear", "B.didAppear",
                                     "A.didDisappear", "child.didDisappear"])
        log.entries = []
        child.dismiss(animated: false)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertEqual(log.entries, ["B.willDisappear", "A.willAppear", "child.willAppear", "B.didDisappear",
                                     "A.didAppear", "child.didAppear"])
    }

    /// Dismissing a controller that presents another takes both away.
    func testDismissingTheLowerOfTwoTakesBoth() {
        let b = LoggingController("B", log: log), c = LoggingController("C", log: log)
        b.modalPresentationStyle = .fullScreen
        c.modalPresentationStyle = .fullScreen
        presenter.present(b, animated: false)
        b.present(c, animated: false)
        XCTAssertTrue(b.presentedViewController === c)
        log.entries = []
        presenter.dismiss(animated: true)
        XCTAssertTrue(b.view.superview === b.presentationController?.containerView,
                      "the middle controller's view goes back to its own container")
        settle()
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(b.presentedViewController)
        XCTAssertNil(c.presentingViewController)
        XCTAssertNil(c.view.window)
        XCTAssertNil(b.view.window)
        XCTAssertTrue(presenter.view.window === window)
        XCTAssertEqual(window.subviews.count, 1)
        XCTAssertEqual(log.entries.last, "A.didAppear")
    }

    func testBeginAndEndAppearanceTransitionArePublic() {
        let b = LoggingController("B", log: log)
        b.beginAppearanceTransition(true, animated: true)
        b.endAppearanceTransition()
        b.endAppearanceTransition()
        XCTAssertEqual(log.entries, ["B.willAppear", "B.didAppear"], "an unmatched end does nothing")
    }
}
