import Foundation

/// The standard animation of a modal presentation that has no custom animator, with UIKit's
/// raw values.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom; dismissing slides it back down.
    case coverVertical = 0
    /// The screen turns over about its vertical axis, in 3D with perspective, to show the
    /// presented view on its back.
    case flipHorizontal = 1
    /// The presented view fades in; dismissing fades it out.
    case crossDissolve = 2
    /// The presenter's view lifts off like a page from its bottom edge (an approximation of
    /// UIKit's partial curl: see "Differences from Apple").
    case partialCurl = 3
}
