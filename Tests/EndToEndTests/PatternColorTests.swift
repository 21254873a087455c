import Compositor
import GLBackend
@_spi(LabHost) import LabKit
import XCTest

/// `UIColor(patternImage:)` in the real renderer: the image repeats from the top left of what
/// the color fills, each tile the image's size in points (Apple, "UIColor.init(patternImage:)":
/// "the image is tiled" to fill the area).
final class PatternColorTests: XCTestCase {
    private var context: EGLOffscreenContext!
    private var renderer: GLRenderer!

    override func setUpWithError() throws {
        context = try EGLOffscreenContext()
        renderer = try GLRenderer(msaa: false)
    }

    override func tearDownWithError() throws {
        renderer = nil
        context = nil
    }

    /// A 10 x 10 pixel tile: red top half, blue bottom half, a green column at x = 0.
    private let tile: CGImage = {
        var bytes: [UInt8] = []
        for y in 0..<10 {
            for x in 0..<10 {
                bytes += x == 0 ? [0, 255, 0, 255] : y < 5 ? [255, 0, 0, 255] : [0, 0, 255, 255]
            }
        }
        return CGImage(width: 10, height: 10, premultipliedRGBA: bytes)!
    }()

    private func render(scale: CGFloat = 1, _ configure: (CALayer) -> Void) throws -> CGImage {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        root.position = CGPoint(x: 30, y: 30)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 45, height: 40)
        configure(layer)
        root.addSublayer(layer)
        let side = Int(60 * scale)
        return try renderer.render(Compositor().renderList(for: root, at: CACurrentMediaTime(), scale: scale, width: side, height: side))
    }

    private func rgb(_ frame: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = frame.pixel(x: x, y: y)
        return [p.red, p.green, p.blue]
    }

    func testABackgroundPatternTilesFromTheLayersTopLeft() throws {
        let color = UIColor(patternImage: UIImage(cgImage: tile))
        let frame = try render { $0.backgroundColor = color.cgColor }
        // Tiles start at the layer's corner (10, 10): columns 10, 20, 30, 40, 50 are green.
        for x in [10, 20, 30, 40, 50] { XCTAssertEqual(rgb(frame, x, 12), [0, 255, 0], "x = \(x)") }
        for (x, y) in [(15, 12), (25, 22), (45, 42), (54, 41)] { XCTAssertEqual(rgb(frame, x, y), [255, 0, 0], "(\(x), \(y)) top half of a tile") }
        for (x, y) in [(15, 17), (35, 27), (44, 47)] { XCTAssertEqual(rgb(frame, x, y), [0, 0, 255], "(\(x), \(y)) bottom half") }
        XCTAssertEqual(frame.pixel(x: 57, y: 30).alpha, 0, "nothing outside the layer")
    }

    func testATwoTimesImageTilesAtItsPointSize() throws {
        let color = UIColor(patternImage: UIImage(cgImage: tile, scale: 2, orientation: .up))
        let frame = try render(scale: 2) { $0.backgroundColor = color.cgColor }
        // Tiles of 5 points, 10 pixels at scale 2: green columns at points 10, 15, 20….
        for x in [10, 15, 20, 45] { XCTAssertEqual(rgb(frame, 2 * x, 22), [0, 255, 0], "x = \(x)") }
        XCTAssertEqual(rgb(frame, 24, 22), [255, 0, 0])
        XCTAssertEqual(rgb(frame, 24, 27), [0, 0, 255], "the tile's bottom half, 2.5 points down")
    }

    func testPatternFillsAShapeAndTakesOpacity() throws {
        let color = UIColor(patternImage: UIImage(cgImage: tile))
        let frame = try render { layer in
            let shape = CAShapeLayer()
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
            shape.fillColor = color.cgColor
            shape.opacity = 0.5
            layer.addSublayer(shape)
        }
        XCTAssertEqual(frame.pixel(x: 30, y: 32).alpha, 128, accuracy: 2)
        XCTAssertEqual(frame.pixel(x: 11, y: 11).alpha, 0, "outside the circle")
    }

    func testPatternColorsCompareByImage() {
        let a = UIColor(patternImage: UIImage(cgImage: tile)).cgColor
        XCTAssertEqual(a, UIColor(patternImage: UIImage(cgImage: tile)).cgColor)
        XCTAssertNotEqual(a, UIColor.black.cgColor)
        XCTAssertEqual(UIColor(patternImage: UIImage()).cgColor, UIColor.clear.cgColor)
    }
}
