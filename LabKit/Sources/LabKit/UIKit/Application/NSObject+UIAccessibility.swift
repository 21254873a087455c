import Foundation

/// What an accessibility element is and does (UIKit's traits).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The option set's bits.
    public let rawValue: UInt64
    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// None.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the screen.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Updates often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjustable (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Allows direct touch interaction.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns a page when read to its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A header.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// An object's accessibility properties, kept in its runtime storage. The lab has no screen
/// reader: they are kept for the code that sets and reads them.
struct AccessibilityProperties {
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var isElement: Bool?
    var traits = UIAccessibilityTraits.none
    var viewIsModal = false
    var elements: [Any]?
}

/// The storage behind the accessibility properties. `UIResponder` declares them in its class
/// body so that subclasses override them, as UIKit code does (`override var
/// accessibilityLabel: String?`); other objects have them from `UIAccessibilityInformalProtocol`.
extension NSObject {
    var accessibility: AccessibilityProperties {
        get { ObjectRuntimeStorage.of(self, creating: false)?.accessibility ?? AccessibilityProperties() }
        set { ObjectRuntimeStorage.of(self, creating: true)?.accessibility = newValue }
    }
}

/// UIKit's `UIAccessibility` informal protocol, which iOS declares on `NSObject` so that any
/// object has an accessibility label, hint, value, traits and whether it is an element. On
/// Linux `NSObject` is Foundation's, and members LabKit added to it in an extension would
/// clash with `UIResponder`'s overridable ones, so the objects that are not responders have
/// them through this protocol: layers, animations and bar items. The lab has no screen reader:
/// the properties keep what code sets, for the code that reads them.
public protocol UIAccessibilityInformalProtocol: NSObject {}

extension UIAccessibilityInformalProtocol {
    /// What the element is called (default nil).
    public var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }
    /// What activating the element does (default nil).
    public var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's value (default nil).
    public var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }
    /// What the element is and does (default none).
    public var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits }
        set { accessibility.traits = newValue }
    }
    /// Whether the object is an element a screen reader stops at (default false: only UIKit's
    /// controls and some views are by default).
    public var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? false }
        set { accessibility.isElement = newValue }
    }
}

extension CALayer: UIAccessibilityInformalProtocol {}
extension CAAnimation: UIAccessibilityInformalProtocol {}
extension UIBarItem: UIAccessibilityInformalProtocol {}

/// An identifier for UI tests, which UIKit gives views (`UIResponder` declares it here) and bar
/// items (its `UIAccessibilityIdentification` protocol), not every object.
extension UIBarItem {
    /// An identifier for UI tests (default nil).
    public var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }
}
