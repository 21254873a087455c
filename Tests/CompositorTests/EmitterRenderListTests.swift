@testable @_spi(Rendering) import Compositor
@_spi(Rendering) import LabKit
import XCTest

/// What the Compositor records for an emitter's particles: one instanced draw per run of
/// particles of one cell (in the order `renderMode` gives), a unit quad whose instances are the
/// particles: the image's size times the particle's scale, centered on the particle, turned by
/// its angle, tinted by its color; plus-lighter blending for `.additive`; nothing for a cell
/// without contents. Tested without GL.
final class EmitterRenderListTests: XCTestCase {
    private func instanced(_ list: RenderList) -> [InstancedDrawCommand] {
        list.commands.compactMap { if case .drawInstances(let d) = $0 { return d } else { return nil } }
    }

    /// The 20 floats of instance `i`.
    private func instance(_ list: RenderList, _ i: Int) -> [Float] {
        Array(list.instances[i * InstancedDrawCommand.stride..<(i + 1) * InstancedDrawCommand.stride])
    }

    private func scene(contents: Bool = true) throws -> (root: CALayer, emitter: CAEmitterLayer, cell: CAEmitterCell) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 50, y: 60)
        let cell = CAEmitterCell()
        cell.birthRate = 2
        cell.lifetime = 10
        cell.velocity = 20
        cell.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        if contents { cell.contents = try XCTUnwrap(CGImage(width: 4, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 32))) }
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        return (root, emitter, cell)
    }

    /// At 1 s three particles (born at 0, 0.5, 1) moving right at 20 pt/s: centers at x = 70,
    /// 60, 50, y = 60, each the unit quad scaled to 4 x 2 (the image at contents scale 1) and
    /// tinted by the premultiplied color (0.5, 0.25, 0, 0.5): one instanced draw of three (z
    /// flattened: the third column is zero).
    func testParticlesOfACellAreInstancesOfOneImageQuad() throws {
        let (root, _, _) = try scene()
        let list = Compositor().renderList(for: root, at: 1, scale: 1, width: 200, height: 200)
        let draws = instanced(list)
        XCTAssertEqual(draws.count, 1)
        XCTAssertFalse(list.commands.contains { if case .draw = $0 { return true } else { return false } })
        let draw = try XCTUnwrap(draws.first)
        XCTAssertEqual(draw.instanceCount, 3)
        XCTAssertEqual(draw.count, 4)
        XCTAssertEqual(draw.blendMode, .normal)
        XCTAssertEqual(draw.fringeCount, 0)
        let quad = list.vertices[Int(draw.first) * 2..<Int(draw.first + 4) * 2]
        XCTAssertEqual(Set(quad), [-0.5, 0.5], "a unit quad about the particle")
        guard case .image(let paint) = draw.paint else { return XCTFail("not an image") }
        XCTAssertEqual(paint.rect, SIMD4(-0.5, -0.5, 1, 1))
        XCTAssertEqual(paint.colorTransform, ColorTransform(multiply: SIMD4(1, 1, 1, 1)))
        for (i, x) in [Float(70), 60, 50].enumerated() {
            XCTAssertEqual(instance(list, Int(draw.instanceFirst) + i),
                           [4, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, x, 60, 0, 1, 0.5, 0.25, 0, 0.5])
        }
    }

    /// A cell showing the right half of its image (`contentsRect` x 0.5, width 0.5): the quad
    /// is 2 x 2, and the whole image, twice as wide, lies left of it in unit-quad coordinates.
    func testContentsRectPlacesTheImageOnTheUnitQuad() throws {
        let (root, _, cell) = try scene()
        cell.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let list = Compositor().renderList(for: root, at: 1, scale: 1, width: 200, height: 200)
        let draw = try XCTUnwrap(instanced(list).first)
        guard case .image(let paint) = draw.paint else { return XCTFail("not an image") }
        XCTAssertEqual(paint.rect, SIMD4(-1.5, -0.5, 2, 1))
        XCTAssertEqual(instance(list, Int(draw.instanceFirst))[0], 2)
        XCTAssertEqual(instance(list, Int(draw.instanceFirst))[5], 2)
    }

    /// Under the root's perspective (m34 = -1/500 about its center (100, 100)) a particle
    /// resting at the center, 100 points toward the eye (`emitterZPosition`), is placed by
    /// hand: w = 1 - 100/500 = 0.8 and x = y = 100 w = 80, so it shows at (100, 100) 1.25 times
    /// its size. Flattened (the default) its z is dropped: w = 1. At 600 points it is behind
    /// the eye (w = -0.2) and not drawn.
    func testPreservesDepthPlacesParticlesAtTheirDepth() throws {
        let (root, emitter, cell) = try scene()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        emitter.emitterPosition = CGPoint(x: 100, y: 100)
        emitter.emitterZPosition = 100
        cell.velocity = 0
        cell.birthRate = 1
        cell.color = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        func instances() -> [[Float]] {
            let list = Compositor().renderList(for: root, at: 0.5, scale: 1, width: 200, height: 200)
            return instanced(list).flatMap { draw in (0..<Int(draw.instanceCount)).map { instance(list, Int(draw.instanceFirst) + $0) } }
        }
        XCTAssertEqual(instances(), [[4, 0, 0, 0, 0, 2, 0, 0, -0.2, -0.2, 0, -0.002, 100, 100, 0, 1, 1, 1, 1, 1]])
        emitter.preservesDepth = true
        let placed = try XCTUnwrap(instances().first)
        for (value, expected) in zip(placed[12...15], [Float(80), 80, 0, 0.8]) { XCTAssertEqual(value, expected, accuracy: 1e-4) }
        XCTAssertEqual(Array(placed[0...7]), [4, 0, 0, 0, 0, 2, 0, 0])
        emitter.emitterZPosition = 600
        XCTAssertEqual(instances(), [])
    }

    func testAdditiveBlendsPlusLighterAndNoContentsDrawsNothing() throws {
        let (root, emitter, _) = try scene()
        emitter.renderMode = .additive
        let list = Compositor().renderList(for: root, at: 1, scale: 1, width: 200, height: 200)
        XCTAssertEqual(instanced(list).map(\.blendMode), [.plusLighter])
        let (bare, _, _) = try scene(contents: false)
        XCTAssertTrue(Compositor().renderList(for: bare, at: 1, scale: 1, width: 200, height: 200).commands.isEmpty)
    }

    /// Two cells with their own images, three particles each born at 0, 0.5 and 1 s (ties
    /// between the cells keep the cells' order): unordered draws cell by cell, one run each;
    /// oldest first alternates the cells oldest to youngest, oldest last youngest to oldest.
    func testRunsFollowTheRenderModesOrder() throws {
        let (root, emitter, cell) = try scene()
        let other = CAEmitterCell()
        other.birthRate = 2
        other.lifetime = 10
        other.velocity = 10
        other.contents = try XCTUnwrap(CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16)))
        emitter.emitterCells = [cell, other]
        func runs(_ mode: CAEmitterLayerRenderMode) -> [(width: Float, x: Float)] {
            emitter.renderMode = mode
            let list = Compositor().renderList(for: root, at: 1, scale: 1, width: 200, height: 200)
            return instanced(list).flatMap { draw in
                (Int(draw.instanceFirst)..<Int(draw.instanceFirst + draw.instanceCount)).map {
                    (width: list.instances[$0 * InstancedDrawCommand.stride], x: list.instances[$0 * InstancedDrawCommand.stride + 12])
                }
            }
        }
        func runCount(_ mode: CAEmitterLayerRenderMode) -> Int {
            emitter.renderMode = mode
            return instanced(Compositor().renderList(for: root, at: 1, scale: 1, width: 200, height: 200)).count
        }
        XCTAssertEqual(runCount(.unordered), 2)
        XCTAssertEqual(runs(.unordered).map(\.x), [70, 60, 50, 60, 55, 50])
        XCTAssertEqual(runCount(.oldestFirst), 6)
        XCTAssertEqual(runs(.oldestFirst).map(\.width), [4, 2, 4, 2, 4, 2])
        XCTAssertEqual(runs(.oldestFirst).map(\.x), [70, 60, 60, 55, 50, 50])
        XCTAssertEqual(runs(.oldestLast).map(\.x), [50, 50, 60, 55, 70, 60])
    }

    /// A birth rate of 1e9 stays within the particle cap and the frame's budget, which counts
    /// instances: on a large canvas every particle is an instance, on a small one the frame
    /// stops at its budget.
    func testABillionBirthsStayWithinTheCapsWhenInstanced() throws {
        let (root, _, cell) = try scene()
        cell.birthRate = 1e9
        cell.lifetime = 1
        let large = Compositor().renderList(for: root, at: 1, scale: 1, width: 750, height: 1334)
        let count = instanced(large).reduce(0) { $0 + Int($1.instanceCount) }
        XCTAssertLessThanOrEqual(count, CAEmitterLayer.maximumParticleCount)
        XCTAssertGreaterThan(count, CAEmitterLayer.maximumParticleCount / 2)
        XCTAssertLessThanOrEqual(large.budgetedVertexCount, large.vertexBudget.perFrame)
        let small = Compositor().renderList(for: root, at: 1, scale: 1, width: 100, height: 100)
        XCTAssertLessThanOrEqual(small.budgetedVertexCount, small.vertexBudget.perFrame)
        XCTAssertGreaterThan(small.instances.count, 0)
    }

    /// The list at 2 s is the same whether the compositor rendered 3 s before it or not.
    func testScrubbingBackGivesTheSameList() throws {
        let (root, _, cell) = try scene()
        cell.emissionRange = .pi
        cell.velocityRange = 10
        cell.spinRange = 3
        let straight = Compositor().renderList(for: root, at: 2, scale: 2, width: 400, height: 400)
        let compositor = Compositor()
        _ = compositor.renderList(for: root, at: 3, scale: 2, width: 400, height: 400)
        let back = compositor.renderList(for: root, at: 2, scale: 2, width: 400, height: 400)
        XCTAssertEqual(straight.commands, back.commands)
        XCTAssertEqual(straight.transforms, back.transforms)
        XCTAssertEqual(straight.instances, back.instances)
        XCTAssertEqual(straight.vertices, back.vertices)
    }
}
