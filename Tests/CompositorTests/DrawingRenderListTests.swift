@testable @_spi(Rendering) import Compositor
@_spi(Rendering) import LabKit
import XCTest

/// The commands a layer's custom drawing produces, without GL: the recorded canvas drawn
/// between the layer's background and its sublayers, stretched to the bounds, blend modes on
/// the draws (inside an offscreen scope of the drawing's own), Core Graphics gradients.
final class DrawingRenderListTests: XCTestCase {
    final class DrawingLayer: CALayer {
        var drawing: (CGContext) -> Void = { _ in }
        override func draw(in ctx: CGContext) { drawing(ctx) }
    }

    private func list(_ layer: CALayer) -> RenderList {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(layer)
        return Compositor().renderList(for: root, at: 0, scale: 1, width: 100, height: 100)
    }

    private func draws(_ list: RenderList) -> [DrawCommand] {
        list.commands.compactMap { if case .draw(let d) = $0 { return d } else { return nil } }
    }

    private func drawnLayer(_ drawing: @escaping (CGContext) -> Void) -> DrawingLayer {
        let layer = DrawingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.drawing = drawing
        layer.display()
        return layer
    }

    func testDrawingGoesBetweenBackgroundAndSublayers() {
        let layer = drawnLayer { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        sublayer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        layer.addSublayer(sublayer)
        let paints = draws(list(layer)).map(\.paint)
        XCTAssertEqual(paints, [.solid(SIMD4(0, 0, 1, 1)), .solid(SIMD4(1, 0, 0, 1)), .solid(SIMD4(0, 1, 0, 1))])
        XCTAssertEqual(draws(list(layer)).map(\.blendMode), [.normal, .normal, .normal])
    }

    func testBlendModesGoOnTheDrawsInsideTheDrawingsOwnScope() {
        let layer = drawnLayer { ctx in
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.setBlendMode(.multiply)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.setBlendMode(.destinationOut)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let commands = list(layer).commands
        XCTAssertEqual(draws(list(layer)).map(\.blendMode), [.normal, .multiply, .destinationOut])
        guard case .pushLayer = commands.first, case .popLayer(let opacity) = commands.last else {
            return XCTFail("the drawing composites on its own: \(commands)")
        }
        XCTAssertEqual(opacity, 1)
    }

    func testClipsHoldingBlendModesStartFromTheirBackdrop() {
        let layer = drawnLayer { ctx in
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.restoreGState()
            ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.clip()
            ctx.setBlendMode(.multiply)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let pushes = list(layer).commands.compactMap { command -> String? in
            switch command {
            case .pushLayer: return "layer"
            case .pushBackdrop: return "backdrop"
            case .pushMask: return "mask"
            default: return nil
            }
        }
        XCTAssertEqual(pushes, ["layer", "backdrop", "mask"],
                       "the drawing's own scope, then (the pixel-aligned rectangle being a scissor) a clip whose multiply sees what is below it")
        XCTAssertTrue(list(layer).commands.contains(.pushClip(PixelBounds(x: 0, y: 0, width: 5, height: 5))))
    }

    func testDrawingStretchesToNewBoundsWithoutRedrawing() throws {
        let layer = drawnLayer { ctx in ctx.fill(CGRect(x: 0, y: 0, width: 50, height: 50)) }
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 25)
        layer.position = CGPoint(x: 50, y: 12.5)
        let rendered = list(layer)
        let draw = try XCTUnwrap(draws(rendered).first)
        let m = rendered.transforms[Int(draw.transform) * 16..<Int(draw.transform) * 16 + 16].map { $0 }
        XCTAssertEqual(m[0], 2, "x stretched by 100 / 50")
        XCTAssertEqual(m[5], 0.5, "y squeezed by 25 / 50")
    }

    func testCoreGraphicsGradientsAreUnpremultipliedAndStopAtTheirEnds() throws {
        let gradient = CGGradient(colorsSpace: nil, colors: [CGColor.black, CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)],
                                  locations: [0, 1])!
        let layer = drawnLayer { ctx in
            ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 10, y: 10), startRadius: 2,
                                   endCenter: CGPoint(x: 20, y: 10), endRadius: 8, options: .drawsAfterEndLocation)
        }
        guard case .gradient(let ramp) = try XCTUnwrap(draws(list(layer)).first).paint else { return XCTFail("not a gradient") }
        XCTAssertEqual(ramp.kind, .twoCircle(startRadius: 2, endRadius: 8))
        XCTAssertEqual(ramp.start, SIMD2(10, 10))
        XCTAssertEqual(ramp.end, SIMD2(20, 10))
        XCTAssertEqual(ramp.colors, [SIMD4(0, 0, 0, 1), SIMD4(1, 0, 0, 0.5)], "straight colors")
        XCTAssertEqual(ramp.interpolation, .unpremultiplied)
        XCTAssertFalse(ramp.extendsStart)
        XCTAssertTrue(ramp.extendsEnd)
    }
}
