@_spi(LabHost) import LabKit
import XCTest

/// Swiping an iOS 13 page sheet down: the card follows the finger, the presenter grows back
/// with it; released past half the card (with a fifth of a second of its speed) it is
/// dismissed, else it springs back; `isModalInPresentation` keeps it (Apple:
/// `isModalInPresentation`, `UIAdaptivePresentationControllerDelegate`).
final class PageSheetSwipeTests: PresentationTestCase {
    final class SheetDelegate: UIAdaptivePresentationControllerDelegate {
        var events: [String] = []
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { events.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            events.append("didAttemptToDismiss")
        }
    }

    private var sheet: LoggingController!
    private let sheetDelegate = SheetDelegate()

    override func setUp() {
        super.setUp()
        sheet = LoggingController("B", log: log)
        sheet.modalPresentationStyle = .pageSheet
        presenter.present(sheet, animated: true)
        sheet.presentationController!.delegate = sheetDelegate
        settle()
        log.entries = []
    }

    func testHeldDragMovesTheCardAndThePresenter() {
        // The card's rest frame is (0, 30, 320, 450).
        drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 290), duration: 0.3, lift: false)
        let moved = sheet.view.frame.minY - 30
        // The pan begins after 10 points of slop, so the card trails the finger by those.
        XCTAssertEqual(moved, 80, accuracy: 10.5)
        let progress = moved / 450
        XCTAssertEqual(presenter.view.transform.a, 0.9 + 0.1 * progress, accuracy: 1e-6, "the presenter grows with the drag")
        XCTAssertEqual(sheetDelegate.events, ["willDismiss"])
        step { LabInput.touch(.ended, at: CGPoint(x: 160, y: 290)) }
        settle()
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 30, width: 320, height: 450), "springs back")
        XCTAssertEqual(presenter.view.transform.a, 0.9, accuracy: 1e-6)
        XCTAssertTrue(presenter.presentedViewController === sheet)
        XCTAssertEqual(log.entries, [])
    }

    func testLongSwipeDismisses() {
        drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), duration: 0.4)
        XCTAssertTrue(sheet.isBeingDismissed)
        settle()
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(sheet.view.window)
        XCTAssertEqual(presenter.view.transform, .identity)
        XCTAssertEqual(log.entries, ["B.willDisappear", "B.didDisappear"])
        XCTAssertEqual(sheetDelegate.events, ["willDismiss", "didDismiss"])
        XCTAssertEqual(window.subviews.count, 1)
    }

    /// A swipe that starts in a vertically scrolling scroll view scrolls it; the card stays.
    func testSwipeInAScrollViewScrollsIt() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        sheet.view.addSubview(scroll)
        commit()
        drag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 350), duration: 0.3, lift: false)
        XCTAssertEqual(sheet.view.frame.minY, 30, "the card stays")
        XCTAssertLessThan(scroll.contentOffset.y, 500, "the content scrolls")
        step { LabInput.touch(.ended, at: CGPoint(x: 160, y: 350)) }
        settle()
        XCTAssertTrue(presenter.presentedViewController === sheet)
        XCTAssertEqual(sheetDelegate.events, [])
    }

    func testModalInPresentationResists() {
        sheet.isModalInPresentation = true
        drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), duration: 0.4, lift: false)
        XCTAssertLessThanOrEqual(sheet.view.frame.minY - 30, 60, "the card resists")
        XCTAssertGreaterThan(sheet.view.frame.minY - 30, 0)
        step { LabInput.touch(.ended, at: CGPoint(x: 160, y: 400)) }
        settle()
        XCTAssertTrue(presenter.presentedViewController === sheet)
        XCTAssertEqual(sheet.view.frame.minY, 30, accuracy: 1e-6)
        XCTAssertEqual(sheetDelegate.events, ["didAttemptToDismiss"])
    }
}
