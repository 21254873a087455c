@_spi(LabHost) import LabKit
import XCTest

/// UIControl's tracking: `beginTracking` on touch down, `continueTracking` on each move while
/// it keeps returning true, `endTracking` on lift, `cancelTracking` on cancel, interleaved with
/// the touch events as UIKit sends them (Apple's UIControl documentation for each method;
/// touches count as inside up to 70 points outside the bounds).
final class UIControlTrackingTests: ControlTestCase {
    /// Logs the tracking calls into the test's event log.
    private final class TrackingControl: UIControl {
        var log: (String) -> Void = { _ in }
        var beginResult = true
        var continueResults: [Bool] = []

        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log("begin")
            return beginResult
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            log("continue")
            return continueResults.isEmpty ? true : continueResults.removeFirst()
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            log("end(tracking: \(isTracking))")
            super.endTracking(touch, with: event)
        }
        override func cancelTracking(with event: UIEvent?) {
            log("cancelTracking")
            super.cancelTracking(with: event)
        }
    }

    private var control: TrackingControl!

    override func setUp() {
        super.setUp()
        // Window frame 20…120 x 20…64.
        control = TrackingControl(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        control.log = { [unowned self] in self.events.append($0) }
        window.addSubview(control)
        record(control)
        commit()
    }

    func testTapBeginsContinuesAndEndsTrackingThenSendsTouchUpInside() {
        touch(.began, CGPoint(x: 50, y: 40))
        XCTAssertTrue(control.isTracking)
        XCTAssertTrue(control.isTouchInside)
        XCTAssertTrue(control.isHighlighted)
        XCTAssertEqual(control.state, .highlighted)
        touch(.moved, CGPoint(x: 60, y: 40))
        touch(.ended, CGPoint(x: 60, y: 40))
        XCTAssertEqual(events, ["begin", "touchDown", "continue", "dragInside",
                                "end(tracking: true)", "upInside", "primary"])
        XCTAssertFalse(control.isTracking)
        XCTAssertFalse(control.isHighlighted)
        XCTAssertEqual(control.state, .normal)
    }

    func testDragOutsideTheSlopExitsAndBackEntersThenLiftsOutside() {
        touch(.began, CGPoint(x: 50, y: 40))
        // 69 points right of the right edge (120) is still inside; 71 is outside.
        touch(.moved, CGPoint(x: 189, y: 40))
        XCTAssertTrue(control.isTouchInside)
        touch(.moved, CGPoint(x: 191, y: 40))
        XCTAssertFalse(control.isTouchInside)
        XCTAssertFalse(control.isHighlighted, "highlighted only while the touch is inside")
        touch(.moved, CGPoint(x: 100, y: 40))
        XCTAssertTrue(control.isHighlighted)
        touch(.moved, CGPoint(x: 100, y: 140))
        touch(.ended, CGPoint(x: 100, y: 140))
        XCTAssertEqual(events, ["begin", "touchDown",
                                "continue", "dragInside",
                                "continue", "dragExit", "dragOutside",
                                "continue", "dragEnter", "dragInside",
                                "continue", "dragExit", "dragOutside",
                                "end(tracking: true)", "upOutside"])
    }

    func testContinueTrackingReturningFalseStopsTracking() {
        control.continueResults = [true, false]
        touch(.began, CGPoint(x: 50, y: 40))
        touch(.moved, CGPoint(x: 55, y: 40))
        touch(.moved, CGPoint(x: 60, y: 40))
        XCTAssertFalse(control.isTracking)
        touch(.moved, CGPoint(x: 65, y: 40))
        touch(.ended, CGPoint(x: 65, y: 40))
        XCTAssertEqual(events, ["begin", "touchDown", "continue", "dragInside", "continue"],
                       "no more tracking calls, drag or touch-up events once continueTracking said no")
    }

    func testBeginTrackingReturningFalseTracksNothing() {
        control.beginResult = false
        touch(.began, CGPoint(x: 50, y: 40))
        XCTAssertFalse(control.isTracking)
        touch(.moved, CGPoint(x: 60, y: 40))
        touch(.ended, CGPoint(x: 60, y: 40))
        XCTAssertEqual(events, ["begin", "touchDown"])
    }

    func testCancelledTouchCancelsTracking() {
        touch(.began, CGPoint(x: 50, y: 40))
        touch(.moved, CGPoint(x: 60, y: 40))
        touch(.cancelled, CGPoint(x: 60, y: 40))
        XCTAssertEqual(events, ["begin", "touchDown", "continue", "dragInside", "cancelTracking", "cancel"])
        XCTAssertFalse(control.isTracking)
        XCTAssertFalse(control.isHighlighted)
    }

    func testAPanRecognizerTakingTheTouchCancelsTracking() {
        let pan = UIPanGestureRecognizer { _ in }
        window.addGestureRecognizer(pan)
        touch(.began, CGPoint(x: 50, y: 40))
        for x in stride(from: 60, through: 110, by: 10) { touch(.moved, CGPoint(x: CGFloat(x), y: 40)) }
        touch(.ended, CGPoint(x: 110, y: 40))
        XCTAssertEqual(events.first, "begin")
        XCTAssertEqual(Array(events.suffix(2)), ["cancelTracking", "cancel"])
        XCTAssertFalse(events.contains("upInside"))
    }

    func testDisabledControlGetsNoTouchesAndShowsDisabled() {
        control.isEnabled = false
        XCTAssertEqual(control.state, .disabled)
        tap(CGPoint(x: 50, y: 40))
        XCTAssertEqual(events, [])
        control.isEnabled = true
        control.isSelected = true
        XCTAssertEqual(control.state, .selected)
    }

    func testTouchThatBeganWhileDisabledIsIgnoredThroughout() {
        /// Hands its touches to a control, as ported code sometimes does.
        final class Forwarder: UIView {
            weak var target: UIControl?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { target?.touchesBegan(touches, with: event) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { target?.touchesMoved(touches, with: event) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { target?.touchesEnded(touches, with: event) }
        }
        let forwarder = Forwarder(frame: CGRect(x: 0, y: 100, width: 320, height: 100))
        forwarder.target = control
        window.addSubview(forwarder)
        control.isEnabled = false
        touch(.began, CGPoint(x: 50, y: 120))
        control.isEnabled = true
        touch(.moved, CGPoint(x: 50, y: 120))
        // Within the 70-point slop of the control (local y 100), yet not highlighted.
        XCTAssertFalse(control.isHighlighted, "the touch began while the control was disabled")
        touch(.ended, CGPoint(x: 50, y: 120))
        XCTAssertEqual(events, [])
    }

    func testSendActionsRunsOnlyTheMatchingActionsWithTheControlAsSender() {
        var senders: [AnyObject?] = []
        let action = UIAction { senders.append($0.sender) }
        control.addAction(action, for: [.valueChanged, .editingChanged])
        control.sendActions(for: .touchUpOutside)
        XCTAssertTrue(senders.isEmpty)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(senders.count, 1)
        XCTAssertTrue(senders[0] === control)
        XCTAssertNil(action.sender, "the sender is set only while the action runs")
        control.removeAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(senders.count, 1)
        control.sendAction(action)
        XCTAssertEqual(senders.count, 2)
    }
}
