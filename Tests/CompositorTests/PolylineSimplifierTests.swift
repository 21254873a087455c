@testable import Compositor
import LabKit
import XCTest

final class PolylineSimplifierTests: XCTestCase {
    private func box(_ polylines: [Polyline]) -> CGRect {
        let points = polylines.flatMap(\.points)
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// A closed circle of radius 300 around (500, 500) through `count` points.
    private func circle(_ count: Int) -> Polyline {
        Polyline(points: (0..<count).map { i in
            let angle = CGFloat(i) / CGFloat(count) * 2 * .pi
            return CGPoint(x: 500 + 300 * cos(angle), y: 500 + 300 * sin(angle))
        }, isClosed: true)
    }

    func testTenMillionPointsComeDownToAPointAPixelOfOutline() {
        let input = [circle(10_000_000)]
        let start = Date()
        var passes = 0
        let result = PolylineSimplifier.simplified(input, for: .fill, cell: 1) { points, _ in
            passes += 1
            return points <= 65_536
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "one linear pass")
        XCTAssertEqual(passes, 1, "a pixel's resolution is enough")
        // A point is kept once it is more than a pixel from the last on some axis: between
        // one a pixel (where the outline runs along an axis) and one per √2 pixels (along a
        // diagonal) of the 1,885-pixel circumference.
        XCTAssertEqual(result.count, 1)
        XCTAssertGreaterThan(result[0].points.count, 1_885 / 2)
        XCTAssertLessThanOrEqual(result[0].points.count, 1_886)
        XCTAssertTrue(FillTessellator.isConvex(result), "a subsequence of a convex polygon's points")
        let bounds = box(result)
        XCTAssertEqual(bounds.minX, 200, accuracy: 1)
        XCTAssertEqual(bounds.maxX, 800, accuracy: 1)
        XCTAssertEqual(bounds.minY, 200, accuracy: 1)
        XCTAssertEqual(bounds.maxY, 800, accuracy: 1)
    }

    func testDroppedPointsStayWithinACellOfAKeptOne() {
        // A random walk of sub-pixel steps.
        var seed: UInt64 = 3
        func step() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(seed >> 33) / CGFloat(1 << 31) - 0.5
        }
        var p = CGPoint.zero
        let points = (0..<20_000).map { _ in
            p = CGPoint(x: p.x + step(), y: p.y + step())
            return p
        }
        let result = PolylineSimplifier.simplified([Polyline(points: points, isClosed: false)], for: .stroke, cell: 1) { _, _ in true }
        XCTAssertEqual(result.count, 1)
        XCTAssertEqual(result[0].points.first, points.first)
        XCTAssertEqual(result[0].points.last, points.last, "the stroke's cap stays where it was")
        XCTAssertLessThan(result[0].points.count, points.count / 2)
        // Every point lies within a cell (on both axes) of the last point kept before it.
        var kept = 0
        for q in points.dropLast() {
            if kept + 1 < result[0].points.count - 1, q == result[0].points[kept + 1] { kept += 1 }
            XCTAssertLessThanOrEqual(abs(q.x - result[0].points[kept].x), 1)
            XCTAssertLessThanOrEqual(abs(q.y - result[0].points[kept].y), 1)
        }
    }

    func testTheCellDoublesUntilTheResultFits() {
        // A zigzag 1,000 long, 100 high: consecutive points are far apart until the cell
        // passes 100 (then 128); at that cell, 1,000 / 128 runs each keep a point or two.
        let points = (0...100_000).map { CGPoint(x: CGFloat($0) / 100, y: $0 % 2 == 0 ? 0 : 100) }
        var cells: [Int] = []
        let result = PolylineSimplifier.simplified([Polyline(points: points, isClosed: false)], for: .stroke, cell: 1) { points, _ in
            cells.append(points)
            return points <= 100
        }
        XCTAssertEqual(cells.count, 8, "cells of 1, 2, 4 … 128")
        XCTAssertEqual(result.count, 1)
        XCTAssertLessThanOrEqual(result.pointCount, 100)
        XCTAssertEqual(result[0].points.first, points.first)
        XCTAssertEqual(result[0].points.last, points.last)
    }

    func testDenseDashesJoinIntoOneStrokeAndTinyContoursLeaveTheFill() {
        // 10,000 dashes 0.001 long, 0.001 apart: within a pixel of each other, one line.
        let dashes = (0..<10_000).map { i in
            Polyline(points: [CGPoint(x: CGFloat(i) * 0.002, y: 0), CGPoint(x: CGFloat(i) * 0.002 + 0.001, y: 0)], isClosed: false)
        }
        let stroke = PolylineSimplifier.simplified(dashes, for: .stroke, cell: 1) { points, _ in points <= 100 }
        XCTAssertEqual(stroke.count, 1)
        XCTAssertFalse(stroke[0].isClosed)
        XCTAssertEqual(stroke[0].points.first, .zero)
        XCTAssertEqual(stroke[0].points.last!.x, 19.999, accuracy: 1e-9)
        XCTAssertTrue(stroke[0].points.allSatisfy { $0.y == 0 })
        // A point past each pixel of the 20-point line, and its end.
        XCTAssertEqual(stroke[0].points.count, 21)
        // Triangles a tenth of a pixel wide cover less than a cell: nothing to fill.
        let specks = (0..<1_000).map { i in
            Polyline(points: [CGPoint(x: CGFloat(i), y: 0), CGPoint(x: CGFloat(i) + 0.1, y: 0), CGPoint(x: CGFloat(i), y: 0.1)],
                     isClosed: true)
        }
        XCTAssertEqual(PolylineSimplifier.simplified(specks, for: .fill, cell: 1) { _, _ in true }, [])
    }

    func testWhatNoResolutionFitsIsNotDrawn() {
        XCTAssertEqual(PolylineSimplifier.simplified([circle(100)], for: .stroke, cell: 1) { _, _ in false }, [])
        XCTAssertEqual(PolylineSimplifier.simplified([circle(100)], for: .stroke, cell: .nan) { _, _ in true }, [])
    }
}
