import Foundation
import Observation

/// UIKit's automatic observation tracking (on by default since iOS 26): `updateProperties()`,
/// `layoutSubviews()`, a controller's `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`,
/// `updateConstraints()`/`updateViewConstraints()` and `draw(_:)` run under Swift
/// Observation, and a change to an `@Observable` property one of them read invalidates what
/// it produced: the properties, the layout, the constraints or the drawing. See Apple's
/// "Updating views automatically with observation tracking in UIKit".
extension UIView {
    /// Schedules `updateProperties()` (the view's and its controller's) before the next layout.
    public func setNeedsUpdateProperties() { needsPropertiesUpdate = true }

    /// Runs the pending `updateProperties()` of the view, its controller and its subtree now.
    public func updatePropertiesIfNeeded() {
        updateOwnPropertiesIfNeeded()
        for view in subviews { view.updatePropertiesIfNeeded() }
    }

    /// The controller's then the view's pending property updates, each tracked.
    func updateOwnPropertiesIfNeeded() {
        if let controller = owningViewController, controller.needsPropertiesUpdate {
            controller.needsPropertiesUpdate = false
            trackingObservations(invalidating: { $0.owningViewController?.setNeedsUpdateProperties() }) {
                controller.updateProperties()
            }
        }
        if needsPropertiesUpdate {
            needsPropertiesUpdate = false
            trackingObservations(invalidating: { $0.setNeedsUpdateProperties() }) { updateProperties() }
        }
    }

    /// Runs `body`; the first later change to an observable property it read calls
    /// `invalidate` with this view, if it still exists (on the main thread).
    func trackingObservations(invalidating invalidate: @escaping (UIView) -> Void, _ body: () -> Void) {
        let target = ObservingView(view: self, invalidate: invalidate)
        withObservationTracking(body, onChange: { target.fire() })
    }
}

extension UIViewController {
    /// Schedules the controller's `updateProperties()` before its view's next layout.
    public func setNeedsUpdateProperties() { needsPropertiesUpdate = true }

    /// Runs the pending `updateProperties()` of the controller and of its loaded view's subtree now.
    public func updatePropertiesIfNeeded() { viewIfLoaded?.updatePropertiesIfNeeded() }
}

/// What an observation's change invalidates. Observation may report a change from any
/// thread; the view is only touched on the main thread.
private struct ObservingView: @unchecked Sendable {
    weak var view: UIView?
    let invalidate: (UIView) -> Void

    func fire() {
        guard Thread.isMainThread else {
            DispatchQueue.main.async { fire() }
            return
        }
        if let view { invalidate(view) }
    }
}
