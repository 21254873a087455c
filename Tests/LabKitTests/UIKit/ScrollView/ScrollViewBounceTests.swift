@_spi(LabHost) import LabKit
import XCTest

/// Content left past an edge, or reaching one while it decelerates, comes back on a critically
/// damped spring, x(t) = edge + (x₀ + (v₀ + ω₀·x₀)·t)·e^(−ω₀·t) with ω₀ = 10 /s (the bounce
/// Ilya Lobanov measured for UIKit, "How UIScrollView works", 2019), and rests on the edge.
final class ScrollViewBounceTests: ScrollViewTestCase {
    func testContentReleasedPastTheTopSpringsBackToIt() {
        touchDown(CGPoint(x: 160, y: 100))
        move(CGPoint(x: 160, y: 110))
        move(CGPoint(x: 160, y: 310))
        // The rubber band of 200 points, 89.4915, on a device pixel (see ScrollViewRubberBandTests).
        XCTAssertEqual(scrollView.contentOffset.y, -89.5)
        steps(10)  // the finger rests: no velocity at release
        lift(CGPoint(x: 160, y: 310))
        XCTAssertEqual(recorder.velocity, .zero)
        XCTAssertEqual(recorder.proposedTarget, .zero, "the target is the edge")
        XCTAssertEqual(recorder.foldedCalls.suffix(2), ["didEndDragging(true)", "willBeginDecelerating"])
        steps(6)
        // x₀ = −89.5: x₀·(1 + 10·0.1)·e^(−1) = −65.8504
        XCTAssertEqual(scrollView.contentOffset.y, pixel(-65.8504))
        steps(12)
        // x₀·(1 + 10·0.3)·e^(−3) = −17.8238
        XCTAssertEqual(scrollView.contentOffset.y, pixel(-17.8238))
        XCTAssertTrue(scrollView.isDecelerating)
        steps(72)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(recorder.calls.filter { $0 == "didEndDecelerating" }.count, 1)
        XCTAssertTrue(recorder.offsets.allSatisfy { $0.y <= 0 }, "a critically damped spring does not overshoot the edge")
    }

    /// Released while pulled past the top and still moving outward, the content springs on
    /// with its own velocity: the finger's 1200 points per second times the rubber band's
    /// slope there. The content sits at −58 (58.0220 on a device pixel), where the finger is
    /// 480/0.55 · 58/(480 − 58) = 119.9483 points past the edge and the slope
    /// 0.55/(119.9483·0.55/480 + 1)² = 0.42511, so v₀ = −510.14 points per second.
    func testAReleasePastAnEdgeCarriesTheContentsVelocityIntoTheSpring() {
        touchDown(CGPoint(x: 160, y: 100))
        move(CGPoint(x: 160, y: 110))
        for k in 1...6 { move(CGPoint(x: 160, y: 110 + 20 * CGFloat(k)), lift: k == 6) }
        // The finger is 120 points past the top: (1 − 1/(120·0.55/480 + 1))·480 = 58.0220.
        XCTAssertEqual(recorder.releaseOffset?.y, pixel(-58.0220))
        XCTAssertEqual(recorder.velocity?.y ?? .nan, -1.2, accuracy: 1e-6, "the finger's velocity")
        steps(6)
        // x₀ = −58, v₀ = −510.14: (x₀ + (v₀ + 10·x₀)·0.1)·e^(−1) = −61.4409
        XCTAssertEqual(scrollView.contentOffset.y, pixel(-61.4409))
        steps(6)
        // (x₀ + (v₀ + 10·x₀)·0.2)·e^(−2) = −37.3562
        XCTAssertEqual(scrollView.contentOffset.y, pixel(-37.3562))
        steps(60)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    /// Content 700 points taller than the scroll view, flung at 2000 points per second from
    /// y = 200: the fling would carry it 2 · 499 = 998 points, to 1198; it reaches the edge at
    /// 700 after ln(498/998)/ln(0.998) = 347 ms at 498 · (−ln 0.998) = 0.997 points per ms,
    /// and the spring from there peaks v/(ω₀·e) = 997/(10·e) = 36.68 points past the edge.
    func testAFlingThatReachesTheBottomBouncesOffIt() {
        scrollView.contentSize = CGSize(width: 320, height: 1180)
        flingUp(from: 450, perFrame: 2000.0 / 60, frames: 6)
        XCTAssertEqual(recorder.releaseOffset?.y ?? .nan, 200, accuracy: 1e-6)
        XCTAssertEqual(recorder.velocity?.y ?? .nan, 2, accuracy: 1e-6)
        XCTAssertEqual(recorder.proposedTarget?.y ?? .nan, 700, accuracy: 1e-9)
        steps(12)
        // Still decelerating: 998 · (1 − 0.998^200) = 329.2885
        XCTAssertEqual(scrollView.contentOffset.y, pixel(200 + 329.2885))
        var deepest: CGFloat = 0
        for _ in 0..<120 {
            step()
            deepest = max(deepest, scrollView.contentOffset.y - 700)
        }
        XCTAssertEqual(deepest, 36.677, accuracy: 0.3)
        XCTAssertEqual(scrollView.contentOffset.y, 700)
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(recorder.foldedCalls.suffix(3), ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    func testWithoutBouncesAFlingStopsAtTheEdge() {
        scrollView.bounces = false
        scrollView.contentSize = CGSize(width: 320, height: 1180)
        flingUp(from: 450, perFrame: 2000.0 / 60, frames: 6)
        steps(120)
        XCTAssertTrue(recorder.offsets.allSatisfy { $0.y <= 700 })
        XCTAssertEqual(scrollView.contentOffset.y, 700)
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
    }
}
