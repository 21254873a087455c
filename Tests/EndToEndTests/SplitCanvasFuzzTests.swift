import Compositor
import GLBackend
import LabFuzz
import LabKit
import XCTest

/// Hostile content leaves the rest of the frame exactly as it was: a calm scene fills the left
/// half of the canvas, a fuzzed layer tree (hostile paths, numbers, masks, shadows, attempted
/// cycles) or heavy paths (past the vertex budget) grow in the right half under a layer that
/// clips to its bounds, and the left half must be pixel-identical to the frame without them.
/// Core Animation clips sublayers, their shadows included, to a layer with `masksToBounds`
/// (Core Animation Programming Guide).
final class SplitCanvasFuzzTests: XCTestCase {
    private let size = CGSize(width: 240, height: 120)

    /// The calm half: a filled star, a stroked circle, a rounded translucent card.
    private func scene(hostile: ((CALayer) -> Void)?) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        let star = CAShapeLayer()
        let path = CGMutablePath()
        for i in 0..<10 {
            let radius: CGFloat = i % 2 == 0 ? 40 : 16, angle = CGFloat(i) * .pi / 5 - .pi / 2
            let point = CGPoint(x: 60 + radius * cos(angle), y: 60 + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        star.path = path
        star.fillColor = CGColor(red: 0.95, green: 0.6, blue: 0.1, alpha: 1)
        root.addSublayer(star)
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 10.5, y: 70.25, width: 40, height: 40), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        ring.lineWidth = 3
        root.addSublayer(ring)
        let card = CALayer()
        card.frame = CGRect(x: 70.3, y: 75.6, width: 40, height: 30)
        card.cornerRadius = 6
        card.opacity = 0.7
        card.backgroundColor = CGColor(red: 0.1, green: 0.7, blue: 0.4, alpha: 1)
        root.addSublayer(card)
        // The clip the fuzzer cannot reach: the hostile tree grows under its only sublayer.
        let clip = CALayer()
        clip.frame = CGRect(x: 120, y: 0, width: 120, height: 120)
        clip.masksToBounds = true
        root.addSublayer(clip)
        if let hostile {
            let half = CALayer()
            half.frame = clip.bounds
            clip.addSublayer(half)
            hostile(half)
        }
        return root
    }

    /// Renders the scene with each seed's hostile half, comparing the calm half with the
    /// frame without it.
    private func check(seeds: Range<UInt64>, _ grow: @escaping (CALayer, inout FuzzRandom) -> Void) throws {
        let previous = LabDiagnostics.setSink { _ in }
        defer { LabDiagnostics.setSink(previous) }
        let context = try EGLOffscreenContext()
        let renderer = try GLRenderer(msaa: true)
        let width = Int(size.width), height = Int(size.height)
        let calm = try renderer.render(Compositor().renderList(for: scene(hostile: nil), at: CACurrentMediaTime(),
                                                              scale: 1, width: width, height: height))
        for seed in seeds {
            var random = FuzzRandom(seed: seed)
            let root = scene { grow($0, &random) }
            let frame = try renderer.render(Compositor().renderList(for: root, at: CACurrentMediaTime(),
                                                                   scale: 1, width: width, height: height))
            var differing = 0
            for y in 0..<height {
                for x in 0..<(width / 2) where frame.pixel(x: x, y: y) != calm.pixel(x: x, y: y) { differing += 1 }
            }
            XCTAssertEqual(differing, 0, "seed \(seed): the hostile half changed \(differing) pixels of the calm half")
        }
        withExtendedLifetime(context) {}
    }

    func testHostileHalfLeavesTheOtherHalfUntouched() throws {
        try check(seeds: 0..<30) { half, random in _ = LayerTreeFuzzer.grow(under: half, &random) }
    }

    /// Heavy paths spend the frame's vertex budget after the calm half has drawn (it paints
    /// first), so that nothing of it is left out.
    func testHeavyHalfLeavesTheOtherHalfUntouched() throws {
        try check(seeds: 0..<6) { half, random in
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                half.addSublayer(HeavyPathFuzzer.shapeLayer(&random, size: Double(half.bounds.width)))
            }
        }
    }
}
