import SwiftSyntax

/// One pass over a file that applies every rewrite where it belongs. A single pass visits
/// the original tree, so each report names the line the user wrote.
final class PortRewriter: SyntaxRewriter {
    private let file: String
    private let converter: SourceLocationConverter
    private let index: SourceIndex
    private let selectors: SelectorRewriter
    private let ownModules: Set<String>
    /// The names of the library's images copied into the plugin's resources; nil when there
    /// are none (and so no `Bundle.module` to load them from).
    private let imageNames: Set<String>?
    /// The app delegate the scene launches (an `AppDelegateScene`), if it launches one.
    private let launchedAppDelegate: String?
    private(set) var report = PortReport()
    /// `#selector`s inside calls already reported with a specific reason.
    private var reportedSelectors: Set<AbsolutePosition> = []

    init(file: String, tree: SourceFileSyntax, index: SourceIndex, ownModules: Set<String>, imageNames: Set<String>? = nil,
         launchedAppDelegate: String? = nil) {
        self.file = file
        self.launchedAppDelegate = launchedAppDelegate
        self.ownModules = ownModules
        self.imageNames = imageNames
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        self.index = index
        self.selectors = SelectorRewriter(index: index)
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        // Defaults for optional protocol requirements, from the original protocols, go
        // right after them.
        // The file's top-level statements as they will be, those of a `#if canImport(UIKit)`
        // included, still in the original tree so that reports name original lines.
        let statements = node.statements.flatMap { item in
            item.item.as(IfConfigDeclSyntax.self).flatMap(PlatformConditionRewriter.unwrapped).map(Array.init) ?? [item]
        }
        for item in statements {
            guard let declaration = item.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text,
                  ImportRewriter.unavailable.contains(module) else { continue }
            report.add(file, line: line(declaration), "neither LabKit nor Linux has `\(module)`",
                       fix: "remove the import and the code that uses it, or keep that code for iOS behind `#if canImport(\(module))`")
        }
        var extensions: [String: CodeBlockItemSyntax] = [:]
        // Defaults for protocols nested in a type go after the type (an extension cannot be nested).
        var nestedExtensions: [String: [CodeBlockItemSyntax]] = [:]
        for item in statements {
            if let declaration = item.item.as(ProtocolDeclSyntax.self) {
                extensions[declaration.name.text] = ObjCProtocolRewriter.defaults(for: declaration) { requirement, problem, fix in
                    report.add(file, line: line(requirement), problem, fix: fix)
                }
            } else if let declaration = item.item.as(DeclSyntax.self), let owner = ObjCProtocolRewriter.typeMembers(declaration)?.name {
                for nested in ObjCProtocolRewriter.nestedProtocols(in: declaration) {
                    let defaults = ObjCProtocolRewriter.defaults(for: nested.protocol, named: nested.name) { requirement, problem, fix in
                        report.add(file, line: line(requirement), problem, fix: fix)
                    }
                    if let defaults { nestedExtensions[owner, default: []].append(defaults) }
                }
            }
        }
        var result = super.visit(node)
        var items: [CodeBlockItemSyntax] = []
        // The blank lines before a declaration left out, which the next one takes instead of its own.
        var leftOutSpacing: Trivia?
        for var item in PlatformConditionRewriter.rewrite(result.statements) {
            if let proxy = item.item.as(ClassDeclSyntax.self), index.unusedProxies.contains(proxy.name.text) {
                leftOutSpacing = leftOutSpacing ?? Trivia(pieces: item.leadingTrivia.prefix { $0.isWhitespace })
                continue
            }
            if let spacing = leftOutSpacing {
                item.leadingTrivia = spacing + Trivia(pieces: item.leadingTrivia.drop { $0.isWhitespace })
                leftOutSpacing = nil
            }
            items.append(item)
            if let name = item.item.as(ProtocolDeclSyntax.self)?.name.text, let defaults = extensions.removeValue(forKey: name) {
                items.append(defaults)
            }
            if let declaration = item.item.as(DeclSyntax.self), let owner = ObjCProtocolRewriter.typeMembers(declaration)?.name,
               let defaults = nestedExtensions.removeValue(forKey: owner) {
                items += defaults
            }
        }
        result.statements = ImportRewriter.rewrite(CodeBlockItemListSyntax(items), ownModules: ownModules,
                                                   addingNetworking: ImportRewriter.usesNetworking(node),
                                                   addingLabKit: ImportRewriter.usesAppleCoreSymbols(node))
        return result
    }

    // MARK: `#if` on UIKit inside types and bodies

