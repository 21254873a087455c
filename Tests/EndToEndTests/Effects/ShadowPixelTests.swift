import Compositor
import Foundation
import GLBackend
@_spi(LabHost) import LabKit
import XCTest

/// Layer shadows' pixels: the blurred profile across an edge against a Gaussian whose
/// standard deviation is `shadowRadius` (WebKit maps CSS's blur standard deviation straight
/// onto `CALayer.shadowRadius`, and design tools' iOS exports agree), the offset and
/// opacity, and a `shadowPath` that shapes the shadow instead of the layer's alpha.
final class ShadowPixelTests: XCTestCase {
    private var context: EGLOffscreenContext!
    private var renderer: GLRenderer!

    override func setUpWithError() throws {
        context = try EGLOffscreenContext()
        renderer = try GLRenderer(msaa: false)
    }

    private func render(_ layer: CALayer, scale: CGFloat = 1) throws -> CGImage {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        root.addSublayer(layer)
        let list = Compositor().renderList(for: root, at: LabClock.currentTime, scale: scale,
                                          width: Int(300 * scale), height: Int(200 * scale))
        return try renderer.render(list)
    }

    /// The normal distribution's cumulative function.
    private func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }

    /// A red square at x 40…100 whose shadow lies 100 pt to its right, not overlapping it.
    private func card(radius: CGFloat, opacity: Float = 1) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 40, y: 40, width: 60, height: 120)
        layer.backgroundColor = UIColor.red.cgColor
        layer.shadowOpacity = opacity
        layer.shadowRadius = radius
        layer.shadowOffset = CGSize(width: 100, height: 0)
        return layer
    }

    /// Wide blurs are computed on a shrunk copy (σ 8 and 20 pixels here), narrow ones at full size.
    func testProfileAcrossAnEdgeIsTheGaussianOfShadowRadius() throws {
        for (radius, scale) in [(CGFloat(3), CGFloat(1)), (6, 1), (4, 2), (10, 2)] {
            let image = try render(card(radius: radius), scale: scale)
            let sigma = Double(radius * scale)
            let edge = 140 * Double(scale), row = Int(100 * scale)
            var worst = 0.0
            for x in Int(edge - 3 * sigma)...Int(edge + 3 * sigma) {
                let want = 255 * phi((Double(x) + 0.5 - edge) / sigma)
                let got = Double(image.pixel(x: x, y: row).alpha)
                worst = max(worst, abs(got - want))
                XCTAssertEqual(got, want, accuracy: 3, "radius \(radius) at scale \(scale), x \(x)")
            }
            XCTAssertLessThan(worst, 3)
        }
    }

    func testOffsetAndOpacity() throws {
        let image = try render(card(radius: 2, opacity: 0.4))
        let inside = image.pixel(x: 170, y: 100)
        XCTAssertEqual(Double(inside.alpha), 0.4 * 255, accuracy: 2, "shadowOpacity scales the black shadow")
        XCTAssertEqual(inside.red, 0)
        XCTAssertEqual(image.pixel(x: 120, y: 100).alpha, 0, "nothing between the card and its shadow")
        XCTAssertEqual(image.pixel(x: 70, y: 100).red, 255, "the card itself is untouched")
        // The default offset (0, -3) moves the shadow up: above the card's top edge.
        let up = card(radius: 0.5)
        up.shadowOffset = CGSize(width: 0, height: -3)
        let upImage = try render(up)
        XCTAssertGreaterThan(upImage.pixel(x: 70, y: 38).alpha, 200)
        XCTAssertEqual(upImage.pixel(x: 70, y: 162).alpha, 0)
    }

    func testShadowColorAndItsAlpha() throws {
        let layer = card(radius: 1, opacity: 1)
        layer.shadowColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).cgColor
        let p = try render(layer).pixel(x: 170, y: 100)
        XCTAssertEqual(Double(p.blue), 127.5, accuracy: 2)
        XCTAssertEqual(Double(p.alpha), 127.5, accuracy: 2)
    }

    func testShadowPathShapesTheShadow() throws {
        let layer = card(radius: 1)
        layer.shadowPath = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)
        let image = try render(layer)
        // The ellipse's center (40 + 30, 40 + 30) moved 100 to the right.
        XCTAssertGreaterThan(image.pixel(x: 170, y: 70).alpha, 250)
        XCTAssertEqual(image.pixel(x: 170, y: 140).alpha, 0, "the rest of the card casts nothing")
        XCTAssertEqual(image.pixel(x: 195, y: 55).alpha, 0, "the ellipse's corner is empty")
    }

    func testShadowFollowsTheRenderedAlphaOfSublayers() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 40, y: 40, width: 60, height: 120)
        layer.shadowOpacity = 1
        layer.shadowRadius = 1
        layer.shadowOffset = CGSize(width: 100, height: 0)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        dot.backgroundColor = UIColor.green.cgColor
        layer.addSublayer(dot)
        let image = try render(layer)
        XCTAssertGreaterThan(image.pixel(x: 150, y: 50).alpha, 250, "under the sublayer's shadow")
        XCTAssertEqual(image.pixel(x: 170, y: 120).alpha, 0, "no background, no shadow")
    }
}
