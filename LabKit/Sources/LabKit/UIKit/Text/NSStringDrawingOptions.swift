import Foundation

/// How strings are measured and drawn in a rectangle.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lays the string out in lines within the rectangle's width (without it: one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted; the lab's line height is the font's.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted; the lab measures by layout, not glyph ink.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Accepted; the lab clips text that does not fit instead of truncating it.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Accepted for ported code; the lab does not scale text to fit.
public final class NSStringDrawingContext {
    /// The smallest scale text may be shrunk to (not used by the lab).
    public var minimumScaleFactor: CGFloat = 0
    /// Creates a context.
    public init() {}
}

extension String {
    /// The size the string takes drawn with `attributes`: wrapped to `size.width` with
    /// `.usesLineFragmentOrigin`, else on one line. The origin is zero.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string in `rect`: wrapped to its width with `.usesLineFragmentOrigin`, else
    /// on one line from its top-left corner.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) {
        if options.contains(.usesLineFragmentOrigin) {
            draw(in: rect, withAttributes: attributes)
        } else {
            draw(at: rect.origin, withAttributes: attributes)
        }
    }
}

extension NSString {
    /// The size the string takes drawn with `attributes` (see `String.boundingRect`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string in `rect` (see `String.draw(with:options:attributes:context:)`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) {
        String(self).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The size the string takes: wrapped to `size.width` with `.usesLineFragmentOrigin`,
    /// else on one line. The origin is zero.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width.isFinite && size.width > 0
        return CGRect(origin: .zero, size: drawingLayout(width: wraps ? size.width : nil).size)
    }

    /// Draws the string in `rect`: wrapped to its width with `.usesLineFragmentOrigin`, else
    /// on one line from its top-left corner.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        if options.contains(.usesLineFragmentOrigin) { draw(in: rect) } else { draw(at: rect.origin) }
    }
}
