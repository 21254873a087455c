@_spi(LabHost) import LabKit
import XCTest

/// A vertical list inside a horizontal pager, as iOS apps nest them: a vertical drag scrolls
/// the list, a horizontal one pages the pager, never both; of two scroll views that could
/// both take a drag, the inner one does.
final class ScrollViewNestingTests: ScrollViewTestCase {
    private var pager: UIScrollView!
    private var list: UIScrollView!
    private let listRecorder = ScrollRecorder()

    override func setUp() {
        super.setUp()
        scrollView.removeFromSuperview()
        pager = UIScrollView(frame: window.bounds)
        pager.contentSize = CGSize(width: 640, height: 480)
        pager.isPagingEnabled = true
        pager.delegate = recorder
        list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 320, height: 2000)
        list.delegate = listRecorder
        pager.addSubview(list)
        window.addSubview(pager)
        commit()
    }

    func testAVerticalDragScrollsTheInnerList() {
        drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 150, y: 200), duration: 0.2)
        XCTAssertGreaterThan(list.contentOffset.y, 150)
        XCTAssertEqual(pager.contentOffset, .zero)
        XCTAssertEqual(recorder.calls, [], "the pager never began")
    }

    func testAHorizontalDragPagesTheOuterPager() {
        drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 60, y: 210), duration: 0.2)
        steps(60)
        XCTAssertEqual(pager.contentOffset.x, 320)
        XCTAssertEqual(list.contentOffset, .zero)
        XCTAssertEqual(listRecorder.calls, [], "the list never began")
    }

    func testOfTwoScrollViewsThatCouldTakeADragTheInnerOneDoes() {
        pager.contentSize = CGSize(width: 640, height: 2000)  // the pager scrolls vertically too
        drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.2)
        XCTAssertGreaterThan(list.contentOffset.y, 150)
        XCTAssertEqual(pager.contentOffset, .zero)
    }
}
