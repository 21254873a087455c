import Foundation
import LabKit
import LabTesting
import XCTest

/// `lab` in real windows: X11 under Xvfb, Wayland under a headless weston, and Wayland input
/// through weston's X11 back end inside Xvfb driven by xdotool. Every server is started by
/// the test and stopped (and waited for) whatever happens.
final class WindowTests: XCTestCase {
    private var stops: [() -> Void] = []
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try LabProcess.temporaryDirectory()
    }

    override func tearDown() {
        for stop in stops.reversed() { stop() }
        stops = []
        super.tearDown()
    }

    private func lab(_ arguments: [String], environment: [String: String]) throws -> BackgroundProcess {
        let process = try BackgroundProcess(LabProcess.buildDirectory + "/lab", arguments, environment: environment,
                                            directory: directory)
        stops.append { process.stop() }
        return process
    }

    private func xvfb(width: Int = 800, height: Int = 1400) throws -> XvfbServer {
        let server = try XvfbServer(width: width, height: height)
        stops.append { server.stop() }
        return server
    }

    private func weston(x11 xvfb: XvfbServer? = nil, width: Int, height: Int) throws -> WestonServer {
        let server = try WestonServer(x11: xvfb, width: width, height: height)
        stops.append { server.stop() }
        return server
    }

    /// #66FF66 (screen 1), #FFFF00 (screen 2) or black (the button), within 4.
    private func color(_ image: CGImage, _ x: Int, _ y: Int) -> String {
        let p = image.pixel(x: x, y: y)
        func near(_ r: Int, _ g: Int, _ b: Int) -> Bool {
            abs(Int(p.red) - r) <= 4 && abs(Int(p.green) - g) <= 4 && abs(Int(p.blue) - b) <= 4
        }
        if near(0x66, 0xFF, 0x66) { return "green" }
        if near(0xFF, 0xFF, 0) { return "yellow" }
        if near(0, 0, 0) { return "black" }
        return "other(\(p.red),\(p.green),\(p.blue))"
    }

    /// Waits until `check` holds for a fresh screenshot (frames follow input within a frame
    /// or two, but the machine is shared).
    private func eventually(_ screenshot: () throws -> CGImage, timeout: Double = 10,
                            _ check: (CGImage) -> Bool) throws -> CGImage {
        let deadline = Date().addingTimeInterval(timeout)
        var image = try screenshot()
        while !check(image) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            image = try screenshot()
        }
        return image
    }

    // MARK: X11

    /// In a window the main queue and Foundation's timers run on the lab clock too: paused
    /// just before a deadline nothing runs, however long the wall clock waits; stepping one
    /// frames (→, twice: wall-clock steps of 1/60 s add up to a hair under 0.5 s) passes the
    /// deadline and runs it (cells as in `RunLoopTests`).
    func testScheduledWorkPausesAndStepsWithTheLabClock() throws {
        let x = try xvfb()
        let lab = try lab(["--plugin", "FeatureFixture", "--scene", "RunLoop", "--scale", "1", "--paused",
                           "--time", String(0.5 - 1.0 / 60)], environment: x.environment)
        XCTAssertNotNil(lab.waitForLine(containing: "in an X11 window"), lab.stderr)
        let window = try x.window(withClass: "AnimationLab")
        let before = try eventually({ try x.screenshot(window) }) { RunLoopTests.cells($0) == "GRRRRRRR" }
        XCTAssertEqual(RunLoopTests.cells(before), "GRRRRRRR")
        Thread.sleep(forTimeInterval: 1.5)
        XCTAssertEqual(RunLoopTests.cells(try x.screenshot(window)), "GRRRRRRR", "paused: nothing ran")
        try x.xdotool(["key", "--window", window, "Right", "Right"])
        let after = try eventually({ try x.screenshot(window) }) { RunLoopTests.cells($0) == "GGRRRGRR" }
        XCTAssertEqual(RunLoopTests.cells(after), "GGRRRGRR", "stepped past 0.5 s")
        try x.xdotool(["key", "--window", window, "space"])
        // Running on wall time, a frame of a loaded machine can last longer than 1/60 s, so
        // the work cells 5–7 hand on to run in the same frame may read a time more than 1/60 s
        // past its deadline (orange): each must still have run, once.
        func ranOnce(_ cells: String) -> Bool {
            cells.hasPrefix("GGGGG") && cells.dropFirst(5).allSatisfy { $0 == "G" || $0 == "O" }
        }
        let running = try eventually({ try x.screenshot(window) }) { ranOnce(RunLoopTests.cells($0)) }
        XCTAssertTrue(ranOnce(RunLoopTests.cells(running)), "resumed: every deadline passes on wall time: \(RunLoopTests.cells(running))")
    }


    /// `Task.sleep` and Dispatch's own `asyncAfter` variants pause and step with the lab clock
    /// in a window too (cells as in `RunLoopTests.testTaskSleepAndDispatchWorkItemsRunAtTheirLabTime`;
    /// a window's frames add up 1/60 s steps, so the tasks start a frame after 0.1 s and the
    /// first wakes at 0.6167 s, not 0.6): paused at 0.55 s nothing has run; five steps wake
    /// the first task, on time. Resumed, every deadline passes on wall time; the tasks' cells
    /// are then only checked to have run once (a wall-clock frame may last more than 1/60 s,
    /// so their resumption can be later than the scene's on-time test allows).
    func testTaskSleepPausesAndStepsWithTheLabClock() throws {
        let x = try xvfb()
        let lab = try lab(["--plugin", "FeatureFixture", "--scene", "Sleep", "--scale", "1", "--paused", "--time", "0.55"],
                          environment: x.environment)
        XCTAssertNotNil(lab.waitForLine(containing: "in an X11 window"), lab.stderr)
        let window = try x.window(withClass: "AnimationLab")
        let cells = { (image: CGImage) in RunLoopTests.cells(image, count: 7) }
        XCTAssertEqual(cells(try eventually({ try x.screenshot(window) }) { cells($0) == "RRRRRRR" }), "RRRRRRR")
        Thread.sleep(forTimeInterval: 1)
        XCTAssertEqual(cells(try x.screenshot(window)), "RRRRRRR", "paused: no task woke")
        try x.xdotool(["key", "--window", window, "Right", "Right", "Right", "Right", "Right"])
        XCTAssertEqual(cells(try eventually({ try x.screenshot(window) }) { cells($0) == "GRRRRRR" }), "GRRRRRR", "stepped past 0.6167 s")
        try x.xdotool(["key", "--window", window, "space"])
        let resumed = cells(try eventually({ try x.screenshot(window) }) { cells($0).hasSuffix("GGGR") })
        XCTAssertEqual(resumed.suffix(4), "GGGR", "the work items ran on time, the cancelled one never")
        XCTAssertFalse(resumed.prefix(3).contains("R") || resumed.prefix(3).contains("B"), "each task woke once: \(resumed)")
    }

    /// A step back restarts the scene (and replays it): the timer, `asyncAfter` and sleeping
    /// task of the first run are gone, so each deadline runs once, for the new run (green,
    /// not blue).
    func testARestartedSceneRunsOnlyItsOwnScheduledWork() throws {
        let x = try xvfb()
        let lab = try lab(["--plugin", "FeatureFixture", "--scene", "Restart", "--scale", "1", "--paused", "--time", "0.5"],
                          environment: x.environment)
        XCTAssertNotNil(lab.waitForLine(containing: "in an X11 window"), lab.stderr)
        let window = try x.window(withClass: "AnimationLab")
        let cells = { (image: CGImage) in RunLoopTests.cells(image, count: 3) }
        XCTAssertEqual(cells(try eventually({ try x.screenshot(window) }) { cells($0) == "RRR" }), "RRR")
        try x.xdotool(["key", "--window", window, "Left", "space"])
        let after = try eventually({ try x.screenshot(window) }) { !cells($0).contains("R") }
        XCTAssertEqual(cells(after), "GGG", "each deadline ran once, for the restarted scene")
    }

    /// `--seed` holds in a window too: the same seed draws the same dots, another seed others.
    func testSeedInAWindow() throws {
        let x = try xvfb()
        func dots(seed: String) throws -> [UInt8] {
            let lab = try lab(["--plugin", "FeatureFixture", "--scene", "Random", "--scale", "1", "--paused", "--seed", seed],
                              environment: x.environment)
            defer { lab.stop() }
            XCTAssertNotNil(lab.waitForLine(containing: "in an X11 window"), lab.stderr)
            let window = try x.window(withClass: "AnimationLab")
            // The first frames may precede the window's content: wait for the dots to settle.
            func pixels() throws -> [UInt8] {
                let image = try x.screenshot(window)
                return (0..<image.height).flatMap { y in
                    (0..<image.width).flatMap { x in
                        let p = image.pixel(x: x, y: y)
                        return [p.red, p.green, p.blue]
                    }
                }
            }
            var previous = try pixels()
            for _ in 0..<20 {
                Thread.sleep(forTimeInterval: 0.2)
                let next = try pixels()
                if next == previous { break }
                previous = next
            }
            return previous
        }
        let seven = try dots(seed: "7")
        XCTAssertEqual(try dots(seed: "7"), seven, "the same seed")
        XCTAssertNotEqual(try dots(seed: "8"), seven, "another seed")
    }

    func testPingInAnX11Window() throws {
        let x = try xvfb()
        let ping = try lab(["--plugin", "Ping"], environment: x.environment)
        XCTAssertNotNil(ping.waitForLine(containing: "in an X11 window (750x1334 pixels, scale 2)"), ping.stderr)
        let window = try x.window(withClass: "AnimationLab")

        let first = try eventually({ try x.screenshot(window) }) { color($0, 400, 200) == "green" }
        XCTAssertEqual(first.width, 750)
        XCTAssertEqual(first.height, 1334)
        XCTAssertEqual(color(first, 400, 200), "green", "screen 1")
        XCTAssertEqual(color(first, 686, 64), "black", "the button")

        try x.xdotool(["mousemove", "--window", window, "686", "64", "click", "1"])
        let second = try eventually({ try x.screenshot(window) }) { color($0, 400, 200) == "yellow" && color($0, 20, 1300) == "yellow" }
        XCTAssertEqual(color(second, 400, 200), "yellow", "the tap pushed screen 2")
        XCTAssertEqual(color(second, 20, 1300), "yellow", "and the circle has covered it")

        try x.xdotool(["key", "s"])
        let saved = try XCTUnwrap(ping.waitForLine(containing: "lab: saved "), ping.stderr)
        let path = String(saved.dropFirst("lab: saved ".count))
        let png = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: path))
        XCTAssertEqual(png.width, 750)
        XCTAssertEqual(color(png, 400, 200), "yellow", "the saved frame is screen 2")

        // A smaller window: the scene lays out again, the button at the new right edge.
        try x.xdotool(["windowsize", window, "600", "1000"])
        let resized = try eventually({ try x.screenshot(window) }) {
            $0.width == 600 && color($0, 600 - 64, 64) == "black" && color($0, 20, 980) == "yellow"
        }
        XCTAssertEqual(resized.width, 600)
        XCTAssertEqual(color(resized, 600 - 64, 64), "black", "the button follows the right edge")
        XCTAssertEqual(color(resized, 20, 980), "yellow")

        try x.xdotool(["key", "q"])
        XCTAssertEqual(ping.waitForExit(timeout: 10), 0, ping.stderr)
        XCTAssertEqual(ping.stderr, "")
    }

    /// A window destroyed from outside (as a window manager's close would end it) ends the
    /// lab cleanly.
    func testClosingTheX11WindowExitsWithStatus0() throws {
        let x = try xvfb()
        let lab = try lab(["--plugin", "Elastic"], environment: x.environment)
        XCTAssertNotNil(lab.waitForLine(containing: "in an X11 window"), lab.stderr)
        let window = try x.window(withClass: "AnimationLab")
        try x.xdotool(["windowclose", window])
        XCTAssertEqual(lab.waitForExit(timeout: 10), 0, lab.stderr)
        XCTAssertEqual(lab.stderr, "")
    }

    /// `--record` from a window samples the scene at --fps of lab time for --duration, then
    /// writes the file while the window stays open.
    func testRecordingFromAnX11Window() throws {
        let x = try xvfb()
        let clip = directory.appendingPathComponent("clip.png").path
        let lab = try lab(["--plugin", "Loading", "--scale", "1", "--record", clip, "--duration", "1", "--fps", "10"],
                          environment: x.environment)
        XCTAssertNotNil(lab.waitForLine(containing: "lab: recorded \(clip) (10 frames at 10 fps)"), lab.stderr)
        let probe = try FFprobe.stream(of: clip)
        XCTAssertEqual([probe.frames, probe.width, probe.height], [10, 375, 667])
        try FFprobe.ffmpeg(["-i", clip, directory.appendingPathComponent("%d.png").path])
        // At 0.9 s the orchid circle has grown and sits on the wobble's centre.
        let last = try CGImage(contentsOfPNGFile: directory.appendingPathComponent("10.png"))
        let p = last.pixel(x: 187, y: 347)
        XCTAssertEqual([Int(p.red), Int(p.green), Int(p.blue)].map { $0 / 8 }, [0xDA / 8, 0x70 / 8, 0xD6 / 8])
        XCTAssertNil(lab.waitForExit(timeout: 0.5), "the window stays open after recording")
    }

    /// `--watch` in a window: an edit swaps the scene in; a broken edit puts the compiler's
    /// message in a banner over the old scene, which keeps running.
    func testWatchingInAnX11Window() throws {
        let plugin = try ScaffoldedPlugin("WindowWatched")
        defer { plugin.remove() }
        let x = try xvfb()
        let lab = try BackgroundProcess(LabProcess.buildDirectory + "/lab", ["--plugin", "WindowWatched", "--watch", "--scale", "1"],
                                        environment: x.environment, directory: plugin.root)
        stops.append { lab.stop() }
        XCTAssertNotNil(lab.waitForLine(containing: "in an X11 window", timeout: 300), lab.stderr)
        let window = try x.window(withClass: "AnimationLab")
        func centre(_ image: CGImage) -> [Int] {
            let p = image.pixel(x: 160, y: 240)
            return [Int(p.red), Int(p.green), Int(p.blue)]
        }
        XCTAssertEqual(centre(try eventually({ try x.screenshot(window) }) { centre($0) == [51, 128, 242] }), [51, 128, 242])

        try plugin.setBallColor(red: 0.9, green: 0.1, blue: 0.1)
        let recolored = try eventually({ try x.screenshot(window) }, timeout: 60) { centre($0) == [230, 26, 26] }
        XCTAssertEqual(centre(recolored), [230, 26, 26], lab.stderr)

        try plugin.breakSource()
        let banner = try eventually({ try x.screenshot(window) }, timeout: 60) { image in
            let p = image.pixel(x: 14, y: 12)
            return p.red > 120 && p.green < 60 && p.blue < 60
        }
        let p = banner.pixel(x: 14, y: 12)
        XCTAssertTrue(p.red > 120 && p.green < 60 && p.blue < 60, "no error banner: \(p) \(lab.stderr)")
        XCTAssertEqual(centre(banner), [230, 26, 26], "the old scene keeps running under the banner")
        XCTAssertTrue(lab.stderr.contains("undefinedCall"), lab.stderr)
    }

    func testLosingTheXServerEndsTheLabWithStatus1() throws {
        let x = try xvfb()
        let lab = try lab(["--plugin", "Loading"], environment: x.environment)
        XCTAssertNotNil(lab.waitForLine(containing: "in an X11 window"), lab.stderr)
        x.stop()
        XCTAssertEqual(lab.waitForExit(timeout: 10), 1)
        XCTAssertEqual(lab.stderr, "lab: lost the connection to the X display; quitting\n")
    }

    // MARK: Wayland

    func testPingInAHeadlessWestonWindow() throws {
        let compositor = try weston(width: 800, height: 1400)
        let ping = try lab(["--plugin", "Ping"], environment: compositor.environment)
        XCTAssertNotNil(ping.waitForLine(containing: "in a Wayland window (375x667 pixels, scale 1)"), ping.stderr)
        // The shell places the window; the screenshot must show screen 1's green over a
        // window's worth of pixels.
        let shot = try eventually({ try compositor.screenshot() }) { image in greenPixels(image) > 300 * 600 }
        XCTAssertGreaterThan(greenPixels(shot), 300 * 600, "frames are presented")
        kill(ping.process.processIdentifier, SIGTERM)
        XCTAssertEqual(ping.waitForExit(timeout: 10), 0, ping.stderr)
    }

    private func greenPixels(_ image: CGImage) -> Int {
        var count = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) where color(image, x, y) == "green" { count += 4 }
        }
        return count
    }

    /// Input on Wayland: weston's X11 back end in Xvfb shows the output as an X window, and
    /// xdotool's clicks and keys reach the lab as wl_pointer and wl_keyboard events.
    func testWaylandPointerAndKeyboard() throws {
        let x = try xvfb()
        let compositor = try weston(x11: x, width: 375, height: 667)
        let ping = try lab(["--plugin", "Ping"], environment: compositor.environment)
        XCTAssertNotNil(ping.waitForLine(containing: "in a Wayland window"), ping.stderr)
        let output = try x.window(withClass: "weston")
        _ = try eventually({ try x.screenshot(output) }) { color($0, 200, 100) == "green" }
        try x.xdotool(["mousemove", "--window", output, "343", "32", "click", "1"])
        let pushed = try eventually({ try x.screenshot(output) }) { color($0, 200, 100) == "yellow" }
        XCTAssertEqual(color(pushed, 200, 100), "yellow", "the click reached the button")
        try x.xdotool(["key", "s"])
        let saved = try XCTUnwrap(ping.waitForLine(containing: "lab: saved "), ping.stderr)
        let png = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: String(saved.dropFirst("lab: saved ".count))))
        XCTAssertEqual(color(png, 200, 100), "yellow")
        try x.xdotool(["key", "q"])
        XCTAssertEqual(ping.waitForExit(timeout: 10), 0, ping.stderr)
    }

    /// weston's kiosk shell makes the toplevel fill its output: the lab takes the size the
    /// compositor configures and lays the scene out again.
    func testWaylandToplevelTakesTheConfiguredSize() throws {
        let x = try xvfb()
        let compositor = try weston(x11: x, width: 420, height: 720)
        let ping = try lab(["--plugin", "Ping"], environment: compositor.environment)
        XCTAssertNotNil(ping.waitForLine(containing: "in a Wayland window"), ping.stderr)
        let output = try x.window(withClass: "weston")
        let shot = try eventually({ try x.screenshot(output) }) { color($0, 420 - 32, 32) == "black" && color($0, 10, 710) == "green" }
        XCTAssertEqual(color(shot, 420 - 32, 32), "black", "the button at the configured right edge")
        XCTAssertEqual(color(shot, 10, 710), "green", "screen 1 fills the configured height")
        try x.xdotool(["mousemove", "--window", output, "200", "200"])
        try x.xdotool(["key", "q"])
        XCTAssertEqual(ping.waitForExit(timeout: 10), 0, ping.stderr)
    }

    func testLosingTheCompositorEndsTheLabWithStatus1() throws {
        let compositor = try weston(width: 800, height: 1400)
        let lab = try lab(["--plugin", "Loading"], environment: compositor.environment)
        XCTAssertNotNil(lab.waitForLine(containing: "in a Wayland window"), lab.stderr)
        compositor.stop()
        XCTAssertEqual(lab.waitForExit(timeout: 10), 1)
        XCTAssertTrue(lab.stderr.contains("lab: lost the connection to the Wayland compositor"), lab.stderr)
    }

    // MARK: Typing

    /// Typing in a window: click the Username field, type, Escape to end the editing, then
    /// `s` (a control again once nothing edits). The saved frame equals the offscreen frame
    /// of the same input script.
    private func assertTyping(in environment: [String: String], click: (String) throws -> Void,
                              type: (String) throws -> Void, scale: String) throws {
        let elastic = try lab(["--plugin", "Elastic"] + (scale == "1" ? [] : ["--scale", scale]), environment: environment)
        XCTAssertNotNil(elastic.waitForLine(containing: "window"), elastic.stderr)
        Thread.sleep(forTimeInterval: 0.5)
        // No pause: the click and the keys may arrive in one batch, and must keep their order.
        try click("187.5 291.5")
        try type("hello")
        Thread.sleep(forTimeInterval: 0.3)
        try type("Escape")
        Thread.sleep(forTimeInterval: 1.5)
        try type("s")
        let saved = try XCTUnwrap(elastic.waitForLine(containing: "lab: saved "), elastic.stderr)
        let typed = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: String(saved.dropFirst("lab: saved ".count))))
        let expected = try LabProcess.render(["--plugin", "Elastic", "--scale", scale, "--time", "3",
                                              "--input", TestFiles.input("elastic-type-escape")], in: directory)
        let comparison = ImageComparison(actual: typed, expected: expected)
        XCTAssertTrue(comparison.matches, "\(comparison.differingPixels) pixels differ from the offscreen frame")
        try type("q")
        XCTAssertEqual(elastic.waitForExit(timeout: 10), 0, elastic.stderr)
    }

    func testTypingInAnX11Window() throws {
        let x = try xvfb()
        try assertTyping(in: x.environment, click: { point in
            let window = try x.window(withClass: "AnimationLab")
            let p = point.split(separator: " ").map { String(Int((Double($0)! * 2).rounded())) }
            try x.xdotool(["mousemove", "--window", window, p[0], p[1], "click", "1"])
        }, type: { text in
            try x.xdotool(text.count > 1 && text.first!.isUppercase ? ["key", text] : ["type", text])
        }, scale: "2")
    }

    func testTypingInAWaylandWindow() throws {
        let x = try xvfb()
        let compositor = try weston(x11: x, width: 375, height: 667)
        try assertTyping(in: compositor.environment, click: { point in
            let output = try x.window(withClass: "weston")
            let p = point.split(separator: " ").map { String(Int(Double($0)!.rounded())) }
            try x.xdotool(["mousemove", "--window", output, p[0], p[1], "click", "1"])
        }, type: { text in
            try x.xdotool(text.count > 1 && text.first!.isUppercase ? ["key", text] : ["type", text])
        }, scale: "1")
    }

    // MARK: No display

    func testMissingDisplaysAreClearErrors() throws {
        let none = environmentWithoutDisplays()
        var missingX = none
        missingX["DISPLAY"] = ":97"
        var missingWayland = none
        missingWayland["WAYLAND_DISPLAY"] = "no-such-compositor"
        missingWayland["XDG_RUNTIME_DIR"] = directory.path
        let cases: [([String], [String: String], String)] = [
            (["--plugin", "Ping"], none, "lab: no display to open a window on (neither WAYLAND_DISPLAY nor DISPLAY is set); pass --offscreen"),
            (["--plugin", "Ping", "--backend", "x11"], none, "lab: no X11 display: DISPLAY is not set (pass --offscreen"),
            (["--plugin", "Ping", "--backend", "wayland"], none, "lab: no Wayland display: WAYLAND_DISPLAY is not set (pass --offscreen"),
            (["--plugin", "Ping"], missingX, "lab: no X11 display: cannot open X display ':97'"),
            (["--plugin", "Ping"], missingWayland, "lab: no Wayland display: cannot connect to the Wayland display 'no-such-compositor'"),
        ]
        for (arguments, environment, message) in cases {
            let lab = try lab(arguments, environment: environment)
            XCTAssertEqual(lab.waitForExit(timeout: 20), 1, "\(arguments) \(environment["DISPLAY"] ?? "")")
            XCTAssertTrue(lab.stderr.hasPrefix(message), "expected '\(message)', got: \(lab.stderr)")
            XCTAssertEqual(lab.stderr.split(separator: "\n").count, 1, lab.stderr)
        }
    }
}

