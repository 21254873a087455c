import Foundation

/// A transition from one view controller to another, named as in a storyboard.
///
/// The lab has no storyboards, so a controller declares the segues Interface Builder would
/// have wired with `UIViewController.addSegue(withIdentifier:kind:destination:)`; tutorial
/// code that calls `performSegue(withIdentifier:sender:)` and overrides
/// `prepare(for:sender:)` then runs unchanged.
@preconcurrency @MainActor
open class UIStoryboardSegue {
    /// How a segue shows its destination.
    public enum Kind: Sendable {
        /// `show(_:sender:)`: a push inside a navigation controller.
        case show
    }

    /// The segue's name, as given in the storyboard.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    private var performHandler: () -> Void = {}

    /// A segue that does nothing unless a subclass overrides `perform()` (the designated
    /// initializer, as in UIKit, so that subclasses override it and call `super`).
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// A segue that runs `performHandler` when performed.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Shows the destination.
    open func perform() {
        performHandler()
    }
}

/// What `addSegue(withIdentifier:kind:destination:)` records: enough to build the segue
/// each time it is performed, with a fresh destination as a storyboard gives.
struct SegueTemplate {
    let kind: UIStoryboardSegue.Kind
    let destination: () -> UIViewController
}
