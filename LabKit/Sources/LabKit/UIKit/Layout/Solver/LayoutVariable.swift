import Foundation

/// An unknown of the layout solver: one edge, size or position of a view or layout guide.
///
/// A variable joins a solver when a constraint first uses it and leaves when the last one
/// using it is removed, so that a subtree's constraints can move to another solver.
final class LayoutVariable {
    /// What the variable stands for (`UIView:0x….minX`), for logs.
    let name: String

    /// The view or layout guide the variable belongs to.
    weak var item: AnyObject?

    /// The solver the variable is in, and its symbol there (valid while `solver` is set).
    unowned(unsafe) var solver: LayoutSolver?
    var symbol = -1

    init(_ name: String, item: AnyObject? = nil) {
        self.name = name
        self.item = item
    }
}
