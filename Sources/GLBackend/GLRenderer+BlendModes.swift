import CEGL
import Compositor
import LabKit

/// Core Graphics' blend modes on premultiplied colors. The Porter-Duff operators, screen and
/// plus-lighter are blend factors; the other separable modes need the destination's color in
/// a shader: the draw is painted alone into a spare target, the destination copied out, and
/// the two combined by the PDF blend formula over the scope's pixels.
extension GLRenderer {
    /// The source and destination factors of `mode` when blending can do it alone.
    static func blendFactors(_ mode: CGBlendMode) -> (source: Int32, destination: Int32)? {
        switch mode {
        case .normal: return (GL_ONE, GL_ONE_MINUS_SRC_ALPHA)
        case .screen: return (GL_ONE, GL_ONE_MINUS_SRC_COLOR)
        case .plusLighter: return (GL_ONE, GL_ONE)
        // Weighted by the source's alpha, which is the coverage of the opaque shape `clear`
        // draws: an antialiased edge clears as much as it covers.
        case .clear: return (GL_ZERO, GL_ONE_MINUS_SRC_ALPHA)
        case .copy: return (GL_ONE, GL_ZERO)
        case .sourceIn: return (GL_DST_ALPHA, GL_ZERO)
        case .sourceOut: return (GL_ONE_MINUS_DST_ALPHA, GL_ZERO)
        case .sourceAtop: return (GL_DST_ALPHA, GL_ONE_MINUS_SRC_ALPHA)
        case .destinationOver: return (GL_ONE_MINUS_DST_ALPHA, GL_ONE)
        case .destinationIn: return (GL_ZERO, GL_SRC_ALPHA)
        case .destinationOut: return (GL_ZERO, GL_ONE_MINUS_SRC_ALPHA)
        case .destinationAtop: return (GL_ONE_MINUS_DST_ALPHA, GL_SRC_ALPHA)
        case .xor: return (GL_ONE_MINUS_DST_ALPHA, GL_ONE_MINUS_SRC_ALPHA)
        default: return nil
        }
    }

    /// Runs `execute` (the draw) blended by `mode` onto `top`, the innermost scope;
    /// `depth` is the first target index no scope uses.
    func drawBlended(_ mode: CGBlendMode, onto top: (target: RenderTarget, bounds: PixelBounds), depth: Int,
                     execute: () -> Void) throws {
        if let factors = GLRenderer.blendFactors(mode) {
            glBlendFunc(GLenum(factors.source), GLenum(factors.destination))
            execute()
            glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
            return
        }
        let bounds = top.bounds
        guard !bounds.isEmpty else { return }
        let width = top.target.width, height = top.target.height
        let source = try target(at: depth, width: width, height: height)
        source.bindAndClear(bounds)
        execute()
        source.resolve(bounds)
        // The destination so far, resolved into a texture of its own (the top may be drawn
        // into through its texture when it has one sample).
        let destination = try target(at: depth + 1, width: width, height: height)
        copyPixels(of: top.target, within: bounds, into: destination)
        top.target.bind()
        top.target.scissor(bounds)
        glDisable(GLenum(GL_STENCIL_TEST))
        glDisable(GLenum(GL_BLEND))
        glUseProgram(blendProgram.id)
        glBindVertexArray(emptyVertexArray)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), source.texture)
        glUniform1i(blendProgram.uniform("u_source"), 0)
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_2D), destination.texture)
        glUniform1i(blendProgram.uniform("u_destination"), 1)
        glUniform1i(blendProgram.uniform("u_mode"), GLint(mode.rawValue))
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glEnable(GLenum(GL_BLEND))
    }
}

/// Clips with blend modes inside (`RenderCommand.pushBackdrop`): the clip's scope starts as a
/// copy of what is below it, and is put back in its place where the clip's mask covers it.
extension GLRenderer {
    /// Binds `target` cleared, then copies `source`'s pixels within `bounds` into it (through
    /// `source`'s resolved texture, resolved as wide as `clearing`: llvmpipe's scissor on a
    /// multisampled target lets the column left of the rectangle through, which must read
    /// this frame's pixels). The whole target is cleared: with only `clearing` cleared, pixels
    /// an earlier scope or frame left in the target reached the filtered backdrop, so frames
    /// of a still scene differed (the Blur fixture's cards, by up to 16 levels).
    func copyBackdrop(from source: RenderTarget, into target: RenderTarget, within bounds: PixelBounds, clearing: PixelBounds) {
        source.resolve(clearing)
        target.bindAndClear(nil)
        composite(source, mask: nil, opacity: 1, within: bounds, restoring: (target, bounds))
    }

