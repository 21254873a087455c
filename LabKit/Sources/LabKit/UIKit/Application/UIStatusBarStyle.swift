import Foundation

/// The style of the status bar's content. The lab's screen has no status bar: a controller's
/// preference is kept and asked for, and changes nothing on screen.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode (the default).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it shows or hides.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade.
    case fade = 1
    /// A slide.
    case slide = 2
}

/// The orientation of the app's interface (the lab's is always portrait).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Portrait, home button at the bottom.
    case portrait = 1
    /// Portrait upside down.
    case portraitUpsideDown = 2
    /// Landscape, home button on the left.
    case landscapeLeft = 4
    /// Landscape, home button on the right.
    case landscapeRight = 3

    /// Whether the orientation is a portrait one.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Which way a view lays out its content.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (the lab's).
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// How a view's content is flipped for right-to-left languages.
public enum UISemanticContentAttribute: Int, Sendable {
    /// As the language's direction.
    case unspecified = 0
    /// Playback controls, which never flip.
    case playback = 1
    /// Spatial content, which never flips.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
