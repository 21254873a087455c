import Foundation

extension UIFont: @unchecked Sendable {}

/// UIKit's attributes for Foundation's `AttributedString` (`string.font = …`,
/// `container.foregroundColor = …`), as button configurations' titles use them. They read
/// as the `NSAttributedString.Key`s of the same names when the text is drawn.
extension AttributeScopes {
    /// The attributes UIKit defines.
    public struct UIKitAttributes: AttributeScope {
        /// The font.
        public let font: FontAttribute
        /// The text color.
        public let foregroundColor: ForegroundColorAttribute
        /// The color behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// Extra space between characters, in points.
        public let kern: KernAttribute
        /// Foundation's own attributes.
        public let foundation: FoundationAttributes

        /// `NSAttributedString.Key.font`.
        public enum FontAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = UIFont
            /// The `NSAttributedString.Key` it reads as.
            public static let name = NSAttributedString.Key.font.rawValue
        }
        /// `NSAttributedString.Key.foregroundColor`.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = UIColor
            /// The `NSAttributedString.Key` it reads as.
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        /// `NSAttributedString.Key.backgroundColor`.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = UIColor
            /// The `NSAttributedString.Key` it reads as.
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        /// `NSAttributedString.Key.kern`.
        public enum KernAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = CGFloat
            /// The `NSAttributedString.Key` it reads as.
            public static let name = NSAttributedString.Key.kern.rawValue
        }
    }

    /// UIKit's attribute scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.font`, `container.foregroundColor` and UIKit's other attributes.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// The runs of `attributed` with the UIKit attributes they carry.
    convenience init(uiKit attributed: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attributed.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run[AttributeScopes.UIKitAttributes.FontAttribute.self] { attributes[.font] = font }
            if let color = run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] { attributes[.foregroundColor] = color }
            if let color = run[AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self] { attributes[.backgroundColor] = color }
            if let kern = run[AttributeScopes.UIKitAttributes.KernAttribute.self] { attributes[.kern] = kern }
            result.append(NSAttributedString(string: String(attributed[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: result)
    }
}
