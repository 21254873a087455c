@testable @_spi(Rendering) import Compositor
@_spi(Rendering) import LabKit
import XCTest

/// What the Compositor records for a replicator's copies: one draw per copy, each with its
/// copy's transform and its paint multiplied by the copy's color, all sharing one
/// tessellation of the sublayer's path. Tested without GL.
final class ReplicatorRenderListTests: XCTestCase {
    private func draws(_ root: CALayer) -> (RenderList, [DrawCommand]) {
        let list = Compositor().renderList(for: root, at: 0, scale: 1, width: 100, height: 100)
        return (list, list.commands.compactMap { if case .draw(let d) = $0 { return d } else { return nil } })
    }

    /// Four copies of a triangle shape, 20 points apart, red fading by a quarter: four draws
    /// of the same vertices, translated 0, 20, 40, 60 and painted with premultiplied red at
    /// alpha 1, 0.75, 0.5, 0.25.
    func testCopiesShareTheirTessellationAndTakeTheirTransformAndColor() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceAlphaOffset = -0.25
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        path.closeSubpath()
        shape.path = path
        shape.fillColor = UIColor.red.cgColor
        replicator.addSublayer(shape)
        root.addSublayer(replicator)
        let (list, draws) = draws(root)
        XCTAssertEqual(draws.count, 4)
        let alphas: [Float] = [1, 0.75, 0.5, 0.25]
        for (draw, alpha) in zip(draws, alphas) {
            XCTAssertEqual(draw.paint, .solid(SIMD4(alpha, 0, 0, alpha)))
            XCTAssertEqual(draw.count, draws[0].count)
        }
        let xs = draws.map { list.transforms[Int($0.transform) * 16 + 12] }
        XCTAssertEqual(xs.map { $0 - xs[0] }, [0, 20, 40, 60])
        let firstVertices = Array(list.vertices[Int(draws[0].first) * 2..<Int(draws[0].first + draws[0].count) * 2])
        let lastVertices = Array(list.vertices[Int(draws[3].first) * 2..<Int(draws[3].first + draws[3].count) * 2])
        XCTAssertEqual(firstVertices, lastVertices, "each copy's vertices are the sublayer's own, in its coordinates")
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
