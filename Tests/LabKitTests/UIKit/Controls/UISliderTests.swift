@_spi(LabHost) import LabKit
import XCTest

/// UISlider: the value clamped to its range (Apple: a minimum above the maximum raises the
/// maximum, and the value follows), NaN ignored, the thumb following a drag that starts on
/// it, `.valueChanged` while dragging or once at the end, and nothing for programmatic
/// changes.
final class UISliderTests: ControlTestCase {
    private var slider: UISlider!
    private var thumb: UIView { slider.subviews[2] }

    override func setUp() {
        super.setUp()
        // Window frame 20…248 x 100…131: the thumb's centre runs from x 34 (value 0) to 234
        // (value 1), 200 points of travel, at y 115.5.
        slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        window.addSubview(slider)
        record(slider)
        commit()
    }

    func testValueIsClampedAndNaNIgnored() {
        slider.value = 2
        XCTAssertEqual(slider.value, 1)
        slider.value = -1
        XCTAssertEqual(slider.value, 0)
        slider.value = 0.25
        slider.value = .nan
        XCTAssertEqual(slider.value, 0.25)
        slider.minimumValue = .nan
        slider.maximumValue = .infinity
        XCTAssertEqual(slider.minimumValue, 0)
        XCTAssertEqual(slider.maximumValue, 1, "an infinite range would put the thumb nowhere")
        XCTAssertEqual(diagnostics.count, 3)
        slider.value = .infinity
        XCTAssertEqual(slider.value, 1, "an infinite value is clamped like any other")
        XCTAssertEqual(events, [], "programmatic changes send nothing")
    }

    func testMinimumAboveMaximumRaisesTheMaximumAndClampsTheValue() {
        slider.value = 0.5
        slider.minimumValue = 5
        XCTAssertEqual(slider.maximumValue, 5)
        XCTAssertEqual(slider.value, 5)
        slider.maximumValue = -2
        XCTAssertEqual(slider.minimumValue, -2)
        XCTAssertEqual(slider.value, -2)
    }

    func testThumbAndTracksFollowTheValue() {
        slider.value = 0.25
        commit()
        XCTAssertEqual(thumb.center, CGPoint(x: 64, y: 15.5))
        XCTAssertEqual(slider.subviews[1].frame, CGRect(x: 0, y: 13.5, width: 64, height: 4), "minimum track up to the thumb")
        XCTAssertEqual(slider.subviews[0].frame, CGRect(x: 64, y: 13.5, width: 164, height: 4), "maximum track after it")
        XCTAssertEqual(slider.intrinsicContentSize.height, 31)
        XCTAssertEqual(slider.intrinsicContentSize.width, UIView.noIntrinsicMetric)
    }

    func testDraggingTheThumbTracksTheFingerAndSendsValueChangedContinuously() {
        drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 134, y: 115), duration: 0.1)
        XCTAssertEqual(slider.value, 0.5, accuracy: 1e-6)
        XCTAssertEqual(thumb.center.x, 114)
        let changes = events.filter { $0 == "valueChanged" }.count
        XCTAssertEqual(changes, 6, "one per move of the six-frame drag")
    }

    func testFingerOffsetFromTheThumbIsKept() {
        // Grabbed 6 points right of the thumb's centre: the thumb stays 6 points left of the finger.
        drag(from: CGPoint(x: 40, y: 115), to: CGPoint(x: 90, y: 115), duration: 0.05)
        XCTAssertEqual(slider.value, 0.25, accuracy: 1e-6)
    }

    func testNonContinuousSliderSendsOnceAtTheEnd() {
        slider.isContinuous = false
        drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 234, y: 115), duration: 0.1)
        XCTAssertEqual(slider.value, 1)
        XCTAssertEqual(events.filter { $0 == "valueChanged" }, ["valueChanged"])
    }

    func testTouchOnTheTrackAwayFromTheThumbDoesNothing() {
        drag(from: CGPoint(x: 180, y: 115), to: CGPoint(x: 200, y: 115), duration: 0.05)
        XCTAssertEqual(slider.value, 0)
        XCTAssertFalse(events.contains("valueChanged"))
    }

    func testAnimatedSetValueMovesTheThumbOnEaseInOut() {
        step { self.slider.setValue(1, animated: true) }
        let start = LabClock.currentTime
        // Ease-in-out is symmetric: half-way through the 0.25 s it is half-way there.
        XCTAssertEqual(Double(presentation(of: thumb, at: start + 0.125).position.x), 14 + 100, accuracy: 0.05)
        XCTAssertEqual(Double(presentation(of: thumb, at: start + 0.25).position.x), 214, accuracy: 0.001)
        XCTAssertEqual(events, [])
    }
}
