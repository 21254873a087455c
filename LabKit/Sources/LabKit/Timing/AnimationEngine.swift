import Foundation

/// Starts and finishes the animations of every layer that has some, once per frame of the lab
/// clock: calls delegates, removes finished animations and completes transactions, always in
/// the order the animations were added, so that frames are reproducible.
enum AnimationEngine {
    /// Layers with animations still to start or stop, not retained: a layer unregisters
    /// itself when it is deallocated.
    /// (A weak reference would give every animated layer a side table and make all its
    /// retains and releases take the slow path.)
    nonisolated(unsafe) private static var entries: [Unmanaged<CALayer>] = []
    /// Callbacks waiting for the next commit (animations removed before they finished).
    nonisolated(unsafe) private static var pending: [() -> Void] = []

    static func register(_ layer: CALayer) {
        guard !layer.isRegisteredForAnimation else { return }
        layer.isRegisteredForAnimation = true
        entries.append(.passUnretained(layer))
    }

    /// Forgets a layer being deallocated.
    static func unregister(_ layer: CALayer) {
        entries.removeAll { $0.toOpaque() == Unmanaged.passUnretained(layer).toOpaque() }
    }

    /// Queues the callbacks of an animation removed from its layer before it finished.
    static func didRemove(_ attached: AttachedAnimation) {
        guard !attached.didStop else { return }
        attached.didStop = true
        let animation = attached.animation
        pending.append {
            animation.delegate?.animationDidStop(animation, finished: false)
            attached.groups.forEach { $0.animationStopped() }
        }
    }

    /// Marks the tree under `root` as committed (its layers get implicit animations from now
    /// on), then starts and stops animations at the current lab time.
    static func process(root: CALayer) {
        root.markCommitted()
        var callbacks = pending
        pending = []
        // Retained for the walk: removing a finished animation can release the last owner of
        // another registered layer.
        let layers = entries.map { $0.takeUnretainedValue() }
        for layer in layers where layer.attachedAnimations.contains(where: { !$0.isSettled }) {
            let time = layer.currentLocalTime
            var removedAny = false
            for attached in layer.attachedAnimations where !attached.isSettled {
                let phase = attached.phase(atLayerTime: time)
                let animation = attached.animation
                if !attached.didStart && phase != .before {
                    attached.didStart = true
                    callbacks.append { animation.delegate?.animationDidStart(animation) }
                }
                if attached.didStart && !attached.track.timing.activeDuration.isFinite {
                    // Started and never ending: nothing more will happen to it.
                    attached.isSettled = true
                }
                if !attached.didStop && phase == .after {
                    attached.didStop = true
                    attached.isSettled = true
                    if animation.isRemovedOnCompletion {
                        attached.isFinishedAndRemoved = true
                        removedAny = true
                    }
                    callbacks.append {
                        animation.delegate?.animationDidStop(animation, finished: true)
                        attached.groups.forEach { $0.animationStopped() }
                    }
                }
            }
            if removedAny { layer.removeFinishedAnimations() }
        }
        // A layer whose animations have all settled needs nothing more until another is added.
        entries.removeAll { entry in
            let layer = entry.takeUnretainedValue()
            guard layer.attachedAnimations.allSatisfy(\.isSettled) else { return false }
            layer.isRegisteredForAnimation = false
            return true
        }
        for callback in callbacks { callback() }
    }

    static func reset() {
        for entry in entries { entry.takeUnretainedValue().isRegisteredForAnimation = false }
        entries = []
        pending = []
    }
}
