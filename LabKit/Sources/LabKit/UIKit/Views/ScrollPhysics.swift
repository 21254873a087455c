import Foundation

/// The formulas a scroll view moves by, one axis at a time, in points and lab seconds.
///
/// - Rubber band: past an edge the content follows the finger with
///   `b = (1 − 1 / (x·c / d + 1))·d`, x the distance the finger went past the edge, d the
///   scroll view's size along the axis and c = 0.55: the formula measured on iOS and
///   published (Grant Paul, 2013; "Analysis of Apple's rubber band scrolling"). It starts at
///   slope c and never reaches d.
/// - Deceleration: UIKit's `decelerationRate` r is per millisecond: each millisecond the
///   velocity is multiplied by r and added to the offset (Apple's "Designing Fluid Interfaces",
///   WWDC 2018, projects a fling the same way). After n ms the offset has moved
///   `v₀·(r + r² + … + rⁿ) = v₀·r/(1 − r)·(1 − rⁿ)`, v₀ in points per millisecond, so the
///   fling ends `D = v₀·r/(1 − r)` away: the projection Apple's talk gives. The lab reads the
///   same curve at any time t (ms), `x(t) = x₀ + D·(1 − rᵗ)`, exact at every whole millisecond;
///   its velocity is `D·(−ln r)·rᵗ`. A delegate's `targetContentOffset` X makes D = X − x₀, so
///   the content lands exactly there with the same rate.
/// - Bounce: a critically damped spring of unit mass and stiffness 100 (ω₀ = 10 /s), the
///   spring Ilya Lobanov measured and published for UIKit's bounce ("How UIScrollView works",
///   2019): `x(t) = edge + (x₀ + (v₀ + ω₀·x₀)·t)·e^(−ω₀·t)`, x₀ the distance past the edge and
///   v₀ the velocity (points per second) when it starts: the deceleration's when it reaches
///   the edge, or, for content released past the edge, the finger's times the rubber band's
///   slope there (the content's own). It never overshoots the edge twice.
enum ScrollPhysics {
    /// UIKit's rubber-band constant.
    static let rubberBandConstant: CGFloat = 0.55
    /// The bounce spring's natural angular frequency, per second.
    static let bounceFrequency: CGFloat = 10
    /// A motion this close to where it ends (points) has ended: half a point, one device
    /// pixel at scale 2, so the last step is not seen.
    static let restingDistance: CGFloat = 0.5
    /// A spring slower than this (points per second) near its edge has settled.
    static let restingSpeed: CGFloat = 5

    /// How far the content goes past an edge when the finger has gone `overshoot` points past
    /// it, along an axis `dimension` points long (same sign as `overshoot`).
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let b = (1 - 1 / (x * rubberBandConstant / dimension + 1)) * dimension
        return overshoot < 0 ? -b : b
    }

    /// How fast the content moves past an edge for each point the finger moves, when the
    /// finger is `overshoot` points past it: the rubber band's slope, `c / (x·c/d + 1)²`.
    static func rubberBandSlope(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let k = abs(overshoot) * rubberBandConstant / dimension + 1
        return rubberBandConstant / (k * k)
    }

    /// The finger's distance past the edge that rubber-bands to `displacement` (the inverse
    /// of `rubberBand`), so that a drag that catches overscrolled content goes on smoothly.
    static func unresisted(_ displacement: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let b = min(abs(displacement), dimension * 0.999)
        let x = dimension / rubberBandConstant * b / (dimension - b)
        return displacement < 0 ? -x : x
    }

    /// How far a fling at `velocity` (points per millisecond) travels at `rate`.
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity * rate / (1 - rate)
    }

    /// The share of a deceleration's distance still to go after `milliseconds`.
    static func remainingFraction(rate: CGFloat, milliseconds: CGFloat) -> CGFloat {
        pow(rate, milliseconds)
    }

    /// When (ms) a deceleration from `start` travelling `distance` reaches `edge`, if it does.
    static func crossingTime(start: CGFloat, distance: CGFloat, rate: CGFloat, edge: CGFloat) -> CGFloat? {
        guard distance != 0 else { return nil }
        let remaining = 1 - (edge - start) / distance
        guard remaining > 0, remaining <= 1 else { return nil }
        return log(remaining) / log(rate)
    }

    /// A deceleration's velocity (points per millisecond) after `milliseconds`.
    static func decelerationVelocity(distance: CGFloat, rate: CGFloat, milliseconds: CGFloat) -> CGFloat {
        distance * -log(rate) * pow(rate, milliseconds)
    }

    /// The bounce spring's distance from its edge and velocity (points per second) `seconds`
    /// after it started `displacement` past the edge at `velocity`.
    static func spring(displacement: CGFloat, velocity: CGFloat, seconds: CGFloat) -> (offset: CGFloat, velocity: CGFloat) {
        let w = bounceFrequency
        let decay = exp(-w * seconds)
        let b = velocity + w * displacement
        let offset = (displacement + b * seconds) * decay
        return (offset, (b - w * (displacement + b * seconds)) * decay)
    }
}
