@_spi(LabHost) import LabKit
import XCTest

/// UIKit recognizes one gesture at a time: the first recognizer of a touch to recognize makes
/// the others still deciding fail, and no other may begin while it runs, unless a delegate
/// allows both (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, Apple: "The
/// default implementation returns false—by default no two gestures can be recognized
/// simultaneously") or `canPrevent(_:)`/`canBePrevented(by:)` say no. A delegate can also keep
/// a recognizer from seeing a touch at all (`gestureRecognizer(_:shouldReceive:)`).
final class SimultaneousRecognitionTests: UIKitTestCase {
    private final class Delegate: UIGestureRecognizerDelegate {
        var simultaneous = false
        var receives = true
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
    }

    private var outer: UIView!
    private var inner: UIView!
    private var log: [String] = []

    override func setUp() {
        super.setUp()
        outer = UIView(frame: window.bounds)
        inner = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        outer.addSubview(inner)
        window.addSubview(outer)
        commit()
        log = []
    }

    private func pan(_ name: String, on view: UIView) -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer { [unowned self] in
            if $0.state == .began || $0.state == .ended { log.append("\(name) \($0.state == .began ? "began" : "ended")") }
        }
        view.addGestureRecognizer(pan)
        return pan
    }

    func testTheFirstPanToBeginMakesTheOtherFail() {
        _ = pan("inner", on: inner)
        let outerPan = pan("outer", on: outer)
        var outerStates: [UIGestureRecognizer.State] = []
        outerPan.addTarget { outerStates.append($0.state) }
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 100), duration: 0.2)
        XCTAssertEqual(log, ["inner began", "inner ended"], "the inner view's recognizer sees the touch first")
        XCTAssertEqual(outerStates, [], "the outer pan failed without calling its actions")
        XCTAssertEqual(outerPan.state, .possible, "and is ready for the next touch")
    }

    func testADelegateLetsBothRecognize() {
        let delegate = Delegate()
        delegate.simultaneous = true
        pan("inner", on: inner).delegate = delegate
        _ = pan("outer", on: outer)
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 100), duration: 0.2)
        XCTAssertEqual(log, ["inner began", "outer began", "inner ended", "outer ended"])
    }

    func testARecognizerThatCannotBePreventedRecognizesToo() {
        final class Stubborn: UIPanGestureRecognizer {
            override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        _ = pan("inner", on: inner)
        let stubborn = Stubborn { [unowned self] in if $0.state == .began { log.append("stubborn began") } }
        outer.addGestureRecognizer(stubborn)
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 100), duration: 0.2)
        XCTAssertEqual(log.filter { $0.hasSuffix("began") }, ["inner began", "stubborn began"])
    }

    func testATapOnAChildDoesNotAlsoTapItsParent() {
        inner.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in log.append("inner tap") })
        outer.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in log.append("outer tap") })
        tap(CGPoint(x: 100, y: 100))
        tap(CGPoint(x: 300, y: 400))
        XCTAssertEqual(log, ["inner tap", "outer tap"])
    }

    func testADelegateKeepsATouchFromARecognizer() {
        let delegate = Delegate()
        delegate.receives = false
        pan("inner", on: inner).delegate = delegate
        _ = pan("outer", on: outer)
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 100), duration: 0.2)
        XCTAssertEqual(log, ["outer began", "outer ended"], "the inner pan never saw the touch")
    }
}
