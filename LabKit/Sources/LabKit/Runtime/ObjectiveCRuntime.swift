import Foundation

/// How an associated object is held, as the Objective-C runtime spells it.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: LabKit holds the value weakly, so it reads as nil once released (the
    /// Objective-C runtime's pointer would dangle).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (`NSCopying`; other values are retained).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained (every access is on the main thread in the lab, so atomicity changes nothing).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied.
    case OBJC_ASSOCIATION_COPY = 771
}

/// An associated value as its policy holds it.
enum AssociatedValue {
    case strong(Any)
    case weak(WeakReference)

    final class WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    var value: Any? {
        switch self {
        case .strong(let value): return value
        case .weak(let reference): return reference.object
        }
    }
}

/// Associates `value` with `object` under `key` (usually the address of a private static or
/// global variable: `objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`),
/// held as `policy` says until `object` is released or the key is set again; nil removes it.
/// `object` must be a class instance.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let owner = object as AnyObject
    guard let value else {
        ObjectRuntimeStorage.of(owner, creating: false)?.associations[key] = nil
        return
    }
    let held: AssociatedValue
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
        // A value type cannot be held weakly; it is a copy either way.
        held = type(of: value) is AnyClass ? .weak(.init(value as AnyObject)) : .strong(value)
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        held = .strong(value)
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        held = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
    }
    ObjectRuntimeStorage.of(owner, creating: true)!.associations[key] = held
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    ObjectRuntimeStorage.of(object as AnyObject, creating: false)?.associations[key]?.value
}

/// Removes every value associated with `object` (Apple reserves it for returning an object
/// to a pristine state; setting a key to nil removes one).
public func objc_removeAssociatedObjects(_ object: Any) {
    ObjectRuntimeStorage.of(object as AnyObject, creating: false)?.associations = [:]
}
