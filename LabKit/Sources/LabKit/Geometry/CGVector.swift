import Foundation

/// A two-dimensional vector, as Core Graphics defines it: a velocity for UIKit's dynamics, a
/// direction for drawing code.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector of components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of integer components.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// A vector of `Double` components.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// As Core Graphics prints it: `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
