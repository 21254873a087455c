import SwiftSyntax
import SwiftSyntaxBuilder

/// Where ported code finds its images. On iOS a library's images are in the app's bundle
/// (`UIImage(named: "spinner")`, `Bundle.main`) or in the framework's, found from one of its
/// classes (`Bundle(for: SpinnerView.self)`); in the lab both are the plugin's resources,
/// `Bundle.module` (the lab's main bundle is its own executable's folder, and on Linux
/// `Bundle(for:)` does not lead to a SwiftPM target's resources). When the port copies the
/// library's images into the plugin (`PortResources`), the rewrite points these at them:
///
/// - `Bundle(for: X.self)` → `Bundle.module`;
/// - `UIImage(named: name)` → `UIImage(named: name, in: .module)`;
/// - `UIImage(named: name, in: bundle…)` with `nil`, `.main`, `Bundle.main` or `Bundle(for:)`
///   as the bundle → `in: .module` (another bundle, a variable, is left as it is);
/// - `#imageLiteral(resourceName: name)` → `(UIImage(named: name, in: .module, compatibleWith:
///   nil) ?? UIImage(imageLiteralResourceName: name))`, the literal's own initializer (a
///   transparent pixel and a diagnostic) only for an image the resources lack;
/// - a pod's resource bundle inside its framework's, `Bundle.module.path(forResource: name,
///   ofType: "bundle")` (or `url(forResource:withExtension:)`) →
///   `Optional(Bundle.module.bundlePath)` (`bundleURL`), optional as the lookup was: the
///   images it held are the plugin's resources themselves.
enum ResourceRewriter {
    /// `node` loading from the plugin's resources, with the name it loads, when it is
    /// `#imageLiteral(resourceName:)` with a string literal.
    static func rewriteImageLiteral(_ node: MacroExpansionExprSyntax) -> (name: String, expression: ExprSyntax)? {
        guard node.macroName.text == "imageLiteral", node.arguments.map({ $0.label?.text }) == ["resourceName"],
              let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        let quoted = literal.trimmedDescription
        let expression = ExprSyntax("(UIImage(named: \(raw: quoted), in: .module, compatibleWith: nil) ?? UIImage(imageLiteralResourceName: \(raw: quoted)))")
        return (segment.content.text, expression.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    /// `Bundle.module` for `Bundle(for: …)`, else nil.
    static func rewriteBundle(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle",
              call.arguments.map({ $0.label?.text }) == ["for"] else { return nil }
        return ExprSyntax("Bundle.module").with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
    }

    /// `Optional(Bundle.module.bundlePath)` (or `bundleURL`) for a resource bundle looked up in
    /// `Bundle.module` (`path(forResource:ofType: "bundle")`, `url(forResource:withExtension:
    /// "bundle")`), else nil.
    static func rewriteResourceBundle(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["Bundle.module", ".module"].contains(member.base?.trimmedDescription ?? ""),
              call.arguments.count == 2, call.arguments.first?.label?.text == "forResource",
              call.arguments.last?.expression.trimmedDescription == "\"bundle\"" else { return nil }
        let property: String
        switch (member.declName.baseName.text, call.arguments.last?.label?.text) {
        case ("path", "ofType"): property = "bundlePath"
        case ("url", "withExtension"): property = "bundleURL"
        default: return nil
        }
        return ExprSyntax("Optional(Bundle.module.\(raw: property))").with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
    }

    /// The image `call` loads by name, when it is `UIImage(named:)` with a string literal.
    static func imageName(_ call: FunctionCallExprSyntax) -> String? {
        guard isNamedImage(call), let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }

    /// `call` loading from the plugin's resources, or nil when it is not `UIImage(named:…)`
    /// from the main bundle or a class's bundle.
    static func rewriteImage(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        guard isNamedImage(call) else { return nil }
        var arguments = Array(call.arguments)
        if arguments.count == 1 {
            arguments[0].trailingComma = .commaToken(trailingTrivia: .space)
            arguments.append(LabeledExprSyntax(label: "in", colon: .colonToken(trailingTrivia: .space), expression: ExprSyntax(".module")))
        } else {
            let bundle = arguments[1].expression.trimmedDescription
            guard ["nil", ".main", "Bundle.main", "Bundle.module", ".module"].contains(bundle) || bundle.hasPrefix("Bundle(for:") else {
                return nil
            }
            guard bundle != ".module" else { return nil }
            arguments[1].expression = ExprSyntax(".module").with(\.leadingTrivia, arguments[1].expression.leadingTrivia)
                .with(\.trailingTrivia, arguments[1].expression.trailingTrivia)
        }
        var rewritten = call
        rewritten.arguments = LabeledExprListSyntax(arguments)
        return rewritten
    }

    /// Whether `call` is `UIImage(named:)`, `UIImage(named:in:)` or
    /// `UIImage(named:in:compatibleWith:)`.
    private static func isNamedImage(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIImage" else { return false }
        let labels = call.arguments.map { $0.label?.text }
        return labels == ["named"] || labels == ["named", "in"] || labels == ["named", "in", "compatibleWith"]
    }
}
