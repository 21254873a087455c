import SwiftSyntax

/// What the rewrites of one file need to know about all the files being ported: the
/// methods a `#selector` may name, and the optional requirements of `@objc` protocols
/// whose `?()` call sites lose their `?`.
struct SourceIndex {
    /// A method's parameters, enough to call it from a closure.
    struct Method: Equatable {
        /// Argument labels (`_` for none).
        var labels: [String]
        /// Parameter types as written.
        var types: [String]
    }

    /// Methods by base name.
    private(set) var methods: [String: [Method]] = [:]
    /// Names of the optional requirements of `@objc` protocols.
    private(set) var optionalRequirements: Set<String> = []
    /// The methods, by base name, that `removeTarget(_:action:for:)` names: their control
    /// actions get identifiers to be removed by.
    private(set) var removedActions: Set<String> = []
    /// Whether the sources cancel delayed performs (`cancelPreviousPerformRequests`): their
    /// delayed performs then take a form that can be cancelled.
    private(set) var cancelsPerforms = false
    /// The classes the sources declare, each with whether `Name()` makes one (it declares no
    /// designated initializer, or one without parameters).
    private(set) var classesMadeWithoutArguments: [String: Bool] = [:]
    /// The layer classes the sources declare (subclasses of LabKit's layer classes or of
    /// other such classes), each with whether `Name(layer:)` makes one (it declares no
    /// designated initializer, or `init(layer:)`).
    private(set) var layerClassesCopiedByInitLayer: [String: Bool] = [:]

    /// Optional protocol requirements a subclass implements that its conforming superclass
    /// does not (see `InheritedRequirementRewriter`): by class, the stubs to add to it.
    private(set) var requirementStubs: [String: [InheritedRequirement]] = [:]
    /// The same, by the subclass declaring each: `"Class.name(labels:)"` keys.
    private(set) var requirementOverrides: [String: InheritedRequirement] = [:]
    /// The classes whose `override func awakeFromNib()` overrides nothing in LabKit (see
    /// `AwakeFromNibRewriter`).
    private(set) var classesOverridingNoAwakeFromNib: Set<String> = []
    /// The classes of Apple's classes' families whose class methods make `Self`, with how the
    /// port makes that compile (see `FinalClassRewriter`).
    private(set) var classesConstructingSelf: [String: FinalClassRewriter.Plan] = [:]
    /// The classes that forward messages they do not implement (`forwardingTarget(for:)`):
    /// weak proxies that a target–action call's target may be (see `SelectorRewriter`).
    private(set) var forwardingProxies: Set<String> = []
    /// The forwarding proxies the sources name only to make a target–action call's `target:`
    /// (`CADisplayLink(target: WeakProxy(self), selector: …)`): once those calls capture the
    /// object weakly, nothing uses them, and the port leaves them out.
    private(set) var unusedProxies: Set<String> = []
    /// By class of the sources, the members its extensions declare with `override`
    /// (RAMAnimatedTabBar's `badgeValue`): Swift without Objective-C overrides only in a class
    /// body, so the port moves them there.
    private(set) var extensionOverrides: [String: [String]] = [:]

    /// LabKit's layer classes, which plugin layer classes derive from.
    static let labKitLayerClasses: Set<String> = ["CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer",
                                                  "CAReplicatorLayer", "CAEmitterLayer", "CATransformLayer"]

