import Foundation
import LabKit

/// The expectations plugin checks compute by hand: springs and Bézier curves in closed or
/// directly solved form, and the anti-aliased coverage that measures edges in a frame.
enum ClosedForm {
    /// UIKit's spring as LabKit maps it (ω₀ = ln(1500) / (ζ·d), unit mass, velocity in
    /// distances per second), as the fraction of the way at `t`: the under-damped closed form.
    static func spring(damping zeta: Double, duration: Double, velocity v0: Double, at t: Double) -> Double {
        let omega0 = log(1500.0) / (zeta * duration)
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + (zeta * omega0 - v0) / omegaD * sin(omegaD * t))
    }

    /// y of the cubic Bézier `p` where its x is `x` (x grows along the curve), by bisection.
    static func cubicY(_ p: [CGPoint], atX x: Double) -> Double {
        func at(_ t: Double) -> (x: Double, y: Double) {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return (a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x, a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y)
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if at(mid).x < x { low = mid } else { high = mid }
        }
        return at((low + high) / 2).y
    }

    /// A timing curve (`CAMediaTimingFunction(controlPoints:)`) at `x`.
    static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        cubicY([CGPoint(x: 0, y: 0), CGPoint(x: x1, y: y1), CGPoint(x: x2, y: y2), CGPoint(x: 1, y: 1)], atX: x)
    }

    /// How many pixels' worth of a fill whose red channel is `fill` covers `pixels` over a
    /// background whose red is `behind`: each pixel counts by its blend of the two, so an
    /// anti-aliased edge is found to a fraction of a pixel.
    static func coverage(of image: CGImage, at pixels: [(x: Int, y: Int)], fill: Double, behind: Double) -> Double {
        pixels.reduce(0) { sum, p in
            sum + min(1, max(0, (Double(image.pixel(x: p.x, y: p.y).red) - behind) / (fill - behind)))
        }
    }
}
