@_spi(LabHost) import LabKit
import XCTest

/// `contentOffset`, `contentSize` and `contentInset` are key-value observable, as on iOS
/// (where observing `contentOffset` is how code follows a scroll without being the delegate),
/// and readable and writable by key.
final class ScrollViewKeyValueObservingTests: ScrollViewTestCase {
    func testContentOffsetObserversHearEveryMoveOfTheContent() {
        var offsets: [CGFloat] = []
        let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
            offsets.append(change.newValue?.y ?? .nan)
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        XCTAssertEqual(offsets, [10], "one notification per change")
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        steps(18)
        XCTAssertEqual(offsets.count, 19, "every frame of the animation")
        XCTAssertEqual(offsets.last, 40)
        observation.invalidate()
        XCTAssertEqual(recorder.offsets.map(\.y), offsets, "the same moves the delegate hears")
    }

    /// A scroll view subclass of the plugin's own.
    final class FeedView: UIScrollView {}

    func testContentSizeAndInsetAreObservableOnSubclasses() {
        let feed = FeedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var sizes: [CGSize?] = [], insets: [UIEdgeInsets?] = []
        let a = feed.observe(\.contentSize, options: [.new]) { _, change in sizes.append(change.newValue) }
        let b = feed.observe(\.contentInset, options: [.new]) { _, change in insets.append(change.newValue) }
        feed.contentSize = CGSize(width: 100, height: 900)
        feed.contentSize = CGSize(width: 100, height: CGFloat.nan)
        feed.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(sizes, [CGSize(width: 100, height: 900)], "an ignored size sends nothing")
        XCTAssertEqual(insets, [UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)])
        a.invalidate()
        b.invalidate()
    }

    func testPropertiesByKey() {
        scrollView.setValue(CGPoint(x: 0, y: 25), forKey: "contentOffset")
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 25))
        XCTAssertEqual(scrollView.value(forKey: "contentSize") as? CGSize, CGSize(width: 320, height: 5000))
        XCTAssertEqual(scrollView.value(forKey: "decelerating") as? Bool, false)
        XCTAssertEqual(scrollView.value(forKey: "alpha") as? CGFloat, 1, "a view's keys too")
    }
}
