import CCrashReport
@_spi(LabHost) import LabKit

/// What `lab` says when plugin code crashes (a force-unwrap of nil, an index out of range, a
/// bad memory access): the plugin, the scene, what it was doing, and the innermost frame of
/// the plugin's own code, before the Swift runtime's backtrace, and a non-zero exit.
///
/// A signal handler (`CCrashReport`) tells the plugin's frames from LabKit's and the lab's by
/// the library they lie in; the lab keeps it told which scene runs and what it does.
enum PluginCrashReport {
    /// Installs the handler (once, at start-up).
    static func install() {
        lab_crash_report_install()
    }

    /// The scene whose code runs from now on, and its plugin (the scene type's module).
    static func scene(_ sceneType: any Scene.Type) {
        let plugin = String(reflecting: sceneType).split(separator: ".").first.map(String.init) ?? "?"
        lab_crash_report_set_scene(plugin, sceneType.info.name, unsafeBitCast(sceneType as Any.Type, to: UnsafeRawPointer.self))
    }

    /// Runs `body`, in which plugin code does `activity` ("loading the scene").
    static func running<T>(_ activity: StaticString, _ body: () throws -> T) rethrows -> T {
        activity.withUTF8Buffer { text in
            text.withMemoryRebound(to: CChar.self) { lab_crash_report_set_activity($0.baseAddress) }
        }
        defer { lab_crash_report_set_activity(nil) }
        return try body()
    }
}
