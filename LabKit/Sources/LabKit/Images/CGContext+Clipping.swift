import Foundation

/// Clipping: part of the graphics state. What is drawn after a clip is recorded under a
/// container layer masked by the clip path, inside the previous clip's container, so nested
/// clips intersect; `restoreGState()` returns drawing to the container that was current.
/// A clip holding blend modes starts from what is below it, so they blend with it.
extension CGContext {
    /// Intersects the clip with the current path (non-zero winding), then clears the path.
    public func clip() { clip(using: .winding) }

    /// Intersects the clip with the current path filled by `rule`, then clears the path. An
    /// empty path clips everything away.
    public func clip(using rule: CGPathFillRule) {
        let area = path.copy()!
        beginPath()
        clip(toArea: area, evenOdd: rule == .evenOdd)
        narrowClipBox(to: area.boundingBoxOfPath)
    }

    /// Intersects the clip with `rect` (user space); the current path is kept.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects` (user space); the current path is kept.
    public func clip(to rects: [CGRect]) {
        let t = state.ctm
        // One rectangle the transform keeps axis-aligned clips as bounds do (a scissor when
        // it falls on pixel edges).
        if rects.count == 1, t.b == 0, t.c == 0 {
            let container = CALayer()
            let r = rects[0].applying(t).standardized
            container.bounds = r
            container.position = CGPoint(x: r.midX, y: r.midY)
            container.masksToBounds = true
            narrowClipBox(to: r)
            return nest(in: container)
        }
        let area = CGMutablePath()
        area.addRects(rects, transform: t)
        clip(toArea: area, evenOdd: false)
        narrowClipBox(to: area.boundingBoxOfPath)
    }

    /// Intersects the clip with `mask` mapped into `rect` (user space) the way Core Graphics
    /// maps an image, so upside down in a flipped (UIKit) context, as `draw(_:in:)` draws it.
    /// An opaque image is a gray mask: its brightness is the coverage (white paints, black
    /// clips away), as Core Graphics reads a DeviceGray mask. An image with transparency
    /// masks by its alpha, as Core Graphics treats an RGBA mask in practice.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            return LabDiagnostics.report("CGContext.clip(to:mask:): rect \(rect) is not finite; ignored")
        }
        let container = CALayer()
        placeOnCanvas(container)
        let holder = CALayer()
        placeOnCanvas(holder)
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
        holder.addSublayer(imageLayer(mask.clipCoverage, in: rect.standardized, transform: flip.concatenating(state.ctm)))
        container.mask = holder
        nest(in: container)
        narrowClipBox(to: rect.standardized.applying(state.ctm))
    }

    /// Removes the clip: drawing goes back onto the canvas itself.
    public func resetClip() {
        state.target = canvas
        state.clipBox = nil
    }

    /// The smallest rectangle, in user space, that holds the clip (the whole canvas when
    /// nothing clips), as Core Graphics answers it.
    public var boundingBoxOfClipPath: CGRect {
        (state.clipBox ?? canvas.bounds).applying(state.ctm.inverted())
    }

    /// Intersects the clip's bounding box with `box` (the canvas's coordinates).
    private func narrowClipBox(to box: CGRect) {
        state.clipBox = (state.clipBox ?? canvas.bounds).intersection(box)
    }

    /// Marks the clips around the current target as holding blend modes, up to the canvas or
    /// a transparency layer (blend modes inside one blend within it).
    func noteBlendModeInClips() {
        var layer: CALayer? = state.target
        while let clip = layer, clip.state.backdropClip != nil {
            clip.state.backdropClip = true
            layer = clip.superlayer
        }
    }

    private func clip(toArea area: CGPath, evenOdd: Bool) {
        let container = CALayer()
        placeOnCanvas(container)
        let mask = CAShapeLayer()
        placeOnCanvas(mask)
        mask.path = area
        mask.fillColor = .white
        mask.fillRule = evenOdd ? .evenOdd : .nonZero
        container.mask = mask
        nest(in: container)
    }

    /// Makes `container` (a clip) where what is drawn next goes.
    private func nest(in container: CALayer) {
        container.state.backdropClip = false
        state.target.addSublayer(container)
        state.target = container
    }
}

extension CALayer {
    /// Whether the layer is a recorded clip with blend modes drawn inside: its offscreen
    /// scope starts from what is below it.
    @_spi(Rendering) public var isBackdropClip: Bool { state.backdropClip == true }
}

extension CGImage {
    /// The image as a clip's coverage in its alpha: its own alpha when it has transparency,
    /// else its brightness (a gray mask's samples; Rec. 601 weights for colour).
    var clipCoverage: CGImage {
        let pixels = premultipliedRGBA
        var opaque = true
        for i in stride(from: 3, to: pixels.count, by: 4) where pixels[i] != 255 {
            opaque = false
            break
        }
        guard opaque else { return self }
        var coverage = [UInt8](repeating: 0, count: pixels.count)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let value = BitmapPixelFormat.luma(pixels[i], pixels[i + 1], pixels[i + 2])
            coverage[i] = value
            coverage[i + 1] = value
            coverage[i + 2] = value
            coverage[i + 3] = value
        }
        return CGImage(width: width, height: height, premultipliedRGBA: coverage) ?? self
    }
}
