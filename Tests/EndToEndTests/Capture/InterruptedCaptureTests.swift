import Foundation
import XCTest

/// A capture cut short: SIGINT mid-sequence, or ffmpeg killed mid-recording. Either way `lab`
/// says so in one line and exits non-zero; the frames already written stay whole and no
/// file is left half-written under its final name, nor any temporary file.
final class InterruptedCaptureTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try LabProcess.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Starts a long capture of the Animated scene with `outputs`; stderr goes to a file.
    private func startCapture(_ outputs: [String]) throws -> (process: Process, stderr: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LabProcess.buildDirectory + "/lab")
        process.arguments = ["--plugin", "FeatureFixture", "--scene", "Animated", "--offscreen", "--duration", "600"] + outputs
        let stderr = directory.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        return (process, stderr)
    }

    /// Waits (up to 60 s) until `condition` holds.
    private func wait(until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(60)
        while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    }

    private func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    func testSIGINTStopsASequenceAndARecordingCleanly() throws {
        let sequence = directory.appendingPathComponent("seq")
        let (process, stderr) = try startCapture(["--out", sequence.path + "/",
                                                  "--record", directory.appendingPathComponent("clip.webm").path])
        wait { names(in: sequence).count >= 5 }
        process.interrupt()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        let message = try String(contentsOf: stderr, encoding: .utf8)
        XCTAssertEqual(message.split(separator: "\n").count, 1, message)
        XCTAssertTrue(message.contains("interrupted"), message)
        XCTAssertEqual(names(in: directory), ["seq", "stderr.txt"], "no recording left under its name, nor a temporary file")
        let frames = names(in: sequence)
        XCTAssertGreaterThanOrEqual(frames.count, 5)
        XCTAssertEqual(frames, (0..<frames.count).map { String(format: "frame-%05d.png", $0) }, "whole frames, in order, no temporary")
        for name in frames {
            let bytes = try Data(contentsOf: sequence.appendingPathComponent(name))
            XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], name)
            XCTAssertEqual(Array(bytes.suffix(8).prefix(4)), Array("IEND".utf8), name)
        }
    }

    func testFFmpegKilledMidRecordingIsAnError() throws {
        let clip = directory.appendingPathComponent("clip.mp4")
        let (process, stderr) = try startCapture(["--record", clip.path])
        // ffmpeg is lab's only child: once it runs, let it take frames a moment, then kill it.
        let parent = String(process.processIdentifier)
        wait { (try? ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pgrep"), ["-P", parent]).status) == 0 }
        Thread.sleep(forTimeInterval: 1)
        let kill = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pkill"), ["-KILL", "-P", parent])
        XCTAssertEqual(kill.status, 0, "ffmpeg was running")
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        let message = try String(contentsOf: stderr, encoding: .utf8)
        XCTAssertEqual(message.split(separator: "\n").count, 1, message)
        XCTAssertTrue(message.contains("ffmpeg"), message)
        XCTAssertEqual(names(in: directory), ["stderr.txt"], "no recording left under its name, nor a temporary file")
    }
}
