import Foundation
import LabKit
import XCTest

/// The main queue, Foundation's run loop and randomness on the lab clock and the lab seed,
/// offscreen (the `RunLoop`, `Sleep`, `WallSleep`, `Spinner`, `Random` and `Runaway` scenes of
/// FeatureFixture).
final class RunLoopTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try LabProcess.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The colours of the RunLoop scene's eight cells (or the Sleep scene's seven): R (not run), G (ran on time),
    /// O (ran at the wrong time), B (ran twice).
    static func cells(_ image: CGImage, count: Int = 8) -> String {
        let scale = image.width / (count * 40)
        return (0..<count).map { index -> String in
            let p = image.pixel(x: (index * 40 + 20) * scale, y: 20 * scale)
            switch (p.red, p.green, p.blue) {
            case (255, 0, 0): return "R"
            case (0, 255, 0): return "G"
            case (0, 0, 255): return "B"
            default: return "O"
            }
        }.joined()
    }

    private func runLoopCells(at time: Double) throws -> String {
        let image = try LabProcess.render(["--plugin", "FeatureFixture", "--scene", "RunLoop", "--scale", "1",
                                           "--time", String(time)], in: directory)
        return Self.cells(image)
    }

    /// Each block runs in the frame of its deadline and not the frame before, sees its
    /// deadline as `Date()` and `systemUptime`, and runs once. `RunLoop.main.perform`,
    /// `OperationQueue.main` and main-actor tasks scheduled from a block run in that block's
    /// frame (iOS runs them in the same run loop turn, before Core Animation's commit).
    func testEachSchedulingAPIRunsAtItsLabTime() throws {
        let frame = 1.0 / 60
        let expected: [(Double, String)] = [
            (0, "RRRRRRRR"), (frame, "GRRRRRRR"),
            (0.5 - frame, "GRRRRRRR"), (0.5, "GGRRRGRR"),
            (0.75 - frame, "GGRRRGRR"), (0.75, "GGGRRGGR"),
            (1 - frame, "GGGRRGGR"), (1, "GGGGRGGG"),
            (1.25 - frame, "GGGGRGGG"), (1.25, "GGGGGGGG"),
            (3, "GGGGGGGG"),
        ]
        for (time, cells) in expected {
            XCTAssertEqual(try runLoopCells(at: time), cells, "at \(time) s")
        }
    }

    /// A Foundation timer fires at its lab time even when that time, on the monotonic clock
    /// the lab answers (lab time plus a fixed origin), lies past the machine's real uptime:
    /// CFRunLoop arms a kernel timer for it, which must not hold it back. The timer is
    /// scheduled a thousand seconds past the uptime; the clock takes about 200 steps there.
    func testFoundationTimerFiresWhateverTheMachinesUptime() throws {
        let uptime = try XCTUnwrap(Double(try String(contentsOfFile: "/proc/uptime", encoding: .utf8).split(separator: " ")[0]))
        let delay = (uptime + 1000).rounded(.up)
        let fps = 200 / (delay + 2)
        for (time, cells) in [(delay + 0.5, "R"), (delay + 1.5, "G")] {
            let image = try LabProcess.render(["--plugin", "FeatureFixture", "--scene", "LateTimer", "--scale", "1",
                                               "--set", "delay=\(delay)", "--fps", String(fps), "--time", String(time)],
                                              in: directory)
            XCTAssertEqual(Self.cells(image, count: 1), cells, "at \(time) s, the timer scheduled at \(delay) s")
        }
    }

    /// Core Foundation's run-loop timers, made and added as iOS code does
    /// (`CFRunLoopTimerCreateWithHandler`, `CFRunLoopAddTimer`), are Foundation timers on the
    /// lab clock: a one-shot at 0.5 s, a repeating one every 0.25 s that stops itself after
    /// three firings.
    func testCoreFoundationRunLoopTimersFireAtTheirLabTime() throws {
        let frame = 1.0 / 60
        let expected: [(Double, String)] = [
            (0.25 - frame, "RRRR"), (0.25, "RGRR"), (0.5 - frame, "RGRR"), (0.5, "GGGR"), (0.75, "GGGG"), (2, "GGGG"),
        ]
        for (time, cells) in expected {
            let image = try LabProcess.render(["--plugin", "FeatureFixture", "--scene", "CFTimer", "--scale", "1",
                                               "--time", String(time)], in: directory)
            XCTAssertEqual(Self.cells(image, count: 4), cells, "at \(time) s")
        }
    }

    /// `Task.sleep` in a main-actor task wakes at its lab time (the task resumes in that
    /// frame's drain), and Dispatch's own `asyncAfter` variants (with `qos` and `flags`, with a
    /// `DispatchWorkItem`) run at their lab deadlines; a cancelled work item never runs. No
    /// wall-time warning.
    func testTaskSleepAndDispatchWorkItemsRunAtTheirLabTime() throws {
        let frame = 1.0 / 60
        let expected: [(Double, String)] = [
            (0.59 - frame, "RRRRRRR"), (0.6, "GRRRRRR"),
            (0.84 - frame, "GRRRRRR"), (0.85, "GGRRRRR"),
            (1.09 - frame, "GGRRRRR"), (1.1, "GGGRRRR"),
            (1.1, "GGGRRRR"), (1.1 + frame, "GGGGRRR"),
            (1.3, "GGGGRRR"), (1.3 + frame, "GGGGGRR"),
            (1.4, "GGGGGRR"), (1.4 + frame, "GGGGGGR"),
            (3, "GGGGGGR"),
        ]
        for (time, cells) in expected {
            let out = directory.appendingPathComponent("sleep.png").path
            let result = try LabProcess.run(["--plugin", "FeatureFixture", "--scene", "Sleep", "--scale", "1",
                                             "--time", String(time), "--offscreen", "--out", out])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.errorLines, [], "at \(time) s")
            let image = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: out))
            XCTAssertEqual(Self.cells(image, count: 7), cells, "at \(time) s")
        }
    }

    /// Sleeps left on wall time (with a tolerance, or from a task started off the main
    /// thread) are reported, once however many there are.
    func testWallTimeSleepsAreReportedOnce() throws {
        let out = directory.appendingPathComponent("wall.png").path
        let result = try LabProcess.run(["--plugin", "FeatureFixture", "--scene", "WallSleep", "--scale", "1",
                                         "--time", "1", "--offscreen", "--out", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.errorLines.filter { $0.contains("runs on wall time") }.count, 1, result.stderr)
    }

    /// A frame of a sequence equals the single frame at the same time.
    func testSequenceFramesMatchSingleFrames() throws {
        let out = directory.appendingPathComponent("seq").path
        let result = try LabProcess.run(["--plugin", "FeatureFixture", "--scene", "RunLoop", "--scale", "1", "--offscreen",
                                         "--from", "0.5", "--duration", "0.8", "--fps", "4", "--out", out + "/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let cells = try (0..<4).map { try Self.cells(CGImage(contentsOfPNGFile: URL(fileURLWithPath: out + String(format: "/frame-%05d.png", $0)))) }
        XCTAssertEqual(cells, ["GGRRRGRR", "GGGRRGGR", "GGGGRGGG", "GGGGGGGG"])
    }

    private func png(_ arguments: [String], name: String) throws -> Data {
        let out = directory.appendingPathComponent(name).path
        let result = try LabProcess.run(arguments + ["--offscreen", "--out", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try Data(contentsOf: URL(fileURLWithPath: out))
    }

    /// The same seed gives the same bytes, another seed other bytes, `--seed random` differs
    /// from run to run.
    func testRandomnessFollowsTheSeed() throws {
        let random = ["--plugin", "FeatureFixture", "--scene", "Random", "--time", "1", "--scale", "1"]
        let first = try png(random, name: "a.png")
        XCTAssertEqual(try png(random, name: "b.png"), first, "the default seed")
        XCTAssertEqual(try png(random + ["--seed", "0"], name: "c.png"), first, "the default seed is 0")
        let seven = try png(random + ["--seed", "7"], name: "d.png")
        XCTAssertEqual(try png(random + ["--seed", "7"], name: "e.png"), seven)
        XCTAssertNotEqual(seven, first)
        XCTAssertNotEqual(try png(random + ["--seed", "random"], name: "f.png"), try png(random + ["--seed", "random"], name: "g.png"))
    }

    /// Emitters draw their particles from the lab seed mixed with their own: `--seed 0` is
    /// the default, another seed other confetti, the same on every run.
    func testEmittersFollowTheLabSeed() throws {
        let confetti = ["--plugin", "FeatureFixture", "--scene", "Emitter", "--time", "1", "--scale", "1"]
        let first = try png(confetti, name: "a.png")
        XCTAssertEqual(try png(confetti + ["--seed", "0"], name: "b.png"), first)
        let seven = try png(confetti + ["--seed", "7"], name: "c.png")
        XCTAssertEqual(try png(confetti + ["--seed", "7"], name: "d.png"), seven)
        XCTAssertNotEqual(seven, first)
    }

    func testBadSeedIsAnError() throws {
        let result = try LabProcess.run(["--plugin", "FeatureFixture", "--seed", "dice", "--offscreen", "--out", "x.png"])
        XCTAssertEqual(result.status, 64, result.stderr)
        XCTAssertTrue(result.stderr.contains("--seed"), result.stderr)
    }

    /// A spinner re-arming itself with `asyncAfter` every 0.25 s turns 30° each time for 10 s:
    /// at 10 s it has turned 40 times (120°, as at 7 s), at 9.75 s 39 times.
    func testSelfReArmingSpinnerKeepsTurning() throws {
        let spinner = ["--plugin", "FeatureFixture", "--scene", "Spinner", "--scale", "1"]
        let ten = try png(spinner + ["--time", "10"], name: "10.png")
        XCTAssertEqual(try png(spinner + ["--time", "7"], name: "7.png"), ten)
        XCTAssertNotEqual(try png(spinner + ["--time", "9.75"], name: "9.75.png"), ten)
        XCTAssertNotEqual(try png(spinner + ["--time", "9.9"], name: "9.9.png"), try png(spinner + ["--time", "9.5"], name: "9.5.png"))
    }

    /// Bad intervals, a century-away deadline and blocks that re-enqueue themselves forever:
    /// the lab renders on (the bar reaches 2 s × 50 pt), in bounded time, with one line for
    /// each problem.
    func testRunawaySchedulingKeepsRendering() throws {
        let start = Date()
        let out = directory.appendingPathComponent("runaway.png").path
        let result = try LabProcess.run(["--plugin", "FeatureFixture", "--scene", "Runaway", "--scale", "1",
                                         "--time", "2", "--offscreen", "--out", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
        let image = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: out))
        XCTAssertEqual(image.pixel(x: 98, y: 10).green, 255, "the bar grew with the frames")
        let lines = result.errorLines
        for expected in ["Timer: interval nan is not finite", "fire date nan is not finite", "past any lab render", "re-enqueued itself with no delay", "blocks in one frame"] {
            XCTAssertEqual(lines.filter { $0.contains(expected) }.count, 1, "\(expected) in \(lines)")
        }
    }
}