    override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
        PlatformConditionRewriter.rewrite(super.visit(node)).filter { member in
            member.decl.as(ClassDeclSyntax.self).map { !index.unusedProxies.contains($0.name.text) } ?? true
        }
    }

    override func visit(_ node: CodeBlockSyntax) -> CodeBlockSyntax {
        var result = super.visit(node)
        result.statements = PlatformConditionRewriter.rewriteNested(result.statements)
        return result
    }

    // MARK: Declarations: Objective-C and Interface Builder attributes

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        var result = super.visit(node).cast(ProtocolDeclSyntax.self)
        if ObjCProtocolRewriter.applies(to: node) { result = ObjCProtocolRewriter.rewrite(result) }
        return DeclSyntax(ObjCAttributeRewriter.strip(result))
    }

    /// An `override` in an extension compiles on iOS only because UIKit's members are
    /// Objective-C ones; Swift without Objective-C cannot override from an extension. Those
    /// of the sources' own classes are moved into the class (see `SourceIndex.extensionOverrides`).
    private func reportOverrideInExtension(_ node: some SyntaxProtocol, modifiers: DeclModifierListSyntax, name: String) {
        guard modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
              let extended = node.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
              let member = node.parent?.as(MemberBlockItemSyntax.self),
              index.extensionOverrides[extended.extendedType.trimmedDescription] == nil || !PortRewriter.movesIntoClass(member, of: extended)
        else { return }
        report.add(file, line: line(node), "`override` of `\(name)` in an extension of `\(extended.extendedType.trimmedDescription)` needs the Objective-C runtime",
                   fix: "move it into the class's body")
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        reportOverrideInExtension(node, modifiers: node.modifiers,
                                  name: node.bindings.first?.pattern.trimmedDescription ?? "property")
        switch ManagedPropertyRewriter.rewrite(node) {
        case .rewritten(let declaration): return DeclSyntax(ObjCAttributeRewriter.strip(declaration))
        case .failed(let problem, let fix): report.add(file, line: line(node), problem, fix: fix)
        case .untouched: break
        }
        if ObjCAttributeRewriter.contains("IBInspectable", in: node.attributes) {
            for binding in node.bindings {
                report.inspectables.append(PortReport.Inspectable(
                    file: file, line: line(node), owner: Self.owner(of: node), name: binding.pattern.trimmedDescription,
                    type: binding.typeAnnotation?.type.trimmedDescription ?? "",
                    initialValue: binding.initializer?.value.trimmedDescription ?? ""))
            }
        }
        var visited = ObjCAttributeRewriter.strip(super.visit(node).cast(VariableDeclSyntax.self))
        if let modifiers = OpenStaticRewriter.rewrite(visited.modifiers) { visited.modifiers = modifiers }
        return DeclSyntax(visited)
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        reportOverrideInExtension(node, modifiers: node.modifiers, name: "\(node.name.text)(…)")
        var visited = ObjCAttributeRewriter.strip(super.visit(node).cast(FunctionDeclSyntax.self))
        if let modifiers = OpenStaticRewriter.rewrite(visited.modifiers) { visited.modifiers = modifiers }
        let owner = Self.owner(of: node)
        if node.name.text == "awakeFromNib", node.signature.parameterClause.parameters.isEmpty,
           node.parent?.parent?.parent?.parent?.is(ClassDeclSyntax.self) == true,
           node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
           index.classesOverridingNoAwakeFromNib.contains(owner) {
            visited = AwakeFromNibRewriter.rewrite(visited)
            report.add(file, line: line(node),
                       "`\(owner).awakeFromNib()` overrides nothing in LabKit, which declares `awakeFromNib()` on responders, bar items and constraints "
                           + "rather than on NSObject; it is `\(owner)`'s own method now, without `override` and `super.awakeFromNib()`, and the lab "
                           + "(which loads no nibs) never calls it",
                       fix: "call `awakeFromNib()` yourself where the scene makes the object and sets what the nib connected")
        }
        let shape = InheritedRequirementRewriter.MethodShape(node, inExtension: false)
        if let requirement = index.requirementOverrides["\(owner).\(shape.signature)"] {
            if requirement.isRewritten {
                visited = InheritedRequirementRewriter.overriding(visited)
            } else {
                report.add(file, line: line(node),
                           "`\(owner).\(shape.signature)` is never called: `\(requirement.conformingClass)` conforms, and Swift calls its implementation (LabKit's default), not a subclass's",
                           fix: requirement.method.inExtension
                               ? "move it into `\(owner)`'s class body, declare it in `\(requirement.conformingClass)` too, and mark this one `override`"
                               : "declare it in `\(requirement.conformingClass)` returning what the default returns, and mark this one `override`")
            }
        }
        return DeclSyntax(visited)
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        DeclSyntax(ObjCAttributeRewriter.strip(super.visit(node).cast(InitializerDeclSyntax.self)))
    }

    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        DeclSyntax(ObjCAttributeRewriter.strip(super.visit(node).cast(SubscriptDeclSyntax.self)))
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        var visited = ObjCAttributeRewriter.strip(super.visit(node).cast(ClassDeclSyntax.self))
        if let moved = index.extensionOverrides[node.name.text] {
            // Rewritten as members of their extensions would be; what they report names this file.
            visited = visited.appendingMembers(moved.map { rewrite(Syntax(DeclSyntax("\(raw: $0)"))).trimmedDescription })
        }
        // An app's entry point: a plugin is a library whose scene the lab runs, with no app to launch.
        let isAppDelegate = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "UIApplicationDelegate" } ?? false
        let entryPoint = ["UIApplicationMain", "main"].first { ObjCAttributeRewriter.contains($0, in: node.attributes) }
        if let entryPoint, entryPoint == "UIApplicationMain" || isAppDelegate {
            if entryPoint == "main" {
                let leadingTrivia = visited.leadingTrivia
                visited.attributes = visited.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "main" }
                visited.leadingTrivia = leadingTrivia
            }
        }
        if let entryPoint, entryPoint == "UIApplicationMain" || isAppDelegate, node.name.text != launchedAppDelegate {
            report.add(file, line: line(node), "`\(node.name.text)` was the app's entry point (`@\(entryPoint)`); the lab runs the plugin's scene, not an app, and never calls an app delegate",
                       fix: "make in the scene what `application(_:didFinishLaunchingWithOptions:)` made (its root view controller), or leave the file out")
        }
        if let (layerClass, property) = LayerClassRewriter.namedLayerClass(in: node),
           let madeWithoutArguments = index.classesMadeWithoutArguments[layerClass] {
            if madeWithoutArguments {
                visited = LayerClassRewriter.addingBackingLayer(to: visited, named: layerClass)
            } else {
                report.add(file, line: line(property), "LabKit cannot make a `\(layerClass)` from `layerClass` (no Objective-C runtime)",
                           fix: "override `class func makeBackingLayer() -> CALayer` to return a new `\(layerClass)`")
            }
        }
        if PresentationCopyRewriter.applies(to: node, index: index) {
            visited = PresentationCopyRewriter.addingPresentationCopy(to: visited)
        }
        if index.unusedProxies.contains(node.name.text) {
            report.removals.append(PortReport.Removal(
                file: file, line: line(node), name: node.name.text,
                reason: "it forwarded messages through the Objective-C runtime (`forwardingTarget(for:)`), which Linux does not have, for target–action calls that now capture their object weakly, and nothing else used it"))
        } else if index.forwardingProxies.contains(node.name.text) {
            report.add(file, line: line(node), "`\(node.name.text)` forwards messages through the Objective-C runtime (`forwardingTarget(for:)`), which Linux does not have",
                       fix: "remove it: the port made the target–action calls it stood in for capture its object weakly")
        }
        switch index.classesConstructingSelf[node.name.text] {
        case .makeFinal: visited = FinalClassRewriter.makingFinal(visited)
        case .addRequiredInit(let call): visited = FinalClassRewriter.addingRequiredInit(to: visited, calling: call)
        case .report:
            report.add(file, line: line(node),
                       "`\(node.name.text)` is made as `Self` or from its metatype, which Swift without Objective-C allows only through a `required` initializer, and LabKit's are not",
                       fix: "mark the initializer it calls `required` in `\(node.name.text)` and implement it in its subclasses, or make the method return `\(node.name.text)`")
        case nil: break
        }
        if let stubs = index.requirementStubs[node.name.text] {
            visited = InheritedRequirementRewriter.addingStubs(stubs, to: visited)
        }
        return DeclSyntax(visited)
    }

    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        DeclSyntax(ObjCAttributeRewriter.strip(super.visit(node).cast(EnumDeclSyntax.self)))
    }

    /// Whether `member` of an unconstrained extension of a class named plainly is an override
    /// the port moves into the class (see `SourceIndex.extensionOverrides`); `awakeFromNib()`
    /// has its own rewrite (see `AwakeFromNibRewriter`).
    static func movesIntoClass(_ member: MemberBlockItemSyntax, of extended: ExtensionDeclSyntax) -> Bool {
        extended.genericWhereClause == nil && extended.extendedType.is(IdentifierTypeSyntax.self)
            && member.decl.as(FunctionDeclSyntax.self)?.name.text != "awakeFromNib"
            && member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } == true
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        var visited = ObjCAttributeRewriter.strip(super.visit(node).cast(ExtensionDeclSyntax.self))
        if index.extensionOverrides[node.extendedType.trimmedDescription] != nil {
            visited.memberBlock.members = visited.memberBlock.members.filter { !PortRewriter.movesIntoClass($0, of: node) }
        }
        guard index.classesConstructingSelf[node.extendedType.trimmedDescription] == .makeFinal else { return DeclSyntax(visited) }
        return DeclSyntax(FinalClassRewriter.publicMembers(of: visited))
    }

    // MARK: Expressions: target–action and optional requirements

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           name == "Selector" || name == "NSSelectorFromString" {
            report.add(file, line: line(node), "a selector made from a string (`\(name)(…)`) needs the Objective-C runtime, which Linux does not have",
                       fix: "call the methods it names directly, or keep a dictionary from the names to closures")
        }
        switch selectors.rewrite(node, text: { visit($0).trimmedDescription }) {
        case .rewritten(let expression, let caveat):
            if let caveat { report.add(file, line: line(node), caveat.problem, fix: caveat.fix) }
            return expression
        case .failed(let note):
            report.add(file, line: line(node), note.problem, fix: note.fix)
            for argument in node.arguments { reportedSelectors.insert(argument.expression.position) }
        case .notTargetAction:
            break
        }
        if let imageNames {
            if let name = ResourceRewriter.imageName(node), !imageNames.contains(name) {
                report.add(file, line: line(node), "no image named \"\(name)\" among the library's images copied to the plugin's resources",
                           fix: "add it to Sources/NAME/Resources as \(name).png (and \(name)@2x.png, \(name)@3x.png)")
            }
            if let bundle = ResourceRewriter.rewriteBundle(node) { return bundle }
        }
        let result = super.visit(node)
        guard var call = result.as(FunctionCallExprSyntax.self) else { return result }
        if imageNames != nil, let image = ResourceRewriter.rewriteImage(call) { call = image }
        if imageNames != nil, let bundle = ResourceRewriter.rewriteResourceBundle(call) { return bundle }
        let rewritten = ObjCProtocolRewriter.rewriteCallSite(call, index: index)
        if let function = LegacyNameRewriter.rewriteFunction(rewritten) { return function }
        return ExprSyntax(LegacyNameRewriter.rewrite(rewritten) ?? rewritten)
    }

    // MARK: Swift 3 and 4 names

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        LegacyNameRewriter.rewrite(node) ?? super.visit(node)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        if let message = AnyObjectMessageRewriter.rewrite(node) { return super.visit(message) }
        return LegacyNameRewriter.rewrite(node) ?? super.visit(node)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        LegacyNameRewriter.rewrite(node) ?? ExistentialAnyRewriter.rewrite(node) ?? super.visit(node)
    }

    override func visit(_ node: CompositionTypeSyntax) -> TypeSyntax {
        ExistentialAnyRewriter.rewrite(node) ?? super.visit(node)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        if let keyPath = KeyPathRewriter.rewrite(node) { return keyPath }
        if let imageNames, let (name, image) = ResourceRewriter.rewriteImageLiteral(node) {
            if !imageNames.contains(name) {
                report.add(file, line: line(node), "no image named \"\(name)\" among the library's images copied to the plugin's resources",
                           fix: "add it to Sources/NAME/Resources as \(name).png (and \(name)@2x.png, \(name)@3x.png)")
            }
            return image
        }
        if node.macroName.text == "selector", !reportedSelectors.contains(node.position) {
            report.add(file, line: line(node), "`\(node.trimmedDescription)` needs the Objective-C runtime, which Linux does not have",
                       fix: "pass a closure instead: `UIControl.addAction(_:for:)`, a recognizer's closure initializer, "
                           + "`CADisplayLink { }`, `Timer`'s block form, `NotificationCenter.addObserver(forName:object:queue:using:)`, "
                           + "`DispatchQueue.main.asyncAfter`")
        }
        return super.visit(node)
    }

    /// The name of the type (or extended type) that declares `node`; empty at top level.
    private static func owner(of node: some SyntaxProtocol) -> String {
        var parent = node.parent
        while let current = parent {
            if let type = current.asProtocol(NamedDeclSyntax.self), !current.is(FunctionDeclSyntax.self) {
                return type.name.text
            }
            if let extended = current.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedDescription }
            parent = current.parent
        }
        return ""
    }
}
