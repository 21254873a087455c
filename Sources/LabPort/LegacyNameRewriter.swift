import SwiftParser
import SwiftSyntax

/// Swift 2, 3 and 4 spellings of Apple's API renamed as Swift 3 and 4.2 renamed them, where
/// the rename is mechanical: top-level types that became nested (`UIViewAnimationOptions` →
/// `UIView.AnimationOptions`), constants that became typed or nested
/// (`kCAFillModeForwards` → `CAMediaTimingFillMode.forwards`, `NSFontAttributeName` →
/// `NSAttributedString.Key.font`, `NSNotification.Name.UIKeyboardWillShow` →
/// `UIResponder.keyboardWillShowNotification`), C-style constructors that became initializers
/// (`CGRectMake(x, y, w, h)` → `CGRect(x: x, y: y, width: w, height: h)`) and geometry
/// functions that became members (`CGRectGetMidX(r)` → `r.midX`).
/// A constant becomes its full name rather than `.forwards`: its place may not give the type.
enum LegacyNameRewriter {
    static let types: [String: String] = [
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
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
        "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UITableViewStyle": "UITableView.Style",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
        "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
        "UIBlurEffectStyle": "UIBlurEffect.Style",
        "UIImageRenderingMode": "UIImage.RenderingMode",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
        "UITextFieldViewMode": "UITextField.ViewMode",
        "UITextBorderStyle": "UITextField.BorderStyle",
        "UIEventType": "UIEvent.EventType",
        "UITouchPhase": "UITouch.Phase",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UINavigationControllerOperation": "UINavigationController.Operation",
        "UIApplicationState": "UIApplication.State",
        "UIFontTextStyle": "UIFont.TextStyle",
        "UIFontDescriptorSymbolicTraits": "UIFontDescriptor.SymbolicTraits",
        "UIViewAnimationTransition": "UIView.AnimationTransition",
        "UIViewTintAdjustmentMode": "UIView.TintAdjustmentMode",
        "RunLoopMode": "RunLoop.Mode",
        // Objective-C's integer typedefs, which Foundation declares only on Apple platforms.
        "NSInteger": "Int",
        "NSUInteger": "UInt",
    ]

