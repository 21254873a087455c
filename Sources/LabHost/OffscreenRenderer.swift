import Compositor
import Foundation
import GLBackend
import LabKit

/// Renders scenes headlessly: EGL surfaceless context, GLES 3 renderer, PNG out.
final class OffscreenRenderer {
    private let context: EGLOffscreenContext
    private let renderer: GLRenderer
    private let compositor = Compositor()

    init(msaa: Bool) throws {
        do {
            context = try EGLOffscreenContext()
            renderer = try GLRenderer(msaa: msaa)
        } catch let error as GLBackendError {
            throw LabError("cannot start offscreen GL: \(error)")
        }
    }

    /// Refuses canvases this GL cannot hold.
    func validate(width: Int, height: Int) throws {
        do {
            try renderer.validate(width: width, height: height)
        } catch let error as GLBackendError {
            throw LabError("bad --size or --scale: \(error)")
        }
    }

    /// Builds `sceneType` on a canvas of `size` points and renders it at `scale`.
    func render(_ sceneType: any Scene.Type, size: CanvasSize, scale: Double) throws -> CGImage {
        let pixels = try size.pixels(scale: scale)
        try validate(width: pixels.width, height: pixels.height)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        let scene = sceneType.init()
        scene.load(into: root)
        let list = compositor.renderList(for: root, scale: CGFloat(scale), width: pixels.width, height: pixels.height)
        do {
            return try renderer.render(list)
        } catch let error as GLBackendError {
            throw LabError("rendering failed: \(error)")
        }
    }
}
