import Foundation
import LabKit

/// A seeded generator (SplitMix64): every fuzz case is a pure function of its seed, so a
/// failing seed reproduces anywhere.
public struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A generator of its own for `salt`, leaving this one where it is: properties added to
    /// a fuzzer later draw from it, so that the seeds kept as regressions still build the
    /// cases they failed on.
    public func branch(_ salt: UInt64) -> FuzzRandom { FuzzRandom(seed: state ^ (salt &* 0xD6E8_FEB8_6659_FD93)) }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &self)] }

    /// A number as careless plugin code hands it over: mostly ordinary values on the scale of
    /// a screen, sometimes tiny, huge, infinite, NaN, negative zero or subnormal.
    public mutating func hostile(scale: Double = 400) -> CGFloat {
        switch Int.random(in: 0..<20, using: &self) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return CGFloat(pick([1e15, -1e15, 1e300, -1e300, 1e38, 3e9]))
        case 4: return CGFloat(pick([1e-9, -1e-12, 0.001, 5e-324, -0.0, 0]))
        case 5: return CGFloat(Double.random(in: -1e6...1e6, using: &self))
        default: return CGFloat(Double.random(in: -scale * 0.2...scale * 1.2, using: &self))
        }
    }

    /// A point of two hostile coordinates.
    public mutating func hostilePoint(scale: Double = 400) -> CGPoint { CGPoint(x: hostile(scale: scale), y: hostile(scale: scale)) }

    /// A rectangle of hostile numbers.
    public mutating func hostileRect(scale: Double = 400) -> CGRect {
        CGRect(x: hostile(scale: scale), y: hostile(scale: scale), width: hostile(scale: scale), height: hostile(scale: scale))
    }

    /// A color, sometimes translucent or with out-of-range components.
    public mutating func color() -> CGColor {
        if chance(0.1) { return CGColor(red: hostile(scale: 1), green: hostile(scale: 1), blue: hostile(scale: 1), alpha: hostile(scale: 1)) }
        return CGColor(red: .random(in: 0...1, using: &self), green: .random(in: 0...1, using: &self),
                       blue: .random(in: 0...1, using: &self), alpha: chance(0.7) ? 1 : .random(in: 0...1, using: &self))
    }
}
