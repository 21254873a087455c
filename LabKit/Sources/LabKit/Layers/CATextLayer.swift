import Foundation

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Left to right text aligned left (the lab has no right-to-left layout).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Lines start at the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Lines end at the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Lines are centered.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Drawn as left aligned.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How a text layer shortens text that does not fit (the lab clips it: `.none` behaviour).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Text that does not fit is clipped.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Accepted; clipped like `.none`.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Accepted; clipped like `.none`.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
    /// Accepted; clipped like `.none`.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
}

/// Core Animation's text layer: a string drawn in a font and color inside the bounds,
/// from the top. Text is shaped with HarfBuzz and drawn from FreeType outlines, so it stays
/// crisp under any transform.
open class CATextLayer: CALayer {
    /// The text: a `String`, an `NSAttributedString` (its runs drawn in their fonts, colors,
    /// kern, underlines, strikethroughs, backgrounds and shadows; the layer's font and color
    /// stand in for missing attributes) or anything whose description is the text.
    open var string: Any? {
        get { textState.attributed ?? textState.string }
        set {
            notifyingObservers(of: "string") {
                if let attributed = newValue as? NSAttributedString {
                    textState.attributed = attributed.copy() as? NSAttributedString
                    textState.string = attributed.string
                } else {
                    textState.attributed = nil
                    textState.string = newValue.map { ($0 as? String) ?? "\($0)" }
                }
                textState.attributedGeneration &+= 1
                textDidChange()
            }
        }
    }
    /// The font: a `UIFont` (or `CTFont`) or a font name (a `String` or `CFString`); its size is
    /// `fontSize`. Nil: the system font.
    open var font: Any? {
        get { textState.font }
        set { notifyingObservers(of: "font") { textState.font = newValue; textDidChange() } }
    }
    /// The size of the text in points (default 36).
    open var fontSize: CGFloat {
        get { textState.fontSize }
        set { notifyingObservers(of: "fontSize") { textState.fontSize = newValue; textDidChange() } }
    }
    /// The color of the text (default opaque white).
    open var foregroundColor: CGColor? {
        get { textState.foregroundColor }
        set { notifyingObservers(of: "foregroundColor") { textState.foregroundColor = newValue; textDidChange() } }
    }
    /// Whether lines wrap at the bounds' width (default false).
    open var isWrapped: Bool {
        get { textState.isWrapped }
        set { notifyingObservers(of: "wrapped") { textState.isWrapped = newValue; textDidChange() } }
    }
    /// How lines align in the bounds (default natural: left).
    open var alignmentMode: CATextLayerAlignmentMode {
        get { textState.alignmentMode }
        set { notifyingObservers(of: "alignmentMode") { textState.alignmentMode = newValue; textDidChange() } }
    }
    /// How text wider than the bounds is shortened: `.none` leaves it (clipped only when
    /// `masksToBounds`); the others end the last line with "…" (the lab always truncates at
    /// the end).
    open var truncationMode: CATextLayerTruncationMode {
        get { textState.truncationMode }
        set { notifyingObservers(of: "truncationMode") { textState.truncationMode = newValue; textDidChange() } }
    }

    var textState = TextLayerState()
    private var rendering: TextRendering?

    /// Creates an empty text layer.
    public override init() { super.init() }

    /// Creates a layer as `init()` does (there are no archives in the lab).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Copies `layer`'s properties, text included when it is a text layer.
    public override init(layer: Any) { super.init(layer: layer) }

    override func copyLayerState(from other: CALayer) {
        super.copyLayerState(from: other)
        if let other = other as? CATextLayer {
            textState = other.textState
            rendering = other.rendering
        }
    }

