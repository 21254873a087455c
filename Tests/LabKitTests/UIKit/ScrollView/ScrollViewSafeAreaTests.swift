import LabKit
import XCTest

/// `adjustedContentInset` adds the safe area as `contentInsetAdjustmentBehavior` says (Apple:
/// `UIScrollView.ContentInsetAdjustmentBehavior`; `.automatic` also insets the top and bottom
/// of a navigation controller's child's view whether it scrolls or not), and a scroll view at
/// rest at its top edge stays at the new edge when the safe area moves it.
final class ScrollViewSafeAreaTests: UIKitTestCase {
    private final class ListController: UIViewController {
        let scrollView = UIScrollView()
        override func loadView() { view = scrollView }
    }

    /// Under a navigation bar (44 points, no status bar in the lab) the content starts below
    /// the bar: inset 44 on top, resting at offset -44.
    func testAScrollViewUnderANavigationBarStartsBelowIt() {
        let list = ListController()
        list.scrollView.contentSize = CGSize(width: 320, height: 200)
        window.rootViewController = UINavigationController(rootViewController: list)
        commit()
        XCTAssertEqual(list.scrollView.safeAreaInsets.top, 44)
        XCTAssertEqual(list.scrollView.adjustedContentInset, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0),
                       "content shorter than the view: inset anyway, as the navigation controller's child")
        XCTAssertEqual(list.scrollView.contentOffset, CGPoint(x: 0, y: -44))
    }

    func testNeverKeepsTheContentInsetAndTheOffset() {
        let list = ListController()
        list.scrollView.contentInsetAdjustmentBehavior = .never
        window.rootViewController = UINavigationController(rootViewController: list)
        commit()
        XCTAssertEqual(list.scrollView.adjustedContentInset, .zero)
        XCTAssertEqual(list.scrollView.contentOffset, .zero)
    }

    /// Outside a navigation controller `.automatic` is `.scrollableAxes`: the safe area counts
    /// along the axes that scroll; `.always` on all four edges.
    func testScrollableAxesAddOnlyTheScrollingAxes() {
        let list = ListController()
        list.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 5, bottom: 30, right: 5)
        list.scrollView.contentSize = CGSize(width: 100, height: 2000)
        window.rootViewController = list
        commit()
        XCTAssertEqual(list.scrollView.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        XCTAssertEqual(list.scrollView.contentOffset, CGPoint(x: 0, y: -20))
        list.scrollView.contentInsetAdjustmentBehavior = .always
        XCTAssertEqual(list.scrollView.adjustedContentInset, UIEdgeInsets(top: 20, left: 5, bottom: 30, right: 5))
        list.scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        list.scrollView.contentSize = CGSize(width: 100, height: 100)
        XCTAssertEqual(list.scrollView.adjustedContentInset, .zero, "nothing scrolls")
    }

    /// A scroll view scrolled away from its top keeps its offset when the safe area changes.
    func testAScrolledViewKeepsItsOffset() {
        let list = ListController()
        list.scrollView.contentSize = CGSize(width: 320, height: 2000)
        window.rootViewController = list
        commit()
        list.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        list.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        commit()
        XCTAssertEqual(list.scrollView.adjustedContentInset.top, 40)
        XCTAssertEqual(list.scrollView.contentOffset, CGPoint(x: 0, y: 300))
    }
}
