import Foundation

extension NSAttributedString.Key {
    /// The `UIFont` of the text (default Helvetica 12, as UIKit's).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The `UIColor` of the text (default black).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}

/// UIKit's string drawing into the current context, recorded as a text layer. The lab reads
/// `.font` and `.foregroundColor`; other attributes are ignored.
extension String {
    /// Draws the string on one line, its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let size = self.size(withAttributes: attributes)
        drawText(in: CGRect(origin: point, size: size), wraps: false, attributes)
    }

    /// Draws the string wrapped to `rect`'s width, from its top.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        drawText(in: rect, wraps: true, attributes)
    }

    /// The size of the string drawn on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextLayout(self, font: String.font(in: attributes), width: nil, maximumLines: 0).size
    }

    static func font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)
    }

    private func drawText(in rect: CGRect, wraps: Bool, _ attributes: [NSAttributedString.Key: Any]?) {
        guard let context = UIGraphicsGetCurrentContext(), !isEmpty else { return }
        let font = String.font(in: attributes)
        let text = CATextLayer()
        text.string = self
        text.font = font
        text.fontSize = font.pointSize
        text.isWrapped = wraps
        text.foregroundColor = (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? .black
        text.frame = rect
        let holder = context.userSpaceHolder()
        holder.addSublayer(text)
        context.append(holder)
    }
}

extension NSString {
    /// Draws the string on one line, its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string wrapped to `rect`'s width, from its top.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attributes)
    }

    /// The size of the string drawn on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// Draws the string on one line, its top-left corner at `point`, with the attributes of
    /// its first character (the lab draws a string in one font and color).
    public func draw(at point: CGPoint) { string.draw(at: point, withAttributes: leadingAttributes) }

    /// Draws the string wrapped to `rect`'s width, with the attributes of its first character.
    public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: leadingAttributes) }

    /// The size of the string drawn on one line.
    public func size() -> CGSize { string.size(withAttributes: leadingAttributes) }

    private var leadingAttributes: [NSAttributedString.Key: Any]? {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : nil
    }
}
