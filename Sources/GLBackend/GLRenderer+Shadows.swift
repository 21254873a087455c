import CEGL
import Compositor
import LabKit

extension GLRenderer {
    /// The largest standard deviation a blur takes at full resolution, in pixels (its taps
    /// reach three of them on each side).
    static var maximumSigma: Float { Float(Shaders.maximumBlurPairs * 2) / 3 }

    /// Draws the shadow of what `layer` painted onto `parent`: its alpha blurred in two
    /// passes (horizontal, then vertical) through the blur targets, then filled with the
    /// shadow's color at its offset.
    func castShadow(of layer: (target: RenderTarget, bounds: PixelBounds), effect: ShadowEffect, opacity: Float,
                    onto parent: (target: RenderTarget, bounds: PixelBounds), canvas: PixelBounds) throws {
        guard !layer.bounds.isEmpty, opacity > 0 else { return }
        var sigma = effect.sigma.isFinite ? max(0, effect.sigma) : 0
        if sigma > GLRenderer.maximumSigma {
            LabDiagnostics.report("a shadow blur of \(sigma) pixels is drawn as \(GLRenderer.maximumSigma) pixels, the most the lab blurs")
            sigma = GLRenderer.maximumSigma
        }
        let reach = Int((sigma * 3).rounded(.up))
        let valid = layer.bounds.insetBy(-2).intersection(canvas)
        let region = valid.insetBy(-reach).intersection(canvas)
        let first = try blurTarget(0, like: layer.target), second = try blurTarget(1, like: layer.target)
        let taps = GLRenderer.gaussianPairs(sigma: sigma, reach: reach)

        glDisable(GLenum(GL_STENCIL_TEST))
        glDisable(GLenum(GL_BLEND))
        glUseProgram(blur.id)
        glBindVertexArray(emptyVertexArray)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindSampler(0, linearSampler)
        glUniform1i(blur.uniform("u_source"), 0)
        glUniform1i(blur.uniform("u_pairs"), GLint(taps.weights.count))
        glUniform1f(blur.uniform("u_center"), taps.center)
        glUniform1fv(blur.uniform("u_weights"), GLsizei(taps.weights.count), taps.weights)
        glUniform1fv(blur.uniform("u_offsets"), GLsizei(taps.offsets.count), taps.offsets)
        for (source, target, direction, sourceValid) in [(layer.target, first, SIMD2<Float>(1, 0), valid),
                                                        (first, second, SIMD2<Float>(0, 1), region)] {
            target.bind()
            target.scissor(region)
            glBindTexture(GLenum(GL_TEXTURE_2D), source.texture)
            glUniform2f(blur.uniform("u_direction"), direction.x, direction.y)
            setGLBounds(blur.uniform("u_valid"), sourceValid, height: target.height)
            glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        }
        glEnable(GLenum(GL_BLEND))

        parent.target.bind()
        let dx = Int(effect.offset.x.rounded(.down)), dy = Int(effect.offset.y.rounded(.down))
        let shadowPixels = PixelBounds(x: region.x + dx, y: region.y + dy, width: region.width + 1, height: region.height + 1)
            .intersection(parent.bounds)
        if !shadowPixels.isEmpty {
            parent.target.scissor(shadowPixels)
            glUseProgram(shadow.id)
            glBindTexture(GLenum(GL_TEXTURE_2D), second.texture)
            glUniform1i(shadow.uniform("u_blurred"), 0)
            // GL rows count up: a shadow moved down the screen moves to lower rows.
            glUniform2f(shadow.uniform("u_offset"), effect.offset.x, -effect.offset.y)
            setGLBounds(shadow.uniform("u_valid"), region, height: parent.target.height)
            let c = effect.color * opacity
            glUniform4f(shadow.uniform("u_color"), c.x, c.y, c.z, c.w)
            glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        }
        glBindSampler(0, 0)
        parent.target.scissor(parent.bounds)
    }

    /// The texel centers of `bounds` (top-left origin) in GL's bottom-up pixels, as x0, y0, x1, y1.
    private func setGLBounds(_ location: GLint, _ bounds: PixelBounds, height: Int) {
        let y0 = height - bounds.y - bounds.height
        glUniform4i(location, GLint(bounds.x), GLint(y0), GLint(bounds.x + bounds.width), GLint(y0 + bounds.height))
    }

    private func blurTarget(_ index: Int, like target: RenderTarget) throws -> RenderTarget {
        if index < blurTargets.count, blurTargets[index].width == target.width, blurTargets[index].height == target.height {
            return blurTargets[index]
        }
        let made = try RenderTarget(width: target.width, height: target.height, samples: 1)
        if index < blurTargets.count { blurTargets[index] = made } else { blurTargets.append(made) }
        return made
    }

    /// A normalized discrete Gaussian of `sigma` over -reach…reach: the center weight, and the
    /// taps on each side merged in pairs (k, k+1) into one bilinear sample at their weighted
    /// mean offset, which halves the texture reads.
    static func gaussianPairs(sigma: Float, reach: Int) -> (center: Float, weights: [Float], offsets: [Float]) {
        guard sigma > 0, reach > 0 else { return (1, [], []) }
        let w = (0...reach).map { k in exp(-Float(k * k) / (2 * sigma * sigma)) }
        let total = w[0] + 2 * w[1...].reduce(0, +)
        var weights: [Float] = [], offsets: [Float] = []
        var k = 1
        while k <= reach {
            let a = w[k], b = k + 1 <= reach ? w[k + 1] : 0
            weights.append((a + b) / total)
            offsets.append((Float(k) * a + Float(k + 1) * b) / (a + b))
            k += 2
        }
        return (w[0] / total, weights, offsets)
    }
}
