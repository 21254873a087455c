@_spi(LabHost) import LabKit
import XCTest

/// Display links and timers on the lab clock.
final class LabClockTests: AnimationTestCase {
    func testDisplayLinkFiresOncePerFrameWithTimestamps() {
        var calls: [(Double, Double, Double)] = []
        let link = CADisplayLink { link in calls.append((link.timestamp, link.targetTimestamp, CACurrentMediaTime())) }
        link.add(to: .main, forMode: .common)
        advance(to: 3.0 / 60)
        XCTAssertEqual(calls.count, 3)
        XCTAssertEqual(calls[1].0, 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(calls[1].1, 2.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(calls[1].2, 2.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-12)
        link.isPaused = true
        advance(to: 5.0 / 60)
        XCTAssertEqual(calls.count, 3)
        link.isPaused = false
        link.invalidate()
        advance(to: 7.0 / 60)
        XCTAssertEqual(calls.count, 3)
    }

    func testPreferredFramesPerSecondSkipsFrames() {
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        advance(to: 1)
        XCTAssertEqual(count, 30)
        link.invalidate()
    }

    func testTimersFireAtTheirExactTimesInOrder() {
        var log: [String] = []
        LabTimer.after(0.105) { log.append("after@\(CACurrentMediaTime())") }
        let repeating = LabTimer.scheduledTimer(withTimeInterval: 0.04, repeats: true) { _ in
            log.append("tick@\(CACurrentMediaTime())")
        }
        advance(to: 0.1)
        XCTAssertEqual(log, ["tick@0.04", "tick@0.08"])
        advance(to: 0.13)
        XCTAssertEqual(log, ["tick@0.04", "tick@0.08", "after@0.105", "tick@0.12"])
        repeating.invalidate()
        XCTAssertFalse(repeating.isValid)
        advance(to: 1)
        XCTAssertEqual(log.count, 4)
    }

    func testAnimationsAddedByATimerBeginAtItsTime() {
        let layer = committedLayer()
        LabTimer.after(0.255) { layer.add(self.basicX(from: 0, to: 10), forKey: "x") }
        advance(to: 0.3)
        XCTAssertEqual(layer.animation(forKey: "x")?.beginTime ?? -1, 0.255, accuracy: 1e-12)
        XCTAssertEqual(Double(layer.presentation()!.position.x), 0.45, accuracy: 1e-9)
    }

    func testResetForgetsEverything() {
        var fired = false
        LabTimer.after(0.1) { fired = true }
        let link = CADisplayLink { _ in fired = true }
        link.add(to: .main, forMode: .common)
        LabClock.reset()
        XCTAssertEqual(CACurrentMediaTime(), 0)
        advance(to: 1)
        XCTAssertFalse(fired)
    }
}
