import Foundation

/// A vertical location: top, bottom, center y or a baseline.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
