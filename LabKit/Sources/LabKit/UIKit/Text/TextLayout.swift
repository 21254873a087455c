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

/// Lines of shaped, styled text: where each glyph goes, how big the block is, and what it
/// paints (glyph outlines, backgrounds, shadows, underlines and strikethroughs).
///
/// Each run is shaped in its own font; glyph positions are unhinted and in points, so the
/// outline is exact at every scale and the renderer keeps text crisp under any transform.
struct TextLayout {
    /// A placed glyph, x from its line's start, in points.
    struct Glyph {
        let id: UInt32
        let face: FontFace
        /// Points per font unit.
        let unit: CGFloat
        var x: CGFloat
        let y: CGFloat
        /// Advance in points, kern included.
        var advance: CGFloat
        /// The UTF-16 offset of its character.
        let index: Int
        /// Which run of `text` styles it.
        let run: Int
    }

    struct Line {
        var glyphs: [Glyph]
        /// Advance width in points, trailing spaces left out: what alignment places (trailing
        /// spaces hang past the edge, as in TextKit).
        var width: CGFloat
        /// The advance of the spaces that end the line when it ends its paragraph (zero for
        /// a line broken by wrapping): measured text includes them, as `NSString`'s
        /// `size(withAttributes:)` does (a space alone has a width).
        var trailingSpace: CGFloat = 0
        /// The line's height, its spacing to the next line not included.
        var height: CGFloat
        /// The baseline, down from the line's top.
        var baseline: CGFloat
        /// The UTF-16 offset of the line's first character.
        var start = 0
        /// The top, down from the block's top.
        var top: CGFloat
        var alignment: NSTextAlignment
    }

    let text: StyledText
    /// The font of text without a font attribute.
    let font: UIFont
    let lines: [Line]
    /// The widest line and the lines' total height, in points, rounded up.
    let size: CGSize

    /// Lays `text` out in `font`: explicit newlines always break; with `width`, lines also
    /// break at spaces to fit; `maximumLines` (0: no limit) keeps the first lines.
    init(_ text: String, font: UIFont, width: CGFloat?, maximumLines: Int) {
        self.init(StyledText(text, style: TextStyle(defaults: TextDefaults(font: font, color: .black))),
                  defaults: TextDefaults(font: font, color: .black), width: width, wraps: width != nil, maximumLines: maximumLines)
    }

    /// Lays `text` out: newlines always break; when `wraps`, lines also break to fit
    /// `width`, at words or characters by the line break mode. At most `maximumLines` are
    /// kept (0: no limit); a truncating mode ends the last kept line with "…" when text is
    /// cut, or a single line wider than `width`.
    init(_ text: StyledText, defaults: TextDefaults, width: CGFloat?, wraps: Bool, maximumLines: Int) {
        self.text = text
        font = defaults.font
        let utf16 = Array(text.string.utf16)
        var lines: [Line] = []
        var paragraphStart = 0
        var top: CGFloat = 0
        let width = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        paragraphs: while paragraphStart <= utf16.count {
            let paragraphEnd = utf16[paragraphStart...].firstIndex(of: 0x0A) ?? utf16.count
            let style = text.style(at: paragraphStart)
            let paragraph = style.paragraph?.values ?? NSParagraphStyle.Values()
            let mode = style.paragraph?.lineBreakMode ?? defaults.lineBreakMode
            let tightens = style.paragraph?.allowsDefaultTighteningForTruncation ?? defaults.tightensBeforeTruncating
            let alignment = style.paragraph?.alignment ?? defaults.alignment
            let glyphs = TextLayout.shape(text, utf16: utf16, range: paragraphStart..<paragraphEnd)
            let wrapWidth = wraps ? width : nil
            var ranges = wrapWidth.map { TextLayout.breakLines(glyphs, utf16: utf16, width: $0, mode: mode) } ?? [0..<glyphs.count]
            let moreParagraphs = paragraphEnd < utf16.count
            var isLast = false
            if maximumLines > 0, lines.count + ranges.count >= maximumLines {
                let kept = maximumLines - lines.count
                let cut = ranges.count > kept || moreParagraphs
                ranges = Array(ranges.prefix(kept))
                isLast = true
                if cut, mode.truncates, let last = ranges.last {
                    ranges[ranges.count - 1] = last.lowerBound..<glyphs.count
                }
            }
            for (n, range) in ranges.enumerated() {
                var slice = Array(glyphs[range])
                let finalLine = isLast && n == ranges.count - 1
                let cut = finalLine && (range.upperBound < glyphs.count || moreParagraphs)
                let sliceWidth = TextLayout.width(of: slice, utf16: utf16)
                if mode.truncates, let width, cut || sliceWidth > width {
                    if tightens, !cut, sliceWidth <= width * (1 + TextLayout.tighteningLimit) {
                        slice = TextLayout.tighten(slice, from: sliceWidth, to: width, utf16: utf16)
                    } else {
                        slice = TextLayout.truncate(slice, to: width, text: text, utf16: utf16)
                    }
                }
                var line = TextLayout.line(slice, utf16: utf16, text: text, paragraphStyle: style, paragraph: paragraph)
                line.alignment = alignment
                if range.upperBound == glyphs.count, let first = slice.first, let last = slice.last {
                    line.trailingSpace = max(0, last.x + last.advance - first.x - line.width)
                }
                line.start = range.lowerBound < glyphs.count ? glyphs[range.lowerBound].index
                    : (glyphs.isEmpty ? paragraphStart : paragraphEnd)
                if !lines.isEmpty { top += paragraph.lineSpacing }
                line.top = top
                top += line.height
                lines.append(line)
            }
            if isLast { break paragraphs }
            top += paragraph.paragraphSpacing
            paragraphStart = paragraphEnd + 1
        }
        self.lines = lines
        let widest = lines.map { $0.width + $0.trailingSpace }.max() ?? 0
        size = CGSize(width: widest.rounded(.up), height: ((lines.last.map { $0.top + $0.height }) ?? 0).rounded(.up))
    }

