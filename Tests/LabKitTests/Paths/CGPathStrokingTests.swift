import LabKit
import XCTest

/// Core Graphics' stroked outline (`CGPath.copy(strokingWithWidth:…)`,
/// `CGContext.replacePathWithStrokedPath()`): the area a stroke paints, by the nonzero rule.
final class CGPathStrokingTests: XCTestCase {
    private func line(_ points: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        return path
    }

    func testButtSquareAndRoundCaps() {
        let segment = line([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
        let butt = segment.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(butt.contains(CGPoint(x: 5, y: 1.9)))
        XCTAssertFalse(butt.contains(CGPoint(x: 5, y: 2.1)))
        XCTAssertFalse(butt.contains(CGPoint(x: -0.1, y: 0)))
        let square = segment.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(square.contains(CGPoint(x: -1.9, y: 1.9)))
        XCTAssertFalse(square.contains(CGPoint(x: -2.1, y: 0)))
        let round = segment.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(round.contains(CGPoint(x: -1.9, y: 0)))
        XCTAssertFalse(round.contains(CGPoint(x: -1.5, y: 1.5)), "outside the disc, inside the square")
    }

    /// The C function's Swift import, `CGPath(__byStroking:…)` (MKRingProgressView strokes its
    /// arcs with it), is `copy(strokingWithWidth:…)`; Core Graphics requires a width "greater
    /// than 0" (its reference), so zero gives no path and a diagnostic.
    func testTheImportedStrokingInitializer() throws {
        let segment = line([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
        let stroked = try XCTUnwrap(CGPath(__byStroking: segment, transform: nil, lineWidth: 4, lineCap: .butt,
                                           lineJoin: .miter, miterLimit: 10))
        // A butt-capped stroke 4 wide of a 10-long line: the rectangle 0…10 × -2…2.
        XCTAssertEqual(stroked.boundingBoxOfPath, CGRect(x: 0, y: -2, width: 10, height: 4))
        var shift = CGAffineTransform(translationX: 5, y: 5)
        let moved = try XCTUnwrap(CGPath(__byStroking: segment, transform: &shift, lineWidth: 4, lineCap: .butt,
                                         lineJoin: .miter, miterLimit: 10))
        XCTAssertEqual(moved.boundingBoxOfPath, CGRect(x: 5, y: 3, width: 10, height: 4))

        var reports: [String] = []
        let previous = LabDiagnostics.setSink { reports.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        XCTAssertNil(CGPath(__byStroking: segment, transform: nil, lineWidth: 0, lineCap: .round, lineJoin: .round, miterLimit: 0))
        XCTAssertEqual(reports.count, 1)
    }

    /// A right angle: a miter fills the outer corner, a bevel cuts it, the inner side is
    /// covered either way.
    func testJoins() {
        let corner = line([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        let miter = corner.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(miter.contains(CGPoint(x: 11.9, y: -1.9)))
        let bevel = corner.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        XCTAssertFalse(bevel.contains(CGPoint(x: 11.9, y: -1.9)))
        XCTAssertTrue(bevel.contains(CGPoint(x: 11, y: -0.5)))
        let cut = corner.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 1.2)
        XCTAssertFalse(cut.contains(CGPoint(x: 11.9, y: -1.9)), "a miter past its limit is a bevel")
        XCTAssertTrue(miter.contains(CGPoint(x: 8.5, y: 1.5)), "the inner side")
    }

    /// UICircularProgressRing's recipe: an arc's stroke as the clip of what is drawn next.
    func testAStrokedArcIsARing() {
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 50, startAngle: 0, endAngle: .pi, clockwise: false)
        let ring = arc.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(ring.contains(CGPoint(x: 0, y: 54)))
        XCTAssertFalse(ring.contains(CGPoint(x: 0, y: 56)))
        XCTAssertFalse(ring.contains(CGPoint(x: 0, y: 44)))
        XCTAssertFalse(ring.contains(CGPoint(x: 0, y: -50)), "only the half drawn")
        XCTAssertTrue(arc.copy(strokingWithWidth: .nan, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }

    func testReplacePathWithStrokedPathUsesTheContextsLineStyleAndScale() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 100), false, 1)
        defer { UIGraphicsEndImageContext() }
        let ctx = UIGraphicsGetCurrentContext()!
        ctx.scaleBy(x: 2, y: 2)
        ctx.move(to: CGPoint(x: 10, y: 10))
        ctx.addLine(to: CGPoint(x: 20, y: 10))
        ctx.setLineWidth(4)
        ctx.replacePathWithStrokedPath()
        XCTAssertEqual(ctx.boundingBoxOfPath, CGRect(x: 10, y: 8, width: 10, height: 4), "in user space")
    }
}
