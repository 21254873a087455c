import SwiftSyntax

/// Imports of Apple's UI and graphics frameworks become one `import LabKit`, which mirrors
/// their API under the same type names; other imports (Foundation) stay, and an import
/// written twice is kept once.
enum ImportRewriter {
    /// The frameworks LabKit stands in for.
    static let replaced: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "CoreAnimation"]

    /// `statements` with the imports rewritten. Comments before a removed import (often the
    /// file's header) move to the statement that follows it.
    static func rewrite(_ statements: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        var kept: [CodeBlockItemSyntax] = []
        var seen: Set<String> = []
        var orphanedTrivia: Trivia?
        for var item in statements {
            if let declaration = item.item.as(ImportDeclSyntax.self) {
                var module = declaration.path.map(\.name.text).joined(separator: ".")
                if let root = declaration.path.first?.name.text, replaced.contains(root) {
                    module = "LabKit"
                    item.item = CodeBlockItemSyntax.Item(declaration.with(\.path, [ImportPathComponentSyntax(name: .identifier("LabKit"))]))
                }
                let key = "\(declaration.importKindSpecifier?.text ?? "") \(module)"
                guard seen.insert(key).inserted else {
                    orphanedTrivia = (orphanedTrivia ?? []) + item.leadingTrivia.keepingComments
                    continue
                }
            }
            if let trivia = orphanedTrivia {
                item.leadingTrivia = trivia.isEmpty ? item.leadingTrivia : trivia + item.leadingTrivia.droppingFirstNewline
                orphanedTrivia = nil
            }
            kept.append(item)
        }
        return CodeBlockItemListSyntax(kept)
    }
}

extension Trivia {
    /// The trivia, or nothing when it holds no comment (only spaces and newlines).
    var keepingComments: Trivia {
        contains { $0.isComment } ? self : []
    }

    /// The trivia without the line break it starts with: the end of a removed line whose
    /// comments, line break included, went before it.
    var droppingFirstNewline: Trivia {
        guard case .newlines(let count)? = first else { return self }
        return Trivia(pieces: (count > 1 ? [.newlines(count - 1)] : []) + dropFirst())
    }
}
