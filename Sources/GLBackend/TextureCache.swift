import CEGL
import LabKit

/// GPU textures of the images a scene shows: each `CGImage` is uploaded once, on the first
/// frame that draws it, and reused until the image is gone.
final class TextureCache {
    private struct Entry {
        weak var image: CGImage?
        let texture: GLuint
        /// Whether levels 1… are uploaded (only trilinear minification reads them).
        var hasMipmaps: Bool
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The number of textures held.
    var count: Int { entries.count }

    deinit {
        for entry in entries.values { delete(entry.texture) }
    }

    /// The texture of `image`, uploading it the first time, and its mipmap levels the first
    /// time it is drawn `mipmapped` (the default linear filter never reads them, so most images
    /// never pay for them). It is left bound.
    func texture(for image: CGImage, mipmapped: Bool = false) -> GLuint {
        let id = ObjectIdentifier(image)
        if let entry = entries[id], entry.image === image {
            if mipmapped && !entry.hasMipmaps {
                glBindTexture(GLenum(GL_TEXTURE_2D), entry.texture)
                TextureCache.uploadMipmaps(of: image)
                entries[id]?.hasMipmaps = true
            }
            return entry.texture
        }
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        image.premultipliedRGBA.withUnsafeBytes { bytes in
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(image.width), GLsizei(image.height), 0,
                         GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        if mipmapped { TextureCache.uploadMipmaps(of: image) }
        // Core Animation's default filter; trilinear draws bind a sampler that uses the levels.
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        if let stale = entries[id] { delete(stale.texture) }
        entries[id] = Entry(image: image, texture: texture, hasMipmaps: mipmapped)
        return texture
    }

    /// Uploads levels 1… of `image` into the bound texture.
    private static func uploadMipmaps(of image: CGImage) {
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        let levels = MipmapChain.levels(of: image.premultipliedRGBA, width: image.width, height: image.height)
        for (index, (width, height, pixels)) in levels.enumerated() {
            pixels.withUnsafeBytes { bytes in
                glTexImage2D(GLenum(GL_TEXTURE_2D), GLint(index + 1), GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                             GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            }
        }
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
