import Foundation

/// The key Core Animation uses for a transition added without one of its own.
public let kCATransition = "transition"

/// How a `CATransition` brings in the layer's new content.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old content fades out as the new fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides into place over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content slides into place and pushes the old out ahead of it.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new underneath.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a `CATransition`'s motion starts from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new content comes in from the right edge, moving left.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge, moving right.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge, moving down.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge, moving up.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animation of a layer's whole content from what it showed to what it shows: added to a
/// layer, then the layer (or its sublayers, or its visibility) changed in the same turn of the
/// run loop, it fades, pushes, moves in or reveals the new content over `duration`.
///
/// As Core Animation renders the old content as it was, the lab keeps a frozen copy of the
/// layer's tree taken when the transition is added (so change the layer after adding it, as
/// Apple's examples do) beside the layer for the transition's length, moving or fading it out
/// while the layer itself moves or fades in. The motion is along the layer's bounds, in its
/// superlayer's axes; `type` values other than Apple's four public ones are reported and
/// played as `.fade`. A fade dims the old copy on top of the layer, and the layer too unless
/// its background is opaque: exact for opaque content and for content that does not overlap.
open class CATransition: CAAnimation {
    /// The kind of transition (default `.fade`).
    open var type: CATransitionType = .fade
    /// Where the motion of `.push`, `.moveIn` and `.reveal` starts (default nil: from the left).
    open var subtype: CATransitionSubtype?
    /// The point of the transition to start at, 0…1 (default 0).
    open var startProgress: Float = 0
    /// The point of the transition to end at, 0…1 (default 1).
    open var endProgress: Float = 1

    /// Whether this copy plays the old content leaving (on the frozen copy of the layer).
    var isOutgoing = false

    /// Creates a fade transition with default timing.
    public required init() { super.init() }

    /// Creates a transition as `init()` does (there are no archives in the lab).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type; subtype = other.subtype
        startProgress = other.startProgress; endProgress = other.endProgress
        isOutgoing = other.isOutgoing
    }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        transitionKeyValueAccessors[key] ?? super.keyValueAccessor(forKey: key)
    }

    private static let transitionKeyValueAccessors: [String: KeyValueAccessor] = [
        "type": KeyValueAccessor(\CATransition.type),
        "subtype": KeyValueAccessor(\CATransition.subtype),
        "startProgress": KeyValueAccessor(\CATransition.startProgress),
        "endProgress": KeyValueAccessor(\CATransition.endProgress),
    ]

    override func makeTrack(for layer: CALayer, reject: (String) -> Void) -> AnimationTrack? {
        guard startProgress.isFinite, endProgress.isFinite else {
            reject("startProgress \(startProgress) and endProgress \(endProgress) must be finite")
            return nil
        }
        if ![.fade, .moveIn, .push, .reveal].contains(type) {
            LabDiagnostics.report("\(layer.diagnosticName): CATransition type '\(type.rawValue)' is not one of Core Animation's public types; played as a fade",
                                  kind: "CATransition type \(type.rawValue)")
        }
        return TransitionTrack(self)
    }

    /// Puts the frozen copy of `layer`'s old content beside it, playing this transition's
    /// outgoing half from the same moment, and removes it when that ends.
    override func willAttach(to layer: CALayer, beginTime: CFTimeInterval) {
        guard !isOutgoing, let parent = layer.superlayer else { return }
        let snapshot = layer.snapshotTree()
        // The new content slides over the old in a move-in; the old slides off the new in a reveal.
        if type == .moveIn {
            parent.insertSublayer(snapshot, below: layer)
        } else {
            parent.insertSublayer(snapshot, above: layer)
        }
        let outgoing = copy() as! CATransition
        outgoing.isOutgoing = true
        outgoing.isRemovedOnCompletion = true
        outgoing.fillMode = .removed
        outgoing.beginTime = snapshot.convertTime(beginTime, from: layer)
        outgoing.delegate = FrozenContentRemoval(snapshot)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        snapshot.add(outgoing, forKey: kCATransition)
        CATransaction.commit()
    }
}

/// Removes a transition's frozen old content when its outgoing half stops.
private final class FrozenContentRemoval: CAAnimationDelegate {
    let snapshot: CALayer
    init(_ snapshot: CALayer) { self.snapshot = snapshot }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { snapshot.removeFromSuperlayer() }
}

/// A running `CATransition`: at progress p the new content (the layer) is p of the way in,
/// the old (its frozen copy) p of the way out.
final class TransitionTrack: AnimationTrack {
    let type: CATransitionType
    /// The unit vector from the layer's place towards the side the new content comes from.
    let direction: CGPoint
    let start: Double, end: Double
    let isOutgoing: Bool

    init(_ transition: CATransition) {
        type = transition.type
        switch transition.subtype {
        case .fromRight?: direction = CGPoint(x: 1, y: 0)
        case .fromTop?: direction = CGPoint(x: 0, y: -1)
        case .fromBottom?: direction = CGPoint(x: 0, y: 1)
        default: direction = CGPoint(x: -1, y: 0)
        }
        start = Double(min(max(transition.startProgress, 0), 1))
        end = Double(min(max(transition.endProgress, 0), 1))
        isOutgoing = transition.isOutgoing
        super.init(transition)
    }

    override var properties: [LayerProperty] { [.position, .opacity] }

    override func apply(fraction: Double, moment: TimingModel.Moment, to layer: CALayer) {
        let progress = start + (end - start) * fraction
        // How far along `direction`, in bounds sizes, the layer sits.
        let offset: Double
        switch type {
        case .push: offset = isOutgoing ? -progress : 1 - progress
        case .moveIn: offset = isOutgoing ? 0 : 1 - progress
        case .reveal: offset = isOutgoing ? -progress : 0
        default:
            // A cross-fade is (1 - p) old + p new. The old content fades out on top; under it,
            // new content with an opaque background stays opaque (the sum is then exact), while
            // other new content (text, shapes on a clear background) fades in.
            if isOutgoing {
                layer.state.opacity *= Float(1 - progress)
            } else if (layer.state.backgroundColor?.alpha ?? 0) < 1 {
                layer.state.opacity *= Float(progress)
            }
            return
        }
        let size = layer.state.bounds.size
        layer.state.position.x += direction.x * size.width * CGFloat(offset)
        layer.state.position.y += direction.y * size.height * CGFloat(offset)
    }
}
