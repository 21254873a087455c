@_spi(Testing) import LabKit

/// A plugin that claims another LabKit ABI, so the host's refusal can be tested.
final class NeverLoaded: Scene {
    static let info = SceneInfo(name: "NeverLoaded", summary: "Must be refused", preferredSize: CGSize(width: 10, height: 10))
    init() {}
    func load(into root: CALayer) {}
}

@_cdecl("lab_plugin_entry")
public func labPluginEntry() -> UnsafeMutableRawPointer {
    PluginManifest(scenes: [NeverLoaded.self], abiVersion: PluginManifest.currentABIVersion + 41).export()
}
