import Foundation
@_spi(LabHost) import LabKit

/// Structure-aware animations: every animation class, key paths of every layer kind (and
/// some that name nothing), values of the right and wrong types, hostile timing fields,
/// keyframes, springs and nested groups.
public enum AnimationFuzzer {
    static let keyPaths = ["position", "position.x", "position.y", "bounds", "bounds.size", "bounds.size.width", "opacity",
                           "transform", "transform.scale", "transform.rotation.z", "transform.translation.x", "transform.rotation.y",
                           "sublayerTransform.scale", "cornerRadius", "borderWidth", "backgroundColor", "borderColor", "hidden",
                           "zPosition", "anchorPoint", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowPath", "contents",
                           "path", "strokeEnd", "strokeStart", "lineWidth", "fillColor", "strokeColor", "lineDashPhase",
                           "colors", "locations", "startPoint", "endPoint", "nonsense", "transform.nonsense", ""]

    /// A value of some type: often the right one for `keyPath`, often not.
    static func value(_ random: inout FuzzRandom) -> Any? {
        switch Int.random(in: 0..<14, using: &random) {
        case 0: return nil
        case 1: return random.hostile(scale: 2)
        case 2, 3: return Double(random.hostile(scale: 300))
        case 4: return random.hostilePoint()
        case 5: return CGSize(width: random.hostile(), height: random.hostile())
        case 6: return random.hostileRect()
        case 7: return random.color()
        case 8:
            var t = CATransform3DMakeRotation(random.hostile(scale: 7), 0, 0, 1)
            if random.chance(0.3) { t.m34 = random.hostile(scale: 0.01) }
            if random.chance(0.2) { t.m11 = random.hostile(scale: 1e4) }
            return t
        case 9: return PathFuzzer.path(&random, maximumCalls: 8)
        case 10: return (0..<Int.random(in: 0...4, using: &random)).map { _ in random.color() }
        case 11: return (0..<Int.random(in: 0...4, using: &random)).map { _ in NSNumber(value: Double(random.hostile(scale: 1))) }
        case 12: return "a string"
        default: return NSNull()
        }
    }

    static func timing(_ random: inout FuzzRandom) -> CAMediaTimingFunction {
        if random.chance(0.6) { return CAMediaTimingFunction(name: random.pick([.linear, .easeIn, .easeOut, .easeInEaseOut, .default])) }
        return CAMediaTimingFunction(controlPoints: Float(random.hostile(scale: 2)), Float(random.hostile(scale: 2)),
                                     Float(random.hostile(scale: 2)), Float(random.hostile(scale: 2)))
    }

    static func applyTiming(_ animation: CAAnimation, _ random: inout FuzzRandom) {
        animation.duration = random.chance(0.7) ? .random(in: 0.05...2, using: &random) : Double(random.hostile(scale: 5))
        if random.chance(0.3) { animation.beginTime = Double(random.hostile(scale: 2)) }
        if random.chance(0.2) { animation.speed = Float(random.hostile(scale: 4)) }
        if random.chance(0.2) { animation.timeOffset = Double(random.hostile(scale: 2)) }
        if random.chance(0.3) { animation.repeatCount = random.pick([Float.infinity, HUGE, 2.5, -1, .nan, 1e30]) }
        if random.chance(0.2) { animation.repeatDuration = Double(random.hostile(scale: 5)) }
        animation.autoreverses = random.chance(0.3)
        animation.fillMode = random.pick([.removed, .forwards, .backwards, .both])
        animation.isRemovedOnCompletion = random.chance(0.5)
        if random.chance(0.5) { animation.timingFunction = timing(&random) }
    }

    /// One animation, nesting groups up to `depth`.
    public static func animation(_ random: inout FuzzRandom, depth: Int = 2) -> CAAnimation {
        let made: CAAnimation
        switch Int.random(in: 0..<(depth > 0 ? 5 : 4), using: &random) {
        case 0, 1:
            let basic = CABasicAnimation(keyPath: random.pick(keyPaths))
            basic.fromValue = value(&random)
            basic.toValue = value(&random)
            if random.chance(0.2) { basic.byValue = value(&random) }
            basic.isAdditive = random.chance(0.2)
            basic.isCumulative = random.chance(0.2)
            made = basic
        case 2:
            let keyframes = CAKeyframeAnimation(keyPath: random.pick(keyPaths))
            let count = Int.random(in: 0...6, using: &random)
            keyframes.values = (0..<count).compactMap { _ in value(&random) }
            if random.chance(0.5) {
                keyframes.keyTimes = (0..<Int.random(in: 0...7, using: &random)).map { _ in NSNumber(value: Double(random.hostile(scale: 1))) }
            }
            if random.chance(0.3) { keyframes.path = PathFuzzer.path(&random, maximumCalls: 6) }
            if random.chance(0.3) { keyframes.timingFunctions = (0..<Int.random(in: 0...6, using: &random)).map { _ in timing(&random) } }
            keyframes.calculationMode = random.pick([.linear, .discrete, .paced, .cubic, .cubicPaced])
            if random.chance(0.3) { keyframes.rotationMode = random.pick([.rotateAuto, .rotateAutoReverse]) }
            made = keyframes
        case 3:
            let spring = CASpringAnimation(keyPath: random.pick(keyPaths))
            spring.fromValue = value(&random)
            spring.toValue = value(&random)
            spring.mass = random.chance(0.6) ? 1 : random.hostile(scale: 5)
            spring.stiffness = random.chance(0.6) ? 100 : random.hostile(scale: 500)
            spring.damping = random.chance(0.6) ? 10 : random.hostile(scale: 50)
            spring.initialVelocity = random.hostile(scale: 20)
            made = spring
        default:
            let group = CAAnimationGroup()
            group.animations = (0..<Int.random(in: 0...3, using: &random)).map { _ in animation(&random, depth: depth - 1) }
            made = group
        }
        applyTiming(made, &random)
        return made
    }

    /// A layer of a random kind with a few animations.
    public static func animatedLayer(_ random: inout FuzzRandom) -> CALayer {
        let layer: CALayer
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let shape = CAShapeLayer()
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 60), transform: nil)
            shape.strokeColor = random.color()
            shape.lineWidth = 4
            layer = shape
        case 1:
            let gradient = CAGradientLayer()
            gradient.colors = [random.color(), random.color()]
            layer = gradient
        case 2:
            let text = CATextLayer()
            text.string = "Fuzz"
            text.fontSize = 20
            layer = text
        default:
            layer = CALayer()
        }
        layer.frame = CGRect(x: .random(in: 0...300, using: &random), y: .random(in: 0...300, using: &random), width: 80, height: 60)
        layer.backgroundColor = random.color()
        for index in 0..<Int.random(in: 1...4, using: &random) {
            layer.add(animation(&random), forKey: random.chance(0.8) ? "a\(index)" : nil)
        }
        return layer
    }
}
