import SwiftSyntax
import SwiftSyntaxBuilder

/// `@NSManaged var progress: CGFloat` in a layer class: on iOS, a property Core Animation
/// stores and animates by key. Linux Swift has no `@NSManaged`; LabKit spells it
/// `@Animatable("progress") var progress: CGFloat = 0`. Core Animation starts such a property
/// at zero (or nil) unless `defaultValue(forKey:)` says otherwise, so the initial value the
/// rewrite adds is that zero.
enum ManagedPropertyRewriter {
    /// What a managed property of each type starts as.
    static let zeros: [String: String] = [
        "CGFloat": "0", "Double": "0", "Float": "0", "Int": "0", "Bool": "false",
        "CGPoint": ".zero", "CGSize": ".zero", "CGRect": ".zero", "CATransform3D": "CATransform3DIdentity",
    ]

    enum Outcome {
        /// Not an `@NSManaged` property.
        case untouched
        case rewritten(VariableDeclSyntax)
        /// An `@NSManaged` property the rewrite cannot give a starting value.
        case failed(problem: String, fix: String)
    }

    static func rewrite(_ node: VariableDeclSyntax) -> Outcome {
        guard ObjCAttributeRewriter.contains("NSManaged", in: node.attributes) else { return .untouched }
        guard node.bindings.count == 1, var binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type else {
            return .failed(problem: "`@NSManaged` needs the Objective-C runtime, which Linux does not have",
                           fix: "declare each property as `@Animatable(\"name\") var name: Type = value`")
        }
        if binding.initializer == nil {
            let typeName = type.trimmedDescription
            let zero = type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) ? "nil" : zeros[typeName]
            guard let zero else {
                return .failed(problem: "`@NSManaged var \(name): \(typeName)` needs the Objective-C runtime, which Linux does not have",
                               fix: "declare it `@Animatable(\"\(name)\") var \(name): \(typeName) = <its starting value>`")
            }
            binding.typeAnnotation = binding.typeAnnotation?.with(\.trailingTrivia, .space)
            binding.initializer = InitializerClauseSyntax(equal: .equalToken(trailingTrivia: .space), value: ExprSyntax("\(raw: zero)"))
        }
        let leadingTrivia = node.leadingTrivia
        var rewritten = node
        rewritten.attributes = AttributeListSyntax(node.attributes.map { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "NSManaged" else {
                return element
            }
            return .attribute(AttributeSyntax("@Animatable(\(literal: name))").with(\.trailingTrivia, attribute.trailingTrivia))
        })
        rewritten.bindings = PatternBindingListSyntax([binding])
        rewritten.leadingTrivia = leadingTrivia
        return .rewritten(rewritten)
    }
}
