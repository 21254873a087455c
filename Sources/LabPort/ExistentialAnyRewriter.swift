import SwiftParser
import SwiftSyntax

/// LabKit's data source protocols that have associated types (through which a table or
/// collection view tells which of UIKit's optional methods a data source implements), used
/// as types: Swift accepts them only with `any`. `weak var dataSource: UITableViewDataSource?`
/// becomes `weak var dataSource: (any UITableViewDataSource)?`; conformances, extensions and
/// generic constraints name the protocol itself and stay as they are.
enum ExistentialAnyRewriter {
    static let protocols: Set<String> = ["UITableViewDataSource", "UICollectionViewDataSource"]

    /// The type with `any`, parenthesized inside an optional; nil where the protocol is not
    /// used as a type (or already has `any` or `some`).
    static func rewrite(_ type: IdentifierTypeSyntax) -> TypeSyntax? {
        guard protocols.contains(type.name.text), type.genericArgumentClause == nil, let parent = type.parent,
              isTypePosition(parent) else { return nil }
        return withAny(type.name.text, parent: parent, trivia: type)
    }

    /// A composition naming one of the protocols (`UITableViewDataSource & UITableViewDelegate`)
    /// used as a type, with `any` before it; nil elsewhere.
    static func rewrite(_ composition: CompositionTypeSyntax) -> TypeSyntax? {
        guard composition.elements.contains(where: { $0.type.as(IdentifierTypeSyntax.self).map { protocols.contains($0.name.text) } ?? false }),
              let parent = composition.parent, isTypePosition(parent) else { return nil }
        return withAny(composition.trimmedDescription, parent: parent, trivia: composition)
    }

    /// Whether a type whose parent is `parent` is used as a type (not as a constraint).
    private static func isTypePosition(_ parent: Syntax) -> Bool {
        !parent.is(InheritedTypeSyntax.self) && !parent.is(CompositionTypeElementSyntax.self) && !parent.is(ExtensionDeclSyntax.self)
            && !parent.is(ConformanceRequirementSyntax.self) && !parent.is(SameTypeRequirementSyntax.self)
            && !parent.is(GenericParameterSyntax.self) && !parent.is(SomeOrAnyTypeSyntax.self) && !parent.is(MemberTypeSyntax.self)
    }

    /// `any` before `text`, parenthesized inside an optional, with `original`'s trivia.
    private static func withAny(_ text: String, parent: Syntax, trivia original: some SyntaxProtocol) -> TypeSyntax {
        let wrapped = parent.is(OptionalTypeSyntax.self) || parent.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        var parser = Parser(wrapped ? "(any \(text))" : "any \(text)")
        return TypeSyntax.parse(from: &parser).with(\.leadingTrivia, original.leadingTrivia).with(\.trailingTrivia, original.trailingTrivia)
    }
}
