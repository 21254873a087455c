@_spi(LabHost) import LabKit
import XCTest

/// The order of the delegate's calls through a drag and its deceleration, and the
/// scroll view's tracking, dragging and decelerating states in each, as UIKit documents them.
final class ScrollViewDelegateTests: ScrollViewTestCase {
    func testCallbacksOfADragAndFlingComeInUIKitsOrder() {
        flingUp(from: 450, perFrame: 1000.0 / 60, frames: 12)
        steps(240)
        XCTAssertEqual(recorder.foldedCalls, [
            "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
            "willBeginDecelerating", "didScroll", "didEndDecelerating",
        ])
        func flags(_ call: String) -> [Bool] {
            guard let f = recorder.flags[call] else { return [] }
            return [f.tracking, f.dragging, f.decelerating]
        }
        XCTAssertEqual(flags("willBeginDragging"), [true, true, false])
        XCTAssertEqual(flags("willEndDragging"), [false, true, false])
        XCTAssertEqual(flags("didEndDragging(true)"), [false, true, false])
        XCTAssertEqual(flags("willBeginDecelerating"), [false, false, true])
        XCTAssertEqual(flags("didEndDecelerating"), [false, false, false])
    }

    func testAFingerThatStopsBeforeLiftingDoesNotDecelerate() {
        touchDown(CGPoint(x: 160, y: 400))
        XCTAssertTrue(scrollView.isTracking)
        XCTAssertFalse(scrollView.isDragging, "not before the pan begins")
        move(CGPoint(x: 160, y: 390))
        move(CGPoint(x: 160, y: 290))
        steps(10)
        lift(CGPoint(x: 160, y: 290))
        XCTAssertEqual(recorder.foldedCalls, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        XCTAssertEqual(recorder.velocity, .zero)
        XCTAssertEqual(scrollView.contentOffset.y, 100, accuracy: 1e-9)
        XCTAssertFalse(scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating)
    }

    func testATouchStopsTheDeceleration() {
        flingUp(from: 450, perFrame: 1000.0 / 60, frames: 12)
        steps(10)
        XCTAssertTrue(scrollView.isDecelerating)
        touchDown(CGPoint(x: 160, y: 200))
        let stopped = scrollView.contentOffset
        XCTAssertFalse(scrollView.isDecelerating)
        steps(10)
        lift(CGPoint(x: 160, y: 200))
        steps(10)
        XCTAssertEqual(scrollView.contentOffset, stopped)
        XCTAssertFalse(recorder.calls.contains("didEndDecelerating"), "UIKit does not call it when a touch stops the content")
    }

    func testATapIsNotADrag() {
        tap(CGPoint(x: 160, y: 200))
        XCTAssertEqual(recorder.calls, [])
        XCTAssertFalse(scrollView.isTracking)
    }

    func testDisablingScrollingMidDragCancelsTheDrag() {
        var states: [UIGestureRecognizer.State] = []
        scrollView.panGestureRecognizer.addTarget { states.append($0.state) }
        touchDown(CGPoint(x: 160, y: 400))
        move(CGPoint(x: 160, y: 390))
        move(CGPoint(x: 160, y: 290))
        scrollView.isScrollEnabled = false
        XCTAssertEqual(states, [.began, .changed, .cancelled], "Apple: disabled while recognizing, it is cancelled")
        XCTAssertEqual(recorder.foldedCalls, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        XCTAssertFalse(scrollView.isDragging || scrollView.isTracking)
        XCTAssertEqual(scrollView.panGestureRecognizer.state, .possible)
        move(CGPoint(x: 160, y: 190), lift: true)
        XCTAssertEqual(scrollView.contentOffset.y, 100, accuracy: 1e-9, "the finger no longer moves the content")
        scrollView.isScrollEnabled = true
        drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.2)
        XCTAssertEqual(states.suffix(1), [.ended], "a later drag recognizes afresh")
    }

    func testScrollingDisabledTurnsThePanOff() {
        scrollView.isScrollEnabled = false
        XCTAssertFalse(scrollView.panGestureRecognizer.isEnabled)
        drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.2)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(recorder.calls, [])
    }
}
