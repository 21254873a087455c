@_spi(LabHost) import LabKit
import XCTest

/// UISwitch: 51 x 31 whatever its frame, a tap toggles it and sends `.valueChanged`, a drag
/// takes the side the finger is on, programmatic changes send nothing (Apple's `setOn(_:animated:)`:
/// "Setting the switch to either position doesn't result in an action message being sent"),
/// and the thumb slides on a critically damped 0.25 s spring while the on colour fades in over the track.
final class UISwitchTests: ControlTestCase {
    private var toggle: UISwitch!
    private var thumb: UIView { toggle.subviews[2] }
    private var onTrack: UIView { toggle.subviews[1] }

    override func setUp() {
        super.setUp()
        // Window frame 40…91 x 40…71; thumb centre x 15.5 (off) or 35.5 (on) inside it.
        toggle = UISwitch(frame: CGRect(x: 40, y: 40, width: 200, height: 100))
        window.addSubview(toggle)
        record(toggle)
        commit()
    }

    func testSizeIsFixedAt51By31() {
        XCTAssertEqual(toggle.bounds.size, CGSize(width: 51, height: 31))
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(toggle.sizeThatFits(CGSize(width: 10, height: 10)), CGSize(width: 51, height: 31))
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(thumb.center.x, 15.5)
    }

    func testTapTogglesAndSendsValueChangedOnce() {
        tap(CGPoint(x: 60, y: 55))
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(events.filter { $0 == "valueChanged" }.count, 1)
        XCTAssertEqual(events.filter { $0 == "primary" }.count, 1, "a value control's primary action is its value change")
        XCTAssertEqual(thumb.center.x, 35.5)
        tap(CGPoint(x: 60, y: 55))
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(events.filter { $0 == "valueChanged" }.count, 2)
    }

    func testProgrammaticChangesSendNothing() {
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        toggle.setOn(true, animated: false)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(events, [])
    }

    func testTapSlidesTheThumbOnACriticallyDampedSpringAndFadesTheTrack() {
        toggle.onTintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        commit()
        tap(CGPoint(x: 60, y: 55))
        let start = LabClock.currentTime
        // A quarter of the way through, the spring has gone 1 − (1 + ω t) e^(−ω t) ≈ 54.6 %.
        let fraction = criticallyDampedFraction(0.0625, duration: 0.25)
        let mid = presentation(of: thumb, at: start + 0.0625)
        XCTAssertEqual(Double(mid.position.x), 15.5 + 20 * fraction, accuracy: 0.05)
        // The on colour fades in over the gray track on the same spring.
        XCTAssertEqual(Double(presentation(of: onTrack, at: start + 0.0625).opacity), fraction, accuracy: 0.01)
        XCTAssertEqual(onTrack.backgroundColor, UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        XCTAssertEqual(Double(presentation(of: thumb, at: start + 0.3).position.x), 35.5, accuracy: 0.001)
    }

    func testDragTakesTheSideTheFingerIsOn() {
        drag(from: CGPoint(x: 55, y: 55), to: CGPoint(x: 85, y: 55), duration: 0.2)
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(events.filter { $0 == "valueChanged" }.count, 1)
        // Over and back: the value ends where it began, and nothing is sent.
        drag(from: CGPoint(x: 85, y: 55), to: CGPoint(x: 50, y: 55), duration: 0.1, lift: false)
        XCTAssertEqual(thumb.center.x, 15.5, "the thumb follows the finger to the off side during the drag")
        XCTAssertTrue(toggle.isOn, "the value changes only when the finger lifts")
        touch(.moved, CGPoint(x: 85, y: 55))
        touch(.ended, CGPoint(x: 85, y: 55))
        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(events.filter { $0 == "valueChanged" }.count, 1)
    }

    func testCancelledTouchLeavesTheValue() {
        touch(.began, CGPoint(x: 55, y: 55))
        touch(.moved, CGPoint(x: 85, y: 55))
        XCTAssertEqual(thumb.center.x, 35.5)
        touch(.cancelled, CGPoint(x: 85, y: 55))
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(thumb.center.x, 15.5)
        XCTAssertFalse(events.contains("valueChanged"))
    }

    func testDisabledSwitchIgnoresTapsAndDims() {
        toggle.isEnabled = false
        tap(CGPoint(x: 60, y: 55))
        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(toggle.alpha, 0.5)
    }
}
