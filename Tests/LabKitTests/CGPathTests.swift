import LabKit
import XCTest

final class CGPathTests: XCTestCase {
    /// The point of a path's only cubic (after its move) at parameter t.
    private func pointOnCurve(_ segments: [CGPathSegment], index: Int, t: CGFloat) -> CGPoint {
        var start = CGPoint.zero
        for segment in segments[..<index] {
            if let last = segment.points.last { start = last }
        }
        guard case .curve(let p, let c1, let c2) = segments[index] else { XCTFail("not a curve"); return .zero }
        let u = 1 - t
        return CGPoint(x: u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                       y: u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y)
    }

    func testUIBezierArcClockwiseTurnsClockwiseOnScreen() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true).cgPath
        XCTAssertEqual(path.segments.count, 2)
        // A quarter turn from 3 o'clock clockwise on a y-down screen ends at 6 o'clock (y = +10).
        XCTAssertEqual(path.currentPoint.x, 0, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 10, accuracy: 1e-9)
        let mid = pointOnCurve(path.segments, index: 1, t: 0.5)
        XCTAssertEqual(mid.x, 10 / sqrt(2), accuracy: 1e-3)
        XCTAssertEqual(mid.y, 10 / sqrt(2), accuracy: 1e-3)
    }

    func testUIBezierArcCounterClockwiseGoesTheOtherWay() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false).cgPath
        // Three quarter turns through 12 o'clock (y = −10).
        XCTAssertEqual(path.segments.count, 4)
        XCTAssertEqual(path.segments[1].points.last!.x, 0, accuracy: 1e-9)
        XCTAssertEqual(path.segments[1].points.last!.y, -10, accuracy: 1e-9)
    }

    func testCGPathArcClockwiseIsCoreGraphicsSense() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Decreasing angle from 0 to π/2 is a 3π/2 sweep: three curves, first ending at 12 o'clock.
        XCTAssertEqual(path.segments.count, 4)
        XCTAssertEqual(path.segments[1].points.last!.y, -10, accuracy: 1e-9)
    }

    func testFullTurnArcIsACompleteCircle() {
        let path = UIBezierPath(arcCenter: CGPoint(x: 5, y: 5), radius: 2, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                                clockwise: true).cgPath
        XCTAssertEqual(path.segments.count, 5)
        XCTAssertEqual(path.segments.first!.points[0].y, 3, accuracy: 1e-12)
        XCTAssertEqual(path.currentPoint.y, 3, accuracy: 1e-9)
        XCTAssertEqual(path.boundingBoxOfPath.width, 4, accuracy: 1e-3)
    }

    func testArcStartsWithALineFromTheCurrentPoint() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: false)
        guard case .line(let p) = path.segments[1] else { return XCTFail("expected a line") }
        XCTAssertEqual(p.x, 5, accuracy: 1e-12)
        XCTAssertEqual(p.y, 0, accuracy: 1e-12)
    }

    func testEllipseIsFourCubicsOnTheEllipse() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let path = CGPath(ellipseIn: rect, transform: nil)
        XCTAssertEqual(path.segments.count, 6)
        XCTAssertEqual(path.segments.first, .move(to: CGPoint(x: 110, y: 45)))
        XCTAssertEqual(path.segments.last, .closeSubpath)
        for index in 1...4 {
            for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                let p = pointOnCurve(path.segments, index: index, t: CGFloat(t))
                let e = pow((p.x - 60) / 50, 2) + pow((p.y - 45) / 25, 2)
                XCTAssertEqual(e, 1, accuracy: 1e-3)
            }
        }
        // Clockwise on screen: the first quarter goes down to the bottom point.
        XCTAssertEqual(path.segments[1].points.last!, CGPoint(x: 60, y: 70))
    }

    func testCoreGraphicsRoundedRectCornersAndBounds() {
        // Core Graphics keeps circular corners; UIBezierPath's continuous ones are tested in RoundedRectGeometryTests.
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10, transform: nil)
        XCTAssertEqual(path.segments.first, .move(to: CGPoint(x: 10, y: 0)))
        XCTAssertEqual(path.boundingBoxOfPath.integral, rect)
        let corner = pointOnCurve(path.segments, index: 2, t: 0.5)
        // The middle of the top-right corner arc lies on the circle of radius 10 around (90, 10).
        XCTAssertEqual(hypot(corner.x - 90, corner.y - 10), 10, accuracy: 1e-2)
        XCTAssertGreaterThan(corner.x, 90)
        XCTAssertLessThan(corner.y, 10)
    }

    func testUIBezierRoundedRectPastTheShorterSideIsACapsule() {
        // UIKit draws a capsule from the top centre once the radius passes a third of both sides.
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 50).cgPath
        XCTAssertEqual(path.segments.first, .move(to: CGPoint(x: 50, y: 0)))
        XCTAssertEqual(path.boundingBoxOfPath.integral, CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    func testCurrentPointAfterCloseIsTheSubpathStart() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 9, y: 9))
        XCTAssertEqual(path.segments[4], .move(to: CGPoint(x: 1, y: 1)))
    }

    func testBoundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(path.boundingBoxOfPath.height, 5, accuracy: 1e-12)
    }

    func testLineWithoutCurrentPointIsIgnoredWithADiagnostic() {
        var messages: [String] = []
        let previous = LabDiagnostics.setSink { messages.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 1, y: 1))
        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("no current point"))
    }

    func testApplyWithBlockReportsEveryElement() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 1, y: 0), control2: CGPoint(x: 2, y: 3))
        path.closeSubpath()
        var types: [CGPathElementType] = []
        var endPoints: [CGPoint] = []
        path.applyWithBlock { element in
            types.append(element.pointee.type)
            if element.pointee.type == .addCurveToPoint { endPoints.append(element.pointee.points[2]) }
        }
        XCTAssertEqual(types, [.moveToPoint, .addCurveToPoint, .closeSubpath])
        XCTAssertEqual(endPoints, [CGPoint(x: 3, y: 3)])
    }

    /// The C-style applier gets the caller's `info` with each element, as TweenKit walks a
    /// path: here a counter it increments and the elements' last points.
    func testApplyPassesInfoWithEachElement() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        path.addQuadCurve(to: CGPoint(x: 9, y: 9), control: CGPoint(x: 7, y: 0))
        final class Walk { var points: [CGPoint] = [] }
        let walk = Walk()
        path.apply(info: Unmanaged.passUnretained(walk).toOpaque()) { info, element in
            let walk = Unmanaged<Walk>.fromOpaque(info!).takeUnretainedValue()
            let count = element.pointee.type == .addQuadCurveToPoint ? 2 : 1
            walk.points.append(element.pointee.points[count - 1])
        }
        XCTAssertEqual(walk.points, [CGPoint(x: 1, y: 2), CGPoint(x: 5, y: 2), CGPoint(x: 9, y: 9)])
    }

    func testAddPathWithTransformAndCopies() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let path = CGMutablePath()
        path.addPath(square, transform: CGAffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 2, height: 3))
        XCTAssertEqual(path.copy(), path.copy())
        let bezier = UIBezierPath(cgPath: square)
        bezier.apply(CGAffineTransform(translationX: 5, y: 0))
        XCTAssertEqual(bezier.bounds, CGRect(x: 5, y: 0, width: 1, height: 1))
        XCTAssertEqual(square.boundingBox, CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    /// Containment as Core Graphics fills (Apple, "CGPath.contains(_:using:transform:)"):
    /// open subpaths close; two same-direction squares, one inside the other, fill the middle
    /// by winding and leave it empty by even-odd.
    func testContainsFollowsTheFillRule() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50)))
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        XCTAssertFalse(path.contains(CGPoint(x: 150, y: 50)))
        XCTAssertTrue(path.contains(CGPoint(x: 150, y: 50), transform: CGAffineTransform(translationX: 100, y: 0)))
        XCTAssertFalse(path.contains(CGPoint(x: CGFloat.nan, y: 0)))
        let open = CGMutablePath()
        open.move(to: .zero)
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addLine(to: CGPoint(x: 0, y: 10))
        XCTAssertTrue(open.contains(CGPoint(x: 2, y: 2)), "an open triangle fills as closed")
    }

    func testContainsFollowsCurves() {
        let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(circle.contains(CGPoint(x: 50, y: 50)))
        XCTAssertTrue(circle.contains(CGPoint(x: 50, y: 2)))
        XCTAssertFalse(circle.contains(CGPoint(x: 5, y: 5)), "outside the arc, inside its box")
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        ring.usesEvenOddFillRule = true
        XCTAssertFalse(ring.contains(CGPoint(x: 50, y: 50)))
        XCTAssertTrue(ring.contains(CGPoint(x: 50, y: 10)))
    }

    /// `UIBezierPath.reversing()` (Apple: "a new path with the reversed contents"): each
    /// subpath from its end back to its start, curves with swapped control points, closed
    /// subpaths still closed, subpaths in reverse order.
    func testReversingRunsEachSubpathBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 2), controlPoint2: CGPoint(x: 15, y: 8))
        path.close()
        path.move(to: CGPoint(x: 20, y: 20))
        path.addQuadCurve(to: CGPoint(x: 30, y: 20), controlPoint: CGPoint(x: 25, y: 15))
        path.lineWidth = 3
        let reversed = path.reversing()
        XCTAssertEqual(reversed.cgPath.segments, [
            .move(to: CGPoint(x: 30, y: 20)), .quadCurve(to: CGPoint(x: 20, y: 20), control: CGPoint(x: 25, y: 15)),
            .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
            .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 15, y: 8), control2: CGPoint(x: 15, y: 2)),
            .line(to: CGPoint(x: 0, y: 0)), .closeSubpath,
        ])
        XCTAssertEqual(reversed.lineWidth, 3)
        XCTAssertEqual(reversed.reversing().bounds, path.bounds)
        let copy = path.copy() as? UIBezierPath
        XCTAssertEqual(copy?.cgPath.segments, path.cgPath.segments)
        copy?.addLine(to: .zero)
        XCTAssertNotEqual(copy?.cgPath.segments.count, path.cgPath.segments.count, "a copy of its own")
    }
}