    override class func makeLabKitInstance() -> CALayer { CATextLayer() }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        textKeyValueAccessors[key] ?? super.keyValueAccessor(forKey: key)
    }

    private static let textKeyValueAccessors: [String: KeyValueAccessor] = [
        "string": KeyValueAccessor(\CATextLayer.string),
        "font": KeyValueAccessor(\CATextLayer.font),
        "fontSize": KeyValueAccessor(\CATextLayer.fontSize),
        "foregroundColor": KeyValueAccessor(\CATextLayer.foregroundColor),
        "wrapped": KeyValueAccessor(\CATextLayer.isWrapped),
        "alignmentMode": KeyValueAccessor(\CATextLayer.alignmentMode),
        "truncationMode": KeyValueAccessor(\CATextLayer.truncationMode),
    ]

    /// Marks the text changed, so that the next frame draws it again (also for the label's
    /// own state).
    func textDidChange() { modelGeneration &+= 1 }

    /// The font text is drawn in.
    var resolvedFont: UIFont {
        let size = textState.fontSize
        switch textState.font {
        case let font as UIFont: return font.pointSize == size ? font : font.withSize(size)
        case let name as String: return UIFont(name: name, size: size)!
        case let name as NSString: return UIFont(name: String(name), size: size)!
        default: return .systemFont(ofSize: size)
        }
    }

    private var alignment: NSTextAlignment {
        switch textState.alignmentMode {
        case .center: return .center
        case .right: return .right
        default: return .left
        }
    }

    /// What stands in for attributes the text lacks.
    var textDefaults: TextDefaults {
        let mode = textState.lineBreakMode ?? (textState.truncationMode == .none ? .byWordWrapping : .byTruncatingTail)
        return TextDefaults(font: resolvedFont, color: textState.foregroundColor ?? .white, alignment: alignment, lineBreakMode: mode,
                            tightensBeforeTruncating: textState.tightensBeforeTruncating, shadow: textState.shadow)
    }

    /// The layer's text and its runs' styles.
    func styledText(_ defaults: TextDefaults) -> StyledText {
        let styled = textState.attributed.map { StyledText($0, defaults: defaults) }
            ?? StyledText(textState.string ?? "", style: TextStyle(defaults: defaults))
        return styled.scaled(by: textState.fontScale)
    }

    /// Where the text is laid out: a label's text rectangle (`UILabel.drawText(in:)`), else
    /// the bounds.
    var textBounds: CGRect { textState.textRect ?? bounds }

    /// The laid-out text for the current bounds.
    func layout() -> TextLayout {
        var defaults = textDefaults
        defaults.font = defaults.font.withSize(defaults.font.pointSize * textState.fontScale)
        let styled = styledText(textDefaults)
        let layout = TextLayout(styled, defaults: defaults, width: textBounds.width, wraps: textState.isWrapped,
                                maximumLines: textState.numberOfLines)
        guard textState.showsOnlyFittingLines, layout.lines.count > 1, layout.size.height > textBounds.height else { return layout }
        // As a label: only the lines that fit the height show, the last one ended per the mode.
        let fitting = max(1, layout.lines.filter { $0.top + $0.height <= textBounds.height + 0.5 }.count)
        return TextLayout(styled, defaults: defaults, width: textBounds.width, wraps: textState.isWrapped, maximumLines: fitting)
    }

    /// The outline of the text in layer coordinates and its color (an attributed string's
    /// paints, color by color); cached until the text or the bounds change.
    @_spi(Rendering) public override var content: LayerContent? {
        if textState.isReplacedByDrawing { return super.content }
        // Text is drawn into the layer's backing store, which an empty layer has none of.
        guard let string = textState.string, !string.isEmpty, bounds.width > 0, bounds.height > 0 else { return nil }
        if textState.isStyled { return .styledText(rendered().pieces) }
        guard let color = textState.foregroundColor, color.alpha > 0 else { return nil }
        return .text(outline: rendered().path, color: color)
    }

    /// The text's ink box by FreeType's glyph metrics, in layer coordinates.
    @_spi(Testing) public func metricsInkBounds() -> CGRect { rendered().inkBounds }

    private func rendered() -> TextRendering {
        let key = TextRenderingKey(state: textState, bounds: textBounds)
        if let rendering, rendering.key == key { return rendering }
        let layout = layout()
        let top: CGFloat
        switch textState.verticalAlignment {
        case .top: top = textBounds.minY
        case .center: top = textBounds.minY + ((textBounds.height - layout.size.height) / 2)
        }
        let origins = layout.baselineOrigins(in: textBounds, top: top)
        let result = TextRendering(key: key, path: layout.outline(origins: origins),
                                   pieces: textState.isStyled ? layout.pieces(origins: origins) : [],
                                   inkBounds: layout.metricsInkBounds(origins: origins))
        rendering = result
        return result
    }
}