    /// Shapes a paragraph run by run; x positions run from the paragraph's start, in points.
    private static func shape(_ text: StyledText, utf16: [UInt16], range: Range<Int>) -> [Glyph] {
        var glyphs: [Glyph] = []
        var pen: CGFloat = 0
        for (runIndex, run) in text.runs.enumerated() {
            let lower = max(run.range.lowerBound, range.lowerBound), upper = min(run.range.upperBound, range.upperBound)
            guard lower < upper else { continue }
            let string = String(decoding: utf16[lower..<upper], as: UTF16.self)
            // HarfBuzz reports UTF-8 clusters; map them back to UTF-16 offsets.
            var utf16Offsets: [Int] = []
            var offset = lower
            for scalar in string.unicodeScalars {
                utf16Offsets.append(contentsOf: repeatElement(offset, count: String(scalar).utf8.count))
                offset += scalar.utf16.count
            }
            let font = run.style.font
            let face = font.face
            let unit = font.pointSize / face.unitsPerEm
            var fontPen: CGFloat = 0
            for g in face.shape(string) {
                let index = g.cluster < utf16Offsets.count ? utf16Offsets[g.cluster] : lower
                glyphs.append(Glyph(id: g.id, face: face, unit: unit, x: pen + (g.x - fontPen) * unit, y: g.y * unit,
                                    advance: g.advance * unit + run.style.kern, index: index, run: runIndex))
                pen += g.advance * unit + run.style.kern
                fontPen += g.advance
            }
        }
        return glyphs
    }

    private static func isSpace(_ glyph: Glyph, _ utf16: [UInt16]) -> Bool {
        glyph.index < utf16.count && (utf16[glyph.index] == 0x20 || utf16[glyph.index] == 0x09)
    }

    /// Greedy line breaking: spaces hang past the edge; a line breaks after its last space,
    /// or between characters when a word is wider than the line (or the mode says so).
    static func breakLines(_ glyphs: [Glyph], utf16: [UInt16], width: CGFloat, mode: NSLineBreakMode) -> [Range<Int>] {
        guard !glyphs.isEmpty else { return [0..<0] }
        var result: [Range<Int>] = []
        var start = 0
        var lastBreak: Int?
        var i = 0
        while i < glyphs.count {
            if isSpace(glyphs[i], utf16) {
                lastBreak = i
            } else if glyphs[i].x + glyphs[i].advance - glyphs[start].x > width + 1e-9, i > start {
                let end = (mode == .byCharWrapping ? nil : lastBreak.map { $0 + 1 }) ?? i
                result.append(start..<end)
                start = end
                lastBreak = nil
                i = start
                continue
            }
            i += 1
        }
        result.append(start..<glyphs.count)
        return result
    }

    /// The advance width of glyphs on one line, trailing spaces left out.
    private static func width(of glyphs: [Glyph], utf16: [UInt16]) -> CGFloat {
        guard let first = glyphs.first, let last = glyphs.lastIndex(where: { !isSpace($0, utf16) }) else { return 0 }
        return glyphs[last].x + glyphs[last].advance - first.x
    }

