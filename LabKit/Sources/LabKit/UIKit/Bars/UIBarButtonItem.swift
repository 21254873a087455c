import Foundation

/// A button of a navigation bar: a title, an image, one of UIKit's system items, or a view
/// of your own. It runs its `primaryAction` when tapped (the lab has no selectors, so the
/// target–action initializers are the `UIAction` ones of iOS 14).
open class UIBarButtonItem: UIBarItem {
    /// How a title is drawn.
    public enum Style: Int, Sendable {
        /// The body weight.
        case plain
        /// Semibold, for the action that completes a screen.
        case done
    }

    /// The standard items UIKit provides (the subset the lab draws: titles and symbols it has).
    public enum SystemItem: Int, Sendable {
        /// "Done", semibold.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save", semibold.
        case save = 3
        /// A plus sign.
        case add = 4
        /// A play triangle.
        case play = 17
        /// Pause bars.
        case pause = 18
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// A cross.
        case close = 24
    }

    /// How the title is drawn.
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The action run when the item is tapped.
    open var primaryAction: UIAction? { didSet { itemDidChange() } }
    /// A view shown instead of the title or image.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The title's colour (nil: the bar's tint colour).
    open var tintColor: UIColor? { didSet { itemDidChange() } }

    /// There are no archives in the lab: this creates an item with no title or image.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An item showing `title` or `image` (by default the action's) that runs
    /// `primaryAction` when tapped.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        super.init()
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    /// An item showing `title` in `style` that runs `primaryAction` when tapped.
    public init(title: String?, style: Style, primaryAction: UIAction? = nil) {
        super.init()
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

    /// One of UIKit's standard items, running `primaryAction` when tapped.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        super.init()
        switch systemItem {
        case .done: (title, style) = ("Done", .done)
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .save: (title, style) = ("Save", .done)
        case .undo: title = "Undo"
        case .redo: title = "Redo"
        case .add: image = UIImage(systemName: "plus")
        case .play: image = UIImage(systemName: "play.fill")
        case .pause: image = UIImage(systemName: "pause.fill")
        case .close: image = UIImage(systemName: "xmark")
        }
        self.primaryAction = primaryAction
    }

    /// An item showing `customView`.
    public init(customView: UIView) {
        super.init()
        self.customView = customView
    }
}
