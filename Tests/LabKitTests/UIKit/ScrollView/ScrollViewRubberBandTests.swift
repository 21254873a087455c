@_spi(LabHost) import LabKit
import XCTest

/// Past an edge the content follows the finger with UIKit's rubber band,
/// b = (1 − 1/(x·0.55/d + 1))·d, x the finger's distance past the edge and d the scroll
/// view's length along the axis (the measured formula published by Grant Paul, 2013), on the
/// device pixel grid.
final class ScrollViewRubberBandTests: ScrollViewTestCase {
    /// The finger comes down at (160, 100) and moves 10 points down: the pan begins there.
    private func beginDragDown() {
        touchDown(CGPoint(x: 160, y: 100))
        move(CGPoint(x: 160, y: 110))
        XCTAssertTrue(scrollView.isDragging)
    }

    func testInsideTheEdgesTheContentFollowsTheFingerOneToOne() {
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        beginDragDown()
        XCTAssertEqual(scrollView.contentOffset.y, 300)
        move(CGPoint(x: 160, y: 210))
        XCTAssertEqual(scrollView.contentOffset.y, 200, accuracy: 1e-9)
        move(CGPoint(x: 160, y: 60))
        XCTAssertEqual(scrollView.contentOffset.y, 350, accuracy: 1e-9)
    }

    func testPastTheTopTheContentRubberBands() {
        beginDragDown()
        XCTAssertEqual(scrollView.contentOffset, .zero, "the content follows from where the pan begins")
        move(CGPoint(x: 160, y: 310))
        // x = 200, d = 480: (1 − 1/(200·0.55/480 + 1))·480 = 89.4915
        XCTAssertEqual(scrollView.contentOffset.y, pixel(-89.4915))
        move(CGPoint(x: 160, y: 210))
        // x = 100: (1 − 1/(100·0.55/480 + 1))·480 = 49.3458
        XCTAssertEqual(scrollView.contentOffset.y, pixel(-49.3458))
        move(CGPoint(x: 160, y: 60))
        XCTAssertEqual(scrollView.contentOffset.y, 50, accuracy: 1e-9, "back inside, one to one again")
    }

    func testPastTheBottomTheContentRubberBands() {
        scrollView.contentSize = CGSize(width: 320, height: 780)  // the largest offset is 300
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        touchDown(CGPoint(x: 160, y: 400))
        move(CGPoint(x: 160, y: 390))
        move(CGPoint(x: 160, y: 290))
        XCTAssertEqual(scrollView.contentOffset.y, pixel(300 + 49.3458))
    }

    func testWithoutBouncesTheContentStopsAtTheEdge() {
        scrollView.bounces = false
        beginDragDown()
        move(CGPoint(x: 160, y: 310))
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func testAnAxisThatDoesNotScrollStaysPutUnlessItAlwaysBounces() {
        touchDown(CGPoint(x: 100, y: 200))
        move(CGPoint(x: 110, y: 200))
        move(CGPoint(x: 310, y: 200))
        XCTAssertEqual(scrollView.contentOffset.x, 0, "the content is no wider than the scroll view")
        lift(CGPoint(x: 310, y: 200))
        scrollView.alwaysBounceHorizontal = true
        touchDown(CGPoint(x: 100, y: 200))
        move(CGPoint(x: 110, y: 200))
        move(CGPoint(x: 310, y: 200))
        // x = 200, d = 320: (1 − 1/(200·0.55/320 + 1))·320 = 81.8605
        XCTAssertEqual(scrollView.contentOffset.x, pixel(-81.8605))
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func testADragThatCatchesOverscrolledContentGoesOnFromWhereItIs() {
        beginDragDown()
        move(CGPoint(x: 160, y: 310))
        steps(10)
        lift(CGPoint(x: 160, y: 310))
        steps(6)
        let caught = scrollView.contentOffset.y
        XCTAssertLessThan(caught, 0)
        touchDown(CGPoint(x: 160, y: 200))
        XCTAssertEqual(scrollView.contentOffset.y, caught, accuracy: 1e-9, "a touch stops the spring")
        move(CGPoint(x: 160, y: 210))
        XCTAssertEqual(scrollView.contentOffset.y, caught, accuracy: 1e-9, "no jump when the pan begins")
        move(CGPoint(x: 160, y: 190))
        XCTAssertGreaterThan(scrollView.contentOffset.y, caught, "the finger moved up: back toward the edge")
        XCTAssertLessThan(scrollView.contentOffset.y, caught + 20, "still resisted past the edge")
    }
}
