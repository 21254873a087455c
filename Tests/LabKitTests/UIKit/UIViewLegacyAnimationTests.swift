import LabKit
import XCTest

/// `beginAnimations`/`commitAnimations`, the animation blocks of older UIKit code: changes
/// between them animate with the settings made before them (Apple: the default duration is
/// 0.2 s, the default curve ease-in-out).
@available(*, deprecated)
final class UIViewLegacyAnimationTests: UIKitTestCase {
    private var view: UIView!

    override func setUp() {
        super.setUp()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.center = CGPoint(x: 100, y: 100)
        window.addSubview(view)
        commit()
    }

    func testChangesBetweenBeginAndCommitAnimateWithTheSettings() {
        UIView.beginAnimations("move", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationCurve(.linear)
        view.center.x = 200
        UIView.commitAnimations()
        XCTAssertEqual(view.center.x, 200, "the model changes at once")
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(view.layer.presentation()!.position.x, 100, accuracy: 1e-6, "held through the delay")
        advance(to: start + 1)
        XCTAssertEqual(view.layer.presentation()!.position.x, 150, accuracy: 1e-6, "linear, half way")
        UIView.setAnimationDuration(5)
        view.alpha = 0.5
        XCTAssertNil(view.layer.animation(forKey: "opacity"), "outside a block, changes do not animate")
    }

    func testTheDefaultsAreAFifthOfASecondEaseInOutAndRepeatsCount() {
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        let fade = view.layer.animation(forKey: "opacity")
        XCTAssertEqual(fade?.duration ?? 0, 0.2, accuracy: 1e-9)
        XCTAssertEqual(fade?.timingFunction, CAMediaTimingFunction(name: .easeInEaseOut))
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationRepeatCount(2.5)
        UIView.setAnimationRepeatAutoreverses(true)
        view.center.y = 0
        UIView.commitAnimations()
        let move = view.layer.animation(forKey: "position")
        XCTAssertEqual(move?.repeatCount, 2.5)
        XCTAssertEqual(move?.autoreverses, true)
    }
}
