import Compositor
import Foundation
import GLBackend
@_spi(LabHost) import LabKit
import XCTest

/// Every edge pixel's alpha against the exact fraction of the pixel the shape covers (found
/// by sampling the pixel 64 x 64 times), for the analytic cases of the Coverage scenes at
/// scales 1, 2 and 3: within 4/255 on average and 16/255 at worst (where two edges meet in one
/// pixel), and the frame's total alpha within 0.1% of the shape's area. Core Graphics
/// anti-aliases edges by exact area; 4x MSAA would show 5 levels.
final class EdgeCoveragePixelTests: XCTestCase {
    private var context: EGLOffscreenContext!

    override func setUpWithError() throws {
        context = try EGLOffscreenContext()
    }

    /// A shape in device pixels: its signed distance (negative inside; exact within a pixel
    /// of the edge) and its exact area.
    private struct Shape {
        let distance: (Double, Double) -> Double
        let area: Double
    }

    /// The distance from (x, y) to the segment a–b, and to the box of half-size `h` (along
    /// the segment) by `w` (across) centered on the segment's midpoint.
    private static func segmentFrame(_ x: Double, _ y: Double, _ a: (Double, Double), _ b: (Double, Double))
        -> (along: Double, across: Double, length: Double) {
        let dx = b.0 - a.0, dy = b.1 - a.1, length = (dx * dx + dy * dy).squareRoot()
        let ux = dx / length, uy = dy / length
        let px = x - (a.0 + b.0) / 2, py = y - (a.1 + b.1) / 2
        return (px * ux + py * uy, -px * uy + py * ux, length)
    }

    private static func box(_ u: Double, _ v: Double, _ hu: Double, _ hv: Double) -> Double {
        let qx = abs(u) - hu, qy = abs(v) - hv
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0)
    }

    /// The Coverage scenes' shapes (numbers as in `CoverageScenes.swift`) at `s` pixels per point.
    private func shape(_ name: String, scale s: Double) -> Shape {
        switch name {
        case "circle":
            return Shape(distance: { x, y in ((x - 50 * s) * (x - 50 * s) + (y - 50 * s) * (y - 50 * s)).squareRoot() - 40 * s },
                         area: .pi * 40 * 40 * s * s)
        case "rect":
            let c = cos(Double.pi / 6), n = sin(Double.pi / 6)
            return Shape(distance: { x, y in
                let px = x - 50 * s, py = y - 50 * s
                return Self.box(px * c + py * n, -px * n + py * c, 30 * s, 15 * s)
            }, area: 60 * 30 * s * s)
        case "butt":
            return Shape(distance: { x, y in
                let f = Self.segmentFrame(x, y, (15 * s, 20 * s), (85 * s, 80 * s))
                return Self.box(f.along, f.across, f.length / 2, 3 * s)
            }, area: 6 * (70.0 * 70 + 60 * 60).squareRoot() * s * s)
        default:
            return Shape(distance: { x, y in
                let f = Self.segmentFrame(x, y, (20 * s, 50 * s), (80 * s, 50 * s))
                return Self.box(f.along, f.across, f.length / 2, 0).magnitude - 5 * s
            }, area: (60 * 10 + .pi * 25) * s * s)
        }
    }

    /// The Coverage scenes' layers.
    private func layer(_ name: String) -> CAShapeLayer {
        let layer = CAShapeLayer()
        switch name {
        case "circle":
            layer.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        case "rect":
            layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
            layer.position = CGPoint(x: 50, y: 50)
            layer.path = CGPath(rect: layer.bounds, transform: nil)
            layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        case "butt":
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 15, y: 20))
            path.addLine(to: CGPoint(x: 85, y: 80))
            layer.path = path
            layer.fillColor = nil
            layer.strokeColor = UIColor.black.cgColor
            layer.lineWidth = 6
        default:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 20, y: 50))
            path.addLine(to: CGPoint(x: 80, y: 50))
            layer.path = path.cgPath
            layer.fillColor = nil
            layer.strokeColor = UIColor.black.cgColor
            layer.lineWidth = 10
            layer.lineCap = .round
        }
        return layer
    }

    /// The exact coverage of pixel (px, py): 0 or 1 away from the edge, else sampled.
    private func exactCoverage(_ shape: Shape, _ px: Int, _ py: Int) -> Double {
        let d = shape.distance(Double(px) + 0.5, Double(py) + 0.5)
        if d > 0.75 { return 0 }
        if d < -0.75 { return 1 }
        var inside = 0
        for j in 0..<64 {
            for i in 0..<64 where shape.distance(Double(px) + (Double(i) + 0.5) / 64, Double(py) + (Double(j) + 0.5) / 64) <= 0 {
                inside += 1
            }
        }
        return Double(inside) / 4096
    }

    private func check(_ name: String, msaa: Bool = true, file: StaticString = #filePath, line: UInt = #line) throws {
        let renderer = try GLRenderer(msaa: msaa)
        for scale in [1, 2, 3] {
            let side = 100 * scale
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.addSublayer(layer(name))
            let list = Compositor().renderList(for: root, at: LabClock.currentTime, scale: CGFloat(scale), width: side, height: side)
            let pixels = try renderer.render(list).premultipliedRGBA
            let exact = shape(name, scale: Double(scale))
            var total = 0.0, edgeCount = 0, errorSum = 0.0, worst = 0.0
            for y in 0..<side {
                for x in 0..<side {
                    let alpha = Double(pixels[(y * side + x) * 4 + 3]) / 255
                    total += alpha
                    let want = exactCoverage(exact, x, y)
                    guard (want > 0 && want < 1) || (alpha > 0 && alpha < 1) else { continue }
                    edgeCount += 1
                    errorSum += abs(alpha - want)
                    worst = max(worst, abs(alpha - want))
                }
            }
            let mean = errorSum / Double(max(1, edgeCount))
            let areaError = abs(total - exact.area) / exact.area
            print(String(format: "edge coverage %@ %dx%@: %d edge pixels, mean %.2f/255, max %.2f/255, total %.2f of %.2f px² (%.3f%%)",
                         name, scale, msaa ? "" : " no MSAA", edgeCount, mean * 255, worst * 255, total, exact.area, areaError * 100))
            XCTAssertLessThanOrEqual(mean, 4 / 255, "\(name) at \(scale)x: mean edge error", file: file, line: line)
            XCTAssertLessThanOrEqual(worst, 16 / 255, "\(name) at \(scale)x: worst edge error", file: file, line: line)
            XCTAssertLessThanOrEqual(areaError, 0.001, "\(name) at \(scale)x: total coverage", file: file, line: line)
        }
    }

    func testFilledCircle() throws { try check("circle") }
    func testRotatedRectangle() throws { try check("rect") }
    func testStrokedLineWithButtCaps() throws { try check("butt") }
    func testStrokedLineWithRoundCaps() throws { try check("round") }
    func testFilledCircleWithoutMSAA() throws { try check("circle", msaa: false) }
}
