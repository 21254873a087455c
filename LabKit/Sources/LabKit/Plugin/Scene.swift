import Foundation

/// What a plugin's scene is: the type a tutorial port conforms to.
///
/// The host creates the scene with `init()`, gives it a root layer whose bounds are the
/// canvas in points (origin top-left, y down), sets the `--set` values of its `parameters`,
/// and calls `load(into:)` once. The time at which `load(into:)` runs is time 0 of the scene.
public protocol Scene: AnyObject {
    /// The scene's name, summary and preferred canvas size.
    static var info: SceneInfo { get }
    /// Creates the scene; building layers belongs in `load(into:)`.
    init()
    /// Builds the scene's layer tree under `root`.
    func load(into root: CALayer)
    /// The properties `lab --set NAME=VALUE` may set before `load(into:)` (default: none).
    static var parameters: [SceneParameter] { get }
}

public extension Scene {
    static var parameters: [SceneParameter] { [] }
}

/// A scene's static description.
public struct SceneInfo: Sendable, Equatable {
    /// The name used by `lab --scene`.
    public var name: String
    /// One line for `lab --list`.
    public var summary: String
    /// The canvas size in points when none is asked for.
    public var preferredSize: CGSize

    /// Describes a scene.
    public init(name: String, summary: String, preferredSize: CGSize) {
        self.name = name
        self.summary = summary
        self.preferredSize = preferredSize
    }
}
