@testable @_spi(Rendering) import Compositor
@_spi(Rendering) import LabKit
import XCTest

/// The area edges of fills covered by exact area: their layout, and which draws the
/// Compositor records with them (text under transforms without perspective).
final class AreaEdgesTests: XCTestCase {
    func testContoursCloseInRunsCarryingTheirBox() throws {
        var edges: [Float] = []
        let hexagon = Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 6, y: 1), CGPoint(x: 4, y: 2),
                                        CGPoint(x: 0, y: 2), CGPoint(x: -2, y: 1)], isClosed: true)
        let triangle = Polyline(points: [CGPoint(x: 10, y: 10), CGPoint(x: 12, y: 10), CGPoint(x: 10, y: 13)], isClosed: true)
        let line = Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 50)], isClosed: false)
        let bounds = try XCTUnwrap(AreaEdges.append([hexagon, triangle, line], to: &edges))
        XCTAssertEqual(bounds, CGRect(x: -2, y: 0, width: 14, height: 13), "contours without area add nothing")
        XCTAssertEqual(AreaEdges.stride, 14)
        XCTAssertEqual(edges.count, 3 * AreaEdges.stride, "six edges in two runs, three in one")
        XCTAssertEqual(Array(edges[0..<14]), [0, 0, 4, 0, 6, 1, 4, 2, 0, 2, -2, 0, 6, 2])
        XCTAssertEqual(Array(edges[14..<28]), [0, 2, -2, 1, 0, 0, 0, 0, 0, 0, -2, 0, 6, 2],
                       "the second run closes the contour, then repeats its end")
        XCTAssertEqual(Array(edges[28..<42]), [10, 10, 12, 10, 10, 13, 10, 10, 10, 10, 10, 10, 12, 13])
        var none: [Float] = []
        XCTAssertNil(AreaEdges.append([line], to: &none))
        XCTAssertTrue(none.isEmpty)
    }

    /// Chains write runs as points come; a reversed chain writes each run backwards, which
    /// reverses its edges (a stroke's right side is written that way beside its left side).
    func testChainsWriteRunsForwardsOrBackwardsSharingOneBox() throws {
        let points = (0..<6).map { CGPoint(x: CGFloat($0), y: CGFloat($0 * $0)) }
        func written(reversed: Bool) -> (runs: [[Float]], box: CGRect?) {
            var edges: [Float] = []
            let box = AreaEdges.Buffer.build(into: &edges, capacity: 0) { buffer -> CGRect? in
                var box = AreaEdges.Box(), chain = AreaEdges.Chain(reversed: reversed)
                for p in points { chain.add(p, box: &box, to: &buffer) }
                chain.finish(to: &buffer)
                return box.close(&buffer, from: 0)
            }
            return (stride(from: 0, to: edges.count, by: AreaEdges.stride).map { Array(edges[$0..<($0 + AreaEdges.stride)]) }, box)
        }
        let forward = written(reversed: false), backward = written(reversed: true)
        XCTAssertEqual(forward.box, CGRect(x: 0, y: 0, width: 5, height: 25))
        XCTAssertEqual(forward.runs, [[0, 0, 1, 1, 2, 4, 3, 9, 4, 16, 0, 0, 5, 25],
                                      [4, 16, 5, 25, 5, 25, 5, 25, 5, 25, 0, 0, 5, 25]], "the last run repeats its end")
        XCTAssertEqual(backward.runs, [[4, 16, 3, 9, 2, 4, 1, 1, 0, 0, 0, 0, 5, 25],
                                       [5, 25, 5, 25, 5, 25, 5, 25, 4, 16, 0, 0, 5, 25]])
        var none: [Float] = []
        AreaEdges.Buffer.build(into: &none, capacity: 0) { buffer in
            var box = AreaEdges.Box(), chain = AreaEdges.Chain()
            chain.add(.zero, box: &box, to: &buffer)
            chain.finish(to: &buffer)
            XCTAssertNil(box.close(&buffer, from: 0), "one point makes no edge")
        }
        XCTAssertTrue(none.isEmpty)
    }

    private func draws(_ layer: CALayer) -> (RenderList, [DrawCommand]) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(layer)
        let list = Compositor().renderList(for: root, at: CACurrentMediaTime(), scale: 2, width: 200, height: 200)
        return (list, list.commands.compactMap { if case .draw(let d) = $0 { return d } else { return nil } })
    }

    private func text() -> CATextLayer {
        let text = CATextLayer()
        text.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        text.string = "Ag"
        text.fontSize = 24
        return text
    }

    func testTextIsCoveredByAreaEdgesWithinAWiderCoverQuad() throws {
        let (list, draws) = draws(text())
        XCTAssertEqual(draws.count, 1)
        let draw = draws[0]
        XCTAssertEqual(draw.stencil, .nonZero)
        XCTAssertEqual(draw.count, 0, "no stencil triangles")
        XCTAssertGreaterThan(draw.edgeCount, 10)
        XCTAssertEqual(list.areaEdges.count, Int(draw.edgeCount) * AreaEdges.stride)
        // The cover quad reaches the fringe band (1.5 device pixels, 0.75 points at 2x) past every edge.
        let cover = (0..<4).map { CGPoint(x: CGFloat(list.vertices[(Int(draw.coverFirst) + $0) * 2]),
                                          y: CGFloat(list.vertices[(Int(draw.coverFirst) + $0) * 2 + 1])) }
        let minX = cover.map(\.x).min()!, maxX = cover.map(\.x).max()!
        let edgeXs = stride(from: 0, to: list.areaEdges.count, by: AreaEdges.stride).flatMap { run in
            (0...AreaEdges.run).map { CGFloat(list.areaEdges[run + 2 * $0]) }
        }
        XCTAssertEqual(edgeXs.min()! - minX, 0.75, accuracy: 1e-3)
        XCTAssertEqual(maxX - edgeXs.max()!, 0.75, accuracy: 1e-3)
    }

    func testTextUnderPerspectiveKeepsTheStencil() {
        let layer = text()
        var m = CATransform3DIdentity
        m.m34 = -1 / 500
        layer.transform = CATransform3DRotate(m, 0.3, 0, 1, 0)
        let (list, draws) = draws(layer)
        XCTAssertEqual(draws.map(\.edgeCount), [0])
        XCTAssertGreaterThan(draws[0].count, 0)
        XCTAssertTrue(list.areaEdges.isEmpty)
    }

    /// A concave shape fill is covered by its edge areas on the frame's own flattening, on
    /// any target: a ten-point star is three runs of four edges, and its only vertices are
    /// the cover quad. A path replaced from one frame to the next is covered the same way: a
    /// frame depends on its time only, not on the frames drawn before it.
    func testConcaveShapeFillsAreCoveredByTheirEdgeAreas() {
        func starPath() -> CGPath {
            let path = CGMutablePath()
            path.addLines(between: [CGPoint(x: 50, y: 10), CGPoint(x: 60, y: 40), CGPoint(x: 90, y: 40), CGPoint(x: 65, y: 60),
                                    CGPoint(x: 75, y: 90), CGPoint(x: 50, y: 70), CGPoint(x: 25, y: 90), CGPoint(x: 35, y: 60),
                                    CGPoint(x: 10, y: 40), CGPoint(x: 40, y: 40)])
            path.closeSubpath()
            return path.copy()!
        }
        let star = CAShapeLayer()
        star.path = starPath()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(star)
        let compositor = Compositor()
        var lists: [RenderList] = []
        for _ in 0..<3 {
            let list = compositor.renderList(for: root, at: CACurrentMediaTime(), scale: 2, width: 200, height: 200)
            let draws = list.commands.compactMap { if case .draw(let d) = $0 { return d } else { return nil } }
            XCTAssertEqual(draws.map(\.stencil), [.nonZero])
            XCTAssertEqual(draws.first?.edgeCount, 3)
            XCTAssertEqual(draws.first?.count, 0, "no stencil triangles")
            XCTAssertEqual(list.vertexCount, 4, "the cover quad only")
            XCTAssertEqual(list.areaEdges.count, 3 * AreaEdges.stride)
            lists.append(list)
            star.path = starPath()
        }
        XCTAssertEqual(lists[1], lists[0], "a new path with the same elements draws the same list")
        XCTAssertEqual(lists[2], lists[0])
    }
}
