import ArgumentParser
import LabKit

/// A canvas size in points, written `WxH` on the command line.
struct CanvasSize: ExpressibleByArgument, Equatable {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else { return nil }
        self.init(width: w, height: h)
    }

    init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }

    /// The canvas in device pixels at `scale`, or an error naming what is wrong.
    func pixels(scale: Double) throws -> (width: Int, height: Int) {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw LabError("bad --size \(width)x\(height): width and height must be positive")
        }
        guard scale.isFinite, scale > 0 else { throw LabError("bad --scale \(scale): it must be positive") }
        let w = (width * scale).rounded(), h = (height * scale).rounded()
        guard w >= 1, h >= 1 else {
            throw LabError("bad --size \(width)x\(height) at --scale \(scale): less than one pixel")
        }
        guard w <= 1_048_576, h <= 1_048_576 else {
            throw LabError("bad --size \(width)x\(height) at --scale \(scale): \(Int(w))x\(Int(h)) pixels is too large")
        }
        return (Int(w), Int(h))
    }
}
