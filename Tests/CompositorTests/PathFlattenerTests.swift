@testable import Compositor
import LabKit
import XCTest

final class PathFlattenerTests: XCTestCase {
    /// Distance from `p` to the polyline.
    private func distance(_ p: CGPoint, to points: [CGPoint], closed: Bool) -> CGFloat {
        var best = CGFloat.infinity
        let count = closed ? points.count : points.count - 1
        for i in 0..<count {
            let a = points[i], b = points[(i + 1) % points.count]
            let ab = CGPoint(x: b.x - a.x, y: b.y - a.y)
            let lengthSquared = ab.x * ab.x + ab.y * ab.y
            var t = lengthSquared == 0 ? 0 : ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / lengthSquared
            t = min(1, max(0, t))
            best = min(best, hypot(p.x - (a.x + t * ab.x), p.y - (a.y + t * ab.y)))
        }
        return best
    }

    private func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                       y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y)
    }

    func testCubicsStayWithinTheTolerance() {
        var seed: UInt64 = 7
        func random() -> CGFloat {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(seed >> 33) / CGFloat(1 << 31) * 400
        }
        for tolerance in [0.25, 0.1, 1.0] as [CGFloat] {
            for _ in 0..<200 {
                let p = (0..<4).map { _ in CGPoint(x: random(), y: random()) }
                let polylines = PathFlattener.flatten(
                    [.move(to: p[0]), .curve(to: p[3], control1: p[1], control2: p[2])], tolerance: tolerance)
                XCTAssertEqual(polylines.count, 1)
                for i in 0...400 {
                    let q = cubic(p[0], p[1], p[2], p[3], CGFloat(i) / 400)
                    XCTAssertLessThanOrEqual(distance(q, to: polylines[0].points, closed: false), tolerance * 1.0001)
                }
            }
        }
    }

    func testQuadraticsStayWithinTheTolerance() {
        let p0 = CGPoint(x: 0, y: 0), c = CGPoint(x: 150, y: 300), p1 = CGPoint(x: 300, y: 0)
        let polylines = PathFlattener.flatten([.move(to: p0), .quadCurve(to: p1, control: c)], tolerance: 0.25)
        for i in 0...1000 {
            let t = CGFloat(i) / 1000, u = 1 - t
            let q = CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
            XCTAssertLessThanOrEqual(distance(q, to: polylines[0].points, closed: false), 0.25 * 1.0001)
        }
    }

    func testCircleIsWithinToleranceOfTheTrueCircleAndNotOverSubdivided() {
        let path = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200), transform: nil)
        let polyline = PathFlattener.flatten(path.segments, tolerance: 0.25)[0]
        XCTAssertTrue(polyline.isClosed)
        for i in 0..<2000 {
            let angle = CGFloat(i) / 2000 * 2 * .pi
            let q = CGPoint(x: 100 * cos(angle), y: 100 * sin(angle))
            // The cubic approximation of a circle adds at most 0.027% of the radius.
            XCTAssertLessThanOrEqual(distance(q, to: polyline.points, closed: true), 0.25 + 100 * 2.8e-4)
        }
        // A regular polygon needs π/acos(1 − tol/r) ≈ 70 sides; uniform steps cost a little more.
        XCTAssertLessThan(polyline.points.count, 140)
    }

    func testSubpathsCloseAndRestart() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.move(to: CGPoint(x: 20, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.move(to: CGPoint(x: 50, y: 50))
        let polylines = PathFlattener.flatten(path.segments, tolerance: 0.25)
        XCTAssertEqual(polylines.map(\.isClosed), [true, false])
        XCTAssertEqual(polylines[0].points.count, 4)
        XCTAssertEqual(polylines[0].length, 40)
        XCTAssertEqual(polylines[1].length, 10)
    }

    /// The curve from (−1e15, 400) to (1e15, 400) through controls (0, −1e15) and (0, 1e15),
    /// pulled in to the coordinate limit (4 million at this tolerance): it crosses a 400-point
    /// canvas at its middle, from (0, 100) to (300, 400), and is far off it everywhere else.
    private let wide: [CGPathSegment] = [.move(to: CGPoint(x: -1e15, y: 400)),
                                         .curve(to: CGPoint(x: 1e15, y: 400), control1: CGPoint(x: 0, y: -1e15),
                                                control2: CGPoint(x: 0, y: 1e15))]

    func testACurveWiderThanTheCanvasIsFlattenedOnlyWhereItShows() {
        var whole: [Polyline] = [], clipped: [Polyline] = []
        let unlimited = PathFlattener.flatten(wide, tolerance: 0.25, into: &whole)
        // M = |(−4e6, 400 + 12e6)| ≈ 1.265e7 needs ⌈√(0.75 M / 0.25)⌉ = 6,161 segments.
        XCTAssertEqual(unlimited, PathFlattener.Flattening(pointCount: 6_162, isExact: true))
        let view = CGRect(x: 0, y: 0, width: 400, height: 400)
        let limited = PathFlattener.flatten(wide, tolerance: 0.25, into: &clipped) { view }
        // Halved seven times: the two pieces meeting at (0, 100), t = 0.5 ± 1/128, need 7
        // segments each; the twelve pieces beside them, outside, are chords.
        XCTAssertEqual(limited, PathFlattener.Flattening(pointCount: 1 + 12 + 2 * 7, isExact: false))
        XCTAssertEqual(clipped.pointCount, limited.pointCount)
        // Within the canvas, the clipped polyline is as close to the curve as the whole one.
        let limit = 0.25 * PathFlattener.coordinateLimit
        let p = [CGPoint(x: -limit, y: 400), CGPoint(x: 0, y: -limit), CGPoint(x: 0, y: limit), CGPoint(x: limit, y: 400)]
        var checked = 0
        for i in 0...4_000 {
            let q = cubic(p[0], p[1], p[2], p[3], 0.5 + CGFloat(i) * 1.25e-8)
            guard view.contains(q) else { continue }
            XCTAssertLessThanOrEqual(distance(q, to: clipped[0].points, closed: false), 0.25 * 1.0001)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 3_500)
    }

    func testClippedCurvesPastThePointBudgetAreChords() {
        // 1,000 subpaths of the wide curve, 27 points each when clipped: 37 of them fit in
        // 1,000 points (999), the other 963 are a move and a chord.
        var contours: [Polyline] = []
        let limited = PathFlattener.flatten(Array(repeating: wide, count: 1_000).flatMap { $0 }, tolerance: 0.25, into: &contours,
                                            maximumPoints: 1_000) { CGRect(x: 0, y: 0, width: 400, height: 400) }
        XCTAssertEqual(limited, PathFlattener.Flattening(pointCount: 37 * 27 + 963 * 2, isExact: false))
    }

    func testCurvesThatNeedFewSegmentsAreNotClipped() {
        // A circle far off the canvas is flattened whole: ordinary geometry does not depend
        // on where it is (and stays cacheable).
        let circle = CGPath(ellipseIn: CGRect(x: 5_000, y: 5_000, width: 300, height: 300), transform: nil).segments
        var clipped: [Polyline] = []
        let limited = PathFlattener.flatten(circle, tolerance: 0.25, into: &clipped) { CGRect(x: 0, y: 0, width: 400, height: 400) }
        XCTAssertTrue(limited.isExact)
        XCTAssertEqual(clipped, PathFlattener.flatten(circle, tolerance: 0.25))
    }

    func testPastThePointBudgetCurvesBecomeChords() {
        // 100 arches in a row, each needing ⌈√(3 · |(100, −100)|)⌉ = 21 segments.
        var path: [CGPathSegment] = [.move(to: .zero)]
        for i in 0..<100 {
            let x = CGFloat(i) * 100
            path.append(.curve(to: CGPoint(x: x + 100, y: 0), control1: CGPoint(x: x, y: 100), control2: CGPoint(x: x + 100, y: 100)))
        }
        XCTAssertEqual(PathFlattener.flatten(path, tolerance: 0.25)[0].points.count, 1 + 100 * 21)
        var contours: [Polyline] = []
        let limited = PathFlattener.flatten(path, tolerance: 0.25, into: &contours, maximumPoints: 1_000)
        // The 47 arches that fit (1 + 47 · 21 = 988 points), then 53 chords.
        XCTAssertEqual(limited, PathFlattener.Flattening(pointCount: 988 + 53, isExact: false))
        XCTAssertEqual(contours[0].points[988], CGPoint(x: 4_800, y: 0))
    }

    func testZeroLengthSegmentIsKeptAsADot() {
        let polylines = PathFlattener.flatten([.move(to: CGPoint(x: 3, y: 3)), .line(to: CGPoint(x: 3, y: 3))], tolerance: 0.25)
        XCTAssertEqual(polylines, [Polyline(points: [CGPoint(x: 3, y: 3)], isClosed: false)])
    }
}

