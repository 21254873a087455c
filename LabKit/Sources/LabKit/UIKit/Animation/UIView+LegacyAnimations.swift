import Foundation

/// UIKit's animation blocks before closures (deprecated in iOS 13, still in older code):
/// property changes between `beginAnimations` and `commitAnimations` animate with the
/// settings made before them, as the block-based API's would. Delegates and stop selectors,
/// which need the Objective-C runtime, are not supported: use `animate(withDuration:…completion:)`.
extension UIView {
    /// The open legacy blocks, innermost last.
    nonisolated(unsafe) private static var legacyBlocks: [ViewAnimationBlock] = []

    /// Opens an animation block: changes until `commitAnimations()` animate, for 0.2 s on the
    /// ease-in-out curve unless set otherwise. `animationID` and `context` are not used.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = ViewAnimationBlock(duration: 0.2, delay: 0, options: [], spring: nil, completion: nil)
        legacyBlocks.append(block)
        block.open()
    }

    /// Closes the innermost block opened by `beginAnimations`; without one, does nothing.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func commitAnimations() {
        guard let block = legacyBlocks.popLast() else { return }
        block.close()
    }

    /// The duration of the changes that follow in the open block (default 0.2 s).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationDuration(_ duration: TimeInterval) {
        legacyBlocks.last?.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// The delay of the changes that follow in the open block (default 0).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationDelay(_ delay: TimeInterval) {
        legacyBlocks.last?.delay = delay.isFinite ? max(0, delay) : 0
    }

    /// The curve of the changes that follow in the open block (default `.easeInOut`).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        guard let block = legacyBlocks.last else { return }
        block.options = block.options.replacingCurve(with: AnimationOptions(rawValue: UInt(curve.rawValue) << 16))
    }

    /// How many times the changes that follow play (fractions play part of the last; default 0, once).
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        legacyBlocks.last?.repeatCount = repeatCount.isNaN ? 0 : max(0, repeatCount)
    }

    /// Whether the changes that follow play back after playing forward.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        guard let block = legacyBlocks.last else { return }
        if repeatAutoreverses { block.options.insert(.autoreverse) } else { block.options.remove(.autoreverse) }
    }

    /// Accepted: the lab's animations always start from the value on screen.
    @available(*, deprecated, message: "Use the block-based animation API instead")
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
}
