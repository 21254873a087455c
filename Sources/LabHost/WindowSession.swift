@_spi(Rendering) import Compositor
import Foundation
import GLBackend
import LabSession
@_spi(LabHost) @_spi(Rendering) import LabKit

/// A scene in a real window: the lab clock follows wall time (times `speed`), pointer and
/// keyboard input go through the same routing as scripted input, and the keys of the live
/// controls pause, step, change speed, restart, debug, save and quit.
final class WindowSession {
    /// Input as it was delivered, with its lab time, so that a restart at an earlier moment
    /// (a step back) replays it.
    private enum LiveInput {
        case touch(UITouch.Phase, CGPoint)
        case type(String)
        case key(LabInput.Key)
    }

    private var sceneType: any Scene.Type
    private let title: String
    private var settings: SceneSettings
    private let window: LabWindow
    private let renderer: GLRenderer
    private let compositor: Compositor
    private let overlayCompositor = Compositor()
    private let overlayRoot = CALayer()
    private let controls = ControlsOverlay()
    private let debug = DebugOverlay()
    private var showsDebug = false

    private var session: SceneSession?
    /// The scene's root layer; its bounds are the canvas.
    private var root: CALayer { session!.root }
    private var labTime = 0.0
    private var speed: Double
    private var paused: Bool
    private var pending: [LiveInput] = []
    private var log: [(time: Double, input: LiveInput)] = []
    private var quit = false
    private let recording: WindowRecording?
    private let reloader: PluginReloader?
    private let buildStatus = BuildStatusOverlay()

    /// The lab's frame interval when the display does not pace frames.
    private static let frameInterval = 1.0 / 60

    init(sceneType: any Scene.Type, title: String, settings: SceneSettings, window: LabWindow, msaa: Bool,
         speed: Double, paused: Bool, recording: WindowRecording? = nil, reloader: PluginReloader? = nil) throws {
        self.recording = recording
        self.reloader = reloader
        self.sceneType = sceneType
        self.title = title
        self.settings = settings
        self.window = window
        self.speed = speed
        self.paused = paused
        do {
            renderer = try GLRenderer(msaa: msaa)
        } catch let error as GLBackendError {
            throw LabError("cannot start GL in the window: \(error)")
        }
        compositor = Compositor()
        renderer.installAsLayerRasterizer()
        PluginRuntime.wrapRasterizer()
        overlayRoot.addSublayer(debug.layer)
        overlayRoot.addSublayer(controls.layer)
        overlayRoot.addSublayer(buildStatus.layer)
        debug.layer.isHidden = true
    }

    /// Runs until the window closes, `q` or Escape, or SIGINT/SIGTERM.
    func run(startingAt start: Double) throws {
        load()
        fastForward(to: start)
        let pixels = "\(Int(window.size.width * window.scale))x\(Int(window.size.height * window.scale))"
        print("lab: \(title) in \(window.kind == "X11" ? "an" : "a") \(window.kind) window (\(pixels) pixels, scale \(String(format: "%g", Double(window.scale)))); press h for the controls")
        fflush(stdout)
        var last = Date()
        while !quit && !SignalFlag.raised {
            let frameStart = Date()
            while let event = try window.nextEvent() { handle(event) }
            if quit { break }
            if let event = reloader?.poll() { handle(event) }
            let now = Date()
            if !paused { labTime += now.timeIntervalSince(last) * speed }
            last = now
            if !paused || !pending.isEmpty { step(to: labTime) }
            try draw()
            if let recording {
                try recording.capture(at: labTime) { try renderScene(width: recording.width, height: recording.height) }
            }
            if !window.pacesFrames {
                let wait = WindowSession.frameInterval - Date().timeIntervalSince(frameStart)
                if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            }
        }
        try recording?.finish()
    }

    // MARK: Scene

    private func load() {
        session = SceneSession(sceneType, canvas: window.size, scale: window.scale, frameInterval: WindowSession.frameInterval,
                               configure: settings.apply(to:), calls: .lab)
        labTime = 0
    }

    /// Delivers the pending input at `time` and moves the clock there.
    private func step(to time: Double) {
        let inputs = pending
        pending = []
        session!.advance(to: time) {
            for input in inputs {
                deliver(input)
                log.append((time, input))
            }
        }
    }

    /// Restarts and replays the logged input at 60 Hz up to `time` (the clock cannot run
    /// backwards, so a step back is a replay; so is a reloaded scene catching up).
    private func fastForward(to time: Double, reloading: Bool = false) {
        var replay = log.filter { $0.time <= time + 1e-9 }
        log = []
        if reloading || LabClock.currentTime > time || !replay.isEmpty { load() }
        var t = LabClock.currentTime
        while t < time - 1e-9 {
            t = min(time, t + WindowSession.frameInterval)
            var due: [LiveInput] = []
            while let first = replay.first, first.time <= t + 1e-9 {
                due.append(first.input)
                replay.removeFirst()
            }
            pending = due
            step(to: t)
        }
        labTime = time
    }

    private func deliver(_ input: LiveInput) {
        switch input {
        case .touch(let phase, let point): LabInput.touch(phase, at: point)
        case .type(let text): LabInput.type(text)
        case .key(let key): LabInput.press(key)
        }
    }

    // MARK: Events

    /// A `--watch` rebuild: the new scene replaces the old at the same lab time, with the
    /// same input replayed; a failure leaves the old one running and says why on screen.
    private func handle(_ event: PluginReloader.Event) {
        switch event {
        case .building:
            buildStatus.showBuilding()
        case .reloaded(let type, let settings, let generation, _):
            sceneType = type
            self.settings = settings
            fastForward(to: labTime, reloading: true)
            buildStatus.hide()
            controls.flash("reloaded (build \(generation))")
        case .failed(let errors):
            // Paths relative to the package fit the banner.
            let root = (reloader?.package.root.path ?? "") + "/"
            buildStatus.showFailure(errors.replacingOccurrences(of: root, with: ""))
        }
    }

