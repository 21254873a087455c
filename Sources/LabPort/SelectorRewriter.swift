import SwiftSyntax
import SwiftSyntaxBuilder

/// Target–action through `#selector`, which needs the Objective-C runtime, rewritten to
/// LabKit's closure forms:
///
/// | iOS | LabKit |
/// |---|---|
/// | `control.addTarget(t, action: #selector(m(_:)), for: events)` | `control.addAction(UIAction { [weak t] action in t?.m(action.sender as! T) }, for: events)` |
/// | `recognizer.addTarget(t, action: #selector(m(_:)))` | `recognizer.addTarget { [weak t] recognizer in t?.m(recognizer) }` |
/// | `UITapGestureRecognizer(target: t, action: #selector(m(_:)))` | `UITapGestureRecognizer { [weak t] recognizer in t?.m(recognizer) }` (also Pan; `UIGestureRecognizer(action:)`) |
/// | `CADisplayLink(target: t, selector: #selector(m(_:)))` | `CADisplayLink { link in t.m(link) }` |
/// | `Timer.scheduledTimer(timeInterval: i, target: t, selector: #selector(m(_:)), userInfo: nil, repeats: r)` | `Timer.scheduledTimer(withTimeInterval: i, repeats: r) { timer in t.m(timer) }` |
/// | `center.addObserver(t, selector: #selector(m(_:)), name: n, object: o)` | `_ = center.addObserver(forName: n, object: o, queue: nil) { [weak t] notification in t?.m(notification) }` |
/// | `t.perform(#selector(m(_:)), with: x, afterDelay: d)` | `DispatchQueue.main.asyncAfter(deadline: .now() + d) { t.m(x) }` |
///
/// The closure holds the target as UIKit held it: weakly for controls and recognizers,
/// strongly for display links, timers and delayed performs (which retain their target),
/// weakly for notification observers (which Foundation has not retained since iOS 9).
/// It passes the sender when the action method takes one, cast to the method's parameter
/// type, which comes from the ported sources.
struct SelectorRewriter {
    let index: SourceIndex

    /// Something for the report: what is wrong and what to do.
    struct Note: Error {
        var problem: String
        var fix = "call the method from a closure yourself"
    }

    /// What became of a call.
    enum Outcome {
        /// Rewritten, with what the user must still check, if anything.
        case rewritten(ExprSyntax, caveat: Note?)
        /// A target–action call this cannot rewrite.
        case failed(Note)
        /// Not a target–action call this knows.
        case notTargetAction
    }

    /// The call that registers an action, and how the closure gets the sender.
    private struct Form {
        var target: ExprSyntax
        var selector: ExprSyntax
        var capture: Capture
        /// The closure's parameter and the static type of what it holds.
        var parameter: String
        var parameterType: String
        /// The text of the rewritten call before and after the closure.
        var prefix: String
        var suffix = ""
        /// What the method is passed when it is not the closure's parameter (a delayed
        /// perform's object); the closure then takes no parameter.
        var argument: String?
        var caveat: Note?
    }

    private enum Capture { case weak, strong }

    /// Recognizers LabKit has with a closure initializer taking the recognizer itself.
    private static let closureRecognizers: Set<String> = ["UITapGestureRecognizer", "UIPanGestureRecognizer"]

