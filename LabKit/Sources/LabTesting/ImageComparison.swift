import LabKit

/// Two frames compared pixel by pixel, with an image of where they differ.
public struct ImageComparison {
    /// How many pixels differ by more than the tolerance's channel limit.
    public var differingPixels: Int
    /// How many pixels were compared.
    public var totalPixels: Int
    /// The largest per-channel difference seen (255 when the sizes differ).
    public var largestDifference: Int
    /// Differing pixels in red over a dim gray copy of the reference; nil when the sizes differ.
    public var diff: CGImage?
    /// The tolerance the frames were compared at.
    public var tolerance: Tolerance

    /// Whether the frames match at the tolerance.
    public var matches: Bool { Double(differingPixels) <= Double(totalPixels) * tolerance.pixelFraction }

    /// Compares `actual` with `expected`; a size mismatch counts every pixel as different.
    public init(actual: CGImage, expected: CGImage, tolerance: Tolerance = Tolerance()) {
        self.tolerance = tolerance
        totalPixels = actual.width * actual.height
        guard actual.width == expected.width, actual.height == expected.height else {
            differingPixels = totalPixels
            largestDifference = 255
            diff = nil
            return
        }
        let a = actual.premultipliedRGBA, e = expected.premultipliedRGBA
        var differing = 0, largest = 0
        var pixels = [UInt8](repeating: 0, count: a.count)
        for i in stride(from: 0, to: a.count, by: 4) {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(a[i + c]) - Int(e[i + c]))) }
            largest = max(largest, worst)
            if worst > tolerance.channel {
                differing += 1
                pixels[i] = 255
                pixels[i + 3] = 255
            } else {
                let gray = UInt8((Int(e[i]) + Int(e[i + 1]) + Int(e[i + 2])) / 12)
                pixels[i] = gray; pixels[i + 1] = gray; pixels[i + 2] = gray; pixels[i + 3] = 255
            }
        }
        differingPixels = differing
        largestDifference = largest
        diff = CGImage(width: actual.width, height: actual.height, premultipliedRGBA: pixels)
    }
}
