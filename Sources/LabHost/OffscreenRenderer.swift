import Compositor
import Foundation
import GLBackend
@_spi(LabHost) import LabKit

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
        // `UIGraphicsImageRenderer` draws with the frames' own renderer.
        renderer.installAsLayerRasterizer()
        PluginRuntime.wrapRasterizer()
    }

    /// Refuses canvases this GL cannot hold.
    func validate(width: Int, height: Int) throws {
        do {
            try renderer.validate(width: width, height: height)
        } catch let error as GLBackendError {
            throw LabError("bad --size or --scale: \(error)")
        }
    }

    /// Loads `sceneType` on a canvas of `size` points with the lab clock at 0.
    func start(_ sceneType: any Scene.Type, size: CanvasSize, scale: Double, clock: SceneClock,
               input: InputScript? = nil, parameters: SceneSettings = .none) throws -> SceneSession {
        let pixels = try size.pixels(scale: scale)
        try validate(width: pixels.width, height: pixels.height)
        return SceneSession(sceneType, size: size, scale: scale, pixels: pixels, clock: clock, renderer: self,
                            input: input.map(InputPlayer.init), parameters: parameters)
    }

    /// Renders `root` as it is at the current lab time.
    func render(_ root: CALayer, scale: Double, pixels: (width: Int, height: Int)) throws -> CGImage {
        let list = compositor.renderList(for: root, at: LabClock.currentTime, scale: CGFloat(scale), width: pixels.width, height: pixels.height)
        do {
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

/// One loaded scene and its clock: advance it, render it.
final class SceneSession {
    private let scene: any Scene
    private let root = CALayer()
    private let clock: SceneClock
    private let scale: Double
    private let pixels: (width: Int, height: Int)
    private let renderer: OffscreenRenderer
    private let input: InputPlayer?
    /// Host seconds since the scene loaded.
    private(set) var hostTime = 0.0

    fileprivate init(_ sceneType: any Scene.Type, size: CanvasSize, scale: Double, pixels: (width: Int, height: Int),
                     clock: SceneClock, renderer: OffscreenRenderer, input: InputPlayer?, parameters: SceneSettings) {
        self.clock = clock
        self.input = input
        self.scale = scale
        self.pixels = pixels
        self.renderer = renderer
        PluginRuntime.restart()
        PluginCrashReport.scene(sceneType)
        scene = PluginRuntime.run("loading the scene (its load(into:))") { [root] in
            LabClock.reset(frameInterval: clock.frameInterval)
            root.bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
            root.position = CGPoint(x: size.width / 2, y: size.height / 2)
            UIScreen.main.configure(size: root.bounds.size, scale: CGFloat(scale))
            let scene = sceneType.init()
            parameters.apply(to: scene)
            scene.load(into: root)
            LabClock.commit(root: root)
            return scene
        }
    }

    /// Steps the clock frame by frame up to host time `time` (never backwards).
    func advance(to time: Double) {
        PluginRuntime.run("animating (display links, timers, animation delegates, input)") {
            for step in clock.steps(from: hostTime, to: time) {
                let labTime = clock.labTime(step)
                LabClock.advance(to: labTime, root: root) { input?.deliver(at: labTime) }
            }
        }
        hostTime = max(hostTime, time)
    }

    /// The frame at the current time.
    func render() throws -> CGImage {
        try renderer.render(root, scale: scale, pixels: pixels)
    }
}
