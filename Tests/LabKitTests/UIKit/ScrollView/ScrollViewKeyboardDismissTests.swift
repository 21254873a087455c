@_spi(LabHost) import LabKit
import XCTest

/// `keyboardDismissMode`: with `.onDrag` the first responder resigns when a drag begins;
/// otherwise (and with `.interactive`, the lab showing no keyboard to drag) it stays.
final class ScrollViewKeyboardDismissTests: ScrollViewTestCase {
    private var field: UITextField!

    override func setUp() {
        super.setUp()
        field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        scrollView.addSubview(field)
        commit()
    }

    private func editThenDrag() {
        XCTAssertTrue(field.becomeFirstResponder())
        drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.2)
    }

    func testOnDragResignsTheFirstResponderWhenTheDragBegins() {
        scrollView.keyboardDismissMode = .onDrag
        editThenDrag()
        XCTAssertFalse(field.isFirstResponder)
    }

    func testNoneAndInteractiveKeepIt() {
        editThenDrag()
        XCTAssertTrue(field.isFirstResponder)
        scrollView.keyboardDismissMode = .interactive
        editThenDrag()
        XCTAssertTrue(field.isFirstResponder)
    }
}
