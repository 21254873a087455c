@testable import Compositor
import LabKit
import XCTest

final class FillTessellatorTests: XCTestCase {
    private func polyline(_ points: [(CGFloat, CGFloat)]) -> Polyline {
        Polyline(points: points.map { CGPoint(x: $0.0, y: $0.1) }, isClosed: true)
    }

    func testConvexity() {
        XCTAssertTrue(FillTessellator.isConvex([polyline([(0, 0), (10, 0), (10, 10), (0, 10)])]))
        XCTAssertFalse(FillTessellator.isConvex([polyline([(0, 0), (10, 0), (5, 2), (5, 10)])]))
        // A pentagram turns the same way at every corner but twice around in total.
        let star = (0..<5).map { i -> (CGFloat, CGFloat) in
            let a = CGFloat(i * 2) * 2 * .pi / 5
            return (cos(a), sin(a))
        }
        XCTAssertFalse(FillTessellator.isConvex([polyline(star)]))
        let square = polyline([(0, 0), (1, 0), (1, 1), (0, 1)])
        XCTAssertFalse(FillTessellator.isConvex([square, square]))
    }

    func testContoursZigzagIntoOneStrip() {
        var vertices: [Float] = []
        let box = FillTessellator.appendStrip([polyline([(0, 0), (10, 0), (10, 10), (0, 10)])], to: &vertices)
        // p0, p1, p3, p2: triangles (p0, p1, p3) and (p1, p3, p2) cover the square.
        XCTAssertEqual(vertices, [0, 0, 10, 0, 0, 10, 10, 10])
        XCTAssertEqual(box, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// Summing the strip's triangles with GL's facing rule (odd triangles read b, a, c) gives
    /// each contour's signed area, so stencil winding counts hold for concave and several contours.
    func testStripTrianglesAddUpToTheContoursSignedAreas() {
        let concave = polyline([(0, 0), (10, 0), (10, 10), (5, 3), (0, 10)])
        let hole = polyline([(20, 0), (20, 4), (24, 4), (24, 0)])
        let triangle = polyline([(30, 0), (33, 0), (30, 3)])
        func signedArea(_ p: [CGPoint]) -> CGFloat {
            (0..<p.count).reduce(0) { $0 + p[$1].x * p[($1 + 1) % p.count].y - p[($1 + 1) % p.count].x * p[$1].y } / 2
        }
        for contours in [[concave], [concave, hole], [concave, triangle, hole], [triangle, concave]] {
            var vertices: [Float] = []
            FillTessellator.appendStrip(contours, to: &vertices)
            let v = stride(from: 0, to: vertices.count, by: 2).map { CGPoint(x: CGFloat(vertices[$0]), y: CGFloat(vertices[$0 + 1])) }
            var total: CGFloat = 0
            for i in 0..<(v.count - 2) {
                let (a, b, c) = i % 2 == 0 ? (v[i], v[i + 1], v[i + 2]) : (v[i + 1], v[i], v[i + 2])
                total += signedArea([a, b, c])
            }
            XCTAssertEqual(total, contours.map { signedArea($0.points) }.reduce(0, +), accuracy: 1e-9)
        }
    }
}
