@_spi(LabHost) import LabKit
import XCTest

final class UIViewHitTestingTests: UIKitTestCase {
    private func box(_ frame: CGRect, in parent: UIView) -> UIView {
        let view = UIView(frame: frame)
        parent.addSubview(view)
        return view
    }

    func testFrontmostDeepestViewWins() {
        let back = box(CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        let child = box(CGRect(x: 10, y: 10, width: 50, height: 50), in: back)
        let front = box(CGRect(x: 100, y: 100, width: 100, height: 100), in: window)
        XCTAssertTrue(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === child)
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        XCTAssertTrue(window.hitTest(CGPoint(x: 80, y: 20), with: nil) === back)
        XCTAssertTrue(window.hitTest(CGPoint(x: 300, y: 400), with: nil) === window)
    }

    func testHiddenTransparentAndNonInteractiveViewsAreSkipped() {
        let back = box(CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        let front = box(CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        front.isHidden = true
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    }

    func testSubviewsOutsideTheirParentAreNotHit() {
        let parent = box(CGRect(x: 0, y: 0, width: 50, height: 50), in: window)
        _ = box(CGRect(x: 60, y: 0, width: 50, height: 50), in: parent)
        XCTAssertTrue(window.hitTest(CGPoint(x: 80, y: 20), with: nil) === window, "UIKit tests the parent's bounds first")
    }

    func testTransformedViewsHitWhereTheyAreDrawn() {
        let view = box(CGRect(x: 100, y: 100, width: 100, height: 20), in: window)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Rotated a quarter turn about its center (150, 110): it now spans y 60…160 at x 140…160.
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 65), with: nil) === view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 110, y: 110), with: nil) === window)
    }

    func testPointInsideCanBeOverridden() {
        final class Generous: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let view = Generous(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 95, y: 95), with: nil) === view)
    }

    func testTouchesGoToTheHitViewAndUpTheResponderChain() {
        final class Recorder: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("ended \(Int(touches.first!.location(in: self).x))")
            }
        }
        let parent = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(parent)
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        parent.addSubview(child)
        drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 80, y: 60), duration: 0.05)
        XCTAssertEqual(parent.log.first, "began", "the child does not handle touches, so its superview does")
        XCTAssertTrue(parent.log.contains("moved"))
        XCTAssertEqual(parent.log.last, "ended 80")
    }
}
