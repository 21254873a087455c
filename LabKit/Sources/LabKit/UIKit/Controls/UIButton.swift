import Foundation

/// A button: a title and/or image per state over an optional background, sending
/// `.touchUpInside` when tapped.
open class UIButton: UIControl {
    /// The look of a button.
    public enum ButtonType: Int, Sendable {
        /// Titles and images as given.
        case custom
        /// Tinted title; dims while highlighted.
        case system
    }

    /// The button's type: `.custom` unless made by `init(type:)`, as UIKit's `init(frame:)`
    /// makes custom buttons (a title without a color of its own is white).
    public private(set) var buttonType: ButtonType = .custom

    /// The label showing the title.
    public let titleLabel: UILabel? = UILabel()
    /// The view showing the image.
    public let imageView: UIImageView? = UIImageView()

    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    private var images: [State: UIImage] = [:]
    private var backgroundImages: [State: UIImage] = [:]
    let backgroundImageView = UIImageView()

    /// The menu a tap shows when `showsMenuAsPrimaryAction` is set (iOS 14).
    open var menu: UIMenu?
    override var tapMenu: UIMenu? { menu }

    /// The button's content and look as one value (iOS 15); nil, the default for buttons not
    /// made with `init(configuration:primaryAction:)`: the titles, images and colors set per state.
    open var configuration: Configuration? {
        didSet {
            if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
            updateContent()
        }
    }
    /// Runs after `updateConfiguration()` whenever the button's state changes (and after
    /// `setNeedsUpdateConfiguration()`), to set a configuration for the new state.
    open var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the configuration shown is resolved for the state (`updated(for:)`): dimmed
    /// while highlighted, gray while disabled (default true).
    open var automaticallyUpdatesConfiguration = true { didSet { updateContent() } }
    /// Updates the configuration for the current state; the default does nothing. UIKit calls
    /// it, then `configurationUpdateHandler`, when the state changes.
    open func updateConfiguration() {}
    /// The views a configuration shows besides the title label and image view.
    var configuredViews: ConfiguredButtonViews?
    var needsConfigurationUpdate = false
    var isUpdatingConfiguration = false

    /// Creates a button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    /// Creates a system button showing `configuration`, running `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        // The action's title and image, when it has them, go into the configuration (Apple).
        if let primaryAction {
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        // Set in the class's own initializer, so the property's observer does not run.
        self.configuration = configuration
        setNeedsUpdateConfiguration()
        updateContent()
    }

