import SwiftSyntax

/// Attributes and modifiers that only mean something to the Objective-C runtime or to
/// Interface Builder, which Linux Swift refuses (`@objc`, `dynamic`) or which have nothing
/// to connect to in the lab (`@IBOutlet`, `@IBAction`, `@IBDesignable`, an app delegate's
/// `@UIApplicationMain`, reported by `PortRewriter`). The declarations
/// themselves stay. `@IBInspectable` goes too, but its property is reported: on iOS
/// Interface Builder set it, in the lab a scene must.
enum ObjCAttributeRewriter {
    static let removedAttributes: Set<String> = ["objc", "objcMembers", "IBOutlet", "IBAction", "IBDesignable",
                                                 "IBInspectable", "GKInspectable", "nonobjc", "UIApplicationMain"]

    /// Whether `attributes` holds `@name`.
    static func contains(_ name: String, in attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }

    /// `declaration` without the removed attributes, without `dynamic`, and (when
    /// `removingOptional`, for a protocol's requirements) without `optional`. The
    /// declaration keeps its leading comments and indentation.
    static func strip<Declaration: WithAttributesSyntax & WithModifiersSyntax>(
        _ declaration: Declaration, removingOptional: Bool = false
    ) -> Declaration {
        var kept: [AttributeListSyntax.Element] = []
        for element in declaration.attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                  removedAttributes.contains(attribute.attributeName.trimmedDescription) else {
                kept.append(element)
                continue
            }
            // An attribute on a line of its own leaves its line break (and indentation)
            // between the attributes before it and what follows, which would otherwise touch.
            if let last = kept.indices.last, kept[last].trailingTrivia.isEmpty, !attribute.leadingTrivia.isEmpty {
                kept[last] = kept[last].with(\.trailingTrivia, attribute.leadingTrivia)
            }
        }
        let attributes = AttributeListSyntax(kept)
        let modifiers = declaration.modifiers.filter { modifier in
            switch modifier.name.tokenKind {
            case .keyword(.dynamic): false
            case .keyword(.optional): !removingOptional
            default: true
            }
        }
        guard attributes.count != declaration.attributes.count || modifiers.count != declaration.modifiers.count else {
            return declaration
        }
        let leadingTrivia = declaration.leadingTrivia
        var stripped = declaration
        stripped.attributes = attributes
        stripped.modifiers = modifiers
        // What now comes first takes the removed attribute's place: its comments and
        // indentation, and none of the line break it may have had after the attribute.
        stripped.leadingTrivia = leadingTrivia
        return stripped
    }
}
