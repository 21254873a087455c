import Foundation
import LabKit
import LabTesting
import XCTest

/// The Elastic plugin through the real `lab`: golden frames, then the bulge measured from
/// the pixels against the two chained springs in closed form.
final class ElasticGoldenFrameTests: XCTestCase {
    private func check(_ name: String, time: Double, script: String? = nil, settings: [String] = [],
                       file: StaticString = #filePath, testName: String = #function, line: UInt = #line) throws {
        let frame = LabFrame(plugin: "Elastic", time: time, input: script.map(TestFiles.input), arguments: settings.flatMap { ["--set", $0] })
        try TestFiles.snapshot(frame, named: name, file: file, testName: testName, line: line)
    }

    func testRestState() throws {
        try check("rest", time: 0)
        try check("control-points", time: 0, settings: ["showControlPoints=true"])
    }

    /// A tap at 0.5 s: the outward spring (0.25 s), then the wobble back (0.45 s).
    func testTapOnEachFieldBouncesIt() throws {
        for field in ["username", "password"] {
            try check("\(field)-outward", time: 0.6, script: "elastic-tap-\(field)")
            try check("\(field)-wobble", time: 0.85, script: "elastic-tap-\(field)")
        }
    }

    func testTypedTextInBothFields() throws {
        try check("typed", time: 2.2, script: "elastic-type")
    }

    /// The tutorial's inspectable: 40 bulges further; −40 bulges inward, and the field's
    /// plain rectangle does not show behind the shape (the background fix).
    func testOvershootParameter() throws {
        try check("overshoot-40", time: 0.75, script: "elastic-tap-username", settings: ["overshootAmount=40"])
        try check("overshoot-minus-40", time: 0.75, script: "elastic-tap-username", settings: ["overshootAmount=-40"])
    }

    /// With −40 the top edge's middle is pulled 20 pt down into the field: the container
    /// shows there, not the field's grey.
    func testInwardBulgeShowsWhatIsBehind() throws {
        let image = try LabProcess.render(["--plugin", "Elastic", "--set", "overshootAmount=-40", "--time", "0.75",
                                           "--input", TestFiles.input("elastic-tap-username")],
                                          in: try LabProcess.temporaryDirectory())
        let frame = ElasticFrame(image: image)
        XCTAssertEqual(frame.topEdge(ofFieldAt: ElasticFrame.username, from: -10, to: 29), ElasticFrame.username.minY + 20,
                       accuracy: 1)
    }

    /// The middle of the Username field's top edge is the quadratic's midpoint, half-way to
    /// the top control point: y = minY + c/2, where c follows spring 1 (0.25 s, damping 0.9,
    /// velocity 1.5) out to −10, then, from its completion, spring 2 (0.45 s, damping 0.15,
    /// velocity 5.5) back to 0. Measured at 2x, each frame is within 1 pt of that.
    func testTopEdgeFollowsTheTwoChainedSprings() throws {
        let directory = try LabProcess.temporaryDirectory()
        let run = try LabProcess.run(["--plugin", "Elastic", "--offscreen", "--from", "0.5", "--duration", "1.05",
                                      "--input", TestFiles.input("elastic-tap-username"), "--out", directory.path + "/"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let field = ElasticFrame.username
        for index in [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 36, 42, 51, 60] {
            let t = Double(index) / 60
            let path = directory.appendingPathComponent(String(format: "frame-%05d.png", index))
            let frame = ElasticFrame(image: try CGImage(contentsOfPNGFile: path))
            let control = t <= 0.25 ? -10 * ClosedForm.spring(damping: 0.9, duration: 0.25, velocity: 1.5, at: t)
                : -10 * (1 - ClosedForm.spring(damping: 0.15, duration: 0.45, velocity: 5.5, at: t - 0.25))
            XCTAssertEqual(frame.topEdge(ofFieldAt: field, from: -15, to: 12), field.minY + control / 2, accuracy: 1,
                           "\(t) s after the tap")
        }
        // A second after the tap the shape is the rectangle again: straight edges.
        let rest = ElasticFrame(image: try CGImage(contentsOfPNGFile: directory.appendingPathComponent("frame-00060.png")))
        for x in [field.minX + 40, field.midX, field.maxX - 40] {
            XCTAssertEqual(rest.topEdge(ofFieldAt: field, atX: x, from: -15, to: 12), field.minY, accuracy: 0.25)
        }
    }

    /// Bad parameters are a one-line error before anything renders.
    func testUnknownAndIllTypedParametersAreErrors() throws {
        let out = try LabProcess.temporaryDirectory().appendingPathComponent("never.png").path
        for (setting, message) in [
            ("overshoot=40", "scene Elastic has no parameter 'overshoot' (parameters: overshootAmount, showControlPoints)"),
            ("overshootAmount=big", "--set overshootAmount=big: overshootAmount takes a number, not 'big'"),
            ("overshootAmount=nan", "overshootAmount takes a number, not 'nan'"),
            ("showControlPoints=maybe", "showControlPoints takes true or false, not 'maybe'"),
            ("overshootAmount", "--set overshootAmount: expected NAME=VALUE"),
        ] {
            let result = try LabProcess.run(["--plugin", "Elastic", "--offscreen", "--set", setting, "--out", out])
            XCTAssertEqual(result.status, 1, setting)
            XCTAssertEqual(result.errorLines.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains(message), "\(setting): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        }
        let other = try LabProcess.run(["--plugin", "Loading", "--offscreen", "--set", "speed=2", "--out", out])
        XCTAssertTrue(other.stderr.contains("scene Loading has no parameter 'speed' (it has none)"), other.stderr)
    }

    func testListShowsParametersWithTheirDefaults() throws {
        let result = try LabProcess.run(["--list"])
        XCTAssertTrue(result.stdout.contains("--set overshootAmount=10  (a number)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("--set showControlPoints=false  (true or false)"), result.stdout)
    }
}

/// An Elastic frame read through the storyboard's layout: the 300 x 154 container centred on
/// the 375 x 667 screen, the fields 260 x 30 at (20, 20) and (20, 60) inside it.
struct ElasticFrame {
    let image: CGImage
    var scale: Double { Double(image.width) / 375 }

    static let container = CGRect(x: 37.5, y: 256.5, width: 300, height: 154)
    static let username = CGRect(x: container.minX + 20, y: container.minY + 20, width: 260, height: 30)

    /// Where the field's grey (#E9E9E9) begins going down the column `x` (default: the
    /// middle), searched from `from` to `to` points relative to the field's top; above it is
    /// the container (#006837 at 46% over #EAEAEA).
    func topEdge(ofFieldAt field: CGRect, atX x: Double? = nil, from: Double, to: Double) -> Double {
        let fill = 0.9137 * 255, behind = 0.54 * 0.9176 * 255
        let column = Int((x ?? field.midX) * scale)
        let top = Int(((field.minY + from) * scale).rounded()), bottom = Int(((field.minY + to) * scale).rounded())
        let covered = ClosedForm.coverage(of: image, at: (top..<bottom).map { (column, $0) }, fill: fill, behind: behind)
        return Double(bottom) / scale - covered / scale
    }
}
