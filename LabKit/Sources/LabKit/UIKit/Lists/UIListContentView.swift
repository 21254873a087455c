import Foundation

/// The view a `UIListContentConfiguration` makes: its image on the leading side, then its
/// text with the secondary text under it (or at the trailing side in a value cell), inside
/// the configuration's margins, centered vertically.
open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let imageView = UIImageView()

    /// The list configuration shown.
    open var listConfiguration: UIListContentConfiguration {
        didSet { apply() }
    }

    /// The configuration shown: a `UIListContentConfiguration` (another kind is ignored with a diagnostic).
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                return LabDiagnostics.report("UIListContentView: a \(type(of: newValue)) is not a list content configuration; ignored")
            }
            listConfiguration = list
        }
    }

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// A view showing an empty cell configuration (there are no nibs in the lab).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    /// Whether `configuration` is a list content configuration.
    public func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let list = listConfiguration
        style(textLabel, list.attributedText, list.text, list.textProperties)
        style(secondaryTextLabel, list.secondaryAttributedText, list.secondaryText, list.secondaryTextProperties)
        imageView.image = list.image
        imageView.tintColor = list.imageProperties.tintColor.map { list.imageProperties.tintColorTransformer?($0) ?? $0 }
        imageView.layer.cornerRadius = list.imageProperties.cornerRadius
        imageView.clipsToBounds = list.imageProperties.cornerRadius > 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ attributed: NSAttributedString?, _ plain: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = properties.alignment == .center ? .center : .left
        if let attributed { label.attributedText = attributed } else { label.text = plain }
    }

    private func hasText(_ label: UILabel) -> Bool { label.text?.isEmpty == false || (label.attributedText?.length ?? 0) > 0 }

    /// The image's drawn size and the width kept for it.
    private var imageSizes: (drawn: CGSize, reserved: CGSize) {
        guard let image = listConfiguration.image else { return (.zero, .zero) }
        let properties = listConfiguration.imageProperties
        var drawn = image.size
        let maximum = properties.maximumSize
        if maximum.width > 0, drawn.width > maximum.width { drawn = CGSize(width: maximum.width, height: drawn.height * maximum.width / drawn.width) }
        if maximum.height > 0, drawn.height > maximum.height { drawn = CGSize(width: drawn.width * maximum.height / drawn.height, height: maximum.height) }
        let reserved = CGSize(width: max(drawn.width, properties.reservedLayoutSize.width), height: max(drawn.height, properties.reservedLayoutSize.height))
        return (drawn, reserved)
    }

    /// Frames of the image, the text and the secondary text for `width`, and the height needed.
    private func arrangement(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let list = listConfiguration, margins = list.directionalLayoutMargins
        let images = imageSizes
        let textX = margins.leading + (images.reserved.width > 0 ? images.reserved.width + list.imageToTextPadding : 0)
        let right = width - margins.trailing
        func fitted(_ label: UILabel, _ width: CGFloat) -> CGSize {
            guard hasText(label) else { return .zero }
            let size = label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude))
            return CGSize(width: min(size.width, max(0, width)), height: size.height)
        }
        var text: CGRect, secondary: CGRect, content: CGFloat
        if list.prefersSideBySideTextAndSecondaryText {
            let available = max(0, right - textX)
            let secondarySize = fitted(secondaryTextLabel, available / 2)
            let textWidth = max(0, available - (secondarySize.width > 0 ? secondarySize.width + list.textToSecondaryTextHorizontalPadding : 0))
            let textSize = fitted(textLabel, textWidth)
            content = max(textSize.height, secondarySize.height, images.reserved.height)
            text = CGRect(x: textX, y: (content - textSize.height) / 2, width: textWidth, height: textSize.height)
            secondary = CGRect(x: right - secondarySize.width, y: (content - secondarySize.height) / 2,
                               width: secondarySize.width, height: secondarySize.height)
        } else {
            let textWidth = max(0, right - textX)
            let textSize = fitted(textLabel, textWidth), secondarySize = fitted(secondaryTextLabel, textWidth)
            let gap = textSize.height > 0 && secondarySize.height > 0 ? list.textToSecondaryTextVerticalPadding : 0
            let block = textSize.height + gap + secondarySize.height
            content = max(block, images.reserved.height)
            text = CGRect(x: textX, y: (content - block) / 2, width: textWidth, height: textSize.height)
            secondary = CGRect(x: textX, y: text.maxY + gap, width: textWidth, height: secondarySize.height)
        }
        let image = CGRect(x: margins.leading + (images.reserved.width - images.drawn.width) / 2, y: (content - images.drawn.height) / 2,
                           width: images.drawn.width, height: images.drawn.height)
        return (image, text, secondary, margins.top + content + margins.bottom)
    }

    /// Lays the image and texts out, centered vertically in the margins.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let placed = arrangement(width: bounds.width)
        let margins = listConfiguration.directionalLayoutMargins
        let offset = margins.top + ((bounds.height - margins.top - margins.bottom) - (placed.height - margins.top - margins.bottom)) / 2
        imageView.frame = placed.image.offsetBy(dx: 0, dy: offset)
        textLabel.frame = placed.text.offsetBy(dx: 0, dy: offset)
        secondaryTextLabel.frame = placed.secondary.offsetBy(dx: 0, dy: offset)
    }

    /// Where the text starts when an image is before it (a cell's separator starts there, as
    /// the standard labels' does); nil without an image or text.
    var imagedTextLeading: CGFloat? {
        // From the arrangement, not the label: the cell places its separator before this
        // view's own layout runs.
        listConfiguration.image != nil && hasText(textLabel) ? arrangement(width: bounds.width).text.minX : nil
    }

    /// `size`'s width and the height the content needs at it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrangement(width: size.width).height)
    }
}
