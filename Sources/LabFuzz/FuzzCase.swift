import Compositor
import Foundation
@_spi(Rendering) import LabKit

/// What a fuzz case checks about the render list of a scene built from hostile input.
public struct FuzzReport: CustomStringConvertible {
    /// The problems found (empty: the case passed).
    public var problems: [String] = []
    /// Vertices in the list.
    public var vertexCount = 0

    /// Checks `list`'s invariants: every vertex and transform entry finite.
    mutating func check(_ list: RenderList) {
        vertexCount = list.vertexCount
        if let bad = list.vertices.firstIndex(where: { !$0.isFinite }) {
            problems.append("vertex \(bad / 2) is not finite (\(list.vertices[bad]))")
        }
        if list.transforms.contains(where: { !$0.isFinite }) { problems.append("a transform is not finite") }
    }

    public var description: String { problems.isEmpty ? "ok (\(vertexCount) vertices)" : problems.joined(separator: "; ") }
}

/// The fuzzers, each a pure function from a seed to a scene and its checks.
public enum Fuzzer: String, CaseIterable {
    /// Paths and every `CAShapeLayer` property.
    case shapes

    /// Builds the scene of `seed` and renders it with a fresh compositor at 1x and 2x.
    public func run(seed: UInt64) -> FuzzReport {
        var random = FuzzRandom(seed: seed)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        switch self {
        case .shapes:
            for _ in 0..<Int.random(in: 1...4, using: &random) { root.addSublayer(PathFuzzer.shapeLayer(&random)) }
        }
        var report = FuzzReport()
        let compositor = Compositor()
        for scale in [1, 2] as [CGFloat] {
            report.check(compositor.renderList(for: root, at: 0, scale: scale, width: Int(400 * scale), height: Int(400 * scale)))
        }
        return report
    }
}