    /// Rewrites `call`; `text` gives the text of an argument after the other rewrites.
    func rewrite(_ call: FunctionCallExprSyntax, text: (ExprSyntax) -> String) -> Outcome {
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text }
        let callee = call.calledExpression
        let form: Form
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addTarget",
           let receiver = member.base, labels == [nil, "action", "for"] {
            form = Form(target: arguments[0].expression, selector: arguments[1].expression, capture: .weak,
                        parameter: "action", parameterType: "UIAction",
                        prefix: "\(text(receiver)).addAction(UIAction ", suffix: ", for: \(text(arguments[2].expression)))")
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addTarget",
                  let receiver = member.base, labels == [nil, "action"] {
            form = Form(target: arguments[0].expression, selector: arguments[1].expression, capture: .weak,
                        parameter: "recognizer", parameterType: "UIGestureRecognizer", prefix: "\(text(receiver)).addTarget ")
        } else if let type = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, type.hasSuffix("GestureRecognizer"),
                  labels == ["target", "action"] {
            if Self.closureRecognizers.contains(type) {
                form = Form(target: arguments[0].expression, selector: arguments[1].expression, capture: .weak,
                            parameter: "recognizer", parameterType: type, prefix: "\(type) ")
            } else if type == "UIGestureRecognizer" {
                form = Form(target: arguments[0].expression, selector: arguments[1].expression, capture: .weak,
                            parameter: "recognizer", parameterType: type, prefix: "UIGestureRecognizer(action: ", suffix: ")")
            } else {
                return .failed(Note(problem: "LabKit has no `\(type)`",
                                    fix: "recognize the gesture with a `UIPanGestureRecognizer` or `UITapGestureRecognizer` closure, or in `touchesBegan`/`touchesMoved`/`touchesEnded`"))
            }
        } else if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "CADisplayLink", labels == ["target", "selector"] {
            form = Form(target: arguments[0].expression, selector: arguments[1].expression, capture: .strong,
                        parameter: "link", parameterType: "CADisplayLink", prefix: "CADisplayLink ")
        } else if let timer = timerForm(callee), labels == ["timeInterval", "target", "selector", "userInfo", "repeats"] {
            guard arguments[3].expression.is(NilLiteralExprSyntax.self) else {
                return .failed(Note(problem: "a timer's `userInfo` has no place in the closure form",
                                    fix: "capture the value in the closure of `\(timer)(withTimeInterval:repeats:block:)` instead"))
            }
            let interval = timer.hasSuffix("scheduledTimer") ? "withTimeInterval" : "timeInterval"
            form = Form(target: arguments[1].expression, selector: arguments[2].expression, capture: .strong,
                        parameter: "timer", parameterType: "Timer",
                        prefix: "\(timer)(\(interval): \(text(arguments[0].expression)), repeats: \(text(arguments[4].expression))) ")
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addObserver",
                  let receiver = member.base, labels == [nil, "selector", "name", "object"] {
            form = Form(target: arguments[0].expression, selector: arguments[1].expression, capture: .weak,
                        parameter: "notification", parameterType: "Notification",
                        prefix: "_ = \(text(receiver)).addObserver(forName: \(text(arguments[2].expression)), "
                            + "object: \(text(arguments[3].expression)), queue: nil) ",
                        caveat: Note(problem: "the observer is now a closure whose token is discarded, so `removeObserver(_:)` "
                                         + "with the old observer no longer removes it",
                                     fix: "keep the token `addObserver(forName:object:queue:using:)` returns and remove that"))
        } else if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "perform"
                    || callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "perform",
                  labels == [nil, "with", "afterDelay"] {
            let target = callee.as(MemberAccessExprSyntax.self)?.base ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
            let object = arguments[1].expression
            form = Form(target: target, selector: arguments[0].expression, capture: .strong, parameter: "", parameterType: "Any",
                        prefix: "DispatchQueue.main.asyncAfter(deadline: .now() + \(text(arguments[2].expression))) ",
                        argument: object.is(NilLiteralExprSyntax.self) ? "nil" : text(object))
        } else {
            return .notTargetAction
        }
        switch closure(for: form, text: text) {
        case .success(let closure):
            let expression = ExprSyntax("\(raw: form.prefix + closure + form.suffix)")
            return .rewritten(expression.with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia),
                              caveat: form.caveat)
        case .failure(let note):
            return .failed(note)
        }
    }

    /// `Timer.scheduledTimer` or `Timer` (its initializer), as written.
    private func timerForm(_ callee: ExprSyntax) -> String? {
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "scheduledTimer",
           let base = member.base?.trimmedDescription, base == "Timer" {
            return "Timer.scheduledTimer"
        }
        return callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer" ? "Timer" : nil
    }

