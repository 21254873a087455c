@testable @_spi(Rendering) import Compositor
@_spi(Rendering) import LabKit
import XCTest

final class CompositorTests: XCTestCase {
    private func root() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        return root
    }

    private func list(_ root: CALayer, scale: CGFloat = 2) -> RenderList {
        Compositor().renderList(for: root, at: CACurrentMediaTime(), scale: scale, width: 200, height: 200)
    }

    private func draws(_ list: RenderList) -> [DrawCommand] {
        list.commands.compactMap { if case .draw(let d) = $0 { return d } else { return nil } }
    }

    private func matrix(_ list: RenderList, _ draw: DrawCommand) -> [Float] {
        Array(list.transforms[Int(draw.transform) * 16..<Int(draw.transform) * 16 + 16])
    }

    func testLayerTransformsComposeInCoreAnimationOrder() {
        let r = root()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        layer.position = CGPoint(x: 30, y: 40)
        layer.backgroundColor = CGColor.white
        r.addSublayer(layer)
        let m = matrix(list(r), draws(list(r))[0])
        // Local (0, 0) lands at the position, scaled by 2 to device pixels.
        XCTAssertEqual(m[12], 60)
        XCTAssertEqual(m[13], 80)
        XCTAssertEqual(m[0], 2)
    }

    func testConvexFillsSkipTheStencilAndConcaveOnesUseIt() {
        let r = root()
        let circle = CAShapeLayer()
        circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        let star = CAShapeLayer()
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 4), CGPoint(x: 20, y: 0), CGPoint(x: 10, y: 20)])
        path.closeSubpath()
        star.path = path
        star.fillRule = .evenOdd
        r.addSublayer(circle)
        r.addSublayer(star)
        XCTAssertEqual(draws(list(r)).map(\.stencil), [.none, .evenOdd])
    }

    /// A stroke that is not one straight segment is covered by its outline's edge areas (see
    /// `StrokeOutline`) by the nonzero rule, opaque or not, on any target. Under perspective,
    /// where edge areas cannot be placed, it is drawn as triangles: directly when opaque,
    /// through the stencil (so that overlaps blend once) when translucent.
    func testStrokesAreStenciledOnlyWhenTranslucentOrCoveredByTheirOutline() {
        for perspective in [false, true] {
            let r = root()
            if perspective {
                var m = CATransform3DIdentity
                m.m34 = -1 / 500
                r.sublayerTransform = CATransform3DRotate(m, 0.2, 0, 1, 0)
            }
            for alpha in [1.0, 0.5] {
                let line = CAShapeLayer()
                line.path = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)
                line.fillColor = nil
                line.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: alpha)
                r.addSublayer(line)
            }
            let d = draws(Compositor().renderList(for: r, at: CACurrentMediaTime(), scale: 2, width: 200, height: 200))
            let byArea = !perspective
            XCTAssertEqual(d.map(\.stencil), byArea ? [.nonZero, .nonZero] : [.none, .union])
            // The outline of a closed rectangle: its outer and inner sides, three points at each
            // corner (outside the two segments' corners and the miter point between them,
            // inside the same through the path's corner): 12 points a side, in runs of four.
            XCTAssertEqual(d.map(\.edgeCount), byArea ? [6, 6] : [0, 0])
            XCTAssertEqual(d[1].color, SIMD4(0.5, 0, 0, 0.5))
        }
    }

    func testOpacityOverSeveralPaintsIsAGroupButASinglePaintIsNot() {
        let r = root()
        let group = CALayer()
        group.opacity = 0.5
        let a = CALayer(), b = CALayer()
        for l in [a, b] {
            l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            l.backgroundColor = CGColor.black
            group.addSublayer(l)
        }
        r.addSublayer(group)
        let single = CALayer()
        single.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
        single.backgroundColor = CGColor.black
        single.opacity = 0.25
        r.addSublayer(single)
        let l = list(r)
        guard case .pushLayer = l.commands.first else { return XCTFail("expected a layer scope first: \(l.commands)") }
        XCTAssertEqual(l.commands[3], .popLayer(opacity: 0.5))
        XCTAssertEqual(draws(l).map(\.color.w), [1, 1, 0.25])
    }

    /// A clear layer fading one sublayer that paints a background and holds a label (a cell
    /// and its content view) is a group too: `allowsGroupOpacity` composites the subtree, then
    /// fades it, so the label does not show the background through it. A faded sublayer that
    /// paints one thing in a clear layer is still no group.
    func testOpacityOverOneSublayerThatPaintsSeveralThingsIsAGroup() {
        let r = root()
        let cell = CALayer()
        cell.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        cell.opacity = 0.5
        let content = CALayer()
        content.frame = cell.bounds
        content.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let label = CALayer()
        label.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        label.backgroundColor = CGColor.white
        content.addSublayer(label)
        cell.addSublayer(content)
        r.addSublayer(cell)
        let wrapper = CALayer()
        wrapper.opacity = 0.25
        let lone = CALayer()
        lone.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
        lone.backgroundColor = CGColor.black
        wrapper.addSublayer(CALayer())
        wrapper.sublayers?.first?.addSublayer(lone)
        r.addSublayer(wrapper)
        let l = list(r)
        XCTAssertEqual(l.commands.filter { if case .popLayer = $0 { return true }; return false }, [.popLayer(opacity: 0.5)], "\(l.commands)")
        XCTAssertEqual(draws(l).map(\.color.w), [1, 1, 0.25])
    }

    func testMaskAndMasksToBoundsBecomeMaskScopes() {
        let r = root()
        let masked = CALayer()
        masked.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        masked.backgroundColor = CGColor.black
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        masked.mask = mask
        r.addSublayer(masked)
        let clipped = CALayer()
        clipped.frame = CGRect(x: 50, y: 50, width: 50, height: 50)
        clipped.masksToBounds = true
        clipped.cornerRadius = 10
        let child = CALayer()
        child.frame = CGRect(x: -10, y: -10, width: 100, height: 100)
        child.backgroundColor = CGColor.white
        clipped.addSublayer(child)
        r.addSublayer(clipped)
        let kinds = list(r).commands.map { command -> String in
            switch command {
            case .draw: return "draw"
            case .drawInstances: return "instances"
            case .popShadow: return "popShadow"
            case .backdropFilter: return "backdropFilter"
            case .pushLayer: return "push"
            case .pushMask: return "mask"
            case .pushBackdrop: return "backdrop"
            case .popLayer: return "pop"
            case .popMask: return "popMask"
            case .pushClip: return "clip"
            case .popClip: return "popClip"
            }
        }
        XCTAssertEqual(kinds, ["push", "draw", "mask", "draw", "popMask", "push", "draw", "mask", "draw", "popMask"])
    }

    /// Clipping to square, pixel-aligned bounds is a scissor; anything else (half-pixel
    /// edges, rotation) goes through a mask scope. Scopes carry the pixels they paint.
    func testPixelAlignedClipsAreScissorsAndScopesKnowTheirPixels() {
        func clipping(_ frame: CGRect, rotated: Bool = false) -> [RenderCommand] {
            let r = root()
            let clipped = CALayer()
            clipped.frame = frame
            clipped.masksToBounds = true
            if rotated { clipped.transform = CATransform3DMakeRotation(0.3, 0, 0, 1) }
            let child = CALayer()
            child.frame = CGRect(x: -10, y: -10, width: 100, height: 100)
            child.backgroundColor = CGColor.white
            clipped.addSublayer(child)
            r.addSublayer(clipped)
            return list(r).commands
        }
        let aligned = clipping(CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(aligned.first, .pushClip(PixelBounds(x: 20, y: 40, width: 60, height: 80)), "scale 2: device pixels")
        XCTAssertEqual(aligned.last, .popClip)
        let offGrid = clipping(CGRect(x: 10.25, y: 20, width: 30, height: 40))
        XCTAssertEqual(offGrid.first, .pushLayer(PixelBounds(x: 0, y: 17, width: 200, height: 183)),
                       "the child's pixels and its 1.5 px edge fringe, one more on each side, within the canvas")
        guard case .pushLayer = clipping(CGRect(x: 10, y: 20, width: 30, height: 40), rotated: true).first else {
            return XCTFail("a rotated clip needs a mask scope")
        }
    }

    func testZPositionOrdersSiblingsAndHiddenLayersAreSkipped() {
        let r = root()
        let colors: [CGColor] = [.black, .white, CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
        for (i, color) in colors.enumerated() {
            let l = CALayer()
            l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            l.backgroundColor = color
            l.zPosition = CGFloat(2 - i)
            r.addSublayer(l)
        }
        let hidden = CALayer()
        hidden.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        hidden.backgroundColor = CGColor.black
        hidden.isHidden = true
        r.addSublayer(hidden)
        XCTAssertEqual(draws(list(r)).map(\.color.x), [1, 1, 0])
        XCTAssertEqual(draws(list(r)).map(\.color.y), [0, 1, 0])
    }

    func testFlatteningToleranceFollowsTheDeviceScale() {
        func vertexCount(scale: CGFloat) -> Int {
            let r = root()
            let circle = CAShapeLayer()
            circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
            r.addSublayer(circle)
            return list(r, scale: scale).vertexCount
        }
        XCTAssertGreaterThan(vertexCount(scale: 4), vertexCount(scale: 1))
    }

    func testBorderIsAnEvenOddRing() {
        let r = root()
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        l.borderWidth = 3
        r.addSublayer(l)
        XCTAssertEqual(draws(list(r)).map(\.stencil), [.evenOdd])
    }
}

final class GeometryCacheTests: XCTestCase {
    private func scene(path: CGPath) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let shape = CAShapeLayer()
        shape.path = path
        shape.strokeColor = CGColor.black
        shape.lineWidth = 3
        root.addSublayer(shape)
        return root
    }

    func testImmutablePathsAreReusedAndDroppedWhenUnused() {
        let compositor = Compositor()
        let path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 50, height: 30), transform: nil)
        let root = scene(path: path)
        let first = compositor.renderList(for: root, at: CACurrentMediaTime(), scale: 2, width: 200, height: 200)
        XCTAssertEqual(compositor.cachedGeometryCount, 0, "a path is cached from its second frame on")
        let second = compositor.renderList(for: root, at: CACurrentMediaTime(), scale: 2, width: 200, height: 200)
        XCTAssertEqual(compositor.cachedGeometryCount, 2, "fill and stroke")
        let third = compositor.renderList(for: root, at: CACurrentMediaTime(), scale: 2, width: 200, height: 200)
        XCTAssertEqual(first.vertices, second.vertices)
        XCTAssertEqual(first.vertices, third.vertices)
        _ = compositor.renderList(for: root, at: CACurrentMediaTime(), scale: 3, width: 200, height: 200)
        XCTAssertEqual(compositor.cachedGeometryCount, 4, "a new scale is a new tolerance")
        _ = compositor.renderList(for: root, at: CACurrentMediaTime(), scale: 3, width: 300, height: 300)
        XCTAssertEqual(compositor.cachedGeometryCount, 2, "a new canvas size is a new vertex budget: the cache starts afresh")
        _ = compositor.renderList(for: CALayer(), at: CACurrentMediaTime(), scale: 3, width: 300, height: 300)
        _ = compositor.renderList(for: CALayer(), at: CACurrentMediaTime(), scale: 3, width: 300, height: 300)
        XCTAssertEqual(compositor.cachedGeometryCount, 0)
    }

    func testMutablePathsAreNotCachedSoTheirChangesShow() {
        let compositor = Compositor()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let root = scene(path: path)
        let before = compositor.renderList(for: root, at: CACurrentMediaTime(), scale: 1, width: 100, height: 100)
        XCTAssertEqual(compositor.cachedGeometryCount, 0)
        path.addRect(CGRect(x: 20, y: 20, width: 10, height: 10))
        let after = compositor.renderList(for: root, at: CACurrentMediaTime(), scale: 1, width: 100, height: 100)
        XCTAssertGreaterThan(after.budgetedVertexCount, before.budgetedVertexCount)
    }
}

