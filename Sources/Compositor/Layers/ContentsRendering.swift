import Foundation
@_spi(Rendering) import LabKit

/// A layer's `contents` image: the part `contentsRect` selects, placed by `contentsGravity`,
/// sampled by the layer's filters, and, when `contentsCenter` is not the whole part, drawn as
/// nine slices: the corners at their natural size, the edges stretched along them and the
/// center both ways (a resizable image's caps).
extension RenderListBuilder {
    mutating func drawContents(_ image: CGImage, of layer: CALayer, alpha: Float, _ context: DrawContext,
                               _ transformIndex: inout Int32?) {
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let part = layer.contentsRect
        guard part.size.width != 0, part.size.height != 0, alpha > 0 else { return }
        let natural = CGSize(width: CGFloat(image.width) / scale * abs(part.size.width),
                             height: CGFloat(image.height) / scale * abs(part.size.height))
        let r = layer.contentsGravity.rect(for: natural, in: layer.bounds)
        // Huge bounds or a tiny contentsRect can leave the placement infinite or NaN.
        guard r.width > 0, r.height > 0, [r.minX, r.minY, r.maxX, r.maxY, natural.width, natural.height].allSatisfy(\.isFinite)
        else { return }
        let sampling = ImageSampling(minification: layer.minificationFilter, magnification: layer.magnificationFilter,
                                     bias: layer.minificationFilterBias)
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let inside = layer.contentsCenter.standardized.intersection(unit)
        let center = inside.isNull ? unit : inside
        let columns = RenderListBuilder.slices(of: r.minX...r.maxX, natural: natural.width, center: center.minX...center.maxX,
                                               origin: part.origin.x, extent: part.size.width, pixels: CGFloat(image.width))
        let rows = RenderListBuilder.slices(of: r.minY...r.maxY, natural: natural.height, center: center.minY...center.maxY,
                                            origin: part.origin.y, extent: part.size.height, pixels: CGFloat(image.height))
        for row in rows {
            for column in columns {
                let cell = CGRect(x: column.destination.lowerBound, y: row.destination.lowerBound,
                                  width: column.destination.upperBound - column.destination.lowerBound,
                                  height: row.destination.upperBound - row.destination.lowerBound)
                let source = CGRect(x: column.source.0, y: row.source.0, width: column.source.1 - column.source.0,
                                    height: row.source.1 - row.source.0)
                let whole = RenderListBuilder.imageRect(showing: source, filling: cell)
                // A part too small for Float (a finite contentsRect 1e-300 wide) shows nothing.
                guard whole.indices.allSatisfy({ abs(whole[$0]) < 1e30 }) else { continue }
                drawImage(image, in: cell, imageRect: whole, transform: ColorTransform(alpha: alpha), sampling: sampling,
                          context, &transformIndex)
            }
        }
    }

    /// Where the whole image lies (layer units, as `ImagePaint.rect` takes it) so that its
    /// `part` (unit coordinates of the image, not standardized: a negative size flips it)
    /// fills `destination`.
    static func imageRect(showing part: CGRect, filling destination: CGRect) -> SIMD4<Float> {
        let sx = destination.width / part.size.width, sy = destination.height / part.size.height
        return SIMD4(Float(destination.minX - part.origin.x * sx), Float(destination.minY - part.origin.y * sy), Float(sx), Float(sy))
    }

    /// One axis of the slices: the destination ranges within `bounds` and the image ranges
    /// (unit coordinates of the whole image) they show. Without a center smaller than the
    /// part, one slice; else the margins keep their natural size (`natural` is the part's),
    /// shrunk together when `bounds` is shorter than they are, and the center takes the rest.
    static func slices(of bounds: ClosedRange<CGFloat>, natural: CGFloat, center: ClosedRange<CGFloat>,
                       origin: CGFloat, extent: CGFloat, pixels: CGFloat) -> [(destination: ClosedRange<CGFloat>, source: (CGFloat, CGFloat))] {
        // Part units to image units.
        func image(_ u: CGFloat) -> CGFloat { origin + u * extent }
        guard center.lowerBound > 0 || center.upperBound < 1 else {
            return [(bounds, (image(0), image(1)))]
        }
        var before = center.lowerBound * natural, after = (1 - center.upperBound) * natural
        let length = bounds.upperBound - bounds.lowerBound
        if before + after > length {
            let shrink = length / (before + after)
            before *= shrink
            after *= shrink
        }
        // A center of no width stretches the line of pixels there: a sliver of a hundredth of a
        // pixel keeps the mapping finite.
        let sliver = center.upperBound > center.lowerBound ? 0 : 0.005 / max(1, pixels * abs(extent))
        let stops = [bounds.lowerBound, bounds.lowerBound + before, bounds.upperBound - after, bounds.upperBound]
        let sources = [0, center.lowerBound - sliver, center.upperBound + sliver, 1]
        return (0..<3).compactMap { i in
            guard stops[i + 1] > stops[i], sources[i + 1] != sources[i] else { return nil }
            return (stops[i]...stops[i + 1], (image(sources[i]), image(sources[i + 1])))
        }
    }
}
