import Foundation
@_spi(LabHost) import LabKit

/// Structure-aware emitters: hostile cell values (rates, lifetimes, ranges, nested cells, a cell
/// nested in itself), every shape and mode, and animations of the emitter's key paths and its
/// cells' (`emitterCells.NAME.KEY`) with hostile values and timing: what particles take at birth
/// and birth rates, the work `EmitterTimeline` and `BirthSchedule` do.
public enum EmitterFuzzer {
    static let keyPaths = ["birthRate", "lifetime", "velocity", "scale", "spin", "emitterPosition", "emitterSize",
                           "emitterZPosition", "emitterDepth", "emitterCells.spark.birthRate", "emitterCells.spark.velocity",
                           "emitterCells.spark.scale", "emitterCells.spark.emissionRange", "emitterCells.spark.alphaSpeed",
                           "emitterCells.spark.trail.birthRate", "emitterCells.nothing.birthRate"]

    /// An emitter with one or two cells and a few animations of its values.
    public static func emitterLayer(_ random: inout FuzzRandom) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        emitter.emitterPosition = random.chance(0.8) ? CGPoint(x: 200, y: 200) : random.hostilePoint()
        emitter.emitterSize = CGSize(width: random.hostile(scale: 200), height: random.hostile(scale: 200))
        emitter.emitterShape = random.pick([.point, .line, .rectangle, .circle, .cuboid, .sphere])
        emitter.emitterMode = random.pick([.points, .outline, .surface, .volume])
        emitter.renderMode = random.pick([.unordered, .oldestFirst, .oldestLast, .backToFront, .additive])
        emitter.preservesDepth = random.chance(0.3)
        emitter.seed = UInt32.random(in: 0...1000, using: &random)
        if random.chance(0.3) { emitter.birthRate = Float(random.hostile(scale: 5)) }
        let spark = cell("spark", &random)
        if random.chance(0.5) {
            let trail = cell("trail", &random)
            spark.emitterCells = random.chance(0.2) ? [trail, spark] : [trail]
        }
        emitter.emitterCells = [spark]
        for index in 0..<Int.random(in: 1...3, using: &random) {
            let animation: CAPropertyAnimation
            let keyPath = random.pick(keyPaths)
            if random.chance(0.6) {
                let basic = CABasicAnimation(keyPath: keyPath)
                basic.fromValue = value(for: keyPath, &random)
                basic.toValue = value(for: keyPath, &random)
                animation = basic
            } else {
                let keyframes = CAKeyframeAnimation(keyPath: keyPath)
                keyframes.values = (0..<Int.random(in: 0...4, using: &random)).map { _ in value(for: keyPath, &random) as Any }
                if keyPath == "emitterPosition", random.chance(0.5) {
                    keyframes.path = CGPath(ellipseIn: random.hostileRect(scale: 300), transform: nil)
                }
                animation = keyframes
            }
            AnimationFuzzer.applyTiming(animation, &random)
            emitter.add(animation, forKey: random.chance(0.8) ? "e\(index)" : nil)
        }
        return emitter
    }

    private static func cell(_ name: String, _ random: inout FuzzRandom) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = name
        cell.contents = CGImage(width: 4, height: 4, premultipliedRGBA: [UInt8](repeating: 255, count: 64))
        cell.birthRate = Float(random.chance(0.8) ? Double.random(in: 0...200, using: &random) : Double(random.hostile(scale: 1e6)))
        cell.lifetime = Float(random.chance(0.8) ? Double.random(in: 0...3, using: &random) : Double(random.hostile(scale: 100)))
        cell.lifetimeRange = Float(random.hostile(scale: 1))
        cell.velocity = random.hostile(scale: 100)
        cell.velocityRange = random.hostile(scale: 50)
        cell.emissionRange = random.hostile(scale: 4)
        cell.yAcceleration = random.hostile(scale: 50)
        cell.scale = random.hostile(scale: 2)
        cell.scaleSpeed = random.hostile(scale: 1)
        cell.spin = random.hostile(scale: 5)
        cell.alphaSpeed = Float(random.hostile(scale: 1))
        if random.chance(0.2) { cell.beginTime = Double(random.hostile(scale: 1)) }
        if random.chance(0.2) { cell.duration = Double(random.hostile(scale: 2)) }
        return cell
    }

    /// A value for `keyPath`: a point for the position, a size for the size, else a number;
    /// sometimes of a wrong type.
    private static func value(for keyPath: String, _ random: inout FuzzRandom) -> Any? {
        if random.chance(0.1) { return AnimationFuzzer.value(&random) }
        switch keyPath {
        case "emitterPosition": return random.hostilePoint()
        case "emitterSize": return CGSize(width: random.hostile(scale: 200), height: random.hostile(scale: 200))
        default: return Double(random.chance(0.7) ? random.hostile(scale: 100) : random.hostile(scale: 1e9))
        }
    }
}
