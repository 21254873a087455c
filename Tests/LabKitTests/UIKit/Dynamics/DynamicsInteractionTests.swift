@_spi(LabHost) import LabKit
import XCTest

/// The patterns of Apple's DynamicsCatalog and of card-swipe libraries, driven by touches as
/// the host's input scripts deliver them: a pan drags an item by an attachment, and the
/// release flings it with the pan's velocity or snaps it back.
final class DynamicsInteractionTests: DynamicsTestCase {
    private var card: UIView!
    private var drag: UIAttachmentBehavior?
    private var properties: UIDynamicItemBehavior!
    private var snapBack = true
    /// Where the pan grabbed the card, from its center (in the card's axes).
    private var grab = UIOffset.zero

    override func setUp() {
        super.setUp()
        card = box(CGPoint(x: 160, y: 240), size: CGSize(width: 120, height: 160))
        properties = UIDynamicItemBehavior(items: [card])
        properties.allowsRotation = true
        animator.addBehavior(properties)
        let pan = UIPanGestureRecognizer { [unowned self] pan in self.panned(pan) }
        referenceView.addGestureRecognizer(pan)
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        let location = pan.location(in: referenceView)
        switch pan.state {
        case .began:
            animator.behaviors.filter { $0 is UISnapBehavior }.forEach(animator.removeBehavior)
            grab = UIOffset(horizontal: location.x - card.center.x, vertical: location.y - card.center.y)
            let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: grab, attachedToAnchor: location)
            animator.addBehavior(attachment)
            drag = attachment
        case .changed:
            drag?.anchorPoint = location
        default:
            if let drag { animator.removeBehavior(drag) }
            drag = nil
            if snapBack {
                animator.addBehavior(UISnapBehavior(item: card, snapTo: CGPoint(x: 160, y: 240)))
            } else {
                let velocity = pan.velocity(in: referenceView)
                properties.addLinearVelocity(velocity, for: card)
            }
        }
    }

    func testADraggedCardFollowsTheFingerAndSnapsBack() {
        drag(from: CGPoint(x: 160, y: 280), to: CGPoint(x: 260, y: 300), duration: 0.5, lift: false)
        // The point the pan grabbed (about 40 below the center, where the pan began) hangs
        // where the finger is, the card turned by the drag.
        let held = CGPoint(x: grab.horizontal, y: grab.vertical).applying(card.transform)
        XCTAssertEqual(card.center.x + held.x, 260, accuracy: 1)
        XCTAssertEqual(card.center.y + held.y, 300, accuracy: 1)
        XCTAssertGreaterThan(grab.vertical, 30)
        XCTAssertNotEqual(card.transform, .identity, "dragged off its center, the card turned")
        step { LabInput.touch(.ended, at: CGPoint(x: 260, y: 300)) }
        steps(120)
        XCTAssertEqual(card.center.x, 160, accuracy: 0.5)
        XCTAssertEqual(card.center.y, 240, accuracy: 0.5)
        XCTAssertEqual(Double(atan2(card.transform.b, card.transform.a)), 0, accuracy: 0.01)
    }

    func testAFlungCardKeepsThePansVelocity() {
        snapBack = false
        properties.allowsRotation = false
        drag(from: CGPoint(x: 160, y: 240), to: CGPoint(x: 200, y: 240), duration: 0.2)
        let released = card.center.x
        let speed = properties.linearVelocity(for: card).x
        XCTAssertGreaterThan(speed, 150, "moving on at about the finger's 200 points/s")
        steps(6)
        XCTAssertEqual(Double(card.center.x - released), Double(speed) * 0.1, accuracy: 1)
    }
}
