import SwiftSyntax

/// The scene a ported package starts with: the principal view or layer of the sources,
/// created, placed on the canvas and started.
///
/// The heuristic: among the `UIView` and `CALayer` subclasses of the sources (directly or
/// through one another) that the scene can create (a view by `init(frame:)`, a layer by
/// `init()`, declared or inherited), the one with the most animation calls (`add(_:forKey:)`,
/// `UIView.animate…`, `CABasicAnimation(…)` and the other animation types, `CADisplayLink`),
/// public or open ones first on a tie, then by name. Its first argument-less method named
/// like `startAnimating`, `start`, `animate` or `play` (else one named `start…`, such as
/// `startConfetti`) is called, as a README's usage would.
///
/// Its `@IBInspectable` properties of a type `lab --set` parses (`CGFloat`, `Double`, `Int`,
/// `Bool`, `String`) with an initial value become scene parameters, set on it before it starts.
public struct PortScene: Equatable, Sendable {
    /// The view or layer class.
    public var type: String
    /// Whether it is a `CALayer` (else a `UIView`).
    public var isLayer: Bool
    /// The method that starts it, if it has one.
    public var start: String?
    /// For an app that builds its interface in code: its scene delegate, if that is what
    /// makes the window (`type` is then the app delegate, launched by an `AppDelegateScene`).
    public var sceneDelegate: String?
    /// Whether the scene launches the app delegate `type` rather than showing a view or layer.
    public var launchesApp: Bool

    /// A scene subject, as `find(in:named:)` returns it.
    public init(type: String, isLayer: Bool, start: String?) {
        self.type = type
        self.isLayer = isLayer
        self.start = start
        sceneDelegate = nil
        launchesApp = false
    }

    /// An app launched as iOS launches it: `appDelegate`, then `sceneDelegate` if given.
    public init(appDelegate: String, sceneDelegate: String?) {
        type = appDelegate
        isLayer = false
        start = nil
        self.sceneDelegate = sceneDelegate
        launchesApp = true
    }

    private static let viewBases: Set<String> = ["UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView",
                                                 "UITextField", "UITextView", "UIStackView"]
    private static let layerBases: Set<String> = ["CALayer", "CAShapeLayer", "CAGradientLayer", "CAReplicatorLayer",
                                                  "CATextLayer", "CAEmitterLayer", "CATransformLayer"]
    private static let animationCalls: Set<String> = ["animate", "animateKeyframes", "transition", "CABasicAnimation",
                                                      "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup",
                                                      "CATransition", "UIViewPropertyAnimator", "CADisplayLink"]
    private static let startNames = ["startAnimating", "startAnimation", "startAnimations", "start", "animate", "play",
                                     "beginAnimating", "begin"]

    /// The principal view or layer of `files`, or `named` when given; nil when there is none
    /// the scene can create (or no class `named`). Without `named`, an app whose app
    /// delegate (or scene delegate) sets a window's `rootViewController` in code is launched
    /// whole instead: its interface is what its author shows.
    public static func find(in files: [SourceFileSyntax], named: String? = nil) -> PortScene? {
        let survey = Survey(viewMode: .sourceAccurate)
        for file in files { survey.walk(file) }
        if named == nil, let appDelegate = survey.appDelegates.min() {
            let sceneDelegate = survey.sceneDelegates.filter { survey.settingRoot.contains($0) }.min()
            if sceneDelegate != nil || survey.settingRoot.contains(appDelegate) {
                return PortScene(appDelegate: appDelegate, sceneDelegate: sceneDelegate)
            }
        }
        var kinds: [String: Bool] = [:]  // class → is a layer
        var changed = true
        while changed {
            changed = false
            for (name, superclass) in survey.superclasses where kinds[name] == nil {
                let isView = viewBases.contains(superclass) || kinds[superclass] == false
                let isLayer = layerBases.contains(superclass) || kinds[superclass] == true
                if isView || isLayer {
                    kinds[name] = isLayer
                    changed = true
                }
            }
        }
        let candidates = kinds.keys.filter { name in
            named.map { $0 == name } ?? true
        }.filter { name in
            let initializers = survey.initializers[name] ?? []
            let wanted: [String] = kinds[name]! ? [] : ["frame"]
            return initializers.isEmpty || initializers.contains(wanted)
        }
        let best = candidates.max { a, b in
            let left = (survey.animationCalls[a, default: 0], survey.isPublic.contains(a)), right = (survey.animationCalls[b, default: 0], survey.isPublic.contains(b))
            if left.0 != right.0 { return left.0 < right.0 }
            if left.1 != right.1 { return !left.1 }
            return a > b
        }
        guard let best else { return nil }
        let methods = survey.argumentlessMethods[best] ?? []
        // Else a method that starts something by name (`startConfetti`, `startLoading`), the
        // first in alphabetical order so that the choice does not depend on the files' order.
        let start = startNames.first { methods.contains($0) }
            ?? methods.filter { $0.hasPrefix("start") && $0.dropFirst(5).first?.isUppercase == true }.min()
        return PortScene(type: best, isLayer: kinds[best]!, start: start)
    }

    private static let parameterTypes: Set<String> = ["CGFloat", "Double", "Int", "Bool", "String"]

