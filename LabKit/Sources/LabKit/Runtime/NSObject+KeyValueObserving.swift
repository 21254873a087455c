import Foundation

/// Receives key-value observing notifications: `observeValue(forKeyPath:of:change:context:)`
/// is called on the observer after each change (and before it, with `.prior`).
///
/// `UIResponder` (so every view and view controller), `CALayer` and `CAAnimation` adopt it,
/// so their subclasses `override` the method as on iOS. Linux's `NSObject` has no such method
/// to override: another observer adopts the protocol and implements it without `override`.
public protocol NSKeyValueObserving: AnyObject {
    /// The value at `keyPath` of `object` changed as `change` describes; `context` is what the
    /// observer was added with.
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

/// Key-value observing, as Foundation declares it on `NSObject`. LabKit's objects send
/// notifications for the properties UIKit and Core Animation document as observable (see each
/// class); any object sends them for keys it brackets with `willChangeValue(forKey:)` and
/// `didChangeValue(forKey:)`. Observers are not retained: one that is released hears nothing.
extension NSObject {
    /// Adds `observer` for changes of `keyPath` (a key, or a key path whose first key is the
    /// property that changes: "transform.rotation.z" is sent when `transform` changes).
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        guard let receiver = observer as? NSKeyValueObserving else {
            LabDiagnostics.report("addObserver: \(type(of: observer)) does not adopt NSKeyValueObserving, so it cannot hear changes of '\(keyPath)'; ignored")
            return
        }
        let observance = KeyValueObservance(keyPath: keyPath, options: options, context: context, observer: observer,
                                            read: { KeyValueObservance.value(of: $0, atKeyPath: keyPath) },
                                            deliver: { [weak receiver] object, change in
                                                receiver?.observeValue(forKeyPath: keyPath, of: object,
                                                                       change: change.dictionary, context: context)
                                            })
        ObjectRuntimeStorage.of(self, creating: true)!.add(observance, to: self)
    }

    /// Removes the most recently added registration of `observer` for `keyPath` with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        if !removeObservance(where: { $0.observer === observer && $0.keyPath == keyPath && $0.context == context }) {
            LabDiagnostics.report("removeObserver: \(type(of: observer)) is not observing '\(keyPath)' of \(type(of: self)) with that context; ignored")
        }
    }

    /// Removes the most recently added registration of `observer` for `keyPath`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        if !removeObservance(where: { $0.observer === observer && $0.keyPath == keyPath }) {
            LabDiagnostics.report("removeObserver: \(type(of: observer)) is not observing '\(keyPath)' of \(type(of: self)); ignored")
        }
    }

    /// Tells observers of `key` that its value is about to change (with `.prior`, they hear it
    /// now). Pair it with `didChangeValue(forKey:)`; LabKit's properties call both themselves.
    public func willChangeValue(forKey key: String) {
        ObjectRuntimeStorage.of(self, creating: false)?.willChangeValue(forKey: key, of: self)
    }

    /// Tells observers of `key` that its value changed.
    public func didChangeValue(forKey key: String) {
        ObjectRuntimeStorage.of(self, creating: false)?.didChangeValue(forKey: key, of: self)
    }

    /// Removes the last observance matching `matches`; false when there was none.
    private func removeObservance(where matches: (KeyValueObservance) -> Bool) -> Bool {
        guard let storage = ObjectRuntimeStorage.of(self, creating: false),
              let index = storage.observances.lastIndex(where: matches) else { return false }
        storage.remove(storage.observances[index])
        return true
    }
}

extension NSKeyValueObserving {
    /// What `NSObject` does with a notification its subclass did not handle: Foundation
    /// raises an exception; the lab reports it once.
    func reportUnhandledObservation(forKeyPath keyPath: String?) {
        LabDiagnostics.report("\(type(of: self)) received a key-value notification for '\(keyPath ?? "nil")' but does not handle it (override observeValue(forKeyPath:of:change:context:))")
    }
}

extension RuntimeStorageOwner {
    /// Runs `change` (a property's setter) between `willChangeValue(forKey:)` and
    /// `didChangeValue(forKey:)` when something observes `key`; otherwise just runs it.
    @inline(__always)
    func notifyingObservers(of key: String, _ change: () -> Void) {
        guard let storage = runtimeStorage, storage.isObserved(key) else { return change() }
        storage.willChangeValue(forKey: key, of: self)
        change()
        storage.didChangeValue(forKey: key, of: self)
    }
}

