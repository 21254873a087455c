@_spi(LabHost) import LabKit
import XCTest

/// With paging, a release comes to rest on a multiple of the scroll view's width: the next
/// page in a fling's direction, the nearest page after a slow drag, never more than one page
/// on; it gets there at the fast rate, x(t) = x₀ + (page − x₀)·(1 − 0.99ᵗ), t in ms.
final class ScrollViewPagingTests: ScrollViewTestCase {
    override func setUp() {
        super.setUp()
        scrollView.contentSize = CGSize(width: 1600, height: 480)  // five pages of 320
        scrollView.isPagingEnabled = true
    }

    /// The finger comes down at x = 300, moves 10 points left (the pan begins), then moves
    /// `perFrame` points a frame `frames` times; it lifts with the last move, or after
    /// resting 10 frames when `rest`.
    private func swipe(perFrame: CGFloat, frames: Int, rest: Bool = false) {
        touchDown(CGPoint(x: 300, y: 200))
        move(CGPoint(x: 290, y: 200))
        for k in 1...frames {
            move(CGPoint(x: 290 - perFrame * CGFloat(k), y: 200), lift: k == frames && !rest)
        }
        if rest {
            steps(10)
            lift(CGPoint(x: 290 - perFrame * CGFloat(frames), y: 200))
        }
    }

    func testASlowDragOfLessThanHalfAPageGoesBack() {
        swipe(perFrame: 10, frames: 10, rest: true)
        XCTAssertEqual(recorder.releaseOffset?.x, 100)
        XCTAssertEqual(recorder.proposedTarget?.x, 0)
        steps(120)
        XCTAssertEqual(scrollView.contentOffset.x, 0)
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
    }

    func testASlowDragPastHalfAPageGoesOn() {
        swipe(perFrame: 10, frames: 20, rest: true)
        XCTAssertEqual(recorder.proposedTarget?.x, 320)
        steps(120)
        XCTAssertEqual(scrollView.contentOffset.x, 320)
    }

    func testAFlickGoesToTheNextPageAtTheFastRate() {
        swipe(perFrame: 20, frames: 6)  // 1200 points per second over the last 0.1 s, 120 points on
        XCTAssertEqual(recorder.releaseOffset?.x ?? .nan, 120, accuracy: 1e-9)
        XCTAssertEqual(recorder.velocity?.x ?? .nan, 1.2, accuracy: 1e-6)
        XCTAssertEqual(recorder.proposedTarget?.x, 320)
        steps(6)
        // 200 · (1 − 0.99^100) = 126.7935
        XCTAssertEqual(scrollView.contentOffset.x, pixel(120 + 126.7935))
        steps(114)
        XCTAssertEqual(scrollView.contentOffset.x, 320)
    }

    func testAReleaseAHairFromAPageStillLandsOnIt() {
        scrollView.contentOffset = CGPoint(x: 320.5, y: 0)
        tap(CGPoint(x: 160, y: 200))
        steps(2)
        XCTAssertEqual(scrollView.contentOffset.x, 320)
        XCTAssertEqual(recorder.foldedCalls, ["didScroll", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    func testAStrongFlingGoesOnOnePageOnly() {
        scrollView.contentOffset = CGPoint(x: 320, y: 0)
        swipe(perFrame: 40, frames: 6)  // 2400 points per second, to 560: page 1.75
        XCTAssertEqual(recorder.proposedTarget?.x, 640)
        steps(120)
        XCTAssertEqual(scrollView.contentOffset.x, 640)
    }

    func testAFlickBackGoesToThePreviousPage() {
        scrollView.contentOffset = CGPoint(x: 320, y: 0)
        touchDown(CGPoint(x: 100, y: 200))
        move(CGPoint(x: 110, y: 200))
        for k in 1...3 { move(CGPoint(x: 110 + 20 * CGFloat(k), y: 200), lift: k == 3) }
        XCTAssertEqual(recorder.releaseOffset?.x ?? .nan, 260, accuracy: 1e-9)
        XCTAssertEqual(recorder.proposedTarget?.x, 0)
        steps(120)
        XCTAssertEqual(scrollView.contentOffset.x, 0)
    }
}
