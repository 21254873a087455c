@testable import Compositor
import LabKit
import XCTest

/// `StrokeOutline`: contours whose nonzero fill is the stroke the `Stroker` draws.
final class StrokeOutlineTests: XCTestCase {
    /// The outline's edges, read back from the area-edge runs it wrote, and its bounds; nil
    /// when it was refused.
    private func outline(_ polylines: [Polyline], style: StrokeStyle, tolerance: CGFloat) -> (edges: [(CGPoint, CGPoint)], bounds: CGRect)? {
        var floats: [Float] = []
        guard let bounds = StrokeOutline(style: style, tolerance: tolerance).append(polylines, to: &floats, maximumFloats: 1 << 24)
        else {
            XCTAssertTrue(floats.isEmpty, "nothing is left behind")
            return nil
        }
        var edges: [(CGPoint, CGPoint)] = []
        for run in stride(from: 0, to: floats.count, by: AreaEdges.stride) {
            let p = (0...AreaEdges.run).map { CGPoint(x: CGFloat(floats[run + 2 * $0]), y: CGFloat(floats[run + 2 * $0 + 1])) }
            for k in 0..<AreaEdges.run where p[k] != p[k + 1] { edges.append((p[k], p[k + 1])) }
        }
        return (edges, bounds)
    }

