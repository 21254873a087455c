@_spi(LabHost) import LabKit
import XCTest

/// A button's legacy insets and layout methods, which real button code still sets and
/// overrides (Apple, UIButton: `contentEdgeInsets` "the button uses this property to
/// determine intrinsicContentSize and sizeThatFits(_:)"; title and image insets move those
/// rectangles only, "a positive value shrinks, or insets, that edge").
final class UIButtonEdgeInsetsTests: ControlTestCase {
    /// A 20x20-point image (scale 1).
    private func square() -> UIImage {
        UIImage(cgImage: CGImage(width: 20, height: 20, premultipliedRGBA: [UInt8](repeating: 200, count: 20 * 20 * 4))!)
    }

    private func button(_ type: UIButton.ButtonType = .custom) -> UIButton {
        let button = UIButton(type: type)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        window.addSubview(button)
        commit()
        return button
    }

    func testContentInsetsGrowTheSizeAndHoldTheContent() {
        let button = button()
        let plain = button.intrinsicContentSize
        let titleSize = button.titleLabel!.intrinsicContentSize
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 10)
        XCTAssertEqual(button.intrinsicContentSize.width, plain.width + 30, accuracy: 1e-9)
        XCTAssertEqual(button.intrinsicContentSize.height, plain.height + 20, accuracy: 1e-9)
        XCTAssertEqual(button.sizeThatFits(.zero), button.intrinsicContentSize)
        commit()
        // Centred in the content rectangle (20...190, 5...45), not in the bounds.
        XCTAssertEqual(button.contentRect(forBounds: button.bounds), CGRect(x: 20, y: 5, width: 170, height: 40))
        XCTAssertEqual(button.titleLabel!.frame.midX, 105, accuracy: 1e-9)
        XCTAssertEqual(button.titleLabel!.frame.midY, 25, accuracy: 1e-9)
        XCTAssertEqual(button.titleLabel!.frame.width, titleSize.width, accuracy: 1e-9)
    }

    func testTitleAndImageInsetsMoveTheirRectanglesOnly() {
        let button = button()
        let size = button.intrinsicContentSize, before = button.titleLabel!.frame
        // The idiom for a gap between image and title: left +10, right -10 moves the title 10 right.
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        commit()
        XCTAssertEqual(button.titleLabel!.frame, before.offsetBy(dx: 10, dy: 0))
        XCTAssertEqual(button.intrinsicContentSize, size, "title insets do not change the size")
        button.setImage(square(), for: .normal)
        commit()
        let image = button.imageView!.frame
        button.imageEdgeInsets = UIEdgeInsets(top: 4, left: 0, bottom: -4, right: 0)
        commit()
        XCTAssertEqual(button.imageView!.frame, image.offsetBy(dx: 0, dy: 4))
    }

    /// A one-sided title inset moves a centered title by half of it and truncates it only
    /// when it no longer fits (loady's "Please Wait" with a 30-point right inset for its
    /// spinner showed "Pleas…"): 84 points of title in 164 − 30 fit.
    func testAOneSidedTitleInsetMovesTheTitleWithoutTruncatingIt() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 164, height: 50))
        button.setTitle("Please Wait", for: .normal)
        button.layoutIfNeeded()
        let natural = button.titleLabel!.frame
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 30)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame, natural.offsetBy(dx: -15, dy: 0))
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 120)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.width, 44, accuracy: 1e-9, "164 − 120 points left")
        XCTAssertEqual(button.titleLabel!.frame.minX, 0, accuracy: 1e-9)
    }

    func testSubclassesPlaceTheTitleUnderTheImage() {
        final class StackedButton: UIButton {
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.midX - 10, y: contentRect.minY, width: 20, height: 20)
            }
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.minX, y: contentRect.minY + 24, width: contentRect.width, height: contentRect.height - 24)
            }
            override func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 2, dy: 2) }
        }
        let button = StackedButton(type: .custom)
        button.setImage(square(), for: .normal)
        button.setTitle("Like", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        window.addSubview(button)
        commit()
        XCTAssertEqual(button.imageView!.frame, CGRect(x: 30, y: 4, width: 20, height: 20))
        XCTAssertEqual(button.titleLabel!.frame, CGRect(x: 4, y: 28, width: 72, height: 28))
    }
}
