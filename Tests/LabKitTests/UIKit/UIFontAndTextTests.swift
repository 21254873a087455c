@_spi(Testing) @_spi(Rendering) @testable import LabKit
import XCTest

final class UIFontAndTextTests: XCTestCase {
    func testNamesResolveThroughFontconfigAndNeverFail() {
        let thin = UIFont(name: "HelveticaNeue-Thin", size: 50)
        XCTAssertNotNil(thin)
        XCTAssertEqual(thin?.pointSize, 50)
        XCTAssertEqual(thin?.fontName, "HelveticaNeue-Thin")
        XCTAssertTrue(thin!.description.contains("ExtraLight") || thin!.description.contains("Thin") || thin!.description.contains("Light"),
                      "a thin sans stands in for Helvetica Neue Thin: \(thin!)")
        let unknown = UIFont(name: "NoSuchFont-Regular", size: 17)!
        XCTAssertEqual(unknown.familyName, UIFont.systemFont(ofSize: 17).familyName, "unknown names fall back to the system font")
        XCTAssertTrue(UIFont.boldSystemFont(ofSize: 12).description.contains("Bold"))
    }

    /// San Francisco's stand-ins, best first: SF Pro Display from 20 points (iOS switches
    /// optical sizes there), SF Pro Text below, then Inter; named fonts fall back to them.
    func testTheSystemFontPrefersSFProThenInter() {
        XCTAssertEqual(UIFont.systemFamilies(size: 17), ["SF Pro Text", "SF Pro", "Inter"])
        XCTAssertEqual(UIFont.systemFamilies(size: 20), ["SF Pro Display", "SF Pro", "Inter"])
        XCTAssertEqual(UIFont.systemFont(ofSize: 34, weight: .bold).families, ["SF Pro Display", "SF Pro", "Inter"])
        XCTAssertEqual(UIFont.systemFont(ofSize: 34).withSize(12).families, ["SF Pro Text", "SF Pro", "Inter"])
        XCTAssertEqual(UIFont(name: "Avenir-Heavy", size: 12)?.families, ["Avenir", "SF Pro Text", "SF Pro", "Inter"])
    }

    func testMetricsScaleWithTheSize() {
        let small = UIFont.systemFont(ofSize: 10), big = UIFont.systemFont(ofSize: 20)
        XCTAssertEqual(big.ascender, small.ascender * 2, accuracy: 1e-9)
        XCTAssertEqual(big.lineHeight, small.lineHeight * 2, accuracy: 1e-9)
        XCTAssertGreaterThan(small.ascender, 0)
        XCTAssertLessThan(small.descender, 0)
        XCTAssertGreaterThan(small.capHeight, small.xHeight)
    }

