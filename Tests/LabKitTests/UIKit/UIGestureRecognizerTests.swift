@_spi(LabHost) import LabKit
import XCTest

final class UIGestureRecognizerTests: UIKitTestCase {
    private var surface: UIView!

    override func setUp() {
        super.setUp()
        surface = UIView(frame: window.bounds)
        window.addSubview(surface)
        commit()
    }

    func testPanTranslationAndVelocityFromAScriptedDrag() {
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGPoint] = []
        var endVelocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { pan in
            states.append(pan.state)
            translations.append(pan.translation(in: pan.view))
            if pan.state == .ended { endVelocity = pan.velocity(in: pan.view) }
        }
        surface.addGestureRecognizer(pan)
        // 160 points left in 0.5 s: 320 points per second, delivered every frame.
        drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 140, y: 100), duration: 0.5)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        XCTAssertTrue(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        XCTAssertLessThanOrEqual(abs(translations.first!.x), 16, "it begins once the touch moved past 10 points")
        XCTAssertEqual(translations.last!.x, -160, accuracy: 1e-9)
        XCTAssertEqual(translations.last!.y, 0, accuracy: 1e-9)
        XCTAssertEqual(endVelocity.x, -320, accuracy: 1)
        XCTAssertEqual(endVelocity.y, 0, accuracy: 1e-9)
        XCTAssertEqual(pan.state, .possible, "ready for the next gesture")
    }

    func testTranslationIsInTheAskedViewsCoordinatesAndCanBeReset() {
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        surface.addSubview(scaled)
        var inScaled: [CGPoint] = []
        let pan = UIPanGestureRecognizer { pan in
            inScaled.append(pan.translation(in: scaled))
            if pan.state == .changed { pan.setTranslation(.zero, in: pan.view) }
        }
        surface.addGestureRecognizer(pan)
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), duration: 0.1)
        // 10 points a frame: the pan begins on the first move (5 in a view scaled by 2), is
        // not reset then, and is reset after every change, so each change reads one frame's move.
        XCTAssertEqual(inScaled.map(\.y), [5, 10, 5, 5, 5, 5, 0], "\(inScaled)")
    }

    func testPanBeginsOnlyWithItsNumberOfFingers() {
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        pan.minimumNumberOfTouches = 2
        surface.addGestureRecognizer(pan)
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        XCTAssertEqual(states, [], "one finger of two")
        // The second finger rests while the first moves 20 points.
        step {
            LabInput.touch(.began, at: CGPoint(x: 100, y: 100), finger: 0)
            LabInput.touch(.began, at: CGPoint(x: 100, y: 200), finger: 1)
        }
        step { LabInput.touch(.moved, at: CGPoint(x: 120, y: 100), finger: 0) }
        step {
            LabInput.touch(.ended, at: CGPoint(x: 120, y: 100), finger: 0)
            LabInput.touch(.ended, at: CGPoint(x: 100, y: 200), finger: 1)
        }
        XCTAssertEqual(states, [.began, .ended])
        pan.minimumNumberOfTouches = 1
        pan.maximumNumberOfTouches = 1
        states = []
        step {
            LabInput.touch(.began, at: CGPoint(x: 100, y: 100), finger: 0)
            LabInput.touch(.began, at: CGPoint(x: 100, y: 200), finger: 1)
        }
        step { LabInput.touch(.moved, at: CGPoint(x: 120, y: 100), finger: 0) }
        XCTAssertEqual(pan.state, .failed, "two fingers of at most one")
        step {
            LabInput.touch(.ended, at: CGPoint(x: 120, y: 100), finger: 0)
            LabInput.touch(.ended, at: CGPoint(x: 100, y: 200), finger: 1)
        }
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
    }

    func testTapRecognizesAndADragFailsIt() {
        var taps = 0
        surface.addGestureRecognizer(UITapGestureRecognizer { tap in
            XCTAssertEqual(tap.state, .recognized)
            taps += 1
        })
        tap(CGPoint(x: 50, y: 50))
        XCTAssertEqual(taps, 1)
        drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 120, y: 50), duration: 0.2)
        XCTAssertEqual(taps, 1)
    }

    func testRecognizedGestureCancelsTheViewsTouches() {
        final class Recorder: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        }
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        surface.addSubview(view)
        surface.addGestureRecognizer(UIPanGestureRecognizer { _ in })
        drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), duration: 0.2)
        XCTAssertEqual(view.log, ["began", "cancelled"])
    }

    func testTapOnAControlGoesToTheControlNotToAnAncestorsTapRecognizer() {
        var taps = 0, presses = 0
        surface.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        surface.addSubview(button)
        tap(CGPoint(x: 50, y: 30))
        XCTAssertEqual(presses, 1)
        XCTAssertEqual(taps, 0)
        tap(CGPoint(x: 250, y: 300))
        XCTAssertEqual(taps, 1)
    }
}

final class UIControlTests: UIKitTestCase {
    func testButtonEventsAndHighlight() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
        window.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { action in
            XCTAssertTrue(action.sender === button)
            events.append("upInside")
        }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("upOutside") }, for: .touchUpOutside)
        step { LabInput.touch(.began, at: CGPoint(x: 150, y: 120)) }
        XCTAssertTrue(button.isHighlighted)
        XCTAssertEqual(button.state, .highlighted)
        step { LabInput.touch(.ended, at: CGPoint(x: 150, y: 120)) }
        XCTAssertFalse(button.isHighlighted)
        drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 400), duration: 0.1)
        XCTAssertEqual(events, ["down", "upInside", "down", "upOutside"])
        button.isEnabled = false
        tap(CGPoint(x: 150, y: 120))
        XCTAssertEqual(events.count, 4, "a disabled button takes no touches")
    }

    func testButtonTitlesPerStateFallBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.red, for: .normal)
        XCTAssertEqual(button.title(for: .highlighted), "Go")
        button.setTitle("Going", for: .highlighted)
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitle, "Going")
        XCTAssertEqual(button.titleLabel?.text, "Going")
        XCTAssertEqual(button.titleLabel?.textColor, UIColor.red.withAlphaComponent(0.2), "system buttons dim while highlighted")
    }
}
