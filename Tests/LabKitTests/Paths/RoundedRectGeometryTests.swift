@_spi(Rendering) import LabKit
import XCTest

// Sources for the expectations below (facts only: measured coordinates and documented rules).
// - UIKit's element dumps of `UIBezierPath(roundedRect:cornerRadius:)` on iOS 17.5 (every regime,
//   22 elements, no close element, start on the top edge right of the top-left corner or at the
//   top centre), recorded in honghaoz/ChouTiUI, ChouTiUI/Tests/ChouTiUITests/AppKit/BezierPath/
//   NSBezierPath+RoundedRectTests.swift and NSBezierPath+RoundedRect.swift.
// - PaintCode, "Drawing Code for iOS 7 Rounded Rectangles"
//   (https://www.paintcodeapp.com/news/code-for-ios-7-rounded-rectangles): three shapes, the
//   continuous corner while radius ≤ min(w, h) / 2 / 1.52866483.
// - Apple Developer Forums thread 789134: radius 16 changes shape between heights 49 and 48.
// - Stack Overflow 76933879 ("UIBezierPath issue with oval shape"): cornerRadii.height is ignored.
// - Stack Overflow 29054725: `bezierPathWithOvalInRect` strokes from 3 o'clock, clockwise on screen;
//   a public CGPathApply inspection of CGPathCreateWithEllipseInRect({0, 0, 1, 1}) gives
//   move (1, 0.5) then a cubic to (0.5, 1), four cubics and a close.
// - Apple, UIBezierPath init(arcCenter:…): start 0, end π, clockwise true draws the bottom half.
// - Apple, CGMutablePath.addRoundedRect: "Each corner … is one-quarter of an ellipse with axes
//   equal to the cornerWidth and cornerHeight parameters … oriented in the clockwise direction."
// The brief's 0.16906723 is not in any measurement found; iOS gives 0.16905956.
final class RoundedRectGeometryTests: XCTestCase {
    private func move(_ x: CGFloat, _ y: CGFloat) -> CGPathSegment { .move(to: CGPoint(x: x, y: y)) }
    private func line(_ x: CGFloat, _ y: CGFloat) -> CGPathSegment { .line(to: CGPoint(x: x, y: y)) }
    private func curve(_ c1x: CGFloat, _ c1y: CGFloat, _ c2x: CGFloat, _ c2y: CGFloat,
                       _ x: CGFloat, _ y: CGFloat) -> CGPathSegment {
        .curve(to: CGPoint(x: x, y: y), control1: CGPoint(x: c1x, y: c1y), control2: CGPoint(x: c2x, y: c2y))
    }

    private func assertSegments(_ actual: [CGPathSegment], _ expected: [CGPathSegment], accuracy: CGFloat = 1e-5,
                                file: StaticString = #filePath, line: UInt = #line) {
        for (index, (a, e)) in zip(actual, expected).enumerated() {
            XCTAssertEqual(a.type, e.type, "element \(index)", file: file, line: line)
            for (p, q) in zip(a.points, e.points) {
                XCTAssertEqual(p.x, q.x, accuracy: accuracy, "element \(index) x", file: file, line: line)
                XCTAssertEqual(p.y, q.y, accuracy: accuracy, "element \(index) y", file: file, line: line)
            }
        }
    }

