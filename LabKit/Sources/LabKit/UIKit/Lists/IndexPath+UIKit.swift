import Foundation

/// UIKit's index paths for table and collection views: two indexes, section then row (or
/// item). Foundation on Linux has `IndexPath` without them, as Apple's has them only in UIKit.
extension IndexPath {
    /// An index path to `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path to `item` in `section` (a collection view's).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section index: the first index (a path of fewer than two indexes traps, as in UIKit).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item within the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
