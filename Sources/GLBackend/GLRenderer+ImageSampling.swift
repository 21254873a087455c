import CEGL
import Compositor

/// Image paints' filters: a texture's own parameters are Core Animation's default (linear
/// both ways, no mipmap, edges extended); other filters and tiling bind a sampler object, one
/// per combination, on texture unit 0 for the draw.
extension GLRenderer {
    /// Binds `image`'s texture on unit 0 for `program` (whose `u_image` and `u_lodBias` it
    /// sets), with a sampler when its filters are not the default.
    func bindImage(_ image: ImagePaint, program: GLProgram) {
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), textures.texture(for: image.image, mipmapped: image.sampling.minification == .trilinear))
        glUniform1i(program.uniform("u_image"), 0)
        glUniform1f(program.uniform("u_lodBias"), image.sampling.minification == .trilinear ? image.sampling.minificationBias : 0)
        if GLRenderer.needsSampler(image.sampling) {
            glBindSampler(0, sampler(for: image.sampling))
        }
    }

    /// Unbinds the sampler a draw of `paint` bound, so that later draws on unit 0 use their
    /// textures' own filters.
    func unbindSampler(after paint: Paint) {
        if case .image(let image) = paint, GLRenderer.needsSampler(image.sampling) { glBindSampler(0, 0) }
    }

    /// Whether the filters or wrapping differ from the textures' own (linear both ways, edges
    /// extended).
    private static func needsSampler(_ sampling: ImageSampling) -> Bool {
        sampling.minification != .linear || sampling.magnification != .linear || sampling.tiles
    }

    private func sampler(for sampling: ImageSampling) -> GLuint {
        let minification = sampling.minification, magnification = sampling.magnification
        let key = ImageSampling(minification: minification, magnification: magnification, tiles: sampling.tiles)
        if let sampler = imageSamplers[key] { return sampler }
        var sampler: GLuint = 0
        glGenSamplers(1, &sampler)
        let min: GLint
        switch minification {
        case .nearest: min = GL_NEAREST
        case .linear: min = GL_LINEAR
        case .trilinear: min = GL_LINEAR_MIPMAP_LINEAR
        }
        glSamplerParameteri(sampler, GLenum(GL_TEXTURE_MIN_FILTER), min)
        glSamplerParameteri(sampler, GLenum(GL_TEXTURE_MAG_FILTER), magnification == .nearest ? GL_NEAREST : GL_LINEAR)
        for parameter in [GL_TEXTURE_WRAP_S, GL_TEXTURE_WRAP_T] {
            glSamplerParameteri(sampler, GLenum(parameter), sampling.tiles ? GL_REPEAT : GL_CLAMP_TO_EDGE)
        }
        imageSamplers[key] = sampler
        return sampler
    }
}
