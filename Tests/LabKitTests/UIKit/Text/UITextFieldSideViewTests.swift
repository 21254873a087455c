@_spi(LabHost) import LabKit
import XCTest

/// The text field's side views by mode, its overridable rectangles and attributed placeholder.
final class UITextFieldSideViewTests: UIKitTestCase {
    private var field: UITextField!
    private let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    private let right = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))

    override func setUp() {
        super.setUp()
        field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        field.leftView = left
        field.rightView = right
        window.addSubview(field)
        commit()
    }

    private func layOut() {
        field.setNeedsLayout()
        field.layoutIfNeeded()
    }

    /// The side views keep their size at the edges, centered vertically: left (0, 10, 30, 20)
    /// and right (176, 8, 24, 24) in a 200 × 40 field.
    func testSideViewRectsSitAtTheEdgesCenteredVertically() {
        XCTAssertEqual(field.leftViewRect(forBounds: field.bounds), CGRect(x: 0, y: 10, width: 30, height: 20))
        XCTAssertEqual(field.rightViewRect(forBounds: field.bounds), CGRect(x: 176, y: 8, width: 24, height: 24))
        XCTAssertTrue(left.superview === field)
    }

    /// Each mode shows its view at rest or while editing; the text rectangle gives up the
    /// room of the views that show.
    func testModesShowTheViewsAndTheTextRectMakesRoom() {
        let modes: [(UITextField.ViewMode, atRest: Bool, editing: Bool)] = [
            (.never, false, false), (.whileEditing, false, true), (.unlessEditing, true, false), (.always, true, true),
        ]
        for (mode, atRest, editing) in modes {
            field.leftViewMode = mode
            field.rightViewMode = mode
            field.resignFirstResponder()
            layOut()
            XCTAssertEqual(left.isHidden, !atRest, "\(mode) at rest")
            XCTAssertEqual(right.isHidden, !atRest, "\(mode) at rest")
            XCTAssertEqual(field.textRect(forBounds: field.bounds),
                           atRest ? CGRect(x: 30, y: 0, width: 146, height: 40) : field.bounds, "\(mode)")
            field.becomeFirstResponder()
            layOut()
            XCTAssertEqual(left.isHidden, !editing, "\(mode) editing")
            XCTAssertEqual(left.frame, CGRect(x: 0, y: 10, width: 30, height: 20))
            XCTAssertEqual(field.editingRect(forBounds: field.bounds),
                           editing ? CGRect(x: 30, y: 0, width: 146, height: 40) : field.bounds, "\(mode)")
        }
    }

    /// A subclass's rectangles place the views.
    func testOverriddenRectsPlaceTheViews() {
        final class Inset: UITextField {
            override func leftViewRect(forBounds bounds: CGRect) -> CGRect { CGRect(x: 8, y: 5, width: 30, height: 30) }
        }
        let inset = Inset(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        inset.leftView = left
        inset.leftViewMode = .always
        inset.layoutIfNeeded()
        XCTAssertEqual(left.frame, CGRect(x: 8, y: 5, width: 30, height: 30))
        XCTAssertEqual(inset.textRect(forBounds: inset.bounds).minX, 38)
    }

    /// While an empty field edits, the placeholder shows in `placeholderRect(forBounds:)` and
    /// the caret waits in `editingRect(forBounds:)` (TextFieldEffects moves its placeholder
    /// away from where typing starts).
    func testTheCaretOfAnEmptyFieldIsInTheEditingRectangle() {
        final class Moved: UITextField {
            override func placeholderRect(forBounds bounds: CGRect) -> CGRect { CGRect(x: 100, y: 0, width: 100, height: 40) }
            override func editingRect(forBounds bounds: CGRect) -> CGRect { CGRect(x: 10, y: 0, width: 180, height: 40) }
        }
        let moved = Moved(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        moved.placeholder = "Name"
        window.addSubview(moved)
        XCTAssertTrue(moved.becomeFirstResponder())
        moved.layoutIfNeeded()
        let content = moved.subviews.last!
        let caret = content.layer.sublayers?.first { $0.backgroundColor == moved.tintColor.cgColor && $0.bounds.width == 2 }
        XCTAssertEqual(caret?.frame.minX, 11)
        XCTAssertEqual(content.subviews.compactMap { $0 as? UILabel }.first?.frame.minX, 100)
    }

    /// `placeholder` and `attributedPlaceholder` are one value.
    func testAttributedPlaceholderAndPlaceholderStayInSync() {
        field.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.foregroundColor: UIColor.red])
        XCTAssertEqual(field.placeholder, "Search")
        field.placeholder = "Name"
        XCTAssertEqual(field.attributedPlaceholder?.string, "Name")
        XCTAssertNil(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil))
        field.placeholder = nil
        XCTAssertNil(field.attributedPlaceholder)
    }
}
