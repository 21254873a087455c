@_spi(LabHost) import LabKit
import XCTest

/// Delayed performs as `lab port` writes them: they run on the lab clock and
/// `cancelPreviousPerformRequests` cancels them, all of a target's or one method's.
final class NSObjectDelayedPerformTests: AnimationTestCase {
    private final class Blinker: NSObject {
        var log: [String] = []
    }

    func testPerformsRunAtTheirDelayUnlessCancelled() {
        let blinker = Blinker()
        blinker.perform(afterDelay: 0.5, selectorName: "blink") { blinker.log.append("blink") }
        blinker.perform(afterDelay: 0.25, selectorName: "show(_:)") { blinker.log.append("show") }
        advance(to: 0.3)
        XCTAssertEqual(blinker.log, ["show"])
        advance(to: 0.6)
        XCTAssertEqual(blinker.log, ["show", "blink"])

        blinker.perform(afterDelay: 0.5, selectorName: "blink") { blinker.log.append("blink") }
        blinker.perform(afterDelay: 0.5, selectorName: "show(_:)") { blinker.log.append("show") }
        NSObject.cancelPreviousPerformRequests(withTarget: blinker, selectorName: "blink")
        advance(to: 1.2)
        XCTAssertEqual(blinker.log, ["show", "blink", "show"], "only blink was cancelled")

        blinker.perform(afterDelay: 0.5, selectorName: "blink") { blinker.log.append("blink") }
        blinker.perform(afterDelay: 0.5, selectorName: "show(_:)") { blinker.log.append("show") }
        NSObject.cancelPreviousPerformRequests(withTarget: Blinker())
        NSObject.cancelPreviousPerformRequests(withTarget: blinker)
        advance(to: 2)
        XCTAssertEqual(blinker.log.count, 3, "another object's cancel cancels nothing; the target's cancels both")
    }

    func testAPerformHoldsItsTargetUntilItRuns() {
        weak var released: Blinker?
        var ran = false
        do {
            let blinker = Blinker()
            released = blinker
            blinker.perform(afterDelay: 0.5, selectorName: "blink") { ran = true }
        }
        XCTAssertNotNil(released, "retained while pending, as Apple's performs retain their target")
        advance(to: 1)
        XCTAssertTrue(ran)
        XCTAssertNil(released)
    }
}
