import Foundation

/// How lines of text align horizontally.
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines but the last fill the width (set as left-aligned in the lab).
    case justified
    /// The script's natural alignment: left for the lab's left-to-right text.
    case natural
}

/// Lines of shaped text: where each glyph goes, how big the block is, and its outline.
///
/// Glyph positions are unhinted and in points, so the outline is exact at every scale and
/// the renderer keeps text crisp under any transform.
struct TextLayout {
    struct Line {
        var glyphs: [FontFace.ShapedGlyph]
        /// Advance width in points.
        var width: CGFloat
    }

    let font: UIFont
    let lines: [Line]
    /// The widest line and the lines' total height, in points.
    let size: CGSize

    /// Lays `text` out in `font`: explicit newlines always break; with `width`, lines also
    /// break at spaces to fit; `maximumLines` (0: no limit) keeps the first lines.
    init(_ text: String, font: UIFont, width: CGFloat?, maximumLines: Int) {
        self.font = font
        let unit = font.pointSize / font.face.unitsPerEm
        var lines: [Line] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let string = String(paragraph)
            let glyphs = font.face.shape(string)
            let wrapWidth = width.map { $0 / unit }
            lines.append(contentsOf: TextLayout.wrap(glyphs, utf8: Array(string.utf8), width: wrapWidth)
                .map { Line(glyphs: $0.glyphs, width: $0.width * unit) })
        }
        if maximumLines > 0, lines.count > maximumLines { lines = Array(lines.prefix(maximumLines)) }
        self.lines = lines
        let widest = lines.map(\.width).max() ?? 0
        size = CGSize(width: widest.rounded(.up), height: (CGFloat(lines.count) * font.lineHeight).rounded(.up))
    }

    /// Greedy line breaking at spaces, in font units; glyph x positions restart at each line.
    private static func wrap(_ glyphs: [FontFace.ShapedGlyph], utf8: [UInt8], width: CGFloat?)
        -> [(glyphs: [FontFace.ShapedGlyph], width: CGFloat)] {
        func line(_ slice: ArraySlice<FontFace.ShapedGlyph>) -> (glyphs: [FontFace.ShapedGlyph], width: CGFloat) {
            var trimmed = slice
            while let last = trimmed.last, last.cluster < utf8.count, utf8[last.cluster] == 0x20 { trimmed.removeLast() }
            guard let first = slice.first else { return ([], 0) }
            let start = first.x
            let shifted = trimmed.map { FontFace.ShapedGlyph(id: $0.id, x: $0.x - start, y: $0.y, advance: $0.advance, cluster: $0.cluster) }
            return (shifted, (shifted.last.map { $0.x + $0.advance }) ?? 0)
        }
        guard let width, !glyphs.isEmpty else { return [line(glyphs[...])] }
        var result: [(glyphs: [FontFace.ShapedGlyph], width: CGFloat)] = []
        var start = 0
        var lastBreak: Int?
        var i = 0
        while i < glyphs.count {
            let g = glyphs[i]
            if g.cluster < utf8.count, utf8[g.cluster] == 0x20 { lastBreak = i }
            if g.x + g.advance - glyphs[start].x > width, i > start {
                let end = lastBreak.map { $0 + 1 } ?? i
                result.append(line(glyphs[start..<end]))
                start = end
                lastBreak = nil
                i = start
                continue
            }
            i += 1
        }
        result.append(line(glyphs[start...]))
        return result
    }

    /// The origin of each line's baseline inside `bounds`, aligned by `alignment`, the block
    /// starting at `top`.
    func baselineOrigins(in bounds: CGRect, top: CGFloat, alignment: NSTextAlignment) -> [CGPoint] {
        lines.enumerated().map { index, line in
            let x: CGFloat
            switch alignment {
            case .center: x = bounds.minX + (bounds.width - line.width) / 2
            case .right: x = bounds.maxX - line.width
            default: x = bounds.minX
            }
            return CGPoint(x: x, y: top + font.ascender + CGFloat(index) * font.lineHeight)
        }
    }

    /// Every glyph's outline placed at its line's origin, as one path.
    func outline(origins: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        let unit = font.pointSize / font.face.unitsPerEm
        for (line, origin) in zip(lines, origins) {
            for glyph in line.glyphs {
                let transform = CGAffineTransform(a: unit, b: 0, c: 0, d: unit,
                                                  tx: origin.x + glyph.x * unit, ty: origin.y + glyph.y * unit)
                path.addPath(font.face.outline(of: glyph.id), transform: transform)
            }
        }
        return path.copy() ?? path
    }

    /// The union of the glyphs' ink boxes by FreeType's metrics (what tests compare with).
    func metricsInkBounds(origins: [CGPoint]) -> CGRect {
        let unit = font.pointSize / font.face.unitsPerEm
        var box = CGRect.null
        for (line, origin) in zip(lines, origins) {
            for glyph in line.glyphs {
                guard let b = font.face.metricsBounds(of: glyph.id) else { continue }
                box = box.union(CGRect(x: origin.x + (glyph.x + b.minX) * unit, y: origin.y + (glyph.y + b.minY) * unit,
                                       width: b.width * unit, height: b.height * unit))
            }
        }
        return box
    }
}
