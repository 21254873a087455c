import Foundation

/// Groups layer changes: the implicit animations they trigger share the transaction's
/// duration and timing function, can be turned off, and a completion block runs when all
/// animations added inside have finished.
///
/// Changes made outside `begin()`/`commit()` belong to an implicit transaction that commits
/// at the end of the current frame of the lab clock.
open class CATransaction {
    /// Settings and completion of one level of nesting.
    final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        let completion = CompletionGroup()
        let isImplicit: Bool
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// Counts the animations a transaction added; runs the block when the last one stops
    /// after the transaction committed.
    final class CompletionGroup {
        var block: (() -> Void)?
        private var pending = 0
        private var committed = false

        func animationAdded() { pending += 1 }

        func animationStopped() {
            pending -= 1
            runIfDone()
        }

        func commit() {
            committed = true
            runIfDone()
        }

        private func runIfDone() {
            guard committed, pending == 0, let block else { return }
            self.block = nil
            block()
        }
    }

    nonisolated(unsafe) private static var stack: [Frame] = []

    /// The innermost transaction, beginning the implicit one if none is open.
    static var current: Frame {
        if let frame = stack.last { return frame }
        let frame = Frame(isImplicit: true)
        stack.append(frame)
        return frame
    }

    /// Begins a nested transaction.
    public class func begin() {
        stack.append(Frame(isImplicit: false))
    }

    /// Commits the innermost transaction: one begun with `begin()`, else the implicit one,
    /// which Core Animation commits silently when code calls `commit()` without `begin()`
    /// (TransitionButton does); with none open it does nothing.
    public class func commit() {
        guard let frame = stack.popLast() else { return }
        frame.completion.commit()
    }

    /// Commits the implicit transaction now (the lab clock also does it at the end of every frame).
    public class func flush() {
        if stack.contains(where: { !$0.isImplicit }) {
            LabDiagnostics.report("CATransaction.begin() without commit() at the end of a frame; committing it")
        }
        let frames = stack
        stack = []
        for frame in frames.reversed() { frame.completion.commit() }
    }

    /// The duration of implicit animations (default 0.25 s).
    public class func animationDuration() -> CFTimeInterval {
        stack.reversed().lazy.compactMap(\.duration).first ?? CAAnimation.defaultDuration
    }

    /// Sets the duration of implicit animations in this transaction.
    public class func setAnimationDuration(_ duration: CFTimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            LabDiagnostics.report("CATransaction.setAnimationDuration(\(duration)): must be a finite number ≥ 0; ignored")
            return
        }
        current.duration = duration
    }

    /// The timing function of implicit animations (nil: the default curve).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        stack.reversed().lazy.compactMap(\.timingFunction).first
    }

    /// Sets the timing function of implicit animations in this transaction.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.timingFunction = function
    }

    /// Whether property changes trigger no implicit animations.
    public class func disableActions() -> Bool {
        stack.reversed().lazy.compactMap(\.disableActions).first ?? false
    }

    /// Turns implicit animations off (true) or on for this transaction.
    public class func setDisableActions(_ flag: Bool) {
        current.disableActions = flag
    }

    /// The block run when the animations of this transaction have finished.
    public class func completionBlock() -> (() -> Void)? {
        stack.last?.completion.block
    }

    /// Sets the block run once this transaction has committed and every animation added in it
    /// has stopped (immediately at commit when it added none).
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        current.completion.block = block
    }

    /// The completion groups an animation added now belongs to: the current transaction's
    /// and every enclosing one's.
    static func groupsForNewAnimation() -> [CompletionGroup] {
        _ = current
        return stack.map(\.completion)
    }

    static func reset() {
        stack = []
    }

    private static let transactionLock = NSRecursiveLock()

    /// Takes the lock that guards layer and transaction properties from other threads (the
    /// lab's layers live on the main thread; code that locks around its changes runs as is).
    public class func lock() { transactionLock.lock() }

    /// Gives back the lock `lock()` took.
    public class func unlock() { transactionLock.unlock() }
}
