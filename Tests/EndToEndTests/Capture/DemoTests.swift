import Foundation
import LabKit
import XCTest

/// `make demo` without a display (its offscreen half, `scripts/demo.sh`): each tutorial's
/// story as an animated GIF and a contact sheet, and one line per file; no fixture.
final class DemoTests: XCTestCase {
    private static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    func testWithoutADisplayEachTutorialIsCapturedAsAStory() throws {
        let out = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["LAB"] = LabProcess.buildDirectory + "/lab"
        environment["DEMO_OUT"] = out.path
        let result = try ChildProcess.run(DemoTests.repository.appendingPathComponent("scripts/demo.sh"), [],
                                          environment: environment)
        XCTAssertEqual(result.status, 0, result.output)
        let tutorials = ["Ping": 72, "Elastic": 72, "Loading": 141, "Uber": 75]
        let expected = tutorials.keys.flatMap { ["\($0).gif", "\($0)-story.png"] }.sorted()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), expected, "no fixture")
        for (plugin, frames) in tutorials {
            let gif = try FFprobe.stream(of: out.appendingPathComponent("\(plugin).gif").path)
            XCTAssertEqual(gif.codec, "gif")
            XCTAssertEqual([gif.width, gif.height, gif.frames], [375, 667, frames], plugin)
            let lines = result.output.split(separator: "\n").filter { $0.hasPrefix(out.path + "/\(plugin)") }
            XCTAssertEqual(lines.count, 2, "one line per file: \(result.output)")
        }
        // Ping's GIF shows the push: green screen 1 at the start, yellow screen 2 at 1.2 s.
        for (frame, color) in [(0, (0x66, 0xFF, 0x66)), (36, (0xFF, 0xFF, 0x00))] {
            let png = out.appendingPathComponent("ping-\(frame).png").path
            try FFprobe.ffmpeg(["-i", out.appendingPathComponent("Ping.gif").path, "-vf", "select=eq(n\\,\(frame))",
                                "-vframes", "1", png])
            let pixel = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: png)).pixel(x: 40, y: 600)
            XCTAssertEqual(Int(pixel.red), color.0, accuracy: 8, "frame \(frame)")
            XCTAssertEqual(Int(pixel.green), color.1, accuracy: 8, "frame \(frame)")
            XCTAssertEqual(Int(pixel.blue), color.2, accuracy: 8, "frame \(frame)")
        }
    }
}
