import ArgumentParser
import Compositor
import Foundation
import LabKit

/// The tessellation benchmark: 500 concave 5-point stars with cubic edges (filled, nonzero)
/// and 500 circles stroked 3 px wide with round joins, 20–200 px, on a 1024 x 1024 canvas at
/// 0.25 px tolerance, paths and geometry rebuilt every frame.
struct Tessellate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Flatten and tessellate the standard scene.")

    @Option(help: "Frames to measure.")
    var frames = 200

    @Flag(help: "Keep the same CGPath objects every frame (static scene: the Compositor's geometry cache applies).")
    var reusePaths = false

    func run() throws {
        guard frames > 0 else { throw ValidationError("--frames must be positive") }
        var random = SplitMix(seed: 42)
        let stars = (0..<500).map { _ in StarSpec(random: &random) }
        let circles = (0..<500).map { _ in CircleSpec(random: &random) }
        let compositor = Compositor(tolerance: 0.25)

        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1024, height: 1024)
        root.position = CGPoint(x: 512, y: 512)
        let starLayers = stars.map { $0.layer() }
        let circleLayers = circles.map { $0.layer() }
        for layer in starLayers + circleLayers { root.addSublayer(layer) }

        // Paths are built anew each frame, as an animation would; the layers stay.
        func buildPaths() {
            if reusePaths && starLayers[0].path != nil { return }
            for (layer, star) in zip(starLayers, stars) { layer.path = star.path() }
            for (layer, circle) in zip(circleLayers, circles) { layer.path = circle.path() }
        }

        for _ in 0..<10 {
            buildPaths()
            _ = compositor.renderList(for: root, at: LabClock.currentTime, scale: 1, width: 1024, height: 1024)
        }
        var buildTimes: [Double] = [], tessellateTimes: [Double] = []
        var vertices = 0
        for _ in 0..<frames {
            let start = CPUClock.now()
            buildPaths()
            let built = CPUClock.now()
            let list = compositor.renderList(for: root, at: LabClock.currentTime, scale: 1, width: 1024, height: 1024)
            let end = CPUClock.now()
            buildTimes.append(Double(built - start) / 1e6)
            tessellateTimes.append(Double(end - built) / 1e6)
            vertices = list.vertexCount
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let totals = zip(buildTimes, tessellateTimes).map(+)
        print(String(format: "tessellate%@: %d frames; median per frame: %.3f ms flatten + tessellate (Compositor), "
                        + "%.3f ms building the CGPaths, %.3f ms both; %d vertices per frame",
                     reusePaths ? " (paths reused)" : "", frames, median(tessellateTimes), median(buildTimes), median(totals), vertices))
    }
}

/// A concave five-point star whose ten edges are cubic curves bowing inward.
struct StarSpec {
    let center: CGPoint
    let radius: CGFloat
    let rotation: CGFloat

    init(random: inout SplitMix) {
        radius = random.next(in: 10...100)
        center = CGPoint(x: random.next(in: radius...(1024 - radius)), y: random.next(in: radius...(1024 - radius)))
        rotation = random.next(in: 0...(2 * .pi))
    }

    func path() -> CGPath {
        var corners: [CGPoint] = []
        for i in 0..<10 {
            let r = i % 2 == 0 ? radius : radius * 0.45
            let angle = rotation + CGFloat(i) * .pi / 5
            corners.append(CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle)))
        }
        let path = CGMutablePath()
        path.move(to: corners[0])
        for i in 0..<10 {
            let a = corners[i], b = corners[(i + 1) % 10]
            let bow = CGPoint(x: (center.x - (a.x + b.x) / 2) * 0.2, y: (center.y - (a.y + b.y) / 2) * 0.2)
            path.addCurve(to: b,
                          control1: CGPoint(x: a.x + (b.x - a.x) / 3 + bow.x, y: a.y + (b.y - a.y) / 3 + bow.y),
                          control2: CGPoint(x: a.x + 2 * (b.x - a.x) / 3 + bow.x, y: a.y + 2 * (b.y - a.y) / 3 + bow.y))
        }
        path.closeSubpath()
        return path
    }

    func layer() -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.fillColor = CGColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1)
        return layer
    }
}

/// A circle stroked 3 px wide with round joins.
struct CircleSpec {
    let rect: CGRect

    init(random: inout SplitMix) {
        let diameter = random.next(in: 20...200)
        rect = CGRect(x: random.next(in: 0...(1024 - diameter)), y: random.next(in: 0...(1024 - diameter)),
                      width: diameter, height: diameter)
    }

    func path() -> CGPath { CGPath(ellipseIn: rect, transform: nil) }

    func layer() -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.fillColor = nil
        layer.strokeColor = CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
        layer.lineWidth = 3
        layer.lineJoin = .round
        return layer
    }
}

/// A small deterministic generator, so every run measures the same scene.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(in range: ClosedRange<CGFloat>) -> CGFloat {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + CGFloat(Double(z >> 11) / Double(1 << 53)) * (range.upperBound - range.lowerBound)
    }
}
