@_spi(LabHost) import LabKit
import XCTest

/// UIPageControl: a 7-point dot per page 9 points apart, `currentPage` pinned into range
/// (Apple's `currentPage` documentation), negative page counts ignored, and a tap left or
/// right of the current dot moving one page with `.valueChanged`.
final class UIPageControlTests: ControlTestCase {
    private var pageControl: UIPageControl!

    override func setUp() {
        super.setUp()
        pageControl = UIPageControl(frame: CGRect(x: 60, y: 300, width: 200, height: 37))
        pageControl.numberOfPages = 5
        window.addSubview(pageControl)
        record(pageControl)
        commit()
    }

    func testDotsAreLaidOutCentred() {
        // Five dots: 5 × 7 + 4 × 9 = 71 points, from x 64.5 in the 200-point control.
        XCTAssertEqual(pageControl.size(forNumberOfPages: 5), CGSize(width: 71, height: 37))
        XCTAssertEqual(pageControl.intrinsicContentSize, CGSize(width: 71, height: 37))
        XCTAssertEqual(pageControl.subviews.map(\.frame.minX), [64.5, 80.5, 96.5, 112.5, 128.5])
        XCTAssertEqual(pageControl.subviews[0].frame.size, CGSize(width: 7, height: 7))
        XCTAssertEqual(pageControl.subviews[0].backgroundColor, .white, "Apple: the current dot is opaque white by default")
    }

    func testCurrentPageIsPinnedAndNegativeCountsIgnored() {
        pageControl.currentPage = 9
        XCTAssertEqual(pageControl.currentPage, 4)
        pageControl.currentPage = -3
        XCTAssertEqual(pageControl.currentPage, 0)
        pageControl.currentPage = 4
        pageControl.numberOfPages = 2
        XCTAssertEqual(pageControl.currentPage, 1)
        pageControl.numberOfPages = -1
        XCTAssertEqual(pageControl.numberOfPages, 2)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(events, [])
    }

    func testTapsRightAndLeftOfTheCurrentDotTurnOnePage() {
        pageControl.currentPageIndicatorTintColor = .black
        pageControl.pageIndicatorTintColor = .gray
        // The current dot (page 0) is centred at x 60 + 68 = 128 in the window.
        tap(CGPoint(x: 250, y: 318))
        XCTAssertEqual(pageControl.currentPage, 1)
        XCTAssertEqual(pageControl.subviews.map(\.backgroundColor), [.gray, .black, .gray, .gray, .gray])
        tap(CGPoint(x: 150, y: 318))
        XCTAssertEqual(pageControl.currentPage, 2, "right of the new current dot (x 144)")
        tap(CGPoint(x: 70, y: 318))
        XCTAssertEqual(pageControl.currentPage, 1)
        XCTAssertEqual(events.filter { $0 == "valueChanged" }.count, 3)
        pageControl.currentPage = 0
        tap(CGPoint(x: 70, y: 318))
        XCTAssertEqual(pageControl.currentPage, 0, "no page before the first")
        XCTAssertEqual(events.filter { $0 == "valueChanged" }.count, 3)
    }

    func testDeferredDisplayWaitsForUpdate() {
        pageControl.defersCurrentPageDisplay = true
        tap(CGPoint(x: 250, y: 318))
        XCTAssertEqual(pageControl.currentPage, 1)
        XCTAssertEqual(pageControl.subviews[0].backgroundColor, .white, "the solid dot stays until updated")
        pageControl.updateCurrentPageDisplay()
        XCTAssertEqual(pageControl.subviews[1].backgroundColor, .white)
    }

    func testHidesForSinglePage() {
        pageControl.hidesForSinglePage = true
        XCTAssertFalse(pageControl.subviews[0].isHidden)
        pageControl.numberOfPages = 1
        XCTAssertTrue(pageControl.subviews[0].isHidden)
        XCTAssertEqual(pageControl.size(forNumberOfPages: 1).width, 7)
    }
}
