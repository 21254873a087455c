@_spi(LabHost) import LabKit
import XCTest

/// Values UIKit gives no meaning to are ignored with one diagnostic each, never a trap.
final class ScrollViewBadInputTests: ScrollViewTestCase {
    func testMalformedContentSizeIsIgnored() {
        scrollView.contentSize = CGSize(width: CGFloat.nan, height: 100)
        scrollView.contentSize = CGSize(width: 100, height: -1)
        scrollView.contentSize = CGSize(width: CGFloat.infinity, height: 100)
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 320, height: 5000))
        XCTAssertEqual(diagnostics.filter { $0.contains("UIScrollView.contentSize") }.count, 3)
    }

    func testMalformedOffsetsAreIgnored() {
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        scrollView.setContentOffset(CGPoint(x: 0, y: -CGFloat.infinity), animated: false)
        steps(30)
        scrollView.bounds = CGRect(x: 0, y: CGFloat.nan, width: 320, height: 400)
        XCTAssertEqual(scrollView.bounds, CGRect(x: 0, y: 50, width: 320, height: 400), "the size still applies")
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 50))
        XCTAssertEqual(diagnostics.filter { $0.contains("UIScrollView.contentOffset") }.count, 1)
        XCTAssertEqual(diagnostics.filter { $0.contains("UIScrollView.bounds.origin") }.count, 1)
        XCTAssertEqual(diagnostics.filter { $0.contains("UIScrollView.setContentOffset") }.count, 2)
    }

    func testMalformedInsetsRectsAndRatesAreIgnored() {
        scrollView.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(scrollView.contentInset, .zero)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), animated: true)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: .nan)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0)
        XCTAssertEqual(scrollView.decelerationRate, .normal)
        XCTAssertEqual(diagnostics.filter { $0.contains("UIScrollView") }.count, 5)
    }

    func testANonFiniteTargetFromTheDelegateIsIgnored() {
        recorder.replacementTarget = CGPoint(x: 0, y: CGFloat.nan)
        flingUp(from: 450, perFrame: 1000.0 / 60, frames: 12)
        steps(300)
        XCTAssertEqual(scrollView.contentOffset.y, 699, accuracy: 1e-9, "the proposed target")
        XCTAssertEqual(diagnostics.filter { $0.contains("targetContentOffset") }.count, 1)
    }

    func testAZeroSizedScrollViewDoesNotTrap() {
        scrollView.frame = .zero
        scrollView.contentSize = .zero
        scrollView.isPagingEnabled = true
        scrollView.alwaysBounceVertical = true
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset, .zero)
    }
}
