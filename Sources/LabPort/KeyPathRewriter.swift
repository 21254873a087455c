import SwiftSyntax

/// `#keyPath(…)`, which needs the Objective-C runtime, as the string it stands for: the key
/// path that key-value coding and Core Animation read (`CABasicAnimation(keyPath:)`,
/// `action(forKey:)`). A capitalized first component names the class the path starts from
/// and is not part of it: `#keyPath(ProgressLayer.angle)` → `"angle"`,
/// `#keyPath(layer.position)` → `"layer.position"`.
enum KeyPathRewriter {
    /// The string literal, or nil when `node` is not a `#keyPath` of plain names.
    static func rewrite(_ node: MacroExpansionExprSyntax) -> ExprSyntax? {
        guard node.macroName.text == "keyPath", node.arguments.count == 1, let argument = node.arguments.first else { return nil }
        var components = argument.expression.trimmedDescription.split(separator: ".").map(String.init)
        guard !components.isEmpty, components.allSatisfy(isName) else { return nil }
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        return ExprSyntax(StringLiteralExprSyntax(content: components.joined(separator: ".")))
            .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    private static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
