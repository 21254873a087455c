import Foundation

/// What a configured button shows besides its title label and image view.
final class ConfiguredButtonViews {
    let background = UIView()
    let subtitleLabel = UILabel()
    let spinner = UIActivityIndicatorView(style: .medium)
    /// The background's custom view now in place.
    weak var customView: UIView?
}

/// A configured button's content: shown from the configuration resolved for the state, and
/// laid out as UIKit places it: the image on its edge of the text (`imagePlacement`,
/// `imagePadding`), the subtitle under the title (`titlePadding`), all centered inside
/// `contentInsets` over the background.
extension UIButton {
    /// Asks for `updateConfiguration()` and the update handler before the next layout.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    func runConfigurationUpdate() {
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
    }

    private var views: ConfiguredButtonViews {
        if let views = configuredViews { return views }
        let views = ConfiguredButtonViews()
        views.background.isUserInteractionEnabled = false
        insertSubview(views.background, at: 0)
        views.subtitleLabel.numberOfLines = 0
        addSubview(views.subtitleLabel)
        views.spinner.hidesWhenStopped = true
        addSubview(views.spinner)
        configuredViews = views
        return views
    }

    func show(_ configuration: Configuration) {
        guard let titleLabel, let imageView else { return }
        let views = self.views
        // Without automatic updates the configuration shows as set, whatever the state.
        let shown = configuration.resolved(tint: tintColor ?? .systemBlue, state: automaticallyUpdatesConfiguration ? state : [])
        backgroundImageView.isHidden = true
        let tint = tintColor ?? .systemBlue
        let fill = shown.background.resolvedBackgroundColor(for: tint)
        views.background.backgroundColor = fill
        views.background.layer.borderWidth = shown.background.strokeColor == nil ? 0 : max(0, shown.background.strokeWidth)
        views.background.layer.borderColor = shown.background.strokeColor.map { _ in shown.background.resolvedStrokeColor(for: tint).cgColor }
        if views.customView !== shown.background.customView {
            views.customView?.removeFromSuperview()
            if let custom = shown.background.customView { views.background.addSubview(custom) }
            views.customView = shown.background.customView
        }
        titleLabel.attributedText = shown.drawnTitle()
        titleLabel.numberOfLines = 0
        views.subtitleLabel.attributedText = shown.drawnSubtitle()
        let foreground = shown.baseForegroundColor ?? tint
        imageView.tintColor = shown.imageColorTransformer?(foreground) ?? foreground
        imageView.image = shown.showsActivityIndicator ? nil : shown.image
        views.spinner.color = foreground
        if shown.showsActivityIndicator { views.spinner.startAnimating() } else { views.spinner.stopAnimating() }
        let alignment: NSTextAlignment
        switch shown.titleAlignment {
        case .leading: alignment = .left
        case .trailing: alignment = .right
        case .center: alignment = .center
        case .automatic: alignment = shown.subtitle != nil && shown.image != nil && shown.imagePlacement == .leading ? .left : .center
        }
        titleLabel.textAlignment = alignment
        views.subtitleLabel.textAlignment = alignment
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The sizes of the image (or spinner), the title and the subtitle.
    private func contentSizes(_ shown: Configuration) -> (image: CGSize, title: CGSize, subtitle: CGSize) {
        let image = shown.showsActivityIndicator ? CGSize(width: 20, height: 20) : shown.image?.size ?? .zero
        let title = titleLabel?.attributedText == nil ? .zero : titleLabel?.intrinsicContentSize ?? .zero
        let subtitle = configuredViews?.subtitleLabel.attributedText == nil ? .zero : configuredViews?.subtitleLabel.intrinsicContentSize ?? .zero
        return (image, title, subtitle)
    }

    /// The text block's size and the whole content's, image included.
    private func blockSizes(_ shown: Configuration) -> (text: CGSize, content: CGSize) {
        let sizes = contentSizes(shown)
        let hasTitle = sizes.title != .zero, hasSubtitle = sizes.subtitle != .zero
        let text = CGSize(width: max(sizes.title.width, sizes.subtitle.width),
                          height: sizes.title.height + sizes.subtitle.height + (hasTitle && hasSubtitle ? shown.titlePadding : 0))
        let hasImage = sizes.image != .zero, hasText = text != .zero
        let padding = hasImage && hasText ? shown.imagePadding : 0
        let vertical = shown.imagePlacement == .top || shown.imagePlacement == .bottom
        let content = vertical
            ? CGSize(width: max(sizes.image.width, text.width), height: sizes.image.height + padding + text.height)
            : CGSize(width: sizes.image.width + padding + text.width, height: max(sizes.image.height, text.height))
        return (text, content)
    }

    // Resolving a configuration for the state changes its colors only, so sizes and places
    // are the configuration's own.
    func configuredSize(_ configuration: Configuration) -> CGSize {
        let insets = configuration.contentInsets
        let content = blockSizes(configuration).content
        return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
    }

    func layOut(_ configuration: Configuration) {
        guard let titleLabel, let imageView else { return }
        let views = self.views
        views.background.frame = bounds
        views.customView?.frame = views.background.bounds
        views.background.layer.cornerRadius = max(0, min(configuration.cornerRadius(height: bounds.height), min(bounds.width, bounds.height) / 2))
        let insets = configuration.contentInsets
        let area = CGRect(x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
                          height: max(0, bounds.height - insets.top - insets.bottom))
        let sizes = contentSizes(configuration)
        let (text, content) = blockSizes(configuration)
        let origin = CGPoint(x: area.midX - content.width / 2, y: area.midY - content.height / 2)
        let padding = sizes.image != .zero && text != .zero ? configuration.imagePadding : 0
        var imageOrigin = origin, textOrigin = origin
        switch configuration.imagePlacement {
        case .top:
            imageOrigin.x = origin.x + (content.width - sizes.image.width) / 2
            textOrigin = CGPoint(x: origin.x + (content.width - text.width) / 2, y: origin.y + sizes.image.height + padding)
        case .bottom:
            textOrigin.x = origin.x + (content.width - text.width) / 2
            imageOrigin = CGPoint(x: origin.x + (content.width - sizes.image.width) / 2, y: origin.y + text.height + padding)
        case .trailing:
            textOrigin.y = origin.y + (content.height - text.height) / 2
            imageOrigin = CGPoint(x: origin.x + text.width + padding, y: origin.y + (content.height - sizes.image.height) / 2)
        default:
            imageOrigin.y = origin.y + (content.height - sizes.image.height) / 2
            textOrigin = CGPoint(x: origin.x + sizes.image.width + padding, y: origin.y + (content.height - text.height) / 2)
        }
        let imageFrame = CGRect(origin: imageOrigin, size: sizes.image)
        imageView.frame = imageFrame
        views.spinner.center = CGPoint(x: imageFrame.midX, y: imageFrame.midY)
        titleLabel.frame = CGRect(x: textOrigin.x, y: textOrigin.y, width: text.width, height: sizes.title.height)
        let subtitleY = textOrigin.y + sizes.title.height + (sizes.title != .zero && sizes.subtitle != .zero ? configuration.titlePadding : 0)
        views.subtitleLabel.frame = CGRect(x: textOrigin.x, y: subtitleY, width: text.width, height: sizes.subtitle.height)
    }
}
