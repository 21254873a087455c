import Foundation

/// The metrics a bar's images are set for (the lab's bars are always `.default`).
public enum UIBarMetrics: Int, Hashable, Sendable {
    /// A bar of the usual height.
    case `default` = 0
    /// A compact (landscape phone) bar.
    case compact = 1
    /// A bar with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}

/// Where a bar sits.
public enum UIBarPosition: Int, Sendable {
    /// Unknown.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top, under the status bar.
    case topAttached = 3
}

/// The look of a bar.
public enum UIBarStyle: Int, Sendable {
    /// Light.
    case `default` = 0
    /// Dark.
    case black = 1
}
