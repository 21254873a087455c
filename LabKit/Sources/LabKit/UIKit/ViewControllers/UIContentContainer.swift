import Foundation

/// What a view controller or presentation controller does as a container of other
/// controllers' content: sizes for its children, and hearing when their preferred sizes or
/// its own size change. `UIViewController` and `UIPresentationController` adopt it.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container's content would like.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size of the child `container` inside a parent of `parentSize` (by default
    /// `parentSize` itself).
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's view is about to change to `size`.
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change to `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}
