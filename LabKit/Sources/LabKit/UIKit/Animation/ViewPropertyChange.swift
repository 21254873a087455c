import Foundation

/// One animatable property change made inside an animator's or a keyframe block's closure:
/// the value on screen before it and the new model value.
struct ViewPropertyChange {
    let view: UIView
    let layer: CALayer
    let property: LayerProperty
    /// The presentation value when the change was made (where the animation starts).
    let from: AnimationValue
    /// The model value the change set.
    let to: AnimationValue

    var keyPath: String { property.keyPath }

    /// Writes `value` to the model without animating (the views read their layers).
    static func setModel(_ layer: CALayer, _ property: LayerProperty, to value: AnimationValue) {
        UIView.performWithoutAnimation {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.setValue(value.objectValue, forKeyPath: property.keyPath)
            CATransaction.commit()
        }
    }
}

/// The action a recording block gives each animatable change: it notes the change (the
/// layer's previous presentation value is known only while the action runs) and adds no
/// animation of its own.
final class ViewPropertyChangeRecorder: CAAction {
    private let view: UIView
    private let record: (ViewPropertyChange) -> Void

    init(view: UIView, record: @escaping (ViewPropertyChange) -> Void) {
        self.view = view
        self.record = record
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let property = LayerProperty.named(event, on: layer),
              let from = layer.previousPresentationValue(for: property) else { return }
        record(ViewPropertyChange(view: view, layer: layer, property: property, from: from, to: property.get(layer)))
    }
}

/// The context of a property animator's animations block: it records the block's changes
/// instead of animating them.
final class ViewPropertyChangeRecording: ViewAnimationContext {
    private var changes: [ViewPropertyChange] = []

    func action(for view: UIView, layer: CALayer, key: String) -> CAAction? {
        guard type(of: layer).animatesInViewAnimationBlocks(key) else { return nil }
        return ViewPropertyChangeRecorder(view: view) { [unowned self] in self.changes.append($0) }
    }

    /// Runs `block` and returns its changes, one per layer property: from the value before
    /// its first change to the value after its last.
    static func record(_ block: () -> Void) -> [ViewPropertyChange] {
        let recording = ViewPropertyChangeRecording()
        ViewAnimationBlock.stack.append(recording)
        block()
        ViewAnimationBlock.stack.removeLast()
        var merged: [ViewPropertyChange] = []
        for change in recording.changes {
            if let i = merged.firstIndex(where: { $0.layer === change.layer && $0.property == change.property }) {
                merged[i] = ViewPropertyChange(view: change.view, layer: change.layer, property: change.property,
                                               from: merged[i].from, to: change.to)
            } else {
                merged.append(change)
            }
        }
        return merged
    }
}
