import SwiftSyntax

/// `open static func make()` and `open static var shared`: Swift 4 accepted `open` on a static
/// member with a warning (a static member cannot be overridden, so it is `final`); Swift 6
/// rejects it. The rewrite makes such a member `public`, which is what it was.
enum OpenStaticRewriter {
    /// `modifiers` with `open` made `public` when they also hold `static`; nil when they do not.
    static func rewrite(_ modifiers: DeclModifierListSyntax) -> DeclModifierListSyntax? {
        guard modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
              let index = modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.open) }) else { return nil }
        var rewritten = modifiers
        let open = rewritten[index]
        rewritten[index] = open.with(\.name, .keyword(.public, leadingTrivia: open.name.leadingTrivia, trailingTrivia: open.name.trailingTrivia))
        return rewritten
    }
}
