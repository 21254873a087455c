import Foundation

/// The Swift side of key-value observing: `observe(_:options:changeHandler:)`, declared (as
/// Foundation declares it on Apple platforms) for every `NSObject`.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// A change as an `observe(_:options:changeHandler:)` handler hears it.
public struct NSKeyValueObservedChange<Value> {
    /// The kinds of change, as Foundation names them.
    public typealias Kind = NSKeyValueChange
    /// Always `.setting` for LabKit's properties.
    public let kind: Kind
    /// The new value, with `.new` (nil in a prior notification).
    public let newValue: Value?
    /// The old value, with `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change (nil: LabKit sends none).
    public let indexes: IndexSet?
    /// Whether this is the notification `.prior` sends before the change.
    public let isPrior: Bool
}

/// An observation made by `observe(_:options:changeHandler:)`: its handler is called until it
/// is invalidated or released, so keep it (in a property, say) for as long as you observe.
/// It does not retain the observed object.
public final class NSKeyValueObservation: NSObject {
    private weak var object: AnyObject?
    private var observance: KeyValueObservance?

    init(object: AnyObject?, observance: KeyValueObservance?) {
        self.object = object
        self.observance = observance
    }

    /// Stops the observation.
    public func invalidate() {
        if let observance, let object { ObjectRuntimeStorage.of(object, creating: false)?.remove(observance) }
        observance = nil
    }

    deinit { invalidate() }
}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` with each change of the property `keyPath` names, until the
    /// returned observation is invalidated or released. The key path must name a property
    /// its class documents as observable (view and layer geometry, `alpha`, `isHidden`,
    /// `opacity`…); another key path is reported once and never heard.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let object = self as AnyObject
        guard let key = (Self.self as? any KeyValueObservingKeyPaths.Type)?.keyValueObservingNames[keyPath] else {
            LabDiagnostics.report("observe: \(keyPath) of \(Self.self) is not a property LabKit sends key-value notifications for; it will not be heard")
            return NSKeyValueObservation(object: nil, observance: nil)
        }
        let observance = KeyValueObservance(
            keyPath: key, options: options, context: nil, observer: nil,
            read: { ($0 as! Self)[keyPath: keyPath] },
            deliver: { object, change in
                changeHandler(object as! Self, NSKeyValueObservedChange(kind: .setting, newValue: change.newValue as? Value,
                                                                        oldValue: change.oldValue as? Value, indexes: nil,
                                                                        isPrior: change.isPrior))
            })
        ObjectRuntimeStorage.of(object, creating: true)!.add(observance, to: object)
        return NSKeyValueObservation(object: object, observance: observance)
    }
}

/// A class whose observable properties Swift key paths can name: `keyValueObservingNames`
/// maps key paths rooted at the class it is called on (`\Self.position`, so that a subclass's
/// `\.position` matches too) to their keys.
protocol KeyValueObservingKeyPaths: AnyObject {
    static var keyValueObservingNames: [AnyKeyPath: String] { get }
}
