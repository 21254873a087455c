@testable @_spi(Rendering) import Compositor
@_spi(Rendering) import LabKit
import XCTest

/// What the Compositor asks of the back end for gradient layers and shadows: paints and
/// effects in the render list, tested without GL.
final class EffectsRenderListTests: XCTestCase {
    private func root() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        return root
    }

    private func list(_ root: CALayer, scale: CGFloat = 2) -> RenderList {
        Compositor().renderList(for: root, at: 0, scale: scale, width: 200, height: 200)
    }

    private func paints(_ list: RenderList) -> [Paint] {
        list.commands.compactMap { if case .draw(let d) = $0 { return d.paint } else { return nil } }
    }

    func testGradientLayerFillsItsBoundsWithARampInLayerUnits() throws {
        let r = root()
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 60)
        layer.colors = [UIColor.red.cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).cgColor]
        layer.locations = [0.25, 0.75]
        layer.opacity = 0.5
        r.addSublayer(layer)
        guard case .gradient(let ramp) = try XCTUnwrap(paints(list(r)).first) else { return XCTFail("not a gradient") }
        XCTAssertEqual(ramp.kind, .linear)
        XCTAssertEqual(ramp.start, SIMD2(20, 0), "top center of 40 x 60 bounds")
        XCTAssertEqual(ramp.end, SIMD2(20, 60))
        XCTAssertEqual(ramp.locations, [0.25, 0.75])
        XCTAssertEqual(ramp.colors, [SIMD4(1, 0, 0, 1), SIMD4(0, 0, 0.5, 0.5)], "premultiplied")
        XCTAssertEqual(ramp.interpolation, .premultiplied)
        XCTAssertEqual(ramp.opacity, 0.5, "one paint: the layer's opacity goes to the paint")
    }

    func testRadialAndConicKeepTheirPoints() throws {
        for (type, kind) in [(CAGradientLayerType.radial, GradientPaint.Kind.radial), (.conic, .conic)] {
            let r = root()
            let layer = CAGradientLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
            layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            layer.type = type
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 1)
            r.addSublayer(layer)
            guard case .gradient(let ramp) = try XCTUnwrap(paints(list(r)).first) else { return XCTFail("not a gradient") }
            XCTAssertEqual(ramp.kind, kind)
            XCTAssertEqual(ramp.start, SIMD2(40, 20))
            XCTAssertEqual(ramp.end, SIMD2(80, 40))
        }
    }

    func testLongRampsAreResampled() throws {
        let r = root()
        let layer = CAGradientLayer()
        layer.frame = r.bounds
        layer.colors = (0..<40).map { UIColor(white: CGFloat($0) / 39, alpha: 1).cgColor }
        r.addSublayer(layer)
        guard case .gradient(let ramp) = try XCTUnwrap(paints(list(r)).first) else { return XCTFail("not a gradient") }
        XCTAssertEqual(ramp.colors.count, GradientPaint.maximumStops)
        XCTAssertEqual(ramp.color(at: 0.5).x, 0.5, accuracy: 1e-3, "a linear ramp stays linear")
    }

    func testGradientPaintMixesAsItsInterpolationSays() {
        let straight = GradientPaint(kind: .linear, start: .zero, end: SIMD2(1, 0), locations: [0, 1],
                                     colors: [SIMD4(1, 1, 1, 1), SIMD4(0, 0, 0, 0)], interpolation: .unpremultiplied, opacity: 1)
        // Straight white to transparent black: gray at half alpha, premultiplied (0.25).
        XCTAssertEqual(straight.color(at: 0.5), SIMD4(0.25, 0.25, 0.25, 0.5))
        var premultiplied = straight
        premultiplied.interpolation = .premultiplied
        XCTAssertEqual(premultiplied.color(at: 0.5), SIMD4(0.5, 0.5, 0.5, 0.5))
    }

    func testShadowWrapsTheLayerInAScopeThatCastsIt() throws {
        let r = root()
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        card.backgroundColor = UIColor.white.cgColor
        card.shadowOpacity = 0.5
        card.shadowRadius = 4
        card.shadowOffset = CGSize(width: 1, height: 5)
        card.opacity = 0.8
        r.addSublayer(card)
        let commands = list(r).commands
        guard case .pushLayer(let bounds) = commands[0] else { return XCTFail("no scope: \(commands)") }
        XCTAssertEqual(bounds, PixelBounds(x: 39, y: 39, width: 82, height: 82), "the card's pixels, a pixel wider")
        guard case .popShadow(let effect, let opacity) = try XCTUnwrap(commands.last) else { return XCTFail("no shadow") }
        XCTAssertEqual(effect.sigma, 8, "shadowRadius 4 pt at 2 px per pt")
        XCTAssertEqual(effect.offset, SIMD2(2, 10))
        XCTAssertEqual(effect.color, SIMD4(0, 0, 0, 0.5))
        XCTAssertTrue(effect.drawsContent)
        XCTAssertEqual(opacity, 0.8, accuracy: 1e-6, "the layer's opacity applies to shadow and layer alike")
        guard case .draw(let background) = commands[1], case .solid(let color) = background.paint else { return XCTFail() }
        XCTAssertEqual(color.w, 1, "inside the scope the layer paints at full opacity")
    }

    func testShadowOffsetFollowsTheParentNotTheLayersOwnTransform() throws {
        let r = root()
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        card.backgroundColor = UIColor.white.cgColor
        card.shadowOpacity = 1
        card.shadowOffset = CGSize(width: 0, height: 5)
        card.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        r.addSublayer(card)
        guard case .popShadow(let effect, _) = try XCTUnwrap(list(r, scale: 1).commands.last) else { return XCTFail() }
        XCTAssertEqual(effect.offset.x, 0, accuracy: 1e-6)
        XCTAssertEqual(effect.offset.y, 5, accuracy: 1e-6)
    }

    func testShadowPathCastsItsOwnShadowBeforeTheLayerDraws() throws {
        let r = root()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        layer.backgroundColor = UIColor.red.cgColor
        layer.shadowOpacity = 1
        layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        r.addSublayer(layer)
        let commands = list(r).commands
        XCTAssertEqual(commands.count, 4, "\(commands)")
        guard case .pushLayer = commands[0], case .draw(let caster) = commands[1],
              case .popShadow(let effect, _) = commands[2], case .draw(let background) = commands[3] else {
            return XCTFail("\(commands)")
        }
        XCTAssertEqual(caster.paint, .solid(SIMD4(1, 1, 1, 1)))
        XCTAssertFalse(effect.drawsContent)
        XCTAssertEqual(background.paint, .solid(SIMD4(1, 0, 0, 1)))
    }

    func testNoShadowWithoutOpacityOrColor() {
        let r = root()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        layer.backgroundColor = UIColor.red.cgColor
        layer.shadowRadius = 10
        r.addSublayer(layer)
        XCTAssertEqual(list(r).commands.count, 1)
        layer.shadowOpacity = 1
        layer.shadowColor = nil
        XCTAssertEqual(list(r).commands.count, 1)
    }

    func testMasksToBoundsClipsTheShadowToo() throws {
        let r = root()
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        card.backgroundColor = UIColor.red.cgColor
        card.masksToBounds = true
        card.shadowOpacity = 1
        r.addSublayer(card)
        let commands = list(r).commands
        // The clip is a scissor around the shadow's scope (the bounds are pixel-aligned).
        guard case .pushClip(let clip) = commands.first, case .popClip = commands.last else { return XCTFail("\(commands)") }
        XCTAssertEqual(clip, PixelBounds(x: 20, y: 20, width: 100, height: 100))
        XCTAssertTrue(commands.contains { if case .popShadow = $0 { return true } else { return false } })
    }

    func testSnapshotOrdersSublayersByZPositionForFrameAndOutlinesAlike() {
        let r = root()
        let top = CALayer(), bottom = CALayer(), hidden = CALayer()
        top.zPosition = 1
        hidden.isHidden = true
        for layer in [top, bottom, hidden] { r.addSublayer(layer) }
        let snapshot = PresentationSnapshot(root: r, time: 0)
        let order = snapshot.sublayers(of: snapshot.nodes[0]).map { snapshot.nodes[Int($0)].model }
        XCTAssertEqual(order, [bottom, top], "sorted by zPosition, hidden layers left out")
    }
}

