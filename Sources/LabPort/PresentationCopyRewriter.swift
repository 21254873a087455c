import SwiftSyntax
import SwiftSyntaxBuilder

/// A layer class of the ported sources: Core Animation makes its presentation copies with
/// `init(layer:)`, which LabKit cannot call from a class object (no Objective-C runtime), so
/// `presentation()` of such a class is nil and its `display()` never sees animated values
/// unless the class makes its copies itself. The rewrite adds
/// `override func makePresentationCopy() -> CALayer { ProgressLayer(layer: self) }` at the end
/// of a class that `init(layer:)` makes (it declares that initializer, or none).
enum PresentationCopyRewriter {
    /// Whether `declaration` is a layer class to give the override: `index` knows it as one
    /// that `init(layer:)` makes, and it does not make its copies already.
    static func applies(to declaration: ClassDeclSyntax, index: SourceIndex) -> Bool {
        guard index.layerClassesCopiedByInitLayer[declaration.name.text] == true else { return false }
        return !declaration.memberBlock.members.contains { $0.decl.as(FunctionDeclSyntax.self)?.name.text == "makePresentationCopy" }
    }

    /// `declaration` with `makePresentationCopy()` as its last member.
    static func addingPresentationCopy(to declaration: ClassDeclSyntax) -> ClassDeclSyntax {
        // A public or open class's override must be public.
        let isPublic = declaration.modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
        return declaration.appendingMembers(
            ["override \(isPublic ? "public " : "")func makePresentationCopy() -> CALayer { \(declaration.name.text)(layer: self) }"])
    }
}
