import Foundation

// The parameter types through which a table tells whether its data source implements
// `tableView(_:commit:forRowAt:)` and `tableView(_:moveRowAt:to:)` (see
// `UITableViewDataSource`). They are public because the protocol's associated types name
// them; code never uses them.

/// The editing-style parameter of `UITableViewDataSource.tableView(_:commit:forRowAt:)`:
/// `UITableViewCell.EditingStyle` when the method is implemented.
public protocol _UITableViewCommitParameter {
    /// Whether a data source whose method takes this type implements it.
    static var _isImplemented: Bool { get }
    /// The parameter for `style`.
    static func _parameter(_ style: UITableViewCell.EditingStyle) -> Self
}

/// The index-path parameter of `UITableViewDataSource.tableView(_:moveRowAt:to:)`:
/// `IndexPath` when the method is implemented.
public protocol _UITableViewMoveParameter {
    /// Whether a data source whose method takes this type implements it.
    static var _isImplemented: Bool { get }
    /// The parameter for `path`.
    static func _parameter(_ path: IndexPath) -> Self
}

extension UITableViewCell.EditingStyle: _UITableViewCommitParameter {
    public static var _isImplemented: Bool { true }
    public static func _parameter(_ style: UITableViewCell.EditingStyle) -> Self { style }
}

extension IndexPath: _UITableViewMoveParameter {
    public static var _isImplemented: Bool { true }
    public static func _parameter(_ path: IndexPath) -> Self { path }
}

/// The parameter of the default `tableView(_:commit:forRowAt:)`: the data source does not
/// implement it.
public struct _UITableViewDataSourceCommitsNothing: _UITableViewCommitParameter {
    public static var _isImplemented: Bool { false }
    public static func _parameter(_ style: UITableViewCell.EditingStyle) -> Self { Self() }
}

/// The parameter of the default `tableView(_:moveRowAt:to:)`: the data source does not
/// implement it.
public struct _UITableViewDataSourceMovesNothing: _UITableViewMoveParameter {
    public static var _isImplemented: Bool { false }
    public static func _parameter(_ path: IndexPath) -> Self { Self() }
}
