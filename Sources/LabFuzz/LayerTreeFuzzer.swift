import Foundation
@_spi(LabHost) import LabKit

/// Structure-aware layer trees: deep nesting, masks of masks, layers offered as their own
/// ancestors, sublayers or masks (cycles attempted), hostile geometry and timing, and
/// animation delegates that tear the tree apart while it plays.
public enum LayerTreeFuzzer {
    /// An animation delegate that edits the tree from its callbacks.
    final class Vandal: CAAnimationDelegate {
        let victims: [CALayer]
        var random: FuzzRandom

        init(victims: [CALayer], random: FuzzRandom) {
            self.victims = victims
            self.random = random
        }

        func animationDidStart(_ anim: CAAnimation) { strike() }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { strike() }

        private func strike() {
            guard !victims.isEmpty else { return }
            let victim = random.pick(victims), other = random.pick(victims)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: victim.removeFromSuperlayer()
            case 1: victim.removeAllAnimations()
            case 2: other.addSublayer(victim)
            case 3: victim.mask = other
            case 4: victim.sublayers = nil
            default: victim.isHidden.toggle()
            }
        }
    }

    /// A small image shown through a careless `contentsRect` and `contentsCenter`, filters and bias.
    private static func giveContents(to layer: CALayer, _ random: inout FuzzRandom) {
        let width = Int.random(in: 1...9, using: &random), height = Int.random(in: 1...9, using: &random)
        let pixels = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &random) }
        layer.contents = CGImage(width: width, height: height, premultipliedRGBA: pixels)
        layer.contentsRect = random.chance(0.5) ? random.hostileRect(scale: 2)
            : CGRect(x: .random(in: -1...1, using: &random), y: .random(in: -1...1, using: &random),
                     width: .random(in: -1...2, using: &random), height: .random(in: -1...2, using: &random))
        layer.contentsCenter = random.chance(0.5) ? random.hostileRect(scale: 2)
            : CGRect(x: .random(in: -0.5...1.5, using: &random), y: .random(in: -0.5...1.5, using: &random),
                     width: .random(in: -1...1.5, using: &random), height: .random(in: -1...1.5, using: &random))
        let filters: [CALayerContentsFilter] = [.nearest, .linear, .trilinear, CALayerContentsFilter(rawValue: "bogus")]
        layer.minificationFilter = random.pick(filters)
        layer.magnificationFilter = random.pick(filters)
        layer.minificationFilterBias = Float(random.hostile(scale: 8))
        layer.contentsGravity = random.pick([.resize, .center, .resizeAspect, .resizeAspectFill, .topLeft, .bottomRight])
    }

    /// A tree of up to `count` layers under `root`, with the edits and animations described above.
    public static func grow(under root: CALayer, _ random: inout FuzzRandom, count: Int = 40) -> [CALayer] {
        var layers: [CALayer] = [root]
        for _ in 0..<Int.random(in: 1...count, using: &random) {
            let layer = random.chance(0.3) ? PathFuzzer.shapeLayer(&random, scale: 200) : CALayer()
            layer.frame = random.chance(0.8) ? CGRect(x: .random(in: -50...300, using: &random), y: .random(in: -50...300, using: &random),
                                                      width: .random(in: 0...200, using: &random), height: .random(in: 0...200, using: &random))
                                             : random.hostileRect()
            layer.backgroundColor = random.chance(0.7) ? random.color() : nil
            if random.chance(0.2) { layer.opacity = Float(random.hostile(scale: 1.2)) }
            if random.chance(0.2) { layer.masksToBounds = true }
            if random.chance(0.2) { layer.cornerRadius = random.hostile(scale: 50) }
            if random.chance(0.1) { layer.shadowOpacity = 0.8; layer.shadowRadius = random.hostile(scale: 20) }
            if random.chance(0.2) { layer.transform = CATransform3DMakeRotation(random.hostile(scale: 7), 0, random.hostile(scale: 1), 1) }
            if random.chance(0.1) { layer.sublayerTransform.m34 = random.hostile(scale: 0.01) }
            if random.chance(0.1) { layer.zPosition = random.hostile(scale: 10) }
            if random.chance(0.1) { layer.speed = Float(random.hostile(scale: 3)) }
            if random.chance(0.1) { layer.timeOffset = Double(random.hostile(scale: 3)) }
            var contentsRandom = random.branch(UInt64(layers.count))
            if contentsRandom.chance(0.2) { giveContents(to: layer, &contentsRandom) }
            // Parents drawn from everything so far, masks too: deep chains and masks of masks.
            let parent = random.pick(layers)
            if random.chance(0.15), parent !== root { parent.mask = layer } else { parent.addSublayer(layer) }
            layers.append(layer)
        }
        // Cycles attempted: a layer under its own descendant, a mask under the layer it masks.
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let a = random.pick(layers), b = random.pick(layers)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: a.addSublayer(b)
            case 1: a.mask = b
            case 2: a.insertSublayer(b, at: UInt32.random(in: 0...UInt32.max, using: &random))
            default: a.mask?.addSublayer(a)
            }
        }
        let vandal = Vandal(victims: Array(layers.dropFirst()), random: random)
        for layer in layers.dropFirst() where random.chance(0.3) {
            let animation = AnimationFuzzer.animation(&random, depth: 1)
            animation.delegate = vandal
            layer.add(animation, forKey: "fuzz")
        }
        return layers
    }
}
