import Foundation
@_spi(Rendering) import LabKit

/// An emitter's particles (see `CAEmitterLayer`): each live particle is its cell's image on
/// a quad of its own, centered on the particle, scaled and turned by a transform of its own
/// and tinted by the particle's color through the image paint's color transform; `.additive`
/// blends them plus-lighter. A cell without an image draws nothing, as on iOS.
extension RenderListBuilder {
    mutating func drawEmitter(_ emitter: CAEmitterLayer, time: CFTimeInterval, alpha: Float, _ context: DrawContext) {
        let particles = emitter.particles(at: time)
        guard !particles.isEmpty, alpha > 0 else { return }
        let outerBlendMode = blendMode
        if emitter.renderMode == .additive { blendMode = .plusLighter }
        defer { blendMode = outerBlendMode }
        // Particles of one cell come in runs: its image and size are looked up once a run.
        var runCell: CAEmitterCell?
        var image: CGImage?
        var size = CGSize.zero, contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        for particle in particles where !isFrameFull {
            if particle.cell !== runCell {
                runCell = particle.cell
                image = particle.cell.image
                contentsRect = particle.cell.contentsRect.standardized
                let scale = particle.cell.contentsScale > 0 ? particle.cell.contentsScale : 1
                if let image {
                    size = CGSize(width: CGFloat(image.width) * contentsRect.width / scale,
                                  height: CGFloat(image.height) * contentsRect.height / scale)
                }
            }
            guard let image, contentsRect.width > 0, contentsRect.height > 0, particle.scale > 0 else { continue }
            let w = size.width * particle.scale, h = size.height * particle.scale
            guard w > 0, h > 0, w < 1e9, h < 1e9, particle.color.w > 0 else { continue }
            guard particle.position.x.isFinite, particle.position.y.isFinite, abs(particle.position.x) < 1e9,
                  abs(particle.position.y) < 1e9 else { continue }
            let matrix = RenderListBuilder.placing(turn: particle.angle, at: particle.position.x, particle.position.y, in: context.matrix)
            let particleContext = DrawContext(matrix: matrix, tolerance: context.tolerance, pixel: context.pixel, band: context.band)
            let quad = CGRect(x: -w / 2, y: -h / 2, width: w, height: h)
            // The whole image lies where the shown part of it fills the quad.
            let imageRect = SIMD4(Float(quad.minX - contentsRect.minX / contentsRect.width * w),
                                  Float(quad.minY - contentsRect.minY / contentsRect.height * h),
                                  Float(w / contentsRect.width), Float(h / contentsRect.height))
            let color = particle.color, a = color.w * alpha
            let tint = ColorTransform(multiply: SIMD4(color.x * a, color.y * a, color.z * a, a))
            let first = list.vertices.count
            FillTessellator.appendQuad(RenderListBuilder.drawable(quad, particleContext), to: &list.vertices)
            var transformIndex: Int32?
            emit(from: first, stencil: .none, bounds: quad,
                 paint: .image(ImagePaint(image: image, rect: imageRect, colorTransform: tint)), particleContext, &transformIndex)
        }
    }

    /// The rotation by `angle` then translation to (`x`, `y`), followed by `m`: the particle's
    /// plane to device pixels, without a general 4x4 product per particle.
    static func placing(turn angle: Double, at x: Double, _ y: Double, in m: CATransform3D) -> CATransform3D {
        let c = cos(angle), s = sin(angle)
        var r = m
        r.m11 = c * m.m11 + s * m.m21; r.m12 = c * m.m12 + s * m.m22; r.m13 = c * m.m13 + s * m.m23; r.m14 = c * m.m14 + s * m.m24
        r.m21 = c * m.m21 - s * m.m11; r.m22 = c * m.m22 - s * m.m12; r.m23 = c * m.m23 - s * m.m13; r.m24 = c * m.m24 - s * m.m14
        r.m41 = x * m.m11 + y * m.m21 + m.m41; r.m42 = x * m.m12 + y * m.m22 + m.m42
        r.m43 = x * m.m13 + y * m.m23 + m.m43; r.m44 = x * m.m14 + y * m.m24 + m.m44
        return r
    }
}
