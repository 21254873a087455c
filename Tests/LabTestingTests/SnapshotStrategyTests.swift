import Foundation
import LabKit
@testable import LabTesting
import XCTest

/// LabTesting's swift-snapshot-testing strategy on images made by hand: a matching snapshot
/// passes, a differing one fails with its message and attachments (the actual frame and a
/// diff image), and the record modes write references as swift-snapshot-testing documents
/// them (missing: record what is absent and fail; failed: re-record what differs; all:
/// re-record everything and fail; never: write nothing).
final class SnapshotStrategyTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lab-snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A 4x4 image of one colour, with pixel (1, 1) set to `spot`.
    private func image(_ value: UInt8, spot: UInt8? = nil) -> CGImage {
        var pixels = [UInt8](repeating: 255, count: 64)
        for i in stride(from: 0, to: 64, by: 4) { pixels[i] = value }
        if let spot { pixels[(1 * 4 + 1) * 4] = spot }
        return CGImage(width: 4, height: 4, premultipliedRGBA: pixels)!
    }

    private func verify(_ value: CGImage, record: SnapshotTestingConfiguration.Record, tolerance: Tolerance = Tolerance(),
                        testName: String = #function) -> String? {
        verifySnapshot(of: value, as: .png(tolerance: tolerance), named: "frame", record: record,
                       snapshotDirectory: directory.path, testName: testName)
    }

    private var reference: URL { directory.appendingPathComponent("testRecordModes.frame.png") }

    func testRecordModes() throws {
        // never: nothing recorded, a failure that says so.
        XCTAssertTrue(verify(image(100), record: .never)?.contains("No reference was found on disk") ?? false)
        XCTAssertFalse(FileManager.default.fileExists(atPath: reference.path))
        // missing: recorded, and the test fails once.
        XCTAssertTrue(verify(image(100), record: .missing)?.contains("Automatically recorded snapshot") ?? false)
        XCTAssertEqual(try CGImage(contentsOfPNGFile: reference).premultipliedRGBA, image(100).premultipliedRGBA)
        // A match passes in every mode but all, which re-records and fails.
        XCTAssertNil(verify(image(100), record: .never))
        XCTAssertNil(verify(image(103), record: .failed), "within 8 levels")
        XCTAssertNotNil(verify(image(103), record: .all))
        XCTAssertEqual(try CGImage(contentsOfPNGFile: reference).premultipliedRGBA, image(103).premultipliedRGBA)
        // failed: a difference is re-recorded (and fails); never leaves the reference alone.
        XCTAssertNotNil(verify(image(200), record: .never))
        XCTAssertEqual(try CGImage(contentsOfPNGFile: reference).premultipliedRGBA, image(103).premultipliedRGBA)
        XCTAssertNotNil(verify(image(200), record: .failed))
        XCTAssertEqual(try CGImage(contentsOfPNGFile: reference).premultipliedRGBA, image(200).premultipliedRGBA)
    }

    func testAFailureCountsPixelsAndAttachesTheFrameAndItsDiff() throws {
        let diffing = Diffing<CGImage>.png(tolerance: Tolerance(channel: 8, pixelFraction: 0))
        XCTAssertNil(diffing.diffV2(image(100), image(100, spot: 108)), "8 levels is within the tolerance")
        let failure = try XCTUnwrap(diffing.diffV2(image(100), image(100, spot: 120)))
        XCTAssertTrue(failure.0.hasPrefix("1 of 16 pixels differ by more than 8 levels (0% may; largest channel difference 20)"),
                      failure.0)
        XCTAssertEqual(failure.1.count, 2)
        guard case .data(let actual, name: "actual.png") = failure.1[0], case .data(let diff, name: "diff.png") = failure.1[1] else {
            return XCTFail("attachments: \(failure.1)")
        }
        XCTAssertEqual(try CGImage(pngData: actual).premultipliedRGBA, image(100, spot: 120).premultipliedRGBA)
        // The diff paints the differing pixel red over a dim copy of the reference.
        let diffImage = try CGImage(pngData: diff)
        XCTAssertTrue(diffImage.pixel(x: 1, y: 1) == (255, 0, 0, 255))
        XCTAssertTrue(diffImage.pixel(x: 0, y: 0) != (255, 0, 0, 255))
        // The message names the files it wrote.
        let paths = failure.0.components(separatedBy: " ").filter { $0.hasSuffix(".png") || $0.hasSuffix(".png,") }
            .map { String($0.trimmingCharacters(in: CharacterSet(charactersIn: ","))) }
        XCTAssertEqual(paths.count, 2, failure.0)
        for path in paths { XCTAssertTrue(FileManager.default.fileExists(atPath: path), path) }
    }

    func testASizeMismatchIsNamed() throws {
        let small = CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16))!
        let failure = try XCTUnwrap(Diffing<CGImage>.png().diffV2(image(100), small))
        XCTAssertTrue(failure.0.contains("the reference is 4x4, the frame 2x2"), failure.0)
        XCTAssertEqual(failure.1.count, 1, "no diff image between different sizes")
    }

    func testLabFrameArguments() {
        XCTAssertEqual(LabFrame(plugin: "Bounce", scene: "Main", time: 0.6, input: "tap.txt", arguments: ["--no-msaa"]).arguments,
                       ["--plugin", "Bounce", "--scale", "1.0", "--time", "0.6", "--scene", "Main", "--input", "tap.txt", "--no-msaa"])
        XCTAssertEqual(LabFrame(arguments: ["--plugin", "X"]).arguments, ["--plugin", "X"])
    }
}
