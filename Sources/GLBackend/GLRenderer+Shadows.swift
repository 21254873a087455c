import CEGL
import Compositor
import Foundation
import LabKit

extension GLRenderer {
    /// The largest standard deviation a blur pass takes, in pixels of the (possibly shrunk)
    /// targets it blurs in (its taps reach three of them on each side).
    static var maximumPassSigma: Float { Float(Shaders.maximumBlurPairs * 2) / 3 }

    /// How much a blur of `sigma` pixels shrinks what it blurs first: a Gaussian that wide
    /// has no detail finer than about a standard deviation, so blurring at a quarter of its
    /// width costs a fraction of the full-size passes and looks the same.
    static func blurDownsampling(sigma: Float) -> Int {
        var factor = 1
        while Float(factor) * 4 <= sigma, factor < 16 { factor *= 2 }
        return factor
    }

    /// The standard deviation, in shrunk pixels, that gives `sigma` full-size pixels once the
    /// block average that shrinks by `factor` (variance (f² − 1) / 12) and the bilinear
    /// enlargement back (a tent of variance f² / 6) are added to it.
    static func passSigma(sigma: Float, factor: Int) -> Float {
        let f = Float(factor)
        let variance = sigma * sigma - (f * f - 1) / 12 - (factor > 1 ? f * f / 6 : 0)
        return max(variance, 0).squareRoot() / f
    }

    /// How a blur of `sigma` pixels (not finite reads as 0) is drawn: the shrink factor, the
    /// standard deviation of each pass in shrunk pixels (at most `maximumPassSigma`, with a
    /// diagnostic naming `kind`), and the passes' reach, three of those deviations.
    static func blurPasses(sigma: Float, kind: String) -> (factor: Int, passSigma: Float, reach: Int) {
        let sigma = sigma.isFinite ? max(0, sigma) : 0
        let factor = blurDownsampling(sigma: sigma)
        var passSigma = self.passSigma(sigma: sigma, factor: factor)
        if passSigma > maximumPassSigma {
            LabDiagnostics.report("a \(kind) blur of \(sigma) pixels is drawn narrower, at the most the lab blurs")
            passSigma = maximumPassSigma
        }
        return (factor, passSigma, Int((passSigma * 3).rounded(.up)))
    }

    /// Draws the shadow of what `layer` painted onto `parent`: its alpha shrunk for wide
    /// blurs, blurred in two passes (horizontal, then vertical) through the blur targets,
    /// then filled with the shadow's color at its offset.
    func castShadow(of layer: (target: RenderTarget, bounds: PixelBounds), effect: ShadowEffect, opacity: Float,
                    onto parent: (target: RenderTarget, bounds: PixelBounds), canvas: PixelBounds) throws {
        guard !layer.bounds.isEmpty, opacity > 0 else { return }
        let (factor, passSigma, reach) = GLRenderer.blurPasses(sigma: effect.sigma, kind: "shadow")
        // Full-size pixels that hold what casts the shadow, then the same in shrunk pixels,
        // widened by the blur's reach.
        let valid = layer.bounds.insetBy(-2).intersection(canvas)
        let small = PixelBounds(x: 0, y: 0, width: (canvas.width + factor - 1) / factor, height: (canvas.height + factor - 1) / factor)
        let shrunk = PixelBounds(x: valid.x / factor, y: valid.y / factor,
                                 width: (valid.x + valid.width + factor - 1) / factor - valid.x / factor,
                                 height: (valid.y + valid.height + factor - 1) / factor - valid.y / factor)
        let region = shrunk.insetBy(-reach).intersection(small)
        let first = try blurTarget(0, width: small.width, height: small.height)
        let second = try blurTarget(1, width: small.width, height: small.height)
        let taps = GLRenderer.gaussianPairs(sigma: passSigma, reach: reach)

        glDisable(GLenum(GL_STENCIL_TEST))
        glDisable(GLenum(GL_BLEND))
        glBindVertexArray(emptyVertexArray)
        glActiveTexture(GLenum(GL_TEXTURE0))
        // Shrink (or copy) the caster's alpha into the first target.
        first.bind()
        first.scissor(region)
        glUseProgram(downsample.id)
        glBindTexture(GLenum(GL_TEXTURE_2D), layer.target.texture)
        glUniform1i(downsample.uniform("u_source"), 0)
        glUniform1i(downsample.uniform("u_factor"), GLint(factor))
        setGLBounds(downsample.uniform("u_valid"), valid, height: layer.target.height)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        // Blur it across, into the second, then down, back into the first.
        glUseProgram(blur.id)
        glBindSampler(0, linearSampler)
        glUniform1i(blur.uniform("u_source"), 0)
        glUniform1i(blur.uniform("u_pairs"), GLint(taps.weights.count))
        glUniform1f(blur.uniform("u_center"), taps.center)
        glUniform1fv(blur.uniform("u_weights"), GLsizei(taps.weights.count), taps.weights)
        glUniform1fv(blur.uniform("u_offsets"), GLsizei(taps.offsets.count), taps.offsets)
        for (source, target, direction) in [(first, second, SIMD2<Float>(1, 0)), (second, first, SIMD2<Float>(0, 1))] {
            target.bind()
            target.scissor(region)
            glBindTexture(GLenum(GL_TEXTURE_2D), source.texture)
            glUniform2f(blur.uniform("u_direction"), direction.x, direction.y)
            setGLBounds(blur.uniform("u_valid"), region, height: target.height)
            glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        }
        glEnable(GLenum(GL_BLEND))

        parent.target.bind()
        let dx = Int(effect.offset.x.rounded(.down)), dy = Int(effect.offset.y.rounded(.down))
        let covered = PixelBounds(x: region.x * factor + dx, y: region.y * factor + dy,
                                  width: region.width * factor + 1, height: region.height * factor + 1)
        let shadowPixels = covered.intersection(parent.bounds)
        if !shadowPixels.isEmpty {
            parent.target.scissor(shadowPixels)
            glUseProgram(shadow.id)
            glBindTexture(GLenum(GL_TEXTURE_2D), first.texture)
            glUniform1i(shadow.uniform("u_blurred"), 0)
            // GL rows count up: a shadow moved down the screen moves to lower rows.
            glUniform2f(shadow.uniform("u_offset"), effect.offset.x, -effect.offset.y)
            glUniform1f(shadow.uniform("u_factor"), Float(factor))
            setGLBounds(shadow.uniform("u_valid"), region, height: first.height)
            let c = effect.color * opacity
            glUniform4f(shadow.uniform("u_color"), c.x, c.y, c.z, c.w)
            glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        }
        glBindSampler(0, 0)
        parent.target.scissor(parent.bounds)
    }

    /// `bounds` (top-left origin, in a target `height` pixels tall) in GL's bottom-up pixels,
    /// as x0, y0, x1, y1.
    func setGLBounds(_ location: GLint, _ bounds: PixelBounds, height: Int) {
        let y0 = height - bounds.y - bounds.height
        glUniform4i(location, GLint(bounds.x), GLint(y0), GLint(bounds.x + bounds.width), GLint(y0 + bounds.height))
    }

    func blurTarget(_ index: Int, width: Int, height: Int) throws -> RenderTarget {
        if index < blurTargets.count, blurTargets[index].width == width, blurTargets[index].height == height {
            return blurTargets[index]
        }
        let made = try RenderTarget(width: width, height: height)
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
