import Foundation

/// UIKit's gesture recognizer: watches the touches of its view (and the view's descendants)
/// and calls its actions as the gesture moves through its states.
///
/// Actions are closures (there are no selectors without an Objective-C runtime):
/// `UITapGestureRecognizer { tap in … }` or `addTarget { recognizer in … }`. As on iOS it is
/// an `NSObject`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is. Continuous gestures go began → changed… → ended or cancelled;
    /// discrete ones go straight to ended (`recognized`); `failed` means not this gesture.
    public enum State: Int, Sendable {
        /// Watching the touches; nothing recognized yet.
        case possible
        /// A continuous gesture was recognized and starts.
        case began
        /// A continuous gesture moved on.
        case changed
        /// The gesture finished (a discrete gesture recognized).
        case ended
        /// A continuous gesture was interrupted.
        case cancelled
        /// The touches were not this gesture.
        case failed
        /// A discrete gesture's success (the same as `ended`).
        public static let recognized = State.ended
    }

    /// The recognizer's state; setting began, changed, ended or cancelled calls the actions.
    /// While a recognizer it must wait for (`require(toFail:)`) is still deciding, recognizing
    /// (began, or ended from possible) is held back: it happens once that one fails, and
    /// turns into a failure if that one recognizes.
    open var state: State {
        get { storedState }
        set {
            let recognizes = newValue == .began || (newValue == .ended && storedState == .possible)
            guard recognizes else {
                transition(to: newValue)
                return
            }
            let requirements = currentFailureRequirements
            if requirements.contains(where: { $0.hasRecognized }) {
                transition(to: .failed)
            } else if requirements.contains(where: { $0.state == .possible && $0.isDeciding }) {
                pendingRecognition = newValue
                pendingRequirements = requirements.map(Requirement.init)
                for requirement in requirements where !requirement.dependents.contains(where: { $0.recognizer === self }) {
                    requirement.dependents.append(Requirement(recognizer: self))
                }
            } else {
                transition(to: newValue)
            }
        }
    }
    private var storedState: State = .possible

    private func transition(to newValue: State) {
        let oldValue = storedState
        storedState = newValue
        guard newValue != oldValue || newValue == .changed else { return }
        // Recognized (a continuous gesture beginning, a discrete one ending): the touches'
        // views are cancelled before the actions run, as UIKit does.
        let recognized = newValue == .began || (newValue == .ended && oldValue == .possible)
        if recognized {
            preventOthers()
            trackedTouches.first?.window?.gestureRecognizerDidRecognize(self)
        }
        switch newValue {
        case .began, .changed, .ended, .cancelled: sendActions()
        default: break
        }
        if recognized || newValue == .failed { settleDependents() }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Whether it watches touches at all (default true). Turned off while it recognizes a
    /// gesture, it is cancelled, as Apple documents, and forgets its touches.
    open var isEnabled = true {
        didSet {
            if !isEnabled, pendingRecognition != nil {
                pendingRecognition = nil
                returnToPossible()
            }
            guard oldValue, !isEnabled, !trackedTouches.isEmpty else { return }
            if state == .began || state == .changed { state = .cancelled }
            trackedTouches.removeAll()
            reset()
            state = .possible
        }
    }
    /// Whether the view's own touches are cancelled once the gesture is recognized (default true).
    open var cancelsTouchesInView = true
    /// Told to decide whether the recognizer may begin.
    open weak var delegate: UIGestureRecognizerDelegate?

    private var actions: [(UIGestureRecognizer) -> Void] = []
    /// The touches the recognizer is tracking.
    private(set) var trackedTouches: [UITouch] = []

    /// Creates a recognizer with no action.
    public override init() { super.init() }

    /// Creates a recognizer whose action is `action`.
    public init(action: @escaping (UIGestureRecognizer) -> Void) {
        actions = [action]
        super.init()
    }

    /// Adds an action, called on every state change that reports.
    open func addTarget(_ action: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Removes every action.
    open func removeAllTargets() { actions.removeAll() }

    private func sendActions() {
        for action in actions { action(self) }
    }

    /// The number of touches being tracked.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        let n = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
    }

    /// The location of the tracked touch at `touchIndex` (in the order the fingers came
    /// down) in `view`'s coordinates; an index out of range is reported and reads zero.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            LabDiagnostics.report("UIGestureRecognizer.location(ofTouch:in:): no touch \(touchIndex) among \(trackedTouches.count)")
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// A continuous gesture's step on a move: from `.possible` it begins (or fails, when the
    /// delegate or view refuses) once `pastThreshold`; once begun, it changes.
    func continueMoving(pastThreshold: Bool) {
        switch state {
        case .possible:
            if pastThreshold { state = mayBegin() ? .began : .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// A continuous gesture's end as its fingers lift: ended once begun, failed before.
    func endContinuous() {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// Whether the recognizer may leave `.possible`: no recognizer of its touches that has
    /// recognized may prevent it, and its delegate, then its view, must agree. A tap on a
    /// control goes to the control, not to a tap recognizer of an ancestor (UIKit's rule).
    func mayBegin() -> Bool {
        if self is UITapGestureRecognizer, let control = trackedTouches.first?.view as? UIControl, control !== view {
            return false
        }
        if sharingTouches.contains(where: { ($0.state == .began || $0.state == .changed) && $0.prevents(self) }) { return false }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if let view, !view.gestureRecognizerShouldBegin(self) { return false }
        return true
    }

    // MARK: Recognizing one at a time

    /// Whether this recognizer, once it recognizes, may make `preventedGestureRecognizer` fail
    /// (default true). Subclasses override it.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, once it recognizes, may make this recognizer
    /// fail (default true). Subclasses override it.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// The other recognizers watching any of this one's touches.
    private var sharingTouches: [UIGestureRecognizer] {
        var others: [UIGestureRecognizer] = []
        for touch in trackedTouches {
            for other in touch.gestureRecognizers ?? [] where other !== self && !others.contains(where: { $0 === other }) {
                others.append(other)
            }
        }
        return others
    }

    /// Whether this recognizer, having recognized, keeps `other` from recognizing: unless
    /// either delegate lets them recognize together (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`),
    /// and both `canPrevent(_:)` and `canBePrevented(by:)` agree. UIKit recognizes one
    /// gesture at a time by default.
    func prevents(_ other: UIGestureRecognizer) -> Bool {
        if delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true { return false }
        if other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true { return false }
        return canPrevent(other) && other.canBePrevented(by: self)
    }

    /// Just recognized: the recognizers of the same touches still deciding fail, unless they
    /// may recognize together with this one.
    private func preventOthers() {
        for other in sharingTouches where other.state == .possible && prevents(other) {
            other.state = .failed
        }
    }

    // MARK: Waiting for others to fail

    /// A recognizer this one waits for, held weakly.
    private struct Requirement {
        weak var recognizer: UIGestureRecognizer?
        init(recognizer: UIGestureRecognizer?) { self.recognizer = recognizer }
        init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
    }
    /// The recognizers that must fail before this one may recognize.
    private var failureRequirements: [Requirement] = []
    /// The recognizers waiting for this one to fail.
    private var dependents: [Requirement] = []
    /// The state this recognizer reached while its requirements were still deciding, and
    /// those requirements.
    private var pendingRecognition: State?
    private var pendingRequirements: [Requirement] = []

    /// What this recognizer must wait for now: those given to `require(toFail:)`, and the
    /// recognizers of its touches that a delegate makes it wait for
    /// (`gestureRecognizer(_:shouldRequireFailureOf:)`, `gestureRecognizer(_:shouldBeRequiredToFailBy:)`).
    private var currentFailureRequirements: [UIGestureRecognizer] {
        // A requirement no longer on a view decides nothing.
        var requirements = failureRequirements.compactMap(\.recognizer).filter { $0.view != nil }
        for other in sharingTouches where !requirements.contains(where: { $0 === other }) {
            if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true {
                requirements.append(other)
            }
        }
        return requirements
    }
    /// Whether the recognizer recognized its gesture in the current touch sequence.
    private var hasRecognized: Bool { [.began, .changed, .ended, .cancelled].contains(storedState) }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes,
    /// and fail if that one recognizes: a single tap that waits for a double tap.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            LabDiagnostics.report("UIGestureRecognizer.require(toFail:): a recognizer cannot wait for itself; ignored")
            return
        }
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(Requirement(recognizer: otherGestureRecognizer))
        otherGestureRecognizer.dependents.append(Requirement(recognizer: self))
    }

    /// This recognizer failed or recognized: the recognizers waiting for it go on. Once all
    /// they wait for have failed, their held recognition happens; if this one recognized, they fail.
    private func settleDependents() {
        for dependent in dependents.compactMap(\.recognizer) { dependent.settlePending() }
    }

    /// A held recognition goes on once what it waits for has failed (or left its view), and
    /// fails if one of those recognized.
    private func settlePending() {
        guard let pending = pendingRecognition else { return }
        let requirements = pendingRequirements.compactMap(\.recognizer).filter { $0.view != nil }
        if requirements.contains(where: { $0.hasRecognized }) {
            pendingRecognition = nil
            transition(to: .failed)
        } else if requirements.allSatisfy({ $0.state == .failed || $0.state == .possible && !$0.isDeciding }) {
            pendingRecognition = nil
            transition(to: pending)
        } else {
            return
        }
        if trackedTouches.isEmpty { returnToPossible() }
    }

    /// Whether the recognizer is watching touches or waiting for more (a tap between taps).
    var isDeciding: Bool { !trackedTouches.isEmpty || awaitsMoreTouches }

    /// Whether the recognizer stays undecided after its touches lift, waiting for more (a
    /// multiple tap between its taps). Subclasses say so.
    var awaitsMoreTouches: Bool { false }

    /// Back to `.possible` for the next gesture, the subclass's state cleared.
    func returnToPossible() {
        guard pendingRecognition == nil else { return }
        reset()
        transition(to: .possible)
        settleDependents()
    }

    // MARK: Touches, as the window delivers them (before the view gets them)

    /// A touch came down in the view or a descendant.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A tracked touch moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A tracked touch lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A tracked touch was cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Returns to `.possible` after the gesture ends or fails; subclasses clear their state here.
    open func reset() {}

    /// Hands the recognizer touches of one phase; once its last touch lifts it resets for the
    /// next gesture.
    func deliver(_ phase: UITouch.Phase, _ touches: Set<UITouch>, event: UIEvent) {
        // A recognition held back for a requirement takes no new touches meanwhile.
        settlePending()
        guard isEnabled, pendingRecognition == nil else { return }
        switch phase {
        case .began:
            trackedTouches.append(contentsOf: touches)
            touchesBegan(touches, with: event)
        case .moved, .stationary:
            touchesMoved(touches, with: event)
        case .ended:
            touchesEnded(touches, with: event)
        case .cancelled:
            touchesCancelled(touches, with: event)
        }
        if phase == .ended || phase == .cancelled {
            trackedTouches.removeAll { touches.contains($0) }
            if trackedTouches.isEmpty && !awaitsMoreTouches { returnToPossible() }
        }
    }
}

/// Decides, for a gesture recognizer, whether it sees a touch, whether it may begin, and
/// whether it may recognize together with another.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may begin (default true).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` and `otherGestureRecognizer` may recognize at the same
    /// time (default false: the first to recognize makes the other fail).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` watches `touch`, asked as the finger comes down (default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer`, a recognizer of the same
    /// touches, to fail before it recognizes (default false), asked as it would recognize.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

public extension UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
