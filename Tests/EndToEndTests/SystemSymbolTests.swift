import Compositor
import Foundation
import GLBackend
@_spi(LabHost) import LabKit
import XCTest

/// `UIImage(systemName:)` with the real rasterizer: the lab's own outlines, square, sized from
/// the point size and scale, template images; a name it does not draw is nil with a diagnostic.
final class SystemSymbolTests: XCTestCase {
    func testSymbolsAreDrawnTemplatesOfTheirSize() throws {
        let context = try EGLOffscreenContext()
        let renderer = try GLRenderer(msaa: false)
        renderer.installAsLayerRasterizer()
        UIScreen.main.configure(size: CGSize(width: 100, height: 100), scale: 2)
        let plus = try XCTUnwrap(UIImage(systemName: "plus"))
        XCTAssertEqual(plus.renderingMode, .alwaysTemplate)
        // The body size (17 pt) at the default (medium) scale: 17 × 1.1 points square.
        XCTAssertEqual(plus.size.width, 18.7, accuracy: 0.51)
        XCTAssertEqual(plus.size.width, plus.size.height)
        let pixels = try XCTUnwrap(plus.cgImage)
        XCTAssertEqual(pixels.pixel(x: pixels.width / 2, y: pixels.height / 2).alpha, 255, "the cross's centre")
        XCTAssertEqual(pixels.pixel(x: 1, y: 1).alpha, 0, "a corner")
        let large = try XCTUnwrap(UIImage(systemName: "heart.fill", withConfiguration: .init(pointSize: 40, weight: .bold, scale: .large)))
        XCTAssertEqual(large.size.width, 52, accuracy: 0.51)
        for name in UIImage.labSystemSymbolNames {
            let image = try XCTUnwrap(UIImage(systemName: name), name)
            let alpha = image.cgImage!.premultipliedRGBA.enumerated().filter { $0.offset % 4 == 3 }.map { Int($0.element) }.reduce(0, +)
            XCTAssertGreaterThan(alpha, 255 * 20, "\(name) draws something")
        }
        // A glyph in a filled circle is cut out of it: the disc's rim is opaque, the cross's
        // centre clear; in an outlined one the centre is drawn and between the two is clear.
        let filled = try XCTUnwrap(UIImage(systemName: "xmark.circle.fill")?.cgImage)
        XCTAssertEqual(filled.pixel(x: filled.width / 2, y: filled.height / 2).alpha, 0, "the cross cut out")
        XCTAssertEqual(filled.pixel(x: filled.width / 2, y: filled.height / 8).alpha, 255, "the disc above it")
        let outlined = try XCTUnwrap(UIImage(systemName: "xmark.circle")?.cgImage)
        XCTAssertEqual(outlined.pixel(x: outlined.width / 2, y: outlined.height / 2).alpha, 255, "the cross")
        XCTAssertEqual(outlined.pixel(x: outlined.width / 2, y: outlined.height * 4 / 18).alpha, 0, "between cross and ring")
        withExtendedLifetime((context, renderer)) {}
    }

    func testAnUnknownNameIsNilWithADiagnostic() {
        var heard: [String] = []
        let previous = LabDiagnostics.setSink { heard.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        XCTAssertNil(UIImage(systemName: "not.a.symbol"))
        XCTAssertEqual(heard.count, 1)
        XCTAssertNil(UIImage(systemName: "circle.circle.fill"), "a shape is not a glyph to frame")
        XCTAssertTrue(heard.first?.contains("not.a.symbol") ?? false)
    }
}
