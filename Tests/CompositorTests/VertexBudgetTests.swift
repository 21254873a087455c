@testable @_spi(Rendering) import Compositor
@_spi(Rendering) import LabKit
import XCTest

/// Every frame stays within the vertex budget of its canvas: paths past the per-path budget
/// are simplified to device resolution, huge curves are clipped to the canvas, and once the
/// frame's budget is spent the rest of the frame is not drawn.
final class VertexBudgetTests: XCTestCase {
    private var messages: [String] = []
    private var previousSink: ((String) -> Void)?

    override func setUp() {
        messages = []
        previousSink = LabDiagnostics.setSink { [unowned self] in self.messages.append($0) }
    }

    override func tearDown() {
        if let previousSink { LabDiagnostics.setSink(previousSink) }
    }

    private func root(_ size: CGFloat) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: size, height: size)
        return root
    }

    private func draws(_ list: RenderList) -> [DrawCommand] {
        list.commands.compactMap { if case .draw(let d) = $0 { return d } else { return nil } }
    }

    /// The box around a draw's strip vertices.
    private func box(_ list: RenderList, _ draw: DrawCommand) -> CGRect {
        let floats = list.vertices[Int(draw.first) * 2..<Int(draw.first + draw.count) * 2]
        let xs = stride(from: floats.startIndex, to: floats.endIndex, by: 2).map { CGFloat(floats[$0]) }
        let ys = stride(from: floats.startIndex + 1, to: floats.endIndex, by: 2).map { CGFloat(floats[$0]) }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    private func assertWithinBudget(_ list: RenderList, file: StaticString = #filePath, line: UInt = #line) {
        let budget = list.vertexBudget
        XCTAssertLessThanOrEqual(list.budgetedVertexCount, budget.perFrame, file: file, line: line)
        for draw in draws(list) {
            let size = Int(draw.count) + Int(draw.fringeCount) * EdgeFringe.stride / 2 + Int(draw.edgeCount) * AreaEdges.stride / 2
            XCTAssertLessThanOrEqual(size, budget.perPath, file: file, line: line)
        }
        XCTAssertTrue(list.vertices.allSatisfy(\.isFinite), file: file, line: line)
    }

    func testTheBudgetFollowsTheCanvas() {
        let phone = VertexBudget(width: 1500, height: 2668)
        XCTAssertEqual(phone.perPath, 4_002_000)
        XCTAssertEqual(phone.perFrame, 16_008_000)
        XCTAssertEqual(phone.perFrame * 8, 128_064_000, "bytes of geometry at most")
        XCTAssertEqual(VertexBudget(width: 200, height: 200), VertexBudget(width: 0, height: -5), "the minimum")
        XCTAssertEqual(VertexBudget(width: 200, height: 200).perFrame, 4 * 65_536)
        XCTAssertEqual(VertexBudget(width: .max, height: .max).perPath, 1 << 40)
        var list = RenderList(width: 10, height: 10)
        list.vertices = [0, 0, 1, 1]
        list.fringeVertices = Array(repeating: 0, count: EdgeFringe.stride * 3)
        list.areaEdges = Array(repeating: 0, count: AreaEdges.stride)
        XCTAssertEqual(list.budgetedVertexCount, 2 + 3 * 6 + 7, "floats over two")
    }

    func testTenMillionPointsAreSimplifiedToDeviceResolution() {
        // A circle of radius 300 through 10 million points, filled and stroked 4 wide.
        let path = CGMutablePath()
        let count = 10_000_000
        for i in 0..<count {
            let angle = CGFloat(i) / CGFloat(count) * 2 * .pi
            let p = CGPoint(x: 500 + 300 * cos(angle), y: 500 + 300 * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        let r = root(1000)
        let shape = CAShapeLayer()
        shape.frame = r.bounds
        shape.path = path
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        shape.lineWidth = 4
        shape.lineJoin = .round
        r.addSublayer(shape)
        let start = Date()
        let list = Compositor().renderList(for: r, at: 0, scale: 1, width: 1000, height: 1000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
        assertWithinBudget(list)
        let fill = draws(list)[0], stroke = draws(list)[1]
        // A point about every pixel of the 1,885-pixel outline (see PolylineSimplifierTests).
        XCTAssertLessThanOrEqual(fill.count, 1_886 + 3)
        let fillBox = box(list, fill), strokeBox = box(list, stroke)
        for (value, expected) in [(fillBox.minX, 200), (fillBox.minY, 200), (fillBox.maxX, 800), (fillBox.maxY, 800),
                                  (strokeBox.minX, 198), (strokeBox.minY, 198), (strokeBox.maxX, 802), (strokeBox.maxY, 802)]
            as [(CGFloat, CGFloat)] {
            XCTAssertEqual(value, expected, accuracy: 1.5)
        }
        XCTAssertEqual(messages.filter { $0.contains("simplified to device resolution") }.count, 1)
    }

    func testACurveWiderThanTheCanvasDrawsOnlyWhatShows() {
        let r = root(400)
        let shape = CAShapeLayer()
        shape.frame = r.bounds
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -1e15, y: 400))
        path.addCurve(to: CGPoint(x: 1e15, y: 400), control1: CGPoint(x: 0, y: -1e15), control2: CGPoint(x: 0, y: 1e15))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        shape.lineWidth = 2
        r.addSublayer(shape)
        let list = Compositor().renderList(for: r, at: 0, scale: 1, width: 400, height: 400)
        assertWithinBudget(list)
        // Flattened where it shows (see PathFlattenerTests): at most a few dozen points,
        // each at most 12 vertices with miter joins.
        XCTAssertEqual(draws(list).count, 1)
        XCTAssertLessThanOrEqual(list.vertexCount, 12 * 40)
        // Dashed, it is measured whole, so not clipped: still bounded, by the coordinate limit.
        shape.lineDashPattern = [10, 10]
        let dashed = Compositor().renderList(for: r, at: 0, scale: 1, width: 400, height: 400)
        assertWithinBudget(dashed)
    }

    func testMicroscopicDashesOnALongPathStrokeSolid() {
        let r = root(400)
        let shape = CAShapeLayer()
        shape.frame = r.bounds
        let path = CGMutablePath()
        // 200,000 points along a 400-point wave: 0.001-point dashes would be 200 million.
        path.move(to: CGPoint(x: 0, y: 200))
        for i in 1..<200_000 { path.addLine(to: CGPoint(x: CGFloat(i) / 500, y: 200 + 100 * sin(CGFloat(i) / 5_000))) }
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        shape.lineDashPattern = [0.001, 0.001]
        r.addSublayer(shape)
        let list = Compositor().renderList(for: r, at: 0, scale: 1, width: 400, height: 400)
        assertWithinBudget(list)
        XCTAssertEqual(draws(list).count, 1)
        XCTAssertTrue(messages.contains { $0.contains("stroking solid") })
        XCTAssertTrue(messages.contains { $0.contains("simplified to device resolution") })
        // Solid and simplified: about a point a pixel of the wave, 12 vertices each at most.
        XCTAssertLessThanOrEqual(list.vertexCount, 12 * 800)
        // From x = 0 to 400, give or take the butt ends' half width.
        XCTAssertEqual(box(list, draws(list)[0]).minX, 0, accuracy: 0.5)
        XCTAssertEqual(box(list, draws(list)[0]).maxX, 400, accuracy: 0.5)
    }

    func testPastTheFrameBudgetTheRestIsNotDrawnWithOneDiagnostic() {
        // 200 x 200 pixels: 65,536 vertices a path, 262,144 a frame. Eight stars of 50,000
        // points, filled through the stencil: 50,000 strip vertices and a cover quad each.
        let r = root(200)
        for _ in 0..<8 {
            let star = CAShapeLayer()
            star.frame = r.bounds
            let path = CGMutablePath()
            path.addLines(between: (0..<50_000).map { i in
                let angle = CGFloat(i) / 50_000 * 2 * .pi, radius: CGFloat = i % 2 == 0 ? 90 : 40
                return CGPoint(x: 100 + radius * cos(angle), y: 100 + radius * sin(angle))
            })
            path.closeSubpath()
            star.path = path.copy()
            r.addSublayer(star)
        }
        let compositor = Compositor()
        for _ in 0..<3 {
            let list = compositor.renderList(for: r, at: 0, scale: 1, width: 200, height: 200)
            assertWithinBudget(list)
            // Five stars fit (250,020 vertices); the sixth would pass 262,144.
            XCTAssertEqual(draws(list).map(\.count), Array(repeating: 50_000, count: 5))
            XCTAssertEqual(list.budgetedVertexCount, 5 * 50_004)
        }
        XCTAssertEqual(messages.filter { $0.contains("budget") }.count, 1, "\(messages)")
    }
}
