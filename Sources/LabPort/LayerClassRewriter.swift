import SwiftSyntax
import SwiftSyntaxBuilder

/// `override class var layerClass: AnyClass { ProgressLayer.self }` naming a layer class the
/// ported sources declare. Without the Objective-C runtime LabKit cannot make an instance of
/// a plugin's class from its class object, so a view gets its own layer class from
/// `makeBackingLayer()`: the rewrite adds
/// `override class func makeBackingLayer() -> CALayer { ProgressLayer() }` after the
/// property, which stays (code may still read it).
enum LayerClassRewriter {
    /// The layer class `declaration` names in its `layerClass` property, and that property's
    /// place among its members; nil when it has none that names a class plainly, or when it
    /// already makes its layer itself.
    static func namedLayerClass(in declaration: ClassDeclSyntax) -> (name: String, member: MemberBlockItemSyntax)? {
        let members = declaration.memberBlock.members
        let makesItsLayer = members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == "makeBackingLayer" }
        guard !makesItsLayer else { return nil }
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { [.keyword(.class), .keyword(.static)].contains($0.name.tokenKind) }),
                  let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "layerClass",
                  case .getter(let body)? = binding.accessorBlock?.accessors,
                  body.count == 1, let item = body.first?.item else { continue }
            let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            guard let access = expression?.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
                  let base = access.base?.as(DeclReferenceExprSyntax.self) else { continue }
            return (base.baseName.text, member)
        }
        return nil
    }

    /// `declaration` with `makeBackingLayer()` after its `layerClass` property.
    static func addingBackingLayer(to declaration: ClassDeclSyntax, named name: String) -> ClassDeclSyntax {
        guard let (_, property) = namedLayerClass(in: declaration) else { return declaration }
        let indentation = property.leadingTrivia.pieces.reversed().prefix { piece in
            if case .spaces = piece { return true }
            if case .tabs = piece { return true }
            return false
        }
        // As accessible as the property (a public class's override must be public).
        let access = property.decl.as(VariableDeclSyntax.self)?.modifiers.first { modifier in
            [.keyword(.public), .keyword(.open), .keyword(.package), .keyword(.internal), .keyword(.fileprivate), .keyword(.private)]
                .contains(modifier.name.tokenKind)
        }.map { "\($0.name.text) " } ?? ""
        let function = DeclSyntax("override \(raw: access)class func makeBackingLayer() -> CALayer { \(raw: name)() }")
            .with(\.leadingTrivia, Trivia(pieces: [.newlines(1)] + indentation.reversed()))
        var members = Array(declaration.memberBlock.members)
        guard let index = members.firstIndex(where: { $0.id == property.id }) else { return declaration }
        members.insert(MemberBlockItemSyntax(decl: function), at: index + 1)
        var rewritten = declaration
        rewritten.memberBlock.members = MemberBlockItemListSyntax(members)
        return rewritten
    }
}
