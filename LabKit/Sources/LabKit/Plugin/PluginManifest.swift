import Foundation

/// What a plugin hands the host: its scenes, stamped with the LabKit ABI it was built against.
///
/// A plugin exports it from one C symbol:
///
///     @_cdecl("lab_plugin_entry")
///     public func labPluginEntry() -> UnsafeMutableRawPointer {
///         PluginManifest(scenes: [MyScene.self]).export()
///     }
public final class PluginManifest {
    /// The ABI version of this build of LabKit. It changes whenever a change to LabKit would
    /// make plugins built against the old one misbehave. 2: layers keep their drawn
    /// properties in one state struct, and animation arrived. 3: the UIKit subset, and
    /// `contentsGravity` in the layer state. 4: view controllers hold segues. 5: views,
    /// controllers and buttons gained stored state (observation tracking, button
    /// configurations) and UIKit's required and open members changed.
    public static let currentABIVersion: UInt32 = 5

    /// The first four bytes of an exported manifest: "LABP".
    static let magic: UInt32 = 0x4C41_4250

    /// The plugin's scenes, in the order `lab --list` shows them.
    public let scenes: [any Scene.Type]
    /// The LabKit ABI version the plugin was built against.
    public let abiVersion: UInt32

    /// A manifest for the current ABI.
    public convenience init(scenes: [any Scene.Type]) {
        self.init(scenes: scenes, abiVersion: PluginManifest.currentABIVersion)
    }

    /// A manifest stamped with an explicit ABI version; only tests of the host's check need this.
    @_spi(Testing)
    public init(scenes: [any Scene.Type], abiVersion: UInt32) {
        self.scenes = scenes
        self.abiVersion = abiVersion
    }

    /// The pointer `lab_plugin_entry` returns: a fixed header (magic, ABI version) that the host
    /// reads before it touches any Swift type, followed by the retained manifest.
    public func export() -> UnsafeMutableRawPointer {
        let header = UnsafeMutablePointer<ExportedHeader>.allocate(capacity: 1)
        header.initialize(to: ExportedHeader(magic: PluginManifest.magic, abiVersion: abiVersion,
                                             manifest: Unmanaged.passRetained(self).toOpaque()))
        return UnsafeMutableRawPointer(header)
    }

    /// Why an exported pointer was refused.
    public enum ImportError: Error, Equatable, CustomStringConvertible {
        /// The pointer does not start with the manifest header.
        case notAManifest
        /// The plugin was built against another LabKit ABI.
        case abiMismatch(plugin: UInt32, host: UInt32)

        public var description: String {
            switch self {
            case .notAManifest:
                return "lab_plugin_entry did not return a LabKit plugin manifest"
            case .abiMismatch(let plugin, let host):
                return "built against LabKit ABI version \(plugin), but this lab uses ABI version \(host); rebuild the plugin against this LabKit"
            }
        }
    }

    /// Reads what `export()` returned, checking the header before anything else.
    public static func imported(from pointer: UnsafeRawPointer) throws -> PluginManifest {
        guard pointer.load(as: UInt32.self) == magic else { throw ImportError.notAManifest }
        let version = pointer.load(fromByteOffset: 4, as: UInt32.self)
        guard version == currentABIVersion else {
            throw ImportError.abiMismatch(plugin: version, host: currentABIVersion)
        }
        let header = pointer.assumingMemoryBound(to: ExportedHeader.self).pointee
        return Unmanaged<PluginManifest>.fromOpaque(header.manifest).takeUnretainedValue()
    }

    /// The C-layout header: two 32-bit words, then the manifest object.
    struct ExportedHeader {
        var magic: UInt32
        var abiVersion: UInt32
        var manifest: UnsafeMutableRawPointer
    }
}
