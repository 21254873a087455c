import Foundation

extension NSIndexPath {
    /// The row: the index path's second index (UIKit's table view addition).
    public var row: Int { index(atPosition: 1) }
    /// The section: the index path's first index.
    public var section: Int { index(atPosition: 0) }
    /// The item: the index path's second index (UIKit's collection view addition).
    public var item: Int { index(atPosition: 1) }

    /// The index path of `row` in `section`.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// The index path of `item` in `section`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }
}

/// Objective-C's integer types, as Foundation names them on Apple's platforms.
public typealias NSInteger = Int
/// Objective-C's unsigned integer type.
public typealias NSUInteger = UInt
