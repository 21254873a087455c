import Foundation

/// A button of an alert or action sheet: its title, its style and what tapping it does (the
/// handler runs once the alert has been dismissed).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the action is drawn and where it goes.
    public enum Style: Int, Sendable {
        /// A plain action in the tint color.
        case `default`
        /// The action that changes nothing: bold, last (or at the left of two), at most one.
        case cancel
        /// An action that destroys data: red.
        case destructive
    }

    /// The button's text.
    public let title: String?
    /// The action's style.
    public let style: Style
    /// Whether the button can be tapped (a disabled one is drawn gray).
    open var isEnabled = true {
        didSet { enabledDidChange?() }
    }
    let handler: ((UIAlertAction) -> Void)?
    /// The alert's hook to redraw the button.
    var enabledDidChange: (() -> Void)?

    /// An action titled `title`, running `handler` when chosen.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
