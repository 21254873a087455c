import Foundation
import LabKit
@_exported import SnapshotTesting
import XCTest

extension Snapshotting where Value == LabFrame, Format == CGImage {
    /// The frame rendered by `lab`, compared with its PNG reference at the default `Tolerance`.
    public static var png: Snapshotting { .png() }

    /// The frame rendered by `lab` (default: located by `LabExecutable.locate()`), compared
    /// with its PNG reference at `tolerance`: levels per channel and a share of the pixels,
    /// since anti-aliasing differs by a level or two between Mesa versions where a moved edge
    /// does not. On a mismatch the failure message counts the differing pixels and names the
    /// actual frame and a diff image (differing pixels in red), written under the temporary
    /// directory and attached to the failure. A frame `lab` cannot render fails the test with
    /// lab's message, and nothing is recorded for it.
    public static func png(tolerance: Tolerance = Tolerance(), lab: LabExecutable? = nil) -> Snapshotting {
        Snapshotting<CGImage, CGImage>.png(tolerance: tolerance).pullback { frame in
            do {
                return try frame.render(with: lab ?? LabExecutable.locate())
            } catch {
                XCTFail("\(error)")
                return CGImage.unrenderable
            }
        }
    }
}

extension Snapshotting where Value == CGImage, Format == CGImage {
    /// An image compared with its PNG reference at `tolerance` (see `ImageComparison`).
    public static func png(tolerance: Tolerance = Tolerance()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance))
    }
}

extension Diffing where Value == CGImage {
    /// PNG data, compared at `tolerance`; a failure names the differing pixels, the largest
    /// channel difference and the files of the actual frame and its diff image.
    public static func png(tolerance: Tolerance = Tolerance()) -> Diffing {
        .diff(
            toData: { image in (try? image.pngData()) ?? Data() },
            fromData: { data in (try? CGImage(pngData: data)) ?? .unrenderable },
            diffV2: { reference, actual in
                let comparison = ImageComparison(actual: actual, expected: reference, tolerance: tolerance)
                guard !comparison.matches else { return nil }
                let actualData = (try? actual.pngData()) ?? Data()
                let diffData = comparison.diff.flatMap { try? $0.pngData() }
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-snapshot-failures")
                    .appendingPathComponent(UUID().uuidString)
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let actualURL = folder.appendingPathComponent("actual.png"), diffURL = folder.appendingPathComponent("diff.png")
                try? actualData.write(to: actualURL)
                try? diffData?.write(to: diffURL)
                let size = reference.width == actual.width && reference.height == actual.height ? ""
                    : " (the reference is \(reference.width)x\(reference.height), the frame \(actual.width)x\(actual.height))"
                let message = """
                    \(comparison.differingPixels) of \(comparison.totalPixels) pixels differ by more than \(tolerance.channel) \
                    levels (\(String(format: "%g", tolerance.pixelFraction * 100))% may; largest channel difference \
                    \(comparison.largestDifference))\(size); actual \(actualURL.path), diff \(diffData == nil ? "none" : diffURL.path)
                    """
                var attachments: [DiffAttachment] = [.data(actualData, name: "actual.png")]
                if let diffData { attachments.append(.data(diffData, name: "diff.png")) }
                return (message, attachments)
            })
    }
}

extension CGImage {
    /// A 1x1 transparent stand-in for a frame that could not be rendered or decoded.
    static let unrenderable = CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])!
}
