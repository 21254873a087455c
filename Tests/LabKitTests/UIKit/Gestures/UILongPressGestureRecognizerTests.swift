@_spi(LabHost) import LabKit
import XCTest

/// Apple: "The gesture begins when the user presses the number of allowable fingers for the
/// specified period and the touches don't move beyond the allowable range of movement. The
/// gesture changes when a finger moves, and it ends when any of the fingers are lifted."
final class UILongPressGestureRecognizerTests: UIKitTestCase {
    private var surface: UIView!
    private var states: [UIGestureRecognizer.State] = []
    private var times: [CFTimeInterval] = []
    private var press: UILongPressGestureRecognizer!

    override func setUp() {
        super.setUp()
        surface = UIView(frame: window.bounds)
        window.addSubview(surface)
        states = []
        times = []
        press = UILongPressGestureRecognizer { [unowned self] press in
            states.append(press.state)
            times.append(CACurrentMediaTime())
        }
        surface.addGestureRecognizer(press)
        commit()
    }

    /// Frames until lab time `time`.
    private func run(until time: CFTimeInterval) {
        while CACurrentMediaTime() < time - 1e-9 { step() }
    }

    func testBeginsAfterTheMinimumDurationChangesOnMovesAndEndsOnLift() {
        step { LabInput.touch(.began, at: CGPoint(x: 100, y: 100)) }
        let down = CACurrentMediaTime()
        run(until: down + 0.45)
        XCTAssertEqual(states, [], "not before 0.5 s")
        run(until: down + 0.55)
        XCTAssertEqual(states, [.began])
        XCTAssertEqual(times[0], down + 0.5, accuracy: 1e-9, "at the timer's own time, not the frame's")
        XCTAssertEqual(press.location(in: surface), CGPoint(x: 100, y: 100))
        // Once begun, any move is a change: 30 points is past the allowable 10.
        step { LabInput.touch(.moved, at: CGPoint(x: 130, y: 100)) }
        XCTAssertEqual(press.location(in: surface), CGPoint(x: 130, y: 100))
        step { LabInput.touch(.ended, at: CGPoint(x: 130, y: 100)) }
        XCTAssertEqual(states, [.began, .changed, .ended])
        XCTAssertEqual(press.state, .possible)
    }

    func testMovingTooFarOrLiftingEarlyFails() {
        press.allowableMovement = 20
        step { LabInput.touch(.began, at: CGPoint(x: 100, y: 100)) }
        step { LabInput.touch(.moved, at: CGPoint(x: 119, y: 100)) }
        step { LabInput.touch(.moved, at: CGPoint(x: 100, y: 121)) }
        XCTAssertEqual(press.state, .failed, "21 points from where it came down")
        run(until: CACurrentMediaTime() + 1)
        step { LabInput.touch(.ended, at: CGPoint(x: 100, y: 121)) }
        XCTAssertEqual(states, [])

        press.minimumPressDuration = 0.2
        step { LabInput.touch(.began, at: CGPoint(x: 100, y: 100)) }
        run(until: CACurrentMediaTime() + 0.1)
        step { LabInput.touch(.ended, at: CGPoint(x: 100, y: 100)) }
        run(until: CACurrentMediaTime() + 0.5)
        XCTAssertEqual(states, [], "lifted after 0.12 s of 0.2")
        XCTAssertEqual(press.state, .possible)
    }

    func testTheWaitStartsWhenEveryRequiredFingerIsDown() {
        press.numberOfTouchesRequired = 2
        step { LabInput.touch(.began, at: CGPoint(x: 100, y: 100), finger: 0) }
        run(until: CACurrentMediaTime() + 1)
        XCTAssertEqual(states, [], "one finger of two")
        step { LabInput.touch(.began, at: CGPoint(x: 200, y: 100), finger: 1) }
        let second = CACurrentMediaTime()
        run(until: second + 0.6)
        XCTAssertEqual(states, [.began])
        XCTAssertEqual(times[0], second + 0.5, accuracy: 1e-9)
        XCTAssertEqual(press.numberOfTouches, 2)
        XCTAssertEqual(press.location(in: nil), CGPoint(x: 150, y: 100), "the centroid")
        step { LabInput.touch(.ended, at: CGPoint(x: 200, y: 100), finger: 1) }
        XCTAssertEqual(states, [.began, .ended], "any finger lifting ends it")
        step { LabInput.touch(.ended, at: CGPoint(x: 100, y: 100), finger: 0) }
        XCTAssertEqual(states, [.began, .ended])
    }

    func testBeginningCancelsTheViewsTouchesAtOnce() {
        final class Recorder: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        }
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        surface.addSubview(view)
        step { LabInput.touch(.began, at: CGPoint(x: 50, y: 50)) }
        XCTAssertEqual(view.log, ["began"])
        run(until: CACurrentMediaTime() + 0.6)
        XCTAssertEqual(view.log, ["began", "cancelled"], "cancelled when the press began, before the finger lifted")
        step { LabInput.touch(.ended, at: CGPoint(x: 50, y: 50)) }
        XCTAssertEqual(view.log, ["began", "cancelled"])
        XCTAssertEqual(states, [.began, .ended])
    }
}
