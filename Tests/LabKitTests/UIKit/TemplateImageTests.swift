import LabKit
import XCTest

/// Rendering modes and tints: `withTintColor` fills the image's alpha with the colour (Apple:
/// the colour, then the image in the destination-in blend mode, keeping the rendering mode);
/// an image view shows a template image's alpha in its inherited `tintColor`, following
/// changes of tint and of superview, and shows other images as they are.
final class TemplateImageTests: XCTestCase {
    /// Two pixels: opaque red, and green at half alpha (premultiplied).
    private let image = UIImage(cgImage: CGImage(width: 2, height: 1, premultipliedRGBA: [255, 0, 0, 255, 0, 128, 0, 128])!, scale: 2)

    private func pixels(_ view: UIImageView) -> [UInt8] {
        (view.layer.contents as? CGImage)?.premultipliedRGBA ?? []
    }

    func testRenderingModes() {
        XCTAssertEqual(image.renderingMode, .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertTrue(template.cgImage === image.cgImage)
        XCTAssertEqual(template.scale, 2)
        XCTAssertEqual(UIImage.RenderingMode.alwaysOriginal.rawValue, 1)
    }

    func testWithTintColorFillsTheAlpha() {
        let tinted = image.withRenderingMode(.alwaysTemplate).withTintColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        XCTAssertEqual(tinted.renderingMode, .alwaysTemplate, "the rendering mode is kept")
        XCTAssertEqual(tinted.cgImage?.premultipliedRGBA, [0, 0, 255, 255, 0, 0, 128, 128])
        let halfWhite = image.withTintColor(UIColor(white: 1, alpha: 0.5), renderingMode: .alwaysOriginal)
        XCTAssertEqual(halfWhite.renderingMode, .alwaysOriginal)
        XCTAssertEqual(halfWhite.cgImage?.premultipliedRGBA, [128, 128, 128, 128, 64, 64, 64, 64])
    }

    func testAnImageViewTintsTemplatesWithTheInheritedTint() {
        let parent = UIView()
        parent.tintColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        let view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
        parent.addSubview(view)
        XCTAssertEqual(pixels(view), [255, 0, 255, 255, 128, 0, 128, 128])
        parent.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        XCTAssertEqual(pixels(view), [0, 255, 0, 255, 0, 128, 0, 128])
        view.tintColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        XCTAssertEqual(pixels(view), [255, 255, 255, 255, 128, 128, 128, 128])
        // Original and automatic images keep their colours.
        view.image = image
        XCTAssertEqual(pixels(view), image.cgImage?.premultipliedRGBA)
        view.image = image.withRenderingMode(.alwaysOriginal)
        XCTAssertEqual(pixels(view), image.cgImage?.premultipliedRGBA)
    }
}
