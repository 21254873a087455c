@testable @_spi(Rendering) import Compositor
@_spi(Rendering) import LabKit
import XCTest

/// The geometry of analytic edges: the bisector cut into an inset interior and edge quads,
/// the straight-stroke outlines, and which draws the Compositor gives a fringe.
final class EdgeFringeTests: XCTestCase {
    private func points(_ xy: [(CGFloat, CGFloat)]) -> [CGPoint] { xy.map { CGPoint(x: $0.0, y: $0.1) } }

    private func pairs(_ floats: [Float]) -> [CGPoint] {
        stride(from: 0, to: floats.count, by: 2).map { CGPoint(x: CGFloat(floats[$0]), y: CGFloat(floats[$0 + 1])) }
    }

    func testASquareSplitsIntoAnInsetInteriorAndOneQuadPerEdge() throws {
        var interior: [Float] = [], fringe: [Float] = []
        let bounds = try XCTUnwrap(EdgeFringe.append(points([(0, 0), (10, 0), (10, 10), (0, 10)]), band: 1,
                                                     interior: &interior, fringe: &fringe))
        XCTAssertEqual(bounds, CGRect(x: -1, y: -1, width: 12, height: 12))
        XCTAssertEqual(Set(pairs(interior).map { "\($0.x),\($0.y)" }), ["1.0,1.0", "9.0,1.0", "9.0,9.0", "1.0,9.0"])
        XCTAssertEqual(fringe.count, 4 * 6 * EdgeFringe.stride, "two triangles per edge")
        // The first edge's vertices carry it (0,0)→(10,0), its neighbors and the center.
        let first = Array(fringe[0..<EdgeFringe.stride])
        XCTAssertEqual(Array(first[0..<2]), [1, 1], "the inner corner")
        XCTAssertEqual(Array(first[2...]), [0, 0, 10, 0, 0, 10, 10, 10, 5, 5])
    }

    func testThinOrSharpPolygonsKeepMultisampling() {
        var interior: [Float] = [], fringe: [Float] = []
        XCTAssertNil(EdgeFringe.append(points([(0, 0), (10, 0), (10, 1.5), (0, 1.5)]), band: 1, interior: &interior, fringe: &fringe),
                     "the band reaches past the middle")
        XCTAssertNil(EdgeFringe.append(points([(0, 0), (20, 2), (0, 4)]), band: 0.1, interior: &interior, fringe: &fringe),
                     "a sliver corner")
        XCTAssertTrue(interior.isEmpty && fringe.isEmpty)
    }

    func testCornersDropRepeatsAndPointsOnARun() {
        XCTAssertEqual(EdgeFringe.corners(of: points([(0, 0), (5, 0), (10, 0), (10, 10), (10, 10), (0, 10), (0, 0)])),
                       points([(0, 0), (10, 0), (10, 10), (0, 10)]))
    }

    func testStraightStrokeOutlines() throws {
        let segment = [Polyline(points: points([(0, 0), (10, 0)]), isClosed: false)]
        XCTAssertEqual(StraightStroke.outline(of: segment, style: StrokeStyle(lineWidth: 2), tolerance: 0.01),
                       points([(10, 1), (10, -1), (0, -1), (0, 1)]))
        let square = try XCTUnwrap(StraightStroke.outline(of: segment, style: StrokeStyle(lineWidth: 2, lineCap: .square), tolerance: 0.01))
        XCTAssertEqual(square.map(\.x), [11, 11, -1, -1])
        let round = try XCTUnwrap(StraightStroke.outline(of: segment, style: StrokeStyle(lineWidth: 2, lineCap: .round), tolerance: 0.001))
        var area: CGFloat = 0
        for i in round.indices { area += round[i].x * round[(i + 1) % round.count].y - round[(i + 1) % round.count].x * round[i].y }
        XCTAssertEqual(abs(area) / 2, 20 + .pi, accuracy: 0.01, "a stadium")
        XCTAssertNil(StraightStroke.outline(of: [Polyline(points: points([(0, 0), (10, 0), (10, 10)]), isClosed: false)],
                                            style: StrokeStyle(lineWidth: 2), tolerance: 0.01))
        XCTAssertNil(StraightStroke.outline(of: segment + segment, style: StrokeStyle(lineWidth: 2), tolerance: 0.01))
    }

    private func draws(_ layer: CALayer, scale: CGFloat = 2) -> (RenderList, [DrawCommand]) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(layer)
        let list = Compositor().renderList(for: root, at: CACurrentMediaTime(), scale: scale, width: 200, height: 200)
        return (list, list.commands.compactMap { if case .draw(let d) = $0 { return d } else { return nil } })
    }

    func testConvexFillsAndStraightStrokesGetAFringe() {
        let circle = CAShapeLayer()
        circle.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 50, height: 50), transform: nil)
        let (list, circleDraws) = draws(circle)
        XCTAssertEqual(circleDraws.map(\.stencil), [.none])
        XCTAssertGreaterThan(circleDraws[0].fringeCount, 0)
        XCTAssertEqual(list.fringeVertices.count, Int(circleDraws[0].fringeCount) * EdgeFringe.stride)

        let line = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 60, y: 40))
        line.path = path
        line.fillColor = nil
        line.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        line.lineWidth = 4
        let lineDraw = draws(line).1
        XCTAssertEqual(lineDraw.map(\.stencil), [.none], "translucent, yet one convex piece: no stencil")
        XCTAssertEqual(lineDraw[0].fringeCount, 4 * 6)
    }

    func testPixelAlignedRectanglesThinShapesAndPerspectiveKeepMultisampling() {
        let aligned = CALayer()
        aligned.frame = CGRect(x: 10, y: 10, width: 30, height: 20)
        aligned.backgroundColor = CGColor.white
        XCTAssertEqual(draws(aligned).1.map(\.fringeCount), [0])

        let hairline = CALayer()
        hairline.frame = CGRect(x: 10.3, y: 10, width: 0.5, height: 20)
        hairline.backgroundColor = CGColor.white
        XCTAssertEqual(draws(hairline).1.map(\.fringeCount), [0])

        let tilted = CALayer()
        tilted.frame = CGRect(x: 10.3, y: 10, width: 30, height: 20)
        tilted.backgroundColor = CGColor.white
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        tilted.transform = CATransform3DRotate(perspective, 0.5, 0, 1, 0)
        XCTAssertEqual(draws(tilted).1.map(\.fringeCount), [0])
    }
}
