import LabKit

/// UIKit Dynamics as iOS code writes it, on one 320 x 480 pt screen: balls and boxes dropped
/// under gravity onto a ramp and the floor (the reference bounds), bouncing by their
/// elasticity; a box swinging on a rigid attachment from a fixed anchor, its rope redrawn by
/// the behavior's `action`; and a card snapping from the top left to the middle, turning
/// upright as it settles.
final class DynamicsScene: ViewControllerScene {
    static let info = SceneInfo(name: "Dynamics", summary: "Gravity, collisions, a pendulum and a snap with UIDynamicAnimator",
                                preferredSize: CGSize(width: 320, height: 480))

    init() {}

    func makeRootViewController() -> UIViewController { DynamicsController() }
}

/// A view that collides as the circle inscribed in its bounds.
final class BallView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

/// The screen of `DynamicsScene`.
final class DynamicsController: UIViewController {
    private var animator: UIDynamicAnimator!
    private let rope = CAShapeLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        animator = UIDynamicAnimator(referenceView: view)

        let colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemOrange, .systemPurple]
        var falling: [UIView] = []
        for (index, color) in colors.enumerated() {
            let size: CGFloat = index % 2 == 0 ? 44 : 36
            let item: UIView = index % 2 == 0 ? BallView() : UIView()
            item.frame = CGRect(x: 200 + CGFloat(index % 2) * 56 + CGFloat(index / 2) * 8, y: 16 + CGFloat(index) * 46, width: size, height: size)
            item.backgroundColor = color
            item.layer.cornerRadius = index % 2 == 0 ? size / 2 : 6
            view.addSubview(item)
            falling.append(item)
        }

        // The ramp, drawn and made a boundary.
        let rampStart = CGPoint(x: 120, y: 260), rampEnd = CGPoint(x: 320, y: 340)
        let ramp = CAShapeLayer()
        let rampPath = UIBezierPath()
        rampPath.move(to: rampStart)
        rampPath.addLine(to: rampEnd)
        ramp.path = rampPath.cgPath
        ramp.strokeColor = UIColor.darkGray.cgColor
        ramp.lineWidth = 3
        view.layer.addSublayer(ramp)

        let collision = UICollisionBehavior(items: falling)
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(withIdentifier: "ramp" as NSCopying, from: rampStart, to: rampEnd)
        let bounce = UIDynamicItemBehavior(items: falling)
        bounce.elasticity = 0.5
        bounce.friction = 0.3
        animator.addBehavior(UIGravityBehavior(items: falling))
        animator.addBehavior(collision)
        animator.addBehavior(bounce)

        // The pendulum: a box 80 pt from its anchor, let go level with it.
        let anchor = CGPoint(x: 100, y: 50)
        let bob = UIView(frame: CGRect(x: anchor.x + 60, y: anchor.y - 20, width: 40, height: 40))
        bob.backgroundColor = .systemTeal
        bob.layer.cornerRadius = 8
        view.addSubview(bob)
        rope.strokeColor = UIColor.black.cgColor
        rope.lineWidth = 2
        view.layer.addSublayer(rope)
        let pin = UIView(frame: CGRect(x: anchor.x - 4, y: anchor.y - 4, width: 8, height: 8))
        pin.backgroundColor = .black
        pin.layer.cornerRadius = 4
        view.addSubview(pin)
        let attachment = UIAttachmentBehavior(item: bob, attachedToAnchor: anchor)
        attachment.action = { [weak self, weak bob] in
            guard let self, let bob else { return }
            let path = UIBezierPath()
            path.move(to: anchor)
            path.addLine(to: bob.center)
            // A layer of its own animates a new path implicitly; the rope must follow the box.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            self.rope.path = path.cgPath
            CATransaction.commit()
        }
        attachment.action?()
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [bob]))

        // The card, turned, snapping to the middle of the lower half.
        let card = UIView(frame: CGRect(x: 10, y: 300, width: 90, height: 60))
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 10
        card.transform = CGAffineTransform(rotationAngle: -0.6)
        view.addSubview(card)
        animator.addBehavior(UISnapBehavior(item: card, snapTo: CGPoint(x: 160, y: 410)))
    }
}