/// Image paints and hostile effect values.
final class PaintEdgeCaseTests: XCTestCase {
    func testContentsAreAnImagePaintOverTheGravityRectWithTheInheritedAlpha() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        let image = try XCTUnwrap(CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16)))
        layer.contents = image
        layer.contentsGravity = .center
        layer.opacity = 0.5
        root.addSublayer(layer)
        let list = Compositor().renderList(for: root, at: 0, scale: 1, width: 100, height: 100)
        guard case .draw(let draw) = try XCTUnwrap(list.commands.first), case .image(let paint) = draw.paint else {
            return XCTFail("\(list.commands)")
        }
        XCTAssertTrue(paint.image === image)
        XCTAssertEqual(paint.rect, SIMD4(29, 19, 2, 2), "a 2 x 2 point image centered in 60 x 40")
        XCTAssertEqual(paint.colorTransform, ColorTransform(alpha: 0.5))
        XCTAssertEqual(draw.stencil, .none)
        XCTAssertEqual(draw.count, 4, "one quad")
    }

    func testColorTransformTintsByAlpha() {
        let tint = ColorTransform.tint(SIMD4(0, 0, 0.5, 0.5))
        XCTAssertEqual(tint.multiply, .zero)
        XCTAssertEqual(tint.add, SIMD4(0, 0, 0.5, 0.5))
        XCTAssertFalse(tint.isInvisible)
        XCTAssertTrue(ColorTransform(alpha: 0).isInvisible)
    }

    func testHostileShadowAndGradientValuesNeverLeaveTheList() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        layer.locations = [NSNumber(value: Double.nan), 1]
        layer.startPoint = CGPoint(x: CGFloat.infinity, y: 0)
        layer.shadowOpacity = .infinity
        XCTAssertEqual(layer.shadowOpacity, 0, "a non-finite opacity is ignored")
        layer.shadowOpacity = 7
        layer.shadowRadius = .nan
        root.addSublayer(layer)
        let list = Compositor().renderList(for: root, at: 0, scale: 1, width: 100, height: 100)
        XCTAssertTrue(list.vertices.allSatisfy(\.isFinite))
        XCTAssertTrue(list.commands.contains { if case .popShadow = $0 { return true } else { return false } })
        for command in list.commands {
            if case .popShadow(let effect, let opacity) = command {
                XCTAssertTrue(effect.sigma.isFinite && effect.sigma >= 0)
                XCTAssertTrue(opacity.isFinite)
                XCTAssertEqual(effect.color.w, 1, "shadowOpacity is clamped to 1")
            }
        }
        XCTAssertEqual(layer.startPoint, CGPoint(x: 0.5, y: 0), "a non-finite start point is ignored")
        XCTAssertNil(layer.locations, "non-finite locations are ignored")
        XCTAssertEqual(layer.shadowRadius, 3, "a non-finite radius is ignored")
    }
}
