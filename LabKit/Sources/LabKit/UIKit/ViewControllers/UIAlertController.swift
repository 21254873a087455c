import Foundation

/// An alert or an action sheet: a title, a message, buttons (`UIAlertAction`) and, in an
/// alert, text fields. Presented with `present(_:animated:)` over a dimmed screen; tapping a
/// button dismisses it, then runs the action's handler.
///
/// Drawn as on iOS 13 and later phones (Apple documents no metrics; these follow its
/// screens): an alert is a 270-point card with 14-point corners on a thick material, its
/// title in semibold 17 and message in 13 points, 44-point buttons under hairlines (two side
/// by side, cancel on the left; more stacked, cancel last); it appears scaling down from
/// 1.2 while fading in, and fades out. An action sheet spans the screen less 8 points a side at
/// the bottom, its header in 13 points, 57-point buttons in 20 points, the cancel button in a
/// group of its own 8 points below; it slides up and back down.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
        /// A sheet of buttons at the bottom of the screen.
        case actionSheet
        /// A card in the middle of the screen.
        case alert
    }

    /// The text under the title.
    open var message: String? { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Alert or action sheet.
    public private(set) var preferredStyle = Style.alert
    /// The buttons, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn in bold as the one to choose (it must be one of `actions`).
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                LabDiagnostics.report("UIAlertController.preferredAction: the action is not one of the alert's; ignored")
                self.preferredAction = oldValue
            }
            alertView?.refreshButtons()
        }
    }
    /// The text fields of an alert, in the order added.
    public private(set) var textFields: [UITextField]?

    private let transitions = AlertTransitions()
    private var alertView: AlertView? { viewIfLoaded as? AlertView }

    /// An alert or action sheet with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    /// Adds a button. There is at most one cancel action: another is reported and ignored.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            LabDiagnostics.report("UIAlertController.addAction: an alert has at most one cancel action; \"\(action.title ?? "")\" ignored")
            return
        }
        actions.append(action)
        action.enabledDidChange = { [weak self] in self?.alertView?.refreshButtons() }
        alertView?.rebuild()
    }

    /// Adds a text field to an alert (an action sheet has none: reported and ignored), after
    /// `configurationHandler` has set it up.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            LabDiagnostics.report("UIAlertController.addTextField: only alerts have text fields, not action sheets; ignored")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .roundedRect
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        alertView?.rebuild()
    }

    open override func loadView() {
        view = AlertView(controller: self)
    }

    /// An alert with text fields starts editing the first, as UIKit's does.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textFields?.first?.becomeFirstResponder()
    }

    /// The button of `action` was tapped: dismiss, then run its handler.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// The alert's size in a container of `bounds`, and where it rests there.
    func restingFrame(in bounds: CGRect, safeArea: UIEdgeInsets) -> CGRect {
        loadViewIfNeeded()
        guard let view = alertView else { return .zero }
        switch preferredStyle {
        case .alert:
            let size = CGSize(width: AlertView.alertWidth, height: view.contentHeight(width: AlertView.alertWidth))
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .actionSheet:
            let width = bounds.width - 2 * AlertView.sheetMargin
            let height = view.contentHeight(width: width)
            let bottom = bounds.maxY - max(safeArea.bottom, AlertView.sheetMargin)
            return CGRect(x: bounds.minX + AlertView.sheetMargin, y: bottom - height, width: width, height: height)
        }
    }
}

/// The alert's presentation: a dimmed screen, the alert resting where it says, and its animators.
private final class AlertTransitions: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(presenting: false)
    }
}

/// Dims what is behind with 20% black, fading with the transition.
private final class AlertPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView, let alert = presentedViewController as? UIAlertController else { return .zero }
        return alert.restingFrame(in: containerView.bounds, safeArea: containerView.safeAreaInsets)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// An alert scales down from 1.2 while fading in (0.3 s) and fades out (0.2 s); an action sheet
/// slides up from below the screen (0.3 s) and back down (0.25 s).
private final class AlertAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? 0.3 : (isSheet(transitionContext) ? 0.25 : 0.2)
    }

    private func isSheet(_ context: UIViewControllerContextTransitioning?) -> Bool {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        return (context?.viewController(forKey: key) as? UIAlertController)?.preferredStyle == .actionSheet
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: transitionContext)
        let sheet = isSheet(transitionContext)
        let container = transitionContext.containerView
        if presenting {
            guard let alert = transitionContext.viewController(forKey: .to), let view = transitionContext.view(forKey: .to) else { return }
            view.frame = transitionContext.finalFrame(for: alert)
            container.addSubview(view)
            if sheet {
                view.transform = CGAffineTransform(translationX: 0, y: container.bounds.maxY - view.frame.minY)
            } else {
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseOut, animations: {
                view.alpha = 1
                view.transform = .identity
            }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else {
            guard let view = transitionContext.view(forKey: .from) else { return }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn, animations: {
                if sheet {
                    view.transform = CGAffineTransform(translationX: 0, y: container.bounds.maxY - view.frame.minY)
                } else {
                    view.alpha = 0
                }
            }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }
}
