import CEGL
import Compositor
import LabKit

/// Visual effect backdrops (`RenderCommand.backdropFilter`): the innermost scope's pixels,
/// shrunk for wide blurs as shadows are, blurred in color by the same separable Gaussian
/// (horizontal, then vertical), then enlarged back over the effect's bounds with their
/// saturation scaled and the tint laid over them. Pixels beyond what the scope holds read as
/// its nearest edge, as if the backdrop went on.
extension GLRenderer {
    /// A rectangle of GL pixels (bottom-up), x0, y0 inclusive, x1, y1 exclusive.
    private struct GLRect {
        var x0: Int, y0: Int, x1: Int, y1: Int

        /// `bounds` (top-left origin) in a target `height` pixels tall.
        init(_ bounds: PixelBounds, height: Int) {
            x0 = bounds.x
            y0 = height - bounds.y - bounds.height
            x1 = bounds.x + bounds.width
            y1 = height - bounds.y
        }

        init(x0: Int, y0: Int, x1: Int, y1: Int) {
            (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
        }

        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

        /// The texels of a target `factor` times smaller that hold these pixels.
        func shrunk(by factor: Int) -> GLRect {
            GLRect(x0: x0 / factor, y0: y0 / factor, x1: (x1 + factor - 1) / factor, y1: (y1 + factor - 1) / factor)
        }

        func grown(by amount: Int) -> GLRect { GLRect(x0: x0 - amount, y0: y0 - amount, x1: x1 + amount, y1: y1 + amount) }

        func intersection(_ other: GLRect) -> GLRect {
            GLRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        }

        func scissor() {
            glEnable(GLenum(GL_SCISSOR_TEST))
            glScissor(GLint(x0), GLint(y0), GLsizei(max(0, x1 - x0)), GLsizei(max(0, y1 - y0)))
        }

        func set(_ location: GLint) { glUniform4i(location, GLint(x0), GLint(y0), GLint(x1), GLint(y1)) }
    }

