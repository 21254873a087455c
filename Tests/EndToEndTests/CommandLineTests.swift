import Foundation
import LabKit
import LabTesting
import XCTest

/// The host's command line: listing, and every error as one line with status 1.
final class CommandLineTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try LabProcess.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        // No half-written or temporary files are ever left behind.
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(left, [])
        try? FileManager.default.removeItem(at: directory)
    }

    private func assertFails(_ arguments: [String], mentions fragments: [String], file: StaticString = #filePath,
                             line: UInt = #line) throws {
        let out = directory.appendingPathComponent("out.png").path
        let result = try LabProcess.run(arguments + ["--offscreen", "--out", out])
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
        XCTAssertEqual(result.errorLines.count, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.hasPrefix("lab: "), result.stderr, file: file, line: line)
        for fragment in fragments {
            XCTAssertTrue(result.stderr.contains(fragment), "'\(fragment)' not in: \(result.stderr)", file: file, line: line)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), file: file, line: line)
    }

    func testListShowsPluginsScenesAndRefusals() throws {
        let result = try LabProcess.run(["--list"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("FeatureFixture"))
        XCTAssertTrue(result.stdout.contains("  Features  360x360  Every shape and layer feature of the renderer"))
        XCTAssertTrue(result.stdout.contains("MismatchFixture"))
        XCTAssertTrue(result.stdout.contains("not loadable"))
    }

    func testUnknownPluginListsWhatExists() throws {
        try assertFails(["--plugin", "Nope"], mentions: ["no plugin named 'Nope'", "FeatureFixture"])
    }

    func testUnknownSceneListsTheScenes() throws {
        try assertFails(["--plugin", "FeatureFixture", "--scene", "Nope"], mentions: ["no scene named 'Nope'", "Features, CoverageCircle"])
    }

    func testALibraryWithoutTheEntryIsNotAPlugin() throws {
        try assertFails(["--plugin", LabProcess.buildDirectory + "/libLabKit.so"],
                        mentions: ["is not a LabKit plugin", "lab_plugin_entry"])
    }

    func testAFileThatIsNotALibraryQuotesDlerror() throws {
        let fake = directory.appendingPathComponent("libFake.so")
        try Data(String(repeating: "not an ELF file, just text. ", count: 100).utf8).write(to: fake)
        try assertFails(["--plugin", fake.path], mentions: ["cannot load \(fake.path)", "ELF"])
        try FileManager.default.removeItem(at: fake)
    }

    func testMissingPluginPath() throws {
        try assertFails(["--plugin", "/nonexistent/libX.so"], mentions: ["no plugin file at /nonexistent/libX.so"])
    }

    func testBadSizesAndScales() throws {
        let base = ["--plugin", "FeatureFixture", "--scene", "CoverageCircle"]
        try assertFails(base + ["--size", "0x10"], mentions: ["bad --size"])
        try assertFails(base + ["--size=-5x10"], mentions: ["bad --size"])
        try assertFails(base + ["--scale", "0"], mentions: ["bad --scale"])
        try assertFails(base + ["--scale=-2"], mentions: ["bad --scale"])
        try assertFails(base + ["--size", "20000x100"], mentions: ["exceeds", "maximum"])
        try assertFails(base + ["--time=-1"], mentions: ["bad --time"])
    }

    func testMalformedSizeIsAUsageError() throws {
        let result = try LabProcess.run(["--plugin", "FeatureFixture", "--size", "big", "--offscreen", "--out", "x.png"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("--size"), result.stderr)
    }

    func testUnwritableOutputs() throws {
        let base = ["--plugin", "FeatureFixture", "--scene", "CoverageCircle", "--offscreen"]
        let missing = try LabProcess.run(base + ["--out", "/nonexistent/dir/out.png"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("directory /nonexistent/dir does not exist"), missing.stderr)
        let isDirectory = try LabProcess.run(base + ["--out", directory.path])
        XCTAssertEqual(isDirectory.status, 1)
        XCTAssertTrue(isDirectory.stderr.contains("it is a directory"), isDirectory.stderr)
    }

    /// Options that only make sense offscreen are refused in a window before any display is
    /// touched, and contradictory back ends are an error.
    func testOffscreenOnlyOptionsInAWindowAreErrors() throws {
        let cases = [
            (["--backend", "x11", "--input", "script.txt"], "--input scripts drive offscreen renders; add --offscreen"),
            (["--backend", "wayland", "--duration", "2"], "--duration in a window is how long --record records; add --record FILE"),
            (["--backend", "wayland", "--from", "2"], "--from starts an offscreen sequence; in a window, --time chooses"),
            (["--backend", "x11", "--duration", "2", "--contact-sheet", "s.png"], "--contact-sheet renders offscreen; add --offscreen"),
            (["--backend", "x11", "--out", "frame.png"], "--out is for offscreen renders; in a window press s to save a frame"),
            (["--offscreen", "--backend", "x11"], "--offscreen and --backend x11 contradict each other"),
            (["--backend", "mir"], "The value 'mir' is invalid for '--backend <backend>'"),
            (["--backend", "x11", "--scale", "0"], "bad --scale 0.0: it must be positive"),
        ]
        for (arguments, message) in cases {
            let result = try LabProcess.run(["--plugin", "FeatureFixture"] + arguments)
            XCTAssertNotEqual(result.status, 0, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    func testRenderingIsDeterministic() throws {
        let args = ["--plugin", "FeatureFixture", "--scene", "Features", "--offscreen", "--out"]
        let a = directory.appendingPathComponent("a.png").path, b = directory.appendingPathComponent("b.png").path
        XCTAssertEqual(try LabProcess.run(args + [a]).status, 0)
        XCTAssertEqual(try LabProcess.run(args + [b]).status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a)), try Data(contentsOf: URL(fileURLWithPath: b)))
    }

    func testRenderAllWritesEveryLoadableScene() throws {
        let result = try LabProcess.run(["--all", "--offscreen", "--out", directory.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertTrue(files.contains("FeatureFixture-Features.png"))
        XCTAssertEqual(files.filter { $0.hasPrefix("FeatureFixture-") }.count, 55)
        XCTAssertTrue(files.contains("Ping-Ping.png"))
        XCTAssertTrue(result.stderr.contains("skipping MismatchFixture"))
    }
}

/// `--input` scripts: checked whole before anything renders.
final class InputScriptTests: XCTestCase {
    private func run(script: String) throws -> (LabExecutable.Result, String) {
        let directory = try LabProcess.temporaryDirectory()
        let path = directory.appendingPathComponent("input.txt").path
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("frame.png").path
        let result = try LabProcess.run(["--plugin", "FeatureFixture", "--scene", "UIKit", "--offscreen",
                                         "--input", path, "--out", out])
        return (result, out)
    }

    func testMalformedLinesNameTheirLineNumberAndRenderNothing() throws {
        let cases = [
            ("0.1 tap 10\n", "input.txt:1: tap takes X Y"),
            ("# ok\n\n0.5 swipe 1 2\n", "input.txt:3: unknown event 'swipe'"),
            ("-1 tap 1 2\n", "input.txt:1: bad time '-1'"),
            ("0 drag 0 0 10 10 -2\n", "input.txt:1: drag DURATION must be zero or more seconds"),
            ("0 key f1\n", "input.txt:1: key takes one of backspace, return, tab, escape"),
            ("0 tap x 2\n", "input.txt:1: bad number 'x' in tap"),
            ("0 move 1 2 0.5\n", "input.txt:1: move needs a finger down first"),
            ("0 down 1 2\n1 up\n2 up\n", "input.txt:3: up needs a finger down first"),
            ("0 down 1 2\n0.5 tap 3 4\n", "input.txt:2: a finger is already down (since line 1)"),
            ("0 drag 0 0 50 0 1\n0.5 down 3 4\n", "input.txt:2: a drag or two-finger gesture is still running at 0.5 s"),
            ("0 pinch 100 100 50\n", "input.txt:1: pinch takes X Y DISTANCE0 DISTANCE1 DURATION"),
            ("0 rotate 100 100 -5 90 1\n", "input.txt:1: rotate DISTANCE must be zero or more points"),
            ("0 pinch 100 100 50 150 1\n0.5 tap 3 4\n", "input.txt:2: a drag or two-finger gesture is still running at 0.5 s"),
            ("0 down 1 2\n0.5 rotate 100 100 50 90 1\n", "input.txt:2: a finger is already down (since line 1)"),
            ("0 down 1 2\n0.1 up 3\n", "input.txt:2: up takes nothing"),
        ]
        for (script, message) in cases {
            let (result, out) = try run(script: script)
            XCTAssertEqual(result.status, 1, script)
            XCTAssertEqual(result.errorLines.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("lab: ") && result.stderr.contains(message), "\(script): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        }
    }

    func testAMissingScriptIsAnError() throws {
        let result = try LabProcess.run(["--plugin", "FeatureFixture", "--offscreen", "--input", "/nonexistent/input.txt",
                                         "--out", "/tmp/never.png"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("cannot read --input /nonexistent/input.txt"), result.stderr)
    }

    func testAShortPanCancelsBackToTheFirstScreen() throws {
        let directory = try LabProcess.temporaryDirectory()
        let cancel = TestFiles.input("pan-cancel")
        let after = try LabProcess.render(["--plugin", "FeatureFixture", "--scene", "UIKit", "--input", cancel, "--time", "2"],
                                          in: directory, name: "after.png")
        let rest = try LabProcess.render(["--plugin", "FeatureFixture", "--scene", "UIKit"], in: directory, name: "rest.png")
        XCTAssertEqual(after.premultipliedRGBA, rest.premultipliedRGBA, "the cancelled push leaves screen 1 exactly as it was")
    }
}
