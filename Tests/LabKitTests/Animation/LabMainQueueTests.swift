@_spi(LabHost) import LabKit
import XCTest

/// `DispatchQueue.main` on the lab clock, in-process (no host puts `DispatchTime.now()` on lab
/// time here; deadlines count from it, so they still land at their lab times).
/// Dispatch documents the main queue as serial: blocks run one at a time, in the order
/// submitted; `asyncAfter` submits at the deadline.
final class LabMainQueueTests: AnimationTestCase {
    private var log: [String] = []

    private func note(_ name: String) -> @Sendable () -> Void {
        { [unowned self] in self.log.append("\(name)@\(String(format: "%.4f", CACurrentMediaTime()))") }
    }

    func testAsyncBlocksRunInOrderInTheNextFrame() {
        DispatchQueue.main.async(execute: note("a"))
        DispatchQueue.main.async(execute: note("b"))
        XCTAssertEqual(log, [])
        advance(to: 1.0 / 60)
        XCTAssertEqual(log, ["a@0.0000", "b@0.0000"])
    }

    /// The deadlines differ by more than the microseconds that pass between the calls: in
    /// this process `DispatchTime.now()` is the machine's clock, which moves between them.
    func testDeadlinesRunAtTheirLabTimesInDeadlineOrder() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: note("late"))
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.26, execute: note("middle"))
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25, execute: note("early"))
        advance(to: 0.24)
        XCTAssertEqual(log, [])
        advance(to: 0.25)
        XCTAssertEqual(log, ["early@0.2500"])
        advance(to: 0.5)
        XCTAssertEqual(log, ["early@0.2500", "middle@0.2600", "late@0.5000"])
    }

    /// What the host hands the lab clock from Dispatch (`LabClock.schedule(at:)`) runs at its
    /// lab time with the timers, in deadline order; a time already past runs as a block
    /// enqueued then with no delay would (here, first in the next turn); an infinite one never.
    func testWorkScheduledAtALabTimeRunsThen() {
        LabClock.schedule(at: 0.3, note("b"))
        LabClock.schedule(at: 0.2, note("a"))
        LabClock.schedule(at: .infinity, note("never"))
        advance(to: 0.29)
        XCTAssertEqual(log, ["a@0.2000"])
        LabClock.schedule(at: 0.1, note("past"))
        advance(to: 0.3)
        XCTAssertEqual(log, ["a@0.2000", "past@0.2900", "b@0.3000"])
        advance(to: 100)
        XCTAssertEqual(log.count, 3)
    }

    /// Work the host runs at once (Swift concurrency's jobs) runs among the timers of the turn
    /// that enqueued it, at the time it was enqueued, before later deadlines.
    func testWorkScheduledAtOnceRunsAmongTheTimersOfItsTurn() {
        LabClock.schedule(at: 0.2) {
            self.note("timer")()
            LabClock.scheduleAtOnce(self.note("at once"))
        }
        LabClock.schedule(at: 0.25, note("later"))
        advance(to: 0.3)
        XCTAssertEqual(log, ["timer@0.2000", "at once@0.2000", "later@0.2500"])
    }

    /// Blocks enqueued by display links (and input) run in the same frame, before the commit,
    /// as UIKit's run loop drains the main queue before its before-waiting observer commits.
    func testBlocksFromADisplayLinkRunBeforeTheCommit() {
        let layer = committedLayer()
        let link = CADisplayLink { _ in
            DispatchQueue.main.async { layer.opacity = 0.5 }
        }
        link.add(to: .main, forMode: .common)
        advance(to: 1.0 / 60)
        link.invalidate()
        XCTAssertEqual(layer.opacity, 0.5)
        XCTAssertNotNil(layer.animation(forKey: "opacity"), "changed before the commit, so animated implicitly")
    }

    /// A block that re-enqueues itself with no delay runs once per drain: the frame goes on.
    func testZeroDelaySelfReschedulingIsBoundedPerFrame() {
        final class Spinner: @unchecked Sendable {
            var count = 0
            func spin() { count += 1; DispatchQueue.main.async { self.spin() } }
        }
        let spinner = Spinner()
        spinner.spin()
        advance(to: 1.0 / 60)
        let first = spinner.count
        advance(to: 2.0 / 60)
        XCTAssertLessThanOrEqual(spinner.count - first, 2)
        XCTAssertGreaterThan(spinner.count, first)
    }

    /// Tiny positive delays (each block due 10 µs of lab time later) are capped per frame and
    /// reported once; the frame still reaches its time. (Scheduled on the lab clock directly,
    /// as the host hands it Dispatch's delayed work: in-process, `DispatchTime.now()` is real
    /// time, and on a loaded machine more than 10 µs pass between a block reading it and
    /// the queue converting its deadline.)
    func testBlocksPerFrameAreCapped() {
        final class Flood: @unchecked Sendable {
            var count = 0
            func run() { count += 1; LabClock.schedule(at: CACurrentMediaTime() + 1e-5) { self.run() } }
        }
        let flood = Flood()
        flood.run()
        advance(to: 1.0 / 60)
        XCTAssertEqual(flood.count, 1 + 1_000)
        XCTAssertEqual(CACurrentMediaTime(), 1.0 / 60)
        XCTAssertEqual(diagnostics.filter { $0.contains("blocks in one frame") }.count, 1)
    }

    func testAFarDeadlineIsReportedAndNeverRuns() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 100 * 365 * 24 * 3600, execute: note("century"))
        DispatchQueue.main.asyncAfter(deadline: .distantFuture, execute: note("never"))
        advance(to: 1)
        XCTAssertEqual(log, [])
        XCTAssertEqual(diagnostics.filter { $0.contains("past any lab render") }.count, 1)
    }

    func testWallDeadlinesRunAtTheirLabTimes() {
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.5, execute: note("wall"))
        advance(to: 0.49)
        XCTAssertEqual(log, [])
        advance(to: 0.5)
        XCTAssertEqual(log.count, 1)
    }

    func testResetForgetsPendingBlocks() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, execute: note("old"))
        LabClock.reset()
        LabClock.commit(root: root)
        advance(to: 0.2)
        XCTAssertEqual(log, [])
    }

    func testOtherQueuesStayOnDispatch() {
        let done = expectation(description: "ran on its queue")
        DispatchQueue(label: "lab.test").async { done.fulfill() }
        wait(for: [done], timeout: 5)
    }
}