    /// Writes `content` × mask × opacity + the parent's pixels × (1 − mask × opacity) into
    /// the parent within `pixels`: the layer replaces what it was copied from where the mask
    /// covers it. `spareDepth` is a target index no scope uses.
    func replace(within pixels: PixelBounds, of parent: (target: RenderTarget, bounds: PixelBounds), with content: RenderTarget,
                 mask: RenderTarget, opacity: Float, spareDepth: Int) throws {
        defer {
            parent.target.bind()
            parent.target.scissor(parent.bounds)
        }
        guard !pixels.isEmpty else { return }
        let destination = try target(at: spareDepth, width: parent.target.width, height: parent.target.height)
        // A little wider than the pixels replaced: llvmpipe's scissor on a multisampled target
        // lets the column left of (and the row below) the rectangle through, which must then
        // read the parent's own pixels, not what the spare target held before.
        let whole = PixelBounds(x: 0, y: 0, width: parent.target.width, height: parent.target.height)
        copyPixels(of: parent.target, within: pixels.insetBy(-2).intersection(whole), into: destination)
        parent.target.bind()
        parent.target.scissor(pixels)
        glDisable(GLenum(GL_STENCIL_TEST))
        glDisable(GLenum(GL_BLEND))
        glUseProgram(replaceProgram.id)
        glBindVertexArray(emptyVertexArray)
        for (unit, (name, texture)) in [("u_content", content.texture), ("u_mask", mask.texture),
                                        ("u_destination", destination.texture)].enumerated() {
            glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            glUniform1i(replaceProgram.uniform(name), GLint(unit))
        }
        glUniform1f(replaceProgram.uniform("u_opacity"), opacity)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glEnable(GLenum(GL_BLEND))
    }
}

extension Shaders {
    /// A layer put in place of its backdrop where its mask covers it.
    static let replaceFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_content;
    uniform sampler2D u_mask;
    uniform sampler2D u_destination;
    uniform float u_opacity;
    out vec4 o_color;
    void main() {
        ivec2 p = ivec2(gl_FragCoord.xy);
        float m = texelFetch(u_mask, p, 0).a * u_opacity;
        o_color = mix(texelFetch(u_destination, p, 0), texelFetch(u_content, p, 0), m);
    }
    """
}

extension Shaders {
    /// The PDF blend modes' formula on premultiplied colors: (1 − Da) S + (1 − Sa) D +
    /// Sa Da B(Cs, Cd), alpha Sa + Da − Sa Da, with B by `u_mode` (`CGBlendMode` raw values).
    static let blendFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_source;
    uniform sampler2D u_destination;
    uniform int u_mode;
    out vec4 o_color;

    float softLightD(float x) { return x <= 0.25 ? ((16.0 * x - 12.0) * x + 4.0) * x : sqrt(x); }

    vec3 blend(vec3 s, vec3 d) {
        vec3 screen = s + d - s * d;
        if (u_mode == 1) return s * d;
        if (u_mode == 3) return mix(2.0 * s * d, s + (2.0 * d - 1.0) - s * (2.0 * d - 1.0), step(0.5, d));
        if (u_mode == 4) return min(s, d);
        if (u_mode == 5) return max(s, d);
        if (u_mode == 6) {
            vec3 r = min(vec3(1.0), d / max(vec3(1e-6), 1.0 - s));
            return mix(mix(r, vec3(1.0), step(1.0, s)), vec3(0.0), step(d, vec3(0.0)));
        }
        if (u_mode == 7) {
            vec3 r = 1.0 - min(vec3(1.0), (1.0 - d) / max(vec3(1e-6), s));
            return mix(mix(r, vec3(0.0), step(s, vec3(0.0))), vec3(1.0), step(1.0, d));
        }
        if (u_mode == 8) {
            vec3 low = d - (1.0 - 2.0 * s) * d * (1.0 - d);
            vec3 dd = vec3(softLightD(d.r), softLightD(d.g), softLightD(d.b));
            vec3 high = d + (2.0 * s - 1.0) * (dd - d);
            return mix(low, high, step(0.5 + 1e-6, s));
        }
        if (u_mode == 9) return mix(2.0 * s * d, d + (2.0 * s - 1.0) - d * (2.0 * s - 1.0), step(0.5 + 1e-6, s));
        if (u_mode == 10) return abs(s - d);
        if (u_mode == 11) return s + d - 2.0 * s * d;
        return screen;
    }

    void main() {
        ivec2 p = ivec2(gl_FragCoord.xy);
        vec4 s = texelFetch(u_source, p, 0);
        vec4 d = texelFetch(u_destination, p, 0);
        vec3 cs = s.a > 0.0 ? s.rgb / s.a : vec3(0.0);
        vec3 cd = d.a > 0.0 ? d.rgb / d.a : vec3(0.0);
        vec3 rgb = (1.0 - d.a) * s.rgb + (1.0 - s.a) * d.rgb + s.a * d.a * blend(cs, cd);
        o_color = vec4(rgb, s.a + d.a - s.a * d.a);
    }
    """
}

extension GLRenderer {
    /// Copies what was drawn into `source` within `bounds` (top-left origin) into the same
    /// pixels of `destination`'s texture, for a shader to read as the destination.
    func copyPixels(of source: RenderTarget, within bounds: PixelBounds, into destination: RenderTarget) {
        let height = source.height
        let x0 = GLint(bounds.x), y0 = GLint(height - bounds.y - bounds.height)
        let x1 = GLint(bounds.x + bounds.width), y1 = GLint(height - bounds.y)
        // llvmpipe's blit may read a single-sample target (a texture) as it was before the
        // draws still queued for it; finishing them first keeps frames exact.
        glFinish()
        glDisable(GLenum(GL_SCISSOR_TEST))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), source.drawFramebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), destination.resolveFramebuffer)
        glBlitFramebuffer(x0, y0, x1, y1, x0, y0, x1, y1, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
    }
}