    /// Creates a button running `primaryAction` when tapped, titled with its title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        show(primaryAction)
    }

    /// Creates a button of `buttonType` (by default a system button, so `UIButton(primaryAction:)`
    /// is one) running `primaryAction` when tapped, titled with its title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        show(primaryAction)
    }

    /// Adds `action` for taps and shows its title and image (UIKit's primary action initializers).
    private func show(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSubviews()
    }

    private func setUpSubviews() {
        backgroundImageView.contentMode = .scaleToFill
        addSubview(backgroundImageView)
        addSubview(imageView!)
        titleLabel!.textAlignment = .center
        titleLabel!.font = .systemFont(ofSize: 15, weight: .medium)
        addSubview(titleLabel!)
        updateContent()
    }

    /// Sets the title for `state` (`.normal` is the fallback for every state).
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateContent()
    }

    /// Sets the title color for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        updateContent()
    }

    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        updateContent()
    }

    /// Sets the background image for `state`, stretched to the bounds.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
        updateContent()
    }

    /// The title for `state`, falling back to `.normal`.
    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }
    /// The title color for `state`, falling back to `.normal`, then to the type's default.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal] ?? (buttonType == .system ? tintColor : .white)
    }
    /// The image for `state`, falling back to `.normal`.
    open func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    override func stateDidChange() {
        if configuration != nil || configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
        updateContent()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    private func updateContent() {
        guard let titleLabel, let imageView else { return }
        if let configuration { return show(configuration) }
        let state = self.state
        titleLabel.text = title(for: state)
        var color = titleColor(for: state) ?? .white
        if buttonType == .system && state.contains(.highlighted) && titleColors[.highlighted] == nil {
            color = color.withAlphaComponent(0.2)
        }
        if state.contains(.disabled) && titleColors[.disabled] == nil { color = color.withAlphaComponent(0.35) }
        titleLabel.textColor = color
        imageView.image = image(for: state)
        backgroundImageView.image = backgroundImages[state] ?? backgroundImages[.normal]
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The margins around all of the button's content: they grow its intrinsic size and
    /// `sizeThatFits(_:)`, and the content is laid out inside them (`contentRect(forBounds:)`).
    /// Deprecated in iOS 15 in favour of button configurations, and still honoured there.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Moves or resizes the title's rectangle after layout (a positive value moves that edge
    /// toward the centre, a negative one away), without changing the button's size: `left`
    /// 10 and `right` -10 move the title 10 points right.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Moves or resizes the image's rectangle after layout, as `titleEdgeInsets` does the title's.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Where the background image is drawn: the bounds. Subclasses override it.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the image and title are laid out: the bounds inside `contentEdgeInsets`.
    /// Subclasses override it.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// The title's rectangle in `contentRect`: beside the image (image first), placed by the
    /// content alignments (along a `.fill` axis the title takes what the image leaves), then
    /// moved by `titleEdgeInsets`. Subclasses override it (a title under its image).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let layout = contentLayout(in: contentRect)
        let room = contentRect.width - layout.image.width
        return moved(layout.title, by: titleEdgeInsets, room: CGSize(width: room, height: contentRect.height))
    }

    /// The image's rectangle in `contentRect`, at its natural size before the title, moved by
    /// `imageEdgeInsets`. Subclasses override it.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let layout = contentLayout(in: contentRect)
        return moved(layout.image, by: imageEdgeInsets, room: CGSize(width: contentRect.width - layout.title.width, height: contentRect.height))
    }

    /// `rect` placed by edge insets as UIKit places a button's title or image: the insets
    /// shrink the space it is aligned in, so a centered rectangle moves by half their
    /// difference and a left-aligned one by its left inset, and it shrinks only where the
    /// space left (`room` less the insets) is smaller than it; along a `.fill` axis it is inset.
    private func moved(_ rect: CGRect, by insets: UIEdgeInsets, room: CGSize) -> CGRect {
        let horizontal: EdgePlacement
        switch effectiveContentHorizontalAlignment {
        case .fill: horizontal = .fill
        case .left: horizontal = .start
        case .right: horizontal = .end
        case .center, .leading, .trailing: horizontal = .center
        }
        let vertical: EdgePlacement
        switch contentVerticalAlignment {
        case .fill: vertical = .fill
        case .top: vertical = .start
        case .bottom: vertical = .end
        case .center: vertical = .center
        }
        let x = horizontal.place(rect.minX, rect.width, near: insets.left, far: insets.right, room: room.width)
        let y = vertical.place(rect.minY, rect.height, near: insets.top, far: insets.bottom, room: room.height)
        return CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
    }

    /// Image then title, side by side, placed by the content alignments in `contentRect`.
    private func contentLayout(in contentRect: CGRect) -> (image: CGRect, title: CGRect) {
        let imageSize = imageView?.image?.size ?? .zero
        let titleSize = titleLabel.flatMap { label in label.text.map { _ in label.intrinsicContentSize } } ?? .zero
        let content = alignedContentFrame(size: CGSize(width: imageSize.width + titleSize.width,
                                                       height: max(imageSize.height, titleSize.height)), in: contentRect)
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: return content.minY
            case .bottom: return content.maxY - height
            case .center: return content.midY - height / 2
            }
        }
        let titleHeight = contentVerticalAlignment == .fill ? content.height : titleSize.height
        return (CGRect(x: content.minX, y: y(imageSize.height), width: imageSize.width, height: imageSize.height),
                CGRect(x: content.minX + imageSize.width, y: y(titleHeight), width: max(0, content.width - imageSize.width), height: titleHeight))
    }

    /// Lays the background, image and title out in the rectangles the methods above give.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate { runConfigurationUpdate() }
        if let configuration { return layOut(configuration) }
        guard let titleLabel, let imageView else { return }
        backgroundImageView.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        imageView.frame = imageRect(forContentRect: content)
        titleLabel.frame = titleRect(forContentRect: content)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuration { return configuredSize(configuration) }
        let imageSize = image(for: .normal)?.size ?? .zero
        let titleSize = titleLabel?.intrinsicContentSize ?? .zero
        let insets = contentEdgeInsets
        return CGSize(width: imageSize.width + titleSize.width + (titleSize.width > 0 ? 12 : 0) + insets.left + insets.right,
                      height: max(imageSize.height, titleSize.height + (titleSize.height > 0 ? 12 : 0)) + insets.top + insets.bottom)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// The button is the target of touches on its title and image.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        return hit === self || hit.isDescendant(of: self) ? self : hit
    }
}

/// How a button's title or image sits along one axis of its content, for its edge insets.
private enum EdgePlacement {
    case start, end, center, fill

    /// The span at `origin` of `length` moved by the `near` and `far` insets, and shortened
    /// to the `room` they leave when it no longer fits (inset at both ends along `.fill`).
    func place(_ origin: CGFloat, _ length: CGFloat, near: CGFloat, far: CGFloat, room: CGFloat) -> (origin: CGFloat, length: CGFloat) {
        switch self {
        case .fill: return (origin + near, max(0, length - near - far))
        case .start, .end, .center:
            let moved = self == .start ? origin + near : self == .end ? origin - far : origin + (near - far) / 2
            let fits = max(0, room - near - far)
            guard length > fits else { return (moved, length) }
            let cut = length - fits
            return (self == .start ? moved : self == .end ? moved + cut : moved + cut / 2, fits)
        }
    }
}