    /// How much wider than its box a line may be and still be tightened rather than truncated,
    /// as a share of the box's width: TextKit's default `tighteningFactorForTruncation`, 0.05
    /// ("provided that the ratio of the text width to the line fragment width does not
    /// exceed 1.0 + the value", Apple's NSParagraphStyle documentation).
    static let tighteningLimit: CGFloat = 0.05

    /// The glyphs drawn closer, each by the same amount, so that the line (trailing spaces
    /// left out, as `width(of:utf16:)` measures it) is `width` wide.
    private static func tighten(_ glyphs: [Glyph], from lineWidth: CGFloat, to width: CGFloat, utf16: [UInt16]) -> [Glyph] {
        guard let last = glyphs.lastIndex(where: { !isSpace($0, utf16) }) else { return glyphs }
        let step = (lineWidth - width) / CGFloat(last + 1)
        var tightened = glyphs
        for i in tightened.indices {
            tightened[i].x -= CGFloat(i) * step
            tightened[i].advance -= step
        }
        return tightened
    }

    /// Cuts glyphs from the end until they and an ellipsis (in the last kept glyph's style)
    /// fit `width`, then appends the ellipsis.
    private static func truncate(_ glyphs: [Glyph], to width: CGFloat, text: StyledText, utf16: [UInt16]) -> [Glyph] {
        guard let first = glyphs.first else { return glyphs }
        var kept = glyphs
        func ellipsis(after glyphs: [Glyph]) -> Glyph? {
            let model = glyphs.last ?? first
            let style = text.runs[model.run].style
            guard let g = style.font.face.shape("\u{2026}").first else { return nil }
            let unit = style.font.pointSize / style.font.face.unitsPerEm
            let x = first.x + TextLayout.width(of: glyphs, utf16: utf16)
            return Glyph(id: g.id, face: style.font.face, unit: unit, x: x, y: 0, advance: g.advance * unit + style.kern,
                         index: model.index, run: model.run)
        }
        while let mark = ellipsis(after: kept), mark.x + mark.advance - first.x > width + 1e-9, !kept.isEmpty {
            kept.removeLast()
        }
        while let last = kept.last, isSpace(last, utf16) { kept.removeLast() }
        guard let mark = ellipsis(after: kept) else { return kept }
        return kept + [mark]
    }

