@testable @_spi(Rendering) import Compositor
@_spi(Rendering) import LabKit
import XCTest

/// What the Compositor records for a replicator's copies: consecutive copies that each draw
/// the same geometry (one tessellation, from the geometry cache) become one instanced draw,
/// each instance with its copy's transform and its paint's color multiplied by the copy's
/// color; copies whose geometry differs, that draw several things, or whose edge fringes
/// overlap stay a draw each. Tested without GL.
final class ReplicatorRenderListTests: XCTestCase {
    private func draws(_ list: RenderList) -> [DrawCommand] {
        list.commands.compactMap { if case .draw(let d) = $0 { return d } else { return nil } }
    }

    private func instanced(_ list: RenderList) -> [InstancedDrawCommand] {
        list.commands.compactMap { if case .drawInstances(let d) = $0 { return d } else { return nil } }
    }

    private func list(_ root: CALayer) -> RenderList {
        Compositor().renderList(for: root, at: 0, scale: 1, width: 100, height: 100)
    }

    /// A replicator of `count` copies of a red 10-point rounded square (filled with analytic
    /// edges: an edge fringe), each moved by `transform` and a quarter less opaque than the
    /// one before.
    private func squares(_ count: Int, _ transform: CATransform3D) -> (root: CALayer, replicator: CAReplicatorLayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = count
        replicator.instanceTransform = transform
        replicator.instanceAlphaOffset = -0.25
        let square = CALayer()
        square.frame = CGRect(x: 0.3, y: 0.3, width: 10, height: 10)
        square.cornerRadius = 3
        square.backgroundColor = UIColor.red.cgColor
        replicator.addSublayer(square)
        root.addSublayer(replicator)
        return (root, replicator)
    }

    /// Four copies 20 points apart, red fading by a quarter: one instanced draw of four
    /// instances of the square (strip and edge fringe once in the list), painted white times
    /// premultiplied red at alpha 1, 0.75, 0.5, 0.25, translated 0, 20, 40, 60.
    func testCopiesOfOneDrawAreOneInstancedDraw() throws {
        let list = list(squares(4, CATransform3DMakeTranslation(20, 0, 0)).root)
        XCTAssertTrue(draws(list).isEmpty)
        let draw = try XCTUnwrap(instanced(list).first)
        XCTAssertEqual(instanced(list).count, 1)
        XCTAssertEqual(draw.instanceCount, 4)
        XCTAssertEqual(draw.paint, .solid(SIMD4(1, 1, 1, 1)))
        XCTAssertGreaterThan(draw.fringeCount, 0, "copies apart keep their analytic edges")
        XCTAssertEqual(list.vertices.count, Int(draw.count) * 2, "the square's strip is in the list once")
        XCTAssertEqual(list.fringeVertices.count, Int(draw.fringeCount) * EdgeFringe.stride)
        let stride = InstancedDrawCommand.stride
        let base = Int(draw.instanceFirst) * stride
        let xs = (0..<4).map { list.instances[base + $0 * stride + 12] }
        XCTAssertEqual(xs.map { $0 - xs[0] }, [0, 20, 40, 60])
        for (i, alpha) in [Float(1), 0.75, 0.5, 0.25].enumerated() {
            XCTAssertEqual(Array(list.instances[base + i * stride + 16..<base + i * stride + 20]), [alpha, 0, 0, alpha])
            XCTAssertEqual(list.instances[base + i * stride + 13], list.instances[base + 13])
        }
    }

    /// With `preservesDepth` the replicator acts like a `CATransformLayer` (Apple's
    /// CAReplicatorLayer reference): under perspective, three copies each 50 points farther
    /// than the one before are drawn farthest first (alpha 0.5, 0.75, then 1). Flattened, they
    /// are drawn in copy order.
    func testPreservesDepthDrawsCopiesBackToFront() {
        func alphas(preservingDepth: Bool) -> [Float] {
            let (root, replicator) = squares(3, CATransform3DMakeTranslation(20, 0, -50))
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            root.sublayerTransform = perspective
            replicator.preservesDepth = preservingDepth
            let list = list(root)
            var alphas: [Float] = []
            for command in list.commands {
                switch command {
                case .draw(let d): alphas.append(d.color.w)
                case .drawInstances(let d):
                    let first = Int(d.instanceFirst) * InstancedDrawCommand.stride
                    for i in 0..<Int(d.instanceCount) { alphas.append(list.instances[first + i * InstancedDrawCommand.stride + 19]) }
                default: break
                }
            }
            return alphas
        }
        XCTAssertEqual(alphas(preservingDepth: true), [0.5, 0.75, 1])
        XCTAssertEqual(alphas(preservingDepth: false), [1, 0.75, 0.5])
    }

