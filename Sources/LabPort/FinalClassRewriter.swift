import SwiftSyntax

/// `Self()` in a class method of a view or layer class: `static func make() -> Self { let
/// badge = Self(); …; return badge }`, or a class made from a metatype the sources keep
/// (`var type: DemoViewController.Type`, then `entry.type.init()`). Swift makes an object of
/// a dynamic type only through a `required` initializer, except one imported from
/// Objective-C: on iOS UIKit's initializers are, so the call compiles. LabKit's
/// `UIView.init()` and `init(frame:)` are not `required`, and cannot be without every
/// subclass that adds a designated initializer (`init(color:)`) having to implement them.
///
/// A class that nothing in the sources derives from becomes `final` (an `open` one `public`,
/// and `open` members `public`, in its extensions too): `Self` is then the class itself, and
/// any of its initializers makes it. A view or view controller class others derive from, made
/// without arguments, gets `required convenience init() { self.init(frame: .zero) }` (what
/// `UIView.init()` does; `init(nibName: nil, bundle: nil)` for a view controller), which its
/// subclasses inherit when they declare no designated initializer or both of the root's
/// (`init(frame:)` and `init?(coder:)`). Other classes are reported.
enum FinalClassRewriter {
    /// How the port makes a class's `Self()` compile.
    enum Plan: Equatable {
        /// Nothing derives from the class: it becomes `final`.
        case makeFinal
        /// It gets a required `init()` its subclasses inherit, which calls this designated
        /// initializer of its root (`init(frame: .zero)`).
        case addRequiredInit(calling: String)
        /// The port cannot: reported.
        case report
    }

    /// The UIKit classes whose `init()` calls one of their designated initializers, by name:
    /// the first labels of their designated initializers, and the call (views make themselves
    /// with `init(frame: .zero)`, view controllers with `init(nibName: nil, bundle: nil)`).
    static let requiredInitRoots: [String: (labels: Set<String>, call: String)] = {
        var roots: [String: (labels: Set<String>, call: String)] = [:]
        for view in ["UIView", "UIControl", "UILabel", "UIImageView", "UIButton"] {
            roots[view] = (["frame", "coder"], "self.init(frame: .zero)")
        }
        for controller in ["UIViewController", "UITableViewController", "UICollectionViewController"] {
            roots[controller] = (["nibName", "coder"], "self.init(nibName: nil, bundle: nil)")
        }
        return roots
    }()

    /// Whether `function` makes `Self` if it is a class method that does (nil when it does
    /// not): true when every `Self(…)`, `Self.init(…)` or `self.init(…)` in it has no arguments.
    static func selfConstruction(_ function: FunctionDeclSyntax) -> Bool? {
        guard function.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }),
              let body = function.body else { return nil }
        var found = false
        var withoutArguments = true
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard let next = token.nextToken(viewMode: .sourceAccurate) else { continue }
            var parenthesis: TokenSyntax?
            switch token.tokenKind {
            case .keyword(.Self) where next.tokenKind == .leftParen && token.parent?.parent?.is(FunctionCallExprSyntax.self) == true:
                parenthesis = next
            case .keyword(.Self), .keyword(.self):
                // `Self.init(` or `self.init(`; not `Self.self` or `Self.member`.
                if next.tokenKind == .period, let name = next.nextToken(viewMode: .sourceAccurate), name.tokenKind == .keyword(.`init`) {
                    parenthesis = name.nextToken(viewMode: .sourceAccurate)
                }
            default:
                break
            }
            guard let parenthesis, parenthesis.tokenKind == .leftParen else { continue }
            found = true
            if parenthesis.nextToken(viewMode: .sourceAccurate)?.tokenKind != .rightParen { withoutArguments = false }
        }
        return found ? withoutArguments : nil
    }

    /// The initializer `addRequiredInit` adds, public in a public or open class.
    static func addingRequiredInit(to declaration: ClassDeclSyntax, calling call: String) -> ClassDeclSyntax {
        let isPublic = declaration.modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }
        return declaration.appendingMembers(["\(isPublic ? "public " : "")required convenience init() { \(call) }"])
    }

    /// `declaration` marked `final`, with `open` made `public`, on the class and its members (a
    /// final class and its members cannot be open).
    static func makingFinal(_ declaration: ClassDeclSyntax) -> ClassDeclSyntax {
        var rewritten = declaration
        var modifiers = Array(declaration.modifiers)
        if let index = modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.open) }) {
            modifiers[index].name = .keyword(.public, leadingTrivia: modifiers[index].name.leadingTrivia,
                                             trailingTrivia: modifiers[index].name.trailingTrivia)
        }
        rewritten.memberBlock = OpenToPublic(viewMode: .sourceAccurate).rewrite(rewritten.memberBlock).cast(MemberBlockSyntax.self)
        var final = DeclModifierSyntax(name: .keyword(.final, trailingTrivia: .space))
        if modifiers.isEmpty {
            final.leadingTrivia = rewritten.classKeyword.leadingTrivia
            rewritten.classKeyword.leadingTrivia = []
        }
        modifiers.append(final)
        rewritten.modifiers = DeclModifierListSyntax(modifiers)
        return rewritten
    }

    /// An extension of a class made `final`, with its `open` members made `public`.
    static func publicMembers(of declaration: ExtensionDeclSyntax) -> ExtensionDeclSyntax {
        declaration.with(\.memberBlock, OpenToPublic(viewMode: .sourceAccurate).rewrite(declaration.memberBlock).cast(MemberBlockSyntax.self))
    }
}

/// `open` modifiers made `public`.
private final class OpenToPublic: SyntaxRewriter {
    override func visit(_ node: DeclModifierSyntax) -> DeclModifierSyntax {
        guard node.name.tokenKind == .keyword(.open) else { return node }
        return node.with(\.name, .keyword(.public, leadingTrivia: node.name.leadingTrivia, trailingTrivia: node.name.trailingTrivia))
    }
}
