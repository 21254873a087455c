import Foundation
@_spi(Rendering) import LabKit

/// An emitter's particles (see `CAEmitterLayer`): each live particle is its cell's image on
/// a quad of its own, centered on the particle, scaled and turned by a transform of its own
/// and tinted by the particle's color through the image paint's color transform; `.additive`
/// blends them plus-lighter. A cell without an image draws nothing, as on iOS.
///
/// Consecutive particles of one cell (a run, in the order `renderMode` gives) are one
/// instanced draw (`InstancedDrawCommand`) of a unit quad: each particle's instance is its
/// placement scaled to its size and its color, written straight into the list's instances.
/// A particle too large for the flattener's coordinates (whose quad is clipped) is a draw of
/// its own, as are all particles under a blend mode that cannot be instanced.
///
/// Particles are flattened into the emitter's plane, unless the emitter `preservesDepth`: then
/// a particle's z moves it through the layer's transforms, so that a perspective above it (a
/// superlayer's `sublayerTransform.m34`) makes nearer particles larger and farther ones smaller,
/// and a particle behind the eye is not drawn.
extension RenderListBuilder {
    /// The open run of instances of one cell: its unit quad, paint and first instance.
    private struct ParticleRun {
        var quadFirst: Int
        var paint: Paint
        var instanceFirst: Int
    }

    mutating func drawEmitter(_ emitter: CAEmitterLayer, time: CFTimeInterval, alpha: Float, _ context: DrawContext) {
        let particles = emitter.particles(at: time)
        guard !particles.isEmpty, alpha > 0 else { return }
        let outerBlendMode = blendMode
        if emitter.renderMode == .additive { blendMode = .plusLighter }
        defer { blendMode = outerBlendMode }
        let instances = InstancedDrawCommand.canInstance(blendMode)
        // What every particle's color is multiplied by besides `alpha`: a replicator copy's color.
        let tintFactor = tint.map { SIMD4($0.x * $0.w, $0.y * $0.w, $0.z * $0.w, $0.w) } ?? SIMD4(repeating: 1)
        // Particles of one cell come in runs: its image and size are looked up once a run.
        var runCell: CAEmitterCell?
        var run: ParticleRun?
        var image: CGImage?
        var size = CGSize.zero, contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1), sampling = ImageSampling.standard
        // A quad (centered on the particle) the flattener takes whole, as `drawable` would say.
        let limit = context.tolerance * PathFlattener.coordinateLimit
        if instances { list.instances.reserveCapacity(list.instances.count + particles.count * InstancedDrawCommand.stride) }
        defer { closeParticleRun(&run) }
        for particle in particles where !isFrameFull {
            if particle.cell !== runCell {
                closeParticleRun(&run)
                runCell = particle.cell
                image = particle.cell.image
                contentsRect = particle.cell.contentsRect.standardized
                sampling = ImageSampling(minification: particle.cell.minificationFilter, magnification: particle.cell.magnificationFilter,
                                         bias: particle.cell.minificationFilterBias)
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
            let z = emitter.preservesDepth ? particle.position.z : 0
            guard z.isFinite, abs(z) < 1e9 else { continue }
            let matrix = RenderListBuilder.placing(turn: particle.angle, at: particle.position.x, particle.position.y, z, in: context.matrix)
            guard matrix.m44 > 1e-9 else { continue }
            let quad = CGRect(x: -w / 2, y: -h / 2, width: w, height: h)
            let color = particle.color, a = color.w * alpha
            let multiply = SIMD4(color.x * a, color.y * a, color.z * a, a)
            guard instances, w / 2 <= limit, h / 2 <= limit else {
                closeParticleRun(&run)
                drawParticle(image, quad: quad, contentsRect: contentsRect, sampling: sampling, multiply: multiply, matrix: matrix, context)
                continue
            }
            let factor = multiply * tintFactor
            guard factor.w > 0, factor - factor == SIMD4<Float>(),
                  fitsFrame(adding: InstancedDrawCommand.stride + (run == nil ? 8 : 0)) else { continue }
            if run == nil {
                let quadFirst = list.vertices.count
                FillTessellator.appendQuad(CGRect(x: -0.5, y: -0.5, width: 1, height: 1), to: &list.vertices)
                let rect = RenderListBuilder.imageRect(showing: contentsRect, filling: CGRect(x: -0.5, y: -0.5, width: 1, height: 1))
                let paint = ImagePaint(image: image, rect: rect, colorTransform: ColorTransform(multiply: SIMD4(repeating: 1)), sampling: sampling)
                run = ParticleRun(quadFirst: quadFirst, paint: .image(paint), instanceFirst: list.instances.count)
            }
            // A particle far off, or of a hostile size, can overflow Float: it is not drawn.
            guard let placement = RenderListBuilder.instancePlacement(matrix, width: w, height: h) else { continue }
            if !scopes.isEmpty { painted(deviceBounds(of: quad, matrix)) }
            var instance = (placement, factor)
            withUnsafeBytes(of: &instance) { list.instances.append(contentsOf: $0.bindMemory(to: Float.self)) }
        }
    }

