import LabKit

@_cdecl("lab_plugin_entry")
public func labPluginEntry() -> UnsafeMutableRawPointer {
    PluginManifest(scenes: [SplashScene.self, SplashThenMenuScene.self]).export()
}
