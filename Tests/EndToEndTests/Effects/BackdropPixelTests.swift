import Compositor
import Foundation
import GLBackend
@_spi(LabHost) import LabKit
import XCTest

/// Visual effect views' pixels: the profile across a sharp black and white edge behind a
/// blur against the Gaussian of the blur's standard deviation (the blur radius in points,
/// as Apple's `UIImage+ImageEffects` treats it), with the style's tint laid over it, and the
/// view's rounded corners.
final class BackdropPixelTests: XCTestCase {
    private var context: EGLOffscreenContext!

    override func setUpWithError() throws {
        context = try EGLOffscreenContext()
    }

    /// A 400 x 200 pt canvas, black left of x = 200 and white right of it, with `blur` over it.
    private func render(_ blur: UIVisualEffectView, scale: CGFloat = 1, msaa: Bool = false) throws -> CGImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        root.backgroundColor = .black
        let white = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 200))
        white.backgroundColor = .white
        root.addSubview(white)
        root.addSubview(blur)
        let renderer = try GLRenderer(msaa: msaa)
        let list = Compositor().renderList(for: root.layer, at: LabClock.currentTime, scale: scale,
                                                              width: Int(400 * scale), height: Int(200 * scale))
        return try renderer.render(list)
    }

    /// The normal distribution's cumulative function.
    private func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }

    /// Checks the row through the middle of the view across the edge, ±3σ, against
    /// tint + (1 − tint alpha) × 255 Φ((x − edge) / σ).
    private func checkProfile(_ image: CGImage, sigma: Double, scale: CGFloat, tint: (white: Double, alpha: Double) = (0, 0),
                              accuracy: Double = 3, _ name: String) {
        let edge = 200 * Double(scale), row = Int(100 * scale)
        var worst = 0.0
        for x in Int(edge - 3 * sigma)...Int(edge + 3 * sigma) {
            let backdrop = 255 * phi((Double(x) + 0.5 - edge) / sigma)
            let want = 255 * tint.white * tint.alpha + (1 - tint.alpha) * backdrop
            let pixel = image.pixel(x: x, y: row)
            let got = Double(pixel.green)
            worst = max(worst, abs(got - want))
            XCTAssertEqual(got, want, accuracy: accuracy, "\(name), x \(x)")
            XCTAssertEqual(pixel.red, pixel.green, "\(name): gray stays gray whatever the saturation")
            XCTAssertEqual(pixel.alpha, 255)
        }
        XCTAssertLessThan(worst, accuracy, name)
    }

    private func view(_ style: UIBlurEffect.Style?) -> UIVisualEffectView {
        let blur = UIVisualEffectView(effect: style.map { UIBlurEffect(style: $0) })
        blur.frame = CGRect(x: 40, y: 20, width: 320, height: 160)
        return blur
    }

    /// A blur alone (radius set through key-value coding, no tint, no saturation change):
    /// narrow blurs at full size, wide ones (σ 20 pixels) on a shrunk copy.
    func testProfileAcrossAnEdgeIsTheGaussianOfTheRadius() throws {
        for (radius, scale) in [(CGFloat(3), CGFloat(1)), (6, 1), (10, 2)] {
            let blur = view(.light)
            blur.layer.setValue(radius, forKey: "backdropRadius")
            blur.layer.setValue(1.0, forKey: "backdropSaturation")
            blur.layer.setValue(nil, forKey: "backdropTintColor")
            checkProfile(try render(blur, scale: scale), sigma: Double(radius * scale), scale: scale, "radius \(radius) at \(scale)x")
        }
    }

    /// The styles themselves: `.light` (30 pt, white at 30 %) and `.dark` (20 pt, gray 0.11
    /// at 73 %) at 1x, and `.dark` on a multisampled target at 2x.
    func testStylesBlurByTheirRadiusUnderTheirTint() throws {
        checkProfile(try render(view(.light)), sigma: 30, scale: 1, tint: (1, 0.3), ".light")
        checkProfile(try render(view(.dark)), sigma: 20, scale: 1, tint: (0.11, 0.73), ".dark")
        checkProfile(try render(view(.dark), scale: 2, msaa: true), sigma: 40, scale: 2, tint: (0.11, 0.73), ".dark, 2x, MSAA")
    }

    func testNoEffectLeavesTheBackdropSharp() throws {
        let image = try render(view(nil))
        XCTAssertEqual(image.pixel(x: 199, y: 100).green, 0)
        XCTAssertEqual(image.pixel(x: 200, y: 100).green, 255)
    }

    /// Outside the rounded corner the backdrop stays as it was; inside, it is tinted; a
    /// saturated color keeps its hue and gets more saturated.
    func testRoundedCornersAndSaturation() throws {
        let blur = view(.extraLight)
        blur.layer.cornerRadius = 30
        blur.clipsToBounds = true
        let image = try render(blur)
        XCTAssertEqual(image.pixel(x: 41, y: 21).green, 0, "black, outside the corner's curve")
        XCTAssertGreaterThan(image.pixel(x: 60, y: 100).green, 190, "extraLight: nearly opaque white over black")
        XCTAssertEqual(image.pixel(x: 380, y: 190).green, 255, "outside the view")

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = UIColor(red: 0.6, green: 0.4, blue: 0.4, alpha: 1)
        let saturated = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        saturated.frame = root.bounds
        saturated.layer.setValue(nil, forKey: "backdropTintColor")
        root.addSubview(saturated)
        let list = Compositor().renderList(for: root.layer, at: LabClock.currentTime, scale: 1, width: 100, height: 100)
        let p = try GLRenderer(msaa: false).render(list).pixel(x: 50, y: 50)
        // Luma 0.2126 × 153 + 0.7874 × 102 = 112.84; 1.8 times as far from it: 185.1 and 93.3.
        XCTAssertEqual(Double(p.red), 185.1, accuracy: 2)
        XCTAssertEqual(Double(p.green), 93.3, accuracy: 2)
        XCTAssertEqual(p.green, p.blue)
    }

    /// A zero-size view, one off the canvas, and one over the canvas's edge draw without trouble.
    func testDegenerateViewsRender() throws {
        let empty = view(.light)
        empty.frame = .zero
        XCTAssertEqual(try render(empty).pixel(x: 10, y: 10).green, 0)
        let edge = view(.dark)
        edge.frame = CGRect(x: -50, y: -50, width: 200, height: 120)
        let image = try render(edge)
        XCTAssertGreaterThan(image.pixel(x: 0, y: 0).alpha, 250)
        XCTAssertEqual(image.pixel(x: 300, y: 150).green, 255)
    }
}
