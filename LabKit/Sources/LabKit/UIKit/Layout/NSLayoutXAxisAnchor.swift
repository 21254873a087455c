import Foundation

/// A horizontal location: leading, trailing, left, right or center x.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
