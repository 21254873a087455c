import Foundation

/// UIKit's string drawing into the current context, recorded as a text layer holding the
/// string with its attributes (fonts, colors, kern, lines, backgrounds, shadows).
extension String {
    /// Draws the string on one line, its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(at: point)
    }

    /// Draws the string wrapped to `rect`'s width, from its top.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(in: rect)
    }

    /// The size of the string drawn on one line with `attributes`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attributes).size()
    }

    static func font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)
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
    /// UIKit's defaults for text without a font or color: Helvetica 12, black.
    static var drawingDefaults: TextDefaults {
        TextDefaults(font: String.font(in: nil), color: .black)
    }

    /// The string laid out with UIKit's drawing defaults, wrapped at `width` when given.
    func drawingLayout(width: CGFloat?) -> TextLayout {
        let defaults = NSAttributedString.drawingDefaults
        return TextLayout(StyledText(self, defaults: defaults), defaults: defaults, width: width, wraps: width != nil, maximumLines: 0)
    }

    /// Draws the string on one line, its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(CGRect(origin: point, size: size()), wraps: false) }

    /// Draws the string wrapped to `rect`'s width, from its top.
    public func draw(in rect: CGRect) { draw(rect, wraps: true) }

    /// The size of the string drawn on one line.
    public func size() -> CGSize { drawingLayout(width: nil).size }

    private func draw(_ rect: CGRect, wraps: Bool) {
        guard let context = UIGraphicsGetCurrentContext(), length > 0 else { return }
        let defaults = NSAttributedString.drawingDefaults
        let text = CATextLayer()
        var range = NSRange()
        let first = attributes(at: 0, effectiveRange: &range)
        let plainKeys: Set<NSAttributedString.Key> = [.font, .foregroundColor]
        if range.length == length, Set(first.keys).isSubset(of: plainKeys) {
            // One font and one color: a plain text layer, as simple string drawing records.
            let font = first[.font] as? UIFont ?? defaults.font
            text.string = string
            text.font = font
            text.fontSize = font.pointSize
            text.foregroundColor = TextStyle.color(first[.foregroundColor]) ?? defaults.color
        } else {
            text.string = self
            text.font = defaults.font
            text.fontSize = defaults.font.pointSize
            text.foregroundColor = defaults.color
        }
        text.isWrapped = wraps
        text.frame = rect
        let holder = context.userSpaceHolder()
        holder.addSublayer(text)
        context.append(holder)
    }
}
