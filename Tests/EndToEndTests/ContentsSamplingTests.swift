import Compositor
import GLBackend
@_spi(LabHost) import LabKit
import XCTest

/// `contentsRect` and the scaling filters in the real renderer: the part of the image shown,
/// and how its texels are filtered (Apple, "CALayer": minificationFilter, magnificationFilter,
/// contentsRect; "Scaling Filters": trilinear minification uses mipmaps, linear does not).
final class ContentsSamplingTests: XCTestCase {
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

    /// A `width`×`height` opaque image whose pixel at (x, y) is `color(x, y)` (grey levels).
    private func image(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> CGImage {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let c = color(x, y)
                bytes += [c.0, c.1, c.2, 255]
            }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)!
    }

    private func render(_ configure: (CALayer) -> Void, width: Int, height: Int) throws -> CGImage {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.position = CGPoint(x: CGFloat(width) / 2, y: CGFloat(height) / 2)
        let layer = CALayer()
        layer.frame = root.bounds
        configure(layer)
        root.addSublayer(layer)
        return try renderer.render(Compositor().renderList(for: root, at: CACurrentMediaTime(), scale: 1, width: width, height: height))
    }

    /// Four 10 x 10 quadrants: red, green (top right), blue, white.
    private lazy var quadrants = image(width: 20, height: 20) { x, y in
        switch (x < 10, y < 10) {
        case (true, true): return (255, 0, 0)
        case (false, true): return (0, 255, 0)
        case (true, false): return (0, 0, 255)
        case (false, false): return (255, 255, 255)
        }
    }

    func testContentsRectShowsThePartItNames() throws {
        let frame = try render({ layer in
            layer.contents = quadrants
            layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
            layer.magnificationFilter = .nearest
        }, width: 40, height: 40)
        for (x, y) in [(0, 0), (20, 20), (39, 39), (39, 0), (0, 39)] {
            let p = frame.pixel(x: x, y: y)
            XCTAssertEqual([p.red, p.green, p.blue], [0, 255, 0], "(\(x), \(y)) shows the top right quadrant only")
        }
    }

    /// The part is placed by gravity as if it were the whole image: at its natural size,
    /// centred, it is 10 x 10 points.
    func testGravityPlacesThePart() throws {
        let frame = try render({ layer in
            layer.contents = quadrants
            layer.contentsRect = CGRect(x: 0, y: 0.5, width: 0.5, height: 0.5)
            layer.contentsGravity = .center
        }, width: 40, height: 40)
        XCTAssertEqual(frame.pixel(x: 20, y: 20).blue, 255)
        XCTAssertEqual(frame.pixel(x: 16, y: 20).alpha, 255)
        XCTAssertEqual(frame.pixel(x: 14, y: 20).alpha, 0, "the 10-point part covers 15…25")
        XCTAssertEqual(frame.pixel(x: 25, y: 20).alpha, 0)
    }

    /// Beyond the unit rectangle the edge pixels extend.
    func testAPartBeyondTheImageExtendsItsEdges() throws {
        let frame = try render({ layer in
            layer.contents = quadrants
            layer.contentsRect = CGRect(x: 1, y: 0, width: 1, height: 0.5)
            layer.magnificationFilter = .nearest
        }, width: 20, height: 10)
        let p = frame.pixel(x: 15, y: 5)
        XCTAssertEqual([p.red, p.green, p.blue, p.alpha], [0, 255, 0, 255], "the green right edge extends")
    }

    /// A black pixel beside a white one, stretched over 40 points: nearest keeps the hard
    /// edge in the middle; linear blends across it.
    func testNearestMagnificationKeepsHardEdges() throws {
        let pair = image(width: 2, height: 1) { x, _ in x == 0 ? (0, 0, 0) : (255, 255, 255) }
        let nearest = try render({ $0.contents = pair; $0.magnificationFilter = .nearest }, width: 40, height: 4)
        XCTAssertEqual(nearest.pixel(x: 19, y: 2).red, 0)
        XCTAssertEqual(nearest.pixel(x: 20, y: 2).red, 255)
        XCTAssertEqual(nearest.pixel(x: 12, y: 2).red, 0)
        let linear = try render({ $0.contents = pair }, width: 40, height: 4)
        // Texel centres lie at 10 and 30 points: 20 is halfway, 15 a quarter of the way.
        XCTAssertEqual(Int(linear.pixel(x: 20, y: 2).red), 134, accuracy: 4)
        XCTAssertEqual(Int(linear.pixel(x: 15, y: 2).red), 70, accuracy: 4)
    }

    /// Stripes of 3 black and 5 white columns drawn 8 times smaller: trilinear averages each
    /// period into one grey (the mipmap level 3 pixel, 159.5); linear samples two texels of
    /// each period, both white, as Core Animation's default does; nearest takes one texel.
    func testTrilinearMinificationAveragesWhatLinearSkips() throws {
        let stripes = image(width: 64, height: 64) { x, _ in x % 8 < 3 ? (0, 0, 0) : (255, 255, 255) }
        // Linear first: the texture then has no mipmaps until a trilinear draw asks for them.
        let linear = try render({ $0.contents = stripes }, width: 8, height: 8)
        let trilinear = try render({ $0.contents = stripes; $0.minificationFilter = .trilinear }, width: 8, height: 8)
        let nearest = try render({ $0.contents = stripes; $0.minificationFilter = .nearest }, width: 8, height: 8)
        for x in 0..<8 {
            XCTAssertEqual(Int(trilinear.pixel(x: x, y: 4).red), 159, accuracy: 3, "trilinear at \(x)")
            XCTAssertEqual(linear.pixel(x: x, y: 4).red, 255, "linear at \(x)")
            XCTAssertEqual(nearest.pixel(x: x, y: 4).red, 255, "nearest at \(x): texel 8x + 4, white")
        }
        // A bias of -3 picks the full-size level again: sharp, as linear.
        let sharpened = try render({ layer in
            layer.contents = stripes
            layer.minificationFilter = .trilinear
            layer.minificationFilterBias = -3
        }, width: 8, height: 8)
        XCTAssertEqual(sharpened.pixel(x: 3, y: 4).red, 255)
    }

    /// A 6 x 6 image, a 2-pixel red frame around blue, in a 30 x 30 layer with the center
    /// third stretchable: the frame keeps its 2 points, the blue fills the rest (Apple,
    /// "contentsCenter").
    func testContentsCenterKeepsTheMarginsAndStretchesTheCenter() throws {
        let framed = image(width: 6, height: 6) { x, y in (2..<4).contains(x) && (2..<4).contains(y) ? (0, 0, 255) : (255, 0, 0) }
        let frame = try render({ layer in
            layer.contents = framed
            layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
            layer.magnificationFilter = .nearest
        }, width: 30, height: 30)
        for (x, y, blue) in [(1, 15, false), (3, 15, true), (26, 15, true), (28, 15, false), (15, 1, false), (15, 3, true),
                             (15, 28, false), (1, 1, false), (15, 15, true)] {
            let p = frame.pixel(x: x, y: y)
            XCTAssertEqual(p.blue == 255 && p.red == 0, blue, "(\(x), \(y)): \(p)")
        }
    }

    /// A center of no size stretches the single pixel there: a 3 x 3 image whose middle pixel
    /// is blue fills the 30-point layer's middle with blue, one-pixel red margins around.
    func testAZeroSizeCenterStretchesOnePixel() throws {
        let dot = image(width: 3, height: 3) { x, y in x == 1 && y == 1 ? (0, 0, 255) : (255, 0, 0) }
        let frame = try render({ layer in
            layer.contents = dot
            layer.contentsCenter = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
            layer.magnificationFilter = .nearest
        }, width: 30, height: 30)
        XCTAssertEqual(frame.pixel(x: 0, y: 15).red, 255)
        XCTAssertEqual(frame.pixel(x: 2, y: 15).blue, 255)
        XCTAssertEqual(frame.pixel(x: 15, y: 15).blue, 255)
        XCTAssertEqual(frame.pixel(x: 27, y: 27).blue, 255)
        XCTAssertEqual(frame.pixel(x: 29, y: 15).red, 255)
    }

    /// An image view shows a resizable image with its caps at their size.
    func testAResizableImageKeepsItsCapsInAnImageView() throws {
        let framed = UIImage(cgImage: image(width: 6, height: 6) { x, y in
            (2..<4).contains(x) && (2..<4).contains(y) ? (0, 0, 255) : (255, 0, 0)
        }).resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2), resizingMode: .stretch)
        let view = UIImageView(image: framed)
        XCTAssertEqual(view.layer.contentsCenter, CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3))
        let frame = try render({ layer in
            layer.contents = view.layer.contents
            layer.contentsCenter = view.layer.contentsCenter
            layer.magnificationFilter = .nearest
        }, width: 40, height: 20)
        XCTAssertEqual(frame.pixel(x: 1, y: 10).red, 255)
        XCTAssertEqual(frame.pixel(x: 20, y: 10).blue, 255)
        XCTAssertEqual(frame.pixel(x: 38, y: 10).red, 255)
    }

    /// A flipped shape layer draws its path with y up from the bottom of its bounds (as
    /// Apple's LogoReveal tutorial relies on), while a flipped layer's contents image stays
    /// upright ("the value of this property does not affect the rendering of the layer's
    /// content").
    func testGeometryFlipMirrorsPathsButNotImages() throws {
        let shapes = try render({ layer in
            let shape = CAShapeLayer()
            shape.frame = layer.bounds
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 10), transform: nil)
            shape.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            shape.isGeometryFlipped = true
            layer.addSublayer(shape)
        }, width: 40, height: 40)
        XCTAssertEqual(shapes.pixel(x: 20, y: 35).blue, 255, "the 10-point band at the bottom")
        XCTAssertEqual(shapes.pixel(x: 20, y: 5).alpha, 0)
        let halves = image(width: 1, height: 2) { _, y in y == 0 ? (255, 0, 0) : (0, 0, 255) }
        let upright = try render({ layer in
            layer.contents = halves
            layer.magnificationFilter = .nearest
            layer.isGeometryFlipped = true
        }, width: 10, height: 10)
        XCTAssertEqual(upright.pixel(x: 5, y: 2).red, 255, "the image's top row stays on top")
        XCTAssertEqual(upright.pixel(x: 5, y: 8).blue, 255)
    }

    /// An emitter cell's filters reach its particles' paint.
    func testEmitterCellFiltersReachTheirParticles() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.position = CGPoint(x: 20, y: 20)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 20, y: 20)
        let cell = CAEmitterCell()
        cell.contents = image(width: 2, height: 1) { x, _ in x == 0 ? (0, 0, 0) : (255, 255, 255) }
        cell.birthRate = 10
        cell.lifetime = 10
        cell.scale = 10
        cell.magnificationFilter = .nearest
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        LabClock.reset()
        LabClock.commit(root: root)
        LabClock.advance(to: 1, root: root)
        let list = Compositor().renderList(for: root, at: LabClock.currentTime, scale: 1, width: 40, height: 40)
        let samplings = list.commands.compactMap { command -> ImageSampling? in
            guard case .drawInstances(let draw) = command, case .image(let paint) = draw.paint else { return nil }
            return paint.sampling
        }
        XCTAssertEqual(samplings, [ImageSampling(minification: .linear, magnification: .nearest)])
        let frame = try renderer.render(list)
        // A 20 x 10 point particle centred at (20, 20): its halves are pure black and white.
        XCTAssertEqual(frame.pixel(x: 19, y: 20).red, 0)
        XCTAssertEqual(frame.pixel(x: 20, y: 20).red, 255)
    }
}
