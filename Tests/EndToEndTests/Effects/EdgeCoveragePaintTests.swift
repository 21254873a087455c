import Compositor
import Foundation
import GLBackend
import LabKit
import XCTest

/// Every paint takes analytic edge coverage the same way: its premultiplied color times the
/// fraction of the pixel covered. A rotated square with an edge fringe is drawn in white (its
/// alpha is the coverage), then with a gradient and an image.
final class EdgeCoveragePaintTests: XCTestCase {
    private var context: EGLOffscreenContext!

    override func setUpWithError() throws {
        context = try EGLOffscreenContext()
    }

    /// One square turned by 20° about the middle of a 64 px canvas, in `paint`, with its fringe.
    private func square(_ paint: Paint) throws -> RenderList {
        var list = RenderList(width: 64, height: 64)
        list.transforms = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        let turn = 20 * CGFloat.pi / 180
        let corners = [(-20.0, -20.0), (20.0, -20.0), (20.0, 20.0), (-20.0, 20.0)].map { (x: CGFloat, y: CGFloat) in
            CGPoint(x: 32 + x * cos(turn) - y * sin(turn), y: 32 + x * sin(turn) + y * cos(turn))
        }
        _ = try XCTUnwrap(EdgeFringe.append(corners, band: EdgeFringe.pixels, interior: &list.vertices, fringe: &list.fringeVertices))
        list.commands = [.draw(DrawCommand(first: 0, count: Int32(list.vertexCount), coverFirst: 0, stencil: .none, paint: paint,
                                           transform: 0, fringeFirst: 0,
                                           fringeCount: Int32(list.fringeVertices.count / EdgeFringe.stride)))]
        return list
    }

    func testGradientAndImagePaintsAreMultipliedByCoverage() throws {
        let renderer = try GLRenderer(msaa: true)
        let coverage = try renderer.render(square(.solid(SIMD4(1, 1, 1, 1)))).premultipliedRGBA
        let ramp = GradientPaint(kind: .linear, start: SIMD2(0, 0), end: SIMD2(64, 0), locations: [0, 1],
                                 colors: [SIMD4(1, 0, 0, 1), SIMD4(0, 0, 1, 1)], interpolation: .premultiplied, opacity: 1)
        let gradient = try renderer.render(square(.gradient(ramp))).premultipliedRGBA
        let green = try XCTUnwrap(CGImage(width: 2, height: 2, premultipliedRGBA: (0..<4).flatMap { _ in [0, 255, 0, 255] as [UInt8] }))
        let image = try renderer.render(square(.image(ImagePaint(image: green, rect: SIMD4(0, 0, 64, 64),
                                                                  colorTransform: ColorTransform(alpha: 1))))).premultipliedRGBA
        var edgePixels = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let i = (y * 64 + x) * 4
                let alpha = Float(coverage[i + 3])
                guard alpha > 0 && alpha < 255 else { continue }
                edgePixels += 1
                let want = ramp.color(at: (Float(x) + 0.5) / 64) * alpha
                for c in 0..<4 {
                    XCTAssertEqual(Float(gradient[i + c]), want[c], accuracy: 2, "gradient at (\(x), \(y)), component \(c)")
                }
                XCTAssertEqual(Float(image[i + 1]), alpha, accuracy: 1, "image at (\(x), \(y))")
                XCTAssertEqual(Float(image[i + 3]), alpha, accuracy: 1, "image at (\(x), \(y))")
            }
        }
        XCTAssertGreaterThan(edgePixels, 100, "the square's edges are partly covered pixels")
    }
}
