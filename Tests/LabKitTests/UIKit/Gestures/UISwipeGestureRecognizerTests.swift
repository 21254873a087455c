@_spi(LabHost) import LabKit
import XCTest

/// Apple: a swipe is discrete; it is recognized when the touches move "in an allowable
/// direction far enough to create a swipe". The distances and times are the lab's (see
/// "Differences from Apple's API"): 50 points within 0.5 s, at most half as far across.
final class UISwipeGestureRecognizerTests: UIKitTestCase {
    private var surface: UIView!
    private var swipes: [UIGestureRecognizer.State] = []
    private var swipe: UISwipeGestureRecognizer!

    override func setUp() {
        super.setUp()
        surface = UIView(frame: window.bounds)
        window.addSubview(surface)
        swipes = []
        swipe = UISwipeGestureRecognizer { [unowned self] swipe in swipes.append(swipe.state) }
        surface.addGestureRecognizer(swipe)
        commit()
    }

    func testAQuickSwipeRightIsRecognizedOnceDuringTheMove() {
        XCTAssertEqual(swipe.direction, .right, "Apple's default")
        var recognizedAt: CGFloat?
        swipe.addTarget { recognizer in recognizedAt = recognizer.location(in: nil).x }
        // 240 points in 0.2 s: 20 points a frame, so the third move (x = 110) is the first
        // at least 50 points from x = 50.
        drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 290, y: 200), duration: 0.2)
        XCTAssertEqual(swipes, [.recognized])
        XCTAssertEqual(recognizedAt ?? 0, 110, accuracy: 1e-6)
        XCTAssertEqual(swipe.state, .possible)
    }

    func testWrongDirectionSlowOrSlantedSwipesFail() {
        drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), duration: 0.2)
        XCTAssertEqual(swipes, [], "left, and only right is permitted")
        swipe.direction = [.left, .up]
        drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), duration: 0.2)
        drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 150, y: 100), duration: 0.2)
        XCTAssertEqual(swipes, [.recognized, .recognized])
        // 50 points takes 0.75 s at this speed.
        drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), duration: 3)
        // 0.75 points across for every point along: more than half.
        drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 50, y: 250), duration: 0.2)
        // Lifted after 40 points.
        drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 210, y: 200), duration: 0.1)
        XCTAssertEqual(swipes, [.recognized, .recognized])
    }

    func testTwoFingerSwipe() {
        swipe.numberOfTouchesRequired = 2
        drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.2)
        XCTAssertEqual(swipes, [], "one finger of two")
        step {
            LabInput.touch(.began, at: CGPoint(x: 50, y: 100), finger: 0)
            LabInput.touch(.began, at: CGPoint(x: 50, y: 200), finger: 1)
        }
        for x in stride(from: 80, through: 200, by: 30) {
            step {
                LabInput.touch(.moved, at: CGPoint(x: CGFloat(x), y: 100), finger: 0)
                LabInput.touch(.moved, at: CGPoint(x: CGFloat(x), y: 200), finger: 1)
            }
        }
        step {
            LabInput.touch(.ended, at: CGPoint(x: 200, y: 100), finger: 0)
            LabInput.touch(.ended, at: CGPoint(x: 200, y: 200), finger: 1)
        }
        // The centroid: finger 0 at 110 and finger 1 at 80 gives 95, 45 points; finger 1 at
        // 110 gives 60.
        XCTAssertEqual(swipes, [.recognized])
    }
}
