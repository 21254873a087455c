import Compositor
import Foundation
import GLBackend
@_spi(LabHost) @_spi(Rendering) import LabKit
import XCTest

/// Fills covered by accumulated edge areas (see `AreaEdges`) against exact coverage: a
/// concave star (nonzero), an annulus (a circle with a hole wound the other way, nonzero) and
/// a ring (both circles wound the same way, even-odd) at scales 1, 2 and 3: every
/// edge pixel within 4/255 on average and 16/255 at worst, the total within 0.1% of the area;
/// and a text layer's glyphs, through the Compositor, against their supersampled outline.
final class AreaCoveragePixelTests: XCTestCase {
    private var context: EGLOffscreenContext!

    override func setUpWithError() throws {
        context = try EGLOffscreenContext()
    }

    /// The polygons of a case, in device pixels at `s` per point, and their fill rule.
    private func shape(_ name: String, scale s: CGFloat) -> (polygons: [[CGPoint]], evenOdd: Bool) {
        func ring(_ count: Int, radius: (Int) -> CGFloat, turn: CGFloat, center: CGPoint) -> [CGPoint] {
            (0..<count).map { i in
                let angle = turn + 2 * .pi * CGFloat(i) / CGFloat(count)
                return CGPoint(x: (center.x + radius(i) * cos(angle)) * s, y: (center.y + radius(i) * sin(angle)) * s)
            }
        }
        let center = CGPoint(x: 50.3, y: 49.6)
        switch name {
        case "star":
            return ([ring(10, radius: { $0 % 2 == 0 ? 40 : 16 }, turn: -.pi / 2 + 0.1, center: center)], false)
        default:
            // 2048 sides: a chord strays under 0.001 px from its circle at 3x.
            let outer = ring(2048, radius: { _ in 40 }, turn: 0, center: center)
            let inner = ring(2048, radius: { _ in 18 }, turn: 0, center: center)
            return name == "ring" ? ([outer, inner], true) : ([outer, inner.reversed()], false)
        }
    }

    /// Draws `polygons` in white with area coverage, as the Compositor records a fill.
    private func render(_ polygons: [[CGPoint]], evenOdd: Bool, side: Int, renderer: GLRenderer) throws -> [UInt8] {
        var list = RenderList(width: side, height: side)
        list.transforms = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        let bounds = try XCTUnwrap(AreaEdges.append(polygons.map { Polyline(points: $0, isClosed: true) }, to: &list.areaEdges))
        FillTessellator.appendQuad(bounds.insetBy(dx: -EdgeFringe.pixels, dy: -EdgeFringe.pixels), to: &list.vertices)
        list.commands = [.draw(DrawCommand(first: 0, count: 0, coverFirst: 0, stencil: evenOdd ? .evenOdd : .nonZero,
                                           paint: .solid(SIMD4(1, 1, 1, 1)), transform: 0,
                                           edgeCount: Int32(list.areaEdges.count / AreaEdges.stride)))]
        return try renderer.render(list).premultipliedRGBA
    }

    /// Compares rendered alpha with `exact` coverage; returns (edge pixels, mean, worst, total).
    private func compare(_ pixels: [UInt8], _ exact: [Double]) -> (count: Int, mean: Double, worst: Double, total: Double) {
        var total = 0.0, count = 0, sum = 0.0, worst = 0.0
        for i in exact.indices {
            let alpha = Double(pixels[i * 4 + 3]) / 255, want = exact[i]
            total += alpha
            guard (want > 1e-9 && want < 1 - 1e-9) || (alpha > 0 && alpha < 1) else { continue }
            count += 1
            sum += abs(alpha - want)
            worst = max(worst, abs(alpha - want))
        }
        return (count, sum / Double(max(1, count)), worst, total)
    }

    private func check(_ name: String, msaa: Bool = true, file: StaticString = #filePath, line: UInt = #line) throws {
        let renderer = try GLRenderer(msaa: msaa)
        for scale in [1, 2, 3] {
            let side = 100 * scale
            let (polygons, evenOdd) = shape(name, scale: CGFloat(scale))
            let pixels = try render(polygons, evenOdd: evenOdd, side: side, renderer: renderer)
            let exact = ScanlineCoverage.coverage(of: polygons, evenOdd: evenOdd, width: side, height: side)
            let area = exact.reduce(0, +)
            let result = compare(pixels, exact)
            let areaError = abs(result.total - area) / area
            print(String(format: "area coverage %@ %dx%@: %d edge pixels, mean %.2f/255, max %.2f/255, total %.2f of %.2f px² (%.3f%%)",
                         name, scale, msaa ? "" : " no MSAA", result.count, result.mean * 255, result.worst * 255,
                         result.total, area, areaError * 100))
            XCTAssertLessThanOrEqual(result.mean, 4 / 255, "\(name) at \(scale)x: mean edge error", file: file, line: line)
            XCTAssertLessThanOrEqual(result.worst, 16 / 255, "\(name) at \(scale)x: worst edge error", file: file, line: line)
            XCTAssertLessThanOrEqual(areaError, 0.001, "\(name) at \(scale)x: total coverage", file: file, line: line)
        }
    }

    func testConcaveStar() throws { try check("star") }
    func testEvenOddRing() throws { try check("ring") }
    func testAnnulus() throws { try check("annulus") }
    func testAnnulusWithoutMSAA() throws { try check("annulus", msaa: false) }

    /// A text layer through the Compositor: its glyphs' edge pixels and total coverage against
    /// their outline supersampled.
    func testTextGlyphsCoverTheirOutline() throws {
        let renderer = try GLRenderer(msaa: true)
        for scale in [1, 2, 3] {
            let text = CATextLayer()
            text.frame = CGRect(x: 5, y: 5, width: 110, height: 40)
            text.string = "Rag&8"
            text.fontSize = 30
            text.foregroundColor = UIColor.black.cgColor
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 120, height: 50)
            root.addSublayer(text)
            let (width, height) = (120 * scale, 50 * scale)
            let list = Compositor().renderList(for: root, at: LabClock.currentTime, scale: CGFloat(scale), width: width, height: height)
            XCTAssertTrue(list.commands.contains { if case .draw(let d) = $0 { return d.edgeCount > 0 } else { return false } },
                          "text is drawn with area edges")
            let pixels = try renderer.render(list).premultipliedRGBA
            guard case .text(let outline, _) = try XCTUnwrap(text.content) else { return XCTFail("a text layer has text content") }
            let polygons = ScanlineCoverage.polygons(of: outline, scale: CGFloat(scale), offset: CGPoint(x: 5, y: 5))
            let exact = ScanlineCoverage.coverage(of: polygons, evenOdd: false, width: width, height: height)
            let area = exact.reduce(0, +)
            let result = compare(pixels, exact)
            let areaError = abs(result.total - area) / area
            print(String(format: "area coverage text %dx: %d edge pixels, mean %.2f/255, max %.2f/255, total %.2f of %.2f px² (%.3f%%)",
                         scale, result.count, result.mean * 255, result.worst * 255, result.total, area, areaError * 100))
            XCTAssertLessThanOrEqual(result.mean, 4 / 255, "text at \(scale)x: mean edge error")
            XCTAssertLessThanOrEqual(result.worst, 16 / 255, "text at \(scale)x: worst edge error")
            XCTAssertLessThanOrEqual(areaError, 0.001, "text at \(scale)x: total coverage")
        }
    }
}
