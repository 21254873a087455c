@_spi(LabHost) import LabKit
import XCTest

/// Apple: a pinch "begins when the user moves the two fingers enough to create a pinch
/// gesture", changes "when a finger moves (while both fingers remain touching)" and ends
/// when both have lifted; `scale` is absolute, and setting it resets the velocity.
final class UIPinchGestureRecognizerTests: UIKitTestCase {
    private var surface: UIView!
    private var log: [(state: UIGestureRecognizer.State, scale: CGFloat)] = []
    private var pinch: UIPinchGestureRecognizer!

    override func setUp() {
        super.setUp()
        surface = UIView(frame: window.bounds)
        window.addSubview(surface)
        log = []
        pinch = UIPinchGestureRecognizer { [unowned self] pinch in log.append((pinch.state, pinch.scale)) }
        surface.addGestureRecognizer(pinch)
        commit()
    }

    /// Fingers 100 points apart, then finger 1 moves along the line to each x in turn, a frame each.
    private func spread(to xs: [CGFloat]) {
        step {
            LabInput.touch(.began, at: CGPoint(x: 100, y: 240), finger: 0)
            LabInput.touch(.began, at: CGPoint(x: 200, y: 240), finger: 1)
        }
        for x in xs { step { LabInput.touch(.moved, at: CGPoint(x: x, y: 240), finger: 1) } }
    }

    func testScaleIsTheDistanceRelativeToTheStartAndEndsWhenBothLift() {
        spread(to: [205, 220, 250])
        // 105 is 5 points of change (under 10); 120 begins at 1.2; 150 is 1.5.
        XCTAssertEqual(log.map(\.state), [.began, .changed])
        XCTAssertEqual(log.map(\.scale), [1.2, 1.5])
        // 1.0 → 1.5 over the 3 frames (0.05 s) since the fingers came down.
        XCTAssertEqual(pinch.velocity, 10, accuracy: 1e-6)
        step { LabInput.touch(.ended, at: CGPoint(x: 250, y: 240), finger: 1) }
        XCTAssertEqual(log.count, 2, "one finger still down")
        step { LabInput.touch(.ended, at: CGPoint(x: 100, y: 240), finger: 0) }
        XCTAssertEqual(log.map(\.state), [.began, .changed, .ended])
        XCTAssertEqual(log.last?.scale, 1.5, "the scale holds when a finger lifts")
        XCTAssertEqual(pinch.state, .possible)
        XCTAssertEqual(pinch.scale, 1)
    }

    func testSettingTheScaleRebasesItAndResetsTheVelocity() {
        pinch.addTarget { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            if pinch.state == .changed { pinch.scale = 1 }
        }
        spread(to: [220, 250])
        XCTAssertEqual(pinch.velocity, 0)
        // At 150 apart the scale was set to 1; 300 apart is twice that.
        step { LabInput.touch(.moved, at: CGPoint(x: 400, y: 240), finger: 1) }
        XCTAssertEqual(log.map(\.scale), [1.2, 1.5, 2])
    }

    func testOneFingerIsNoPinch() {
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 300), duration: 0.2)
        XCTAssertTrue(log.isEmpty)
        spread(to: [203])
        step { LabInput.touch(.ended, at: CGPoint(x: 203, y: 240), finger: 1) }
        step { LabInput.touch(.ended, at: CGPoint(x: 100, y: 240), finger: 0) }
        XCTAssertTrue(log.isEmpty, "3 points of change never began")
    }
}
