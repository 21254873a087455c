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
        var result: [CodeBlockItemSyntax] = []
        for item in statements {
            guard let block = item.item.as(IfConfigDeclSyntax.self), let body = unwrapped(block) else {
                result.append(item)
                continue
            }
            var hoisted = Array(body)
            if !hoisted.isEmpty {
                hoisted[0].leadingTrivia = block.leadingTrivia + hoisted[0].leadingTrivia.droppingFirstNewline
            }
            result += hoisted
        }
        return CodeBlockItemListSyntax(result)
    }

    /// `members` of a type with each `#if` on UIKit replaced by the members of its first
    /// branch, as `rewrite(_:)` does for statements.
    static func rewrite(_ members: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        var result: [MemberBlockItemSyntax] = []
        for item in members {
            guard let block = item.decl.as(IfConfigDeclSyntax.self), let body = unwrappedMembers(block) else {
                result.append(item)
                continue
            }
            var hoisted = Array(body)
            if !hoisted.isEmpty {
                hoisted[0].leadingTrivia = block.leadingTrivia + hoisted[0].leadingTrivia.droppingFirstLine
            }
            result += hoisted
        }
        return MemberBlockItemListSyntax(result)
    }

    /// The statements inside a function or closure with each `#if` on UIKit replaced by
    /// those of its first branch, indented as the `#if` was.
    static func rewriteNested(_ statements: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var result: [CodeBlockItemSyntax] = []
        for item in statements {
            guard let block = item.item.as(IfConfigDeclSyntax.self), let body = unwrapped(block) else {
                result.append(item)
                continue
            }
            var hoisted = Array(body)
            if !hoisted.isEmpty {
                hoisted[0].leadingTrivia = block.leadingTrivia + hoisted[0].leadingTrivia.droppingFirstLine
            }
            result += hoisted
        }
        return CodeBlockItemListSyntax(result)
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
