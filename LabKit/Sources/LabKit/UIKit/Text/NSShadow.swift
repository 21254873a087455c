import Foundation

/// A text shadow, the value of the `.shadow` attribute.
open class NSShadow: NSObject, NSCopying {
    private let coreFoundationHeader = CoreFoundationHeader()

    /// Where the shadow falls from the text, in points; positive height is down (default
    /// (0, −3), as UIKit's).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius (default 0). The lab draws shadows sharp: see *Differences from Apple*.
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (default nil: black at one third opacity).
    open var shadowColor: Any?

    /// Creates a shadow with the defaults.
    public override init() { super.init() }

    /// A copy with the same offset, blur and color.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }
}