    func testLabelSizesToItsTextAndWraps() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.text = "Hello"
        let one = label.intrinsicContentSize
        label.text = "Hello Hello"
        let two = label.intrinsicContentSize
        XCTAssertGreaterThan(two.width, one.width * 1.8)
        XCTAssertEqual(two.height, (label.font.lineHeight).rounded(.up))
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: one.width * 1.5, height: 1000))
        XCTAssertEqual(wrapped.height, (label.font.lineHeight * 2).rounded(.up), "two lines")
        label.sizeToFit()
        XCTAssertEqual(label.bounds.size, label.sizeThatFits(label.bounds.size))
    }

    func testKerningComesFromShaping() {
        let font = UIFont.systemFont(ofSize: 100)
        let label = UILabel()
        label.font = font
        label.text = "AV"
        let pair = label.intrinsicContentSize.width
        label.text = "A"
        let a = label.intrinsicContentSize.width
        label.text = "V"
        let v = label.intrinsicContentSize.width
        XCTAssertLessThan(pair, a + v - 2, "HarfBuzz applies the font's kerning to AV")
    }

    /// iOS code gives a text layer its font as a `UIFont`, a `CTFont` or a name (`String` or
    /// `CFString`), all at the layer's `fontSize` (Apple, "CATextLayer.font").
    func testTextLayerFontsAsCoreTextAndCoreFoundationTypes() {
        let layer = CATextLayer()
        layer.fontSize = 20
        layer.font = "Helvetica-Bold" as CFString
        XCTAssertEqual(layer.resolvedFont.fontName, "Helvetica-Bold")
        XCTAssertEqual(layer.resolvedFont.pointSize, 20)
        let ctFont = CTFontCreateWithName("Georgia" as CFString, 12, nil)
        XCTAssertEqual(CTFontGetSize(ctFont), 12)
        XCTAssertEqual(CTFontCopyPostScriptName(ctFont) as String, "Georgia")
        layer.font = ctFont
        XCTAssertEqual(layer.resolvedFont.fontName, "Georgia")
        XCTAssertEqual(layer.resolvedFont.pointSize, 20, "the layer's size wins")
    }

    func testTextLayerOutlineLiesWithinFreeTypeMetrics() {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 60)
        layer.string = "Sphinx"
        layer.fontSize = 30
        guard case .text(let path, _) = layer.content else { return XCTFail("no text content") }
        let outline = path.boundingBoxOfPath
        let metrics = layer.metricsInkBounds()
        XCTAssertEqual(outline.minX, metrics.minX, accuracy: 0.05)
        XCTAssertEqual(outline.maxX, metrics.maxX, accuracy: 0.05)
        XCTAssertEqual(outline.minY, metrics.minY, accuracy: 0.05)
        XCTAssertEqual(outline.maxY, metrics.maxY, accuracy: 0.05)
    }
}

