import Foundation

// Foundation's key-value observing vocabulary, which swift-corelibs-foundation does not
// declare: the values are Apple's, so that code passing raw values behaves the same.

/// What a key-value observer is sent.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A notification is sent at once, when the observer is added.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification is also sent before each change (`notificationIsPriorKey` true).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set (the only kind LabKit's properties send).
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}

/// The keys of the change dictionary passed to `observeValue(forKeyPath:of:change:context:)`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// An `NSNumber` holding the `NSKeyValueChange` raw value.
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value (`NSNull` for nil), with `.new`.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value (`NSNull` for nil), with `.old`.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of a to-many change (LabKit sends none).
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` in the notification `.prior` sends before a change.
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}
