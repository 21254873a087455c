import LabKit

/// A plugin whose code traps on demand (`--set trap=true`), so that the lab's crash report
/// can be tested while `lab --all` still renders it: `Load` force-unwraps nil while loading,
/// `Delegate` indexes past an array's end in an animation delegate half a second in.
final class Load: Scene {
    static let info = SceneInfo(name: "Load", summary: "Traps in load(into:) with --set trap=true",
                                preferredSize: CGSize(width: 40, height: 40))
    static let parameters: [SceneParameter] = [.init("trap", \Load.trap, summary: "Whether loading traps")]
    var trap = false
    init() {}

    func load(into root: CALayer) {
        root.addSublayer(trap ? missingLayer()! : CALayer())
    }

    private func missingLayer() -> CALayer? { nil }
}

final class Delegate: Scene {
    static let info = SceneInfo(name: "Delegate", summary: "Traps in animationDidStop(_:finished:) with --set trap=true",
                                preferredSize: CGSize(width: 40, height: 40))
    static let parameters: [SceneParameter] = [.init("trap", \Delegate.trap, summary: "Whether the delegate traps")]
    var trap = false
    init() {}

    func load(into root: CALayer) {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        fade.delegate = Finisher(steps: trap ? [] : [0])
        layer.add(fade, forKey: "fade")
    }
}

/// Reads the first of its steps when the animation stops: past the end when there is none.
final class Finisher: NSObject, CAAnimationDelegate {
    private let steps: [Int]

    init(steps: [Int]) { self.steps = steps }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        _ = steps[0]
    }
}

@_cdecl("lab_plugin_entry")
public func labPluginEntry() -> UnsafeMutableRawPointer {
    PluginManifest(scenes: [Load.self, Delegate.self]).export()
}
