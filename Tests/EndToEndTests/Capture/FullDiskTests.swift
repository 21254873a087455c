import Foundation
import LabKit
import LabTesting
import XCTest

/// A disk that fills up mid-capture (a small tmpfs, mounted for the test: `make test` runs as
/// root, as `scripts/setup.sh` needs): `lab` stops with one line naming the file it could not write and
/// exits non-zero; the frames written before are whole PNGs, and nothing half-written or
/// temporary is left, whether a PNG sequence, the lab's own animated PNG or GIF, or ffmpeg's
/// MP4 ran out of room.
final class FullDiskTests: XCTestCase {
    private var disk: URL!

    override func setUpWithError() throws {
        disk = try LabProcess.temporaryDirectory()
        // Room for a few dozen frames of the Animated scene.
        let mount = try ChildProcess.run(URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", "size=400k", "tmpfs", disk.path])
        guard mount.status == 0 else {
            try? FileManager.default.removeItem(at: disk)
            throw LabExecutable.Failure(description: "cannot mount a small tmpfs (\(mount.output)); run the tests as root")
        }
    }

    override func tearDownWithError() throws {
        _ = try? ChildProcess.run(URL(fileURLWithPath: "/bin/umount"), [disk.path])
        try? FileManager.default.removeItem(at: disk)
    }

    private func capture(_ outputs: [String]) throws -> LabExecutable.Result {
        try LabProcess.run(["--plugin", "FeatureFixture", "--scene", "Animated", "--offscreen", "--duration", "600"] + outputs)
    }

    private func everything(in folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    func testASequenceStopsAtTheFrameThatDidNotFit() throws {
        let frames = disk.appendingPathComponent("frames")
        let result = try capture(["--out", frames.path + "/"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.split(separator: "\n").filter { !$0.contains("\r") }.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("No space left on device") && result.stderr.contains("frame-"), result.stderr)
        let written = everything(in: frames)
        XCTAssertGreaterThan(written.count, 3)
        XCTAssertEqual(written, (0..<written.count).map { String(format: "frame-%05d.png", $0) }, "in order, no temporary file")
        for name in written {
            XCTAssertNoThrow(try CGImage(contentsOfPNGFile: frames.appendingPathComponent(name)), name)
        }
    }

    func testRecordingsStopWithoutLeavingAFile() throws {
        for name in ["clip.png", "clip.gif", "clip.mp4"] {
            // 25 fps: a GIF warns above 50.
            let result = try capture(["--fps", "25", "--record", disk.appendingPathComponent(name).path])
            XCTAssertEqual(result.status, 1, name)
            XCTAssertEqual(result.stderr.split(separator: "\n").filter { !$0.contains("\r") }.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains(name == "clip.mp4" ? "ffmpeg" : "No space left on device"), result.stderr)
            XCTAssertEqual(everything(in: disk), [], "\(name): nothing under its name, no temporary file")
        }
    }
}
