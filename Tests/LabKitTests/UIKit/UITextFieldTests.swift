@_spi(LabHost) import LabKit
import XCTest

final class UITextFieldTests: UIKitTestCase {
    private var field: UITextField!
    private var other: UITextField!

    override func setUp() {
        super.setUp()
        field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        other = UITextField(frame: CGRect(x: 20, y: 80, width: 200, height: 40))
        window.addSubview(field)
        window.addSubview(other)
        commit()
    }

    func testTapStartsEditingAndTypingEditsTheText() {
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        XCTAssertFalse(field.isFirstResponder)
        tap(CGPoint(x: 100, y: 40))
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(field.isEditing)
        LabInput.type("héllo 👋")
        XCTAssertEqual(field.text, "héllo 👋")
        LabInput.press(.backspace)
        LabInput.press(.backspace)
        XCTAssertEqual(field.text, "héllo", "backspace removes whole characters")
        XCTAssertEqual(changes, 9)
        LabInput.press(.return)
        XCTAssertFalse(field.isFirstResponder, "return ends editing")
        LabInput.type("ignored")
        XCTAssertEqual(field.text, "héllo")
    }

    func testTabMovesToTheNextFieldAndEscapeEndsEditing() {
        field.becomeFirstResponder()
        LabInput.press(.tab)
        XCTAssertTrue(other.isFirstResponder)
        LabInput.press(.tab)
        XCTAssertTrue(field.isFirstResponder, "wraps around")
        LabInput.press(.escape)
        XCTAssertNil(UIResponder.currentFirstResponder)
    }

    func testSecureEntryShowsBulletsAndTheDelegateCanRefuse() {
        final class OnlyDigits: UITextFieldDelegate {
            var began = 0
            func textFieldDidBeginEditing(_ textField: UITextField) { began += 1 }
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                string.allSatisfy(\.isNumber)
            }
        }
        let delegate = OnlyDigits()
        field.delegate = delegate
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        LabInput.type("1a2")
        XCTAssertEqual(field.text, "12")
        XCTAssertEqual(delegate.began, 1)
        commit()
        let shown = field.subviews.last!.subviews.compactMap { $0 as? UILabel }.first!.text
        XCTAssertEqual(shown, "\u{2022}\u{2022}")
    }

    func testTextAndEditingRectsPlaceTheText() {
        final class Inset: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 10, dy: 5) }
            override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 20, dy: 5) }
        }
        let inset = Inset(frame: CGRect(x: 0, y: 200, width: 200, height: 40))
        inset.text = "x"
        window.addSubview(inset)
        commit()
        let label = inset.subviews.last!.subviews.compactMap { $0 as? UILabel }.first!
        XCTAssertEqual(label.frame.minX, 10)
        inset.becomeFirstResponder()
        commit()
        XCTAssertEqual(label.frame.minX, 20)
    }

    func testPlaceholderShowsOnlyWhileEmpty() {
        field.placeholder = "Name"
        commit()
        let label = field.subviews.last!.subviews.compactMap { $0 as? UILabel }.first!
        XCTAssertEqual(label.text, "Name")
        field.text = "Ann"
        XCTAssertEqual(label.text, "Ann")
        XCTAssertEqual(label.textColor, .black)
    }

    /// TextFieldEffects' fields override `drawPlaceholder(in:)` to draw nothing and animate a
    /// label of their own: UIKit's placeholder must not show as well. Text still shows.
    func testAnOverriddenDrawPlaceholderHidesTheBuiltInPlaceholder() {
        final class EffectField: UITextField {
            var asked: [CGRect] = []
            override func drawPlaceholder(in rect: CGRect) { asked.append(rect) }
        }
        let effect = EffectField(frame: CGRect(x: 10, y: 100, width: 200, height: 30))
        effect.placeholder = "Name"
        window.addSubview(effect)
        commit()
        let label = effect.subviews.last!.subviews.compactMap { $0 as? UILabel }.first!
        XCTAssertEqual(effect.asked, [effect.placeholderRect(forBounds: effect.bounds)])
        XCTAssertTrue(label.isHidden)
        effect.text = "Ann"
        commit()
        XCTAssertFalse(label.isHidden)
        XCTAssertEqual(label.text, "Ann")
        XCTAssertFalse(field.subviews.last!.subviews.compactMap { $0 as? UILabel }.first!.isHidden, "a plain field shows it")
    }

    /// TextFieldEffects' base class also overrides `draw(_:)` to draw its borders without
    /// calling `super`: `drawPlaceholder(in:)` is asked all the same (UIKit asks it from the
    /// placeholder's label), so the built-in placeholder stays hidden under the field's own.
    func testDrawPlaceholderIsAskedWhenDrawDoesNotCallSuper() {
        final class BorderedField: UITextField {
            var drew = 0
            var asked: [CGRect] = []
            override func draw(_ rect: CGRect) { drew += 1 }
            override func drawPlaceholder(in rect: CGRect) { asked.append(rect) }
        }
        let bordered = BorderedField(frame: CGRect(x: 10, y: 100, width: 200, height: 30))
        bordered.placeholder = "Email"
        window.addSubview(bordered)
        commit()
        XCTAssertEqual(bordered.drew, 1)
        XCTAssertEqual(bordered.asked, [bordered.placeholderRect(forBounds: bordered.bounds)])
        XCTAssertTrue(bordered.subviews.last!.subviews.compactMap { $0 as? UILabel }.first!.isHidden)
    }
}
