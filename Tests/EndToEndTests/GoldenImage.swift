import Foundation
import LabKit
import XCTest

/// Compares rendered frames with reference PNGs at a stated tolerance.
///
/// A pixel differs when any channel (premultiplied RGBA) is off by more than
/// `channelTolerance`; a frame matches when no more than `pixelFraction` of its pixels differ.
struct GoldenImage {
    static let channelTolerance = 8
    static let pixelFraction = 0.001

    struct Comparison {
        var differingPixels: Int
        var totalPixels: Int
        var largestDifference: Int
        var diff: CGImage?

        var matches: Bool { Double(differingPixels) <= Double(totalPixels) * GoldenImage.pixelFraction }
    }

    /// Compares two images; a size mismatch counts every pixel as different.
    static func compare(_ actual: CGImage, _ expected: CGImage) -> Comparison {
        guard actual.width == expected.width, actual.height == expected.height else {
            return Comparison(differingPixels: actual.width * actual.height, totalPixels: actual.width * actual.height,
                              largestDifference: 255, diff: nil)
        }
        let a = actual.premultipliedRGBA, e = expected.premultipliedRGBA
        var differing = 0, largest = 0
        var diff = [UInt8](repeating: 0, count: a.count)
        for i in stride(from: 0, to: a.count, by: 4) {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(a[i + c]) - Int(e[i + c]))) }
            largest = max(largest, worst)
            if worst > channelTolerance {
                differing += 1
                diff[i] = 255; diff[i + 3] = 255
            } else {
                // Unchanged pixels appear as a faint gray version of the expected frame.
                let gray = UInt8((Int(e[i]) + Int(e[i + 1]) + Int(e[i + 2])) / 12)
                diff[i] = gray; diff[i + 1] = gray; diff[i + 2] = gray; diff[i + 3] = 255
            }
        }
        return Comparison(differingPixels: differing, totalPixels: a.count / 4, largestDifference: largest,
                          diff: CGImage(width: actual.width, height: actual.height, premultipliedRGBA: diff))
    }

    /// Renders `arguments` through the real `lab` and compares the frame with `Goldens/NAME.png`,
    /// leaving the actual frame and a diff image beside each other on failure; records the
    /// reference instead when `isUpdating`. Returns the rendered frame for further checks.
    @discardableResult
    static func check(_ name: String, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> CGImage {
        let directory = try LabProcess.temporaryDirectory()
        let actual = try LabProcess.render(arguments, in: directory, name: "\(name).png", file: file, line: line)
        let reference = GoldenImage.directory.appendingPathComponent("\(name).png")
        if GoldenImage.isUpdating {
            try actual.pngData().write(to: reference)
            print("updated \(reference.path)")
            return actual
        }
        guard FileManager.default.fileExists(atPath: reference.path) else {
            XCTFail("no reference \(reference.path); record it with `make update-goldens`", file: file, line: line)
            return actual
        }
        let comparison = GoldenImage.compare(actual, try CGImage(contentsOfPNGFile: reference))
        if !comparison.matches {
            let diffPath = directory.appendingPathComponent("\(name)-diff.png")
            try comparison.diff?.pngData().write(to: diffPath)
            XCTFail("""
                \(name): \(comparison.differingPixels) of \(comparison.totalPixels) pixels differ (largest channel \
                difference \(comparison.largestDifference)); actual \(directory.path)/\(name).png, diff \(diffPath.path)
                """, file: file, line: line)
        }
        return actual
    }

    /// An input script from `Inputs/`.
    static func input(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Inputs/\(name).txt").path
    }

    /// Where references live in the source tree.
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    /// Whether this run re-records references (`make update-goldens`) instead of comparing.
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["LAB_UPDATE_GOLDENS"] == "1" }
}
