import Foundation

/// The transaction key for `disableActions` (a Boolean).
public let kCATransactionDisableActions = "disableActions"
/// The transaction key for `animationDuration` (seconds).
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key for `animationTimingFunction` (a `CAMediaTimingFunction`).
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key for `completionBlock` (a `() -> Void`).
public let kCATransactionCompletionBlock = "completionBlock"

extension CATransaction {
    /// The transaction property `key` (one of the `kCATransaction…` keys), as the typed
    /// accessors read it; nil for other keys.
    public class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return nil
        }
    }

    /// Sets the transaction property `key` (one of the `kCATransaction…` keys) as its typed
    /// setter does, as older code writes `setValue(kCFBooleanTrue, forKey:
    /// kCATransactionDisableActions)`. A value of the wrong type, or another key, is ignored
    /// with a diagnostic.
    public class func setValue(_ anObject: Any?, forKey key: String) {
        switch (key, anObject) {
        case (kCATransactionDisableActions, let flag as Bool): setDisableActions(flag)
        case (kCATransactionDisableActions, let flag as NSNumber): setDisableActions(flag.boolValue)
        case (kCATransactionAnimationDuration, let seconds as Double): setAnimationDuration(seconds)
        case (kCATransactionAnimationDuration, let seconds as NSNumber): setAnimationDuration(seconds.doubleValue)
        case (kCATransactionAnimationTimingFunction, let function as CAMediaTimingFunction?): setAnimationTimingFunction(function)
        case (kCATransactionCompletionBlock, let block as (() -> Void)?): setCompletionBlock(block)
        default:
            LabDiagnostics.report("CATransaction.setValue(_:forKey:): \(String(describing: anObject)) for '\(key)' is not a transaction property's value; ignored")
        }
    }
}
