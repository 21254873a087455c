import CEGL
import LabKit

/// GPU textures of the images a scene shows: each `CGImage` is uploaded once, on the first
/// frame that draws it, and reused until the image is gone.
final class TextureCache {
    private struct Entry {
        weak var image: CGImage?
        let texture: GLuint
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The number of textures held.
    var count: Int { entries.count }

    deinit {
        for entry in entries.values { delete(entry.texture) }
    }

    /// The texture of `image`, uploading it (with mipmaps, for trilinear minification) the first time.
    func texture(for image: CGImage) -> GLuint {
        let id = ObjectIdentifier(image)
        if let entry = entries[id], entry.image === image { return entry.texture }
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        let levels = [(image.width, image.height, image.premultipliedRGBA)]
            + MipmapChain.levels(of: image.premultipliedRGBA, width: image.width, height: image.height)
        for (level, (width, height, pixels)) in levels.enumerated() {
            pixels.withUnsafeBytes { bytes in
                glTexImage2D(GLenum(GL_TEXTURE_2D), GLint(level), GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                             GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            }
        }
        // Core Animation's default filter; trilinear draws bind a sampler that uses the levels.
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        if let stale = entries[id] { delete(stale.texture) }
        entries[id] = Entry(image: image, texture: texture)
        return texture
    }

    /// Deletes the textures of images that no longer exist.
    func purge() {
        for (id, entry) in entries where entry.image == nil {
            delete(entry.texture)
            entries[id] = nil
        }
    }

    private func delete(_ texture: GLuint) {
        var t = texture
        glDeleteTextures(1, &t)
    }
}
