import Foundation
@_spi(Rendering) import LabKit

/// A visual effect view's backdrop as the back end draws it: the pixels within `bounds`
/// replaced by what was drawn there and around it, blurred by a Gaussian, its saturation
/// scaled, with a tint laid over it (premultiplied source-over).
public struct BackdropEffect: Equatable {
    /// The device pixels rewritten (the view's bounds, a pixel wider on each side).
    public var bounds: PixelBounds
    /// The Gaussian's standard deviation, in device pixels (0: no blur).
    public var sigma: Float
    /// The saturation factor (1: unchanged), applied about Rec. 709 luma.
    public var saturation: Float
    /// Premultiplied RGBA laid over the filtered backdrop.
    public var tint: SIMD4<Float>

    /// A filter of `bounds` by a Gaussian of `sigma` pixels, `saturation` and a premultiplied `tint`.
    public init(bounds: PixelBounds, sigma: Float, saturation: Float, tint: SIMD4<Float>) {
        self.bounds = bounds
        self.sigma = sigma
        self.saturation = saturation
        self.tint = tint
    }

    /// How far around `bounds` the blur reads, in pixels: three standard deviations.
    public var reach: Int { Int((sigma * 3).rounded(.up)) }
}

/// A `UIVisualEffectView`'s backdrop: what was drawn below the view is copied into a
/// `pushBackdrop` scope, filtered there (`backdropFilter`), and put back through a mask of the
/// view's rounded bounds, at the view's opacity; the view's content then draws over it.
extension RenderListBuilder {
    mutating func drawBackdrop(_ effect: VisualEffectContent, of layer: CALayer, alpha: Float, _ context: DrawContext,
                               _ transformIndex: inout Int32?) {
        let bounds = layer.bounds
        guard effect.hasBackdrop, alpha > 0, bounds.width > 0, bounds.height > 0, !isFrameFull else { return }
        let region = deviceBounds(of: bounds, context.matrix)
        guard !region.isEmpty else { return }
        // Past this a blur has long since averaged everything on any canvas.
        let sigma = min(effect.blurRadius * RenderListBuilder.scale(of: context.matrix), 10_000)
        var tint = SIMD4<Float>(repeating: 0)
        if let color = effect.tintColor, case .solid(let premultiplied) = Paint.solid(color, alpha: 1) { tint = premultiplied }
        let backdrop = BackdropEffect(bounds: region, sigma: Float(sigma), saturation: Float(effect.saturation), tint: tint)
        openBackdropScope()
        list.commands.append(.backdropFilter(backdrop))
        painted(region.insetBy(-backdrop.reach).intersection(canvas))
        let content = closeScope()
        // The mask is coverage only: a replicator's or vibrancy's tint does not thin it.
        let outerTint = self.tint
        self.tint = nil
        openScope(mask: true)
        fill(LayerPaints(layer).boundsShape(shapes), rule: .nonZero, paint: .solid(SIMD4(1, 1, 1, 1)), context, &transformIndex)
        painted(content.intersection(closeScope()))
        self.tint = outerTint
        list.commands.append(.popMask(opacity: alpha))
    }
}

extension LayerPaints {
    /// What a vibrancy effect view's sublayers are multiplied by (unpremultiplied RGBA).
    var vibrancy: SIMD4<Float>? {
        guard case .visualEffect(let effect)? = content, let color = effect.vibrancy else { return nil }
        let c = color.rgba
        return SIMD4(Float(c.red), Float(c.green), Float(c.blue), Float(c.alpha))
    }
}
