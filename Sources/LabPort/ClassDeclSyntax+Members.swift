import SwiftSyntax

extension ClassDeclSyntax {
    /// The class with `declarations` (source text) added after its last member, each on a line
    /// of its own, indented as its first member (four spaces for an empty class).
    func appendingMembers(_ declarations: [String]) -> ClassDeclSyntax {
        var members = Array(memberBlock.members)
        let indentation = members.first.map { member in
            Array(member.leadingTrivia.pieces.reversed().prefix { piece in
                if case .spaces = piece { return true }
                if case .tabs = piece { return true }
                return false
            }.reversed())
        } ?? [.spaces(4)]
        for declaration in declarations {
            let decl = DeclSyntax("\(raw: declaration)").with(\.leadingTrivia, Trivia(pieces: [.newlines(1)] + indentation))
            members.append(MemberBlockItemSyntax(decl: decl))
        }
        var rewritten = self
        rewritten.memberBlock.members = MemberBlockItemListSyntax(members)
        if memberBlock.members.isEmpty {
            rewritten.memberBlock.rightBrace = rewritten.memberBlock.rightBrace.with(\.leadingTrivia, .newline)
        }
        return rewritten
    }
}
