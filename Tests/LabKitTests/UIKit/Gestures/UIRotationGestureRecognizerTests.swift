@_spi(LabHost) import LabKit
import XCTest

/// Apple: the rotation is in radians, and grows as the fingers turn clockwise; the velocity
/// is in radians per second. It begins when the fingers have turned enough (the lab: 10
/// points of arc around their midpoint) and ends when both fingers lift.
final class UIRotationGestureRecognizerTests: UIKitTestCase {
    private var surface: UIView!
    private var log: [(state: UIGestureRecognizer.State, rotation: CGFloat)] = []
    private var rotation: UIRotationGestureRecognizer!

    override func setUp() {
        super.setUp()
        surface = UIView(frame: window.bounds)
        window.addSubview(surface)
        log = []
        rotation = UIRotationGestureRecognizer { [unowned self] rotation in log.append((rotation.state, rotation.rotation)) }
        surface.addGestureRecognizer(rotation)
        commit()
    }

    /// Finger 0 rests at (110, 240); finger 1 comes down 100 points to its right and goes
    /// round it to each angle in turn (radians, clockwise on screen), a frame each.
    private func turn(through angles: [CGFloat], lift: Bool = true) {
        let pivot = CGPoint(x: 110, y: 240)
        func at(_ angle: CGFloat) -> CGPoint { CGPoint(x: pivot.x + 100 * cos(angle), y: pivot.y + 100 * sin(angle)) }
        step {
            LabInput.touch(.began, at: pivot, finger: 0)
            LabInput.touch(.began, at: at(0), finger: 1)
        }
        for angle in angles { step { LabInput.touch(.moved, at: at(angle), finger: 1) } }
        guard lift else { return }
        step {
            LabInput.touch(.ended, at: at(angles.last ?? 0), finger: 1)
            LabInput.touch(.ended, at: pivot, finger: 0)
        }
    }

    func testBeginsAfterTenPointsOfArcAndReportsRadiansClockwise() {
        // 0.1 rad at 50 points from the midpoint is 5 points of arc; 0.3 rad is 15.
        turn(through: [0.1, 0.3, .pi / 2], lift: false)
        XCTAssertEqual(log.map(\.state), [.began, .changed])
        XCTAssertEqual(log[0].rotation, 0.3, accuracy: 1e-9)
        XCTAssertEqual(log[1].rotation, .pi / 2, accuracy: 1e-9)
        // 0 → π/2 over 3 frames (0.05 s).
        XCTAssertEqual(rotation.velocity, .pi / 2 / 0.05, accuracy: 1e-6)
        step {
            LabInput.touch(.ended, at: CGPoint(x: 110, y: 340), finger: 1)
            LabInput.touch(.ended, at: CGPoint(x: 110, y: 240), finger: 0)
        }
        XCTAssertEqual(log.map(\.state), [.began, .changed, .ended])
    }

    func testTurnsPastHalfACircleAndCounterclockwiseAreUnwrapped() {
        turn(through: [0.3, 1.5, 2.5, 3.0, 3.5])
        XCTAssertEqual(log[4].rotation, 3.5, accuracy: 1e-9, "atan2 wraps to −2.78 there; the rotation does not")
        log = []
        turn(through: [-0.5, -2, -3.5])
        XCTAssertEqual(log.map(\.rotation).last ?? 0, -3.5, accuracy: 1e-9)
    }

    func testSettingTheRotationRebasesIt() {
        rotation.addTarget { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            if rotation.state == .began { rotation.rotation = 0 }
        }
        turn(through: [0.3, 1.3])
        XCTAssertEqual(log[0].rotation, 0.3, accuracy: 1e-9, "read before the second action set it")
        XCTAssertEqual(log[1].rotation, 1.0, accuracy: 1e-9)
    }
}
