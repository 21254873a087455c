import SwiftSyntax

/// A file wrapped in `#if canImport(UIKit)` (or `os(iOS)`, or one of the other frameworks
/// LabKit stands in for), as libraries that also build for macOS are, is unwrapped: LabKit
/// is there in UIKit's place, so the condition holds, and on Linux it would not, leaving the
/// file empty. Its `#else` branch, for the platforms without UIKit, goes.
enum PlatformConditionRewriter {
    private static let platforms: Set<String> = ["iOS", "tvOS"]

    /// `statements` with each top-level `#if` on UIKit replaced by the statements of its
    /// first branch. The `#if` line's comments (often the file's header) stay.
    static func rewrite(_ statements: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        CodeBlockItemListSyntax(hoisting(statements, trivia: \.droppingFirstNewline) { item in
            item.item.as(IfConfigDeclSyntax.self).flatMap { block in unwrapped(block).map { (block, Array($0)) } }
        })
    }

    /// `members` of a type with each `#if` on UIKit replaced by the members of its first
    /// branch, as `rewrite(_:)` does for statements.
    static func rewrite(_ members: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        MemberBlockItemListSyntax(hoisting(members, trivia: \.droppingFirstLine) { item in
            item.decl.as(IfConfigDeclSyntax.self).flatMap { block in unwrappedMembers(block).map { (block, Array($0)) } }
        })
    }

    /// The statements inside a function or closure with each `#if` on UIKit replaced by
    /// those of its first branch, indented as the `#if` was.
    static func rewriteNested(_ statements: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        CodeBlockItemListSyntax(hoisting(statements, trivia: \.droppingFirstLine) { item in
            item.item.as(IfConfigDeclSyntax.self).flatMap { block in unwrapped(block).map { (block, Array($0)) } }
        })
    }

    /// `items` with each one that `branch` unwraps (an `#if` and its first branch's items)
    /// replaced by those items, the first taking the `#if`'s leading trivia before its own
    /// trimmed by `trivia`.
    private static func hoisting<Item: SyntaxProtocol>(_ items: some Sequence<Item>, trivia: (Trivia) -> Trivia,
                                                       _ branch: (Item) -> (IfConfigDeclSyntax, [Item])?) -> [Item] {
        var result: [Item] = []
        for item in items {
            guard let (block, body) = branch(item) else {
                result.append(item)
                continue
            }
            var hoisted = body
            if !hoisted.isEmpty {
                hoisted[0].leadingTrivia = block.leadingTrivia + trivia(hoisted[0].leadingTrivia)
            }
            result += hoisted
        }
        return result
    }

    /// The members of `block`'s first branch when its condition holds in the lab; nil otherwise.
    static func unwrappedMembers(_ block: IfConfigDeclSyntax) -> MemberBlockItemListSyntax? {
        guard let clause = block.clauses.first, let condition = clause.condition, holds(condition),
              case .decls(let body)? = clause.elements else { return nil }
        return body
    }

    /// The statements of `block`'s first branch when its condition holds in the lab; nil otherwise.
    static func unwrapped(_ block: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
        guard let clause = block.clauses.first, let condition = clause.condition, holds(condition),
              case .statements(let body)? = clause.elements else { return nil }
        return body
    }

    /// Whether `condition` is `canImport(F)` of a framework LabKit replaces, or `os(iOS)`.
    private static func holds(_ condition: ExprSyntax) -> Bool {
        guard let call = condition.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let argument = call.arguments.first?.expression.trimmedDescription else { return false }
        switch function {
        case "canImport": return ImportRewriter.replaced.contains(argument)
        case "os": return platforms.contains(argument)
        default: return false
        }
    }
}

extension Trivia {
    /// The trivia without its first line break and the indentation after it: the start of a
    /// line hoisted out of an `#if` whose own line (and indentation) it takes.
    var droppingFirstLine: Trivia {
        guard case .newlines(let count)? = first else { return self }
        var rest = Array(dropFirst())
        if count == 1, let indentation = rest.first, indentation.isSpaceOrTab { rest.removeFirst() }
        return Trivia(pieces: (count > 1 ? [.newlines(count - 1)] : []) + rest)
    }
}

private extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: return true
        default: return false
        }
    }
}
