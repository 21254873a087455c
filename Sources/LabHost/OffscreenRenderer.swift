import Compositor
import Foundation
import GLBackend
import LabSession
@_spi(LabHost) import LabKit

/// Renders scenes headlessly: EGL surfaceless context, GLES 3 renderer, PNG out. GL starts
/// when first used, after the first scene has loaded (unless the scene draws an image).
final class OffscreenRenderer {
    private let msaa: Bool
    /// The context, its renderer, and a compositor for what that renderer samples.
    private var gl: (context: EGLOffscreenContext, renderer: GLRenderer, compositor: Compositor)?

    init(msaa: Bool) {
        self.msaa = msaa
        // A scene drawing an image while it loads (`UIGraphicsImageRenderer`) needs GL at once.
        LayerRasterizer.rasterize = { [weak self] root, width, height, scale in
            do {
                guard let self else { throw LabError("the offscreen renderer is gone") }
                _ = try renderer()
            } catch {
                LabDiagnostics.report("UIGraphicsImageRenderer: \(error); the image is blank")
                return CGImage(width: width, height: height, premultipliedRGBA: [UInt8](repeating: 0, count: width * height * 4))!
            }
            return LayerRasterizer.rasterize!(root, width, height, scale)
        }
        PluginRuntime.wrapRasterizer()
    }

    /// The renderer, on a context made current on this thread when first asked for.
    private func renderer() throws -> GLRenderer {
        if let gl { return gl.renderer }
        do {
            let context = try EGLOffscreenContext()
            StartupTimes.mark("EGL context")
            let renderer = try GLRenderer(msaa: msaa)
            StartupTimes.mark("GL renderer and shaders")
            gl = (context, renderer, Compositor())
        } catch let error as GLBackendError {
            throw LabError("cannot start offscreen GL: \(error)")
        }
        // `UIGraphicsImageRenderer` draws with the frames' own renderer.
        gl!.renderer.installAsLayerRasterizer()
        PluginRuntime.wrapRasterizer()
        return gl!.renderer
    }

    /// Refuses canvases this GL cannot hold.
    func validate(width: Int, height: Int) throws {
        do {
            try renderer().validate(width: width, height: height)
        } catch let error as GLBackendError {
            throw LabError("bad --size or --scale: \(error)")
        }
    }

    /// Loads `sceneType` on a canvas of `size` points with the lab clock at 0.
    func start(_ sceneType: any Scene.Type, size: CanvasSize, scale: Double, clock: SceneClock,
               input: InputScript? = nil, parameters: SceneSettings = .none) throws -> OffscreenScene {
        let pixels = try size.pixels(scale: scale)
        // The scene loads while EGL starts.
        let scene = OffscreenScene(sceneType, size: size, scale: scale, pixels: pixels, clock: clock, renderer: self,
                                   input: input.map(InputPlayer.init), parameters: parameters)
        StartupTimes.mark("scene loaded")
        try validate(width: pixels.width, height: pixels.height)
        return scene
    }

    /// Renders `root` as it is at the current lab time.
    func render(_ root: CALayer, scale: Double, pixels: (width: Int, height: Int)) throws -> CGImage {
        do {
            let renderer = try renderer()
            let list = gl!.compositor.renderList(for: root, at: LabClock.currentTime, scale: CGFloat(scale),
                                                 width: pixels.width, height: pixels.height)
            return try renderer.render(list)
        } catch let error as GLBackendError {
            throw LabError("rendering failed: \(error)")
        }
    }
}

extension OffscreenRenderer {
    /// Draws a contact sheet of frames rendered at `scale`, at the same scale.
    func render(sheet: ContactSheet, frames: [(time: Double, image: CGImage)], scale: Double) throws -> CGImage {
        let root = sheet.layer(frames: frames)
        let pixels = try CanvasSize(sheet.size).pixels(scale: scale)
        try validate(width: pixels.width, height: pixels.height)
        LabClock.commit(root: root)
        return try render(root, scale: scale, pixels: pixels)
    }
}

/// One loaded scene on the offscreen clock (host seconds stepped by 1/fps): advance it, render it.
final class OffscreenScene {
    private let session: SceneSession
    private let clock: SceneClock
    private let pixels: (width: Int, height: Int)
    private let renderer: OffscreenRenderer
    private let input: InputPlayer?
    /// Host seconds since the scene loaded.
    private(set) var hostTime = 0.0

    fileprivate init(_ sceneType: any Scene.Type, size: CanvasSize, scale: Double, pixels: (width: Int, height: Int),
                     clock: SceneClock, renderer: OffscreenRenderer, input: InputPlayer?, parameters: SceneSettings) {
        self.clock = clock
        self.input = input
        self.pixels = pixels
        self.renderer = renderer
        session = SceneSession(sceneType, canvas: CGSize(width: size.width, height: size.height), scale: CGFloat(scale),
                               frameInterval: clock.frameInterval, configure: parameters.apply(to:), calls: .lab)
    }

    /// Steps the clock frame by frame up to host time `time` (never backwards).
    func advance(to time: Double) {
        for step in clock.steps(from: hostTime, to: time) {
            let labTime = clock.labTime(step)
            session.advance(to: labTime) { input?.deliver(at: labTime) }
        }
        hostTime = max(hostTime, time)
    }

    /// The frame at the current time.
    func render() throws -> CGImage {
        try renderer.render(session.root, scale: Double(session.scale), pixels: pixels)
    }
}