    private func handle(_ event: WindowEvent) {
        switch event {
        case .pointer(let phase, let point):
            pending.append(.touch(phase, point))
        case .key(let keysym, let text):
            // Where a key goes depends on what earlier input did (a tap that starts editing):
            // deliver that first.
            if !pending.isEmpty { step(to: labTime) }
            handleKey(keysym, text)
        case .resized(let size):
            session!.resize(to: size, scale: window.scale)
        case .close:
            quit = true
        }
    }

    private func handleKey(_ keysym: UInt32, _ text: String) {
        // While a text field edits, keys type into it; Escape ends the editing.
        if UIResponder.currentFirstResponder is UIKeyInput {
            switch keysym {
            case Keysym.backSpace: pending.append(.key(.backspace))
            case Keysym.returnKey, Keysym.keypadEnter: pending.append(.key(.return))
            case Keysym.tab: pending.append(.key(.tab))
            case Keysym.escape: pending.append(.key(.escape))
            default:
                if let scalar = text.unicodeScalars.first, scalar.value >= 0x20, scalar.value != 0x7f {
                    pending.append(.type(text))
                }
            }
            return
        }
        switch (keysym, text) {
        case (_, " "): paused.toggle()
        case (Keysym.right, _) where paused: fastForward(to: labTime + WindowSession.frameInterval)
        case (Keysym.left, _) where paused: fastForward(to: max(0, labTime - WindowSession.frameInterval))
        case (_, "["): speed = max(0.125, speed / 2)
        case (_, "]"): speed = min(4, speed * 2)
        case (_, "r"), (_, "R"):
            log = []
            load()
        case (_, "d"), (_, "D"):
            showsDebug.toggle()
            debug.layer.isHidden = !showsDebug
        case (_, "h"), (_, "H"), (_, "?"): controls.isShown.toggle()
        case (_, "s"), (_, "S"): save()
        case (_, "q"), (_, "Q"), (Keysym.escape, _): quit = true
        case (Keysym.tab, _): pending.append(.key(.tab))
        default: break
        }
    }

    // MARK: Frames

    /// The scene's render list at `pixels` (default: the window's size), from `snapshot`
    /// (default: the scene as it is now).
    private func sceneList(_ pixels: (width: Int, height: Int)? = nil, snapshot: PresentationSnapshot? = nil) -> RenderList {
        let pixels = pixels ?? pixelSize()
        return compositor.renderList(for: snapshot ?? compositor.snapshot(of: root, at: LabClock.currentTime),
                                     scale: window.scale, width: pixels.width, height: pixels.height)
    }

    /// The scene alone, without overlays, read back at `width`×`height` pixels.
    private func renderScene(width: Int, height: Int) throws -> CGImage {
        do {
            return try renderer.render(sceneList((width, height)))
        } catch let error as GLBackendError {
            throw LabError("rendering failed: \(error)")
        }
    }

    private func pixelSize() -> (width: Int, height: Int) {
        (max(1, Int((window.size.width * window.scale).rounded())), max(1, Int((window.size.height * window.scale).rounded())))
    }

    private func draw() throws {
        // The frame and the debug overlay come from one snapshot, so they agree.
        let snapshot = compositor.snapshot(of: root, at: LabClock.currentTime)
        let list = sceneList(snapshot: snapshot)
        do {
            try renderer.draw(list)
            if showsDebug {
                try renderer.drawWireframe(list, color: SIMD4(0.6, 0, 0.6, 0.6))
                debug.update(for: snapshot, canvas: root.bounds)
            }
            controls.update(canvas: root.bounds, title: title, time: labTime, speed: speed, paused: paused)
            buildStatus.layout(canvas: root.bounds)
            overlayRoot.bounds = root.bounds
            overlayRoot.position = root.position
            let pixels = pixelSize()
            try renderer.draw(overlayCompositor.renderList(for: overlayRoot, at: LabClock.currentTime, scale: window.scale, width: pixels.width,
                                                            height: pixels.height), clear: false)
        } catch let error as GLBackendError {
            throw LabError("rendering failed: \(error)")
        }
        do {
            try window.present(renderer)
        } catch let error as WindowError {
            throw LabError(error.description)
        }
    }

    /// Writes the scene's current frame (without the overlays) to a PNG in the current
    /// directory and says where.
    private func save() {
        let name = String(format: "lab-%@-%.3fs.png", title.replacingOccurrences(of: " — ", with: "-")
            .replacingOccurrences(of: " ", with: "_"), labTime)
        let path = FileManager.default.currentDirectoryPath + "/" + name
        do {
            let pixels = pixelSize()
            let image = try renderScene(width: pixels.width, height: pixels.height)
            try AtomicFile.write(try image.pngData(), to: path)
            print("lab: saved \(path)")
            fflush(stdout)
            controls.flash("saved \(name)")
        } catch {
            FileHandle.standardError.write(Data("lab: cannot save \(path): \(error)\n".utf8))
        }
    }
}

/// Set by SIGINT and SIGTERM: the window loop ends as if `q` was pressed.
enum SignalFlag {
    nonisolated(unsafe) static var raised = false

    static func install() {
        signal(SIGINT) { _ in SignalFlag.raised = true }
        signal(SIGTERM) { _ in SignalFlag.raised = true }
    }
}
