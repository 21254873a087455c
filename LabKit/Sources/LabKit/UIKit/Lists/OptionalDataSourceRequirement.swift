import Foundation

// The parameter types through which a table tells whether its data source implements
// `tableView(_:commit:forRowAt:)` and `tableView(_:moveRowAt:to:)`, and a collection view
// whether its data source implements `collectionView(_:moveItemAt:to:)` (see
// `UITableViewDataSource`). They are public because the protocols' associated types name
// them; code never uses them.

/// The editing-style parameter of `UITableViewDataSource.tableView(_:commit:forRowAt:)`:
/// `UITableViewCell.EditingStyle` when the method is implemented.
public protocol _UITableViewCommitParameter {
    /// Whether a data source whose method takes this type implements it.
    static var _isImplemented: Bool { get }
    /// The parameter for `style`.
    static func _parameter(_ style: UITableViewCell.EditingStyle) -> Self
}

/// The index-path parameter of `UITableViewDataSource.tableView(_:moveRowAt:to:)` and
/// `UICollectionViewDataSource.collectionView(_:moveItemAt:to:)`: `IndexPath` when the method
/// is implemented.
public protocol _UIMoveIndexPathParameter {
    /// Whether a data source whose method takes this type implements it.
    static var _isImplemented: Bool { get }
    /// The parameter for `path`.
    static func _parameter(_ path: IndexPath) -> Self
}

extension UITableViewCell.EditingStyle: _UITableViewCommitParameter {
    public static var _isImplemented: Bool { true }
    public static func _parameter(_ style: UITableViewCell.EditingStyle) -> Self { style }
}

extension IndexPath: _UIMoveIndexPathParameter {
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
public struct _UITableViewDataSourceMovesNothing: _UIMoveIndexPathParameter {
    public static var _isImplemented: Bool { false }
    public static func _parameter(_ path: IndexPath) -> Self { Self() }
}

/// The parameter of the default `collectionView(_:moveItemAt:to:)`: the data source does not
/// implement it.
public struct _UICollectionViewDataSourceMovesNothing: _UIMoveIndexPathParameter {
    public static var _isImplemented: Bool { false }
    public static func _parameter(_ path: IndexPath) -> Self { Self() }
}
