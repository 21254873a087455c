@testable import Compositor
import LabKit
import XCTest

final class StrokerTests: XCTestCase {
    private func stroke(_ points: [CGPoint], closed: Bool = false, width: CGFloat = 2, cap: CAShapeLayerLineCap = .butt,
                        join: CAShapeLayerLineJoin = .miter, miterLimit: CGFloat = 10) -> [CGPoint] {
        var vertices: [Float] = []
        Stroker(style: StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join, miterLimit: miterLimit), tolerance: 0.01)
            .append([Polyline(points: points, isClosed: closed)], to: &vertices)
        return stride(from: 0, to: vertices.count, by: 2).map { CGPoint(x: CGFloat(vertices[$0]), y: CGFloat(vertices[$0 + 1])) }
    }

    private func box(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The area covered by the union of the triangles, by sampling a fine grid.
    private func coveredArea(_ vertices: [CGPoint], step: CGFloat = 0.02) -> CGFloat {
        let b = box(vertices)
        var inside = 0
        var y = b.minY + step / 2
        // The stroke is one triangle strip: triangle i is vertices i, i + 1, i + 2.
        let triangles = (0..<max(0, vertices.count - 2)).map { (vertices[$0], vertices[$0 + 1], vertices[$0 + 2]) }
        while y < b.maxY {
            var x = b.minX + step / 2
            while x < b.maxX {
                if triangles.contains(where: { StrokerTests.contains($0, CGPoint(x: x, y: y)) }) { inside += 1 }
                x += step
            }
            y += step
        }
        return CGFloat(inside) * step * step
    }

    private static func contains(_ t: (CGPoint, CGPoint, CGPoint), _ p: CGPoint) -> Bool {
        func side(_ a: CGPoint, _ b: CGPoint) -> CGFloat { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
        let d1 = side(t.0, t.1), d2 = side(t.1, t.2), d3 = side(t.2, t.0)
        return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
    }

    /// The estimate the renderer checks its budget against bounds what is written, for every
    /// join and cap, widths from hairlines to a million, and polylines that turn sharply at
    /// every point (the worst case), smooth circles, dots and closed ones.
    func testTheVertexEstimateBoundsEveryStroke() {
        let zigzag = Polyline(points: (0..<200).map { CGPoint(x: CGFloat($0 % 2) * 5, y: CGFloat($0) * 0.01) }, isClosed: false)
        let circle = Polyline(points: (0..<300).map { CGPoint(x: 50 * cos(CGFloat($0) / 48), y: 50 * sin(CGFloat($0) / 48)) },
                              isClosed: true)
        let dots = (0..<20).map { Polyline(points: [CGPoint(x: CGFloat($0), y: 0)], isClosed: false) }
        let shapes = [[zigzag], [circle], dots, [zigzag, circle] + dots]
        for width in [0.1, 3, 80, 1e6] as [CGFloat] {
            for join in [CAShapeLayerLineJoin.miter, .round, .bevel] {
                for cap in [CAShapeLayerLineCap.butt, .round, .square] {
                    let stroker = Stroker(style: StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join), tolerance: 0.25)
                    for polylines in shapes {
                        var vertices: [Float] = []
                        stroker.append(polylines, to: &vertices)
                        XCTAssertLessThanOrEqual(vertices.count / 2, stroker.maximumVertexCount(points: polylines.pointCount,
                                                                                                polylines: polylines.count),
                                                 "width \(width), \(join), \(cap)")
                    }
                }
            }
        }
    }

    func testButtCapsEndAtTheEndPoints() {
        let b = box(stroke([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)]))
        XCTAssertEqual(b, CGRect(x: 0, y: -1, width: 10, height: 2))
    }

    func testSquareCapsExtendByHalfTheWidth() {
        XCTAssertEqual(box(stroke([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)], cap: .square)),
                       CGRect(x: -1, y: -1, width: 12, height: 2))
    }

    func testRoundCapsAreHalfDiscs() {
        let points = stroke([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)], width: 4, cap: .round)
        XCTAssertEqual(box(points).minX, -2, accuracy: 1e-6)
        XCTAssertEqual(box(points).maxX, 12, accuracy: 1e-6)
        for p in points where p.x < 0 { XCTAssertEqual(hypot(p.x, p.y), 2, accuracy: 1e-5) }
        // 10 × 4 plus two half discs of radius 2.
        XCTAssertEqual(coveredArea(points), 40 + .pi * 4, accuracy: 0.1)
    }

    func testMiterJoinReachesTheCorner() {
        let corner = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]
        let points = stroke(corner, join: .miter)
        XCTAssertTrue(points.contains { abs($0.x - 11) < 1e-6 && abs($0.y + 1) < 1e-6 })
        // Two 10 × 2 arms overlapping in a 1 × 1 square at the inner corner, plus the outer 1 × 1 miter square.
        XCTAssertEqual(coveredArea(points), 20 + 20 - 1 - 1 + 1 + 1, accuracy: 0.1)
    }

    func testBevelJoinCutsTheCorner() {
        let points = stroke([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)], join: .bevel)
        XCTAssertFalse(points.contains { abs($0.x - 11) < 1e-6 && abs($0.y + 1) < 1e-6 })
        XCTAssertEqual(coveredArea(points), 39 + 0.5, accuracy: 0.1)
    }

    func testRoundJoinIsAQuarterDisc() {
        let points = stroke([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)], join: .round)
        XCTAssertEqual(coveredArea(points), 39 + .pi / 4, accuracy: 0.1)
    }

    func testMiterLimitSwitchesToBevel() {
        // A 20° corner: the miter is 1 / sin(10°) ≈ 5.76 line widths long.
        let angle: CGFloat = 20 * .pi / 180
        let vee = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100 - 100 * cos(angle), y: 100 * sin(angle))]
        let tipX = 100 + 1 / sin(angle / 2) * cos(angle / 2)
        let withMiter = box(stroke(vee, miterLimit: 6))
        XCTAssertEqual(withMiter.maxX, tipX, accuracy: 1e-3)
        let beveled = box(stroke(vee, miterLimit: 5.7))
        XCTAssertLessThan(beveled.maxX, 101.01)
    }

    func testClosedPolylinesJoinAtTheStart() {
        let square = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
        let b = box(stroke(square, closed: true))
        XCTAssertEqual(b, CGRect(x: -1, y: -1, width: 12, height: 12))
        XCTAssertEqual(coveredArea(stroke(square, closed: true)), 144 - 64, accuracy: 0.2)
    }

    func testZeroLengthSubpathDrawsADotOnlyWithRoundOrSquareCaps() {
        XCTAssertTrue(stroke([CGPoint(x: 5, y: 5)], cap: .butt).isEmpty)
        XCTAssertEqual(coveredArea(stroke([CGPoint(x: 5, y: 5)], width: 4, cap: .round)), .pi * 4, accuracy: 0.1)
        XCTAssertEqual(box(stroke([CGPoint(x: 5, y: 5)], width: 4, cap: .square)), CGRect(x: 3, y: 3, width: 4, height: 4))
    }
}
