@testable @_spi(Rendering) import Compositor
@_spi(Rendering) import LabKit
import XCTest

/// Cached geometry drawn again right after itself is read where the previous draw appended it
/// (see `GeometrySpan`), and a draw that is dropped takes back only what it appended itself.
/// The geometry cache keeps a path's tessellation from its second frame, so the third frame
/// is the one looked at.
final class GeometrySpanTests: XCTestCase {
    private func draws(_ list: RenderList) -> [DrawCommand] {
        list.commands.compactMap { if case .draw(let d) = $0 { return d } else { return nil } }
    }

    private func thirdFrame(_ root: CALayer) -> RenderList {
        let compositor = Compositor()
        for _ in 0..<2 { _ = compositor.renderList(for: root, at: 0, scale: 1, width: 100, height: 100) }
        return compositor.renderList(for: root, at: 0, scale: 1, width: 100, height: 100)
    }

    private func square(_ color: UIColor, x: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: x, y: 10, width: 10, height: 10)
        layer.cornerRadius = 3
        layer.backgroundColor = color.cgColor
        return layer
    }

    /// Two rounded squares of one size in a row share one outline and one tessellation: the
    /// second draw reads the first's vertices and fringe; the list holds them once.
    func testARepeatedCachedGeometryIsReadWhereItIs() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(square(.red, x: 10))
        root.addSublayer(square(.blue, x: 40))
        let draws = draws(thirdFrame(root))
        XCTAssertEqual(draws.count, 2)
        XCTAssertEqual(draws[0].first, draws[1].first)
        XCTAssertEqual(draws[0].fringeFirst, draws[1].fringeFirst)
        XCTAssertGreaterThan(draws[0].fringeCount, 0)
        let list = thirdFrame(root)
        XCTAssertEqual(list.vertices.count, Int(draws[0].count) * 2, "the strip once")
        XCTAssertEqual(list.fringeVertices.count, Int(draws[0].fringeCount) * EdgeFringe.stride, "the fringe once")
    }

    /// A replicator's second and third copies are transparent (alpha offset −1), so their
    /// draws are dropped: the first copy's geometry, which they read, stays in the list.
    func testADroppedDrawKeepsTheGeometryItRead() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceAlphaOffset = -1
        replicator.addSublayer(square(.red, x: 10))
        let after = square(.green, x: 10)
        after.cornerRadius = 4
        root.addSublayer(replicator)
        root.addSublayer(after)
        let list = thirdFrame(root)
        let draws = draws(list)
        XCTAssertEqual(draws.count, 2, "the first copy and the green square")
        for draw in draws {
            XCTAssertLessThanOrEqual(Int(draw.first + draw.count) * 2, list.vertices.count)
            XCTAssertLessThanOrEqual(Int(draw.fringeFirst + draw.fringeCount) * EdgeFringe.stride, list.fringeVertices.count)
        }
        XCTAssertNotEqual(draws[0].first, draws[1].first, "different corners, different geometry")
        XCTAssertEqual(draws[0].paint, .solid(SIMD4(1, 0, 0, 1)))
    }
}
