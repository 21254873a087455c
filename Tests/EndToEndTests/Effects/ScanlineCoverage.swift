import Compositor
import Foundation
import LabKit

/// Reference coverage of polygons in device pixels for the area coverage tests: each pixel
/// row is sampled by 64 scanlines, each exact along x (the spans inside by the fill rule,
/// from the crossings of every edge), which is 64 x 64 supersampling made exact in x.
enum ScanlineCoverage {
    /// The fraction of each pixel of a `width` x `height` canvas (row by row, top first) that
    /// `polygons` cover by `evenOdd` or the nonzero rule.
    static func coverage(of polygons: [[CGPoint]], evenOdd: Bool, width: Int, height: Int) -> [Double] {
        var cover = [Double](repeating: 0, count: width * height)
        var edges: [(CGPoint, CGPoint)] = []
        for polygon in polygons {
            for i in polygon.indices { edges.append((polygon[i], polygon[(i + 1) % polygon.count])) }
        }
        for row in 0..<height {
            for sub in 0..<64 {
                let y = Double(row) + (Double(sub) + 0.5) / 64
                var crossings: [(x: Double, winding: Int)] = []
                for (a, b) in edges where (a.y <= y) != (b.y <= y) {
                    crossings.append((a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), b.y > a.y ? 1 : -1))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for (i, crossing) in crossings.enumerated() {
                    winding += crossing.winding
                    let inside = evenOdd ? winding % 2 != 0 : winding != 0
                    guard inside, i + 1 < crossings.count else { continue }
                    add(span: crossing.x, crossings[i + 1].x, row: row, width: width, to: &cover)
                }
            }
        }
        return cover
    }

    /// Adds a 64th of the part of each pixel of `row` that the span x0…x1 crosses.
    private static func add(span x0: Double, _ x1: Double, row: Int, width: Int, to cover: inout [Double]) {
        let first = max(0, Int(x0.rounded(.down))), last = min(width - 1, Int(x1.rounded(.down)))
        guard first <= last else { return }
        for x in first...last {
            let overlap = min(x1, Double(x + 1)) - max(x0, Double(x))
            if overlap > 0 { cover[row * width + x] += overlap / 64 }
        }
    }

    /// `path` flattened finely enough (a thousandth of a pixel through `scale`) to stand for
    /// its curves, in device pixels.
    static func polygons(of path: CGPath, scale: CGFloat, offset: CGPoint = .zero) -> [[CGPoint]] {
        PathFlattener.flatten(path.segments, tolerance: 0.001 / scale).map { contour in
            contour.points.map { CGPoint(x: ($0.x + offset.x) * scale, y: ($0.y + offset.y) * scale) }
        }.filter { $0.count > 2 }
    }
}
