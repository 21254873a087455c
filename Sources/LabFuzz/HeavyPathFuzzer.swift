import Foundation
import LabKit

/// Shape layers with more geometry than a frame's vertex budget: polylines of hundreds of
/// thousands of points, curves 1e15 points wide, thousands of canvas-sized curves, swarms of
/// dots, microscopic dashes, under magnifying or shrinking transforms.
public enum HeavyPathFuzzer {
    /// A shape layer over a `size × size` canvas with a heavy path and random stroke settings.
    public static func shapeLayer(_ random: inout FuzzRandom, size: Double) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: size, height: size)
        layer.path = path(&random, size: size)
        layer.fillColor = random.chance(0.6) ? random.color() : nil
        layer.strokeColor = random.chance(0.8) ? random.color() : nil
        layer.fillRule = random.chance(0.5) ? .evenOdd : .nonZero
        layer.lineWidth = random.pick([0.5, 2, 12, 80])
        layer.lineCap = random.pick([.butt, .round, .square])
        layer.lineJoin = random.pick([.miter, .round, .bevel])
        layer.miterLimit = random.pick([1, 10, 1e6])
        if random.chance(0.25) {
            layer.lineDashPattern = random.pick([[0.001, 0.001], [0.3, 0.2], [4, 2]]).map { NSNumber(value: $0) }
        }
        if random.chance(0.2) { layer.strokeEnd = .random(in: 0.1...1, using: &random) }
        if random.chance(0.3) {
            let scale = random.pick([1e-4, 0.01, 30, 1e4])
            layer.transform = CATransform3DRotate(CATransform3DMakeScale(scale, scale, 1), .random(in: 0...6, using: &random), 0, 0, 1)
        }
        return layer
    }

    /// A path with far more points or bends than the canvas shows.
    public static func path(_ random: inout FuzzRandom, size: Double) -> CGPath {
        let path = CGMutablePath()
        let count = Int.random(in: 10_000...150_000, using: &random)
        let center = CGPoint(x: size / 2 + .random(in: -size...size, using: &random), y: size / 2)
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            // A circle of many tiny steps, from a dot to far larger than the canvas.
            let radius = random.pick([0.01, size / 3, size * 1e4])
            for i in 0..<count {
                let angle = Double(i) / Double(count) * 2 * .pi
                let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
        case 1:
            // A zigzag: consecutive points far apart, thousands of them per pixel of its length.
            let amplitude = random.pick([0.2, 5, size])
            path.move(to: CGPoint(x: 0, y: center.y))
            for i in 1..<count {
                path.addLine(to: CGPoint(x: size * Double(i) / Double(count), y: center.y + (i % 2 == 0 ? amplitude : -amplitude)))
            }
        case 2:
            // A random walk of sub-pixel steps.
            var p = center
            path.move(to: p)
            for _ in 1..<count {
                p.x += .random(in: -0.7...0.7, using: &random)
                p.y += .random(in: -0.7...0.7, using: &random)
                path.addLine(to: p)
            }
        case 3:
            // Curves 1e15 points wide through the canvas.
            for _ in 0..<Int.random(in: 1...200, using: &random) {
                let far = random.pick([1e6, 1e15, 1e300])
                path.move(to: CGPoint(x: -far, y: .random(in: 0...size, using: &random)))
                path.addCurve(to: CGPoint(x: far, y: .random(in: 0...size, using: &random)),
                              control1: CGPoint(x: .random(in: 0...size, using: &random), y: -far),
                              control2: CGPoint(x: .random(in: 0...size, using: &random), y: far))
            }
        case 4:
            // Thousands of canvas-sized curves, more points together than any budget.
            path.move(to: center)
            for _ in 0..<(count / 20) {
                path.addCurve(to: CGPoint(x: .random(in: 0...size, using: &random), y: .random(in: 0...size, using: &random)),
                              control1: CGPoint(x: .random(in: -size...2 * size, using: &random), y: .random(in: -size...2 * size, using: &random)),
                              control2: CGPoint(x: .random(in: -size...2 * size, using: &random), y: .random(in: -size...2 * size, using: &random)))
            }
        default:
            // A swarm of dots and tiny subpaths.
            for _ in 0..<(count / 4) {
                let p = CGPoint(x: .random(in: 0...size, using: &random), y: .random(in: 0...size, using: &random))
                path.move(to: p)
                path.addLine(to: random.chance(0.5) ? p : CGPoint(x: p.x + 0.3, y: p.y))
            }
        }
        return random.chance(0.5) ? path.copy()! : path
    }
}