    /// A line of glyphs: x restarted at 0, trailing spaces dropped, height from its fonts.
    private static func line(_ glyphs: [Glyph], utf16: [UInt16], text: StyledText, paragraphStyle: TextStyle,
                             paragraph: NSParagraphStyle.Values) -> Line {
        let lineWidth = width(of: glyphs, utf16: utf16)
        let start = glyphs.first?.x ?? 0
        var shifted = glyphs
        while let last = shifted.last, isSpace(last, utf16) { shifted.removeLast() }
        for i in shifted.indices { shifted[i].x -= start }
        let fonts = glyphs.isEmpty ? [paragraphStyle.font] : Array(Set(glyphs.map(\.run))).map { text.runs[$0].style.font }
        let ascent = fonts.map(\.ascender).max()!
        let descent = fonts.map { -$0.descender }.max()!
        let leading = fonts.map { max(0, $0.leading) }.max()!
        let natural = ascent + descent + leading
        var height = paragraph.lineHeightMultiple > 0 ? natural * paragraph.lineHeightMultiple : natural
        height = max(height, paragraph.minimumLineHeight)
        if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight) }
        // Extra height goes above the text, as TextKit places it.
        let baseline = height - descent - leading
        return Line(glyphs: shifted, width: lineWidth, height: height, baseline: baseline, top: 0, alignment: .natural)
    }

    /// The origin of each line's baseline inside `bounds`, each line aligned by its
    /// paragraph's alignment, the block starting at `top`.
    func baselineOrigins(in bounds: CGRect, top: CGFloat) -> [CGPoint] {
        lines.map { line in
            let x: CGFloat
            switch line.alignment {
            case .center: x = bounds.minX + (bounds.width - line.width) / 2
            case .right: x = bounds.maxX - line.width
            default: x = bounds.minX
            }
            return CGPoint(x: x, y: top + line.top + line.baseline)
        }
    }

    private func transform(_ glyph: Glyph, at origin: CGPoint, offset: CGSize = .zero) -> CGAffineTransform {
        CGAffineTransform(a: glyph.unit, b: 0, c: 0, d: glyph.unit,
                          tx: origin.x + glyph.x + offset.width, ty: origin.y + glyph.y + offset.height)
    }

    /// Every glyph's outline placed at its line's origin, as one path.
    func outline(origins: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        for (line, origin) in zip(lines, origins) {
            for glyph in line.glyphs {
                path.addPath(glyph.face.outline(of: glyph.id), transform: transform(glyph, at: origin))
            }
        }
        return path.copy() ?? path
    }

    /// What the text paints, in drawing order: backgrounds, shadows, glyphs, then underlines
    /// and strikethroughs, one path per color and kind.
    func pieces(origins: [CGPoint]) -> [TextPiece] {
        var backgrounds = PieceSet(), shadows = PieceSet(), glyphs = PieceSet(), lines = PieceSet()
        for (line, origin) in zip(self.lines, origins) {
            let lineTop = origin.y - line.baseline
            for glyph in line.glyphs {
                let style = text.runs[glyph.run].style
                let outline = glyph.face.outline(of: glyph.id)
                let x = origin.x + glyph.x
                if let background = style.background {
                    backgrounds.add(color: background) { $0.addRect(CGRect(x: x, y: lineTop, width: glyph.advance, height: line.height)) }
                }
                glyphs.add(color: style.color) { $0.addPath(outline, transform: transform(glyph, at: origin)) }
                let thickness = max(0.5, glyph.face.underlineThickness * glyph.unit)
                var decorations: [(rect: CGRect, color: CGColor)] = []
                let span = (x: x, width: glyph.advance)
                let underlineY = origin.y - glyph.face.underlinePosition * glyph.unit
                for y in TextLayout.strokes(style.underline, at: underlineY, thickness: thickness) {
                    decorations.append((CGRect(x: span.x, y: y.center - y.thickness / 2, width: span.width, height: y.thickness),
                                        style.underlineColor ?? style.color))
                }
                let strikeY = origin.y - style.font.xHeight / 2
                for y in TextLayout.strokes(style.strikethrough, at: strikeY, thickness: thickness) {
                    decorations.append((CGRect(x: span.x, y: y.center - y.thickness / 2, width: span.width, height: y.thickness),
                                        style.strikethroughColor ?? style.color))
                }
                for decoration in decorations { lines.add(color: decoration.color) { $0.addRect(decoration.rect) } }
                if let shadow = style.shadow {
                    shadows.add(color: shadow.color) { path in
                        path.addPath(outline, transform: transform(glyph, at: origin, offset: shadow.offset))
                        for decoration in decorations {
                            path.addRect(decoration.rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height))
                        }
                    }
                }
            }
        }
        return backgrounds.pieces + shadows.pieces + glyphs.pieces + lines.pieces
    }

    /// The centre lines and thicknesses of an underline or strikethrough style.
    private static func strokes(_ style: NSUnderlineStyle, at y: CGFloat, thickness: CGFloat)
        -> [(center: CGFloat, thickness: CGFloat)] {
        let kind = style.rawValue & 0x0F
        switch kind {
        case 0: return []
        case NSUnderlineStyle.double.rawValue: return [(y - thickness, thickness), (y + thickness, thickness)]
        case NSUnderlineStyle.thick.rawValue: return [(y, thickness * 2)]
        default: return [(y, thickness)]
        }
    }

    /// The union of the glyphs' ink boxes by FreeType's metrics (what tests compare with).
    func metricsInkBounds(origins: [CGPoint]) -> CGRect {
        var box = CGRect.null
        for (line, origin) in zip(lines, origins) {
            for glyph in line.glyphs {
                guard let b = glyph.face.metricsBounds(of: glyph.id) else { continue }
                let u = glyph.unit
                box = box.union(CGRect(x: origin.x + glyph.x + b.minX * u, y: origin.y + glyph.y + b.minY * u,
                                       width: b.width * u, height: b.height * u))
            }
        }
        return box
    }
}

/// Paths grouped by color, in the order colors first appear.
private struct PieceSet {
    private var entries: [(color: CGColor, path: CGMutablePath)] = []

    mutating func add(color: CGColor, _ draw: (CGMutablePath) -> Void) {
        if let entry = entries.last(where: { $0.color == color }) {
            draw(entry.path)
        } else {
            let path = CGMutablePath()
            draw(path)
            entries.append((color, path))
        }
    }

    var pieces: [TextPiece] { entries.map { TextPiece(outline: $0.path.copy() ?? $0.path, color: $0.color) } }
}
