@_spi(LabHost) import LabKit
import XCTest

/// The content offset is the bounds' origin; `setContentOffset(_:animated:)` moves it at a
/// constant velocity ("animate the transition at a constant velocity to the new offset",
/// Apple's documentation) over 0.3 s; `scrollRectToVisible` scrolls the least that shows a rect.
final class ScrollViewContentOffsetTests: ScrollViewTestCase {
    func testTheContentOffsetIsTheBoundsOriginAndMovesTheSubviews() {
        let row = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 44))
        scrollView.addSubview(row)
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: 0, y: 120))
        XCTAssertEqual(row.convert(CGPoint.zero, to: window), CGPoint(x: 0, y: 80))
        XCTAssertEqual(recorder.calls, ["didScroll"])
        scrollView.bounds.origin = CGPoint(x: 0, y: 30)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 30))
        XCTAssertEqual(recorder.calls, ["didScroll", "didScroll"])
        scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 30), "a new frame keeps the offset")
        XCTAssertEqual(recorder.calls.count, 2)
        XCTAssertTrue(scrollView.clipsToBounds, "a scroll view clips, as in UIKit")
    }

    func testASubclassOverridingContentOffsetSeesEveryScroll() {
        final class Watching: UIScrollView {
            var seen: [CGFloat] = []
            override var contentOffset: CGPoint {
                didSet { seen.append(contentOffset.y) }
            }
        }
        let watching = Watching(frame: window.bounds)
        watching.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(watching)
        commit()
        touchDown(CGPoint(x: 160, y: 400))
        move(CGPoint(x: 160, y: 390))
        move(CGPoint(x: 160, y: 340), lift: true)
        XCTAssertEqual(watching.seen.first, 50, "the drag sets contentOffset")
        steps(60)
        XCTAssertGreaterThan(watching.seen.count, 10, "and so does the deceleration, frame by frame")
        XCTAssertEqual(watching.seen.last, watching.contentOffset.y)
    }

    func testDescriptionEndsWithTheScrollGeometryAsUIKitsDoes() {
        scrollView.contentOffset = CGPoint(x: 0, y: 120.5)
        scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        let text = scrollView.description
        XCTAssertTrue(text.hasPrefix("<UIScrollView: 0x"), text)
        XCTAssertTrue(text.contains("; clipsToBounds = YES;"), text)
        XCTAssertTrue(text.hasSuffix("; contentOffset: {0, 120.5}; contentSize: {320, 5000}; adjustedContentInset: {8, 0, 0, 0}>"), text)
    }

    func testEachScrollLaysTheScrollViewOutAgain() {
        final class Tiling: UIScrollView {
            var layouts: [CGFloat] = []
            override func layoutSubviews() { layouts.append(contentOffset.y) }
        }
        let tiling = Tiling(frame: window.bounds)
        tiling.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(tiling)
        commit()
        tiling.layouts = []
        tiling.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        steps(18)
        XCTAssertEqual(tiling.layouts.count, 18, "once a frame while it moves")
        XCTAssertEqual(tiling.layouts.last, 300)
        steps(5)
        XCTAssertEqual(tiling.layouts.count, 18, "not while it rests")
    }

    func testTheOffsetIsRoundedToTheDevicePixelButTheBoundsAreNot() {
        scrollView.contentOffset = CGPoint(x: 0, y: 10.3)
        XCTAssertEqual(scrollView.contentOffset.y, 10.5, "scale 2: half points")
        scrollView.contentOffset = CGPoint(x: 0, y: 10.2)
        XCTAssertEqual(scrollView.contentOffset.y, 10)
        scrollView.contentOffset = CGPoint(x: 0, y: -187.25)
        XCTAssertEqual(scrollView.contentOffset.y, -187, "halves round up, as UIKit's −187.5 reads −187.33 at scale 3")
        scrollView.bounds.origin = CGPoint(x: 0, y: 3.8)
        XCTAssertEqual(scrollView.contentOffset.y, 3.8)
    }

    func testAnimatedOffsetMovesAtAConstantVelocityThenTellsTheDelegate() {
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        steps(6)
        XCTAssertEqual(scrollView.contentOffset.y, 100, accuracy: 1e-6)
        steps(6)
        XCTAssertEqual(scrollView.contentOffset.y, 200, accuracy: 1e-6)
        XCTAssertFalse(recorder.calls.contains("didEndScrollingAnimation"))
        steps(6)
        XCTAssertEqual(scrollView.contentOffset.y, 300)
        XCTAssertEqual(recorder.foldedCalls, ["didScroll", "didEndScrollingAnimation"])
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func testAnOffsetSetInAnAnimationBlockAnimatesTheBounds() {
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            self.scrollView.contentOffset = CGPoint(x: 0, y: 200)
        })
        XCTAssertEqual(scrollView.contentOffset.y, 200, "the model value at once")
        XCTAssertEqual(recorder.calls, ["didScroll"])
        steps(12)
        XCTAssertEqual(scrollView.layer.presentation()?.bounds.minY ?? .nan, 100, accuracy: 1e-6, "half way on screen")
    }

    /// Pull-to-refresh code ends its loading state by shrinking `contentInset.top` in an
    /// animation block (DGElasticPullToRefresh): the content, left above the new top edge,
    /// moves to it, animated by the block. Growing the inset, or any change while a finger
    /// holds the content, leaves the offset where it is.
    func testShrinkingTheInsetBringsContentLeftPastTheEdgeBack() {
        scrollView.contentInset.top = 50
        scrollView.contentOffset = CGPoint(x: 0, y: -50)
        steps(1)
        scrollView.contentInset.top = 80
        XCTAssertEqual(scrollView.contentOffset.y, -50, "within the larger inset")
        scrollView.contentInset.top = 50
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            self.scrollView.contentInset = .zero
        })
        XCTAssertEqual(scrollView.contentOffset.y, 0, "the model value at once")
        steps(12)
        XCTAssertEqual(scrollView.layer.presentation()?.bounds.minY ?? .nan, -25, accuracy: 1e-6, "half way on screen")

        steps(12)
        touchDown(CGPoint(x: 160, y: 200))
        XCTAssertTrue(scrollView.isTracking, "the animation over, touches reach the scroll view again")
        scrollView.contentOffset = CGPoint(x: 0, y: -40)
        scrollView.contentInset.top = 10
        XCTAssertEqual(scrollView.contentOffset.y, -40, "a finger holds the content")
    }

    func testUnanimatedOffsetMovesAtOnceAndStopsADeceleration() {
        flingUp(from: 450, perFrame: 1000.0 / 60, frames: 12)
        steps(3)
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        XCTAssertFalse(scrollView.isDecelerating)
        steps(6)
        XCTAssertEqual(scrollView.contentOffset.y, 50)
        XCTAssertFalse(recorder.calls.contains("didEndScrollingAnimation"))
    }

    func testSettingTheOffsetWhileDeceleratingCarriesTheDecelerationOnFromThere() {
        flingUp(from: 450, perFrame: 1000.0 / 60, frames: 12)
        steps(6)
        XCTAssertEqual(scrollView.contentOffset.y, pixel(290.5352))
        scrollView.contentOffset.y -= 100
        XCTAssertTrue(scrollView.isDecelerating)
        steps(24)
        XCTAssertEqual(scrollView.contentOffset.y, pixel(515.6119 - 100), "the closed form, 100 points back")
    }

    func testScrollRectToVisibleScrollsTheLeast() {
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 320, height: 44), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 1044 - 480, "its bottom edge at the scroll view's bottom")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 700, width: 320, height: 44), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 564, "already visible: no scroll")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 320, height: 44), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 300, "its top edge at the scroll view's top")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 4980, width: 320, height: 44), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 4520, "within the content")
        XCTAssertEqual(recorder.calls, ["didScroll", "didScroll", "didScroll"])
    }

    func testScrollRectToVisibleKeepsClearOfTheInsetsAndCanAnimate() {
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 410, width: 320, height: 44), animated: true)
        steps(18)
        XCTAssertEqual(scrollView.contentOffset.y, 390, "the rect's top 20 points below the top, clear of the inset")
        XCTAssertEqual(recorder.calls.last, "didEndScrollingAnimation")
    }

    func testTheAdjustedInsetIsTheContentInsetWithoutASafeArea() {
        let inset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        scrollView.contentInset = inset
        for behavior in [UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .never, .always] {
            scrollView.contentInsetAdjustmentBehavior = behavior
            XCTAssertEqual(scrollView.adjustedContentInset, inset)
        }
        // Dragged far past the top, the content springs back to the inset's edge: −10.
        touchDown(CGPoint(x: 160, y: 100))
        move(CGPoint(x: 160, y: 110))
        move(CGPoint(x: 160, y: 300))
        steps(10)
        lift(CGPoint(x: 160, y: 300))
        steps(120)
        XCTAssertEqual(scrollView.contentOffset.y, -10)
    }

    func testAdjustedContentInsetDidChangeIsCalledWhenTheInsetChanges() {
        final class Subclass: UIScrollView {
            var changes = 0
            override func adjustedContentInsetDidChange() { changes += 1 }
        }
        let view = Subclass(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        view.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(view.changes, 1)
        view.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(view.changes, 1, "no safe area: the adjusted inset stays")
    }
}
