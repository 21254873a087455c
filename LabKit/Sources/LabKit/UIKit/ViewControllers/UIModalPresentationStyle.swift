import Foundation

/// How a presented controller covers the screen, with UIKit's raw values. The lab's screen is
/// compact (an iPhone's), so the styles adapt as they do on an iPhone.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen; the presenter's view is removed once the
    /// transition ends (and the presenter hears `viewWillDisappear`/`viewDidDisappear`).
    case fullScreen = 0
    /// The iOS 13 card: the presenter shrinks behind a dimmed backdrop, the card leaves a gap
    /// at the top and a downward swipe dismisses it.
    case pageSheet = 1
    /// On a compact screen the same card as `pageSheet`.
    case formSheet = 2
    /// Full screen in the lab, which has no presentation contexts below the window.
    case currentContext = 3
    /// The transitioning delegate's presentation controller decides.
    case custom = 4
    /// Covers the screen without removing the presenter's view (its content may show through).
    case overFullScreen = 5
    /// Over full screen in the lab, which has no presentation contexts below the window.
    case overCurrentContext = 6
    /// On a compact screen a popover adapts to a sheet.
    case popover = 7
    /// No adaptation (only meaningful as an adaptive style); presenting with it shows full screen.
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2

    /// The style the lab shows for this one (the compact-screen adaptations).
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic, .formSheet, .popover, .pageSheet: return .pageSheet
        case .currentContext, .none, .fullScreen: return .fullScreen
        case .overCurrentContext, .overFullScreen: return .overFullScreen
        case .custom: return .custom
        }
    }
}
