import Foundation

/// One attribute of a view or layout guide, to make constraints with in a type-safe way: an
/// x-axis anchor relates only to x-axis anchors, a y-axis anchor to y-axis anchors, a
/// dimension to dimensions.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to.
    public let item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `UIView:0x….leading`, as UIKit names an anchor.
    open var name: String { "\(LayoutItemReference.name(of: item)).\(attribute)" }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                    multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                           attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor` (inactive).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }

    /// `self >= anchor` (inactive).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor` (inactive).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c` (inactive).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c` (inactive).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c` (inactive).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }
}
