@_spi(LabHost) @testable import LabKit
import XCTest

/// The text view's container geometry, typing, delegate and scrolling, against DejaVu Sans
/// Mono's advance (1233 of 2048 units a character) computed by hand.
final class UITextViewTests: UIKitTestCase {
    private let mono = UIFont(name: "DejaVu Sans Mono", size: 20)!
    private let advance: CGFloat = 20 * 1233 / 2048
    private var textView: UITextView!

    private final class Delegate: UITextViewDelegate {
        var changes = 0
        var began = 0
        var refuse = false
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
        func textViewDidBeginEditing(_ textView: UITextView) { began += 1 }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { !refuse }
    }

    override func setUp() {
        super.setUp()
        // 10 characters fit: the width less 2 × 5 points of line fragment padding.
        textView = UITextView(frame: CGRect(x: 20, y: 20, width: 10 * advance + 10, height: 80))
        textView.font = mono
        window.addSubview(textView)
        commit()
    }

    /// UIKit's defaults: 8 points above and below, 5 points of padding, editable, a nil font.
    func testDefaults() {
        let plain = UITextView()
        XCTAssertEqual(plain.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(plain.textContainer.lineFragmentPadding, 5)
        XCTAssertTrue(plain.isEditable)
        XCTAssertNil(plain.font)
        XCTAssertEqual(plain.text, "")
        XCTAssertTrue(plain.clipsToBounds)
    }

    /// In a text view the container tracks the view's width inside `textContainerInset`, with
    /// an unbounded height, as TextKit's does by default; a container of its own keeps its size.
    func testTheContainerSizeFollowsTheView() {
        textView.textContainerInset = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 8)
        XCTAssertEqual(textView.textContainer.size.width, textView.bounds.width - 14)
        XCTAssertEqual(textView.textContainer.size.height, .greatestFiniteMagnitude)
        let standalone = NSTextContainer(size: CGSize(width: 120, height: 40))
        XCTAssertEqual(standalone.size, CGSize(width: 120, height: 40))
        standalone.size = CGSize(width: 10, height: 20)
        XCTAssertEqual(standalone.size, CGSize(width: 10, height: 20))
    }

    /// "aaaa bbbb cccc" wraps into two lines in the 10-character container: the content is
    /// 8 + two lines + 8 points tall.
    func testTextWrapsInTheContainerAndSizesTheContent() {
        textView.text = "aaaa bbbb cccc"
        textView.layoutIfNeeded()
        XCTAssertEqual(textView.contentSize.height, 16 + (2 * mono.lineHeight).rounded(.up))
        XCTAssertEqual(textView.contentSize.width, textView.bounds.width)
        textView.textContainerInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        textView.layoutIfNeeded()
        XCTAssertEqual(textView.contentSize.height, (2 * mono.lineHeight).rounded(.up))
    }

    /// A tap starts editing; typed text and new lines go in at the caret; backspace deletes
    /// whole characters; the delegate hears every change and can refuse one.
    func testTypingEditsAtTheCaretAndTellsTheDelegate() {
        let delegate = Delegate()
        textView.delegate = delegate
        tap(CGPoint(x: 40, y: 40))
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertEqual(delegate.began, 1)
        LabInput.type("abc")
        LabInput.press(.return)
        LabInput.type("dé👋")
        XCTAssertEqual(textView.text, "abc\ndé👋")
        LabInput.press(.backspace)
        XCTAssertEqual(textView.text, "abc\ndé")
        XCTAssertEqual(delegate.changes, 8)
        textView.selectedRange = NSRange(location: 1, length: 0)
        LabInput.type("X")
        XCTAssertEqual(textView.text, "aXbc\ndé")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 2, length: 0))
        delegate.refuse = true
        LabInput.type("Y")
        XCTAssertEqual(textView.text, "aXbc\ndé")
        LabInput.press(.escape)
        XCTAssertFalse(textView.isFirstResponder)
    }

    /// An out-of-range selection or scroll range is ignored with a diagnostic.
    func testOutOfRangeRangesAreIgnoredWithADiagnostic() {
        var messages: [String] = []
        let previous = LabDiagnostics.setSink { messages.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        textView.text = "abc"
        textView.selectedRange = NSRange(location: 2, length: 5)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 3, length: 0))
        textView.scrollRangeToVisible(NSRange(location: 10, length: 0))
        XCTAssertEqual(textView.contentOffset, .zero)
        XCTAssertEqual(messages.count, 2)
    }

    /// Typing past the bottom scrolls the caret's line and the bottom inset into view: the
    /// offset is 8 + five lines + 8 less the view's 80, on the 2× screen's pixel grid.
    func testTypingPastTheBottomScrollsTheCaretIntoView() {
        textView.becomeFirstResponder()
        for line in 1...5 {
            LabInput.type("line \(line)")
            if line < 5 { LabInput.press(.return) }
        }
        textView.layoutIfNeeded()
        XCTAssertEqual(textView.contentSize.height, 16 + (5 * mono.lineHeight).rounded(.up))
        XCTAssertEqual(textView.contentOffset.y, ((16 + 5 * mono.lineHeight - 80) * 2).rounded() / 2)
        textView.scrollRangeToVisible(NSRange(location: 0, length: 0))
        XCTAssertEqual(textView.contentOffset.y, 0)
    }
}
