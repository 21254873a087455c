import SwiftParser
import SwiftSyntax

/// `@objc protocol P` with `optional` requirements becomes a class-bound Swift protocol.
/// Swift has optional requirements only for Objective-C protocols, so each optional
/// requirement stays a requirement and gets a default implementation in an `extension P`
/// written after the protocol; conforming types that implemented it keep their
/// implementation, the others get the default (nothing, or nil). Call sites
/// `delegate?.method?(args)` lose the `?` that asked whether it was implemented.
enum ObjCProtocolRewriter {
    /// Protocols that make a protocol class-bound on iOS and that LabKit does not have.
    private static let classBounds: Set<String> = ["NSObjectProtocol", "class", "AnyObject"]

    /// Whether `declaration` is a protocol this rewrite is for: `@objc`, or refining
    /// `NSObjectProtocol` (which LabKit does not declare).
    static func applies(to declaration: ProtocolDeclSyntax) -> Bool {
        ObjCAttributeRewriter.contains("objc", in: declaration.attributes)
            || (declaration.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "NSObjectProtocol" } ?? false)
    }

    /// The protocol made class-bound with `AnyObject` (in place of `NSObjectProtocol` or
    /// `class`), its requirements no longer `optional`. Attributes are stripped elsewhere.
    static func rewrite(_ declaration: ProtocolDeclSyntax) -> ProtocolDeclSyntax {
        var result = declaration
        var members = result.memberBlock.members
        for index in members.indices {
            members[index].decl = strippingOptional(members[index].decl)
        }
        result.memberBlock.members = members

        var inherited = declaration.inheritanceClause?.inheritedTypes.map { $0 } ?? []
        inherited.removeAll { classBounds.contains($0.type.trimmedDescription) }
        let anyObject = InheritedTypeSyntax(type: IdentifierTypeSyntax(name: .identifier("AnyObject")))
        inherited.insert(anyObject, at: 0)
        let types = inherited.enumerated().map { offset, type in
            type.with(\.leadingTrivia, offset == 0 ? [] : .space).with(\.trailingTrivia, [])
                .with(\.trailingComma, offset == inherited.count - 1 ? nil : .commaToken())
        }
        // The clause sits where the name's trailing space was, before the generic clause or `{`.
        let spaceBefore = (declaration.primaryAssociatedTypeClause?.trailingTrivia ?? declaration.name.trailingTrivia)
        let clause = InheritanceClauseSyntax(colon: .colonToken(trailingTrivia: .space),
                                             inheritedTypes: InheritedTypeListSyntax(types))
            .with(\.trailingTrivia, declaration.inheritanceClause?.trailingTrivia ?? spaceBefore)
        if declaration.inheritanceClause == nil {
            if result.primaryAssociatedTypeClause != nil {
                result.primaryAssociatedTypeClause?.trailingTrivia = []
            } else {
                result.name.trailingTrivia = []
            }
        }
        result.inheritanceClause = clause
        return result
    }

    /// The extension giving `declaration`'s optional requirements their defaults, or nil
    /// when it has none; `name` is the protocol's name where the extension goes (`Outer.P`
    /// for a protocol nested in a type). Requirements with no obvious default (a
    /// non-optional result) are reported through `unresolved`, with the line of each.
    static func defaults(for declaration: ProtocolDeclSyntax, named name: String? = nil,
                         unresolved: (_ requirement: Syntax, _ problem: String, _ fix: String) -> Void) -> CodeBlockItemSyntax? {
        guard applies(to: declaration) else { return nil }
        let name = name ?? declaration.name.text
        let access = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
        var implementations: [String] = []
        for member in declaration.memberBlock.members where member.decl.isOptionalRequirement {
            let fix = "it is now required: implement it in each conforming type, or add a default to `extension \(name)`"
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                let signature = ObjCAttributeRewriter.strip(function, removingOptional: true).with(\.body, nil).trimmedDescription
                if let body = defaultBody(for: function.signature.returnClause?.type) {
                    implementations.append("\(access)\(signature) \(body)")
                } else {
                    unresolved(Syntax(function), "optional requirement `\(function.name.text)` of `\(name)` returns "
                               + "`\(function.signature.returnClause!.type.trimmedDescription)`, which has no default", fix)
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self),
                      let binding = variable.bindings.first, variable.bindings.count == 1,
                      let type = binding.typeAnnotation?.type, let body = defaultBody(for: type), body != "{}" {
                implementations.append("\(access)var \(binding.pattern.trimmedDescription): \(type.trimmedDescription) \(body)")
            } else {
                unresolved(Syntax(member.decl), "optional requirement of `\(name)` has no default", fix)
            }
        }
        guard !implementations.isEmpty else { return nil }
        let text = "\n\n/// Defaults for what was optional in the `@objc` protocol.\nextension \(name) {\n"
            + implementations.map { "    \($0)\n" }.joined() + "}"
        return Parser.parse(source: text).statements.first
    }

    /// The protocols declared inside `declaration` (a type or an extension), however deep,
    /// with their names qualified by the types around them; `#if` branches that hold in the
    /// lab count.
    static func nestedProtocols(in declaration: DeclSyntax) -> [(name: String, protocol: ProtocolDeclSyntax)] {
        guard let type = typeMembers(declaration) else { return [] }
        return nested(in: type.members, prefix: type.name)
    }

    private static func nested(in members: MemberBlockItemListSyntax, prefix: String) -> [(name: String, protocol: ProtocolDeclSyntax)] {
        var found: [(name: String, protocol: ProtocolDeclSyntax)] = []
        for member in members {
            if let declaration = member.decl.as(ProtocolDeclSyntax.self) {
                found.append(("\(prefix).\(declaration.name.text)", declaration))
            } else if let block = member.decl.as(IfConfigDeclSyntax.self), let body = PlatformConditionRewriter.unwrappedMembers(block) {
                found += nested(in: body, prefix: prefix)
            } else if let type = typeMembers(member.decl) {
                found += nested(in: type.members, prefix: "\(prefix).\(type.name)")
            }
        }
        return found
    }

    /// The name and members of a class, struct, enum, actor or extension.
    static func typeMembers(_ declaration: DeclSyntax) -> (name: String, members: MemberBlockItemListSyntax)? {
        if let type = declaration.as(ClassDeclSyntax.self) { return (type.name.text, type.memberBlock.members) }
        if let type = declaration.as(StructDeclSyntax.self) { return (type.name.text, type.memberBlock.members) }
        if let type = declaration.as(EnumDeclSyntax.self) { return (type.name.text, type.memberBlock.members) }
        if let type = declaration.as(ActorDeclSyntax.self) { return (type.name.text, type.memberBlock.members) }
        if let type = declaration.as(ExtensionDeclSyntax.self) { return (type.extendedType.trimmedDescription, type.memberBlock.members) }
        return nil
    }

    /// `delegate?.method?(args)` → `delegate?.method(args)` (and `method!(args)` likewise)
    /// when `method` was an optional requirement of the sources or of UIKit (`UIKitOptionalRequirements`).
    static func rewriteCallSite(_ call: FunctionCallExprSyntax, index: SourceIndex) -> FunctionCallExprSyntax {
        let inner: ExprSyntax
        if let optional = call.calledExpression.as(OptionalChainingExprSyntax.self) {
            inner = optional.expression
        } else if let forced = call.calledExpression.as(ForceUnwrapExprSyntax.self) {
            inner = forced.expression
        } else {
            return call
        }
        guard let member = inner.as(MemberAccessExprSyntax.self) else { return call }
        let name = member.declName.baseName.text
        guard index.optionalRequirements.contains(name) || UIKitOptionalRequirements.names.contains(name) else { return call }
        return call.with(\.calledExpression, inner)
    }

    /// The body of a default: nothing for `Void`, nil for an optional; nil when there is no obvious one.
    private static func defaultBody(for type: TypeSyntax?) -> String? {
        guard let type else { return "{}" }
        if ["Void", "()"].contains(type.trimmedDescription) { return "{}" }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional" {
            return "{ nil }"
        }
        return nil
    }

    private static func strippingOptional(_ declaration: DeclSyntax) -> DeclSyntax {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return DeclSyntax(ObjCAttributeRewriter.strip(function, removingOptional: true))
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return DeclSyntax(ObjCAttributeRewriter.strip(variable, removingOptional: true))
        }
        if let initializer = declaration.as(InitializerDeclSyntax.self) {
            return DeclSyntax(ObjCAttributeRewriter.strip(initializer, removingOptional: true))
        }
        if let subscriptDeclaration = declaration.as(SubscriptDeclSyntax.self) {
            return DeclSyntax(ObjCAttributeRewriter.strip(subscriptDeclaration, removingOptional: true))
        }
        return declaration
    }
}
