import Foundation

/// One button a swipe reveals on a table row: a title or image on a colored background, and
/// a handler that runs when the user taps it (or swipes all the way, for the first action of a
/// configuration that `performsFirstActionWithFullSwipe`). As on iOS it is an `NSObject`.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks and what its background means.
    public enum Style: Int, Sendable {
        /// A neutral action: gray unless `backgroundColor` says otherwise.
        case normal
        /// A destructive action (Delete): red.
        case destructive
    }

    /// Runs the action. Call `completion` with whether it was performed: the table then hides
    /// the actions (as UIKit does either way).
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's image, shown above the title (or alone).
    open var image: UIImage?
    /// The button's background (default: gray for `.normal`, system red for `.destructive`).
    open var backgroundColor: UIColor!
    /// What the action does.
    public let handler: Handler

    /// An action of `style` titled `title`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        // UIKit's defaults: systemGray (142, 142, 147) and systemRed.
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
