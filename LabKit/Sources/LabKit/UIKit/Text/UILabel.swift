import Foundation

/// UIKit's label: read-only text, plain or attributed, centered vertically in its bounds.
/// Its layer is a `CATextLayer`, so labels scale crisply under transforms.
///
/// `text` and `attributedText` are two views of one string: setting either replaces the
/// other. Setting `font` or `textColor` while the text is attributed applies it to the
/// whole string, as UIKit does.
open class UILabel: UIView {
    open override class var layerClass: AnyClass { CATextLayer.self }

    private var textLayer: CATextLayer { layer as! CATextLayer }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLayer()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLayer()
    }

    private func configureLayer() {
        // Labels redraw when their size changes (UIKit's `.redraw` content mode).
        textLayer.needsDisplayOnBoundsChange = true
        textLayer.textState.verticalAlignment = .center
        textLayer.textState.showsOnlyFittingLines = true
        textLayer.textState.numberOfLines = 1
        textLayer.textState.foregroundColor = UIColor.black.cgColor
        textLayer.textState.isWrapped = false
        textLayer.textState.lineBreakMode = lineBreakMode
        applyFont()
        isUserInteractionEnabled = false
    }

    /// The text (nil: none). Setting it drops any attributed text.
    open var text: String? {
        get { textLayer.textState.string }
        set { textLayer.string = newValue; textDidChange() }
    }

    /// The text with its attributes. Unless set, it is `text` with the label's font, color,
    /// alignment and line break mode. Runs set without a font or color get the label's.
    open var attributedText: NSAttributedString? {
        get {
            if let attributed = textLayer.textState.attributed { return attributed }
            guard let text else { return nil }
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            paragraph.lineBreakMode = lineBreakMode
            paragraph.allowsDefaultTighteningForTruncation = allowsDefaultTighteningForTruncation
            return NSAttributedString(string: text, attributes: [.font: storedFont, .foregroundColor: textColor as UIColor,
                                                                  .paragraphStyle: paragraph])
        }
        set {
            guard let newValue, newValue.length > 0 else {
                textLayer.string = newValue
                return textDidChange()
            }
            // As UIKit does: runs without a font or color take the label's, then the label's
            // font and color become the style at location 0.
            let filled = NSMutableAttributedString(attributedString: newValue)
            let whole = NSRange(location: 0, length: filled.length)
            for (key, value) in [(NSAttributedString.Key.font, storedFont as Any), (.foregroundColor, textColor as UIColor as Any)] {
                var missing: [NSRange] = []
                filled.enumerateAttribute(key, in: whole) { found, range, _ in if found == nil { missing.append(range) } }
                for range in missing { filled.addAttribute(key, value: value, range: range) }
            }
            let first = filled.attributes(at: 0, effectiveRange: nil)
            if let font = first[.font] as? UIFont { setFont(font) }
            if let color = TextStyle.color(first[.foregroundColor]) { textLayer.foregroundColor = color }
            textLayer.string = filled
            textDidChange()
        }
    }

    private var storedFont: UIFont = .systemFont(ofSize: 17)

    private func setFont(_ font: UIFont) {
        storedFont = font
        applyFont()
    }

    /// Whether the font follows the user's content size (Dynamic Type). The lab's content
    /// size is always the default, so a `preferredFont(forTextStyle:)` font never changes.
    open var adjustsFontForContentSizeCategory = false
    /// The font (default: the system font at 17 points).
    open var font: UIFont! {
        get { storedFont }
        set {
            setFont(newValue ?? .systemFont(ofSize: 17))
            applyToAttributedText(.font, storedFont)
        }
    }

    /// The text color (default black).
    open var textColor: UIColor! {
        get { textLayer.foregroundColor.map(UIColor.init(cgColor:)) ?? .black }
        set {
            textLayer.foregroundColor = (newValue ?? .black).cgColor
            applyToAttributedText(.foregroundColor, newValue ?? UIColor.black)
        }
    }

    /// How lines align (default natural: left); paragraph styles in attributed text win.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            switch textAlignment {
            case .center: textLayer.alignmentMode = .center
            case .right: textLayer.alignmentMode = .right
            default: textLayer.alignmentMode = .left
            }
        }
    }

    /// The most lines shown (default 1; 0: as many as the text needs). With more than one
    /// line allowed, text wraps at the label's width.
    open var numberOfLines: Int {
        get { textLayer.textState.numberOfLines }
        set {
            textLayer.textState.numberOfLines = max(0, newValue)
            textLayer.isWrapped = newValue != 1
            textDidChange()
        }
    }

    /// How text that does not fit ends (default: an ellipsis at the end of the last line).
    /// Wrapping modes cut the last line without one.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet {
            textLayer.textState.lineBreakMode = lineBreakMode
            textLayer.textDidChange()
            textDidChange()
        }
    }

    /// Whether a line a little too wide for the label has its characters drawn closer
    /// before it is truncated (default false): when its width is at most 5 % more than the
    /// label's, as TextKit's default tightening factor for truncation allows.
    open var allowsDefaultTighteningForTruncation = false {
        didSet {
            textLayer.textState.tightensBeforeTruncating = allowsDefaultTighteningForTruncation
            textLayer.textDidChange()
            textDidChange()
        }
    }

    /// Whether the text shrinks, down to `minimumScaleFactor`, to fit the width of a
    /// single-line label (default false).
    open var adjustsFontSizeToFitWidth = false { didSet { textDidChange() } }

    /// The smallest scale text shrinks to when `adjustsFontSizeToFitWidth` (default 0: not
    /// at all, as UIKit reads 0).
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            if !minimumScaleFactor.isFinite || minimumScaleFactor < 0 || minimumScaleFactor > 1 {
                LabDiagnostics.report("UILabel.minimumScaleFactor = \(minimumScaleFactor): not in 0…1; using 0")
                minimumScaleFactor = 0
            }
            textDidChange()
        }
    }

    /// The width a multi-line label wraps at when sizing itself (default 0: automatic). When
    /// 0, a multi-line label that Auto Layout positions wraps at the width it was last laid
    /// out at, and sizes itself again when that width changes (as on iOS 8 and later).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// The color of the text's shadow (default nil: none). Runs with a `.shadow` attribute
    /// keep their own.
    open var shadowColor: UIColor? { didSet { applyShadow() } }

    /// Where the shadow falls from the text, in points (default (0, −1): above).
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet {
            if !shadowOffset.width.isFinite || !shadowOffset.height.isFinite {
                LabDiagnostics.report("UILabel.shadowOffset \(shadowOffset) is not finite; ignored")
                shadowOffset = oldValue
            }
            applyShadow()
        }
    }

    private func applyShadow() {
        textLayer.textState.shadow = shadowColor.map { (shadowOffset, $0.cgColor) }
        textLayer.textDidChange()
    }

    /// Accepted; labels ignore touches by default.
    open var isEnabled = true

    open override var bounds: CGRect {
        didSet {
            guard oldValue.size != bounds.size else { return }
            updateFontScale()
            if oldValue.width != bounds.width { layoutWidthDidChange(from: oldValue.width) }
        }
    }

    private func applyFont() {
        textLayer.font = storedFont
        textLayer.fontSize = storedFont.pointSize
        textDidChange()
    }

    private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let attributed = textLayer.textState.attributed, attributed.length > 0 else { return }
        let changed = NSMutableAttributedString(attributedString: attributed)
        changed.addAttribute(key, value: value, range: NSRange(location: 0, length: changed.length))
        textLayer.string = changed
    }

    private func textDidChange() {
        layer.setNeedsDisplay()
        invalidateIntrinsicContentSize()
        updateFontScale()
    }

    /// The scale that fits a single line into the width, within `minimumScaleFactor`.
    private func updateFontScale() {
        var scale: CGFloat = 1
        if adjustsFontSizeToFitWidth, minimumScaleFactor > 0, numberOfLines == 1, bounds.width > 0 {
            let natural = layout(width: nil, lines: 1).lines.map(\.width).max() ?? 0
            if natural > bounds.width { scale = max(minimumScaleFactor, bounds.width / natural) }
        }
        if textLayer.textState.fontScale != scale {
            textLayer.textState.fontScale = scale
            textLayer.textDidChange()
        }
    }

    /// The text laid out in the label's style, unscaled.
    private func layout(width: CGFloat?, lines: Int) -> TextLayout {
        let defaults = textLayer.textDefaults
        let styled = textLayer.textState.attributed.map { StyledText($0, defaults: defaults) }
            ?? StyledText(text ?? "", style: TextStyle(defaults: defaults))
        return TextLayout(styled, defaults: defaults, width: width, wraps: width != nil, maximumLines: lines)
    }

    /// The size the text needs: one line per paragraph when `numberOfLines` is 1, else
    /// wrapped at `size.width` (when positive) and cut to `numberOfLines`. Empty text needs
    /// no room.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width: CGFloat? = numberOfLines == 1 || !(size.width > 0) || !size.width.isFinite ? nil : size.width
        let measured = layout(width: width, lines: numberOfLines).size
        return CGSize(width: width.map { min(measured.width, $0) } ?? measured.width, height: measured.height)
    }

    /// Set by the base `drawText(in:)`: whether a display of the label reached it.
    private var drewOwnText = false

    /// Calls `drawText(in:)` with `rect` (the bounds), as UIKit's label does. The label is
    /// displayed when it first appears, when its size or text changes and after each
    /// `setNeedsDisplay()`.
    open override func draw(_ rect: CGRect) {
        drewOwnText = false
        drawText(in: rect)
        // An override that never calls `super` draws the label itself: the text is not shown.
        if textLayer.textState.isReplacedByDrawing == drewOwnText {
            textLayer.textState.isReplacedByDrawing = !drewOwnText
            textLayer.textDidChange()
        }
    }

    /// Shows the text laid out in `rect` (the label's coordinates). Override it to draw the
    /// label yourself into the current context (`UIGraphicsGetCurrentContext()`), or to move
    /// the text by calling `super` with another rectangle (padding labels inset it). The text
    /// is a text layer, not drawn into the context: an override that calls `super` shows the
    /// text alone, one that does not shows its drawing alone.
    open func drawText(in rect: CGRect) {
        drewOwnText = true
        let textRect: CGRect? = rect == bounds ? nil : rect.standardized
        guard textLayer.textState.textRect != textRect else { return }
        textLayer.textState.textRect = textRect
        textLayer.textDidChange()
    }

    /// The rectangle the text takes in `bounds`, with at most `numberOfLines` lines (0: any):
    /// its size as `sizeThatFits(_:)` measures it, centered vertically, at the leading edge.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let width: CGFloat? = numberOfLines == 1 || !(bounds.width > 0) ? nil : bounds.width
        let size = text?.isEmpty == false ? layout(width: width, lines: numberOfLines).size : .zero
        let fitted = CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
        return CGRect(x: bounds.minX, y: bounds.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
    }

    /// The text's size, wrapped at `preferredMaxLayoutWidth` when set, else (a multi-line
    /// label Auto Layout positions) at the width it was last laid out at.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : wrapsAtLayoutWidth ? measuringWidth ?? bounds.width : 0
        return sizeThatFits(CGSize(width: width, height: 0))
    }

    /// Whether the intrinsic size is the text wrapped at the label's laid-out width: a
    /// multi-line label with an automatic `preferredMaxLayoutWidth`, positioned by Auto Layout.
    var wrapsAtLayoutWidth: Bool {
        preferredMaxLayoutWidth <= 0 && numberOfLines != 1 && !translatesAutoresizingMaskIntoConstraints
    }

    /// The width `systemLayoutSizeFitting` measures the intrinsic size at, in place of the
    /// laid-out width (nil: that width).
    var measuringWidth: CGFloat?

    /// The intrinsic size follows a new laid-out width when the wrapped text's size changes;
    /// the layout pass runs again for the height.
    private func layoutWidthDidChange(from oldWidth: CGFloat) {
        guard wrapsAtLayoutWidth,
              sizeThatFits(CGSize(width: bounds.width, height: 0)) != sizeThatFits(CGSize(width: oldWidth, height: 0)) else { return }
        intrinsicContentSizeDidFollowLayoutWidth()
    }
}