final class PathFlattenerReuseTests: XCTestCase {
    /// Flattening into buffers left by an earlier path gives exactly what a fresh flattening gives.
    func testFlatteningIntoUsedBuffersMatchesAFreshFlattening() {
        let three = CGMutablePath()
        three.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 30))
        three.addRect(CGRect(x: 60, y: 0, width: 10, height: 10))
        three.move(to: CGPoint(x: 0, y: 80))
        three.addQuadCurve(to: CGPoint(x: 40, y: 80), control: CGPoint(x: 20, y: 40))
        let one = CGMutablePath()
        one.addRect(CGRect(x: 5, y: 5, width: 5, height: 5))
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 1, y: 1))
        dot.addLine(to: CGPoint(x: 1, y: 1))
        var buffers: [Polyline] = []
        for path in [three, one, three, dot, one] {
            PathFlattener.flatten(path.segments, tolerance: 0.25, into: &buffers)
            XCTAssertEqual(buffers, PathFlattener.flatten(path.segments, tolerance: 0.25))
        }
    }

    /// An open polyline flattened from curves keeps their tangents at its ends (for caps
    /// square to the curve); a closed one, a chord or a line has none.
    func testOpenCurvesKeepTheirEndTangents() {
        let arc: [CGPathSegment] = [.move(to: CGPoint(x: 100, y: 0)),
                                    .curve(to: CGPoint(x: 0, y: 100), control1: CGPoint(x: 100, y: 55), control2: CGPoint(x: 55, y: 100))]
        let open = PathFlattener.flatten(arc, tolerance: 0.25)[0]
        XCTAssertEqual(open.startTangent, CGPoint(x: 0, y: 1))
        XCTAssertEqual(open.endTangent, CGPoint(x: -1, y: 0))
        let closed = PathFlattener.flatten(arc + [.closeSubpath], tolerance: 0.25)[0]
        XCTAssertNil(closed.startTangent)
        XCTAssertNil(closed.endTangent)
        let thenLine = PathFlattener.flatten(arc + [.line(to: CGPoint(x: 0, y: 200))], tolerance: 0.25)[0]
        XCTAssertEqual(thenLine.startTangent, CGPoint(x: 0, y: 1))
        XCTAssertNil(thenLine.endTangent, "a line ends it")
    }
}
