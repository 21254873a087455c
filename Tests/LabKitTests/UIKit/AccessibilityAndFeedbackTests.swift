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