    static let constants: [String: String] = {
        var constants = [
            "CGRectZero": "CGRect.zero", "CGPointZero": "CGPoint.zero", "CGSizeZero": "CGSize.zero",
            "CGAffineTransformIdentity": "CGAffineTransform.identity",
            "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
            "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
            "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
            "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
            "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
            "UITableViewAutomaticDimension": "UITableView.automaticDimension",
        ]
        for key in ["FrameBegin", "FrameEnd", "AnimationDuration", "AnimationCurve", "IsLocal"] {
            constants["UIKeyboard\(key)UserInfoKey"] = "UIResponder.keyboard\(key)UserInfoKey"
        }
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
        family("kCAEmitterLayer", "CAEmitterLayerEmitterShape", ["Point", "Line", "Rectangle", "Cuboid", "Circle", "Sphere"])
        family("kCAEmitterLayer", "CAEmitterLayerEmitterMode", ["Points", "Outline", "Surface", "Volume"])
        family("kCAEmitterLayer", "CAEmitterLayerRenderMode", ["Unordered", "OldestFirst", "OldestLast", "BackToFront", "Additive"])
        family("kCAGradientLayer", "CAGradientLayerType", ["Axial", "Radial", "Conic"])
        family("kCAAlignment", "CATextLayerAlignmentMode", ["Natural", "Left", "Right", "Center", "Justified"])
        family("kCATruncation", "CATextLayerTruncationMode", ["None", "Start", "Middle", "End"])
        family("kCAFilter", "CALayerContentsFilter", ["Nearest", "Linear", "Trilinear"])
        family("UIFontWeight", "UIFont.Weight", ["UltraLight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"])
        // Swift 3's `NSFontAttributeName` and its kin.
        for key in ["Font", "ForegroundColor", "BackgroundColor", "ParagraphStyle", "Kern", "StrokeColor", "StrokeWidth",
                    "UnderlineStyle", "UnderlineColor", "StrikethroughStyle", "Shadow", "BaselineOffset", "Link", "Ligature"] {
            constants["NS\(key)AttributeName"] = "NSAttributedString.Key.\(key.prefix(1).lowercased())\(key.dropFirst())"
        }
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

    /// Swift 2's geometry functions that Swift 3 made properties of their first argument:
    /// `CGRectGetMidX(r)` → `r.midX`.
    static let properties: [String: String] = [
        "CGRectGetMinX": "minX", "CGRectGetMidX": "midX", "CGRectGetMaxX": "maxX",
        "CGRectGetMinY": "minY", "CGRectGetMidY": "midY", "CGRectGetMaxY": "maxY",
        "CGRectGetWidth": "width", "CGRectGetHeight": "height", "CGRectIsEmpty": "isEmpty", "CGRectIsNull": "isNull",
        "CGRectStandardize": "standardized", "CGRectIntegral": "integral", "CGAffineTransformIsIdentity": "isIdentity",
    ]

    /// Swift 2's geometry functions that Swift 3 made methods of their first argument, and
    /// the labels of the rest: `CGRectInset(r, 2, 4)` → `r.insetBy(dx: 2, dy: 4)`.
    static let methods: [String: (name: String, labels: [String?])] = [
        "CGRectContainsPoint": ("contains", [nil]), "CGRectContainsRect": ("contains", [nil]),
        "CGRectIntersectsRect": ("intersects", [nil]), "CGRectIntersection": ("intersection", [nil]),
        "CGRectUnion": ("union", [nil]), "CGRectInset": ("insetBy", ["dx", "dy"]), "CGRectOffset": ("offsetBy", ["dx", "dy"]),
        "CGAffineTransformConcat": ("concatenating", [nil]), "CGAffineTransformInvert": ("inverted", []),
        "CGAffineTransformRotate": ("rotated", ["by"]), "CGAffineTransformScale": ("scaledBy", ["x", "y"]),
        "CGAffineTransformTranslate": ("translatedBy", ["x", "y"]),
        "CGPointApplyAffineTransform": ("applying", [nil]), "CGSizeApplyAffineTransform": ("applying", [nil]),
        "CGRectApplyAffineTransform": ("applying", [nil]),
    ]

    /// Swift 2's equality functions, which Swift 3 made `==`.
    static let equalities: Set<String> = ["CGPointEqualToPoint", "CGSizeEqualToSize", "CGRectEqualToRect",
                                          "CGAffineTransformEqualToTransform"]

    /// Members that Swift 4.2 moved: run loop modes, and the notification names of
    /// `UIApplication` and the keyboard (`NSNotification.Name.UIKeyboardWillShow` →
    /// `UIResponder.keyboardWillShowNotification`), by the member access as written.
    static let members: [String: String] = {
        var members = ["RunLoopMode.commonModes": "RunLoop.Mode.common", "RunLoopMode.defaultRunLoopMode": "RunLoop.Mode.default"]
        let notifications = [
            "UIApplication": ["DidBecomeActive", "WillResignActive", "DidEnterBackground", "WillEnterForeground", "WillTerminate",
                              "DidReceiveMemoryWarning"],
            "UIResponder": ["KeyboardWillShow", "KeyboardDidShow", "KeyboardWillHide", "KeyboardDidHide",
                            "KeyboardWillChangeFrame", "KeyboardDidChangeFrame"],
        ]
        for (owner, names) in notifications {
            for name in names {
                let old = owner == "UIResponder" ? "UI\(name)" : "\(owner)\(name)"
                let new = "\(owner).\(name.prefix(1).lowercased())\(name.dropFirst())Notification"
                for base in ["NSNotification.Name", "Notification.Name"] { members["\(base).\(old)"] = new }
            }
        }
        return members
    }()

    /// A member access of a moved member (see `members`), renamed; nil otherwise.
    static func rewrite(_ member: MemberAccessExprSyntax) -> ExprSyntax? {
        // `.UIKeyboardWillShow` where a notification name is expected.
        let key = member.base == nil ? "NSNotification.Name\(member.trimmedDescription)" : member.trimmedDescription
        guard let name = members[key] else { return nil }
        return Parser.parseExpression(name).with(\.leadingTrivia, member.leadingTrivia).with(\.trailingTrivia, member.trailingTrivia)
    }

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

    /// `CGRectGetMidX(r)` → `r.midX`, `CGRectInset(r, a, b)` → `r.insetBy(dx: a, dy: b)`,
    /// `CGPointEqualToPoint(a, b)` → `(a == b)`; nil for other calls. A first argument that
    /// is not a name, member or call is parenthesized.
    static func rewriteFunction(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              call.arguments.allSatisfy({ $0.label == nil }), let first = call.arguments.first else { return nil }
        let rest = call.arguments.dropFirst().map(\.expression.trimmedDescription)
        let receiver = first.expression
        let base = receiver.is(DeclReferenceExprSyntax.self) || receiver.is(MemberAccessExprSyntax.self)
            || receiver.is(FunctionCallExprSyntax.self) || receiver.is(TupleExprSyntax.self)
            ? receiver.trimmedDescription : "(\(receiver.trimmedDescription))"
        let text: String
        if let property = properties[name], rest.isEmpty {
            text = "\(base).\(property)"
        } else if let method = methods[name], rest.count == method.labels.count {
            let arguments = zip(method.labels, rest).map { label, value in label.map { "\($0): \(value)" } ?? value }
            text = "\(base).\(method.name)(\(arguments.joined(separator: ", ")))"
        } else if equalities.contains(name), rest.count == 1 {
            text = "(\(receiver.trimmedDescription) == \(rest[0]))"
        } else {
            return nil
        }
        return Parser.parseExpression(text).with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
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
