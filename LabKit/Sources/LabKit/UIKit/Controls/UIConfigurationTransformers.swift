import Foundation

/// A function from a color to a color that a configuration applies to one of its colors
/// (`UIButton.Configuration.imageColorTransformer`, a background's color transformer).
public struct UIConfigurationColorTransformer {
    /// The function.
    public let transform: (UIColor) -> UIColor
    /// A transformer applying `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    /// `transform` applied to `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The color made gray (its white value, keeping alpha).
    public static let grayscale = UIConfigurationColorTransformer { color in
        var white: CGFloat = 0, alpha: CGFloat = 0
        color.getWhite(&white, alpha: &alpha)
        return UIColor(white: white, alpha: alpha)
    }
    /// The color with a monochrome tint, to de-emphasize a tinted item whatever the accent
    /// color (Apple's reference): its gray.
    public static let monochromeTint = grayscale
    /// The system accent color in place of the color where the platform has one; an
    /// iPhone, the lab's screen, has none, so the color itself (Apple's reference).
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
}

/// A function a button configuration applies to the text attributes of its title or
/// subtitle, to change their font or color (`titleTextAttributesTransformer`).
public struct UIConfigurationTextAttributesTransformer {
    /// The function.
    public let transform: (AttributeContainer) -> AttributeContainer
    /// A transformer applying `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    /// `transform` applied to `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
