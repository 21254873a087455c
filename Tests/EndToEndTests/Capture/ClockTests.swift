import Foundation
import LabKit
import LabTesting
import XCTest

/// The offscreen clock through the real binary: deterministic frames, sequences that match
/// single frames, slow motion, and the timing options' errors.
final class ClockTests: XCTestCase {
    private var directory: URL!
    private let animated = ["--plugin", "FeatureFixture", "--scene", "Animated", "--offscreen"]

    override func setUpWithError() throws {
        directory = try LabProcess.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func file(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    private func run(_ arguments: [String]) throws {
        let result = try LabProcess.run(arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testTwoRunsGiveIdenticalBytes() throws {
        try run(animated + ["--time", "1.3", "--out", file("a.png")])
        try run(animated + ["--time", "1.3", "--out", file("b.png")])
        XCTAssertEqual(try bytes(file("a.png")), try bytes(file("b.png")))
    }

    func testFramesOfASequenceEqualSingleFramesAtTheSameTimes() throws {
        let sequence = file("seq") + "/"
        try run(animated + ["--from", "0.5", "--duration", "0.1", "--out", sequence])
        let frames = try FileManager.default.contentsOfDirectory(atPath: sequence).sorted()
        XCTAssertEqual(frames, (0..<6).map { String(format: "frame-%05d.png", $0) })
        try run(animated + ["--time", "0.55", "--out", file("single.png")])
        XCTAssertEqual(try bytes(sequence + "frame-00003.png"), try bytes(file("single.png")))
        XCTAssertNotEqual(try bytes(sequence + "frame-00000.png"), try bytes(sequence + "frame-00005.png"))
    }

    /// Visual effect views (blurred backdrops inside rounded masks, scopes reusing one
    /// target): the Blur fixture holds still until its animation starts at 0.5 s, so every
    /// frame before is the same, in a sequence or alone. Pixels an earlier scope or frame left
    /// in a reused target once reached the blur, and these frames differed by up to 16 levels.
    func testBackdropFramesDependOnlyOnTheirTime() throws {
        let blur = ["--plugin", "FeatureFixture", "--scene", "Blur", "--offscreen"]
        let sequence = file("blur") + "/"
        try run(blur + ["--duration", "0.1", "--fps", "60", "--out", sequence])
        try run(blur + ["--time", "0.05", "--out", file("single.png")])
        let single = try bytes(file("single.png"))
        for index in 0..<6 {
            XCTAssertEqual(try bytes(sequence + String(format: "frame-%05d.png", index)), single, "frame \(index)")
        }
    }

    /// An emitter animated along a path (the Sparkler fixture): its sparks take the positions
    /// of their births, which the model keeps between frames; the last frame of a sequence is
    /// the bytes of the same time rendered alone, so nothing kept depends on the frames before.
    func testAnimatedEmitterFramesDependOnlyOnTheirTime() throws {
        let sparkler = ["--plugin", "FeatureFixture", "--scene", "Sparkler", "--offscreen", "--scale", "1"]
        let sequence = file("sparkler") + "/"
        try run(sparkler + ["--from", "1", "--duration", "0.26", "--fps", "60", "--out", sequence])
        try run(sparkler + ["--time", "1.25", "--out", file("single.png")])
        XCTAssertEqual(try bytes(sequence + "frame-00015.png"), try bytes(file("single.png")))
    }

    /// A frame that cannot be written (its name is taken by a folder) mid-sequence: one
    /// line naming it, a non-zero exit, the frames before it intact (PNGs are encoded on
    /// another thread, ahead of the renderer) and no temporary file left behind.
    func testAFrameThatCannotBeWrittenStopsTheSequenceCleanly() throws {
        let sequence = file("seq") + "/"
        try FileManager.default.createDirectory(atPath: sequence + "frame-00003.png/taken", withIntermediateDirectories: true)
        let result = try LabProcess.run(animated + ["--from", "0.5", "--duration", "0.2", "--out", sequence])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("frame-00003.png"), result.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: sequence).sorted()
        XCTAssertEqual(names.filter { $0.hasPrefix(".") }, [], "no temporary file left")
        for index in 0..<3 {
            try run(animated + ["--time", String(0.5 + Double(index) / 60), "--out", file("single\(index).png")])
            XCTAssertEqual(try bytes(sequence + String(format: "frame-%05d.png", index)), try bytes(file("single\(index).png")))
        }
    }

    /// Lab time runs at --speed: half speed at 1.2 s shows the lab at 0.6 s. Timers, the
    /// display link and every animation depend on lab time only, so the pixels are the same.
    func testSpeedScalesTheLabClock() throws {
        try run(animated + ["--speed", "0.5", "--time", "1.2", "--out", file("slow.png")])
        try run(animated + ["--time", "0.6", "--out", file("normal.png")])
        let comparison = ImageComparison(actual: try CGImage(contentsOfPNGFile: URL(fileURLWithPath: file("slow.png"))),
                                         expected: try CGImage(contentsOfPNGFile: URL(fileURLWithPath: file("normal.png"))))
        XCTAssertEqual(comparison.differingPixels, 0)
    }

    func testTheFrameDependsOnTheTime() throws {
        try run(animated + ["--time", "0.6", "--out", file("a.png")])
        try run(animated + ["--time", "0.7", "--out", file("b.png")])
        XCTAssertNotEqual(try bytes(file("a.png")), try bytes(file("b.png")))
    }

    func testTimingOptionErrors() throws {
        let cases: [([String], String)] = [
            (["--fps", "0", "--out", file("x.png")], "bad --fps"),
            (["--speed=-1", "--out", file("x.png")], "bad --speed"),
            (["--duration", "0", "--out", file("d/")], "bad --duration"),
            (["--duration", "nan", "--out", file("d/")], "bad --duration"),
            (["--from", "1", "--out", file("x.png")], "--from starts a sequence"),
            (["--time", "1", "--duration", "1", "--out", file("d/")], "use --from"),
            (["--time=-1", "--out", file("x.png")], "bad --time"),
            (["--time", "1e9", "--out", file("x.png")], "the most is 1000000"),
        ]
        for (arguments, fragment) in cases {
            let result = try LabProcess.run(animated + arguments)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.errorLines.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("lab: ") && result.stderr.contains(fragment), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testASequenceIntoAFileIsRefused() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: file("taken"), contents: Data("x".utf8)))
        let result = try LabProcess.run(animated + ["--duration", "0.1", "--out", file("taken")])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("is a file, not a directory"), result.stderr)
    }
}
