@_spi(LabHost) import LabKit
import XCTest

/// The lab's traits: an iPhone in portrait, light mode (Apple, "UITraitCollection"), and
/// dynamic colours resolved for them (Apple, "UIColor.init(dynamicProvider:)").
final class UITraitCollectionTests: UIKitTestCase {
    func testViewsAndControllersHaveThePhonesTraits() {
        let view = UIView()
        let traits = view.traitCollection
        XCTAssertEqual(traits.userInterfaceStyle, .light)
        XCTAssertEqual(traits.horizontalSizeClass, .compact)
        XCTAssertEqual(traits.verticalSizeClass, .regular)
        XCTAssertEqual(traits.displayScale, 2, "the configured screen scale")
        XCTAssertEqual(traits.userInterfaceIdiom, .phone)
        XCTAssertEqual(UIViewController().traitCollection, traits)
        XCTAssertFalse(traits.hasDifferentColorAppearance(comparedTo: .current))
        XCTAssertTrue(traits.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
    }

    func testDynamicColorsResolveForTheirTraits() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(color.cgColor, UIColor.black.cgColor, "light mode")
        XCTAssertEqual(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor, UIColor.white.cgColor)
        XCTAssertTrue(UIColor.red.resolvedColor(with: .current) === UIColor.red)
    }
}
