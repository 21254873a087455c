import Compositor
import GLBackend
import LabKit
import XCTest

/// Layer contents in the real renderer, in-process: placed by gravity, and uploaded once.
final class ImageTextureTests: XCTestCase {
    private func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> CGImage {
        CGImage(width: 4, height: 4, premultipliedRGBA: (0..<16).flatMap { _ in [r, g, b, 255] })!
    }

    func testEachImageIsUploadedOnceAndReleasedWithIt() throws {
        let context = try EGLOffscreenContext()
        let renderer = try GLRenderer(msaa: false)
        let compositor = Compositor()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        root.position = CGPoint(x: 20, y: 10)
        let red = solid(255, 0, 0)
        var blue: CGImage? = solid(0, 0, 255)
        for (index, image) in [red, red, blue!].enumerated() {
            let layer = CALayer()
            layer.frame = CGRect(x: CGFloat(index) * 12, y: 0, width: 10, height: 20)
            layer.contents = image
            layer.contentsGravity = .resize
            root.addSublayer(layer)
        }
        for _ in 0..<3 {
            let frame = try renderer.render(compositor.renderList(for: root, at: CACurrentMediaTime(), scale: 1, width: 40, height: 20))
            XCTAssertEqual(frame.pixel(x: 5, y: 10).red, 255)
            XCTAssertEqual(frame.pixel(x: 29, y: 10).blue, 255)
            XCTAssertEqual(frame.pixel(x: 11, y: 10).alpha, 0, "the gap between layers stays empty")
        }
        XCTAssertEqual(renderer.textureCount, 2, "two images, two textures, however many frames and layers")
        root.sublayers!.last!.removeFromSuperlayer()
        blue = nil
        _ = try renderer.render(compositor.renderList(for: root, at: CACurrentMediaTime(), scale: 1, width: 40, height: 20))
        XCTAssertEqual(renderer.textureCount, 1, "the texture goes with its image")
        withExtendedLifetime(context) {}
    }

    func testGravityPlacesContentsWithoutStretching() throws {
        let context = try EGLOffscreenContext()
        let renderer = try GLRenderer(msaa: false)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.position = CGPoint(x: 20, y: 20)
        let layer = CALayer()
        layer.frame = root.bounds
        layer.contents = solid(0, 255, 0)
        layer.contentsGravity = .center
        root.addSublayer(layer)
        let frame = try renderer.render(Compositor().renderList(for: root, at: CACurrentMediaTime(), scale: 1, width: 40, height: 40))
        XCTAssertEqual(frame.pixel(x: 20, y: 20).green, 255)
        XCTAssertEqual(frame.pixel(x: 17, y: 20).alpha, 0, "a 4 x 4 image centered covers 18…22 only")
        withExtendedLifetime(context) {}
    }
}
