import Foundation

/// UIKit's label: read-only text in a font and color, centered vertically in its bounds.
/// Its layer is a `CATextLayer`, so labels scale crisply under transforms.
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
        textLayer.textState.verticalAlignment = .center
        textLayer.textState.numberOfLines = 1
        textLayer.textState.foregroundColor = UIColor.black.cgColor
        textLayer.textState.isWrapped = false
        applyFont()
        isUserInteractionEnabled = false
    }

    /// The text (nil: none).
    open var text: String? {
        get { textLayer.textState.string }
        set { textLayer.string = newValue; invalidateIntrinsicContentSize() }
    }

    /// The font (default: the system font at 17 points).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            applyFont()
        }
    }

    /// The text color (default black).
    open var textColor: UIColor! {
        get { textLayer.foregroundColor.map(UIColor.init(cgColor:)) ?? .black }
        set { textLayer.foregroundColor = (newValue ?? .black).cgColor }
    }

    /// How lines align (default natural: left).
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
            invalidateIntrinsicContentSize()
        }
    }

    /// Accepted for source compatibility; lines that do not fit are clipped.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// Accepted; labels ignore touches by default.
    open var isEnabled = true

    private func applyFont() {
        textLayer.font = font
        textLayer.fontSize = font.pointSize
        invalidateIntrinsicContentSize()
    }

    /// The size the text needs on one line per paragraph (or wrapped at `size.width` when
    /// `numberOfLines` is not 1).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        let layout = TextLayout(text ?? "", font: font, width: width, maximumLines: numberOfLines)
        return layout.size
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: 0, height: 0)) }
}

/// How a label breaks lines that do not fit (accepted for source compatibility).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping
    /// Wrap at any character.
    case byCharWrapping
    /// Cut lines at the edge.
    case byClipping
    /// End the line with its tail, an ellipsis in front.
    case byTruncatingHead
    /// Start the line, an ellipsis at the end.
    case byTruncatingTail
    /// Keep both ends, an ellipsis in the middle.
    case byTruncatingMiddle
}