/// One registration of an observer (or of an `NSKeyValueObservation`'s handler) for a key path.
final class KeyValueObservance {
    let keyPath: String
    /// The first key of the key path: the property whose changes are sent.
    let key: Substring
    let options: NSKeyValueObservingOptions
    let context: UnsafeMutableRawPointer?
    /// The observer added with `addObserver`, not retained (nil for a handler).
    weak var observer: AnyObject?
    /// Whether it was added with `addObserver` (then it ends when the observer is released).
    let hasObserver: Bool
    /// Reads the observed value from the object.
    let read: (AnyObject) -> Any?
    /// Sends a change.
    let deliver: (AnyObject, KeyValueChange) -> Void
    /// Set when removed, so that a change under way skips it.
    var isRemoved = false

    init(keyPath: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?, observer: AnyObject?,
         read: @escaping (AnyObject) -> Any?, deliver: @escaping (AnyObject, KeyValueChange) -> Void) {
        self.keyPath = keyPath
        key = keyPath.prefix { $0 != "." }
        self.options = options
        self.context = context
        self.observer = observer
        hasObserver = observer != nil
        self.read = read
        self.deliver = deliver
    }

    /// The value at `keyPath` of a LabKit object (through key-value coding); nil for others.
    static func value(of object: AnyObject, atKeyPath keyPath: String) -> Any? {
        (object as? KeyValueCodingReadable)?.value(forKeyPath: keyPath)
    }
}


/// One notification: what an observer is sent, as its options asked.
struct KeyValueChange {
    let options: NSKeyValueObservingOptions
    let oldValue: Any?
    let newValue: Any?
    let isPrior: Bool
    /// The notification `.initial` sends when the observer is added, which has no old value.
    var isInitial = false

    /// The change dictionary Foundation sends: the kind, the values asked for (`NSNull` for
    /// nil; no old value in the initial notification), and `notificationIsPriorKey` before a change.
    var dictionary: [NSKeyValueChangeKey: Any] {
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
        if options.contains(.old), !isInitial { change[.oldKey] = oldValue ?? NSNull() }
        if options.contains(.new), !isPrior { change[.newKey] = newValue ?? NSNull() }
        if isPrior { change[.notificationIsPriorKey] = NSNumber(value: true) }
        return change
    }
}

/// A change between `willChangeValue(forKey:)` and `didChangeValue(forKey:)`: the observances
/// to tell, with the old values they asked for.
struct PendingKeyValueChange {
    let key: String
    let observances: [(KeyValueObservance, oldValue: Any?)]
}

extension ObjectRuntimeStorage {
    /// Whether an observance watches `key` (the setters' fast path).
    func isObserved(_ key: String) -> Bool {
        !observances.isEmpty && observances.contains { $0.key == key }
    }

    /// Unregisters `observance`; a change under way skips it.
    func remove(_ observance: KeyValueObservance) {
        observance.isRemoved = true
        observances.removeAll { $0 === observance }
    }

    /// Registers `observance` on `object`, sending the `.initial` notification.
    func add(_ observance: KeyValueObservance, to object: AnyObject) {
        observances.append(observance)
        if observance.options.contains(.initial) {
            let value = observance.options.contains(.new) ? observance.read(object) : nil
            observance.deliver(object, KeyValueChange(options: observance.options, oldValue: nil, newValue: value, isPrior: false,
                                                      isInitial: true))
        }
    }

    func willChangeValue(forKey key: String, of object: AnyObject) {
        let watching = observances.filter { $0.key == key && $0.observerIsAlive }
        var pending: [(KeyValueObservance, oldValue: Any?)] = []
        for observance in watching {
            let old = observance.options.contains(.old) ? observance.read(object) : nil
            pending.append((observance, old))
            if observance.options.contains(.prior), !observance.isRemoved {
                observance.deliver(object, KeyValueChange(options: observance.options, oldValue: old, newValue: nil, isPrior: true))
            }
        }
        pendingChanges.append(PendingKeyValueChange(key: key, observances: pending))
    }

    func didChangeValue(forKey key: String, of object: AnyObject) {
        guard let index = pendingChanges.lastIndex(where: { $0.key == key }) else {
            LabDiagnostics.report("didChangeValue(forKey: \"\(key)\") without willChangeValue(forKey:); ignored")
            return
        }
        let change = pendingChanges.remove(at: index)
        for (observance, old) in change.observances where !observance.isRemoved && observance.observerIsAlive {
            let new = observance.options.contains(.new) ? observance.read(object) : nil
            observance.deliver(object, KeyValueChange(options: observance.options, oldValue: old, newValue: new, isPrior: false))
        }
        // Observers released since they were added need no more registrations.
        observances.removeAll { !$0.observerIsAlive }
    }
}

extension KeyValueObservance {
    /// False once an observer added with `addObserver` has been released.
    var observerIsAlive: Bool { observer != nil || !hasObserver }
}
