import Compositor
import Foundation
import GLBackend
@_spi(LabHost) import LabKit
import XCTest

/// What a layer's custom drawing (`CALayer.draw(in:)` into a `CGContext`) puts on screen,
/// against hand-computed premultiplied pixels, within 2/255.
///
/// Blend modes follow Apple's `CGBlendMode` documentation, which defines them by the PDF
/// blend modes (ISO 32000-1, 11.3.5: B(cb, cs), composited as (1 − αs) cb + αs ((1 − αb) cs
/// + αb B)) and the Porter-Duff operators (R = S·Da etc., premultiplied). The drawing starts
/// transparent, as the bitmap Core Animation draws a layer into does.
final class DrawingPixelTests: XCTestCase {
    private var context: EGLOffscreenContext!
    private var renderer: GLRenderer!

    final class DrawingLayer: CALayer {
        var drawing: (CGContext) -> Void = { _ in }
        override func draw(in ctx: CGContext) { drawing(ctx) }
    }

    override func setUpWithError() throws {
        context = try EGLOffscreenContext()
        renderer = try GLRenderer(msaa: false)
    }

    /// Renders a 100 × 100 layer drawn by `drawing`, over `background` when given.
    private func render(background: CGColor? = nil, _ drawing: @escaping (CGContext) -> Void) throws -> CGImage {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let layer = DrawingLayer()
        layer.frame = root.bounds
        layer.backgroundColor = background
        layer.drawing = drawing
        root.addSublayer(layer)
        layer.display()
        return try renderer.render(Compositor().renderList(for: root, at: LabClock.currentTime, scale: 1, width: 100, height: 100))
    }

    private func expect(_ image: CGImage, x: Int, y: Int, _ rgba: SIMD4<Double>, _ message: String = "",
                        file: StaticString = #filePath, line: UInt = #line) {
        let p = image.pixel(x: x, y: y)
        let got = SIMD4<Double>(Double(p.red), Double(p.green), Double(p.blue), Double(p.alpha))
        let want = rgba * 255
        for i in 0..<4 {
            XCTAssertEqual(got[i], want[i], accuracy: 2, "pixel (\(x), \(y)) component \(i): \(got) vs \(want) \(message)", file: file, line: line)
        }
    }

    private let full = CGRect(x: 0, y: 0, width: 100, height: 100)

