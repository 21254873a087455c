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

    func testFansCoverEachContourFromItsFirstPoint() {
        var vertices: [Float] = []
        let box = FillTessellator.appendFans([polyline([(0, 0), (10, 0), (10, 10), (0, 10)])], to: &vertices)
        XCTAssertEqual(vertices, [0, 0, 10, 0, 10, 10, 0, 0, 10, 10, 0, 10])
        XCTAssertEqual(box, CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
