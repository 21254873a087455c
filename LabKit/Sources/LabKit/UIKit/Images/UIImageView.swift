import Foundation

/// Shows an image in its bounds, fitted by `contentMode` (default `.scaleToFill`). The image
/// becomes the layer's `contents`, uploaded to the GPU once and reused; a template image
/// (`.alwaysTemplate`) shows its alpha filled with the view's `tintColor`, redrawn when the
/// tint changes. `animationImages` play in turn after `startAnimating()`, as a discrete
/// keyframe animation of the layer's `contents`, as UIKit plays them.
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet {
            showImage()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
            playAnimatedImage()
        }
    }

    /// The images shown in turn while the view animates (nil: no animation).
    open var animationImages: [UIImage]?
    /// How long one pass through `animationImages` takes (default 0: 1/30 s per image).
    open var animationDuration: TimeInterval = 0
    /// How many passes play (default 0: until `stopAnimating()`).
    open var animationRepeatCount = 0

    /// Whether the animation images are playing.
    open var isAnimating: Bool { layer.animation(forKey: UIImageView.animationKey) != nil }

    /// Plays `animationImages` from the first, `animationRepeatCount` times (0: for ever);
    /// `image` shows again when they end. Without images it does nothing.
    open func startAnimating() {
        let images = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages
        let frames = (images ?? []).compactMap(\.displayedImage)
        guard !frames.isEmpty else { return }
        let duration = animationDuration > 0 && animationDuration.isFinite ? animationDuration : Double(frames.count) / 30
        layer.contentsScale = images?.first?.scale ?? 1
        play(frames, duration: duration, repeatCount: animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity,
             key: UIImageView.animationKey)
    }

    /// Stops the animation images; `image` shows again.
    open func stopAnimating() {
        layer.removeAnimation(forKey: UIImageView.animationKey)
        showImage()
    }

    private static let animationKey = "UIImageViewAnimation"
    private static let animatedImageKey = "UIImageViewAnimatedImage"

    /// An animated `image` plays its frames for ever, as UIKit's image views play them.
    private func playAnimatedImage() {
        guard let frames = image?.images?.compactMap(\.displayedImage), frames.count > 1, let image else {
            layer.removeAnimation(forKey: UIImageView.animatedImageKey)
            return
        }
        play(frames, duration: image.duration, repeatCount: .infinity, key: UIImageView.animatedImageKey)
    }

    /// Shows `frames` in turn as the layer's contents, `duration` a pass, as UIKit plays them:
    /// a discrete keyframe animation of `contents`.
    private func play(_ frames: [CGImage], duration: TimeInterval, repeatCount: Float, key: String) {
        let play = CAKeyframeAnimation(keyPath: "contents")
        play.values = frames
        play.calculationMode = .discrete
        play.duration = duration
        play.repeatCount = repeatCount
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.add(play, forKey: key)
        CATransaction.commit()
    }

    /// The image shown while `isHighlighted` (nil: `image`).
    open var highlightedImage: UIImage? { didSet { if isHighlighted { showImage() } } }
    /// Whether the view shows `highlightedImage` (and plays `highlightedAnimationImages`).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { showImage() } } }
    /// The images played while highlighted (nil: `animationImages`).
    open var highlightedAnimationImages: [UIImage]?

    /// Shows `image`, or `highlightedImage` once highlighted, sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Shows `image`, sized to it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        showImage()
        playAnimatedImage()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentModeDidChange()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        contentModeDidChange()
    }

    override func contentModeDidChange() {
        layer.contentsGravity = CALayerContentsGravity(contentMode)
    }

    /// The image as drawn (the highlighted one when highlighted): its pixels, or for a
    /// template its alpha in the tint colour.
    private func showImage() {
        let image = shownImage
        if let image, image.renderingMode == .alwaysTemplate, let pixels = image.displayedImage {
            layer.contents = pixels.filled(with: tintColor)
        } else {
            layer.contents = image?.displayedImage
        }
        layer.contentsScale = image?.scale ?? 1
        layer.contentsCenter = image?.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1)
    }

    /// The image the view shows now.
    private var shownImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.renderingMode == .alwaysTemplate { showImage() }
    }

    /// A new superview may pass down another tint.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if shownImage?.renderingMode == .alwaysTemplate { showImage() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override var intrinsicContentSize: CGSize { image?.size ?? .zero }
}

extension CALayerContentsGravity {
    /// The gravity that places contents as a view's content mode does.
    init(_ mode: UIView.ContentMode) {
        switch mode {
        case .scaleToFill, .redraw: self = .resize
        case .scaleAspectFit: self = .resizeAspect
        case .scaleAspectFill: self = .resizeAspectFill
        case .center: self = .center
        case .top: self = .top
        case .bottom: self = .bottom
        case .left: self = .left
        case .right: self = .right
        case .topLeft: self = .topLeft
        case .topRight: self = .topRight
        case .bottomLeft: self = .bottomLeft
        case .bottomRight: self = .bottomRight
        }
    }
}