final class UIImageTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pixels = (0..<(4 * 2 * 4)).map { UInt8($0 % 4 == 3 ? 255 : 128) }
        let image = CGImage(width: 4, height: 2, premultipliedRGBA: pixels)!
        try image.pngData().write(to: folder.appendingPathComponent("dot@2x.png"))
        try image.jpegData(quality: 0.9).write(to: folder.appendingPathComponent("photo.jpg"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testNamedImagesLoadFromABundleWithTheirScale() {
        let bundle = Bundle(path: folder.path)
        let dot = UIImage(named: "dot", in: bundle)
        XCTAssertEqual(dot?.scale, 2)
        XCTAssertEqual(dot?.size, CGSize(width: 2, height: 1))
        let photo = UIImage(named: "photo", in: bundle)
        XCTAssertEqual(photo?.size, CGSize(width: 4, height: 2))
        let pixel = photo!.cgImage!.pixel(x: 1, y: 1)
        XCTAssertEqual(Int(pixel.red), 128, accuracy: 3, "JPEG decodes close to the original")
        XCTAssertEqual(pixel.alpha, 255)
        XCTAssertNil(UIImage(named: "missing", in: bundle))
        XCTAssertNil(UIImage(contentsOfFile: folder.appendingPathComponent("nothing.png").path))
    }

    func testImageViewPlacesContentsByContentMode() {
        let image = UIImage(contentsOfFile: folder.appendingPathComponent("photo.jpg").path)!
        let view = UIImageView(image: image)
        XCTAssertEqual(view.bounds.size, image.size)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.contentMode = .scaleAspectFit
        XCTAssertTrue(view.layer.contents as AnyObject === image.cgImage)
        XCTAssertEqual(view.layer.contentsGravity, .resizeAspect)
        XCTAssertEqual(view.layer.contentsGravity.rect(for: image.size, in: view.bounds), CGRect(x: 0, y: 10, width: 40, height: 20))
        XCTAssertEqual(CALayerContentsGravity.resizeAspectFill.rect(for: image.size, in: view.bounds), CGRect(x: -20, y: 0, width: 80, height: 40))
        XCTAssertEqual(CALayerContentsGravity.topLeft.rect(for: image.size, in: view.bounds), CGRect(x: 0, y: 0, width: 4, height: 2))
    }
}

/// Measured text includes the spaces that end a paragraph, as `NSString.size(withAttributes:)`
/// does (code measures `" "` for a space's width, and sizes labels to runs of spaces:
/// GradientCircularProgress centres its ratio that way); alignment leaves them hanging, and
/// a line broken by wrapping does not count the spaces it broke at.
final class TrailingSpaceTests: UIKitTestCase {
    private let font = UIFont.systemFont(ofSize: 18)

    func testSpacesThatEndTheTextAreMeasured() {
        let space = TextLayout(" ", font: font, width: nil, maximumLines: 0).lines[0].trailingSpace
        XCTAssertGreaterThan(space, 2)
        XCTAssertEqual(" ".size(withAttributes: [.font: font]).width, space.rounded(.up))
        let a = TextLayout("a", font: font, width: nil, maximumLines: 0).lines[0]
        let padded = TextLayout("a   ", font: font, width: nil, maximumLines: 0).lines[0]
        XCTAssertEqual(padded.width, a.width, accuracy: 1e-9, "alignment places the letters alone")
        XCTAssertEqual(padded.trailingSpace, 3 * space, accuracy: 1e-9)
        let label = UILabel()
        label.font = font
        label.text = String(repeating: " ", count: 10)
        label.sizeToFit()
        XCTAssertEqual(label.bounds.width, (10 * space).rounded(.up))
    }

    func testALineBrokenAtSpacesDoesNotCountThem() {
        let word = TextLayout("word", font: font, width: nil, maximumLines: 0).size.width
        let wrapped = TextLayout("word    word", font: font, width: word + 10, maximumLines: 0)
        XCTAssertEqual(wrapped.lines.count, 2)
        XCTAssertEqual(wrapped.lines[0].trailingSpace, 0)
        XCTAssertEqual(wrapped.size.width, word)
    }

    /// A label of no width has no backing store on iOS: its text is not drawn (it used to
    /// overflow its zero frame in full).
    func testALabelOfNoWidthShowsNoText() {
        let label = UILabel(frame: CGRect(x: 140, y: 120, width: 0, height: 30))
        label.text = "25%"
        window.addSubview(label)
        commit()
        XCTAssertNil(label.layer.content)
        label.frame.size.width = 40
        commit()
        XCTAssertNotNil(label.layer.content)
    }
}

/// Font descriptors, as code uses them to change one thing about a font (TextFieldEffects
/// scales its placeholder font; LTMorphingLabel and others make a font bold).
final class UIFontDescriptorTests: XCTestCase {
    func testADescriptorRemakesTheFontAtAnotherSizeOrWithTraits() {
        let font = UIFont.systemFont(ofSize: 17)
        let descriptor = font.fontDescriptor
        XCTAssertEqual(descriptor.pointSize, 17)
        XCTAssertEqual(descriptor.symbolicTraits, [])
        let scaled = UIFont(descriptor: descriptor, size: 34)
        XCTAssertEqual(scaled.pointSize, 34)
        XCTAssertEqual(scaled.fontName, font.fontName)
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 0).pointSize, 17, "0 keeps the descriptor's size")
        let bold = UIFont(descriptor: descriptor.withSymbolicTraits(.traitBold)!, size: 0)
        XCTAssertEqual(bold.fontDescriptor.symbolicTraits, .traitBold)
        XCTAssertEqual(bold.lineHeight, UIFont.boldSystemFont(ofSize: 17).lineHeight, accuracy: 1e-9)
        let italic = UIFont(descriptor: descriptor.withSymbolicTraits([.traitItalic]) ?? descriptor, size: 0)
        XCTAssertEqual(italic.fontDescriptor.symbolicTraits, .traitItalic)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.withSymbolicTraits([])?.symbolicTraits, [])
        XCTAssertEqual(descriptor.withSize(20).pointSize, 20)
        XCTAssertEqual(UIFontDescriptor(name: "Helvetica-Bold", size: 10).symbolicTraits, .traitBold)
    }
}

