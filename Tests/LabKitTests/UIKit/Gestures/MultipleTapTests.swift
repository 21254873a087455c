@_spi(LabHost) import LabKit
import XCTest

/// Multiple taps and failure requirements: a double-tap recognizer needs two taps in quick
/// succession (the lab allows 0.35 s between them and 45 points from the first), and a single
/// tap made to wait for it (`require(toFail:)`, Apple's single-versus-double-tap recipe) fires
/// only once the double tap has failed, and not at all when it succeeds.
final class MultipleTapTests: UIKitTestCase {
    private var surface: UIView!
    private var log: [String] = []

    override func setUp() {
        super.setUp()
        surface = UIView(frame: window.bounds)
        window.addSubview(surface)
        commit()
        log = []
    }

    private func frames(_ count: Int) { for _ in 0..<count { step() } }

    private func recognizers() -> (single: UITapGestureRecognizer, double: UITapGestureRecognizer) {
        let single = UITapGestureRecognizer { [unowned self] _ in log.append("single at \(LabClock.currentTime)") }
        let double = UITapGestureRecognizer { [unowned self] _ in log.append("double") }
        double.numberOfTapsRequired = 2
        surface.addGestureRecognizer(single)
        surface.addGestureRecognizer(double)
        return (single, double)
    }

    func testADoubleTapNeedsTwoTapsInQuickSuccession() {
        let double = UITapGestureRecognizer { [unowned self] _ in log.append("double") }
        double.numberOfTapsRequired = 2
        surface.addGestureRecognizer(double)
        tap(CGPoint(x: 100, y: 100))
        frames(30)
        XCTAssertEqual(log, [], "one tap, then half a second: no double tap")
        XCTAssertEqual(double.state, .possible)
        tap(CGPoint(x: 100, y: 100))
        frames(6)
        tap(CGPoint(x: 110, y: 104))
        XCTAssertEqual(log, ["double"], "two taps 0.1 s and 11 points apart")
        frames(6)
        tap(CGPoint(x: 100, y: 100))
        frames(6)
        tap(CGPoint(x: 200, y: 100))
        frames(30)
        XCTAssertEqual(log, ["double"], "the second tap 100 points from the first")
    }

    func testASingleTapWaitsForTheDoubleTapToFail() {
        let (single, double) = recognizers()
        single.require(toFail: double)
        tap(CGPoint(x: 100, y: 100))
        let tapped = LabClock.currentTime
        XCTAssertEqual(log, [], "held while the double tap may still come")
        frames(30)
        XCTAssertEqual(log.count, 1)
        let fired = Double(log.first?.split(separator: " ").last ?? "") ?? 0
        XCTAssertEqual(fired - tapped, 0.35, accuracy: 1.0 / 60 + 1e-9,
                       "the single tap fires once the double tap's wait is over")
        XCTAssertEqual([single.state, double.state], [.possible, .possible])
    }

    func testADoubleTapKeepsTheSingleTapFromFiring() {
        let (single, double) = recognizers()
        single.require(toFail: double)
        tap(CGPoint(x: 100, y: 100))
        frames(6)
        tap(CGPoint(x: 100, y: 100))
        frames(30)
        XCTAssertEqual(log, ["double"])
        XCTAssertEqual([single.state, double.state], [.possible, .possible])
        // And the pair works again afterwards.
        tap(CGPoint(x: 100, y: 100))
        frames(30)
        XCTAssertEqual(log.count, 2)
        XCTAssertTrue(log[1].hasPrefix("single"))
    }

    /// Without a requirement the first tap is a single tap at once, and it does not keep the
    /// double tap from counting it: "a UITapGestureRecognizer never prevents another
    /// UITapGestureRecognizer with a higher tap count" (UIGestureRecognizerSubclass.h).
    func testWithoutARequirementBothTapsFire() {
        _ = recognizers()
        tap(CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.count, 1)
        XCTAssertTrue(log.first?.hasPrefix("single") == true)
        frames(6)
        tap(CGPoint(x: 100, y: 100))
        XCTAssertTrue(log.contains("double"))
    }

    /// The same wait, asked of the delegates as the single tap would recognize.
    func testDelegatesCanMakeARecognizerWait() {
        final class Waits: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
            }
        }
        final class MakesWait: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        for asking in ["single", "double"] {
            log = []
            let (single, double) = recognizers()
            let waits = Waits(), makesWait = MakesWait()
            if asking == "single" { single.delegate = waits } else { double.delegate = makesWait }
            tap(CGPoint(x: 100, y: 100))
            XCTAssertEqual(log, [], "\(asking): held")
            frames(6)
            tap(CGPoint(x: 100, y: 100))
            frames(30)
            XCTAssertEqual(log, ["double"], "\(asking): the double tap alone")
            surface.removeGestureRecognizer(single)
            surface.removeGestureRecognizer(double)
        }
    }

    /// A held recognition does not outlive what it waits for: a disabled recognizer drops it,
    /// and one whose requirement left its view goes on at the next touch.
    func testAHeldRecognitionEndsWithItsRequirementOrItself() {
        let (single, double) = recognizers()
        single.require(toFail: double)
        tap(CGPoint(x: 100, y: 100))
        single.isEnabled = false
        single.isEnabled = true
        XCTAssertEqual(single.state, .possible)
        frames(30)
        XCTAssertEqual(log, [], "the disabled single tap dropped its held tap")
        tap(CGPoint(x: 100, y: 100))
        surface.removeGestureRecognizer(double)
        tap(CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.count, 2, "the next touch lets the held single tap go (its requirement left), then is one itself")
        XCTAssertTrue(log.allSatisfy { $0.hasPrefix("single") })
    }

    func testARecognizerCannotWaitForItself() {
        let tap = UITapGestureRecognizer { _ in }
        var messages: [String] = []
        let previous = LabDiagnostics.setSink { messages.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        tap.require(toFail: tap)
        XCTAssertEqual(messages.count, 1)
    }
}
