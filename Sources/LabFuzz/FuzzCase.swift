import Compositor
import Foundation
@_spi(Rendering) @_spi(LabHost) import LabKit

/// What a fuzz case checks about the render list of a scene built from hostile input.
public struct FuzzReport: CustomStringConvertible {
    /// The problems found (empty: the case passed).
    public var problems: [String] = []
    /// Vertices in the list.
    public var vertexCount = 0

    /// Checks `list`'s invariants: every vertex and transform entry finite, the frame within
    /// its vertex budget and each draw within the per-path budget (its cover quad aside).
    mutating func check(_ list: RenderList) {
        vertexCount = list.vertexCount
        if let bad = list.vertices.firstIndex(where: { !$0.isFinite }) {
            problems.append("vertex \(bad / 2) is not finite (\(list.vertices[bad]))")
        }
        if list.transforms.contains(where: { !$0.isFinite }) { problems.append("a transform is not finite") }
        if list.instances.contains(where: { !$0.isFinite }) { problems.append("an instance is not finite") }
        let budget = list.vertexBudget
        if list.budgetedVertexCount > budget.perFrame {
            problems.append("the frame holds \(list.budgetedVertexCount) vertices, past its budget of \(budget.perFrame)")
        }
        for case .draw(let draw) in list.commands {
            let size = Int(draw.count) + Int(draw.fringeCount) * EdgeFringe.stride / 2 + Int(draw.edgeCount) * AreaEdges.stride / 2
            if size > budget.perPath { problems.append("a draw holds \(size) vertices, past the per-path budget of \(budget.perPath)") }
            if case .image(let paint) = draw.paint, paint.rect - paint.rect != .zero || !paint.sampling.minificationBias.isFinite {
                problems.append("an image paint is not finite (\(paint.rect), bias \(paint.sampling.minificationBias))")
            }
        }
    }

    public var description: String { problems.isEmpty ? "ok (\(vertexCount) vertices)" : problems.joined(separator: "; ") }
}

/// The fuzzers, each a pure function from a seed to a scene and its checks.
public enum Fuzzer: String, CaseIterable {
    /// Paths and every `CAShapeLayer` property.
    case shapes
    /// Every animation class on every layer kind, played over a second of frames.
    case animations
    /// Deep trees, masks of masks, attempted cycles, and delegates that edit the tree mid-animation.
    case trees
    /// Shape layers with more geometry than the frame's vertex budget (see `HeavyPathFuzzer`).
    case heavy
    /// Emitters with hostile cells and animated values and rates (see `EmitterFuzzer`), played
    /// over two seconds of frames and scrubbed back.
    case emitters
    /// UIKit Dynamics behavior trees with hostile parameters, changed while they run (see
    /// `DynamicsFuzzer`), over two seconds of frames.
    case dynamics

    /// Builds the scene of `seed` and renders it with a fresh compositor at 1x and 2x.
    public func run(seed: UInt64) -> FuzzReport {
        var random = FuzzRandom(seed: seed)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        var report = FuzzReport()
        let compositor = Compositor()
        switch self {
        case .shapes:
            for _ in 0..<Int.random(in: 1...4, using: &random) { root.addSublayer(PathFuzzer.shapeLayer(&random)) }
            for scale in [1, 2] as [CGFloat] {
                report.check(compositor.renderList(for: root, at: 0, scale: scale, width: Int(400 * scale), height: Int(400 * scale)))
            }
        case .trees:
            LabClock.reset()
            LabClock.commit(root: root)
            let layers = LayerTreeFuzzer.grow(under: root, &random)
            for frame in 1...10 {
                LabClock.advance(to: Double(frame) / 10, root: root)
                report.check(compositor.renderList(for: root, at: LabClock.currentTime, scale: 1, width: 400, height: 400))
            }
            withExtendedLifetime(layers) {}
        case .heavy:
            // A small canvas, whose budgets are the smallest.
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            for _ in 0..<Int.random(in: 1...6, using: &random) { root.addSublayer(HeavyPathFuzzer.shapeLayer(&random, size: 200)) }
            for scale in [1, 2] as [CGFloat] {
                report.check(compositor.renderList(for: root, at: 0, scale: scale, width: Int(200 * scale), height: Int(200 * scale)))
            }
        case .emitters:
            LabClock.reset()
            LabClock.commit(root: root)
            let emitters = (0..<Int.random(in: 1...2, using: &random)).map { _ in EmitterFuzzer.emitterLayer(&random) }
            emitters.forEach(root.addSublayer)
            for time in [0.1, 0.5, 1, 1.5, 2, 0.3] {
                LabClock.advance(to: time, root: root)
                report.check(compositor.renderList(for: root, at: LabClock.currentTime, scale: 1, width: 400, height: 400))
                for emitter in emitters where emitter.particles(at: time).count > CAEmitterLayer.maximumParticleCount {
                    report.problems.append("more than \(CAEmitterLayer.maximumParticleCount) particles at \(time) s")
                }
            }
        case .dynamics:
            LabClock.reset()
            LabClock.commit(root: root)
            let scene = DynamicsFuzzer.animate(under: root, &random)
            for frame in 1...120 {
                LabClock.advance(to: Double(frame) / 60, root: root)
                if frame % 40 == 0 { scene.changes[frame / 40 - 1]() }
                if frame % 20 == 0 {
                    report.check(compositor.renderList(for: root, at: LabClock.currentTime, scale: 1, width: 400, height: 400))
                }
            }
            for view in scene.views where !(view.center.x.isFinite && view.center.y.isFinite && view.transform.a.isFinite && view.transform.b.isFinite) {
                report.problems.append("a dynamic item moved to \(view.center), turned \(view.transform)")
            }
            withExtendedLifetime(scene.animator) {}
        case .animations:
            LabClock.reset()
            LabClock.commit(root: root)
            for _ in 0..<Int.random(in: 1...3, using: &random) { root.addSublayer(AnimationFuzzer.animatedLayer(&random)) }
            for frame in 1...12 {
                LabClock.advance(to: Double(frame) / 12, root: root)
                report.check(compositor.renderList(for: root, at: LabClock.currentTime, scale: 1, width: 400, height: 400))
            }
        }
        return report
    }
}