    init(_ files: [SourceFileSyntax]) {
        let collector = Collector(viewMode: .sourceAccurate)
        for file in files { collector.walk(file) }
        methods = collector.methods
        optionalRequirements = collector.optionalRequirements
        removedActions = collector.removedActions
        cancelsPerforms = collector.cancelsPerforms
        classesMadeWithoutArguments = collector.classesMadeWithoutArguments
        var layerClasses: [String: Bool] = [:]
        var grew = true
        while grew {
            grew = false
            for (name, superclass) in collector.superclasses where layerClasses[name] == nil {
                guard SourceIndex.labKitLayerClasses.contains(superclass) || layerClasses[superclass] != nil else { continue }
                layerClasses[name] = collector.classesCopiedByInitLayer[name] ?? false
                grew = true
            }
        }
        layerClassesCopiedByInitLayer = layerClasses
        classesOverridingNoAwakeFromNib = AwakeFromNibRewriter.classesOverridingNothing(collector.classes)
        forwardingProxies = Set(collector.classes.filter { $0.value.isClass && $0.value.methods.contains { $0.name == "forwardingTarget" } }.keys)
        unusedProxies = forwardingProxies.filter { collector.references[$0] == collector.targetReferences[$0] }
        extensionOverrides = collector.extensionOverrides.filter { collector.classes[$0.key]?.isClass == true }
        var constructingSelf = collector.classesConstructingSelf
        if collector.initializesMetatypeValues {
            // A class whose metatype is stored may be made from it: `Self()`, in effect.
            for name in collector.metatypes where collector.classes[name]?.isClass == true {
                constructingSelf[name] = constructingSelf[name] ?? true
            }
        }
        for (name, withoutArguments) in constructingSelf {
            var root = collector.superclasses[name]
            var visited: Set<String> = [name]
            while let current = root, let next = collector.superclasses[current], visited.insert(current).inserted { root = next }
            // A class of the sources' own root (or a root unknown to the port) has no
            // Objective-C initializers on iOS either.
            guard let root, collector.classes[root]?.isClass != true,
                  root == "NSObject" || ["UI", "CA", "NS"].contains(where: { root.hasPrefix($0) }) else { continue }
            var subclasses: Set<String> = []
            var grew = true
            while grew {
                grew = false
                for (subclass, superclass) in collector.superclasses where superclass == name || subclasses.contains(superclass) {
                    grew = subclasses.insert(subclass).inserted || grew
                }
            }
            let designated = collector.designatedInitializers[name] ?? []
            let rootInitializers = FinalClassRewriter.requiredInitRoots[root]
            // A subclass inherits the added convenience `init()` when it inherits or overrides
            // all the designated initializers: none, or both of the root's (`init(frame:)` and
            // `init?(coder:)` for a view).
            let inherits = { (subclass: String) -> Bool in
                let own = collector.designatedInitializers[subclass] ?? []
                return own.isEmpty || rootInitializers.map { $0.labels.isSubset(of: own) } ?? false
            }
            if subclasses.isEmpty {
                classesConstructingSelf[name] = .makeFinal
            } else if withoutArguments, let rootInitializers, !designated.contains(""),
                      designated.isSubset(of: rootInitializers.labels), subclasses.allSatisfy(inherits) {
                classesConstructingSelf[name] = .addRequiredInit(calling: rootInitializers.call)
            } else {
                classesConstructingSelf[name] = .report
            }
        }
        for requirement in InheritedRequirementRewriter.requirements(
            classes: collector.classes, optionalRequirements: collector.optionalRequirements) {
            requirementOverrides[requirement.key] = requirement
            if requirement.isRewritten,
               !(requirementStubs[requirement.conformingClass] ?? []).contains(where: { $0.signature == requirement.signature }) {
                requirementStubs[requirement.conformingClass, default: []].append(requirement)
            }
        }
    }

    /// The methods named `name` that a selector with `labels` (nil: written without them) can mean.
    func methods(named name: String, labels: [String]?) -> [Method] {
        let candidates = methods[name] ?? []
        guard let labels else { return candidates }
        return candidates.filter { $0.labels == labels }
    }

    private final class Collector: SyntaxVisitor {
        var methods: [String: [Method]] = [:]
        var optionalRequirements: Set<String> = []
        var removedActions: Set<String> = []
        var cancelsPerforms = false
        var classesMadeWithoutArguments: [String: Bool] = [:]
        var superclasses: [String: String] = [:]
        var classesCopiedByInitLayer: [String: Bool] = [:]
        var classes: [String: InheritedRequirementRewriter.ClassShape] = [:]
        /// Class → whether every `Self` its class methods make is made without arguments.
        var classesConstructingSelf: [String: Bool] = [:]
        /// Class → the first labels of its designated initializers (empty for `init()`).
        var designatedInitializers: [String: Set<String>] = [:]
        /// Name → how often an expression or a type names it.
        var references: [String: Int] = [:]
        /// Name → how often `Name(…)` is the `target:` of a call that takes a `#selector`.
        var targetReferences: [String: Int] = [:]
        /// Type → the `override` members of its unconstrained extensions, as written.
        var extensionOverrides: [String: [String]] = [:]
        /// The types whose metatype the sources name (`var type: Card.Type`).
        var metatypes: Set<String> = []
        /// Whether the sources make an object from a metatype value (`entry.type.init()`).
        var initializesMetatypeValues = false

