import Foundation
import LabKit
import LabTesting
import XCTest

/// `--record` through the real `lab` and ffmpeg: every format gives a file that ffprobe reads
/// with the expected frame count and size, the lossless one holds exactly the offscreen
/// frames, and bad requests fail before anything is written.
final class RecordTests: XCTestCase {
    private var directory: URL!
    /// 320x160 points at scale 1: one of each kind of animation.
    private let animated = ["--plugin", "FeatureFixture", "--scene", "Animated", "--offscreen", "--scale", "1"]

    override func setUpWithError() throws {
        directory = try LabProcess.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func file(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private func record(_ name: String, _ extra: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try LabProcess.run(animated + ["--from", "0.2", "--duration", "0.6", "--fps", "15", "--record", self.file(name)] + extra)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
    }

    func testEveryFormatHasTheFramesAndSize() throws {
        // 0.6 s at 15 fps is 9 frames; H.264 pads nothing here, as 320x160 is even.
        for format in ["mp4", "webm", "gif", "png"] {
            try record("clip.\(format)")
            let probe = try FFprobe.stream(of: file("clip.\(format)"))
            XCTAssertEqual(probe.frames, 9, format)
            XCTAssertEqual(probe.width, 320, format)
            XCTAssertEqual(probe.height, 160, format)
            XCTAssertEqual(probe.codec, ["mp4": "h264", "webm": "vp8", "gif": "gif", "png": "apng"][format], format)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])
    }

    /// GIF delays are whole hundredths of a second: above 50 fps the lab warns (and still writes).
    func testAFastGIFIsWrittenWithAWarning() throws {
        let result = try LabProcess.run(animated + ["--duration", "0.1", "--fps", "60", "--record", file("fast.gif")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("lab: warning: GIF frame delays are whole hundredths of a second"), result.stderr)
        XCTAssertEqual(try FFprobe.stream(of: file("fast.gif")).frames, 6)
        let slow = try LabProcess.run(animated + ["--duration", "0.1", "--fps", "50", "--record", file("slow.gif")])
        XCTAssertEqual(slow.stderr, "")
    }

    /// `LAB_CAPTURE_TIMES=1` (read by `lab-bench capture`) reports the frames after the first
    /// with the wall and CPU seconds they took until the recording was closed, ffmpeg's CPU
    /// included; without it, nothing is printed.
    func testCaptureTimesAreReportedOnRequest() throws {
        let arguments = animated + ["--duration", "0.6", "--fps", "15", "--record", file("timed.webm")]
        let timed = try LabProcess.run(arguments, environment: ["LAB_CAPTURE_TIMES": "1"])
        XCTAssertEqual(timed.status, 0, timed.stderr)
        let fields = timed.stderr.split(separator: "\n").last { $0.hasPrefix("lab: capture ") }?.split(separator: " ") ?? []
        XCTAssertEqual(fields.count, 8, timed.stderr)
        guard fields.count == 8 else { return }
        XCTAssertEqual(fields[2], "8", "9 frames, timed after the first")
        let wall = try XCTUnwrap(Double(fields[4])), cpu = try XCTUnwrap(Double(fields[6]))
        XCTAssertGreaterThan(wall, 0)
        XCTAssertGreaterThan(cpu, 0)
        XCTAssertEqual(try FFprobe.stream(of: file("timed.webm")).frames, 9)
        let quiet = try LabProcess.run(arguments)
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertFalse(quiet.stderr.contains("lab: capture"), quiet.stderr)
    }

    /// An odd size gains one line for H.264's 4:2:0; the other formats keep it.
    func testOddSizes() throws {
        try record("odd.mp4", ["--size", "101x51"])
        try record("odd.webm", ["--size", "101x51"])
        let mp4 = try FFprobe.stream(of: file("odd.mp4")), webm = try FFprobe.stream(of: file("odd.webm"))
        XCTAssertEqual([mp4.width, mp4.height], [102, 52])
        XCTAssertEqual([webm.width, webm.height], [101, 51])
    }

    /// The animated PNG is lossless: its frames are the PNG sequence of the same options.
    func testAnimatedPNGHoldsTheOffscreenFrames() throws {
        try record("clip.png")
        let result = try LabProcess.run(animated + ["--from", "0.2", "--duration", "0.6", "--fps", "15", "--out", file("frames") + "/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let decoded = file("decoded")
        try FileManager.default.createDirectory(atPath: decoded, withIntermediateDirectories: true)
        try FFprobe.ffmpeg(["-i", file("clip.png"), decoded + "/%d.png"])
        for index in [0, 4, 8] {
            let expected = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: file("frames/" + String(format: "frame-%05d.png", index))))
            let actual = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: decoded + "/\(index + 1).png"))
            XCTAssertEqual(ImageComparison(actual: actual, expected: expected, tolerance: Tolerance(channel: 1)).differingPixels, 0,
                           "frame \(index)")
        }
        // A GIF frame's colours are made for it: it stays close to the original.
        try record("clip.gif")
        try FFprobe.ffmpeg(["-i", file("clip.gif"), decoded + "/gif-%d.png"])
        let gif = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: decoded + "/gif-5.png"))
        let expected = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: file("frames/frame-00004.png")))
        XCTAssertTrue(ImageComparison(actual: gif, expected: expected, tolerance: Tolerance(channel: 24, pixelFraction: 0.02)).matches)
    }

    /// The videos are lossy but hold the same pictures: each decoded frame is within 32 levels
    /// of the PNG of its time but for under 1 % of its pixels (chroma subsampling blurs the
    /// colour of edges: 0.5 % measured). The PNGs of the other tested times differ over 6 %
    /// or more, and so would a flipped, shifted or mis-coloured frame.
    func testVideosHoldTheOffscreenFrames() throws {
        let result = try LabProcess.run(animated + ["--from", "0.2", "--duration", "0.6", "--fps", "15", "--out", file("frames") + "/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let decoded = file("decoded")
        try FileManager.default.createDirectory(atPath: decoded, withIntermediateDirectories: true)
        for format in ["mp4", "webm"] {
            try record("clip.\(format)")
            try FFprobe.ffmpeg(["-i", file("clip.\(format)"), decoded + "/\(format)-%d.png"])
            for index in [0, 4, 8] {
                let expected = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: file("frames/" + String(format: "frame-%05d.png", index))))
                let actual = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: decoded + "/\(format)-\(index + 1).png"))
                let comparison = ImageComparison(actual: actual, expected: expected, tolerance: Tolerance(channel: 32, pixelFraction: 0.01))
                XCTAssertTrue(comparison.matches, "\(format) frame \(index): \(comparison.differingPixels) pixels differ")
            }
        }
    }

    func testBadRequestsFailBeforeWriting() throws {
        let cases: [([String], String)] = [
            (["--duration", "1", "--record", file("clip.avi")], "must end in .mp4, .webm, .gif or .png"),
            (["--record", file("clip.mp4")], "--record covers a time range: add --duration"),
            (["--duration", "1", "--record", file("missing/clip.mp4")], "does not exist"),
            (["--duration", "1", "--contact-sheet", file("sheet.jpg")], "the sheet is a PNG"),
            (["--contact-sheet", file("sheet.png")], "--contact-sheet covers a time range"),
            (["--duration", "1", "--contact-sheet", file("sheet.png"), "--frames", "0"], "bad --frames 0"),
            (["--duration", "1", "--contact-sheet", file("sheet.png"), "--frames", "4", "--columns", "5"], "bad --columns 5"),
        ]
        for (arguments, message) in cases {
            let result = try LabProcess.run(animated + arguments)
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    /// Without ffmpeg on the PATH, a recording it would write fails at once, in one line that
    /// says how to get it, and nothing is written; the animated PNG and the GIF, which the lab
    /// writes itself, do not need it.
    func testARecordingWithoutFFmpegFailsBeforeWriting() throws {
        let noFFmpeg = ["PATH": directory.path]
        for format in ["mp4", "webm"] {
            let result = try LabProcess.run(animated + ["--duration", "0.2", "--record", file("clip.\(format)")], environment: noFFmpeg)
            XCTAssertEqual(result.status, 1, format)
            XCTAssertEqual(result.errorLines.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("--record needs ffmpeg, which is not installed"), result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
        for format in ["png", "gif"] {
            let result = try LabProcess.run(animated + ["--duration", "0.2", "--record", file("clip.\(format)")], environment: noFFmpeg)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["clip.gif", "clip.png"])
    }
}

/// What ffprobe says of a file's first video stream.
enum FFprobe {
    struct Stream {
        var codec: String
        var width: Int
        var height: Int
        var frames: Int
    }

    static func stream(of path: String) throws -> Stream {
        let output = try run("/usr/bin/ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                                  "stream=codec_name,width,height,nb_read_frames", "-of", "default=noprint_wrappers=1", path])
        var fields: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return Stream(codec: fields["codec_name"] ?? "?", width: Int(fields["width"] ?? "") ?? -1,
                      height: Int(fields["height"] ?? "") ?? -1, frames: Int(fields["nb_read_frames"] ?? "") ?? -1)
    }

    static func ffmpeg(_ arguments: [String]) throws {
        _ = try run("/usr/bin/ffmpeg", ["-v", "error", "-y"] + arguments)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let result = try ChildProcess.run(URL(fileURLWithPath: tool), arguments)
        guard result.status == 0 else {
            throw LabExecutable.Failure(description: "\(tool) \(arguments.joined(separator: " ")) failed: \(result.output)")
        }
        return result.output
    }
}
