@testable import LabKit
import XCTest

/// iOS 15 button configurations: content laid out inside the insets (the medium size's 7 and
/// 12 points are UIKit's defaults, per Apple's developer forums), colors by style and state,
/// and the update handler on state changes.
final class ButtonConfigurationTests: UIKitTestCase {
    private func shown(_ configuration: UIButton.Configuration) -> UIButton {
        let button = UIButton(configuration: configuration)
        window.addSubview(button)
        button.sizeToFit()
        commit()
        return button
    }

    /// The body font's title inside 7/12-point insets, on the tint, white, 6-point corners.
    func testAFilledButtonWrapsItsTitleInTheMediumInsets() throws {
        var filled = UIButton.Configuration.filled()
        filled.title = "Filled"
        let button = shown(filled)
        let title = try XCTUnwrap(button.titleLabel)
        let size = title.intrinsicContentSize
        XCTAssertEqual(button.bounds.size, CGSize(width: size.width + 24, height: size.height + 14))
        XCTAssertEqual(title.frame.origin, CGPoint(x: 12, y: 7))
        XCTAssertEqual(title.font.pointSize, 17)
        let background = try XCTUnwrap(button.configuredViews?.background)
        XCTAssertEqual(background.frame, button.bounds)
        XCTAssertEqual(background.backgroundColor, button.tintColor)
        XCTAssertEqual(background.layer.cornerRadius, 6)
        XCTAssertEqual(title.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .white)
    }

    /// A leading image, `imagePadding` before the title; a top image centered above it.
    func testTheImageTakesItsEdgeOfTheTitleWithItsPadding() throws {
        let image = try XCTUnwrap(UIImage(systemName: "heart.fill"))
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Like"
        tinted.image = image
        tinted.imagePadding = 8
        let leading = shown(tinted)
        let imageFrame = try XCTUnwrap(leading.imageView?.frame)
        XCTAssertEqual(imageFrame.minX, 12)
        XCTAssertEqual(leading.titleLabel?.frame.minX, 12 + image.size.width + 8)
        XCTAssertEqual(leading.bounds.width, 12 + image.size.width + 8 + (leading.titleLabel?.intrinsicContentSize.width ?? 0) + 12)
        tinted.imagePlacement = .top
        let top = shown(tinted)
        let titleFrame = try XCTUnwrap(top.titleLabel?.frame)
        XCTAssertEqual(top.imageView?.frame.minY, 7)
        XCTAssertEqual(titleFrame.minY, 7 + image.size.height + 8)
        XCTAssertEqual(top.imageView?.frame.midX ?? 0, titleFrame.midX, accuracy: 1e-9)
    }

    /// Each style's colors at rest, highlighted and disabled.
    func testStylesResolveTheirColorsForTheState() {
        let button = UIButton(type: .system)
        let blue = UIColor.systemBlue
        func colors(_ configuration: UIButton.Configuration) -> (UIColor?, UIColor?) {
            let resolved = configuration.updated(for: button)
            return (resolved.baseForegroundColor, resolved.background.backgroundColor)
        }
        XCTAssertTrue(colors(.filled()) == (.white, blue))
        XCTAssertTrue(colors(.tinted()) == (blue, blue.withAlphaComponent(0.15)))
        XCTAssertTrue(colors(.gray()) == (blue, .tertiarySystemFill))
        XCTAssertTrue(colors(.plain()) == (blue, .clear))
        button.isHighlighted = true
        XCTAssertTrue(colors(.filled()) == (.white, blue.withAlphaComponent(0.7)))
        XCTAssertTrue(colors(.plain()) == (blue.withAlphaComponent(0.2), .clear))
        button.isHighlighted = false
        button.isEnabled = false
        XCTAssertTrue(colors(.filled()) == (.tertiaryLabel, .tertiarySystemFill))
    }

    /// The handler runs after a state change and may set a configuration for the new state;
    /// its change does not ask for another update.
    func testTheUpdateHandlerRunsWhenTheStateChanges() {
        var plain = UIButton.Configuration.plain()
        plain.title = "Follow"
        var updates = 0
        let button = shown(plain)
        button.configurationUpdateHandler = { button in
            updates += 1
            button.configuration?.title = button.isSelected ? "Following" : "Follow"
        }
        commit()
        XCTAssertEqual(updates, 1)
        button.isSelected = true
        commit()
        XCTAssertEqual(updates, 2)
        XCTAssertEqual(button.titleLabel?.text, "Following")
        commit()
        XCTAssertEqual(updates, 2)
    }

    /// A capsule's radius is half its height; the outline is the background's border.
    func testCapsulesAndOutlines() throws {
        var capsule = UIButton.Configuration.filled()
        capsule.title = "Continue"
        capsule.buttonSize = .large
        capsule.cornerStyle = .capsule
        capsule.background.strokeColor = .systemRed
        capsule.background.strokeWidth = 2
        let button = shown(capsule)
        let background = try XCTUnwrap(button.configuredViews?.background)
        XCTAssertEqual(background.layer.cornerRadius, button.bounds.height / 2)
        XCTAssertEqual(button.titleLabel?.frame.minY, 14)
        XCTAssertEqual(background.layer.borderWidth, 2)
        XCTAssertEqual(background.layer.borderColor, UIColor.systemRed.cgColor)
    }

    /// An attributed title's own font wins over the size's; the transformer runs last.
    func testAttributedTitlesAndTransformers() {
        var configuration = UIButton.Configuration.filled()
        var title = AttributedString("Big")
        title.font = .boldSystemFont(ofSize: 24)
        configuration.attributedTitle = title
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { container in
            var container = container
            container.foregroundColor = .yellow
            return container
        }
        let button = shown(configuration)
        let drawn = button.titleLabel?.attributedText
        XCTAssertEqual((drawn?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize, 24)
        XCTAssertEqual(drawn?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .yellow)
    }

    /// Dynamic Type's styles at the default size (Apple's Human Interface Guidelines).
    func testPreferredFontsHaveTheDefaultSizes() {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).weight, .semibold)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .footnote).pointSize, 13)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 11)
    }
}
