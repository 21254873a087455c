import SwiftSyntax

/// `Self()` in a class method of a view or layer class: `static func make() -> Self { let
/// badge = Self(); …; return badge }`. Swift makes an object of the dynamic type `Self` only
/// through a `required` initializer, except one imported from Objective-C: on iOS UIKit's
/// initializers are, so the call compiles. LabKit's `UIView.init()` and `init(frame:)` are not
/// `required`, and cannot be without every subclass that adds a designated initializer
/// (`init(color:)`) having to implement them.
///
/// A class that nothing in the sources derives from becomes `final` (an `open` one `public`):
/// `Self` is then the class itself, and any of its initializers makes it. A class the sources
/// derive from is reported.
enum FinalClassRewriter {
    /// Whether `function`'s body makes `Self`: `Self(…)`, `Self.init(…)`, or `self.init(…)`
    /// in a class method.
    static func constructsSelf(_ function: FunctionDeclSyntax) -> Bool {
        guard function.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }),
              let body = function.body else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            guard let next = token.nextToken(viewMode: .sourceAccurate) else { return false }
            switch token.tokenKind {
            case .keyword(.Self):
                // `Self(` or `Self.init(`; not `Self.self` or `Self.member`.
                if next.tokenKind == .leftParen { return token.parent?.parent?.is(FunctionCallExprSyntax.self) == true }
                return next.tokenKind == .period && next.nextToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.`init`)
            case .keyword(.self):
                return next.tokenKind == .period && next.nextToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.`init`)
            default:
                return false
            }
        }
    }

    /// `declaration` marked `final`, with `open` made `public`, on the class and its members (a
    /// final class and its members cannot be open).
    static func makingFinal(_ declaration: ClassDeclSyntax) -> ClassDeclSyntax {
        var rewritten = declaration
        var modifiers = Array(declaration.modifiers)
        if let index = modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.open) }) {
            modifiers[index].name = .keyword(.public, leadingTrivia: modifiers[index].name.leadingTrivia,
                                             trailingTrivia: modifiers[index].name.trailingTrivia)
            rewritten.memberBlock = OpenToPublic(viewMode: .sourceAccurate).rewrite(rewritten.memberBlock).cast(MemberBlockSyntax.self)
        }
        var final = DeclModifierSyntax(name: .keyword(.final, trailingTrivia: .space))
        if modifiers.isEmpty {
            final.leadingTrivia = rewritten.classKeyword.leadingTrivia
            rewritten.classKeyword.leadingTrivia = []
        }
        modifiers.append(final)
        rewritten.modifiers = DeclModifierListSyntax(modifiers)
        return rewritten
    }
}

/// `open` modifiers made `public`.
private final class OpenToPublic: SyntaxRewriter {
    override func visit(_ node: DeclModifierSyntax) -> DeclModifierSyntax {
        guard node.name.tokenKind == .keyword(.open) else { return node }
        return node.with(\.name, .keyword(.public, leadingTrivia: node.name.leadingTrivia, trailingTrivia: node.name.trailingTrivia))
    }
}
