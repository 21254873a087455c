@_spi(Rendering) @_spi(LabHost) import LabKit
import XCTest

/// What a `CGContext` records for each drawing operation, and its graphics state.
final class CGContextRecordingTests: AnimationTestCase {
    final class DrawingLayer: CALayer {
        var drawing: (CGContext) -> Void = { _ in }
        override func draw(in ctx: CGContext) { drawing(ctx) }
    }

    /// The drawing of a 100 × 100 layer drawn by `drawing`.
    private func record(_ drawing: @escaping (CGContext) -> Void) -> LayerDrawing? {
        let layer = DrawingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.drawing = drawing
        layer.display()
        guard case .drawing(let recorded)? = layer.content else { return nil }
        return recorded
    }

    private func layers(_ drawing: @escaping (CGContext) -> Void) -> [CALayer] {
        record(drawing)?.canvas.sublayers ?? []
    }

    func testFillAndStrokeRecordShapesWithTheLineStyle() {
        let recorded = layers { ctx in
            ctx.scaleBy(x: 2, y: 2)
            ctx.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 1)
            ctx.setLineWidth(3)
            ctx.setLineCap(.round)
            ctx.setLineJoin(.bevel)
            ctx.setMiterLimit(4)
            ctx.setLineDash(phase: 1, lengths: [2, 3])
            ctx.move(to: CGPoint(x: 1, y: 1))
            ctx.addLine(to: CGPoint(x: 10, y: 1))
            ctx.strokePath()
            ctx.setFillColor(gray: 0.5, alpha: 1)
            ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        XCTAssertEqual(recorded.count, 2)
        let stroke = recorded[0] as! CAShapeLayer
        XCTAssertNil(stroke.fillColor)
        XCTAssertEqual(stroke.strokeColor, CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        XCTAssertEqual(stroke.lineWidth, 6, "line widths scale with the CTM")
        XCTAssertEqual(stroke.lineCap, .round)
        XCTAssertEqual(stroke.lineJoin, .bevel)
        XCTAssertEqual(stroke.miterLimit, 4)
        XCTAssertEqual(stroke.lineDashPattern, [4, 6])
        XCTAssertEqual(stroke.lineDashPhase, 2)
        XCTAssertEqual(stroke.path?.boundingBoxOfPath, CGRect(x: 2, y: 2, width: 18, height: 0))
        let fill = recorded[1] as! CAShapeLayer
        XCTAssertEqual(fill.fillColor, CGColor(gray: 0.5, alpha: 1))
        XCTAssertNil(fill.strokeColor)
        XCTAssertEqual(fill.path?.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    func testPathQueriesAreInUserSpace() {
        _ = record { ctx in
            ctx.translateBy(x: 10, y: 20)
            XCTAssertTrue(ctx.isPathEmpty)
            XCTAssertEqual(ctx.boundingBoxOfPath, .null)
            ctx.move(to: CGPoint(x: 1, y: 2))
            ctx.addQuadCurve(to: CGPoint(x: 5, y: 2), control: CGPoint(x: 3, y: 0))
            ctx.addCurve(to: CGPoint(x: 9, y: 6), control1: CGPoint(x: 6, y: 2), control2: CGPoint(x: 9, y: 3))
            XCTAssertFalse(ctx.isPathEmpty)
            XCTAssertEqual(ctx.currentPointOfPath, CGPoint(x: 9, y: 6))
            XCTAssertEqual(ctx.boundingBoxOfPath.minX, 1, accuracy: 1e-9)
            XCTAssertEqual(ctx.boundingBoxOfPath.maxY, 6, accuracy: 1e-9)
            ctx.beginPath()
            XCTAssertTrue(ctx.isPathEmpty)
        }
    }

    // CGContext.addArc(tangent1End:tangent2End:radius:): the arc is tangent to both lines,
    // joined to the current point by a line.
    func testTangentArcMeetsBothLines() {
        _ = record { ctx in
            ctx.move(to: CGPoint(x: 0, y: 0))
            ctx.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
            let end = ctx.currentPointOfPath
            XCTAssertEqual(end.x, 10, accuracy: 1e-9)
            XCTAssertEqual(end.y, 4, accuracy: 1e-9)
            let box = ctx.boundingBoxOfPath
            XCTAssertEqual(box.maxX, 10, accuracy: 1e-9)
            XCTAssertEqual(box.maxY, 4, accuracy: 1e-9)
            ctx.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
            XCTAssertEqual(ctx.currentPointOfPath.x, 40, accuracy: 1e-9)
        }
    }

    func testFillRectsIsOneFillAndStrokeWidthIsTemporary() {
        let recorded = layers { ctx in
            ctx.fill([CGRect(x: 0, y: 0, width: 5, height: 5), CGRect(x: 10, y: 0, width: 5, height: 5)])
            ctx.stroke(CGRect(x: 0, y: 0, width: 5, height: 5), width: 7)
            ctx.strokeEllipse(in: CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        XCTAssertEqual(recorded.count, 3)
        XCTAssertEqual((recorded[1] as! CAShapeLayer).lineWidth, 7)
        XCTAssertEqual((recorded[2] as! CAShapeLayer).lineWidth, 1)
    }

    func testAlphaAndBlendModeAndSaveRestore() {
        let drawing = record { ctx in
            ctx.saveGState()
            ctx.setAlpha(0.5)
            ctx.setBlendMode(.multiply)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            ctx.restoreGState()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let recorded = drawing?.canvas.sublayers ?? []
        XCTAssertEqual(recorded.map(\.opacity), [0.5, 1])
        XCTAssertEqual(recorded.map(\.drawingBlendMode), [.multiply, .normal])
        XCTAssertEqual(drawing?.isIsolated, true, "blend modes blend within the drawing")
    }

    func testUnsupportedBlendModesAndMalformedValuesAreReported() {
        let recorded = layers { ctx in
            ctx.setBlendMode(.hue)
            ctx.setLineWidth(-1)
            ctx.setAlpha(.nan)
            ctx.restoreGState()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        XCTAssertEqual(recorded.first?.drawingBlendMode, .normal)
        XCTAssertEqual(recorded.first?.opacity, 1)
        XCTAssertEqual(diagnostics.count, 4, "\(diagnostics)")
    }

    // CGContext.setShadow(offset:blur:): "black color with 1/3 alpha". The blur maps to a
    // Gaussian of standard deviation blur / 2 (see CGContext+Shadows.swift).
    func testShadowsMapToTheLayersShadow() {
        let recorded = layers { ctx in
            ctx.setShadow(offset: CGSize(width: 3, height: 4), blur: 6)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            ctx.setShadow(offset: .zero, blur: 0, color: nil)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        XCTAssertEqual(recorded[0].shadowOpacity, 1)
        XCTAssertEqual(recorded[0].shadowOffset, CGSize(width: 3, height: 4))
        XCTAssertEqual(recorded[0].shadowRadius, 3)
        XCTAssertEqual(recorded[0].shadowColor, CGColor(gray: 0, alpha: 1.0 / 3.0))
        XCTAssertEqual(recorded[1].shadowOpacity, 0)
    }

    func testClipsNestWhatIsDrawnNextUntilRestored() {
        let recorded = layers { ctx in
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 0, y: 0, width: 50, height: 50))
            ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            ctx.clip()
            XCTAssertTrue(ctx.isPathEmpty, "clip() consumes the path")
            ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            ctx.restoreGState()
            ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        XCTAssertEqual(recorded.count, 2)
        let outer = recorded[0]
        XCTAssertTrue(outer.masksToBounds, "a rectangle clips as bounds do")
        XCTAssertEqual(outer.bounds, CGRect(x: 0, y: 0, width: 50, height: 50))
        let inner = outer.sublayers?.first
        XCTAssertNotNil(inner?.mask)
        XCTAssertTrue(inner?.sublayers?.first is CAShapeLayer)
        XCTAssertNil(recorded[1].mask)
    }

    func testUIKitDrawingActsOnTheCurrentContext() {
        let recorded = layers { _ in
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
            path.lineWidth = 5
            path.fill()
            path.stroke(with: .normal, alpha: 0.5)
            UIColor.green.set()
            path.addClip()
            path.fill(with: .multiply, alpha: 1)
        }
        XCTAssertEqual(recorded.count, 3)
        XCTAssertEqual((recorded[0] as! CAShapeLayer).fillColor, UIColor.red.cgColor)
        let stroke = recorded[1] as! CAShapeLayer
        XCTAssertEqual(stroke.strokeColor, UIColor.blue.cgColor)
        XCTAssertEqual(stroke.lineWidth, 5)
        XCTAssertEqual(stroke.opacity, 0.5)
        let clipped = recorded[2].sublayers?.first as? CAShapeLayer
        XCTAssertEqual(clipped?.fillColor, UIColor.green.cgColor)
        XCTAssertEqual(clipped?.drawingBlendMode, .multiply)
    }

    func testStringsDrawAsTextLayers() {
        let recorded = layers { _ in
            "Hi".draw(at: CGPoint(x: 10, y: 20), withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
            ("Wrapped text" as NSString).draw(in: CGRect(x: 0, y: 0, width: 40, height: 90), withAttributes: nil)
        }
        XCTAssertEqual(recorded.count, 2)
        let text = recorded[0].sublayers?.first as? CATextLayer
        XCTAssertEqual(text?.string as? String, "Hi")
        XCTAssertEqual(text?.foregroundColor, UIColor.red.cgColor)
        XCTAssertEqual(text?.frame.origin, CGPoint(x: 10, y: 20))
        XCTAssertEqual(text?.frame.size, "Hi".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]))
        let wrapped = recorded[1].sublayers?.first as? CATextLayer
        XCTAssertEqual(wrapped?.isWrapped, true)
        XCTAssertEqual(wrapped?.foregroundColor, CGColor.black)
    }

    func testGradientsNeedMatchingLocations() {
        let colors = [CGColor.black, CGColor.white]
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: colors, locations: [0]))
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: [], locations: nil))
        XCTAssertNotNil(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [0, 0, 0, 1, 1, 1, 1, 1],
                                   locations: nil, count: 2))
        XCTAssertEqual(diagnostics.count, 2)
    }

    func testTransparencyLayersGroupWhatIsDrawnWithTheStateAtTheirBeginning() {
        let recorded = layers { ctx in
            ctx.setAlpha(0.5)
            ctx.setShadow(offset: CGSize(width: 1, height: 1), blur: 2)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            ctx.fill(CGRect(x: 2, y: 2, width: 5, height: 5))
            ctx.endTransparencyLayer()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            ctx.endTransparencyLayer()
        }
        XCTAssertEqual(recorded.count, 2)
        let group = recorded[0]
        XCTAssertEqual(group.opacity, 0.5)
        XCTAssertEqual(group.shadowOpacity, 1)
        XCTAssertEqual(group.sublayers?.map(\.opacity), [1, 1])
        XCTAssertEqual(group.sublayers?.map(\.shadowOpacity), [0, 0])
        XCTAssertEqual(recorded[1].opacity, 0.5, "the state is back after the layer")
        XCTAssertEqual(diagnostics.count, 1, "the unbalanced end is reported")
    }

    func testBezierPathDashesAndRendererContextHelpers() {
        var recorded: [CALayer] = []
        recorded = layers { ctx in
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
            path.setLineDash([4, 2, 9], count: 2, phase: 1)
            path.stroke()
        }
        let stroke = recorded.first as? CAShapeLayer
        XCTAssertEqual(stroke?.lineDashPattern, [4, 2])
        XCTAssertEqual(stroke?.lineDashPhase, 1)
        _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .multiply)
            XCTAssertEqual(context.currentImage.size, CGSize(width: 10, height: 10))
        }
    }

    func testNothingDrawnIsNoContent() {
        XCTAssertNil(record { _ in })
    }
}