/// A text layer's own properties.
struct TextLayerState {
    enum VerticalAlignment { case top, center }

    var string: String?
    /// The attributed string `string` was set to (its `string` is in `string`).
    var attributed: NSAttributedString?
    /// Counts changes of the text, which attributed strings are compared by.
    var attributedGeneration = 0
    var font: Any?
    var fontSize: CGFloat = 36
    var foregroundColor: CGColor? = .white
    var isWrapped = false
    var alignmentMode: CATextLayerAlignmentMode = .natural
    /// UILabel centers its lines vertically; a text layer draws from the top.
    var verticalAlignment: VerticalAlignment = .top
    /// 0: as many lines as there are.
    var numberOfLines = 0
    var truncationMode: CATextLayerTruncationMode = .none
    /// A label's line break mode (nil: from the truncation mode).
    var lineBreakMode: NSLineBreakMode?
    /// A label's `allowsDefaultTighteningForTruncation`.
    var tightensBeforeTruncating = false
    /// A label's shadow, under text without a shadow attribute.
    var shadow: (offset: CGSize, color: CGColor)?
    /// Whether the text paints more than glyphs in one color.
    var isStyled: Bool { attributed != nil || shadow != nil }
    /// A label shows only the lines that fit its height.
    var showsOnlyFittingLines = false
    /// How much a label shrank its fonts to fit (1: not).
    var fontScale: CGFloat = 1
    /// A label's text rectangle, in the layer's coordinates (nil: the bounds).
    var textRect: CGRect?
    /// Whether a label shows its own drawing instead of the text (its `drawText(in:)` does
    /// not call `super`).
    var isReplacedByDrawing = false
}

/// The cached paints of a text layer.
private struct TextRendering {
    let key: TextRenderingKey
    let path: CGPath
    let pieces: [TextPiece]
    let inkBounds: CGRect
}

/// What the cached outline depends on.
private struct TextRenderingKey: Equatable {
    let string: String?
    let generation: Int
    let color: CGColor?
    let shadowOffset: CGSize?
    let shadowColor: CGColor?
    let truncation: String
    let lineBreakMode: NSLineBreakMode?
    let tightens: Bool
    let fontScale: CGFloat
    let fontName: String
    let fontSize: CGFloat
    let isWrapped: Bool
    let alignment: String
    let vertical: Bool
    let lines: Int
    let bounds: CGRect

    init(state: TextLayerState, bounds: CGRect) {
        string = state.string
        generation = state.attributedGeneration
        // Plain text's color is applied at drawing; styled text bakes it into its pieces.
        color = state.isStyled ? state.foregroundColor : nil
        shadowOffset = state.shadow?.offset
        shadowColor = state.shadow?.color
        truncation = state.truncationMode.rawValue
        lineBreakMode = state.lineBreakMode
        tightens = state.tightensBeforeTruncating
        fontScale = state.fontScale
        switch state.font {
        case let font as UIFont: fontName = font.fontName
        case let name as String: fontName = name
        default: fontName = ""
        }
        fontSize = state.fontSize
        isWrapped = state.isWrapped
        alignment = state.alignmentMode.rawValue
        vertical = state.verticalAlignment == .center
        lines = state.numberOfLines
        self.bounds = bounds
    }
}