/// The debug overlay's geometry: layers' bounds and path points where the frame draws them.
final class LayerOutlinesTests: XCTestCase {
    func testOutlinesFollowTransformsAndPathPoints() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let turned = CAShapeLayer()
        turned.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        turned.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 30, y: 0))
        turned.path = path
        root.addSublayer(turned)
        let outlines = LayerOutlines.paths(for: PresentationSnapshot(root: root, time: CACurrentMediaTime()))
        // The root, then the turned layer: 30 x 40 about its centre (25, 40) becomes 40 x 30.
        XCTAssertEqual(outlines.bounds.boundingBoxOfPath.integral, CGRect(x: 0, y: 0, width: 100, height: 100))
        let turnedBox = CGRect(x: 5, y: 25, width: 40, height: 30)
        // Its path's points: local (0, 0) is its top-left, which the quarter turn takes to (45, 25).
        XCTAssertEqual(outlines.points.count, 2)
        XCTAssertEqual(outlines.points[0].x, turnedBox.maxX, accuracy: 1e-9)
        XCTAssertEqual(outlines.points[0].y, turnedBox.minY, accuracy: 1e-9)
        XCTAssertEqual(outlines.points[1].x, turnedBox.maxX, accuracy: 1e-9)
        XCTAssertEqual(outlines.points[1].y, turnedBox.minY + 30, accuracy: 1e-9)
    }
}

extension DrawCommand {
    /// The color of a solid paint (zero for other paints), for tests of colored draws.
    var color: SIMD4<Float> {
        if case .solid(let color) = paint { return color }
        return .zero
    }
}