extension CGContextRecordingTests {
    func testUIRectFunctionsAndAttributedStrings() {
        let recorded = layers { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIRectFrame(CGRect(x: 0, y: 0, width: 10, height: 10))
            NSAttributedString(string: "A", attributes: [.foregroundColor: UIColor.blue]).draw(at: .zero)
        }
        XCTAssertEqual(recorded.count, 3)
        XCTAssertEqual((recorded[1] as? CAShapeLayer)?.fillRule, .evenOdd)
        XCTAssertEqual((recorded[2].sublayers?.first as? CATextLayer)?.foregroundColor, UIColor.blue.cgColor)
    }
}

extension CGContextRecordingTests {
    func testBoundingRectWrapsOnlyWithLineFragmentOrigin() {
        let text = "A sentence long enough to wrap in a narrow column"
        let font: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]
        let one = text.boundingRect(with: CGSize(width: 80, height: 1000), options: [], attributes: font, context: nil)
        let wrapped = text.boundingRect(with: CGSize(width: 80, height: 1000), options: .usesLineFragmentOrigin,
                                        attributes: font, context: nil)
        XCTAssertEqual(one.size, text.size(withAttributes: font))
        XCTAssertLessThanOrEqual(wrapped.width, 80)
        XCTAssertGreaterThan(wrapped.height, one.height)
    }
}

extension CGContextRecordingTests {
    /// A string drawn with more than a font and a color records its attributed string, whose
    /// text layer paints the glyphs and then the underline in the text's color.
    func testStringsWithMoreAttributesDrawAsAttributedTextLayers() {
        let recorded = layers { _ in
            "Go".draw(at: .zero, withAttributes: [.foregroundColor: UIColor.red, .underlineStyle: NSUnderlineStyle.single.rawValue])
        }
        let text = recorded.first?.sublayers?.first as? CATextLayer
        XCTAssertEqual((text?.string as? NSAttributedString)?.string, "Go")
        guard case .styledText(let pieces) = text?.content else { return XCTFail("no attributed content") }
        XCTAssertEqual(pieces.map(\.color), [UIColor.red.cgColor, UIColor.red.cgColor], "glyphs, then the underline")
    }
}