/// `UILabel.drawText(in:)`: a padding label moves its text by calling `super` with an inset
/// rectangle (Apple: "override this method … call super with the modified rectangle").
final class UILabelDrawTextTests: UIKitTestCase {
    private final class PaddingLabel: UILabel {
        var insets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0) { didSet { setNeedsDisplay() } }
        override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    }

    func testAnInsetRectangleMovesTheText() {
        let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let padded = PaddingLabel(frame: CGRect(x: 0, y: 50, width: 200, height: 40))
        for label in [plain, padded] {
            label.text = "Hello"
            window.addSubview(label)
        }
        commit()
        let plainInk = (plain.layer as! CATextLayer).metricsInkBounds()
        let paddedInk = (padded.layer as! CATextLayer).metricsInkBounds()
        XCTAssertEqual(paddedInk.minX - plainInk.minX, 30, accuracy: 0.01)
        XCTAssertEqual(paddedInk.midY, plainInk.midY, accuracy: 0.01)
        padded.insets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        commit()
        XCTAssertEqual((padded.layer as! CATextLayer).metricsInkBounds().minX - plainInk.minX, 50, accuracy: 0.01)
    }

    /// A label that draws itself (LTMorphingLabel draws each character; badges draw a
    /// shape): `drawText(in:)` runs inside the display with UIKit's current context, as
    /// `UILabel.draw(_:)` calls it, and what it draws replaces the text.
    private final class BadgeLabel: UILabel {
        var rects: [CGRect] = []
        override func drawText(in rect: CGRect) {
            rects.append(rect)
            let context = UIGraphicsGetCurrentContext()!
            context.setFillColor(UIColor.red.cgColor)
            context.fillEllipse(in: rect.insetBy(dx: 2, dy: 2))
        }
    }

    private func drawnPaths(_ label: UILabel) -> [CGRect]? {
        guard case .drawing(let drawing)? = label.layer.content else { return nil }
        return drawing.canvas.sublayers?.compactMap { ($0 as? CAShapeLayer)?.path?.boundingBoxOfPath }
    }

    func testALabelThatDrawsItselfShowsItsDrawingInsteadOfTheText() {
        let label = BadgeLabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.text = "7"
        window.addSubview(label)
        XCTAssertEqual(label.rects, [], "drawn in the display, where a context exists, not at layout")
        commit()
        XCTAssertEqual(label.rects, [CGRect(x: 0, y: 0, width: 60, height: 30)])
        XCTAssertEqual(drawnPaths(label), [CGRect(x: 2, y: 2, width: 56, height: 26)])
        label.text = "8"
        commit()
        XCTAssertEqual(label.rects.count, 2, "a text change redraws")
        label.frame.size = CGSize(width: 40, height: 40)
        commit()
        XCTAssertEqual(label.rects.last, CGRect(x: 0, y: 0, width: 40, height: 40), "a size change redraws")
        XCTAssertEqual(drawnPaths(label), [CGRect(x: 2, y: 2, width: 36, height: 36)])
        commit()
        XCTAssertEqual(label.rects.count, 3, "drawn once per change, not once per frame")
    }

    func testALabelThatCallsSuperStillShowsItsText() {
        let label = PaddingLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Hello"
        window.addSubview(label)
        commit()
        guard case .text? = label.layer.content else { return XCTFail("\(String(describing: label.layer.content))") }
    }

    func testTextRectIsTheTextsSizeCenteredVertically() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Hi"
        let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        XCTAssertEqual(rect.size, label.sizeThatFits(CGSize(width: 200, height: 40)))
        XCTAssertEqual(rect.midY, 20, accuracy: 1e-9)
        XCTAssertEqual(rect.minX, 0)
    }
}
