import Foundation

/// Where `UIImage(named:)` looks after the main bundle: the loaded plugin's resource bundles
/// (SwiftPM's `PACKAGE_TARGET.resources` folders beside its library). On iOS an app's images
/// are in its main bundle; a plugin's are in these, so code that names an image without a
/// bundle finds it unchanged.
@_spi(LabHost) public enum PluginResources {
    nonisolated(unsafe) public static var bundles: [Bundle] = []
}
