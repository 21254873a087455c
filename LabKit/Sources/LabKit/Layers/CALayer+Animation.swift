import Foundation

/// Supplies a layer's actions and is told about its changes; UIKit's views are their layers'
/// delegates. Every method is optional.
public protocol CALayerDelegate: AnyObject {
    /// The action for `event` on `layer`: nil to keep searching (the layer's `actions`, then
    /// its default), `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Draws `layer`'s content itself (setting its `contents`, say) instead of having the
    /// layer call `draw(in:)`. The default does nothing, and the layer then draws.
    func display(_ layer: CALayer)
    /// Draws `layer`'s content into `ctx` (the layer's bounds, in its coordinates); called by
    /// the layer's default `draw(in:)`. The default draws nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out `layer`'s sublayers; called by the layer's default `layoutSublayers()` (a
    /// view lays out its subviews here). The default does nothing.
    func layoutSublayers(of layer: CALayer)
    /// Called before `layer` draws its content. The default does nothing.
    func layerWillDraw(_ layer: CALayer)
}

public extension CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    // Marks that the delegate left the display to the layer (there is no
    // `respondsToSelector:` to ask without an Objective-C runtime).
    func display(_ layer: CALayer) { CALayer.delegateLeftDisplayToLayer = true }
    func draw(_ layer: CALayer, in ctx: CGContext) {}
    func layoutSublayers(of layer: CALayer) {}
    func layerWillDraw(_ layer: CALayer) {}
}

/// An animation attached to a layer, with its run state.
final class AttachedAnimation {
    let key: String?
    /// The copy made by `add(_:forKey:)`, which `animation(forKey:)` returns.
    let animation: CAAnimation
    /// What the animation does, timed from 0; shared by layers running equal animations.
    let track: AnimationTrack
    /// When the animation begins, in the layer's time.
    let beginTime: CFTimeInterval
    /// The transactions waiting for this animation to stop.
    let groups: [CATransaction.CompletionGroup]
    /// Added by the action of a model change (an implicit animation).
    var isImplicit = false
    var didStart = false
    var didStop = false
    var isFinishedAndRemoved = false
    /// Started and either stopped or never ending: the clock has nothing more to do with it.
    var isSettled = false

    init(key: String?, animation: CAAnimation, track: AnimationTrack, groups: [CATransaction.CompletionGroup]) {
        self.key = key
        self.animation = animation
        self.track = track
        beginTime = animation.beginTime
        self.groups = groups
    }

    /// Writes the animation's effect at the layer's local time `time` into `layer`.
    func apply(atLayerTime time: CFTimeInterval, to layer: CALayer) {
        track.apply(at: time - beginTime, to: layer)
    }

    /// The phase at the layer's local time `time`.
    func phase(atLayerTime time: CFTimeInterval) -> TimingModel.Phase {
        track.timing.phase(at: time - beginTime)
    }
}

