@_spi(LabHost) import LabKit
import XCTest

/// Hundreds of animations built from random key paths, values and timing, many of them
/// nonsense: each is run or ignored with a diagnostic, and nothing crashes or hangs.
final class RandomAnimationTests: AnimationTestCase {
    func testRandomAnimationsRunOrAreIgnoredWithoutCrashing() {
        for seed in 1...5 {
            setUp()
            run(seed: UInt64(seed))
            tearDown()
        }
    }

    private func run(seed: UInt64) {
        var random = SeededRandom(state: seed)
        let keyPaths = ["position", "position.x", "bounds", "bounds.size", "opacity", "transform", "transform.scale",
                        "transform.rotation.z", "transform.translation", "backgroundColor", "path", "strokeEnd",
                        "fillColor", "hidden", "contents", "cornerRadius", "nothing", "", "transform.bogus"]
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        let values: [() -> Any?] = [
            { nil }, { random.number() }, { CGPoint(x: random.number(), y: random.number()) },
            { CGSize(width: random.number(), height: random.number()) },
            { CGRect(x: 0, y: 0, width: random.number(), height: random.number()) },
            { CGColor(red: random.number(), green: 0.5, blue: 0, alpha: 1) }, { UIColor.red },
            { CATransform3DMakeRotation(random.number(), 0, 0, 1) }, { NSValue(caTransform3D: CATransform3DMakeScale(0, 0, 0)) },
            { triangle }, { CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil) }, { "text" },
            { NSNumber(value: random.number()) }, { NSValue(cgPoint: CGPoint(x: 1, y: 2)) },
        ]
        var layers: [CALayer] = []
        for index in 0..<400 {
            let layer: CALayer = index % 2 == 0 ? CAShapeLayer() : CALayer()
            root.addSublayer(layer)
            layers.append(layer)
            let animation: CAAnimation
            switch random.next() % 4 {
            case 0:
                let basic = CABasicAnimation(keyPath: random.pick(keyPaths))
                basic.fromValue = random.pick(values)(); basic.toValue = random.pick(values)(); basic.byValue = random.pick(values)()
                animation = basic
            case 1:
                let keyframes = CAKeyframeAnimation(keyPath: random.pick(keyPaths))
                keyframes.values = (0..<Int(random.next() % 4)).map { _ in random.pick(values)() as Any }
                if random.next() % 2 == 0 { keyframes.keyTimes = (0..<Int(random.next() % 4)).map { _ in NSNumber(value: random.number()) } }
                keyframes.calculationMode = random.pick([.linear, .discrete, .paced, .cubic, .cubicPaced, CAAnimationCalculationMode(rawValue: "x")])
                if random.next() % 3 == 0 { keyframes.path = random.pick([triangle, CGMutablePath()]) }
                animation = keyframes
            case 2:
                let spring = CASpringAnimation(keyPath: random.pick(keyPaths))
                spring.fromValue = random.pick(values)(); spring.toValue = random.pick(values)()
                spring.damping = random.number(); spring.stiffness = random.number(); spring.mass = random.number()
                animation = spring
            default:
                let group = CAAnimationGroup()
                let child = CABasicAnimation(keyPath: random.pick(keyPaths))
                child.toValue = random.pick(values)()
                group.animations = [child, CAAnimation()]
                animation = group
            }
            animation.duration = random.number()
            animation.speed = Float(random.number())
            animation.repeatCount = Float(random.number())
            animation.timeOffset = random.number()
            animation.autoreverses = random.next() % 2 == 0
            animation.fillMode = random.pick([.removed, .forwards, .backwards, .both])
            layer.add(animation, forKey: "k\(index)")
        }
        for step in 1...30 { advance(to: Double(step) * 0.1) }
        for layer in layers { _ = layer.presentation() }
        XCTAssertFalse(diagnostics.isEmpty, "some of them are nonsense and said so")
        XCTAssertTrue(layers.contains { $0.animationKeys() != nil }, "some of them run")
    }
}

private extension SeededRandom {
    /// Ordinary numbers and the ones that break things.
    mutating func number() -> Double {
        pick([0, 1, -1, 0.5, 2, 1e6, -1e-9, .nan, .infinity, -.infinity, Double(next() % 1000) / 10])
    }
}
