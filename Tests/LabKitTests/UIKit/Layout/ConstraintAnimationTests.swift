import LabKit
import XCTest

/// The iOS idiom: change a constraint, then `UIView.animate { view.layoutIfNeeded() }`. The
/// frames layout sets inside the block animate from what is on screen to the solved ones.
final class ConstraintAnimationTests: UIKitTestCase {
    private var container: UIView!
    private var card: UIView!
    private var height: NSLayoutConstraint!
    private var top: NSLayoutConstraint!

    override func setUp() {
        super.setUp()
        container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(container)
        card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        height = card.heightAnchor.constraint(equalToConstant: 100)
        top = card.topAnchor.constraint(equalTo: container.topAnchor, constant: 40)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            top, height,
        ])
        commit()
    }

    func testAConstantChangeAnimatesInsideLayoutIfNeeded() {
        height.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.container.layoutIfNeeded() })
        XCTAssertEqual(card.frame, CGRect(x: 20, y: 40, width: 280, height: 200), "the model frame is final at once")
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        // Half-way on a linear curve: height 150, top still 40.
        XCTAssertEqual(card.presentedFrame.height, 150, accuracy: 1e-6)
        XCTAssertEqual(card.presentedFrame.minY, 40, accuracy: 1e-6)
        XCTAssertEqual(card.presentedFrame.width, 280, accuracy: 1e-6)
        advance(to: start + 1.1)
        XCTAssertEqual(card.presentedFrame, CGRect(x: 20, y: 40, width: 280, height: 200))
    }

    func testLayoutIfNeededOnTheMovedViewLaysOutFromItsSuperview() {
        top.constant = 140
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.card.layoutIfNeeded() })
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(card.presentedFrame.minY, 65, accuracy: 1e-6)
    }

    func testSwappingConstraintsAnimates() {
        let bottom = card.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -20)
        top.isActive = false
        bottom.isActive = true
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.container.layoutIfNeeded() })
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        // From y 40 to y 360 (480 − 20 − 100).
        XCTAssertEqual(card.presentedFrame.minY, 200, accuracy: 1e-6)
    }

    func testSpringAnimationOfAConstraintChange() {
        height.constant = 200
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                       animations: { self.container.layoutIfNeeded() })
        XCTAssertTrue(card.layer.animation(forKey: "bounds.size") is CASpringAnimation, "\(card.layer.animationKeys() ?? [])")
        let start = LabClock.currentTime
        var overshot = false
        while LabClock.currentTime < start + 1 {
            step()
            if card.presentedFrame.height > 200.5 { overshot = true }
        }
        XCTAssertTrue(overshot, "an underdamped spring overshoots the solved height")
        advance(to: start + 1.2)
        XCTAssertEqual(card.presentedFrame.height, 200, accuracy: 0.2)
    }

    func testAPropertyAnimatorAnimatesTheLayoutToo() {
        height.constant = 200
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.container.layoutIfNeeded() }
        animator.startAnimation()
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(card.presentedFrame.height, 125, accuracy: 1e-6)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        step()
        XCTAssertEqual(card.presentedFrame.height, 150, accuracy: 1e-6, "scrubbing moves the laid-out frame")
    }

    func testOutsideAnAnimationBlockTheChangeIsImmediate() {
        height.constant = 60
        step()
        XCTAssertEqual(card.presentedFrame, CGRect(x: 20, y: 40, width: 280, height: 60))
    }
}