    /// The scene's source: a class `NAMEScene` that shows the subject on a white canvas,
    /// with the subject's `inspectables` that can be as scene parameters.
    public func source(name: String, inspectables: [PortReport.Inspectable] = []) -> String {
        let parameters = inspectables.filter {
            $0.owner == type && PortScene.parameterTypes.contains($0.type) && !$0.initialValue.isEmpty
                && $0.name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        var declarations = ""
        if !parameters.isEmpty {
            declarations = "\n    /// \(type)'s `@IBInspectable` properties, set with `lab --set NAME=VALUE`.\n"
                + "    static let parameters: [SceneParameter] = [\n"
                + parameters.map { "        SceneParameter(\"\($0.name)\", \\\(name)Scene.\($0.name), summary: \"\(type).\($0.name)\"),\n" }.joined()
                + "    ]\n\n"
                + parameters.map { "    var \($0.name): \($0.type) = \($0.initialValue)\n" }.joined()
        }
        if launchesApp {
            return appSource(name: name)
        }
        let settings = parameters.map { "\n        subject.\($0.name) = \($0.name)" }.joined()
        let start = settings + (self.start.map { "\n        subject.\($0)()" } ?? "")
        let header = """
            import LabKit

            /// \(type), the \(isLayer ? "layer" : "view") `lab port` chose from the ported sources (see the package's
            /// README), created, placed in the middle of the canvas\(self.start == nil ? "" : " and started"). Edit it
            /// from here: its size, its properties, what it is shown doing.
            """
        if isLayer {
            return header + """

                final class \(name)Scene: Scene {
                    static let info = SceneInfo(name: "\(name)", summary: "\(type), ported by lab port",
                                                preferredSize: CGSize(width: 320, height: 480))
                \(declarations)
                    init() {}

                    func load(into root: CALayer) {
                        root.backgroundColor = UIColor.white.cgColor
                        let subject = \(type)()
                        subject.frame = CGRect(x: 60, y: 140, width: 200, height: 200)
                        root.addSublayer(subject)\(start)
                    }
                }

                """
        }
        return header + """

            final class \(name)Scene: ViewControllerScene {
                static let info = SceneInfo(name: "\(name)", summary: "\(type), ported by lab port",
                                            preferredSize: CGSize(width: 320, height: 480))
            \(declarations)
                init() {}

                func makeRootViewController() -> UIViewController {
                    let controller = UIViewController()
                    controller.view.backgroundColor = .white
                    let subject = \(type)(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
                    controller.view.addSubview(subject)\(start)
                    return controller
                }
            }

            """
    }

    /// The scene of an app launched whole.
    private func appSource(name: String) -> String {
        let sceneDelegateMethod = sceneDelegate.map {
            "\n\n    func makeSceneDelegate() -> UIWindowSceneDelegate? { \($0)() }"
        } ?? ""
        return """
            import LabKit

            /// The app, launched as iOS launches it: `\(type)`\(sceneDelegate.map { " and then `\($0)`" } ?? ""), which
            /// `lab port` found building the window and its root view controller in code (see the package's
            /// README). The canvas shows the windows the app made visible.
            final class \(name)Scene: AppDelegateScene {
                static let info = SceneInfo(name: "\(name)", summary: "The app of \(type), ported by lab port",
                                            preferredSize: CGSize(width: 375, height: 667))

                init() {}

                func makeAppDelegate() -> \(type) { \(type)() }\(sceneDelegateMethod)
            }

            """
    }

    /// What the heuristic needs to know of each class.
    private final class Survey: SyntaxVisitor {
        var superclasses: [String: String] = [:]
        var isPublic: Set<String> = []
        /// The labels of each initializer a caller must give (parameters without defaults).
        var initializers: [String: [[String]]] = [:]
        var argumentlessMethods: [String: Set<String>] = [:]
        var animationCalls: [String: Int] = [:]
        /// Classes adopting `UIApplicationDelegate` (or marked as the app's entry point).
        var appDelegates: Set<String> = []
        /// Classes adopting `UIWindowSceneDelegate`.
        var sceneDelegates: Set<String> = []
        /// Classes that set a `rootViewController` (an app delegate building its window).
        var settingRoot: Set<String> = []
        private var types: [String] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            if let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
                superclasses[name] = superclass
            }
            if node.modifiers.contains(where: { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }) {
                isPublic.insert(name)
            }
            let adopted = Set(node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
            let isEntryPoint = ["UIApplicationMain", "main"].contains { ObjCAttributeRewriter.contains($0, in: node.attributes) }
            if adopted.contains("UIApplicationDelegate") || isEntryPoint { appDelegates.insert(name) }
            if adopted.contains("UIWindowSceneDelegate") { sceneDelegates.insert(name) }
            types.append(name)
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            // `init?(coder:)` is there for Interface Builder; no one calls it in the lab.
            if let type = types.last, node.optionalMark == nil || node.signature.parameterClause.parameters.first?.firstName.text != "coder" {
                let required = node.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.map(\.firstName.text)
                initializers[type, default: []].append(required)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let type = types.last, node.signature.parameterClause.parameters.isEmpty {
                argumentlessMethods[type, default: []].insert(node.name.text)
            }
            return .visitChildren
        }

        /// `… .rootViewController = …` (the parser leaves an assignment as an unfolded sequence).
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if let type = types.last, elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
               elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "rootViewController" {
                settingRoot.insert(type)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let type = types.last else { return .visitChildren }
            let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            let labels = node.arguments.map { $0.label?.text }
            if PortScene.animationCalls.contains(callee) || (callee == "add" && labels == [nil, "forKey"]) {
                animationCalls[type, default: 0] += 1
            }
            return .visitChildren
        }
    }
}
