import Foundation

extension UIView {
    /// Runs `animations` (changes to `view`'s content) and animates from what `view` showed
    /// before to what it shows after, over `duration`, with the transition the options name:
    /// `.transitionCrossDissolve` dissolves, `.transitionFlipFromLeft`/`Right`/`Top`/`Bottom`
    /// turn the view over about its center in 3D (the old content until half-way, then the
    /// new), `.transitionCurlUp`/`Down` turn it like a page (approximated). Without a
    /// transition option the changes are made at once.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let duration = validTransitionDuration(duration, caller: "transition(with:duration:)")
        guard options.transitionKind != 0, duration > 0, let parent = view.layer.superlayer else {
            UIView.performWithoutAnimation { animations?() }
            LabTimer.after(0) { completion?(true) }
            return
        }
        let snapshot = view.layer.snapshotTree()
        let motion = ViewTransitionMotion(options)
        if motion?.oldOnTop == false {
            parent.insertSublayer(snapshot, below: view.layer)
        } else {
            parent.insertSublayer(snapshot, above: view.layer)
        }
        UIView.performWithoutAnimation { animations?() }
        animateTransition(motion, old: snapshot, new: view.layer, duration: duration, options: options) { finished in
            completion?(finished)
        }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides `fromView` and shows `toView`, both already in the
    /// hierarchy), animated by the transition the options name, over `duration`. Flips turn
    /// each view about its own center (UIKit turns their superview: see "Differences from Apple").
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let duration = validTransitionDuration(duration, caller: "transition(from:to:duration:)")
        guard let parent = fromView.superview else {
            LabDiagnostics.report("UIView.transition(from:to:): the from view has no superview; nothing to replace")
            LabTimer.after(0) { completion?(false) }
            return
        }
        let snapshot = options.transitionKind != 0 && duration > 0 ? fromView.layer.snapshotTree() : nil
        if options.contains(.showHideTransitionViews) {
            if toView.superview == nil {
                LabDiagnostics.report("UIView.transition(from:to:): with .showHideTransitionViews the to view must already be in the hierarchy; adding it above the from view")
                parent.insertSubview(toView, aboveSubview: fromView)
            }
            fromView.isHidden = true
            toView.isHidden = false
        } else {
            parent.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        guard let snapshot else {
            LabTimer.after(0) { completion?(true) }
            return
        }
        let motion = ViewTransitionMotion(options)
        if toView.layer.superlayer === parent.layer {
            if motion?.oldOnTop == false {
                parent.layer.insertSublayer(snapshot, below: toView.layer)
            } else {
                parent.layer.insertSublayer(snapshot, above: toView.layer)
            }
        } else {
            parent.layer.addSublayer(snapshot)
        }
        animateTransition(motion, old: snapshot, new: toView.layer, duration: duration, options: options) { finished in
            completion?(finished)
        }
    }

    /// A finite, non-negative duration; a malformed one is reported and taken as 0 (no animation).
    private static func validTransitionDuration(_ duration: TimeInterval, caller: String) -> TimeInterval {
        guard duration.isFinite, duration >= 0 else {
            LabDiagnostics.report("UIView.\(caller): duration \(duration) is not a finite, non-negative number; the transition happens at once")
            return 0
        }
        return duration
    }

    /// Runs `motion` on the snapshot of the old content and the layer showing the new one (a
    /// cross-dissolve without a motion), then removes the snapshot.
    static func animateTransition(_ motion: ViewTransitionMotion?, old snapshot: CALayer, new: CALayer,
                                  duration: TimeInterval, options: AnimationOptions,
                                  completion: @escaping (Bool) -> Void) {
        guard let motion else {
            crossDissolve(out: snapshot, duration: duration, options: options, completion: completion)
            return
        }
        motion.animate(old: snapshot, new: new, duration: duration, timing: options.timingFunction) { finished in
            snapshot.removeFromSuperlayer()
            completion(finished)
        }
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
