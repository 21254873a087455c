import CText
import Foundation

/// One face of a font file: FreeType for outlines and metrics, HarfBuzz for shaping, both in
/// unscaled font units so that text is exact at every size and every transform.
final class FontFace {
    let match: FontMatcher.Match
    let face: FT_Face
    let hbFont: OpaquePointer
    /// Font units per em.
    let unitsPerEm: CGFloat
    /// Above the baseline, in font units (positive).
    let ascender: CGFloat
    /// Below the baseline, in font units (negative).
    let descender: CGFloat
    /// Baseline to baseline, in font units.
    let lineSpacing: CGFloat
    let capHeight: CGFloat
    let xHeight: CGFloat
    /// The underline's centre above the baseline, in font units (negative: below).
    let underlinePosition: CGFloat
    /// The underline's thickness, in font units.
    let underlineThickness: CGFloat
    private var outlines: [UInt32: CGPath] = [:]

    nonisolated(unsafe) private static var library: FT_Library?
    nonisolated(unsafe) private static var faces: [FontMatcher.Match: FontFace] = [:]
    private static let lock = NSLock()

    /// The face for a match, opened once per process.
    static func face(for match: FontMatcher.Match) -> FontFace? {
        lock.lock(); defer { lock.unlock() }
        if let face = faces[match] { return face }
        if library == nil, FT_Init_FreeType(&library) != 0 { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, match.file, FT_Long(match.index), &face) == 0, let face else { return nil }
        let opened = FontFace(match: match, face: face)
        faces[match] = opened
        return opened
    }

    private init(match: FontMatcher.Match, face: FT_Face) {
        self.match = match
        self.face = face
        let hbFace = hb_ft_face_create_referenced(face)
        hbFont = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        let f = face.pointee
        unitsPerEm = CGFloat(max(1, f.units_per_EM))
        hb_font_set_scale(hbFont, Int32(f.units_per_EM), Int32(f.units_per_EM))
        ascender = CGFloat(f.ascender)
        descender = CGFloat(f.descender)
        lineSpacing = CGFloat(max(f.height, f.ascender - f.descender))
        capHeight = FontFace.inkHeight(face, character: "H") ?? ascender * 0.7
        xHeight = FontFace.inkHeight(face, character: "x") ?? ascender * 0.5
        underlinePosition = f.underline_position != 0 ? CGFloat(f.underline_position) : -unitsPerEm / 10
        underlineThickness = f.underline_thickness > 0 ? CGFloat(f.underline_thickness) : unitsPerEm / 20
    }

    private static func inkHeight(_ face: FT_Face, character: Character) -> CGFloat? {
        guard let scalar = character.unicodeScalars.first else { return nil }
        let glyph = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        guard glyph != 0, FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0 else { return nil }
        return CGFloat(face.pointee.glyph.pointee.metrics.horiBearingY)
    }

    /// A shaped glyph: its id and where its origin goes, in font units from the run's start.
    struct ShapedGlyph {
        let id: UInt32
        let x: CGFloat
        let y: CGFloat
        let advance: CGFloat
        /// The UTF-8 offset of the character it belongs to.
        let cluster: Int
    }

    /// Shapes `text` with HarfBuzz (kerning, ligatures, the script's rules).
    func shape(_ text: String) -> [ShapedGlyph] {
        guard !text.isEmpty else { return [] }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) { c in
                hb_buffer_add_utf8(buffer, c.baseAddress, Int32(c.count), 0, Int32(c.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        var pen: CGFloat = 0
        for i in 0..<Int(count) {
            let p = positions[i]
            glyphs.append(ShapedGlyph(id: infos[i].codepoint, x: pen + CGFloat(p.x_offset), y: -CGFloat(p.y_offset),
                                      advance: CGFloat(p.x_advance), cluster: Int(infos[i].cluster)))
            pen += CGFloat(p.x_advance)
        }
        return glyphs
    }

    /// The glyph's outline in font units, y down, origin on the baseline; cached.
    func outline(of glyph: UInt32) -> CGPath {
        FontFace.lock.lock(); defer { FontFace.lock.unlock() }
        if let path = outlines[glyph] { return path }
        let path = CGMutablePath()
        if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
           face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in OutlineSink.from(user).move(to!.pointee); return 0 },
                line_to: { to, user in OutlineSink.from(user).line(to!.pointee); return 0 },
                conic_to: { control, to, user in OutlineSink.from(user).quad(control!.pointee, to!.pointee); return 0 },
                cubic_to: { c1, c2, to, user in OutlineSink.from(user).cubic(c1!.pointee, c2!.pointee, to!.pointee); return 0 },
                shift: 0, delta: 0)
            let sink = OutlineSink(path: path)
            withExtendedLifetime(sink) {
                _ = FT_Outline_Decompose(&face.pointee.glyph.pointee.outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
            }
            path.closeSubpath()
        }
        let frozen = path.copy() ?? path
        outlines[glyph] = frozen
        return frozen
    }

    /// The glyph's ink box from FreeType's metrics, in font units, y down from the baseline.
    func metricsBounds(of glyph: UInt32) -> CGRect? {
        FontFace.lock.lock(); defer { FontFace.lock.unlock() }
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0 else { return nil }
        let m = face.pointee.glyph.pointee.metrics
        guard m.width > 0, m.height > 0 else { return nil }
        return CGRect(x: CGFloat(m.horiBearingX), y: -CGFloat(m.horiBearingY), width: CGFloat(m.width), height: CGFloat(m.height))
    }
}

/// Receives FreeType's outline callbacks and builds a path, flipping y to point down.
private final class OutlineSink {
    let path: CGMutablePath
    private var open = false

    init(path: CGMutablePath) { self.path = path }

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineSink {
        Unmanaged<OutlineSink>.fromOpaque(user!).takeUnretainedValue()
    }

    private func point(_ v: FT_Vector) -> CGPoint { CGPoint(x: CGFloat(v.x), y: -CGFloat(v.y)) }

    func move(_ to: FT_Vector) {
        if open { path.closeSubpath() }
        path.move(to: point(to))
        open = true
    }
    func line(_ to: FT_Vector) { path.addLine(to: point(to)) }
    func quad(_ c: FT_Vector, _ to: FT_Vector) { path.addQuadCurve(to: point(to), control: point(c)) }
    func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) {
        path.addCurve(to: point(to), control1: point(c1), control2: point(c2))
    }
}
