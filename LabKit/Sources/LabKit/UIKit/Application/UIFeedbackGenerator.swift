import Foundation

/// Haptic feedback. A Linux desktop has no Taptic Engine, so generators do nothing, as they do
/// on an iOS device without one; code that plays them runs unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// Creates a generator.
    public init() {}
    /// Readies the engine (nothing to ready in the lab).
    open func prepare() {}
}

/// Feedback for a collision of views.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// A light collision.
        case light
        /// A medium collision.
        case medium
        /// A heavy collision.
        case heavy
        /// A soft, flexible collision.
        case soft
        /// A hard, rigid collision.
        case rigid
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact generator.
    public override init() {
        style = .medium
        super.init()
    }

    /// Plays an impact (no haptics in the lab).
    open func impactOccurred() {}
    /// Plays an impact of `intensity` 0…1 (no haptics in the lab).
    open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a change of selection.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick (no haptics in the lab).
    open func selectionChanged() {}
}

/// Feedback for a task's outcome.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome felt.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success
        /// The task produced a warning.
        case warning
        /// The task failed.
        case error
    }

    /// Plays the feedback of `notificationType` (no haptics in the lab).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
