import SwiftSyntax

/// `override func awakeFromNib()` in a class that is not a view, a view controller, a bar
/// item or a constraint: `class MenuController: NSObject { override func awakeFromNib() … }`.
/// UIKit declares `awakeFromNib()` on `NSObject` (its `UINibLoadingAdditions` category), so on
/// iOS any object a nib makes can override it. On Linux `NSObject` is Foundation's, and a
/// method LabKit added to it in an extension could not be overridden (Swift without
/// Objective-C), so LabKit declares it on `UIResponder`, `UIBarItem` and `NSLayoutConstraint`.
///
/// The rewrite makes the method the class's own: it drops `override` and the
/// `super.awakeFromNib()` calls in it (there is nothing above to call), in the topmost class
/// of the sources that overrides it; its subclasses' overrides then override it. Nothing calls
/// it in the lab (no nibs), which the report says.
enum AwakeFromNibRewriter {
    /// LabKit's classes that declare `awakeFromNib()`: `UIResponder`, `UIBarItem` and
    /// `NSLayoutConstraint`, and their subclasses. `AwakeFromNibRewriterTests` checks the list
    /// against LabKit's sources.
    static let declaringClasses: Set<String> = [
        "UIResponder", "UIBarItem", "UIBarButtonItem", "UITabBarItem", "NSLayoutConstraint",
        "UIApplication", "UIScene", "UIWindowScene", "UIView", "UIWindow", "UIControl", "UIButton", "UILabel", "UIImageView",
        "UIScrollView", "UITableView", "UICollectionView", "UITextField", "UISearchTextField", "UITextView", "UIStackView",
        "UIActivityIndicatorView", "UIPageControl", "UIProgressView", "UIRefreshControl", "UISearchBar", "UISegmentedControl",
        "UISlider", "UISwitch", "UINavigationBar", "UITabBar", "UIVisualEffectView", "UITableViewCell",
        "UITableViewHeaderFooterView", "UICollectionReusableView", "UICollectionViewCell", "UIListContentView",
        "UIViewController", "UINavigationController", "UITabBarController", "UITableViewController",
        "UICollectionViewController", "UIAlertController",
    ]

    /// Whether `root`, the first class outside the sources above a class, lacks `awakeFromNib()`
    /// in LabKit while it has it on iOS: `NSObject`, or another of Apple's classes (`CALayer`,
    /// `UIGestureRecognizer`, …) that is not a responder, bar item or constraint. A class of
    /// another library is left alone: the port cannot know what it declares.
    static func lacksAwakeFromNib(_ root: String) -> Bool {
        guard !declaringClasses.contains(root) else { return false }
        return root == "NSObject" || ["CA", "UI", "NS"].contains { root.hasPrefix($0) }
    }

    /// The classes of the sources whose `override func awakeFromNib()` overrides nothing in
    /// LabKit: no class of the sources between it and its root declares the method, and the
    /// root lacks it.
    static func classesOverridingNothing(_ classes: [String: InheritedRequirementRewriter.ClassShape]) -> Set<String> {
        var found: Set<String> = []
        for (name, shape) in classes where shape.isClass {
            guard shape.methods.contains(where: { $0.signature == "awakeFromNib()" && $0.isOverride && !$0.inExtension }) else { continue }
            var ancestor = shape.superclass
            var visited: Set<String> = [name]
            var declaredAbove = false
            while let current = ancestor, let ancestorShape = classes[current], ancestorShape.isClass, visited.insert(current).inserted {
                if ancestorShape.methods.contains(where: { $0.signature == "awakeFromNib()" }) {
                    declaredAbove = true
                    break
                }
                ancestor = ancestorShape.superclass
            }
            // A class with no superclass (`class Root {}`) has no `awakeFromNib` on iOS either.
            if !declaredAbove, let root = ancestor, classes[root]?.isClass != true, lacksAwakeFromNib(root) {
                found.insert(name)
            }
        }
        return found
    }

    /// `function` without `override` (its trivia kept) and without the statements
    /// `super.awakeFromNib()` in its body.
    static func rewrite(_ function: FunctionDeclSyntax) -> FunctionDeclSyntax {
        var rewritten = function
        if let index = rewritten.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) }) {
            let removed = rewritten.modifiers[index]
            var modifiers = Array(rewritten.modifiers)
            let position = modifiers.firstIndex { $0.id == removed.id }!
            modifiers.remove(at: position)
            // The first modifier carries the declaration's leading trivia (its doc comment).
            if position == 0 {
                if modifiers.isEmpty {
                    rewritten.funcKeyword.leadingTrivia = removed.leadingTrivia
                } else {
                    modifiers[0].leadingTrivia = removed.leadingTrivia
                }
            }
            rewritten.modifiers = DeclModifierListSyntax(modifiers)
        }
        if var body = rewritten.body {
            var statements: [CodeBlockItemSyntax] = []
            var carried: Trivia?
            for item in body.statements {
                if isSuperCall(item) {
                    // The first statement's indentation and comments stay with the one after it.
                    if statements.isEmpty, carried == nil { carried = item.leadingTrivia }
                    continue
                }
                var kept = item
                if let trivia = carried {
                    kept.leadingTrivia = trivia
                    carried = nil
                }
                statements.append(kept)
            }
            body.statements = CodeBlockItemListSyntax(statements)
            rewritten.body = body
        }
        return rewritten
    }

    /// Whether `item` is `super.awakeFromNib()`.
    private static func isSuperCall(_ item: CodeBlockItemSyntax) -> Bool {
        guard let call = item.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.is(SuperExprSyntax.self) == true else { return false }
        return member.declName.baseName.text == "awakeFromNib"
    }
}