    /// Copies 5 points apart overlap: as the instanced draw paints all fringes after all
    /// strips, they stay four draws, sharing one strip and fringe, each with its transform and
    /// color.
    func testOverlappingCopiesWithEdgeFringesStayDrawsOfOneGeometry() {
        let list = list(squares(4, CATransform3DMakeTranslation(5, 0, 0)).root)
        XCTAssertTrue(instanced(list).isEmpty)
        let draws = draws(list)
        XCTAssertEqual(draws.count, 4)
        XCTAssertEqual(Set(draws.map(\.first)).count, 1)
        XCTAssertEqual(Set(draws.map(\.fringeFirst)).count, 1)
        XCTAssertEqual(draws.map(\.paint), [1, 0.75, 0.5, 0.25].map { Paint.solid(SIMD4($0, 0, 0, $0)) })
        let xs = draws.map { list.transforms[Int($0.transform) * 16 + 12] }
        XCTAssertEqual(xs.map { $0 - xs[0] }, [0, 5, 10, 15])
    }

    /// Copies scaled by 1.5 each: their edge fringes are as wide in device pixels, so narrower
    /// in each copy's units: the geometry differs and they stay draws.
    func testCopiesWhoseGeometryDiffersStayDraws() {
        let transform = CATransform3DConcat(CATransform3DMakeScale(1.5, 1.5, 1), CATransform3DMakeTranslation(25, 0, 0))
        let list = list(squares(3, transform).root)
        XCTAssertTrue(instanced(list).isEmpty)
        XCTAssertEqual(draws(list).count, 3)
    }

    /// Copies scaled a little more each (1.1, 1.133, 1.167: a shrinking or growing spinner's
    /// bars) are tessellated at one step of scale (2^(1/4), see `geometryScale`), so they share
    /// one geometry and are one instanced draw, each instance with its own scale.
    func testCopiesOfNearlyTheSameScaleAreOneInstancedDraw() throws {
        let (root, replicator) = squares(3, CATransform3DConcat(CATransform3DMakeScale(1.03, 1.03, 1), CATransform3DMakeTranslation(25, 0, 0)))
        replicator.sublayers![0].transform = CATransform3DMakeScale(1.1, 1.1, 1)
        let list = list(root)
        XCTAssertTrue(draws(list).isEmpty)
        let draw = try XCTUnwrap(instanced(list).first)
        XCTAssertEqual(draw.instanceCount, 3)
        let stride = InstancedDrawCommand.stride
        let base = Int(draw.instanceFirst) * stride
        let scales = (0..<3).map { list.instances[base + $0 * stride] }
        let expected: [Float] = [1.1, 1.1 * 1.03, 1.1 * 1.03 * 1.03]
        for (scale, value) in zip(scales, expected) { XCTAssertEqual(scale, value, accuracy: 1e-5) }
    }

    /// Scales step up to the next of four steps a doubling, so flattening is never coarser
    /// than the scale needs; powers of two (the device scales) are kept exactly.
    func testGeometryScaleStepsUpByQuarterOctaves() {
        for power in [0.25, 0.5, 1, 2, 4, 8] as [CGFloat] { XCTAssertEqual(RenderListBuilder.geometryScale(power), power) }
        XCTAssertEqual(RenderListBuilder.geometryScale(1.1), pow(2, 0.25), accuracy: 1e-12)
        XCTAssertEqual(RenderListBuilder.geometryScale(0.9), 1, accuracy: 1e-12)
        XCTAssertEqual(RenderListBuilder.geometryScale(2.5), pow(2, 1.5), accuracy: 1e-12)
        for scale in stride(from: 0.05, to: 9, by: 0.037) as StrideTo<CGFloat> {
            let stepped = RenderListBuilder.geometryScale(scale)
            XCTAssertGreaterThanOrEqual(stepped, scale)
            XCTAssertLessThan(stepped, scale * pow(2, 0.25) * 1.000001)
        }
    }

