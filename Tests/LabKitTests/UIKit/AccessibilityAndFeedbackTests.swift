import LabKit
import XCTest

/// The settings and haptics of a device the lab stands for: an iPhone's defaults (no
/// reduced motion or transparency, no VoiceOver), and feedback generators that play
/// nothing, as on a device without a Taptic Engine.
final class AccessibilityAndFeedbackTests: XCTestCase {
    func testTheSettingsAreAnIPhonesDefaults() {
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
        XCTAssertFalse(UIAccessibility.isReduceTransparencyEnabled)
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        XCTAssertEqual(UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue,
                       "UIAccessibilityReduceMotionStatusDidChangeNotification")
    }

    func testFeedbackGeneratorsRunAndKeepTheirStyle() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        XCTAssertEqual(impact.style, .heavy)
        XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }
}

/// Accessibility properties are overridable on views, as UIKit code overrides them (a custom
/// control computing its label, a container listing its elements), and settable on bar items,
/// layers and animations.
final class AccessibilityOverrideTests: XCTestCase {
    private final class Stepper: UIView {
        var value = 3
        override var accessibilityLabel: String? {
            get { "Quantity" }
            set {}
        }
        override var accessibilityValue: String? {
            get { "\(value)" }
            set {}
        }
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
    }

    private final class Container: UIView {
        let parts = [UILabel(), UILabel()]
        override func accessibilityElementCount() -> Int { parts.count }
        override func accessibilityElement(at index: Int) -> Any? { parts[index] }
        override func index(ofAccessibilityElement element: Any) -> Int {
            parts.firstIndex { $0 === element as AnyObject } ?? NSNotFound
        }
    }

    func testViewsOverrideTheirProperties() {
        let stepper = Stepper()
        let view: UIView = stepper
        XCTAssertEqual(view.accessibilityLabel, "Quantity")
        stepper.value = 4
        XCTAssertEqual(view.accessibilityValue, "4")
        XCTAssertTrue(view.isAccessibilityElement)
        let container = Container()
        let asView: UIView = container
        XCTAssertEqual(asView.accessibilityElementCount(), 2)
        XCTAssertTrue(asView.accessibilityElement(at: 1) as AnyObject === container.parts[1])
        XCTAssertEqual(asView.index(ofAccessibilityElement: container.parts[1]), 1)
        XCTAssertEqual(UIView().index(ofAccessibilityElement: container), NSNotFound)
    }

    func testBarItemsKeepTheirProperties() {
        let item = UIBarButtonItem(title: "Done", style: .done)
        item.accessibilityLabel = "Finish"
        item.accessibilityIdentifier = "done"
        XCTAssertEqual(item.accessibilityLabel, "Finish")
        XCTAssertEqual(item.accessibilityIdentifier, "done")
        XCTAssertNil(UITabBarItem().accessibilityHint)
    }

    /// UIKit declares the `UIAccessibility` informal protocol on `NSObject` ("The
    /// `UIAccessibility` informal protocol provides accessibility information about an app's
    /// user interface elements"), so layers and animations have the properties too; an
    /// object that is not a UIKit control is not an element until told.
    func testLayersAndAnimationsKeepTheirProperties() {
        let layer = CAShapeLayer()
        XCTAssertNil(layer.accessibilityLabel)
        XCTAssertFalse(layer.isAccessibilityElement)
        XCTAssertEqual(layer.accessibilityTraits, .none)
        layer.accessibilityLabel = "Progress ring"
        layer.accessibilityValue = "40%"
        layer.accessibilityHint = "Shows the upload"
        layer.accessibilityTraits = [.image, .updatesFrequently]
        layer.isAccessibilityElement = true
        XCTAssertEqual(layer.accessibilityLabel, "Progress ring")
        XCTAssertEqual(layer.accessibilityValue, "40%")
        XCTAssertEqual(layer.accessibilityHint, "Shows the upload")
        XCTAssertEqual(layer.accessibilityTraits.rawValue, (1 << 2) | (1 << 9), "image and updatesFrequently")
        XCTAssertTrue(layer.isAccessibilityElement)
        // Each object keeps its own: another layer and a view are untouched.
        XCTAssertNil(CALayer().accessibilityLabel)
        XCTAssertNil(UIView().accessibilityValue)

        let animation = CABasicAnimation(keyPath: "opacity")
        animation.accessibilityLabel = "Fade"
        XCTAssertEqual(animation.accessibilityLabel, "Fade")
        XCTAssertFalse(animation.isAccessibilityElement)
        // Through the protocol, as code written for any object reads them.
        let objects: [any UIAccessibilityInformalProtocol] = [layer, animation, UIBarButtonItem(title: "Done", style: .done)]
        XCTAssertEqual(objects.map(\.accessibilityLabel), ["Progress ring", "Fade", nil])
    }
}
