import Foundation

/// A change of a view's position, bounds or transform inside an animation block, animated as
/// UIKit has since iOS 8: additively. Each block's animation runs from the offset between the
/// old and the new model value to zero, on top of the new model value, under a key of its own.
/// A block that starts while another moves the same view adds its motion to the running one
/// instead of replacing it, the velocity carries over, and both blocks complete finished.
///
/// As iOS does, a bounds change is two animations, `bounds.origin` and `bounds.size` (a rect
/// cannot hold the negative sizes an offset may need). A transform's offset is the transform
/// that takes the new one back to the old (`new⁻¹ · old`), so a singular new transform (a zero
/// scale) shows at once, as on iOS.
struct AdditiveViewChange {
    /// The layer keys UIKit animates additively.
    static let keys: Set<String> = ["position", "bounds", "transform"]

    /// One additive animation: its key path and the offset it starts from.
    struct Part {
        let keyPath: String
        let offset: AnimationValue
        let zero: AnimationValue
    }

    let parts: [Part]

    /// The additive parts of the change of `key` on `layer` now triggering its action; nil when
    /// the key is not animated additively. A running animation of the key that is not additive
    /// (a keyframe block's, a property animator's, one added by hand) is removed, as before iOS 8,
    /// and the offset starts from what it showed.
    init?(layer: CALayer, key: String) {
        guard AdditiveViewChange.keys.contains(key), let changing = layer.changingProperty, changing.key == key,
              let property = LayerProperty.named(key, on: layer) else { return nil }
        var old = changing.model
        if let running = layer.animation(forKey: key), !((running as? CAPropertyAnimation)?.isAdditive ?? false) {
            layer.removeAnimation(forKey: key)
            old = changing.value
        }
        let new = property.get(layer)
        switch (old, new) {
        case let (.point(a), .point(b)):
            parts = [Part(keyPath: key, offset: .point(CGPoint(x: a.x - b.x, y: a.y - b.y)), zero: .point(.zero))]
        case let (.rect(a), .rect(b)):
            parts = [Part(keyPath: "bounds.origin", offset: .point(CGPoint(x: a.minX - b.minX, y: a.minY - b.minY)), zero: .point(.zero)),
                     Part(keyPath: "bounds.size", offset: .size(CGSize(width: a.width - b.width, height: a.height - b.height)),
                          zero: .size(.zero))]
        case let (.transform(a), .transform(b)):
            parts = [Part(keyPath: key, offset: .transform(CATransform3DConcat(CATransform3DInvert(b), a)),
                          zero: .transform(CATransform3DIdentity))]
        default:
            return nil
        }
    }
}

/// The action of an additive change: adds its animations, each under the first key of the
/// form `keyPath`, `keyPath-2`, `keyPath-3`… that no running animation has.
final class AdditiveViewChangeAction: CAAction {
    private let animations: [CABasicAnimation]

    init(animations: [CABasicAnimation]) {
        self.animations = animations
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        for animation in animations {
            let keyPath = animation.keyPath ?? event
            var key = keyPath
            var suffix = 1
            while layer.animation(forKey: key) != nil {
                suffix += 1
                key = "\(keyPath)-\(suffix)"
            }
            layer.add(animation, forKey: key)
        }
    }
}
