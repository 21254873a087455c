import SwiftSyntax
import SwiftSyntaxBuilder

/// Target–action through `#selector`, which needs the Objective-C runtime, rewritten to
/// LabKit's closure forms:
///
/// | iOS | LabKit |
/// |---|---|
/// | `control.addTarget(t, action: #selector(m(_:)), for: events)` | `control.addAction(UIAction { [weak t] action in t?.m(action.sender as! T) }, for: events)` |
/// | `recognizer.addTarget(t, action: #selector(m(_:)))` | `recognizer.addTarget { [weak t] recognizer in t?.m(recognizer) }` |
/// | `UITapGestureRecognizer(target: t, action: #selector(m(_:)))` | `UITapGestureRecognizer { [weak t] recognizer in t?.m(recognizer) }` (every UIKit recognizer LabKit has; `UIGestureRecognizer(action:)`) |
/// | `CADisplayLink(target: t, selector: #selector(m(_:)))` | `CADisplayLink { link in t.m(link) }` |
/// | `Timer.scheduledTimer(timeInterval: i, target: t, selector: #selector(m(_:)), userInfo: nil, repeats: r)` | `Timer.scheduledTimer(withTimeInterval: i, repeats: r) { timer in t.m(timer) }` |
/// | `center.addObserver(t, selector: #selector(m(_:)), name: n, object: o)` | `_ = center.addObserver(forName: n, object: o, queue: nil) { [weak t] notification in t?.m(notification) }` |
/// | `t.perform(#selector(m(_:)), with: x, afterDelay: d)` | `DispatchQueue.main.asyncAfter(deadline: .now() + d) { t.m(x) }` |
/// | … when the sources cancel performs | `t.perform(afterDelay: d, selectorName: "m(_:)") { t.m(x) }` |
/// | `NSObject.cancelPreviousPerformRequests(withTarget: t, selector: #selector(m(_:)), object: nil)` | `NSObject.cancelPreviousPerformRequests(withTarget: t, selectorName: "m(_:)")` |
/// | `t.perform(#selector(m(_:)), with: x)` (a statement) | `t.m(x)` |
/// | `control.removeTarget(t, action: #selector(m(_:)), for: events)` | `control.removeAction(identifiedBy: UIAction.Identifier("m(_:)"), for: events)`, the action added with that identifier |
///
/// An action method that takes the sender and the event, `m(_:event:)`, gets the control's
/// touch event from `UIAction.event` (an empty event when the action was sent otherwise).
///
/// The closure holds the target as UIKit held it: weakly for controls and recognizers,
/// strongly for display links, timers and delayed performs (which retain their target),
/// weakly for notification observers (which Foundation has not retained since iOS 9).
/// It passes the sender when the action method takes one, cast to the method's parameter
/// type, which comes from the ported sources. A target that is a weak proxy of the sources
/// (`WeakProxy(self)`, forwarding with `forwardingTarget(for:)`) stands for its object,
/// captured weakly.
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
        /// Whether the prefix ends in a `UIAction ` that may take an identifier.
        var identifiable = false
        /// Whether the prefix ends in `selectorName: ` (written with the method's selector).
        var namesSelector = false
    }

    private enum Capture { case weak, strong }

    /// Recognizers LabKit has with a closure initializer taking the recognizer itself.
    private static let closureRecognizers: Set<String> = [
        "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer", "UISwipeGestureRecognizer",
        "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
    ]

    /// The receiver of a method call: the base of `callee`, or `self` for a call without one
    /// (inside a control's own subclass); nil for other callees.
    private static func receiver(of callee: ExprSyntax, text: (ExprSyntax) -> String) -> String? {
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.base.map(text) }
        return callee.is(DeclReferenceExprSyntax.self) ? "self" : nil
    }

    /// Rewrites `call`; `text` gives the text of an argument after the other rewrites.
    func rewrite(_ call: FunctionCallExprSyntax, text: (ExprSyntax) -> String) -> Outcome {
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text }
        let callee = call.calledExpression
        let form: Form
        if Self.calledName(callee) == "addTarget", let receiver = Self.receiver(of: callee, text: text), labels == [nil, "action", "for"] {
            form = Form(target: arguments[0].expression, selector: arguments[1].expression, capture: .weak,
                        parameter: "action", parameterType: "UIAction",
                        prefix: "\(receiver).addAction(UIAction ", suffix: ", for: \(text(arguments[2].expression)))",
                        identifiable: true)
        } else if Self.calledName(callee) == "removeTarget", let receiver = Self.receiver(of: callee, text: text),
                  labels == [nil, "action", "for"] {
            return removeTarget(receiver: receiver, action: arguments[1].expression, events: text(arguments[2].expression),
                                call: call)
        } else if Self.calledName(callee) == "cancelPreviousPerformRequests", labels == ["withTarget", "selector", "object"] {
            return cancelPerforms(call, target: text(arguments[0].expression), selector: arguments[1].expression,
                                  object: arguments[2].expression, text: text)
        } else if Self.calledName(callee) == "perform", labels == [nil] || labels == [nil, "with"],
                  arguments[0].expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector" {
            return performNow(call, target: callee.as(MemberAccessExprSyntax.self)?.base.map(text),
                              selector: arguments[0].expression, object: labels.count == 2 ? text(arguments[1].expression) : nil)
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
                                    fix: "recognize the gesture with one of LabKit's recognizers (tap, pan, long press, swipe, pinch, rotation, screen-edge pan), or in `touchesBegan`/`touchesMoved`/`touchesEnded`"))
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
        } else if Self.calledName(callee) == "perform", labels == [nil, "with", "afterDelay"] {
            let receiver = callee.as(MemberAccessExprSyntax.self)?.base
            let target = receiver ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
            let object = arguments[1].expression
            let delay = text(arguments[2].expression)
            // Performs that may be cancelled are recorded against their receiver.
            let prefix = index.cancelsPerforms
                ? "\(receiver.map { "\(text($0))." } ?? "")perform(afterDelay: \(delay), selectorName: "
                : "DispatchQueue.main.asyncAfter(deadline: .now() + \(delay)) "
            form = Form(target: target, selector: arguments[0].expression, capture: .strong, parameter: "", parameterType: "Any",
                        prefix: prefix, argument: object.is(NilLiteralExprSyntax.self) ? "nil" : text(object),
                        namesSelector: index.cancelsPerforms)
        } else {
            return .notTargetAction
        }
        switch closure(for: form, text: text) {
        case .success(let (closure, selectorName)):
            var prefix = form.prefix
            if form.identifiable, index.removedActions.contains(Self.baseName(of: selectorName)) {
                prefix = String(prefix.dropLast("UIAction ".count)) + "UIAction(identifier: UIAction.Identifier(\"\(selectorName)\")) "
            }
            if form.namesSelector { prefix += "\"\(selectorName)\") " }
            let expression = ExprSyntax("\(raw: prefix + closure + form.suffix)")
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

    /// The method a `#selector` names, and its selector as Objective-C would spell it in
    /// Swift (`reset`, `tapped(_:)`).
    private func resolve(_ expression: ExprSyntax) -> Result<(name: String, method: SourceIndex.Method, selector: String), Note> {
        guard let selector = expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
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
        let method: SourceIndex.Method
        if Set(candidates.map(\.labels)).count == 1 {
            method = candidates[0]
        } else if let selectorLabels {
            method = SourceIndex.Method(labels: selectorLabels, types: [])
        } else {
            let why = candidates.isEmpty ? "is not among the ported sources" : "is overloaded"
            return .failure(Note(problem: "the action method `\(name)` of `\(selector.trimmedDescription)` \(why)",
                                 fix: "name it with its labels, `#selector(\(name)(_:))`, or call it from a closure yourself"))
        }
        let spelled = method.labels.isEmpty ? name : "\(name)(\(method.labels.map { "\($0):" }.joined()))"
        return .success((name, method, spelled))
    }

    /// `reset` of `reset`, `tapped` of `tapped(_:)`.
    private static func baseName(of selector: String) -> String {
        String(selector.prefix { $0 != "(" })
    }

    /// The name of the function or method `callee` calls.
    private static func calledName(_ callee: ExprSyntax) -> String? {
        callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The closure `{ [capture] parameter in target.method(sender) }`, and the selector.
    private func closure(for form: Form, text: (ExprSyntax) -> String) -> Result<(String, String), Note> {
        var form = form
        // A weak proxy (`WeakProxy(self)`, a class that forwards what it does not implement
        // with `forwardingTarget(for:)`) stands for its object, held weakly: the object is the
        // receiver, captured weakly, as the proxy meant it to be.
        if let call = form.target.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let proxy = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           index.forwardingProxies.contains(proxy), let object = call.arguments.first?.expression {
            form.target = object
            form.capture = .weak
        }
        let resolved: (name: String, method: SourceIndex.Method, selector: String)
        switch resolve(form.selector) {
        case .success(let value): resolved = value
        case .failure(let note): return .failure(note)
        }
        let (name, method) = (resolved.name, resolved.method)
        // A control's action may take the event too; nothing else passes one.
        let takesEvent = method.labels.count == 2 && form.parameterType == "UIAction"
        guard method.labels.count <= 1 || takesEvent else {
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
            return .success(("\(head)\(receiver)\(name)() }", resolved.selector))
        }
        guard let sender = form.argument ?? sender(form, type: method.types.first) else {
            return .failure(Note(problem: "the type of the sender `\(name)` takes is unknown: the method is not among the ported sources"))
        }
        var arguments = (label == "_" ? "" : "\(label): ") + sender
        if takesEvent {
            let eventLabel = method.labels[1] == "_" ? "" : "\(method.labels[1]): "
            let type = method.types.count == 2 ? method.types[1] : "UIEvent"
            let optional = type.hasSuffix("?") || type.hasSuffix("!")
            arguments += ", \(eventLabel)\(form.parameter).event\(optional ? "" : " ?? UIEvent()")"
        }
        return .success(("\(head)\(receiver)\(name)(\(arguments)) }", resolved.selector))
    }

    /// `control.removeTarget(t, action: #selector(m), for: events)` → removing the action
    /// that `addTarget` added with the identifier `m`'s selector.
    private func removeTarget(receiver: String, action: ExprSyntax, events: String, call: FunctionCallExprSyntax) -> Outcome {
        if action.is(NilLiteralExprSyntax.self) {
            return .failed(Note(problem: "`removeTarget` with no action removes every action of a target; LabKit's actions are closures, with no target",
                                fix: "remove the actions with `removeAction(identifiedBy:for:)` or `removeAction(_:for:)`"))
        }
        switch resolve(action) {
        case .success(let resolved):
            let expression = ExprSyntax("\(raw: receiver).removeAction(identifiedBy: UIAction.Identifier(\(literal: resolved.selector)), for: \(raw: events))")
            let caveat = Note(problem: "the control's actions are now identified by their method, `\(resolved.selector)`, "
                                  + "whatever their target, so this removes the action of every target that calls it",
                              fix: "if several targets share the method on this control, give their `UIAction`s identifiers of their own")
            return .rewritten(expression.with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia), caveat: caveat)
        case .failure(let note):
            return .failed(note)
        }
    }

    /// `NSObject.cancelPreviousPerformRequests(withTarget: t, selector: #selector(m), object: o)`
    /// → cancelling the performs recorded under `m`'s selector (LabKit matches no object).
    private func cancelPerforms(_ call: FunctionCallExprSyntax, target: String, selector: ExprSyntax, object: ExprSyntax,
                                text: (ExprSyntax) -> String) -> Outcome {
        switch resolve(selector) {
        case .success(let resolved):
            let callee = text(call.calledExpression)
            let expression = ExprSyntax("\(raw: callee)(withTarget: \(raw: target), selectorName: \(literal: resolved.selector))")
            let caveat = object.is(NilLiteralExprSyntax.self) ? nil
                : Note(problem: "LabKit cancels every perform of `\(resolved.selector)`, whatever its object",
                       fix: "check that no perform with another object must survive")
            return .rewritten(expression.with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia), caveat: caveat)
        case .failure(let note):
            return .failed(note)
        }
    }

    /// `t.perform(#selector(m), with: x)`, a statement, → `t.m(x)`: the perform calls the
    /// method at once. Its result (an unmanaged object) has no counterpart.
    private func performNow(_ call: FunctionCallExprSyntax, target: String?, selector: ExprSyntax, object: String?) -> Outcome {
        guard call.parent?.is(CodeBlockItemSyntax.self) == true else {
            return .failed(Note(problem: "the result of `perform(_:)` (an unmanaged object) has no counterpart without an Objective-C runtime",
                                fix: "call the method directly"))
        }
        switch resolve(selector) {
        case .success(let resolved):
            guard resolved.method.labels.count <= 1 else {
                return .failed(Note(problem: "`perform(_:with:)` passes one object; `\(resolved.name)` takes \(resolved.method.labels.count)"))
            }
            let receiver = target.map { "\($0)." } ?? ""
            var arguments = ""
            if let label = resolved.method.labels.first {
                arguments = (label == "_" ? "" : "\(label): ") + (object ?? "nil")
            }
            let expression = ExprSyntax("\(raw: receiver)\(raw: resolved.name)(\(raw: arguments))")
            return .rewritten(expression.with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia), caveat: nil)
        case .failure(let note):
            return .failed(note)
        }
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
