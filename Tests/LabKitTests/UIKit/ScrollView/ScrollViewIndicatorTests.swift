@_spi(LabHost) import LabKit
import XCTest

/// The scroll indicators: bars 3 points from the edges whose length is the visible share of
/// the content (at least 36 points), squeezed by the distance the content is pulled past an
/// edge, shown while the content is dragged or moves and faded out over 0.3 s from 0.2 s
/// after it rests.
final class ScrollViewIndicatorTests: ScrollViewTestCase {
    override func setUp() {
        super.setUp()
        scrollView.contentSize = CGSize(width: 320, height: 1320)  // offsets 0 to 840
    }

    /// The indicator layers: the scroll view's sublayers that are not its subviews' layers,
    /// vertical first.
    private var indicators: [CALayer] {
        (scrollView.layer.sublayers ?? []).filter { layer in !scrollView.subviews.contains { $0.layer === layer } }
    }

    private var vertical: CALayer { indicators[0] }

    /// Visible share 480/1320 of a 474-point track (480 less 3 at each end): 172.3636 points.
    private let length: CGFloat = 474 * 480 / 1320

    func testNothingShowsBeforeTheContentMoves() {
        XCTAssertTrue(indicators.allSatisfy { $0.opacity == 0 })
    }

    func testTheVerticalIndicatorShowsWhereTheVisibleContentIs() {
        scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)))
        touchDown(CGPoint(x: 160, y: 400))
        move(CGPoint(x: 160, y: 390))
        XCTAssertEqual(vertical.opacity, 1)
        XCTAssertTrue(scrollView.layer.sublayers!.suffix(2).contains { $0 === vertical }, "above the content")
        XCTAssertTrue(indicators[1].isHidden, "the content does not scroll horizontally")
        move(CGPoint(x: 160, y: -30))
        // Offset 420, half of 840: the bar is half way along the track's free 474 − 172.36 points.
        XCTAssertEqual(scrollView.contentOffset.y, 420, accuracy: 1e-9)
        XCTAssertEqual(vertical.frame.minX, 320 - 3 - 3, accuracy: 1e-9)
        XCTAssertEqual(vertical.frame.width, 3)
        XCTAssertEqual(vertical.frame.height, length, accuracy: 1e-3)
        XCTAssertEqual(vertical.frame.minY, 420 + 3 + (474 - length) / 2, accuracy: 1e-3)
    }

    func testPulledPastTheTopTheIndicatorIsSqueezed() {
        touchDown(CGPoint(x: 160, y: 100))
        move(CGPoint(x: 160, y: 110))
        move(CGPoint(x: 160, y: 310))
        // Pulled 89.5 points past the top (see ScrollViewRubberBandTests).
        XCTAssertEqual(vertical.frame.height, length - 89.5, accuracy: 1e-9)
        XCTAssertEqual(vertical.frame.minY, -89.5 + 3, accuracy: 1e-9)
    }

    func testTheIndicatorFadesOutAfterTheContentRests() {
        touchDown(CGPoint(x: 160, y: 400))
        move(CGPoint(x: 160, y: 390))
        move(CGPoint(x: 160, y: 290))
        steps(10)
        lift(CGPoint(x: 160, y: 290))  // no deceleration: the fade starts now
        XCTAssertEqual(vertical.opacity, 0, "the model value")
        steps(12)
        XCTAssertEqual(vertical.presentation()?.opacity ?? -1, 1, accuracy: 1e-6, "0.2 s: the fade begins")
        steps(9)
        XCTAssertEqual(vertical.presentation()?.opacity ?? -1, 0.5, accuracy: 1e-3, "half way through 0.3 s")
        steps(9)
        XCTAssertEqual(vertical.presentation()?.opacity ?? -1, 0, accuracy: 1e-6)
    }

    func testHiddenIndicatorsAndFlashing() {
        scrollView.showsVerticalScrollIndicator = false
        scrollView.flashScrollIndicators()
        XCTAssertTrue(vertical.isHidden)
        scrollView.showsVerticalScrollIndicator = true
        scrollView.flashScrollIndicators()
        XCTAssertFalse(vertical.isHidden)
        steps(12)
        XCTAssertEqual(vertical.presentation()?.opacity ?? -1, 1, accuracy: 1e-6, "shown for a moment")
        steps(18)
        XCTAssertEqual(vertical.presentation()?.opacity ?? -1, 0, accuracy: 1e-6, "then faded")
    }

    func testStylesAndInsets() {
        scrollView.indicatorStyle = .white
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 4)
        scrollView.flashScrollIndicators()
        XCTAssertEqual(vertical.frame.width, 2.5, "thinner than the default")
        XCTAssertEqual(vertical.frame.maxX, 320 - 3 - 4, accuracy: 1e-9)
        XCTAssertEqual(vertical.frame.minY, 3 + 20, accuracy: 1e-9)
        XCTAssertEqual(vertical.frame.height, 444 * 480 / 1320, accuracy: 1e-3)
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(scrollView.verticalScrollIndicatorInsets.top, 20)
        XCTAssertEqual(diagnostics.filter { $0.contains("verticalScrollIndicatorInsets") }.count, 1)
    }
}
