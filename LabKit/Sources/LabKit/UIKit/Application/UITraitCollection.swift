import Foundation

/// UIKit's name for the interface idiom type.
public typealias UIUserInterfaceIdiom = UIDevice.UserInterfaceIdiom

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No preference.
    case unspecified
    /// Light mode (the lab's).
    case light
    /// Dark mode.
    case dark
}

/// How much room a dimension has.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class.
    case unspecified
    /// Constrained space (an iPhone's width in portrait).
    case compact
    /// Ample space (an iPhone's height in portrait).
    case regular
}

/// The traits of the environment an interface shows in. The lab's are an iPhone's in
/// portrait in light mode: compact width, regular height, the screen's scale; they never
/// change while a scene runs, so `traitCollectionDidChange(_:)` is never called.
public final class UITraitCollection: Equatable, @unchecked Sendable {
    /// Light or dark mode (the lab: light).
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The width's size class (the lab: compact).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class (the lab: regular).
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point (0: unspecified).
    public let displayScale: CGFloat
    /// The kind of device (the lab: phone).
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    init(style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0, idiom: UIUserInterfaceIdiom = .unspecified) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceIdiom = idiom
    }

    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    /// A collection that specifies only the width's size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    /// A collection that specifies only the height's size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// A collection that specifies only the scale.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }

    /// The traits of the lab's screen.
    public static var current: UITraitCollection {
        UITraitCollection(style: .light, horizontal: .compact, vertical: .regular, scale: UIScreen.main.scale, idiom: .phone)
    }

    /// Whether colours may resolve differently in `other` (their appearances differ).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.displayScale == rhs.displayScale
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
    }
}

/// An object whose traits it takes from its environment: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The environment's traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed (never, in the lab).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

extension UIImage {
    /// The image resource `name` in `bundle` (nil: the main bundle), as `init?(named:in:)`
    /// finds it; the traits change nothing (images have one appearance in the lab).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name, in: bundle)
    }
}
