import SwiftParser
import SwiftSyntax

/// Swift 3 and 4 spellings of Apple's API renamed as Swift 4.2 renamed them, where the
/// rename is mechanical: top-level types that became nested (`UIViewAnimationOptions` →
/// `UIView.AnimationOptions`), Core Animation's string constants that became typed
/// (`kCAFillModeForwards` → `CAMediaTimingFillMode.forwards`), and C-style constructors
/// that became initializers (`CGRectMake(x, y, w, h)` → `CGRect(x: x, y: y, width: w, height: h)`).
/// A constant becomes its full name rather than `.forwards`: its place may not give the type.
enum LegacyNameRewriter {
    static let types: [String: String] = [
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIViewContentMode": "UIView.ContentMode",
        "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UIControlState": "UIControl.State",
        "UIControlEvents": "UIControl.Event",
        "UIButtonType": "UIButton.ButtonType",
        "UIFontWeight": "UIFont.Weight",
        "UIStackViewAlignment": "UIStackView.Alignment",
        "UIStackViewDistribution": "UIStackView.Distribution",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
        "NSLayoutRelation": "NSLayoutConstraint.Relation",
        "NSAttributedStringKey": "NSAttributedString.Key",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        // Objective-C's integer typedefs, which Foundation declares only on Apple platforms.
        "NSInteger": "Int",
        "NSUInteger": "UInt",
    ]

    static let constants: [String: String] = {
        var constants = [
            "CGRectZero": "CGRect.zero", "CGPointZero": "CGPoint.zero", "CGSizeZero": "CGSize.zero",
            "CGAffineTransformIdentity": "CGAffineTransform.identity",
        ]
        /// `kCAFillModeForwards` → `CAMediaTimingFillMode.forwards`, and so on for a family.
        func family(_ prefix: String, _ type: String, _ suffixes: [String]) {
            for suffix in suffixes {
                constants[prefix + suffix] = "\(type).\(suffix.prefix(1).lowercased())\(suffix.dropFirst())"
            }
        }
        family("kCAFillMode", "CAMediaTimingFillMode", ["Forwards", "Backwards", "Both", "Removed"])
        family("kCAMediaTimingFunction", "CAMediaTimingFunctionName", ["Linear", "EaseIn", "EaseOut", "EaseInEaseOut", "Default"])
        family("kCALineCap", "CAShapeLayerLineCap", ["Butt", "Round", "Square"])
        family("kCALineJoin", "CAShapeLayerLineJoin", ["Miter", "Round", "Bevel"])
        family("kCAFillRule", "CAShapeLayerFillRule", ["NonZero", "EvenOdd"])
        family("kCAGravity", "CALayerContentsGravity", ["Center", "Top", "Bottom", "Left", "Right", "TopLeft", "TopRight",
                                                       "BottomLeft", "BottomRight", "Resize", "ResizeAspect", "ResizeAspectFill"])
        family("kCAAnimation", "CAAnimationCalculationMode", ["Linear", "Discrete", "Paced", "Cubic", "CubicPaced"])
        family("kCAAnimation", "CAAnimationRotationMode", ["RotateAuto", "RotateAutoReverse"])
        family("kCATransition", "CATransitionType", ["Fade", "MoveIn", "Push", "Reveal"])
        family("kCATransition", "CATransitionSubtype", ["FromRight", "FromLeft", "FromTop", "FromBottom"])
        return constants
    }()

    /// C constructor → the type whose initializer replaces it, and that initializer's labels.
    static let constructors: [String: (type: String, labels: [String])] = [
        "CGRectMake": ("CGRect", ["x", "y", "width", "height"]),
        "CGPointMake": ("CGPoint", ["x", "y"]),
        "CGSizeMake": ("CGSize", ["width", "height"]),
        "CGVectorMake": ("CGVector", ["dx", "dy"]),
        "UIEdgeInsetsMake": ("UIEdgeInsets", ["top", "left", "bottom", "right"]),
        "CGAffineTransformMakeRotation": ("CGAffineTransform", ["rotationAngle"]),
        "CGAffineTransformMakeScale": ("CGAffineTransform", ["scaleX", "y"]),
        "CGAffineTransformMakeTranslation": ("CGAffineTransform", ["translationX", "y"]),
    ]

    /// A type or constant named in an expression, renamed; nil when it has no new name.
    static func rewrite(_ reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        // `x.UIControlState` would be a member of the user's own, not Apple's old name.
        guard reference.argumentNames == nil, reference.keyPathInParent != \MemberAccessExprSyntax.declName,
              let name = types[reference.baseName.text] ?? constants[reference.baseName.text] else { return nil }
        return Parser.parseExpression(name).with(\.leadingTrivia, reference.leadingTrivia)
            .with(\.trailingTrivia, reference.trailingTrivia)
    }

    /// A type annotation naming an old type, renamed; nil when it has no new name.
    static func rewrite(_ type: IdentifierTypeSyntax) -> TypeSyntax? {
        guard type.genericArgumentClause == nil, let name = types[type.name.text] else { return nil }
        return Parser.parseType(name).with(\.leadingTrivia, type.leadingTrivia).with(\.trailingTrivia, type.trailingTrivia)
    }

    /// `CGRectMake(a, b, c, d)` → `CGRect(x: a, y: b, width: c, height: d)`; nil for other calls.
    static func rewrite(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              let constructor = constructors[callee.baseName.text], call.arguments.count == constructor.labels.count,
              call.arguments.allSatisfy({ $0.label == nil }) else { return nil }
        var arguments = call.arguments
        for (index, label) in zip(arguments.indices, constructor.labels) {
            arguments[index].label = .identifier(label)
            arguments[index].colon = .colonToken(trailingTrivia: .space)
        }
        return call.with(\.calledExpression, ExprSyntax(callee.with(\.baseName, .identifier(constructor.type))))
            .with(\.arguments, arguments)
    }
}

private extension Parser {
    static func parseExpression(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
    }

    static func parseType(_ text: String) -> TypeSyntax {
        var parser = Parser(text)
        return TypeSyntax.parse(from: &parser)
    }
}
