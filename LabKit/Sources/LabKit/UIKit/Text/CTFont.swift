import Foundation

/// Core Text's font. LabKit's fonts are `UIFont`s, which Core Text's are toll-free bridged to
/// on iOS, so a `CTFont` goes wherever a `UIFont` does (`CATextLayer.font`, attributes).
public typealias CTFont = UIFont

/// The font named `name` (a PostScript or family name) at `size` points; the system font when
/// no font has the name, as `UIFont(name:size:)` falls back. A transform is not applied.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    if matrix != nil { LabDiagnostics.report("CTFontCreateWithName: a font matrix is not applied") }
    return UIFont(name: String(name), size: size) ?? .systemFont(ofSize: size)
}

/// The font's size in points.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }

/// The font's PostScript name.
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.fontName as CFString }
