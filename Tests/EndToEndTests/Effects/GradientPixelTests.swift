import Compositor
import Foundation
import GLBackend
@_spi(LabHost) import LabKit
import XCTest

/// Gradient layers' pixels against the closed-form color at sampled pixel centers, within
/// 2/255: axial (CAGradientLayer's default top-to-bottom), with locations, toward clear
/// (premultiplied), radial and conic (Apple's `CAGradientLayer.h`: radial is an ellipse
/// centered on `startPoint` reaching `endPoint` on each axis; conic starts along the line to
/// `endPoint` and turns from +x toward +y, clockwise on a y-down screen).
final class GradientPixelTests: XCTestCase {
    private var context: EGLOffscreenContext!
    private var renderer: GLRenderer!

    override func setUpWithError() throws {
        context = try EGLOffscreenContext()
        renderer = try GLRenderer(msaa: false)
    }

    private func render(_ layer: CALayer, size: Int = 100) throws -> CGImage {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: size, height: size)
        root.addSublayer(layer)
        return try renderer.render(Compositor().renderList(for: root, at: LabClock.currentTime, scale: 1, width: size, height: size))
    }

    private func gradient(_ colors: [UIColor]) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.colors = colors.map(\.cgColor)
        return layer
    }

    /// Premultiplied 0…255 components of a straight color mix.
    private func expect(_ image: CGImage, x: Int, y: Int, _ rgba: SIMD4<Double>, file: StaticString = #filePath, line: UInt = #line) {
        let p = image.pixel(x: x, y: y)
        let got = SIMD4<Double>(Double(p.red), Double(p.green), Double(p.blue), Double(p.alpha))
        let want = rgba * 255
        for i in 0..<4 {
            XCTAssertEqual(got[i], want[i], accuracy: 2, "pixel (\(x), \(y)) component \(i): \(got) vs \(want)", file: file, line: line)
        }
    }

    private func mix(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> { a + (b - a) * min(1, max(0, t)) }

    private let red = SIMD4<Double>(1, 0, 0, 1), blue = SIMD4<Double>(0, 0, 1, 1), green = SIMD4<Double>(0, 1, 0, 1)

    func testAxialRunsTopToBottomByDefault() throws {
        let image = try render(gradient([.red, .blue]))
        for y in [0, 13, 50, 77, 99] {
            for x in [0, 60] { expect(image, x: x, y: y, mix(red, blue, (Double(y) + 0.5) / 100)) }
        }
    }

    func testLocationsPlaceTheStops() throws {
        let layer = gradient([.red, .green, .blue])
        layer.locations = [0.2, 0.4, 0.9]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        let image = try render(layer)
        for x in [5, 25, 33, 55, 88, 95] {
            let t = (Double(x) + 0.5) / 100
            let want = t < 0.4 ? mix(red, green, (t - 0.2) / 0.2) : mix(green, blue, (t - 0.4) / 0.5)
            expect(image, x: x, y: 50, want)
        }
    }

    /// A diagonal ramp on a wide layer is laid out in the unit square and stretched (Core
    /// Animation squares a layer, draws the ramp, squeezes it back: stackoverflow.com/a/43176174
    /// from device screenshots), so its value at a pixel is that of its unit position: the
    /// middle color runs corner to corner along the other diagonal.
    func testADiagonalRampIsStretchedWithTheLayer() throws {
        let layer = gradient([.red, .blue])
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 25)
        layer.startPoint = CGPoint(x: 0, y: 0)
        layer.endPoint = CGPoint(x: 1, y: 1)
        let image = try render(layer)
        for (x, y) in [(0, 0), (98, 0), (1, 24), (50, 12), (75, 3), (20, 20), (99, 24)] {
            let u = (Double(x) + 0.5) / 100, v = (Double(y) + 0.5) / 25
            expect(image, x: x, y: y, mix(red, blue, (u + v) / 2))
        }
    }

    func testTowardClearKeepsTheHue() throws {
        let image = try render(gradient([.red, .clear]))
        for y in [10, 50, 80] {
            let t = (Double(y) + 0.5) / 100
            // Premultiplied interpolation: red fading, never darkened toward black.
            expect(image, x: 40, y: y, red * (1 - t))
        }
    }

    func testRadialReachesEndPointOnEachAxis() throws {
        let layer = gradient([.red, .blue])
        layer.type = .radial
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.75)
        let image = try render(layer)
        // Radii 50 (x) and 25 (y) around (50, 50).
        for (x, y) in [(50, 50), (70, 50), (50, 60), (62, 58), (95, 50), (50, 90), (5, 5)] {
            let dx = (Double(x) + 0.5 - 50) / 50, dy = (Double(y) + 0.5 - 50) / 25
            expect(image, x: x, y: y, mix(red, blue, (dx * dx + dy * dy).squareRoot()))
        }
    }

    func testConicTurnsClockwiseFromTheEndPoint() throws {
        let layer = gradient([.red, .blue])
        layer.type = .conic
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 0.5, y: 0)
        let image = try render(layer)
        // Location 0 points up (toward the end point); a quarter turn clockwise is the right.
        for (x, y) in [(52, 10), (90, 50), (52, 90), (10, 52), (30, 20)] {
            let px = Double(x) + 0.5 - 50, py = Double(y) + 0.5 - 50
            var turn = (atan2(py, px) - atan2(-50, 0)) / (2 * .pi)
            turn -= turn.rounded(.down)
            expect(image, x: x, y: y, mix(red, blue, turn))
        }
    }

    func testAnimatedColorsAndLocationsAtChosenTimes() throws {
        let layer = gradient([.red, .blue])
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        layer.locations = [0, 1]
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(layer)
        LabClock.reset()
        LabClock.commit(root: root)
        let colors = CABasicAnimation(keyPath: "colors")
        colors.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
        colors.toValue = [UIColor.green.cgColor, UIColor.red.cgColor]
        colors.duration = 1
        layer.add(colors, forKey: "colors")
        let locations = CABasicAnimation(keyPath: "locations")
        locations.fromValue = [0, 1]
        locations.toValue = [0.5, 1]
        locations.duration = 1
        layer.add(locations, forKey: "locations")
        for time in [0.25, 0.75] {
            LabClock.advance(to: time, root: root)
            let image = try renderer.render(Compositor().renderList(for: root, at: LabClock.currentTime, scale: 1, width: 100, height: 100))
            let first = mix(red, green, time), last = mix(blue, red, time), start = 0.5 * time
            for x in [3, 20, 45, 70, 97] {
                let t = (Double(x) + 0.5) / 100
                expect(image, x: x, y: 50, mix(first, last, (t - start) / (1 - start)))
            }
        }
    }

    func testRoundedCornersClipWithMasksToBounds() throws {
        let layer = gradient([.red, .red])
        layer.cornerRadius = 30
        let open = try render(layer)
        expect(open, x: 1, y: 1, red)
        layer.masksToBounds = true
        let clipped = try render(layer)
        expect(clipped, x: 1, y: 1, .zero)
        expect(clipped, x: 50, y: 50, red)
    }
}
