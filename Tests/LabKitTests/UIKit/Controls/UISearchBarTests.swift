@_spi(LabHost) import LabKit
import XCTest

/// `UISearchBar`: its layout on a phone (a 56-point bar, a 36-point field 8 points in, the
/// cancel button at the right end), the delegate calls for editing, typing, the search key
/// (editing goes on, as in UIKit) and the buttons, and the "Search" placeholder.
final class UISearchBarTests: ControlTestCase {
    private final class Delegate: UISearchBarDelegate {
        var calls: [String] = []
        var mayBegin = true
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { calls.append("shouldBegin"); return mayBegin }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
        func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { calls.append("results") }
    }

    private var bar: UISearchBar!
    private let delegate = Delegate()

    override func setUp() {
        super.setUp()
        bar = UISearchBar(frame: CGRect(x: 0, y: 40, width: 320, height: 56))
        bar.delegate = delegate
        window.addSubview(bar)
        commit()
    }

    func testThePhoneLayout() {
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 320, height: 500)), CGSize(width: 320, height: 56))
        XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 304, height: 36))
        bar.showsCancelButton = true
        commit()
        let field = bar.searchTextField.frame
        let cancel = bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Cancel" }!
        XCTAssertEqual(cancel.frame.maxX, 312, accuracy: 1e-9)
        XCTAssertEqual(field.maxX, cancel.frame.minX - 8, accuracy: 1e-9)
        XCTAssertEqual(bar.searchTextField.placeholder, "Search")
        XCTAssertNil(bar.placeholder)
        bar.placeholder = "Find a friend"
        XCTAssertEqual(bar.searchTextField.placeholder, "Find a friend")
    }

    func testEditingTypingAndTheSearchKey() {
        tap(CGPoint(x: 100, y: 68))
        XCTAssertTrue(bar.isFirstResponder)
        bar.searchTextField.insertText("a")
        bar.searchTextField.insertText("b")
        bar.searchTextField.insertText("\n")
        XCTAssertTrue(bar.isFirstResponder, "the search key leaves the field editing")
        XCTAssertEqual(bar.text, "ab")
        bar.resignFirstResponder()
        XCTAssertEqual(delegate.calls, ["shouldBegin", "didBegin", "text a", "text ab", "search", "didEnd"])
        delegate.calls = []
        bar.text = "set in code"
        XCTAssertEqual(delegate.calls, [], "setting the text tells no one")
    }

    func testTheDelegateCanRefuseEditing() {
        delegate.mayBegin = false
        tap(CGPoint(x: 100, y: 68))
        XCTAssertFalse(bar.isFirstResponder)
    }

    func testTheCancelAndResultsButtons() {
        bar.showsCancelButton = true
        bar.showsSearchResultsButton = true
        commit()
        let cancel = bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Cancel" }!
        tap(window.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), from: cancel))
        XCTAssertEqual(delegate.calls, ["cancel"])
        let results = bar.searchTextField.rightView!
        XCTAssertEqual(results.frame.maxX, bar.searchTextField.bounds.maxX - 8, accuracy: 1e-9)
        tap(window.convert(CGPoint(x: results.bounds.midX, y: results.bounds.midY), from: results))
        XCTAssertEqual(delegate.calls.last, "results")
        bar.text = "x"
        XCTAssertNil(bar.searchTextField.rightView, "the button shows only while the field is empty")
    }
}
