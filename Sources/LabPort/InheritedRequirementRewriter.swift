import SwiftSyntax

/// An optional protocol requirement a subclass implements while the superclass conforms:
/// `class Loader: NSObject, CAAnimationDelegate {}` and `class Fill: Loader { func
/// animationDidStop(_:finished:) … }`. Objective-C sends the message to the object, so on iOS
/// the subclass's method is called; in Swift the conformance is the superclass's, whose
/// witness is the protocol's default, and the subclass's method is never called.
///
/// The rewrite declares the requirement in the conforming class with the default's empty body
/// and makes the subclass's method an override of it, for requirements that return nothing
/// and whose default does nothing. A method declared in an extension cannot override (Swift
/// without Objective-C), and a requirement that returns a value has no known empty body: those
/// are reported.
enum InheritedRequirementRewriter {
    /// What the index knows of a class (or of the extensions of a type).
    struct ClassShape {
        var isClass = false
        var superclass: String?
        var conformances: [String] = []
        var methods: [MethodShape] = []
    }

    /// A method as declared.
    struct MethodShape {
        let name: String
        /// `name(label:label:)`.
        let signature: String
        /// `func name(…)` with its effects and result, without attributes, modifiers or body.
        let declaration: String
        let returnsNothing: Bool
        let isOverride: Bool
        let inExtension: Bool

        init(_ function: FunctionDeclSyntax, inExtension: Bool) {
            name = function.name.text
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            signature = "\(name)(\(labels))"
            var bare = function.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil)
            bare.leadingTrivia = []
            declaration = bare.trimmedDescription
            let result = function.signature.returnClause?.type.trimmedDescription
            returnsNothing = result == nil || result == "Void" || result == "()"
            isOverride = function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            self.inExtension = inExtension
        }
    }

    /// LabKit's optional requirements whose defaults do something (so that an empty stub would
    /// change behaviour).
    static let requirementsWithDefaults: Set<String> = ["display", "action"]

    /// The requirements of `classes` to rewrite or report: a method of a class, named as an
    /// optional requirement (LabKit's or of the sources' `@objc` protocols), that no class
    /// between it and its nearest ancestor with conformances declares.
    static func requirements(classes: [String: ClassShape], optionalRequirements: Set<String>) -> [InheritedRequirement] {
        var found: [InheritedRequirement] = []
        for (name, shape) in classes.sorted(by: { $0.key < $1.key }) where shape.isClass {
            for method in shape.methods where !method.isOverride
                && (UIKitOptionalRequirements.names.contains(method.name) || optionalRequirements.contains(method.name)) {
                var ancestor = shape.superclass
                var visited: Set<String> = [name]
                while let current = ancestor, let ancestorShape = classes[current], ancestorShape.isClass, visited.insert(current).inserted {
                    if ancestorShape.methods.contains(where: { $0.signature == method.signature }) { break }
                    if !ancestorShape.conformances.isEmpty {
                        found.append(InheritedRequirement(subclass: name, conformingClass: current, method: method))
                        break
                    }
                    ancestor = ancestorShape.superclass
                }
            }
        }
        return found
    }
}

/// One requirement `InheritedRequirementRewriter` found.
struct InheritedRequirement {
    let subclass: String
    let conformingClass: String
    let method: InheritedRequirementRewriter.MethodShape

    var signature: String { method.signature }
    var key: String { "\(subclass).\(method.signature)" }
    /// Whether the rewrite can fix it (else it is reported).
    var isRewritten: Bool {
        !method.inExtension && method.returnsNothing && !InheritedRequirementRewriter.requirementsWithDefaults.contains(method.name)
    }
}

extension InheritedRequirementRewriter {
    /// `function` marked `override`; private methods become internal (an override is at
    /// least as accessible as what it overrides).
    static func overriding(_ function: FunctionDeclSyntax) -> FunctionDeclSyntax {
        var rewritten = function
        if let index = rewritten.modifiers.firstIndex(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }) {
            let removed = rewritten.modifiers[index]
            var modifiers = Array(rewritten.modifiers)
            modifiers.remove(at: modifiers.firstIndex { $0.id == removed.id }!)
            if let first = modifiers.first, modifiers.count == rewritten.modifiers.count - 1, removed.id == rewritten.modifiers.first?.id {
                modifiers[0] = first.with(\.leadingTrivia, removed.leadingTrivia)
            } else if modifiers.isEmpty {
                rewritten.funcKeyword.leadingTrivia = removed.leadingTrivia
            }
            rewritten.modifiers = DeclModifierListSyntax(modifiers)
        }
        var modifier = DeclModifierSyntax(name: .keyword(.override, trailingTrivia: .space))
        if rewritten.modifiers.isEmpty {
            modifier.leadingTrivia = rewritten.funcKeyword.leadingTrivia
            rewritten.funcKeyword.leadingTrivia = []
            rewritten.modifiers = DeclModifierListSyntax([modifier])
        } else {
            var modifiers = Array(rewritten.modifiers)
            modifier.leadingTrivia = modifiers[0].leadingTrivia
            modifiers[0].leadingTrivia = []
            modifiers.insert(modifier, at: 0)
            rewritten.modifiers = DeclModifierListSyntax(modifiers)
        }
        return rewritten
    }

    /// `declaration` with an empty-bodied method for each of `stubs`, at the end.
    static func addingStubs(_ stubs: [InheritedRequirement], to declaration: ClassDeclSyntax) -> ClassDeclSyntax {
        declaration.appendingMembers(stubs.map { "\($0.method.declaration) {}" })
    }
}
