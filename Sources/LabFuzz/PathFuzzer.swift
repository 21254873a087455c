import Foundation
import LabKit

/// Structure-aware paths: sequences of Core Graphics and UIKit path calls with hostile numbers.
public enum PathFuzzer {
    /// A path of up to `maximumCalls` calls.
    public static func path(_ random: inout FuzzRandom, maximumCalls: Int = 24, scale: Double = 400) -> CGPath {
        let path = CGMutablePath()
        let calls = Int.random(in: 0...maximumCalls, using: &random)
        for _ in 0..<calls {
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1: path.move(to: random.hostilePoint(scale: scale))
            case 2, 3, 4: path.addLine(to: random.hostilePoint(scale: scale))
            case 5: path.addQuadCurve(to: random.hostilePoint(scale: scale), control: random.hostilePoint(scale: scale))
            case 6: path.addCurve(to: random.hostilePoint(scale: scale), control1: random.hostilePoint(scale: scale),
                                  control2: random.hostilePoint(scale: scale))
            case 7: path.closeSubpath()
            case 8: path.addRect(random.hostileRect(scale: scale))
            case 9: path.addEllipse(in: random.hostileRect(scale: scale))
            case 10:
                path.addArc(center: random.hostilePoint(scale: scale), radius: random.hostile(scale: scale / 4),
                            startAngle: random.hostile(scale: 10), endAngle: random.hostile(scale: 10), clockwise: random.chance(0.5))
            default:
                let rect = random.hostileRect(scale: scale)
                if random.chance(0.5) {
                    path.addPath(UIBezierPath(roundedRect: rect, cornerRadius: random.hostile(scale: 50)).cgPath)
                } else {
                    path.addRoundedRect(in: rect, cornerWidth: random.hostile(scale: 50), cornerHeight: random.hostile(scale: 50))
                }
            }
        }
        return random.chance(0.5) ? path.copy()! : path
    }

    /// A dash pattern: none, ordinary, empty, zero, negative, microscopic or non-finite.
    public static func dashes(_ random: inout FuzzRandom) -> [NSNumber]? {
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1: return nil
        case 2: return []
        case 3: return [0, 0]
        case 4: return [NSNumber(value: 0.001), NSNumber(value: 0.001)]
        case 5: return (0..<Int.random(in: 1...5, using: &random)).map { _ in NSNumber(value: Double(random.hostile(scale: 30))) }
        default: return [NSNumber(value: Double.random(in: 1...20, using: &random)), NSNumber(value: Double.random(in: 1...20, using: &random))]
        }
    }

    /// A shape layer with every property drawn from hostile values.
    public static func shapeLayer(_ random: inout FuzzRandom, scale: Double = 400) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: scale, height: scale)
        layer.path = path(&random, scale: scale)
        layer.fillColor = random.chance(0.8) ? random.color() : nil
        layer.strokeColor = random.chance(0.8) ? random.color() : nil
        layer.fillRule = random.chance(0.5) ? .evenOdd : .nonZero
        layer.lineWidth = random.chance(0.7) ? CGFloat.random(in: 0...30, using: &random) : random.hostile(scale: 100)
        layer.lineCap = random.pick([.butt, .round, .square])
        layer.lineJoin = random.pick([.miter, .round, .bevel])
        layer.miterLimit = random.chance(0.7) ? 10 : random.hostile(scale: 20)
        layer.lineDashPattern = dashes(&random)
        layer.lineDashPhase = random.hostile(scale: 20)
        if random.chance(0.4) {
            layer.strokeStart = random.hostile(scale: 1)
            layer.strokeEnd = random.hostile(scale: 1)
        }
        return layer
    }
}
