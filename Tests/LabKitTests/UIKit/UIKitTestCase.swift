@_spi(LabHost) import LabKit
import XCTest

/// A test with a 320 x 480 key window on a fresh lab clock, stepped at 60 Hz as the host
/// steps it, with helpers that deliver touches the way the host's input scripts do.
class UIKitTestCase: AnimationTestCase {
    var window: UIWindow!

    override func setUp() {
        super.setUp()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        UIScreen.main.configure(size: root.bounds.size, scale: 2)
        window = UIWindow(frame: root.bounds)
        root.addSublayer(window.layer)
        window.makeKeyAndVisible()
    }

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    /// Lays out and commits without moving the clock.
    func commit() { LabClock.commit(root: root) }

    /// A tap: down and up at `point` (window coordinates) in the next frame.
    func tap(_ point: CGPoint) {
        step { LabInput.touch(.began, at: point); LabInput.touch(.ended, at: point) }
    }

    /// A drag from `start` to `end` over `duration`, one move a frame, the last move and the
    /// lift in the same frame, as `--input` drags are delivered.
    func drag(from start: CGPoint, to end: CGPoint, duration: Double, lift: Bool = true) {
        step { LabInput.touch(.began, at: start) }
        let begin = LabClock.currentTime
        var done = false
        while !done {
            step {
                let t = min(1, (LabClock.currentTime - begin) / duration)
                LabInput.touch(.moved, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
                if t >= 1 - 1e-9 {
                    done = true
                    if lift { LabInput.touch(.ended, at: end) }
                }
            }
        }
    }

    /// One 60 Hz frame, with `input` delivered in it.
    func step(_ input: () -> Void = {}) {
        // The next 60 Hz grid time strictly after now (now may sit a rounding error below one).
        let next = ((LabClock.currentTime * 60 + 1e-6).rounded(.down) + 1) / 60
        LabClock.advance(to: next, root: root, input: input)
    }
}