extension CALayer {
    /// Adds a copy of `anim` to the layer, replacing any animation with the same key. An
    /// animation whose `beginTime` is 0 begins now, in the layer's time. A malformed animation
    /// is ignored with one diagnostic line, as Core Animation ignores it.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        let reject = { (problem: String) in
            LabDiagnostics.report("\(self.diagnosticName): animation for key '\(key ?? "nil")' ignored: \(problem)")
        }
        if let problem = copy.timingProblem() {
            reject(problem)
            return
        }
        if copy.repeatCount != 0, copy.repeatDuration != 0 {
            // Apple: "If both repeatCount and repeatDuration are specified, the behavior is undefined."
            LabDiagnostics.report("\(diagnosticName): animation for key '\(key ?? "nil")' sets both repeatCount and repeatDuration; "
                                  + "repeatCount is ignored", kind: "\(diagnosticName): repeatCount and repeatDuration")
        }
        let beginTime = copy.beginTime == 0 ? currentLocalTime : copy.beginTime
        // The track is built timed from 0, so that equal animations share one.
        copy.beginTime = 0
        let made = copy.makeTrack(for: self, reject: reject)
        copy.beginTime = beginTime
        guard let track = made.map(TrackTemplates.shared) else { return }
        copy.willAttach(to: self, beginTime: beginTime)
        let timed = AttachedAnimation(key: key, animation: copy, track: track, groups: CATransaction.groupsForNewAnimation())
        timed.isImplicit = key != nil && key == runningActionKey
        timed.groups.forEach { $0.animationAdded() }
        if let key { removeAnimation(forKey: key) }
        attachedAnimations.append(timed)
        animationsDidChange()
        AnimationEngine.register(self)
    }

    /// The animation added for `key` (the copy the layer runs; do not modify it).
    public func animation(forKey key: String) -> CAAnimation? {
        attachedAnimations.last { $0.key == key }?.animation
    }

    /// The keys of the running animations, in the order they were added (nil when none).
    public func animationKeys() -> [String]? {
        let keys = attachedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation for `key`; its delegate hears `finished: false` at the next frame.
    public func removeAnimation(forKey key: String) {
        let removed = attachedAnimations.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        attachedAnimations.removeAll { $0.key == key }
        removed.forEach(AnimationEngine.didRemove)
        animationsDidChange()
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        let removed = attachedAnimations
        attachedAnimations = []
        removed.forEach(AnimationEngine.didRemove)
        animationsDidChange()
    }

    func removeFinishedAnimations() {
        attachedAnimations.removeAll(where: \.isFinishedAndRemoved)
        animationsDidChange()
    }

    private func animationsDidChange() {
        attachedAnimationsDidChange()
        var seen = Set<LayerProperty>()
        animatedProperties = attachedAnimations.flatMap(\.track.properties).map(\.storage).filter { seen.insert($0).inserted }
        hasAnimations = !attachedAnimations.isEmpty
        // Without animations every copy is the layer itself.
        if !hasAnimations {
            replicaPresentations?.release()
            replicaPresentations = nil
        }
        soleTrack = attachedAnimations.count == 1 ? attachedAnimations[0].track : nil
        soleBeginTime = attachedAnimations.first?.beginTime ?? 0
        redrawsWhileAnimating = animatedProperties.contains { type(of: self).needsDisplay(forKey: $0.keyPath) }
        animatesOnlyPlacementAndOpacity = !redrawsWhileAnimating && animatedProperties.allSatisfy(\.placesOrFades)
        // A property no longer animated must be recopied from the model.
        modelGeneration &+= 1
    }

    // MARK: Time

    /// The layer's local time at its parent's time `parentTime` (nil: outside the layer's own
    /// active interval, where it is not shown).
    func localTime(fromParent parentTime: CFTimeInterval) -> CFTimeInterval? {
        if hasParentTime { return parentTime }
        if duration <= 0 { return (parentTime - beginTime) * Double(speed) + timeOffset }
        return TimingModel(self, defaultDuration: .infinity).moment(at: parentTime)?.time
    }

    func timingDidChange() {
        hasParentTime = duration <= 0 && beginTime == 0 && timeOffset == 0 && speed == 1
    }

    /// The layer's local time now: the lab time passed down through every ancestor's timing.
    var currentLocalTime: CFTimeInterval {
        let parentTime = (superlayer ?? maskOwner)?.currentLocalTime ?? LabClock.now
        return localTime(fromParent: parentTime) ?? parentTime
    }

    /// Converts `t` from `layer`'s time (nil: the lab clock's) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let global = layer.map { $0.globalTime(fromLocal: t) } ?? t
        var chain: [CALayer] = []
        var l: CALayer? = self
        while let current = l { chain.append(current); l = current.superlayer ?? current.maskOwner }
        return chain.reversed().reduce(global) { time, layer in
            (time - layer.beginTime) * Double(layer.speed) + layer.timeOffset
        }
    }

    /// Converts `t` from this layer's time to `layer`'s (nil: the lab clock's).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return layer?.convertTime(global, from: nil) ?? global
    }

    private func globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        var layer: CALayer? = self
        while let l = layer {
            // A paused layer maps every parent time to one local time; take its begin time.
            time = l.speed == 0 ? l.beginTime : (time - l.timeOffset) / Double(l.speed) + l.beginTime
            layer = l.superlayer ?? l.maskOwner
        }
        return time
    }

    // MARK: Presentation

    /// The presentation copy the renderer draws for this layer at its parent's time
    /// `parentTime`, and the layer's local time to pass to its sublayers; nil when the layer's
    /// own timing hides it. Without animations it is the layer itself; otherwise a copy that is
    /// kept between frames and recopied only when the model changes; or, when not `shared`,
    /// a copy of its own in this snapshot (a replicator's delayed copies show the layer at
    /// other times; see `ReplicaPresentations`).
    @_spi(Rendering) public func renderingPresentation(parentTime: CFTimeInterval, shared: Bool = true)
        -> (layer: CALayer, time: CFTimeInterval)? {
        guard let time = localTime(fromParent: parentTime) else { return nil }
        // A layer running one animation (the common case) reads its track, shared between
        // layers and so already in the cache, instead of its own animation records: with
        // thousands of layers the frame is bound by memory, not by arithmetic.
        let sole = soleTrack
        if !hasAnimations { return (self, time) }
        let copy: CALayer
        if !shared {
            let pool = replicaPresentations ?? ReplicaPresentations()
            replicaPresentations = pool
            copy = pool.next(of: self, restoring: sole?.storages ?? animatedProperties) {
                let made = newPresentationLayer()
                made.owningModel = self
                return made
            }
        } else if let cache = presentationCache, presentationCacheGeneration == modelGeneration {
            copy = cache
            for property in sole?.storages ?? animatedProperties { property.restore(from: self, to: copy) }
        } else {
            copy = presentationCache ?? newPresentationLayer()
            copy.owningModel = self
            copy.copyLayerState(from: self)
            presentationCache = copy
            presentationCacheGeneration = modelGeneration
        }
        if let sole {
            sole.apply(at: time - soleBeginTime, to: copy)
        } else {
            for attached in attachedAnimations { attached.apply(atLayerTime: time, to: copy) }
        }
        if redrawsWhileAnimating { redraw(presentation: copy) }
        return (copy, time)
    }

    /// A fresh presentation copy at the current lab time. While a property's action runs, the
    /// property shows its value from before the change, as the presentation layer (the last
    /// committed state) does on iOS: `fromValue = presentation()?.value(forKey: key)` in
    /// `action(forKey:)` starts from where the layer was.
    func presentationCopy() -> CALayer {
        let copy = newPresentationLayer()
        copy.modelLayer = self
        copy.copyLayerState(from: self)
        let time = currentLocalTime
        for attached in attachedAnimations { attached.apply(atLayerTime: time, to: copy) }
        if let changing = changingProperty, let property = LayerProperty.named(changing.key, on: self) {
            property.set(copy, changing.value)
        }
        return copy
    }

    private func newPresentationLayer() -> CALayer {
        let copy = makePresentationCopy()
        copy.isPresentationCopy = true
        // What a plugin's `init(layer:)` set is drawn with the copy's own display, not queued.
        copy.isMarkedForDisplay = false
        return copy
    }

    /// The value `property` shows now if its model value were `modelValue`.
    private func presentationValue(of property: LayerProperty, withModelValue modelValue: AnimationValue) -> AnimationValue {
        guard !attachedAnimations.isEmpty else { return modelValue }
        let copy = newPresentationLayer()
        copy.copyLayerState(from: self)
        property.set(copy, modelValue)
        let time = currentLocalTime
        for attached in attachedAnimations { attached.apply(atLayerTime: time, to: copy) }
        return property.get(copy)
    }

    /// The presentation value before the change now triggering an action on `property`.
    func previousPresentationValue(for property: LayerProperty) -> AnimationValue? {
        guard let changing = changingProperty, changing.key == property.keyPath else { return nil }
        return changing.value
    }

    /// Whether the change now triggering an action on `key` set the model value it already had.
    func changeKeepsModelValue(_ key: String) -> Bool {
        guard let changing = changingProperty, changing.key == key, let property = LayerProperty.named(key, on: self) else { return false }
        return property.get(self).isSame(as: changing.model)
    }

    // MARK: Actions

    /// Called by every property's observer: invalidates the presentation cache and, for a
    /// committed layer, runs the property's action (an implicit animation by default).
    func modelDidChange(_ key: String, from oldValue: @autoclosure () -> Any?) {
        modelGeneration &+= 1
        // A view's layer asks its view even before its first commit: UIKit animates views
        // added in the same turn; other layers, whatever their delegate, animate only once
        // committed.
        guard isCommitted || delegate is UIView, !isPresentationCopy, !CATransaction.disableActions() else { return }
        // Set while the action is asked for too: `action(forKey:)` may read the presentation.
        if let property = LayerProperty.named(key, on: self), let old = AnimationValue(oldValue(), as: property.kind) {
            changingProperty = (key, presentationValue(of: property, withModelValue: old), old)
        }
        defer { changingProperty = nil }
        guard let action = action(forKey: key) else { return }
        runningActionKey = key
        action.run(forKey: key, object: self, arguments: nil)
        runningActionKey = nil
    }

    /// Marks the layer and every layer below it committed, visiting only the subtrees that
    /// gained layers since the last commit.
    func markCommitted() {
        isCommitted = true
        guard hasUncommittedLayers else { return }
        hasUncommittedLayers = false
        if let mask, !mask.isCommitted || mask.hasUncommittedLayers { mask.markCommitted() }
        for child in children where !child.isCommitted || child.hasUncommittedLayers { child.markCommitted() }
    }

    /// Notes, up to the root, that an uncommitted layer was added below this one.
    func noteUncommittedLayer() {
        var layer: CALayer? = self
        while let current = layer, !current.hasUncommittedLayers {
            current.hasUncommittedLayers = true
            layer = current.superlayer ?? current.maskOwner
        }
    }

    /// How diagnostics name the layer.
    var diagnosticName: String {
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        return "\(type(of: self))" + (name.map { " '\($0)'" } ?? " 0x\(address)")
    }
}

extension CALayer {
    /// A copy of the layer tree as it is on screen now (animations applied), with fresh
    /// layers of the nearest LabKit classes: what a cross-dissolve fades out.
    func snapshotTree() -> CALayer {
        let copy = type(of: self).makeLabKitInstance()
        copy.copyLayerState(from: presentationCopy())
        copy.mask = mask?.snapshotTree()
        for child in children { copy.addSublayer(child.snapshotTree()) }
        return copy
    }
}