/// The live controls in an X11 window, against offscreen frames of the same moments.
final class WindowControlsTests: XCTestCase {
    /// `--paused --time 2` shows the frame offscreen rendering gives for 2 s (both step the
    /// clock at 60 Hz to it); → steps one frame; space resumes; d draws the debug overlay.
    func testPausedStartFrameStepAndDebugOverlay() throws {
        let x = try XvfbServer()
        defer { x.stop() }
        let directory = try LabProcess.temporaryDirectory()
        let lab = try BackgroundProcess(LabProcess.buildDirectory + "/lab", ["--plugin", "Loading", "--paused", "--time", "2"],
                                        environment: x.environment, directory: directory)
        defer { lab.stop() }
        XCTAssertNotNil(lab.waitForLine(containing: "in an X11 window"), lab.stderr)
        let window = try x.window(withClass: "AnimationLab")
        let expected = try LabProcess.render(["--plugin", "Loading", "--time", "2"], in: directory, name: "at-2.png")
        Thread.sleep(forTimeInterval: 0.5)
        let paused = try x.screenshot(window)
        XCTAssertLessThan(difference(paused, expected), 0.001, "the paused window shows the 2 s frame")
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(try x.screenshot(window).premultipliedRGBA, paused.premultipliedRGBA, "and stays on it")

        try x.xdotool(["mousemove", "--window", window, "10", "10"])
        try x.xdotool(["key", "Right"])
        let next = try LabProcess.render(["--plugin", "Loading", "--time", String(2 + 1.0 / 60)], in: directory, name: "next.png")
        let stepped = try waitForChange(from: paused, x, window)
        XCTAssertLessThan(difference(stepped, next), 0.001, "→ shows the next frame")

        try x.xdotool(["key", "d"])
        let debug = try waitForChange(from: stepped, x, window)
        XCTAssertGreaterThan(difference(debug, next), 0.001, "d draws outlines and the wireframe over the frame")

        try x.xdotool(["key", "space"])
        let running = try waitForChange(from: debug, x, window)
        XCTAssertNotEqual(running.premultipliedRGBA, debug.premultipliedRGBA, "space resumes")
        try x.xdotool(["key", "q"])
        XCTAssertEqual(lab.waitForExit(timeout: 10), 0, lab.stderr)
    }

    private func waitForChange(from before: CGImage, _ x: XvfbServer, _ window: String) throws -> CGImage {
        let deadline = Date().addingTimeInterval(10)
        var image = try x.screenshot(window)
        while image.premultipliedRGBA == before.premultipliedRGBA && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            image = try x.screenshot(window)
        }
        Thread.sleep(forTimeInterval: 0.3)
        return try x.screenshot(window)
    }

    /// The share of pixels whose color differs by more than 8 in a channel (alpha ignored:
    /// the window has none).
    private func difference(_ a: CGImage, _ b: CGImage) -> Double {
        guard a.width == b.width, a.height == b.height else { return 1 }
        let p = a.premultipliedRGBA, q = b.premultipliedRGBA
        var differing = 0
        for i in stride(from: 0, to: p.count, by: 4) where (0..<3).contains(where: { abs(Int(p[i + $0]) - Int(q[i + $0])) > 8 }) {
            differing += 1
        }
        return Double(differing) / Double(a.width * a.height)
    }
}
