@_spi(Rendering) @_spi(LabHost) import LabKit
import XCTest

/// `contentsRect` and the scaling filters: defaults as Apple documents them ("CALayer":
/// contentsRect defaults to the unit rectangle, the filters to linear, the bias to 0),
/// `contentsRect` animatable as a rectangle (a sprite sheet steps through it with a discrete
/// keyframe animation), the others plain properties reachable by key-value coding.
final class CALayerContentsSamplingTests: XCTestCase {
    func testDefaults() {
        let layer = CALayer()
        XCTAssertEqual(layer.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(layer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(layer.minificationFilter, .linear)
        XCTAssertEqual(layer.magnificationFilter, .linear)
        XCTAssertEqual(layer.minificationFilterBias, 0)
        XCTAssertEqual(layer.rasterizationScale, 1)
        let cell = CAEmitterCell()
        XCTAssertEqual(cell.minificationFilter, .linear)
        XCTAssertEqual(cell.magnificationFilter, .linear)
    }

    func testContentsRectAnimatesAsARectangle() throws {
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        LabClock.reset()
        LabClock.commit(root: root)
        let move = CABasicAnimation(keyPath: "contentsRect")
        move.fromValue = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        move.toValue = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        move.duration = 1
        layer.add(move, forKey: "move")
        LabClock.advance(to: 0.25, root: root)
        let shown = try XCTUnwrap(layer.presentation()).contentsRect
        XCTAssertEqual(shown.origin.x, 0.125, accuracy: 1e-9)
        XCTAssertEqual(shown.width, 0.5, accuracy: 1e-9)
        XCTAssertEqual(shown.height, 0.875, accuracy: 1e-9)
        XCTAssertEqual(layer.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1), "the model keeps its value")
    }

    /// The classic sprite sheet: four frames side by side, shown in turn by a discrete
    /// keyframe animation of contentsRect.
    func testASpriteSheetStepsThroughItsFrames() throws {
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        LabClock.reset()
        LabClock.commit(root: root)
        let frames = CAKeyframeAnimation(keyPath: "contentsRect")
        frames.values = (0..<4).map { CGRect(x: CGFloat($0) * 0.25, y: 0, width: 0.25, height: 1) }
        frames.calculationMode = .discrete
        frames.duration = 0.4
        frames.repeatCount = .infinity
        layer.add(frames, forKey: "walk")
        for (time, x) in [(0.05, 0.0), (0.15, 0.25), (0.25, 0.5), (0.35, 0.75), (0.45, 0.0)] {
            LabClock.advance(to: time, root: root)
            XCTAssertEqual(try XCTUnwrap(layer.presentation()).contentsRect.origin.x, x, accuracy: 1e-9, "at \(time) s")
        }
    }

    /// Cap insets in points become the unit center an image view's layer stretches (UIKit's
    /// resizable images): 4-point caps of a 20 x 10-point image leave (0.2, 0.4, 0.6, 0.2);
    /// caps larger than the image leave no center.
    func testResizableImagesCarryTheirCenter() {
        let pixels = CGImage(width: 40, height: 20, premultipliedRGBA: [UInt8](repeating: 255, count: 40 * 20 * 4))!
        let image = UIImage(cgImage: pixels, scale: 2)
        XCTAssertEqual(UIImageView(image: image).layer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1))
        let capped = image.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        XCTAssertEqual(capped.resizingMode, .tile, "UIKit's default")
        let center = UIImageView(image: capped).layer.contentsCenter
        XCTAssertEqual(center.origin.x, 0.2, accuracy: 1e-12)
        XCTAssertEqual(center.origin.y, 0.4, accuracy: 1e-12)
        XCTAssertEqual(center.width, 0.6, accuracy: 1e-12)
        XCTAssertEqual(center.height, 0.2, accuracy: 1e-12)
        XCTAssertEqual(capped.withRenderingMode(.alwaysTemplate).capInsets, capped.capInsets)
        let huge = image.resizableImage(withCapInsets: UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50), resizingMode: .stretch)
        XCTAssertEqual(UIImageView(image: huge).layer.contentsCenter.size, .zero)
    }

    func testKeyValueCodingReachesTheProperties() {
        let layer = CALayer()
        layer.setValue(CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5), forKey: "contentsRect")
        XCTAssertEqual(layer.contentsRect, CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        layer.setValue("nearest", forKey: "magnificationFilter")
        XCTAssertEqual(layer.magnificationFilter, .nearest)
        layer.setValue(CALayerContentsFilter.trilinear, forKey: "minificationFilter")
        XCTAssertEqual(layer.minificationFilter, .trilinear)
        XCTAssertEqual(layer.value(forKey: "minificationFilter") as? String, "trilinear", "read as Foundation's string")
        layer.setValue(2, forKey: "rasterizationScale")
        XCTAssertEqual(layer.rasterizationScale, 2)
    }

    func testMalformedValuesAreIgnoredWithADiagnostic() {
        let layer = CALayer()
        // Each distinct message is reported once per process: a name of its own keeps these new.
        layer.name = "malformed sampling \(UUID().uuidString)"
        var reports: [String] = []
        let previous = LabDiagnostics.setSink { reports.append($0) }
        layer.contentsRect = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        layer.minificationFilterBias = .infinity
        layer.rasterizationScale = 0
        LabDiagnostics.setSink(previous)
        XCTAssertEqual(layer.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(layer.minificationFilterBias, 0)
        XCTAssertEqual(layer.rasterizationScale, 1)
        XCTAssertEqual(reports.count, 3, reports.joined(separator: "\n"))
    }
}