        override func visit(_ node: MetatypeTypeSyntax) -> SyntaxVisitorContinueKind {
            if node.metatypeSpecifier.tokenKind == .keyword(.Type), let base = node.baseType.as(IdentifierTypeSyntax.self) {
                metatypes.insert(base.name.text)
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            references[node.baseName.text, default: 0] += 1
            if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
               let argument = call.parent?.as(LabeledExprSyntax.self), argument.label?.text == "target",
               let arguments = argument.parent?.as(LabeledExprListSyntax.self),
               arguments.contains(where: { $0.expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector" }) {
                targetReferences[node.baseName.text, default: 0] += 1
            }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            references[node.name.text, default: 0] += 1
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedDescription
            for member in node.memberBlock.members where PortRewriter.movesIntoClass(member, of: node) {
                extensionOverrides[name, default: []].append(member.decl.trimmedDescription)
            }
            classes[name, default: .init()].conformances += node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                classes[name, default: .init()].methods.append(.init(function, inExtension: true))
            }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let designated = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
                .filter { initializer in !initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }
            classesMadeWithoutArguments[node.name.text] = designated.isEmpty
                || designated.contains { $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil }
            if let superclass = node.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?.name.text {
                superclasses[node.name.text] = superclass
            }
            classesCopiedByInitLayer[node.name.text] = designated.isEmpty || designated.contains { initializer in
                initializer.signature.parameterClause.parameters.map(\.firstName.text) == ["layer"]
            }
            let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
            classes[node.name.text, default: .init()].isClass = true
            classes[node.name.text, default: .init()].superclass = inherited.first
            classes[node.name.text, default: .init()].conformances += inherited.dropFirst()
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                classes[node.name.text, default: .init()].methods.append(.init(function, inExtension: false))
                let isFinal = node.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
                if !isFinal, let withoutArguments = FinalClassRewriter.selfConstruction(function) {
                    classesConstructingSelf[node.name.text] = withoutArguments && (classesConstructingSelf[node.name.text] ?? true)
                }
            }
            designatedInitializers[node.name.text] = Set(designated.map { $0.signature.parameterClause.parameters.first?.firstName.text ?? "" })
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if name == "cancelPreviousPerformRequests" { cancelsPerforms = true }
            // `value.init()`: a lowercase base is a value (a metatype), not a type name, nor
            // `self` or `super` (an initializer delegating).
            if name == "init", node.arguments.isEmpty, let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base,
               !base.is(SuperExprSyntax.self), base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
               let first = base.trimmedDescription.split(separator: ".").last?.first, first.isLowercase {
                initializesMetatypeValues = true
            }
            if name == "removeTarget", node.arguments.count == 3,
               let selector = node.arguments.dropFirst().first?.expression.as(MacroExpansionExprSyntax.self),
               let method = selector.arguments.first?.expression {
                let reference = method.as(DeclReferenceExprSyntax.self) ?? method.as(MemberAccessExprSyntax.self)?.declName
                if let reference { removedActions.insert(reference.baseName.text) }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let parameters = node.signature.parameterClause.parameters
            let method = Method(labels: parameters.map(\.firstName.text),
                                types: parameters.map(\.type.trimmedDescription))
            methods[node.name.text, default: []].append(method)
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members where member.decl.isOptionalRequirement {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    optionalRequirements.insert(function.name.text)
                } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                            optionalRequirements.insert(name.identifier.text)
                        }
                    }
                }
            }
            return .skipChildren
        }
    }
}

extension DeclSyntax {
    /// Whether this is an `optional` requirement of an `@objc` protocol.
    var isOptionalRequirement: Bool {
        asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.optional) } ?? false
    }
}
