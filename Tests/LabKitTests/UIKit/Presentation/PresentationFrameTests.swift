@_spi(LabHost) import LabKit
import XCTest

/// Where presented views rest: the presentation controller's
/// `frameOfPresentedViewInContainerView`, and the iOS 13 page sheet's card and shrunk
/// presenter on the lab's 320 x 480 test canvas.
final class PresentationFrameTests: PresentationTestCase {
    func testFullScreenFillsTheContainer() {
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        presenter.present(b, animated: true)
        let container = b.presentationController!.containerView!
        XCTAssertEqual(container.frame, window.bounds, "the transition view covers the window")
        XCTAssertTrue(container.superview === window)
        XCTAssertEqual(b.presentationController!.frameOfPresentedViewInContainerView, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertTrue(b.presentationController!.shouldRemovePresentersView)
        settle()
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    func testCustomFrameIsKeptOnLayout() {
        final class Half: UIPresentationController {
            override var frameOfPresentedViewInContainerView: CGRect {
                let bounds = containerView!.bounds
                return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
            }
            var layouts = 0
            override func containerViewWillLayoutSubviews() { layouts += 1 }
        }
        final class Delegate: UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                Half(presentedViewController: presented, presenting: presenting)
            }
        }
        let delegate = Delegate()
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        presenter.present(b, animated: true)
        settle()
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 240, width: 320, height: 240))
        // A new canvas size reaches the container, which puts the view where the controller says.
        UIWindow.canvasDidResize(to: CGRect(x: 0, y: 0, width: 400, height: 600))
        commit()
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 300, width: 400, height: 300))
        XCTAssertGreaterThan((b.presentationController as! Half).layouts, 0)
    }

    /// The card: 30 points down (a 20-point status-bar band and UIKit's 10-point gap), full
    /// width, rounded top corners; the presenter shrunk by 16 points a side with its top at 20.
    func testPageSheetCardAndShrunkPresenter() {
        let b = UIViewController()
        b.modalPresentationStyle = .pageSheet
        presenter.present(b, animated: true)
        XCTAssertEqual(b.presentationController!.frameOfPresentedViewInContainerView, CGRect(x: 0, y: 30, width: 320, height: 450))
        settle()
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 30, width: 320, height: 450))
        XCTAssertEqual(b.view.layer.cornerRadius, 10)
        XCTAssertEqual(b.view.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertTrue(b.view.clipsToBounds)
        // Scale (320 − 32) / 320 = 0.9 about the center: the top edge at 480 · 0.05 = 24, moved up 4 to 20.
        let t = presenter.view.transform
        XCTAssertEqual(t.a, 0.9, accuracy: 1e-9)
        XCTAssertEqual(t.d, 0.9, accuracy: 1e-9)
        XCTAssertEqual(t.ty, -4, accuracy: 1e-9)
        XCTAssertEqual(presenter.view.frame.minY, 20, accuracy: 1e-9)
        XCTAssertEqual(presenter.view.frame.minX, 16, accuracy: 1e-9)
        XCTAssertEqual(presenter.view.layer.cornerRadius, 10, accuracy: 1e-9)
        XCTAssertTrue(presenter.view.superview!.subviews.first!.backgroundColor == .black, "black shows around the presenter")
        b.dismiss(animated: true)
        settle()
        XCTAssertEqual(presenter.view.transform, .identity)
        XCTAssertEqual(presenter.view.layer.cornerRadius, 0)
        XCTAssertFalse(presenter.view.clipsToBounds)
        XCTAssertEqual(window.subviews.count, 1, "backdrop and container gone")
    }

    /// A new canvas size re-lays the sheet out: the card keeps its 30-point gap and the
    /// presenter shrinks anew by 16 points a side for the new width.
    func testPageSheetFollowsACanvasResize() {
        let b = UIViewController()
        presenter.present(b, animated: false)
        UIWindow.canvasDidResize(to: CGRect(x: 0, y: 0, width: 400, height: 600))
        commit()
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 30, width: 400, height: 570))
        // Scale (400 − 32) / 400 = 0.92; the top edge at 600 · 0.04 = 24, moved up 4 to 20.
        XCTAssertEqual(presenter.view.transform.a, 0.92, accuracy: 1e-9)
        XCTAssertEqual(presenter.view.frame.minY, 20, accuracy: 1e-9)
        XCTAssertEqual(presenter.view.frame.minX, 16, accuracy: 1e-9)
    }

    /// Half-way through the cover-vertical presentation the card is on its way up and the
    /// presenter on its way down in size, driven by the transition coordinator.
    func testPageSheetAnimatesUpWithThePresenter() {
        let b = UIViewController()
        presenter.present(b, animated: true)
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        let y = b.view.layer.presentation()!.position.y - 225
        XCTAssertTrue(y > 30 && y < 480, "the card is on its way: \(y)")
        let scale = presenter.view.layer.presentation()!.transform.m11
        XCTAssertTrue(scale > 0.9 && scale < 1, "the presenter is shrinking: \(scale)")
        settle()
        XCTAssertEqual(b.view.layer.presentation()!.position.y, 30 + 225, accuracy: 1e-6)
    }
}
