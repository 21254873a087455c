import Foundation

/// The fields key-value coding reaches inside geometry values, as Core Animation names them
/// ("Key-Value Coding Extensions" in the Core Animation Programming Guide): a point's `x` and
/// `y`, a size's `width` and `height`, a rectangle's `origin` and `size` and theirs.
enum StructureKeyPath {
    /// The field at `keyPath` of `value` (wrapped or plain), wrapped; nil when there is none.
    static func value(atKeyPath keyPath: String, of value: Any?) -> Any? {
        guard let fields = fields(of: value), let (head, rest) = split(keyPath), let field = fields[head] else { return nil }
        return rest.map { self.value(atKeyPath: $0, of: field) } ?? KeyValueAccessor.wrap(field)
    }

    /// `value` with its field at `keyPath` replaced by `newValue`, wrapped; nil when there is
    /// no such field or `newValue` is not of its type.
    static func replacing(atKeyPath keyPath: String, of value: Any?, with newValue: Any?) -> Any? {
        guard let (head, rest) = split(keyPath), let fields = fields(of: value), let old = fields[head] else { return nil }
        let replacement: Any?
        if let rest {
            replacement = replacing(atKeyPath: rest, of: old, with: newValue)
        } else {
            replacement = newValue
        }
        switch (AnimationValue(value, as: .point)?.cgPoint, AnimationValue(value, as: .size)?.cgSize, AnimationValue(value, as: .rect)?.cgRect) {
        case (var point?, _, _):
            guard let number = KeyValueAccessor.unwrap(replacement, as: CGFloat.self) else { return nil }
            if head == "x" { point.x = number } else { point.y = number }
            return NSValue(cgPoint: point)
        case (_, var size?, _):
            guard let number = KeyValueAccessor.unwrap(replacement, as: CGFloat.self) else { return nil }
            if head == "width" { size.width = number } else { size.height = number }
            return NSValue(cgSize: size)
        case (_, _, var rect?):
            if head == "origin" {
                guard let origin = KeyValueAccessor.unwrap(replacement, as: CGPoint.self) else { return nil }
                rect.origin = origin
            } else {
                guard let size = KeyValueAccessor.unwrap(replacement, as: CGSize.self) else { return nil }
                rect.size = size
            }
            return NSValue(cgRect: rect)
        default:
            return nil
        }
    }

    private static func fields(of value: Any?) -> [String: Any]? {
        if let point = AnimationValue(value, as: .point)?.cgPoint { return ["x": point.x, "y": point.y] }
        if let size = AnimationValue(value, as: .size)?.cgSize { return ["width": size.width, "height": size.height] }
        if let rect = AnimationValue(value, as: .rect)?.cgRect { return ["origin": rect.origin, "size": rect.size] }
        return nil
    }

    private static func split(_ keyPath: String) -> (head: String, rest: String?)? {
        guard !keyPath.isEmpty else { return nil }
        guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, nil) }
        return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
    }
}