    private func diagnostics(_ body: () -> Void) -> [String] {
        var messages: [String] = []
        let previous = LabDiagnostics.setSink { messages.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        body()
        return messages
    }

    // MARK: - UIBezierPath(roundedRect:)

    func testContinuousCornersMatchIOSElementForElement() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 160, height: 100), cornerRadius: 10).cgPath
        XCTAssertEqual(path.segments.count, 22)
        assertSegments(path.segments, [
            move(15.28665, 0),
            line(144.71335, 0),
            curve(149.1150704, 0, 151.3159306, 0, 153.6850621, 0.7491139),
            line(153.6850621, 0.7491139),
            curve(156.2717617, 1.6905956, 158.3094044, 3.7282383, 159.2508861, 6.3149379),
            curve(160, 8.6840694, 160, 10.8849296, 160, 15.2866498),
            line(160, 84.71335),
            curve(160, 89.1150704, 160, 91.3159306, 159.2508861, 93.6850621),
            line(159.2508861, 93.6850621),
            curve(158.3094044, 96.2717617, 156.2717617, 98.3094044, 153.6850621, 99.2508861),
            curve(151.3159306, 100, 149.1150704, 100, 144.7133502, 100),
            line(15.28665, 100),
            curve(10.8849296, 100, 8.6840694, 100, 6.3149379, 99.2508861),
            line(6.3149379, 99.2508861),
            curve(3.7282383, 98.3094044, 1.6905956, 96.2717617, 0.7491139, 93.6850621),
            curve(0, 91.3159306, 0, 89.1150704, 0, 84.7133502),
            line(0, 15.28665),
            curve(0, 10.8849296, 0, 8.6840694, 0.7491139, 6.3149379),
            line(0.7491139, 6.3149379),
            curve(1.6905956, 3.7282383, 3.7282383, 1.6905956, 6.3149379, 0.7491139),
            curve(8.6840694, 0, 10.8849296, 0, 15.2866498, 0),
            line(15.28665, 0),
        ])
    }

    func testContinuousCornerIsThePublishedCurveScaledByTheRadius() {
        // One corner for radius 1 at the top right of a large rect: the coefficients themselves.
        let segments = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 1).cgPath.segments
        assertSegments(Array(segments[2...5]), [
            curve(100 - 1.08849296, 0, 100 - 0.86840694, 0, 100 - 0.63149379, 0.07491139),
            line(100 - 0.63149379, 0.07491139),
            curve(100 - 0.37282383, 0.16905956, 100 - 0.16905956, 0.37282383, 100 - 0.07491139, 0.63149379),
            curve(100, 0.86840694, 100, 1.08849296, 100, 1.528665),
        ], accuracy: 1e-7)
    }

    func testZeroRadiusIsThePlainRectangleInUIKitOrder() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 160, height: 100), cornerRadius: 0).cgPath
        XCTAssertEqual(path.segments, [move(0, 0), line(160, 0), line(160, 100), line(0, 100), line(0, 0), line(0, 0)])
    }

    func testShapeChangesAtAThirdOfTheShorterSide() {
        // Apple forum 789134: radius 16 is the ordinary shape at height 49, another at 48.
        let tall = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 49), cornerRadius: 16).cgPath
        let short = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 48), cornerRadius: 16).cgPath
        XCTAssertEqual(tall.segments.count, 22)
        XCTAssertEqual(short.segments.count, 22)
        // The top-right corner's last cubic ends 1.528665 radii down the right side…
        XCTAssertEqual(tall.segments[5].points.last!.y, 1.528665 * 16, accuracy: 1e-5)
        // …but past the limit it runs on to 0.95 of the way to the side's centre.
        XCTAssertEqual(short.segments[4].points.last!.x, 200, accuracy: 1e-9)
        XCTAssertEqual(short.segments[4].points.last!.y, 0.95 * 24, accuracy: 1e-5)
    }

    func testOneShortSideMatchesIOS() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 160, height: 100), cornerRadius: 42).cgPath
        XCTAssertEqual(path.segments.count, 22)
        assertSegments(path.segments, [
            move(64.20393, 0),
            line(95.79607, 0),
            curve(106.51285961907355, 0, 117.51716029684988, 0, 129.3628178584504, 3.745569392350802),
            line(129.3628178584504, 3.745569392350802),
            curve(147.75710983002548, 10.440544150405918, 160, 27.925203343417653, 160, 47.5),
            curve(160, 50, 160, 50, 160, 50),
            line(160, 50),
            curve(160, 50, 160, 50, 160, 50),
            line(160, 52.5),
            curve(160, 72.07479665658234, 147.75710983002548, 89.55945584959409, 129.3628178584504, 96.2544306076492),
            curve(117.51716029684988, 100, 106.51285961907355, 100, 84.50425826352087, 100),
            line(64.20393, 100),
            curve(53.48714038092645, 100, 42.48283970315011, 100, 30.637182141549626, 96.2544306076492),
            line(30.637182141549626, 96.2544306076492),
            curve(12.242890169974531, 89.55945584959409, 0, 72.07479665658235, 0, 52.5),
            curve(0, 50, 0, 50, 0, 50),
            line(0, 50),
            curve(0, 50, 0, 50, 0, 50),
        ])
        assertSegments([path.segments.last!], [line(64.20393, 0)])
    }

    func testBothSidesShortGiveACapsuleFromTheTopCentre() {
        let wide = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 40).cgPath
        let tall = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 100), cornerRadius: 35).cgPath
        for (path, rect) in [(wide, CGRect(x: 0, y: 0, width: 100, height: 40)), (tall, CGRect(x: 0, y: 0, width: 40, height: 100))] {
            XCTAssertEqual(path.segments.count, 22)
            XCTAssertEqual(path.segments.first, move(rect.midX, 0))
            XCTAssertEqual(path.currentPoint, CGPoint(x: rect.midX, y: 0))
            XCTAssertEqual(path.boundingBoxOfPath.minX, 0, accuracy: 1e-9)
            XCTAssertEqual(path.boundingBoxOfPath.maxX, rect.maxX, accuracy: 1e-9)
            XCTAssertEqual(path.boundingBoxOfPath.maxY, rect.maxY, accuracy: 1e-9)
        }
        // The wide capsule's right cap is a half circle of radius 20 around (80, 20), reached clockwise.
        let ends = wide.segments.compactMap { $0.points.last }
        XCTAssertTrue(ends.contains(CGPoint(x: 100, y: 20)))
        XCTAssertLessThan(ends.firstIndex(of: CGPoint(x: 100, y: 20))!, ends.firstIndex(of: CGPoint(x: 0, y: 20))!)
        // A square with half its side as radius is a circle from 12 o'clock.
        let circle = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 25).cgPath
        XCTAssertEqual(circle.segments.first, move(25, 0))
        for case .curve(let p, _, _) in circle.segments {
            XCTAssertEqual(hypot(p.x - 25, p.y - 25), 25, accuracy: 1e-9)
        }
    }

    func testRoundingSomeCornersLeavesTheOthersSquare() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                cornerRadii: CGSize(width: 10, height: 30)).cgPath
        let ends = path.segments.compactMap { $0.points.last }
        XCTAssertEqual(path.segments.first, move(15.28665, 0))
        XCTAssertEqual(path.segments[1], line(100, 0))
        XCTAssertTrue(ends.contains(CGPoint(x: 0, y: 60)))
        XCTAssertFalse(ends.contains(CGPoint(x: 100, y: 60)))
        XCTAssertFalse(ends.contains(CGPoint(x: 0, y: 0)))
        XCTAssertEqual(path.boundingBoxOfPath, rect)
        // cornerRadii.height plays no part, as in UIKit.
        let sameWidth = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
                                     cornerRadii: CGSize(width: 10, height: 0)).cgPath
        XCTAssertEqual(path, sameWidth)
        // Every corner named one by one is `.allCorners`.
        let four = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight, .bottomLeft, .bottomRight],
                                cornerRadii: CGSize(width: 10, height: 10)).cgPath
        XCTAssertEqual(four, UIBezierPath(roundedRect: rect, cornerRadius: 10).cgPath)
    }

    func testDegenerateInputNeverTraps() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        var nan = UIBezierPath()
        XCTAssertEqual(diagnostics { nan = UIBezierPath(roundedRect: rect, cornerRadius: .nan) }.count, 1)
        XCTAssertEqual(nan.cgPath, UIBezierPath(roundedRect: rect, cornerRadius: 0).cgPath)
        XCTAssertEqual(diagnostics { nan = UIBezierPath(roundedRect: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), cornerRadius: 4) }.count, 1)
        XCTAssertTrue(nan.isEmpty)
        XCTAssertEqual(UIBezierPath(roundedRect: rect, cornerRadius: -5).cgPath, UIBezierPath(roundedRect: rect, cornerRadius: 0).cgPath)
        XCTAssertEqual(UIBezierPath(roundedRect: rect, cornerRadius: .infinity).cgPath.segments.first, move(50, 0))
        XCTAssertEqual(UIBezierPath(roundedRect: .zero, cornerRadius: 5).cgPath.boundingBox, .zero)
        XCTAssertEqual(UIBezierPath(roundedRect: CGRect(x: 10, y: 0, width: -100, height: 60), cornerRadius: 10).cgPath,
                       UIBezierPath(roundedRect: CGRect(x: -90, y: 0, width: 100, height: 60), cornerRadius: 10).cgPath)
    }

    // MARK: - Core Graphics stays circular

    func testCoreGraphicsRoundedRectStaysElliptical() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 20, cornerHeight: 10,
                          transform: nil)
        XCTAssertEqual(path.segments.first, move(20, 0))
        guard case .curve(let end, let c1, let c2) = path.segments[2] else { return XCTFail("expected the top-right quarter") }
        // A quarter ellipse with axes 20 and 10 around (80, 10), control points at the ellipse handle.
        XCTAssertEqual(end, CGPoint(x: 100, y: 10))
        XCTAssertEqual(c1.x, 80 + 20 * 0.5522847498, accuracy: 1e-6)
        XCTAssertEqual(c2.y, 10 - 10 * 0.5522847498, accuracy: 1e-6)
        XCTAssertEqual(path.segments.last, .closeSubpath)
        var messages = diagnostics { _ = CGPath(roundedRect: .init(x: 0, y: 0, width: 4, height: 4), cornerWidth: .nan, cornerHeight: 1, transform: nil) }
        XCTAssertEqual(messages.count, 1)
        messages = diagnostics { _ = CGMutablePath().addRoundedRect(in: .init(x: 0, y: 0, width: 4, height: 4), cornerWidth: 9, cornerHeight: 9) }
        XCTAssertEqual(messages, [])
    }

    // MARK: - Ovals and arcs

    func testOvalStartsAtTheRightmostPointAndRunsClockwiseOnScreen() {
        let rect = CGRect(x: 0, y: 0, width: 1, height: 1)
        let oval = UIBezierPath(ovalIn: rect).cgPath
        XCTAssertEqual(oval, CGPath(ellipseIn: rect, transform: nil))
        XCTAssertEqual(oval.segments.count, 6)
        assertSegments(oval.segments, [
            move(1, 0.5),
            curve(1, 0.77614237491539662, 0.77614237491539662, 1, 0.5, 1),
            curve(0.22385762508460333, 1, 0, 0.77614237491539662, 0, 0.5),
            curve(0, 0.22385762508460333, 0.22385762508460333, 0, 0.5, 0),
            curve(0.77614237491539662, 0, 1, 0.22385762508460333, 1, 0.5),
        ], accuracy: 1e-9)
        XCTAssertEqual(oval.segments.last, .closeSubpath)
    }

    func testArcFromZeroToPiClockwiseIsTheBottomHalf() {
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true).cgPath
        XCTAssertEqual(arc.boundingBoxOfPath.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(arc.boundingBoxOfPath.maxY, 10, accuracy: 1e-3)
        let other = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false).cgPath
        XCTAssertEqual(other.boundingBoxOfPath.minY, -10, accuracy: 1e-3)
    }

    // MARK: - The renderer's layer corners

    func testLayerContinuousCornersAreUIKitsWhileTheyFit() {
        let rect = CGRect(x: 0, y: 0, width: 160, height: 100)
        let layer = CGPath.roundedRect(rect, radii: (10, 10, 10, 10), curve: .continuous)
        let uikit = UIBezierPath(roundedRect: rect, cornerRadius: 10).cgPath
        // The same curves, without UIKit's lines of no length and with a close.
        let drawn: (CGPath) -> [CGPathSegment] = { path in
            var previous = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
            return path.segments.filter { segment in
                defer { previous = segment.points.last ?? previous }
                if case .line(let p) = segment { return hypot(p.x - previous.x, p.y - previous.y) > 1e-4 }
                return segment != .closeSubpath
            }
        }
        XCTAssertEqual(drawn(layer).count, drawn(uikit).count)
        assertSegments(drawn(layer), drawn(uikit))
        XCTAssertEqual(layer.segments.last, .closeSubpath)
    }

    func testLayerCornersTakeTheirOwnRadiiAndClampToHalfTheShorterSide() {
        let rect = CGRect(x: 0, y: 0, width: 160, height: 100)
        let path = CGPath.roundedRect(rect, radii: (topLeft: 5, topRight: 10, bottomRight: 0, bottomLeft: 80), curve: .circular)
        XCTAssertEqual(path.segments.first, move(5, 0))
        let ends = path.segments.compactMap { $0.points.last }
        XCTAssertTrue(ends.contains(CGPoint(x: 160, y: 100)))  // square bottom-right
        XCTAssertTrue(ends.contains(CGPoint(x: 0, y: 50)))     // bottom-left clamped to 50
        guard case .curve(let end, _, _) = path.segments[2] else { return XCTFail("expected the top-right quarter") }
        XCTAssertEqual(end, CGPoint(x: 160, y: 10))
        let (c1, c2) = (path.segments[2].points[0], path.segments[2].points[1])
        let mid = CGPoint(x: (150 + 3 * c1.x + 3 * c2.x + end.x) / 8, y: (0 + 3 * c1.y + 3 * c2.y + end.y) / 8)
        XCTAssertEqual(hypot(mid.x - 150, mid.y - 10), 10, accuracy: 1e-3)
    }

    func testLayerContinuousCornersEaseIntoACapsule() {
        let rect = CGRect(x: 0, y: 0, width: 160, height: 100)
        // No jump at UIKit's limit: just under and just over it draw the same shape.
        let limit: CGFloat = 50 / 1.528665
        let under = CGPath.roundedRect(rect, radii: (limit - 1e-6, limit - 1e-6, limit - 1e-6, limit - 1e-6), curve: .continuous)
        let over = CGPath.roundedRect(rect, radii: (limit + 1e-6, limit + 1e-6, limit + 1e-6, limit + 1e-6), curve: .continuous)
        assertSegments(over.segments, under.segments, accuracy: 1e-4)
        // At half the shorter side, the ends are half circles.
        let capsule = CGPath.roundedRect(rect, radii: (50, 50, 50, 50), curve: .continuous)
        XCTAssertEqual(capsule.segments.first, move(50, 0))
        for case .curve(let p, _, _) in capsule.segments {
            let centre = CGPoint(x: p.x > 80 ? 110 : 50, y: 50)
            XCTAssertEqual(hypot(p.x - centre.x, p.y - centre.y), 50, accuracy: 1e-9)
        }
    }

    func testLayerCornersIgnoreBadInput() {
        var path: CGPath = CGMutablePath()
        XCTAssertEqual(diagnostics { path = CGPath.roundedRect(CGRect(x: 0, y: 0, width: 10, height: 10), radii: (.nan, 0, 0, 0), curve: .continuous) }.count, 1)
        XCTAssertEqual(path, CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
        XCTAssertEqual(diagnostics { path = CGPath.roundedRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), radii: (1, 1, 1, 1), curve: .circular) }.count, 1)
        XCTAssertTrue(path.isEmpty)
        XCTAssertFalse(CGPath.roundedRect(.zero, radii: (4, 4, 4, 4), curve: .continuous).isEmpty)
    }
}
