import Foundation

extension AnimationValue {
    /// The value as key-value coding and animations' `values` take it (a `CGPoint`, a
    /// `CGColor`, a `Double`…): what `init(_:as:)` converts back from.
    var objectValue: Any? {
        switch self {
        case .number(let v): return v
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .color: return cgColor
        case .transform(let t): return t
        case .path(let p): return p
        case .object(let box): return box.value
        case .colorArray: return cgColors
        case .numberArray(let n): return n
        }
    }
}
