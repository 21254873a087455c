import Foundation
@_spi(LabHost) import LabKit

/// One scene of a plugin loaded on a canvas: the host's start-up of a scene, written once for
/// offscreen capture, windows, `--watch` and the benchmarks. Loading resets the lab clock,
/// lays the canvas out (the root layer, `UIScreen.main`, the scene's `UIWindow`s), makes the
/// scene, configures it and loads it into the root, then commits; a resize lays the canvas
/// out again; advancing steps the lab clock, delivering input on the way.
public final class SceneSession {
    /// How the host calls plugin code: `lab` names the plugin and the activity in a crash
    /// report and puts the C library's clocks on lab time around each call; a benchmark calls
    /// it directly.
    public struct PluginCalls {
        /// Before each load: what the previous run left (timers, the random stream) is reset.
        public var restart: (any Scene.Type) -> Void
        /// Runs plugin code, doing what `activity` says.
        public var run: (StaticString, () -> Void) -> Void

        /// Hooks for a host of its own.
        public init(restart: @escaping (any Scene.Type) -> Void, run: @escaping (StaticString, () -> Void) -> Void) {
            self.restart = restart
            self.run = run
        }

        /// Plugin code called directly, nothing reset between loads.
        public static let direct = PluginCalls(restart: { _ in }, run: { _, body in body() })
    }

    /// The scene's type, loaded again by `reload`.
    public let sceneType: any Scene.Type
    /// The layer the scene loaded into; its bounds are the canvas.
    public private(set) var root = CALayer()
    /// The scene, as loaded.
    public private(set) var scene: (any Scene)?
    /// The canvas in points, and device pixels per point.
    public private(set) var canvas: CGSize
    public private(set) var scale: CGFloat
    private let frameInterval: Double
    private let configure: (any Scene) -> Void
    private let calls: PluginCalls

    /// Loads `sceneType` on a `canvas` at `scale`, the lab clock at 0 stepping by
    /// `frameInterval`; `configure` sets the new scene's parameters before it loads.
    public init(_ sceneType: any Scene.Type, canvas: CGSize, scale: CGFloat, frameInterval: Double = 1.0 / 60,
                configure: @escaping (any Scene) -> Void = { _ in }, calls: PluginCalls = .direct) {
        self.sceneType = sceneType
        self.canvas = canvas
        self.scale = scale
        self.frameInterval = frameInterval
        self.configure = configure
        self.calls = calls
        reload()
    }

    /// Loads the scene afresh: the lab clock back at 0, a new root, a new scene.
    public func reload() {
        calls.restart(sceneType)
        // Name the method the plugin wrote: a view controller scene's is its root controller's maker.
        let loading: StaticString = sceneType is ViewControllerScene.Type ? "loading the scene (its makeRootViewController())"
            : "loading the scene (its load(into:))"
        calls.run(loading) { [self] in
            LabClock.reset(frameInterval: frameInterval)
            root = CALayer()
            layOut()
            let scene = sceneType.init()
            configure(scene)
            scene.load(into: root)
            self.scene = scene
            LabClock.commit(root: root)
        }
    }

    /// Lays the canvas out again at `canvas` points and `scale` (a window was resized or
    /// moved to another display).
    public func resize(to canvas: CGSize, scale: CGFloat) {
        self.canvas = canvas
        self.scale = scale
        calls.run("laying out for a new canvas size") { [self] in layOut() }
    }

    /// Steps the lab clock to `labTime` (never backwards), running `input` at its start.
    public func advance(to labTime: Double, input: () -> Void = {}) {
        withoutActuallyEscaping(input) { input in
            calls.run("animating (display links, timers, animation delegates, input)") { [self] in
                LabClock.advance(to: labTime, root: root, input: input)
            }
        }
    }

    private func layOut() {
        root.bounds = CGRect(origin: .zero, size: canvas)
        root.position = CGPoint(x: canvas.width / 2, y: canvas.height / 2)
        UIScreen.main.configure(size: canvas, scale: scale)
        UIWindow.canvasDidResize(to: root.bounds)
    }
}
