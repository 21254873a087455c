@testable @_spi(Rendering) import Compositor
@_spi(Rendering) import LabKit
import XCTest

/// A layer's rounded bounds follow `maskedCorners` and `cornerCurve`.
final class LayerCornersTests: XCTestCase {
    private func layer(radius: CGFloat, corners: CACornerMask? = nil, curve: CALayerCornerCurve = .circular) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        layer.backgroundColor = UIColor.red.cgColor
        layer.cornerRadius = radius
        if let corners { layer.maskedCorners = corners }
        layer.cornerCurve = curve
        return layer
    }

    private func points(_ path: CGPath) -> [CGPoint] { path.segments.flatMap(\.points) }

    func testDefaultsRoundAllFourCornersCircularly() {
        let plain = CALayer()
        XCTAssertEqual(plain.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(plain.cornerCurve, .circular)
        XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.continuous), 1.528665, accuracy: 1e-6)
        let expected = CGMutablePath()
        expected.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 10, cornerHeight: 10)
        XCTAssertEqual(points(LayerPaints(layer(radius: 10)).boundsShape(LayerShapeCache())), points(expected))
    }

    func testMaskedCornersLeaveTheOthersSquare() {
        // Only the top-left (minimum x and y on iOS) is rounded.
        let shape = LayerPaints(layer(radius: 20, corners: .layerMinXMinYCorner)).boundsShape(LayerShapeCache())
        let corners = points(shape)
        XCTAssertTrue(corners.contains(CGPoint(x: 100, y: 0)))
        XCTAssertTrue(corners.contains(CGPoint(x: 100, y: 60)))
        XCTAssertTrue(corners.contains(CGPoint(x: 0, y: 60)))
        XCTAssertFalse(corners.contains(CGPoint(x: 0, y: 0)))
        XCTAssertTrue(LayerPaints(layer(radius: 20, corners: [])).isRectangular)
    }

    func testContinuousCornersUseUIKitsCurve() {
        let shape = LayerPaints(layer(radius: 12, curve: .continuous)).boundsShape(LayerShapeCache())
        let expected = CGPath.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 60), radii: (12, 12, 12, 12), curve: .continuous)
        XCTAssertEqual(points(shape), points(expected))
        // The curve reaches 1.528665 radii along each edge.
        XCTAssertTrue(points(shape).contains { abs($0.y) < 1e-9 && abs($0.x - 12 * 1.528665) < 1e-3 })
    }

    /// A layer's outline is one immutable path for as long as it is drawn: every copy of a
    /// replicator and every frame find its tessellation in the geometry cache (1,000 rounded
    /// squares used to be flattened and fringed anew each frame).
    func testOutlinesAreSharedAcrossLayersAndFramesWhileUsed() {
        let shapes = LayerShapeCache()
        shapes.beginFrame()
        let first = LayerPaints(layer(radius: 10)).boundsShape(shapes)
        XCTAssertTrue(LayerPaints(layer(radius: 10)).boundsShape(shapes) === first, "another layer of the same outline")
        XCTAssertTrue(GeometryCache.isCacheable(first))
        let border = layer(radius: 10)
        border.borderWidth = 2
        XCTAssertFalse(LayerPaints(border).borderShape(shapes) === first)
        XCTAssertTrue(GeometryCache.isCacheable(LayerPaints(border).borderShape(shapes)))
        XCTAssertFalse(LayerPaints(layer(radius: 11)).boundsShape(shapes) === first)
        XCTAssertEqual(shapes.count, 3)
        shapes.beginFrame()
        XCTAssertTrue(LayerPaints(layer(radius: 10)).boundsShape(shapes) === first, "the next frame")
        shapes.beginFrame()
        XCTAssertEqual(shapes.count, 1, "outlines not drawn in the last frame are dropped")
        shapes.beginFrame()
        XCTAssertEqual(shapes.count, 0)
    }

    func testASquareCornerClipIsAScissorWhateverTheRadiusWhenNoCornerIsMasked() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let clip = layer(radius: 20, corners: [])
        clip.position = CGPoint(x: 50, y: 30)
        clip.masksToBounds = true
        clip.addSublayer(CALayer())
        clip.sublayers?.first?.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        clip.sublayers?.first?.backgroundColor = UIColor.blue.cgColor
        root.addSublayer(clip)
        let list = Compositor().renderList(for: root, at: 0, scale: 1, width: 100, height: 100)
        XCTAssertTrue(list.commands.contains { if case .pushClip = $0 { return true } else { return false } })
    }
}