    /// The closure `{ [capture] parameter in target.method(sender) }`.
    private func closure(for form: Form, text: (ExprSyntax) -> String) -> Result<String, Note> {
        guard let selector = form.selector.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
              let argument = selector.arguments.first, selector.arguments.count == 1, argument.label == nil else {
            return .failure(Note(problem: "the action is not a plain `#selector(method)`"))
        }
        let reference: DeclReferenceExprSyntax
        if let name = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = name
        } else if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else {
            return .failure(Note(problem: "`\(selector.trimmedDescription)` does not name a method"))
        }
        let name = reference.baseName.text
        let selectorLabels = reference.argumentNames.map { $0.arguments.map(\.name.text) }
        let candidates = index.methods(named: name, labels: selectorLabels)
        let method: SourceIndex.Method?
        if Set(candidates.map(\.labels)).count == 1 {
            method = candidates[0]
        } else if let selectorLabels {
            method = SourceIndex.Method(labels: selectorLabels, types: [])
        } else {
            let why = candidates.isEmpty ? "is not among the ported sources" : "is overloaded"
            return .failure(Note(problem: "the action method `\(name)` of `\(selector.trimmedDescription)` \(why)",
                                    fix: "name it with its labels, `#selector(\(name)(_:))`, or call it from a closure yourself"))
        }
        guard let method, method.labels.count <= 1 else {
            return .failure(Note(problem: "the action method `\(name)` takes the sender and the event; LabKit's closures pass only the sender"))
        }

        let (captureList, receiver) = capture(text(form.target), form.capture)
        let head: String
        if form.argument != nil {
            head = captureList.isEmpty ? "{ " : "{ \(captureList)in "
        } else {
            head = "{ \(captureList)\(method.labels.isEmpty ? "_" : form.parameter) in "
        }
        guard let label = method.labels.first else {
            return .success("\(head)\(receiver)\(name)() }")
        }
        guard let sender = form.argument ?? sender(form, type: method.types.first) else {
            return .failure(Note(problem: "the type of the sender `\(name)` takes is unknown: the method is not among the ported sources"))
        }
        let argumentLabel = label == "_" ? "" : "\(label): "
        return .success("\(head)\(receiver)\(name)(\(argumentLabel)\(sender)) }")
    }

    /// The capture list and what the call goes through: `self?.`, `view?.`, `target?.`.
    private func capture(_ target: String, _ capture: Capture) -> (String, String) {
        let isName = target.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        switch (capture, isName) {
        case (.weak, true): return ("[weak \(target)] ", "\(target)?.")
        case (.weak, false): return ("[weak target = \(target)] ", "target?.")
        // A strong capture of `self` or of a local needs no capture list.
        case (.strong, true): return ("", "\(target).")
        case (.strong, false): return ("[target = \(target)] ", "target.")
        }
    }

    /// The closure's parameter as the method's parameter type; nil when that type is unknown
    /// and the closure's own (a control's `UIAction`) is not the sender.
    private func sender(_ form: Form, type: String?) -> String? {
        let isOptional = type.map { $0.hasSuffix("?") || $0.hasSuffix("!") } ?? false
        let base = type.map { isOptional ? String($0.dropLast()) : $0 }
        if form.parameterType == "UIAction" {
            guard let base else { return nil }
            let value = "\(form.parameter).sender"
            switch base {
            case "Any": return isOptional ? value : "\(value) as Any"
            case "AnyObject": return isOptional ? value : "\(value)!"
            default: return "\(value) \(isOptional ? "as?" : "as!") \(base)"
            }
        }
        var passedAsIs: Set<String> = [form.parameterType, "Any", "AnyObject", "NSObject"]
        if form.parameterType.hasSuffix("GestureRecognizer") { passedAsIs.insert("UIGestureRecognizer") }
        guard let base, !passedAsIs.contains(base) else { return form.parameter }
        return "\(form.parameter) \(isOptional ? "as?" : "as!") \(base)"
    }
}
