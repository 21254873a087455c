import Foundation

/// The actions a swipe reveals on one edge of a table row, the first one nearest the edge the
/// swipe starts from. As on iOS it is an `NSObject`.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first one outermost (nearest the row's edge).
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way across runs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
