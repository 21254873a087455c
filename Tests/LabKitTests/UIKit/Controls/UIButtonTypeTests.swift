@_spi(LabHost) import LabKit
import XCTest

/// A button's type decides its title's default color: `init(frame:)` (and `UIButton()`) make
/// custom buttons, whose title is white unless given a color, as UIKit's do (Apple,
/// `init(type:)`: custom buttons are what `init(frame:)` gives; a system button's title takes
/// the tint). TransitionButton's red button with a white title showed it tint blue.
final class UIButtonTypeTests: ControlTestCase {
    func testAButtonMadeWithAFrameIsCustomWithAWhiteTitle() {
        for button in [UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40)), UIButton()] {
            XCTAssertEqual(button.buttonType, .custom)
            button.setTitle("button", for: .normal)
            XCTAssertEqual(button.titleColor(for: .normal), .white)
            XCTAssertEqual(button.titleLabel?.textColor, .white)
        }
    }

    func testASystemButtonsTitleTakesTheTint() {
        let button = UIButton(type: .system)
        button.setTitle("button", for: .normal)
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.titleColor(for: .normal), button.tintColor)
        button.setTitleColor(.red, for: .normal)
        XCTAssertEqual(button.titleLabel?.textColor, .red)
    }
}
