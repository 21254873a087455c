import Foundation

/// Told about a presentation's adaptation and about dismissals the user starts (a sheet
/// swiped down); every method is optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use on a compact screen (`.none`: keep the presentation's own).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Whether a swipe may dismiss the presented controller (default true).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A swipe began to dismiss the presented controller.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A swipe dismissed the presented controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A swipe tried to dismiss a controller that may not be (`isModalInPresentation`, or the
    /// delegate said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

public extension UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
