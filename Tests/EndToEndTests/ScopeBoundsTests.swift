import Compositor
import GLBackend
import LabKit
import XCTest

/// Offscreen layers are cleared, resolved and composited only over the pixels they paint;
/// the picture must be the one full-canvas layers give, with MSAA and without.
final class ScopeBoundsTests: XCTestCase {
    /// Stripes under a group-opacity layer and a masked layer whose edges fall between pixels.
    private func scene() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        root.position = CGPoint(x: 60, y: 40)
        for i in 0..<12 {
            let stripe = CAShapeLayer()
            stripe.path = CGPath(rect: CGRect(x: CGFloat(i) * 10 + 0.3, y: 0, width: 3.3, height: 80), transform: nil)
            stripe.fillColor = CGColor(red: 0.3, green: 0.7, blue: 0.9, alpha: 1)
            stripe.transform = CATransform3DMakeRotation(0.2, 0, 0, 1)
            root.addSublayer(stripe)
        }
        let group = CALayer()
        group.frame = CGRect(x: 10.3, y: 10.6, width: 40.2, height: 30.1)
        group.opacity = 0.6
        group.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let inner = CALayer()
        inner.frame = CGRect(x: 5.5, y: 5.5, width: 20, height: 20)
        inner.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        group.addSublayer(inner)
        root.addSublayer(group)
        let masked = CALayer()
        masked.frame = CGRect(x: 60.7, y: 20.2, width: 50.3, height: 40.4)
        masked.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 3.3, y: 2.2, width: 40, height: 33), transform: nil)
        masked.mask = mask
        root.addSublayer(masked)
        return root
    }

    private func unbounded(_ list: RenderList) -> RenderList {
        var copy = list
        let canvas = PixelBounds(x: 0, y: 0, width: list.width, height: list.height)
        copy.commands = list.commands.map { command in
            switch command {
            case .pushLayer: return .pushLayer(canvas)
            case .pushMask: return .pushMask(canvas)
            default: return command
            }
        }
        return copy
    }

    /// Nested translucent layers filling the canvas: they leave every offscreen target full
    /// of paint, which a bounded scope must never let through.
    private func dirtyScene() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        root.position = CGPoint(x: 60, y: 40)
        var parent = root
        for _ in 0..<3 {
            let layer = CALayer()
            layer.frame = root.bounds
            layer.opacity = 0.9
            layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            let child = CALayer()
            child.frame = CGRect(x: 1, y: 1, width: 100, height: 70)
            child.backgroundColor = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
            layer.addSublayer(child)
            parent.addSublayer(layer)
            parent = layer
        }
        return root
    }

    func testBoundedScopesPaintWhatFullCanvasScopesPaint() throws {
        let context = try EGLOffscreenContext()
        for msaa in [true, false] {
            let renderer = try GLRenderer(msaa: msaa)
            _ = try renderer.render(Compositor().renderList(for: dirtyScene(), at: CACurrentMediaTime(), scale: 2, width: 240, height: 160))
            let list = Compositor().renderList(for: scene(), at: CACurrentMediaTime(), scale: 2, width: 240, height: 160)
            XCTAssertTrue(list.commands.contains { if case .pushMask(let b) = $0 { return b.width < 240 } else { return false } },
                          "the mask scope is bounded")
            let bounded = try renderer.render(list)
            let full = try renderer.render(unbounded(list))
            let differing = zip(bounded.premultipliedRGBA, full.premultipliedRGBA).filter { abs(Int($0) - Int($1)) > 1 }.count
            XCTAssertEqual(differing, 0, "MSAA \(msaa)")
        }
        withExtendedLifetime(context) {}
    }

    /// A layer clipped to its bounds paints nothing outside them, with MSAA too (llvmpipe's
    /// multisampled scissor let half of the column left and of the row below through).
    func testAClipPaintsNothingOutsideItsBounds() throws {
        let context = try EGLOffscreenContext()
        for msaa in [true, false] {
            let renderer = try GLRenderer(msaa: msaa)
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
            root.position = CGPoint(x: 60, y: 60)
            let clip = CALayer()
            clip.frame = CGRect(x: 40, y: 40, width: 40, height: 40)
            clip.masksToBounds = true
            root.addSublayer(clip)
            let fill = CALayer()
            fill.frame = CGRect(x: -40, y: -40, width: 120, height: 120)
            fill.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            clip.addSublayer(fill)
            let image = try renderer.render(Compositor().renderList(for: root, at: 0, scale: 1, width: 120, height: 120))
            XCTAssertEqual([38, 39, 40, 79, 80, 81].map { image.pixel(x: $0, y: 60).alpha }, [0, 0, 255, 255, 0, 0], "MSAA \(msaa)")
            XCTAssertEqual([38, 39, 40, 79, 80, 81].map { image.pixel(x: 60, y: $0).alpha }, [0, 0, 255, 255, 0, 0], "MSAA \(msaa)")
        }
        withExtendedLifetime(context) {}
    }
}
