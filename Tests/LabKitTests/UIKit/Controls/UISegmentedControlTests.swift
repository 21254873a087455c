@_spi(LabHost) import LabKit
import XCTest

/// UISegmentedControl: segments from items, `noSegment` until one is chosen, a tap on another
/// segment selecting it with `.valueChanged` (none for programmatic changes or a tap on the
/// selected one), out-of-range indexes ignored, inserts and removals keeping the selected
/// segment, and the iOS 13 indicator sliding on a critically damped 0.3 s spring.
final class UISegmentedControlTests: ControlTestCase {
    private var control: UISegmentedControl!
    /// The selection indicator (the subview after the two dividers).
    private var indicator: UIView { control.subviews[2] }

    override func setUp() {
        super.setUp()
        control = UISegmentedControl(items: ["One", "Two", "Three"])
        // Window frame 10…310 x 50…82: segments 100 points wide.
        control.frame = CGRect(x: 10, y: 50, width: 300, height: 32)
        window.addSubview(control)
        record(control)
        commit()
    }

    func testItemsMakeSegmentsWithNoneSelected() {
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(UISegmentedControl.noSegment, -1)
        XCTAssertEqual(control.titleForSegment(at: 2), "Three")
        XCTAssertNil(control.titleForSegment(at: 3))
        XCTAssertTrue(indicator.isHidden)
        XCTAssertEqual(control.intrinsicContentSize.height, 32)
        XCTAssertEqual(UISegmentedControl(items: ["A"]).bounds.height, 32, "init(items:) sizes the control to fit")
    }

    func testTapSelectsASegmentAndSendsValueChanged() {
        tap(CGPoint(x: 150, y: 66))
        XCTAssertEqual(control.selectedSegmentIndex, 1)
        XCTAssertEqual(events.filter { $0 == "valueChanged" }.count, 1)
        XCTAssertFalse(indicator.isHidden)
        XCTAssertEqual(indicator.frame, CGRect(x: 102, y: 2, width: 96, height: 28))
        tap(CGPoint(x: 160, y: 66))
        XCTAssertEqual(events.filter { $0 == "valueChanged" }.count, 1, "tapping the selected segment sends nothing")
        tap(CGPoint(x: 300, y: 66))
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(events.filter { $0 == "valueChanged" }.count, 2)
    }

    func testTheSegmentUnderTheLiftingFingerIsSelected() {
        drag(from: CGPoint(x: 60, y: 66), to: CGPoint(x: 260, y: 66), duration: 0.1)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(events.filter { $0 == "valueChanged" }.count, 1)
    }

    func testProgrammaticSelectionSendsNothingAndOutOfRangeIsIgnored() {
        control.selectedSegmentIndex = 2
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        control.selectedSegmentIndex = 3
        control.selectedSegmentIndex = -5
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(diagnostics.count, 2, "each bad index is reported")
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        XCTAssertEqual(control.selectedSegmentIndex, -1)
        XCTAssertEqual(events, [])
    }

    func testInsertAndRemoveKeepTheSelectedSegment() {
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        XCTAssertEqual(control.numberOfSegments, 4)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(control.titleForSegment(at: control.selectedSegmentIndex), "Two")
        control.insertSegment(withTitle: "Last", at: 99, animated: false)
        XCTAssertEqual(control.titleForSegment(at: 4), "Last", "an index past the end appends")
        control.removeSegment(at: 0, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, 1)
        control.removeSegment(at: 1, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.removeSegment(at: 10, animated: false)
        XCTAssertEqual(control.numberOfSegments, 3)
        control.setTitle("Renamed", forSegmentAt: 0)
        XCTAssertEqual(control.titleForSegment(at: 0), "Renamed")
        control.setTitle("Nope", forSegmentAt: -1)
        control.removeAllSegments()
        XCTAssertEqual(control.numberOfSegments, 0)
        XCTAssertEqual(events, [])
    }

    func testIndicatorSlidesOnACriticallyDampedSpring() {
        control.selectedSegmentIndex = 0
        commit()
        tap(CGPoint(x: 250, y: 66))
        let start = LabClock.currentTime
        // Centre x from 50 (segment 0) to 250 (segment 2).
        let fraction = criticallyDampedFraction(0.075, duration: 0.3)
        XCTAssertEqual(Double(presentation(of: indicator, at: start + 0.075).position.x), 50 + 200 * fraction, accuracy: 0.05)
        XCTAssertEqual(Double(presentation(of: indicator, at: start + 0.35).position.x), 250, accuracy: 0.001)
    }

    func testDisabledSegmentIgnoresTaps() {
        control.setEnabled(false, forSegmentAt: 1)
        XCTAssertFalse(control.isEnabledForSegment(at: 1))
        tap(CGPoint(x: 150, y: 66))
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertFalse(events.contains("valueChanged"))
    }
}
