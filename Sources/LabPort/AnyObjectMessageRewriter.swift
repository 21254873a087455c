import SwiftSyntax

/// Messages sent to `AnyObject`, which Swift on Apple's platforms looks up in the Objective-C
/// runtime at run time: `(change as AnyObject).cgPointValue` reads the point a key-value
/// observing change boxed in an `NSValue`. Linux has no such lookup. A property of `NSValue`
/// or `NSNumber` read that way becomes a cast to that class, which LabKit bridges Core
/// Graphics structures and numbers to: `(change as! NSValue).cgPointValue`.
enum AnyObjectMessageRewriter {
    private static let valueProperties: Set<String> = [
        "cgPointValue", "cgSizeValue", "cgRectValue", "cgAffineTransformValue", "caTransform3DValue", "uiEdgeInsetsValue",
    ]
    private static let numberProperties: Set<String> = [
        "doubleValue", "floatValue", "intValue", "integerValue", "boolValue", "int64Value", "uintValue",
    ]

    /// `node` reading through a cast to `NSValue` or `NSNumber`, when it is one of their
    /// properties read from `(expression as AnyObject)`; else nil.
    static func rewrite(_ node: MemberAccessExprSyntax) -> ExprSyntax? {
        // Unfolded, as the parser leaves it: `expression`, `as`, `AnyObject`.
        guard let tuple = node.base?.as(TupleExprSyntax.self), tuple.elements.count == 1,
              let sequence = tuple.elements.first?.expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
              let type = elements[2].as(TypeExprSyntax.self), type.type.trimmedDescription == "AnyObject" else { return nil }
        let property = node.declName.baseName.text
        let className = valueProperties.contains(property) ? "NSValue" : numberProperties.contains(property) ? "NSNumber" : nil
        guard let className else { return nil }
        let rewritten = sequence.with(\.elements, ExprListSyntax([
            elements[0],
            ExprSyntax(cast.with(\.asKeyword, cast.asKeyword.with(\.trailingTrivia, []))
                .with(\.questionOrExclamationMark, .exclamationMarkToken(trailingTrivia: cast.asKeyword.trailingTrivia))),
            ExprSyntax(type.with(\.type, TypeSyntax(IdentifierTypeSyntax(name: .identifier(className)))
                .with(\.leadingTrivia, type.type.leadingTrivia).with(\.trailingTrivia, type.type.trailingTrivia))),
        ]))
        return ExprSyntax(node.with(\.base, ExprSyntax(tuple.with(\.elements, [tuple.elements.first!.with(\.expression, ExprSyntax(rewritten))]))))
    }
}
