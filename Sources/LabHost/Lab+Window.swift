import Foundation
import GLBackend
import LabKit

/// A scene in an X11 or Wayland window, with the live controls, `--watch` and `--record`.
extension Lab {
    /// Shows the scene in a window until it is closed.
    func runInWindow(_ loader: PluginLoader) throws {
        if all { throw LabError("--all renders every scene offscreen; add --offscreen --out DIRECTORY/") }
        if contactSheet != nil { throw LabError("--contact-sheet renders offscreen; add --offscreen") }
        if from != nil { throw LabError("--from starts an offscreen sequence; in a window, --time chooses where the clock starts") }
        if duration != nil && record == nil {
            throw LabError("--duration in a window is how long --record records; add --record FILE, or --offscreen for a sequence")
        }
        try validateCaptureOptions()
        if input != nil { throw LabError("--input scripts drive offscreen renders; add --offscreen (in a window, use the pointer and keyboard)") }
        if out != nil { throw LabError("--out is for offscreen renders; in a window press s to save a frame") }
        let clock = try validatedClock()
        let environment = ProcessInfo.processInfo.environment
        let chosen: Backend
        if let backend {
            chosen = backend
        } else if !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            chosen = .wayland
        } else if !(environment["DISPLAY"] ?? "").isEmpty {
            chosen = .x11
        } else {
            throw LabError("no display to open a window on (neither WAYLAND_DISPLAY nor DISPLAY is set); pass --offscreen --out FILE.png to render headlessly")
        }
        let loaded = try loader.load(plugin!)
        let sceneType = try loaded.scene(named: scene)
        let settings = try SceneSettings(self.settings, for: sceneType)
        let size = canvas(for: sceneType)
        if scaleWasGiven { _ = try size.pixels(scale: scale) }
        let points = CGSize(width: size.width, height: size.height)
        let title = "\(loaded.name) — \(sceneType.info.name)"
        let scaleOption: CGFloat? = scaleWasGiven ? CGFloat(scale) : nil
        let window: LabWindow
        do {
            switch chosen {
            case .wayland: window = try WaylandWindow(size: points, scale: scaleOption, title: title)
            case .x11: window = try X11Window(size: points, scale: scaleOption, title: title)
            case .offscreen: fatalError("handled by the offscreen path")
            }
        } catch let error as WindowError {
            throw LabError(error.description)
        } catch let error as GLBackendError {
            throw LabError("cannot start GL in the window: \(error)")
        }
        SignalFlag.install()
        let recording = try record.map {
            try WindowRecording(path: $0, width: Int((window.size.width * window.scale).rounded()),
                                height: Int((window.size.height * window.scale).rounded()), fps: fps, duration: duration)
        }
        let reloader = try watch ? PluginReloader(plugin: loaded, sceneName: sceneType.info.name, settingOptions: self.settings,
                                                  loader: loader) : nil
        if let reloader { print("lab: watching \(reloader.watchedDescription) in \(reloader.package.root.path)") }
        let session = try WindowSession(sceneType: sceneType, title: title, settings: settings, window: window,
                                        msaa: !noMSAA, speed: clock.speed, paused: paused, recording: recording,
                                        reloader: reloader)
        do {
            try session.run(startingAt: time ?? 0)
        } catch let error as WindowError {
            throw LabError(error.description)
        }
    }
}