    /// A particle's instance placement: the unit quad scaled to `width × height`, then placed
    /// by `m`, in the floats the back end reads (nil when one is not finite).
    private static func instancePlacement(_ m: CATransform3D, width w: CGFloat, height h: CGFloat) -> SIMD16<Float>? {
        let placement = SIMD16<Float>(Float(m.m11 * w), Float(m.m12 * w), Float(m.m13 * w), Float(m.m14 * w),
                                      Float(m.m21 * h), Float(m.m22 * h), Float(m.m23 * h), Float(m.m24 * h),
                                      Float(m.m31), Float(m.m32), Float(m.m33), Float(m.m34),
                                      Float(m.m41), Float(m.m42), Float(m.m43), Float(m.m44))
        // Infinity minus itself is NaN, which equals nothing.
        return placement - placement == SIMD16<Float>() ? placement : nil
    }

    /// Records the open run's instanced draw (or takes its quad back when it has none).
    private mutating func closeParticleRun(_ run: inout ParticleRun?) {
        guard let open = run else { return }
        run = nil
        let count = (list.instances.count - open.instanceFirst) / InstancedDrawCommand.stride
        guard count > 0 else {
            var quad = GeometrySpan.end(of: list)
            quad.vertices = open.quadFirst..<list.vertices.count
            removeGeometry(from: quad)
            return
        }
        list.commands.append(.drawInstances(InstancedDrawCommand(
            first: Int32(open.quadFirst / 2), count: 4, paint: open.paint, blendMode: blendMode,
            instanceFirst: Int32(open.instanceFirst / InstancedDrawCommand.stride), instanceCount: Int32(count))))
    }

    /// Draws one particle as a draw of its own: its image over `quad`, placed by `matrix`.
    private mutating func drawParticle(_ image: CGImage, quad: CGRect, contentsRect: CGRect, sampling: ImageSampling,
                                       multiply: SIMD4<Float>, matrix: CATransform3D, _ context: DrawContext) {
        let particleContext = DrawContext(matrix: matrix, tolerance: context.tolerance, pixel: context.pixel, band: context.band)
        let imageRect = RenderListBuilder.imageRect(showing: contentsRect, filling: quad)
        let first = list.vertices.count
        FillTessellator.appendQuad(RenderListBuilder.drawable(quad, particleContext), to: &list.vertices)
        var transformIndex: Int32?
        emit(from: first, stencil: .none, bounds: quad,
             paint: .image(ImagePaint(image: image, rect: imageRect, colorTransform: ColorTransform(multiply: multiply), sampling: sampling)),
             particleContext, &transformIndex)
    }

    /// The rotation by `angle` then translation to (`x`, `y`, `z`), followed by `m`: the
    /// particle's plane to device pixels, without a general 4x4 product per particle.
    static func placing(turn angle: Double, at x: Double, _ y: Double, _ z: Double = 0, in m: CATransform3D) -> CATransform3D {
        let c = cos(angle), s = sin(angle)
        var r = m
        r.m11 = c * m.m11 + s * m.m21; r.m12 = c * m.m12 + s * m.m22; r.m13 = c * m.m13 + s * m.m23; r.m14 = c * m.m14 + s * m.m24
        r.m21 = c * m.m21 - s * m.m11; r.m22 = c * m.m22 - s * m.m12; r.m23 = c * m.m23 - s * m.m13; r.m24 = c * m.m24 - s * m.m14
        r.m41 = x * m.m11 + y * m.m21 + z * m.m31 + m.m41; r.m42 = x * m.m12 + y * m.m22 + z * m.m32 + m.m42
        r.m43 = x * m.m13 + y * m.m23 + z * m.m33 + m.m43; r.m44 = x * m.m14 + y * m.m24 + z * m.m34 + m.m44
        return r
    }
}
