import Foundation

/// Enters a lock on `object`, as Objective-C's `@synchronized` does (recursive per object).
@discardableResult
public func objc_sync_enter(_ object: Any) -> Int32 {
    ObjectLocks.lock(for: object).lock()
    return 0
}

/// Leaves the lock `objc_sync_enter` entered on `object`.
@discardableResult
public func objc_sync_exit(_ object: Any) -> Int32 {
    ObjectLocks.lock(for: object).unlock()
    return 0
}

/// One recursive lock per object, kept while the process runs.
private enum ObjectLocks {
    private static let guardLock = NSLock()
    nonisolated(unsafe) private static var locks: [ObjectIdentifier: NSRecursiveLock] = [:]

    static func lock(for object: Any) -> NSRecursiveLock {
        guardLock.lock()
        defer { guardLock.unlock() }
        let key = ObjectIdentifier(object as AnyObject)
        if let lock = locks[key] { return lock }
        let lock = NSRecursiveLock()
        locks[key] = lock
        return lock
    }
}