    /// Filters `top`'s pixels within the effect's bounds in place.
    func filterBackdrop(_ effect: BackdropEffect, of top: (target: RenderTarget, bounds: PixelBounds)) throws {
        defer {
            top.target.bind()
            top.target.scissor(top.bounds)
        }
        let out = effect.bounds.intersection(top.bounds)
        guard !out.isEmpty else { return }
        let (factor, passSigma, reach) = GLRenderer.blurPasses(sigma: effect.sigma, kind: "backdrop")
        let height = top.target.height
        // What the scope holds (its copy of the backdrop), and the shrunk texels the
        // enlargement back over `out` reads, widened by the blur's reach.
        let valid = GLRect(top.bounds, height: height)
        let smallValid = valid.shrunk(by: factor)
        let region = GLRect(out, height: height).shrunk(by: factor).grown(by: reach + 1).intersection(smallValid)
        guard !region.isEmpty else { return }
        let smallWidth = (top.target.width + factor - 1) / factor, smallHeight = (height + factor - 1) / factor
        let first = try blurTarget(0, width: smallWidth, height: smallHeight)
        let second = try blurTarget(1, width: smallWidth, height: smallHeight)
        let taps = GLRenderer.gaussianPairs(sigma: passSigma, reach: reach)
        top.target.resolve(top.bounds)

        glDisable(GLenum(GL_STENCIL_TEST))
        glDisable(GLenum(GL_BLEND))
        glBindVertexArray(emptyVertexArray)
        glActiveTexture(GLenum(GL_TEXTURE0))
        first.bind()
        region.scissor()
        glUseProgram(backdropDownsample.id)
        glBindTexture(GLenum(GL_TEXTURE_2D), top.target.texture)
        glUniform1i(backdropDownsample.uniform("u_source"), 0)
        glUniform1i(backdropDownsample.uniform("u_factor"), GLint(factor))
        valid.set(backdropDownsample.uniform("u_valid"))
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        glUseProgram(backdropBlur.id)
        glBindSampler(0, linearSampler)
        glUniform1i(backdropBlur.uniform("u_source"), 0)
        glUniform1i(backdropBlur.uniform("u_pairs"), GLint(taps.weights.count))
        glUniform1f(backdropBlur.uniform("u_center"), taps.center)
        glUniform1fv(backdropBlur.uniform("u_weights"), GLsizei(taps.weights.count), taps.weights)
        glUniform1fv(backdropBlur.uniform("u_offsets"), GLsizei(taps.offsets.count), taps.offsets)
        region.set(backdropBlur.uniform("u_valid"))
        for (source, target, direction) in [(first, second, SIMD2<Float>(1, 0)), (second, first, SIMD2<Float>(0, 1))] {
            target.bind()
            region.scissor()
            glBindTexture(GLenum(GL_TEXTURE_2D), source.texture)
            glUniform2f(backdropBlur.uniform("u_direction"), direction.x, direction.y)
            glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        }

        top.target.bind()
        top.target.scissor(out)
        glUseProgram(backdropApply.id)
        glBindTexture(GLenum(GL_TEXTURE_2D), first.texture)
        glUniform1i(backdropApply.uniform("u_blurred"), 0)
        glUniform1f(backdropApply.uniform("u_factor"), Float(factor))
        region.set(backdropApply.uniform("u_valid"))
        glUniform1f(backdropApply.uniform("u_saturation"), effect.saturation.isFinite ? max(0, effect.saturation) : 1)
        let tint = effect.tint
        glUniform4f(backdropApply.uniform("u_tint"), tint.x, tint.y, tint.z, tint.w)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        glBindSampler(0, 0)
        glEnable(GLenum(GL_BLEND))
    }
}

extension Shaders {
    /// Shrinks colors by `u_factor` in each direction: each texel averages a block of the
    /// source, texels outside `u_valid` (GL pixels, x0, y0, x1, y1) reading as the nearest
    /// one inside.
    static let backdropDownsampleFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_source;
    uniform int u_factor;
    uniform ivec4 u_valid;
    out vec4 o_color;
    void main() {
        ivec2 origin = ivec2(gl_FragCoord.xy) * u_factor;
        vec4 sum = vec4(0.0);
        for (int y = 0; y < u_factor; y++) {
            for (int x = 0; x < u_factor; x++) {
                sum += texelFetch(u_source, clamp(origin + ivec2(x, y), u_valid.xy, u_valid.zw - 1), 0);
            }
        }
        o_color = sum / float(u_factor * u_factor);
    }
    """

    /// One pass of a separable Gaussian blur of colors along `u_direction`, taps in pairs as
    /// `blurFragment` takes them; texels outside `u_valid` read as the nearest one inside.
    static let backdropBlurFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_source;
    uniform vec2 u_direction;
    uniform ivec4 u_valid;
    uniform int u_pairs;
    uniform float u_center;
    uniform float u_weights[\(maximumBlurPairs)];
    uniform float u_offsets[\(maximumBlurPairs)];
    out vec4 o_color;

    vec4 sampleAt(vec2 p) {
        vec2 lo = vec2(u_valid.xy) + 0.5, hi = vec2(u_valid.zw) - 0.5;
        return texture(u_source, clamp(p, lo, hi) / vec2(textureSize(u_source, 0)));
    }

    void main() {
        vec2 p = gl_FragCoord.xy;
        vec4 sum = sampleAt(p) * u_center;
        for (int i = 0; i < \(maximumBlurPairs); i++) {
            if (i >= u_pairs) break;
            vec2 d = u_direction * u_offsets[i];
            sum += (sampleAt(p + d) + sampleAt(p - d)) * u_weights[i];
        }
        o_color = sum;
    }
    """

    /// The blurred backdrop, kept `u_factor` times smaller, enlarged bilinearly; its
    /// saturation scaled about Rec. 709 luma (as Core Image's color matrices and Apple's
    /// image effects sample do), then the premultiplied tint laid over it.
    static let backdropFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_blurred;
    uniform float u_factor;
    uniform ivec4 u_valid;
    uniform float u_saturation;
    uniform vec4 u_tint;
    out vec4 o_color;
    void main() {
        vec2 lo = vec2(u_valid.xy) + 0.5, hi = vec2(u_valid.zw) - 0.5;
        vec2 p = clamp(gl_FragCoord.xy / u_factor, lo, hi);
        vec4 c = texture(u_blurred, p / vec2(textureSize(u_blurred, 0)));
        float luma = dot(c.rgb, vec3(0.2126, 0.7152, 0.0722));
        c.rgb = clamp(mix(vec3(luma), c.rgb, u_saturation), vec3(0.0), vec3(c.a));
        o_color = u_tint + (1.0 - u_tint.a) * c;
    }
    """
}
