import Foundation

extension UIView {
    /// Runs `animations` (changes to `view`'s content) and, with `.transitionCrossDissolve`,
    /// dissolves from what `view` showed before to what it shows after, over `duration`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard options.contains(.transitionCrossDissolve), duration > 0, let parent = view.layer.superlayer else {
            UIView.performWithoutAnimation { animations?() }
            LabTimer.after(0) { completion?(true) }
            return
        }
        let snapshot = view.layer.snapshotTree()
        parent.insertSublayer(snapshot, above: view.layer)
        UIView.performWithoutAnimation { animations?() }
        crossDissolve(out: snapshot, duration: duration, options: options) { finished in
            completion?(finished)
        }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview; with
    /// `.transitionCrossDissolve` the old view dissolves into the new one over `duration`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let parent = fromView.superview else {
            LabDiagnostics.report("UIView.transition(from:to:): the from view has no superview; nothing to replace")
            LabTimer.after(0) { completion?(false) }
            return
        }
        let snapshot = options.contains(.transitionCrossDissolve) && duration > 0 ? fromView.layer.snapshotTree() : nil
        parent.insertSubview(toView, aboveSubview: fromView)
        fromView.removeFromSuperview()
        guard let snapshot else {
            LabTimer.after(0) { completion?(true) }
            return
        }
        parent.layer.insertSublayer(snapshot, above: toView.layer)
        crossDissolve(out: snapshot, duration: duration, options: options) { finished in completion?(finished) }
    }

    /// Fades `snapshot` (on top of the new content) out on the options' curve, then removes it.
    static func crossDissolve(out snapshot: CALayer, duration: TimeInterval, options: AnimationOptions,
                              completion: @escaping (Bool) -> Void) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = duration
        fade.timingFunction = options.timingFunction
        fade.delegate = SnapshotFade(snapshot: snapshot, completion: completion)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        snapshot.opacity = 0
        snapshot.add(fade, forKey: "crossDissolve")
        CATransaction.commit()
    }
}

/// Removes a dissolved snapshot when its fade stops.
private final class SnapshotFade: CAAnimationDelegate {
    let snapshot: CALayer
    let completion: (Bool) -> Void

    init(snapshot: CALayer, completion: @escaping (Bool) -> Void) {
        self.snapshot = snapshot
        self.completion = completion
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        snapshot.removeFromSuperlayer()
        completion(flag)
    }
}
