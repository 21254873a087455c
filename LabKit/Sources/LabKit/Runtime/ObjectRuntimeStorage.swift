import Foundation

/// What the Objective-C runtime keeps beside an object: its associated objects and its
/// key-value observers. LabKit's own objects (`CALayer`, `CAAnimation`, `UIResponder` and
/// their subclasses) hold it in one stored reference, created on first use, so that it is
/// released with them; any other object's lives in a side table until the object is gone.
final class ObjectRuntimeStorage {
    /// Associated objects by key (see `objc_setAssociatedObject`).
    var associations: [UnsafeRawPointer: AssociatedValue] = [:]
    /// Key-value observers, in the order they were added.
    var observances: [KeyValueObservance] = []
    /// Changes between `willChangeValue(forKey:)` and `didChangeValue(forKey:)`, innermost last.
    var pendingChanges: [PendingKeyValueChange] = []
    /// The object's accessibility properties, once one is set (`NSObject+UIAccessibility.swift`).
    var accessibility = AccessibilityProperties()

    /// The storage of `object`: its own stored reference for LabKit's objects, else the side
    /// table's entry; nil when it has none and `creating` is false.
    static func of(_ object: AnyObject, creating: Bool) -> ObjectRuntimeStorage? {
        if let owner = object as? RuntimeStorageOwner {
            if let storage = owner.runtimeStorage { return storage }
            guard creating else { return nil }
            let storage = ObjectRuntimeStorage()
            owner.runtimeStorage = storage
            return storage
        }
        return SideTable.storage(of: object, creating: creating)
    }

    /// Storage for objects that have no stored reference for it, keyed by identity. An entry
    /// whose object is gone is dropped (releasing its associated objects) the next time the
    /// table is used, as identities are reused.
    private enum SideTable {
        // Recursive: dropping an entry releases its values, whose deinit may use the table.
        private static let lock = NSRecursiveLock()
        private struct Entry {
            weak var object: AnyObject?
            let storage: ObjectRuntimeStorage
        }
        nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

        static func storage(of object: AnyObject, creating: Bool) -> ObjectRuntimeStorage? {
            lock.lock()
            defer { lock.unlock() }
            entries = entries.filter { $0.value.object != nil }
            let id = ObjectIdentifier(object)
            if let entry = entries[id] { return entry.storage }
            guard creating else { return nil }
            let storage = ObjectRuntimeStorage()
            entries[id] = Entry(object: object, storage: storage)
            return storage
        }
    }
}

/// An object that keeps its `ObjectRuntimeStorage` itself.
protocol RuntimeStorageOwner: AnyObject {
    var runtimeStorage: ObjectRuntimeStorage? { get set }
}
