import Foundation

/// A property of a scene that `lab --set NAME=VALUE` can change before the scene loads, as
/// Interface Builder sets an `@IBInspectable` property before a view appears.
///
/// A scene lists its parameters, each bound to one of its own properties:
///
///     final class ElasticScene: ViewControllerScene {
///         static let parameters: [SceneParameter] = [
///             .init("overshootAmount", \ElasticScene.overshootAmount,
///                   summary: "How far the edges bulge, in points (negative: inward)"),
///         ]
///         var overshootAmount: CGFloat = 10
///         …
///     }
///
/// The host creates the scene with `init()`, sets every `--set` value on it, then calls
/// `load(into:)`; the property's initial value is the default `lab --list` shows. Values
/// are parsed by the property's type (`SceneParameterValue`); an unknown name or a value
/// that does not parse is an error before anything runs.
public struct SceneParameter: @unchecked Sendable {
    /// The name `--set` takes.
    public let name: String
    /// One line for `lab --list`.
    public let summary: String
    /// What the value is, as a phrase: "a number", "an integer", "true or false" or "text".
    public let kind: String
    private let read: (any Scene) -> String?
    private let write: (any Scene, String) -> Bool
    private let parse: (String) -> Bool

    /// A parameter bound to `keyPath` of scene type `S` (or of a class the scene inherits from).
    public init<S: AnyObject, Value: SceneParameterValue>(_ name: String, _ keyPath: ReferenceWritableKeyPath<S, Value>,
                                                       summary: String) {
        self.name = name
        self.summary = summary
        kind = Value.parameterKind
        parse = { Value(parameterText: $0) != nil }
        read = { scene in (scene as? S).map { $0[keyPath: keyPath].parameterText } }
        write = { scene, text in
            guard let scene = scene as? S, let value = Value(parameterText: text) else { return false }
            scene[keyPath: keyPath] = value
            return true
        }
    }

    /// The parameter's current value on `scene`, as text (its default on a fresh scene).
    public func value(in scene: any Scene) -> String? {
        read(scene)
    }

    /// Parses `text` and sets it on `scene`; false when the text is not a value of this
    /// parameter's kind (the scene is then unchanged).
    public func set(_ text: String, on scene: any Scene) -> Bool {
        write(scene, text)
    }

    /// Whether `text` parses as a value of this parameter's kind.
    public func accepts(_ text: String) -> Bool {
        parse(text)
    }
}

/// A type a scene parameter can have: it reads and writes itself as `--set` text.
public protocol SceneParameterValue {
    /// How `lab --list` and errors name the kind of value, as a phrase ("a number").
    static var parameterKind: String { get }
    /// Parses `--set` text; nil when it is not a value of this type.
    init?(parameterText: String)
    /// The value as `--set` would take it.
    var parameterText: String { get }
}

extension Double: SceneParameterValue {
    /// A number.
    public static var parameterKind: String { "a number" }
    /// A finite decimal number.
    public init?(parameterText: String) {
        guard let value = Double(parameterText.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        self = value
    }
    /// Whole numbers without a fraction ("10"), others in full.
    public var parameterText: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}

extension CGFloat: SceneParameterValue {
    /// A number.
    public static var parameterKind: String { "a number" }
    /// A finite decimal number.
    public init?(parameterText: String) {
        guard let value = Double(parameterText: parameterText) else { return nil }
        self = CGFloat(value)
    }
    /// As a `Double` prints.
    public var parameterText: String { Double(self).parameterText }
}

extension Int: SceneParameterValue {
    /// An integer.
    public static var parameterKind: String { "an integer" }
    /// A whole number.
    public init?(parameterText: String) {
        guard let value = Int(parameterText.trimmingCharacters(in: .whitespaces)) else { return nil }
        self = value
    }
    /// The decimal digits.
    public var parameterText: String { String(self) }
}

extension Bool: SceneParameterValue {
    /// True or false.
    public static var parameterKind: String { "true or false" }
    /// true/false, yes/no, on/off or 1/0.
    public init?(parameterText: String) {
        switch parameterText.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "yes", "on", "1": self = true
        case "false", "no", "off", "0": self = false
        default: return nil
        }
    }
    /// "true" or "false".
    public var parameterText: String { self ? "true" : "false" }
}

extension String: SceneParameterValue {
    /// Text.
    public static var parameterKind: String { "text" }
    /// Any text.
    public init?(parameterText: String) { self = parameterText }
    /// The text itself.
    public var parameterText: String { self }
}