    private func outline(_ points: [CGPoint], closed: Bool = false, width: CGFloat = 2, cap: CAShapeLayerLineCap = .butt,
                         join: CAShapeLayerLineJoin = .miter, tolerance: CGFloat = 0.01) -> [(CGPoint, CGPoint)]? {
        outline([Polyline(points: points, isClosed: closed)], style: StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join),
                tolerance: tolerance)?.edges
    }

    private static func signedArea(_ edges: [(CGPoint, CGPoint)]) -> CGFloat {
        edges.reduce(0) { $0 + ($1.0.x * $1.1.y - $1.1.x * $1.0.y) / 2 }
    }

    /// The winding number of the edges around `p`.
    private static func winding(_ edges: [(CGPoint, CGPoint)], _ p: CGPoint) -> Int {
        var winding = 0
        for (a, b) in edges {
            let side = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if a.y <= p.y, b.y > p.y, side > 0 { winding += 1 }
            if a.y > p.y, b.y <= p.y, side < 0 { winding -= 1 }
        }
        return winding
    }

    /// A butt-capped segment is its rectangle, wound with negative area.
    func testOpenSegmentIsItsRectangleWoundNegatively() throws {
        let edges = try XCTUnwrap(outline([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)]))
        XCTAssertEqual(Set(edges.map { "\($0.0.x),\($0.0.y)" }), ["0.0,1.0", "10.0,1.0", "10.0,-1.0", "0.0,-1.0"])
        XCTAssertEqual(Self.signedArea(edges), -20, accuracy: 1e-9)
    }

    /// A closed 10 x 10 square stroked 2 wide with miters: the outer 12 x 12 square wound
    /// negatively, the inner 8 x 8 positively, whichever way the path turns. The inner side
    /// passes through each corner of the path, which loops once more round the 1 x 1 square
    /// inside the corner (winding −2 there): net area −(144 − 64) − 4.
    func testClosedSquareIsTwoContoursWithAHole() throws {
        let square = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
        for points in [square, square.reversed()] {
            let edges = try XCTUnwrap(outline(points, closed: true))
            XCTAssertEqual(Self.signedArea(edges), -84, accuracy: 1e-9)
            XCTAssertEqual(Self.winding(edges, CGPoint(x: 9.5, y: 0.5)), -2, "inside a corner")
            XCTAssertEqual(Self.winding(edges, CGPoint(x: 5, y: 5)), 0, "the hole")
            XCTAssertEqual(Self.winding(edges, CGPoint(x: 10.5, y: 5)), -1, "the body")
            XCTAssertEqual(Self.winding(edges, CGPoint(x: 10.9, y: -0.9)), -1, "the miter")
        }
    }

    /// Round caps add half a disc at each end: area 2·10 + π.
    func testRoundCapsAddHalfDiscs() throws {
        let edges = try XCTUnwrap(outline([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)], cap: .round, tolerance: 1e-4))
        XCTAssertEqual(-Self.signedArea(edges), 20 + .pi, accuracy: 1e-3)
    }

    /// A dot: a disc for round caps, a square for square caps, wound as the rest; nothing
    /// for butt caps.
    func testZeroLengthSubpaths() throws {
        let p = [CGPoint(x: 3, y: 4)]
        XCTAssertNil(outline(p, cap: .butt))
        XCTAssertEqual(Self.signedArea(try XCTUnwrap(outline(p, cap: .square))), -4, accuracy: 1e-9)
        XCTAssertEqual(Self.signedArea(try XCTUnwrap(outline(p, cap: .round, tolerance: 1e-4))), -.pi, accuracy: 1e-3)
    }

    /// A circle of radius 5 stroked 10 wide (half-width 5, the Uber splash's ring) reaches its
    /// centre exactly and is outlined; 20 wide, its inner side folds back, and it is refused.
    func testStrokesWiderThanTheCurvatureAreRefused() {
        let circle = (0..<64).map { i in CGPoint(x: 5 * cos(CGFloat(i) * .pi / 32), y: 5 * sin(CGFloat(i) * .pi / 32)) }
        XCTAssertNotNil(outline(circle, closed: true, width: 10, tolerance: 0.05))
        XCTAssertNil(outline(circle, closed: true, width: 20, tolerance: 0.05))
        XCTAssertNotNil(outline(circle, closed: true, width: 4, tolerance: 0.05))
    }

    /// For random polylines, caps, joins and widths, a point is inside the outline (nonzero)
    /// exactly when it is inside one of the `Stroker`'s triangles, away from their edges.
    func testNonzeroFillIsTheStrokersUnion() throws {
        var random = SplitMix(seed: 7)
        var compared = 0
        for _ in 0..<40 {
            // Two polylines, so that pieces that overlap are compared too.
            var polylines: [Polyline] = []
            for _ in 0..<2 {
                let count = Int(random.next() % 6) + 2
                var points: [CGPoint] = []
                for _ in 0..<count { points.append(CGPoint(x: random.unit() * 40, y: random.unit() * 40)) }
                polylines.append(Polyline(points: points, isClosed: random.next() % 3 == 0))
            }
            let caps: [CAShapeLayerLineCap] = [.butt, .round, .square], joins: [CAShapeLayerLineJoin] = [.miter, .round, .bevel]
            let style = StrokeStyle(lineWidth: 1 + random.unit() * 8, lineCap: caps[Int(random.next() % 3)],
                                    lineJoin: joins[Int(random.next() % 3)], miterLimit: 10)
            guard let (outlineEdges, bounds) = outline(polylines, style: style, tolerance: 0.05) else { continue }
            compared += 1
            var vertices: [Float] = []
            Stroker(style: style, tolerance: 0.05).append(polylines, to: &vertices)
            let strip = stride(from: 0, to: vertices.count, by: 2).map { CGPoint(x: CGFloat(vertices[$0]), y: CGFloat(vertices[$0 + 1])) }
            let triangles = (0..<max(0, strip.count - 2)).map { [strip[$0], strip[$0 + 1], strip[$0 + 2]] }
            let edges = triangles.flatMap { t in [(t[0], t[1]), (t[1], t[2]), (t[2], t[0])] } + outlineEdges
            var mismatches: [CGPoint] = []
            for y in stride(from: CGFloat(-10.13), to: 50, by: 0.9) {
                for x in stride(from: CGFloat(-10.07), to: 50, by: 0.9) {
                    let p = CGPoint(x: x, y: y)
                    guard !edges.contains(where: { Self.distance(p, $0.0, $0.1) < 1e-3 }) else { continue }
                    let inStrip = triangles.contains { Self.contains($0, p) }
                    if inStrip != (Self.winding(outlineEdges, p) != 0) { mismatches.append(p) }
                    if inStrip { XCTAssertTrue(bounds.contains(p), "\(p) outside the bounds \(bounds)") }
                }
            }
            XCTAssertEqual(mismatches.count, 0, "\(polylines), \(style): first at \(mismatches.first.map { "\($0)" } ?? "")")
        }
        XCTAssertGreaterThan(compared, 25, "most random strokes are outlined")
    }

    private static func contains(_ t: [CGPoint], _ p: CGPoint) -> Bool {
        func side(_ a: CGPoint, _ b: CGPoint) -> CGFloat { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
        let d1 = side(t[0], t[1]), d2 = side(t[1], t[2]), d3 = side(t[2], t[0])
        let area = (t[1].x - t[0].x) * (t[2].y - t[0].y) - (t[1].y - t[0].y) * (t[2].x - t[0].x)
        guard abs(area) > 1e-12 else { return false }
        return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
    }

    private static func distance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let length2 = dx * dx + dy * dy
        let t = length2 > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2)) : 0
        let cx = a.x + t * dx - p.x, cy = a.y + t * dy - p.y
        return (cx * cx + cy * cy).squareRoot()
    }
}

/// A small deterministic generator for the random cases.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }
}
