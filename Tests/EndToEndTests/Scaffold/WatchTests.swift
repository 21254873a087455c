import Foundation
import LabKit
import XCTest

/// `lab --watch --offscreen`: an edit to a plugin's source shows in the live frame without a
/// restart and at the same lab time; a broken edit, or one that traps while loading, is
/// reported and the old scene keeps rendering.
final class WatchTests: XCTestCase {
    func testAnEditShowsWithoutARestartAndABrokenOneKeepsTheOldScene() throws {
        let plugin = try ScaffoldedPlugin("Watched")
        defer { plugin.remove() }
        let live = plugin.parent.appendingPathComponent("live.png")
        let lab = try BackgroundProcess(LabProcess.buildDirectory + "/lab",
                                        ["--plugin", "Watched", "--watch", "--offscreen", "--out", live.path, "--fps", "20",
                                         "--scale", "1"],
                                        environment: ProcessInfo.processInfo.environment, directory: plugin.root)
        defer { lab.stop() }
        // The first build of the new package compiles LabKit too.
        XCTAssertNotNil(lab.waitForLine(containing: "lab: watching Sources/Watched, Package.swift", timeout: 300), lab.stderr)
        let blue: [UInt8] = [51, 128, 242]
        XCTAssertNotNil(waitForFrame(live, timeout: 10) { self.centre($0) == blue }, "the template's blue ball")
        Thread.sleep(forTimeInterval: 1)

        // The new color arrives within seconds; every frame that has it shows the ball resting
        // at the centre, as at this lab time, not dropping in from a restart at 0.
        let edited = Date()
        try plugin.setBallColor(red: 0.9, green: 0.1, blue: 0.1)
        let red: [UInt8] = [230, 26, 26]
        var redFrames = 0
        let reloaded = waitForFrame(live, timeout: 60) { image in
            guard self.centre(image) == red else { return false }
            redFrames += 1
            return redFrames == 10
        } onEach: { image in
            if let y = self.inkCentroidY(image, color: red) { XCTAssertEqual(y, 240, accuracy: 1.5, "a red frame shows the ball away from its rest") }
        }
        XCTAssertNotNil(reloaded, lab.stderr)
        print("edit to new color in the live frame: \(String(format: "%.2f", Date().timeIntervalSince(edited))) s")
        XCTAssertTrue(lab.stderr.contains("lab: reloaded Watched (build 2"), lab.stderr)

        // A broken edit: reported with the compiler's message, and frames keep coming from the
        // old (red) scene.
        try plugin.breakSource()
        let deadline = Date().addingTimeInterval(60)
        while !lab.stderr.contains("the rebuild failed") && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        XCTAssertTrue(lab.stderr.contains("lab: the rebuild failed; the running scene stays:"), lab.stderr)
        XCTAssertTrue(lab.stderr.contains("WatchedScene.swift:") && lab.stderr.contains("undefinedCall"), lab.stderr)
        let before = try modified(live)
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertGreaterThan(try modified(live), before, "the live frame stopped being written")
        XCTAssertEqual(centre(try CGImage(contentsOfPNGFile: live)), red)

        // An edit that builds but traps while loading: tried in a child lab first, reported
        // with the child's crash report, and the old scene keeps rendering.
        try plugin.trapInLoad()
        let trapDeadline = Date().addingTimeInterval(120)
        while !lab.stderr.contains("crashed with a trap") && Date() < trapDeadline { Thread.sleep(forTimeInterval: 0.1) }
        XCTAssertTrue(lab.stderr.contains("the plugin Watched crashed with a trap"), lab.stderr)
        XCTAssertTrue(lab.stderr.contains("innermost frame of the plugin's own code: Watched."), lab.stderr)
        let beforeTrap = try modified(live)
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertGreaterThan(try modified(live), beforeTrap, "the live frame stopped being written")
        XCTAssertEqual(centre(try CGImage(contentsOfPNGFile: live)), red)

        lab.process.terminate()
        XCTAssertEqual(lab.waitForExit(timeout: 10), 0, lab.stderr)
    }

    func testWatchOptionErrors() throws {
        let directory = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let loose = directory.appendingPathComponent("libFeatureFixture.so")
        try FileManager.default.copyItem(atPath: LabProcess.buildDirectory + "/libFeatureFixture.so", toPath: loose.path)
        let live = directory.appendingPathComponent("live.png").path
        let cases: [([String], String)] = [
            (["--plugin", "FeatureFixture", "--watch", "--offscreen"], "pass --out FILE.png"),
            (["--plugin", "FeatureFixture", "--watch", "--offscreen", "--out", directory.path + "/"], "pass --out FILE.png"),
            (["--all", "--watch", "--offscreen", "--out", live], "--watch follows one plugin"),
            (["--plugin", "FeatureFixture", "--watch", "--offscreen", "--out", live, "--duration", "1", "--record", live + ".gif"],
             "--watch shows a live frame; record without --watch"),
            (["--plugin", "FeatureFixture", "--watch", "--offscreen", "--out", live, "--time", "1"], "--time and --from do not apply"),
            (["--plugin", loose.path, "--watch", "--offscreen", "--out", live], "is not in a package's .build folder"),
        ]
        for (arguments, message) in cases {
            let result = try LabProcess.run(arguments)
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: live))
    }

    /// Polls the live PNG until `done` holds for a frame; nil on timeout.
    private func waitForFrame(_ url: URL, timeout: Double, _ done: (CGImage) -> Bool,
                              onEach: (CGImage) -> Void = { _ in }) -> CGImage? {
        let deadline = Date().addingTimeInterval(timeout)
        var last: Date?
        while Date() < deadline {
            if let stamp = try? modified(url), stamp != last, let image = try? CGImage(contentsOfPNGFile: url) {
                last = stamp
                onEach(image)
                if done(image) { return image }
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }

    private func modified(_ url: URL) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date ?? .distantPast
    }

    private func centre(_ image: CGImage) -> [UInt8] {
        let p = image.pixel(x: 160, y: 240)
        return [p.red, p.green, p.blue]
    }

    /// The mean row of the pixels of `color` (within 2 per channel) in the ball's column.
    private func inkCentroidY(_ image: CGImage, color: [UInt8]) -> Double? {
        var sum = 0, count = 0
        for y in 0..<image.height {
            let p = image.pixel(x: 160, y: y)
            if zip([p.red, p.green, p.blue], color).allSatisfy({ abs(Int($0) - Int($1)) <= 2 }) {
                sum += y
                count += 1
            }
        }
        return count > 0 ? Double(sum) / Double(count) + 0.5 : nil
    }
}