    /// Opaque blue everywhere, then a red fill at `alpha` blended by `mode`.
    private func halfRed(over mode: CGBlendMode, alpha: CGFloat = 0.5) throws -> CGImage {
        try render { ctx in
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(self.full)
            ctx.setBlendMode(mode)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: alpha)
            ctx.fill(CGRect(x: 50, y: 0, width: 50, height: 100))
        }
    }

    func testMultiplyHalfRedOverOpaqueBlue() throws {
        // B = cs·cb = (0, 0, 0); R = 0.5·blue + 0.5·B.
        let image = try halfRed(over: .multiply)
        expect(image, x: 75, y: 50, SIMD4(0, 0, 0.5, 1))
        expect(image, x: 25, y: 50, SIMD4(0, 0, 1, 1))
    }

    func testMultiplyWithMultisampling() throws {
        renderer = try GLRenderer(msaa: true)
        let image = try halfRed(over: .multiply)
        expect(image, x: 75, y: 50, SIMD4(0, 0, 0.5, 1))
        expect(image, x: 25, y: 50, SIMD4(0, 0, 1, 1))
    }

    /// A blend mode inside a clip blends with what is below the clip, only inside it.
    func testMultiplyInsideAClipWithAndWithoutMultisampling() throws {
        for msaa in [false, true] {
            renderer = try GLRenderer(msaa: msaa)
            let image = try render { ctx in
                ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
                ctx.fill(self.full)
                ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 100))
                ctx.clip()
                ctx.setBlendMode(.multiply)
                ctx.setFillColor(red: 1, green: 1, blue: 0.5, alpha: 1)
                ctx.fill(self.full)
            }
            expect(image, x: 25, y: 50, SIMD4(0, 0, 0.5, 1), "msaa \(msaa)")
            expect(image, x: 75, y: 50, SIMD4(0, 0, 1, 1), "msaa \(msaa)")
            expect(image, x: 2, y: 2, SIMD4(0, 0, 1, 1), "msaa \(msaa)")
        }
    }

    /// A rectangle clip off pixel edges (a mask scope) and one on them (a scissor) both let
    /// blend modes inside see what is below; the renderer is reused, as frames reuse it.
    func testMultiplyInsideRectangleClips() throws {
        for width in [50.5, 50, 50.5, 50] as [CGFloat] {
            let image = try render { ctx in
                ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
                ctx.fill(self.full)
                ctx.clip(to: CGRect(x: 0, y: 0, width: width, height: 100))
                ctx.setBlendMode(.multiply)
                ctx.setFillColor(red: 1, green: 1, blue: 0.5, alpha: 1)
                ctx.fill(self.full)
            }
            expect(image, x: 25, y: 50, SIMD4(0, 0, 0.5, 1), "width \(width)")
            expect(image, x: 75, y: 50, SIMD4(0, 0, 1, 1), "width \(width)")
        }
    }

    func testScreenHalfRedOverOpaqueBlue() throws {
        // B = cs + cb − cs·cb = (1, 0, 1); R = 0.5·blue + 0.5·B.
        expect(try halfRed(over: .screen), x: 75, y: 50, SIMD4(0.5, 0, 1, 1))
    }

    func testOverlayPicksMultiplyOrScreenByTheDestination() throws {
        // cb = (0.25, 0.75, 0.5), cs = (0.5, 0.5, 1): overlay is multiply(cs, 2cb) where
        // cb ≤ 0.5, else screen(cs, 2cb − 1).
        let image = try render { ctx in
            ctx.setFillColor(red: 0.25, green: 0.75, blue: 0.5, alpha: 1)
            ctx.fill(self.full)
            ctx.setBlendMode(.overlay)
            ctx.setFillColor(red: 0.5, green: 0.5, blue: 1, alpha: 1)
            ctx.fill(self.full)
        }
        expect(image, x: 50, y: 50, SIMD4(0.25, 0.75, 1, 1))
    }

    func testClearErasesTheDrawingNotTheLayerBelow() throws {
        let image = try render(background: CGColor(red: 0, green: 1, blue: 0, alpha: 1)) { ctx in
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(self.full)
            ctx.clear(CGRect(x: 0, y: 0, width: 50, height: 100))
        }
        expect(image, x: 25, y: 50, SIMD4(0, 1, 0, 1))
        expect(image, x: 75, y: 50, SIMD4(0, 0, 1, 1))
    }

    func testCopyReplacesWithTheSource() throws {
        expect(try halfRed(over: .copy), x: 75, y: 50, SIMD4(0.5, 0, 0, 0.5))
    }

    func testSourceInKeepsTheSourceWhereTheDestinationIs() throws {
        let image = try render { ctx in
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 50, height: 100))
            ctx.setBlendMode(.sourceIn)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(self.full)
        }
        expect(image, x: 25, y: 50, SIMD4(1, 0, 0, 1))
        expect(image, x: 75, y: 50, SIMD4(0, 0, 0, 0))
    }

    func testDestinationOutErasesByTheSourcesAlpha() throws {
        // R = D·(1 − Sa).
        expect(try halfRed(over: .destinationOut), x: 75, y: 50, SIMD4(0, 0, 0.5, 0.5))
    }

    func testClippedFillStaysInsideTheClipAndNestedClipsIntersect() throws {
        let image = try render { ctx in
            ctx.saveGState()
            ctx.addEllipse(in: self.full)
            ctx.clip()
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(self.full)
            ctx.clip(to: CGRect(x: 0, y: 0, width: 50, height: 50))
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(self.full)
            ctx.restoreGState()
            // After the restore, no clip.
            ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 95, y: 95, width: 5, height: 5))
        }
        expect(image, x: 3, y: 3, SIMD4(0, 0, 0, 0))
        expect(image, x: 30, y: 30, SIMD4(0, 0, 1, 1))
        expect(image, x: 70, y: 70, SIMD4(1, 0, 0, 1))
        expect(image, x: 70, y: 30, SIMD4(1, 0, 0, 1))
        expect(image, x: 97, y: 97, SIMD4(0, 1, 0, 1))
    }

    // Apple (CGGradient): the colors are interpolated unpremultiplied, so red toward clear
    // black darkens as it fades: straight (1 − t, 0, 0, 1 − t), premultiplied (1 − t)².
    func testLinearGradientMixesUnpremultipliedAndStopsAtItsEnds() throws {
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 0)],
                                  locations: [0, 1])!
        let image = try render { ctx in
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])
        }
        let t = (50.5 - 20) / 60
        expect(image, x: 50, y: 10, SIMD4((1 - t) * (1 - t), 0, 0, 1 - t))
        expect(image, x: 10, y: 10, SIMD4(0, 0, 0, 0))
        let extended = try render { ctx in
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        expect(extended, x: 10, y: 10, SIMD4(1, 0, 0, 1))
    }

    func testRadialGradientFillsItsCirclesOnly() throws {
        let gradient = CGGradient(colorsSpace: nil,
                                  colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                  locations: nil)!
        let center = CGPoint(x: 50, y: 50)
        let image = try render { ctx in
            ctx.drawRadialGradient(gradient, startCenter: center, startRadius: 10, endCenter: center, endRadius: 40, options: [])
        }
        // Distance 30.5 from the center (pixel center 80.5): t = (30.5 − 10) / 30.
        let t = (30.5 - 10) / 30
        expect(image, x: 80, y: 50, SIMD4(1 - t, 0, t, 1))
        expect(image, x: 50, y: 50, SIMD4(0, 0, 0, 0))
        expect(image, x: 95, y: 50, SIMD4(0, 0, 0, 0))
        let extended = try render { ctx in
            ctx.drawRadialGradient(gradient, startCenter: center, startRadius: 10, endCenter: center, endRadius: 40,
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        expect(extended, x: 50, y: 50, SIMD4(1, 0, 0, 1))
        expect(extended, x: 95, y: 50, SIMD4(0, 0, 1, 1))
    }

    // Quartz 2D Programming Guide, "Shadows": in a context UIKit makes, a positive y offset
    // puts the shadow below the object; the offset is not affected by the CTM.
    func testShadowFallsDownAndRightForPositiveOffsets() throws {
        let image = try render { ctx in
            ctx.scaleBy(x: 2, y: 2)
            ctx.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        expect(image, x: 40, y: 40, SIMD4(0, 0, 1, 1))
        expect(image, x: 65, y: 65, SIMD4(1, 0, 0, 1))
        expect(image, x: 75, y: 75, SIMD4(0, 0, 0, 0), "the offset is not scaled by the CTM")
        expect(image, x: 15, y: 15, SIMD4(0, 0, 0, 0))
        expect(image, x: 25, y: 65, SIMD4(0, 0, 0, 0))
    }

    // Quartz 2D Programming Guide, "Transparency Layers": objects drawn in one cast a single
    // shadow, as one image; drawn alone, a later object's shadow falls on an earlier one.
    func testATransparencyLayerCastsOneShadow() throws {
        func draw(_ ctx: CGContext, grouped: Bool) {
            ctx.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            if grouped { ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 40, y: 10, width: 40, height: 40))
            ctx.fill(CGRect(x: 10, y: 10, width: 40, height: 40))
            if grouped { ctx.endTransparencyLayer() }
        }
        expect(try render { draw($0, grouped: false) }, x: 55, y: 30, SIMD4(1, 0, 0, 1))
        let grouped = try render { draw($0, grouped: true) }
        expect(grouped, x: 55, y: 30, SIMD4(0, 0, 1, 1))
        expect(grouped, x: 85, y: 30, SIMD4(1, 0, 0, 1))
    }

    // The Quartz 2D Programming Guide's "Drawing Images" and UIKit's UIImage docs: a CGImage
    // drawn by CGContext.draw(_:in:) into a UIKit (y-down) context lands upside down; a
    // UIImage draws upright.
    func testImagesDrawUpsideDownThroughCoreGraphicsAndUprightAsUIImage() throws {
        let image = CGImage(width: 1, height: 2, premultipliedRGBA: [255, 0, 0, 255, 0, 0, 255, 255])!
        let flipped = try render { ctx in ctx.draw(image, in: self.full) }
        expect(flipped, x: 50, y: 10, SIMD4(0, 0, 1, 1))
        let upright = try render { _ in UIImage(cgImage: image).draw(in: self.full) }
        expect(upright, x: 50, y: 10, SIMD4(1, 0, 0, 1))
        expect(upright, x: 50, y: 90, SIMD4(0, 0, 1, 1))
    }
}