    /// A row of three copies 20 points apart, copied twice 20 points down: one instanced draw
    /// of six instances, at (0, 0), (20, 0), (40, 0), (0, 20), (20, 20), (40, 20).
    func testNestedReplicatorsAreOneInstancedDraw() throws {
        let (root, row) = squares(3, CATransform3DMakeTranslation(20, 0, 0))
        row.instanceAlphaOffset = 0
        row.removeFromSuperlayer()
        let grid = CAReplicatorLayer()
        grid.frame = root.bounds
        grid.instanceCount = 2
        grid.instanceTransform = CATransform3DMakeTranslation(0, 20, 0)
        grid.addSublayer(row)
        root.addSublayer(grid)
        let list = list(root)
        XCTAssertTrue(draws(list).isEmpty)
        let draw = try XCTUnwrap(instanced(list).first)
        XCTAssertEqual(instanced(list).count, 1)
        XCTAssertEqual(draw.instanceCount, 6)
        let stride = InstancedDrawCommand.stride
        let base = Int(draw.instanceFirst) * stride
        let origin = SIMD2(list.instances[base + 12], list.instances[base + 13])
        let offsets = (0..<6).map { SIMD2(list.instances[base + $0 * stride + 12], list.instances[base + $0 * stride + 13]) - origin }
        XCTAssertEqual(offsets, [SIMD2(0, 0), SIMD2(20, 0), SIMD2(40, 0), SIMD2(0, 20), SIMD2(20, 20), SIMD2(40, 20)])
    }

    /// Copies of two different sublayers paint them in turn (copy 0's two, then copy 1's…):
    /// neighbours differ, so nothing is merged and the order is kept.
    func testCopiesDrawingSeveralThingsStayDraws() {
        let (root, replicator) = squares(3, CATransform3DMakeTranslation(30, 0, 0))
        let other = CAShapeLayer()
        other.fillColor = UIColor.blue.cgColor
        other.position = CGPoint(x: 0, y: 40)
        other.path = CGPath(ellipseIn: CGRect(x: 0.5, y: 0.5, width: 7, height: 7), transform: nil)
        replicator.addSublayer(other)
        let list = list(root)
        XCTAssertTrue(instanced(list).isEmpty)
        XCTAssertEqual(draws(list).count, 6)
    }

    /// An instance count of a billion is cut to the replicator's cap: at most that many
    /// instances and draws, within the frame's budget.
    func testABillionCopiesStayWithinTheCapsWhenInstanced() {
        let (root, _) = squares(1_000_000_000, CATransform3DMakeTranslation(0.001, 0, 0))
        let list = list(root)
        let instances = instanced(list).reduce(0) { $0 + Int($1.instanceCount) }
        XCTAssertLessThanOrEqual(instances + draws(list).count, CAReplicatorLayer.maximumInstanceCount)
        XCTAssertGreaterThan(instances + draws(list).count, 0)
        XCTAssertLessThanOrEqual(list.budgetedVertexCount, list.vertexBudget.perFrame)
    }

    func testGradientAndImagePaintsAreMultipliedToo() {
        let factor = SIMD4<Float>(0.5, 1, 1, 0.5)
        XCTAssertEqual(Paint.solid(SIMD4(1, 1, 1, 1)).multiplied(by: factor), .solid(SIMD4(0.25, 0.5, 0.5, 0.5)))
        let ramp = GradientPaint(kind: .linear, start: .zero, end: SIMD2(1, 0), locations: [0, 1],
                                 colors: [SIMD4(1, 0, 0, 1), SIMD4(0, 0, 1, 1)], interpolation: .premultiplied, opacity: 1)
        guard case .gradient(let tinted) = Paint.gradient(ramp).multiplied(by: factor) else { return XCTFail("not a gradient") }
        XCTAssertEqual(tinted.colors, [SIMD4(0.25, 0, 0, 0.5), SIMD4(0, 0, 0.5, 0.5)])
    }
}
