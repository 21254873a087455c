@_spi(LabHost) import LabKit
import XCTest

/// After a fling the offset follows x(t) = x₀ + D·(1 − rᵗ), t in milliseconds, with
/// D = v₀·r/(1 − r) (v₀ in points per millisecond): UIKit's per-millisecond deceleration, whose
/// projection Apple gives in "Designing Fluid Interfaces" (WWDC 2018). Expected values are
/// worked out by hand from that closed form, then put on the device pixel grid (`pixel`).
final class ScrollViewDecelerationTests: ScrollViewTestCase {
    /// A fling of 1000 points per second upward that leaves the content at y = 200.
    private func fling() {
        flingUp(from: 450, perFrame: 1000.0 / 60, frames: 12)
        XCTAssertEqual(recorder.releaseOffset?.y ?? .nan, 200, accuracy: 1e-6)
    }

    func testNormalRateFollowsTheClosedForm() {
        fling()
        XCTAssertEqual(recorder.velocity?.y ?? .nan, 1, accuracy: 1e-6, "points per millisecond, in the offset's direction")
        XCTAssertEqual(recorder.velocity?.x, 0)
        // D = 1 · 0.998 / 0.002 = 499.
        XCTAssertEqual(recorder.proposedTarget?.y ?? .nan, 699, accuracy: 1e-6)
        steps(6)
        // 499 · (1 − 0.998^100) = 90.5352
        XCTAssertEqual(scrollView.contentOffset.y, pixel(290.5352))
        steps(24)
        // 499 · (1 − 0.998^500) = 315.6119
        XCTAssertEqual(scrollView.contentOffset.y, pixel(515.6119))
        steps(30)
        // 499 · (1 − 0.998^1000) = 431.6028
        XCTAssertEqual(scrollView.contentOffset.y, pixel(631.6028))
        XCTAssertEqual(scrollView.contentOffset.x, 0)
    }

    func testFastRateFollowsTheClosedForm() {
        scrollView.decelerationRate = .fast
        fling()
        // D = 1 · 0.99 / 0.01 = 99.
        XCTAssertEqual(recorder.proposedTarget?.y ?? .nan, 299, accuracy: 1e-6)
        steps(6)
        // 99 · (1 − 0.99^100) = 62.7628
        XCTAssertEqual(scrollView.contentOffset.y, pixel(262.7628))
        steps(12)
        // 99 · (1 − 0.99^300) = 94.1450
        XCTAssertEqual(scrollView.contentOffset.y, pixel(294.1450))
    }

    func testLandsExactlyOnTheTargetWhenLessThanHalfAPointRemains() {
        fling()
        // 499 · 0.998^t < 0.5 from t = ln(0.5/499)/ln(0.998) = 3449 ms.
        steps(204)  // 3.4 s: 499 · 0.998^3400 = 0.552 points to go
        XCTAssertTrue(scrollView.isDecelerating)
        XCTAssertEqual(scrollView.contentOffset.y, pixel(699 - 0.5520))
        XCTAssertEqual(recorder.calls.filter { $0 == "didEndDecelerating" }.count, 0)
        steps(6)
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(scrollView.contentOffset.y, 699, accuracy: 1e-9)
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
    }

    func testATargetTheDelegateChoosesIsWhereTheContentLands() {
        recorder.replacementTarget = CGPoint(x: 0, y: 400)
        fling()
        XCTAssertEqual(recorder.proposedTarget?.y ?? .nan, 699, accuracy: 1e-6)
        steps(6)
        // Same rate, distance 200: 200 · (1 − 0.998^100) = 36.2866
        XCTAssertEqual(scrollView.contentOffset.y, pixel(236.2866))
        steps(300)
        XCTAssertEqual(scrollView.contentOffset.y, 400, accuracy: 1e-9)
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
    }

    func testTheProposedTargetStaysWithinTheContent() {
        scrollView.contentSize = CGSize(width: 320, height: 980)  // the largest offset is 500
        fling()
        XCTAssertEqual(recorder.proposedTarget?.y ?? .nan, 500, accuracy: 1e-9)
    }

    func testAFlingDownwardProjectsTowardTheTop() {
        scrollView.contentOffset = CGPoint(x: 0, y: 1000)
        touchDown(CGPoint(x: 160, y: 100))
        move(CGPoint(x: 160, y: 110))
        for k in 1...6 { move(CGPoint(x: 160, y: 110 + 20 * CGFloat(k)), lift: k == 6) }
        // 1200 points per second downward: the offset shrinks, D = −1.2 · 499 = −598.8.
        XCTAssertEqual(recorder.velocity?.y ?? .nan, -1.2, accuracy: 1e-6)
        XCTAssertEqual(recorder.proposedTarget?.y ?? .nan, 880 - 598.8, accuracy: 1e-6)
    }
}
