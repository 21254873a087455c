import Foundation

/// A spinner, drawn as iOS 13 and later draw it: eight rounded spokes, the leading one solid
/// and those behind it fading, turning by one spoke every eighth of a second while animating.
open class UIActivityIndicatorView: UIView {
    /// The size of the spinner.
    public enum Style: Int, Sendable {
        /// 20 x 20 points (the default).
        case medium = 100
        /// 37 x 37 points.
        case large = 101
        /// 37 x 37 points, white (the style before iOS 13, which deprecated it).
        case whiteLarge = 0
        /// 20 x 20 points, white (before iOS 13).
        case white = 1
        /// 20 x 20 points, gray (before iOS 13).
        case gray = 2

        /// The spinner's side in points.
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }

        /// The spokes' colour unless `color` is set: white for the white styles, else gray.
        var defaultColor: UIColor { self == .white || self == .whiteLarge ? .white : .systemGray }
    }

    /// The number of spokes.
    static let spokeCount = 8
    /// One turn (eight steps of one spoke each).
    static let period: CFTimeInterval = 1
    /// The key of the stepping rotation.
    static let animationKey = "UIActivityIndicatorView.spin"

    /// The spinner's size; a new style re-sizes the spokes (the view keeps its frame and
    /// centres them).
    open var style: Style = .medium { didSet { rebuildSpokes() } }
    /// The spokes' colour (default: the style's, gray or white); nil restores the default.
    open var color: UIColor! {
        get { customColor ?? style.defaultColor }
        set {
            customColor = newValue
            rebuildSpokes()
        }
    }
    private var customColor: UIColor?
    /// Whether the view hides itself while stopped (default true).
    open var hidesWhenStopped = true { didSet { if !animating { isHidden = hidesWhenStopped } } }
    /// Whether the spinner is turning.
    open var isAnimating: Bool { animating }
    private var animating = false

    private let spokesLayer = CALayer()

    /// A spinner of `style`, sized to it and hidden until it starts animating.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        layer.addSublayer(spokesLayer)
        isHidden = hidesWhenStopped
        rebuildSpokes()
    }

    /// Starts turning and shows the view.
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        // One spoke's angle at a time, held (discrete), clockwise.
        spin.values = (0..<UIActivityIndicatorView.spokeCount).map {
            Double($0) * 2 * Double.pi / Double(UIActivityIndicatorView.spokeCount)
        }
        spin.calculationMode = .discrete
        spin.duration = UIActivityIndicatorView.period
        spin.repeatCount = .infinity
        spokesLayer.add(spin, forKey: UIActivityIndicatorView.animationKey)
    }

    /// Stops turning and, when `hidesWhenStopped`, hides the view.
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        spokesLayer.removeAnimation(forKey: UIActivityIndicatorView.animationKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// The opacity of the spoke `stepsBehind` spokes behind the leading one.
    static func spokeOpacity(stepsBehind: Int) -> Float { 1 - 0.1 * Float(stepsBehind) }

    /// Makes the spokes for the style and colour: spoke `i` points `i` eighths of a turn
    /// clockwise from twelve o'clock, the leading one at twelve.
    private func rebuildSpokes() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        spokesLayer.sublayers?.forEach { $0.removeFromSuperlayer() }
        let side = style.side
        spokesLayer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        let lineWidth = side * 0.11
        let outer = side / 2 - lineWidth / 2
        let inner = side * 0.23
        let count = UIActivityIndicatorView.spokeCount
        for i in 0..<count {
            let angle = CGFloat(i) * 2 * .pi / CGFloat(count)
            let direction = CGPoint(x: sin(angle), y: -cos(angle))
            let path = CGMutablePath()
            path.move(to: CGPoint(x: side / 2 + direction.x * inner, y: side / 2 + direction.y * inner))
            path.addLine(to: CGPoint(x: side / 2 + direction.x * outer, y: side / 2 + direction.y * outer))
            let spoke = CAShapeLayer()
            spoke.frame = spokesLayer.bounds
            spoke.path = path
            spoke.strokeColor = color.cgColor
            spoke.fillColor = nil
            spoke.lineWidth = lineWidth
            spoke.lineCap = .round
            spoke.opacity = UIActivityIndicatorView.spokeOpacity(stepsBehind: (count - i) % count)
            spokesLayer.addSublayer(spoke)
        }
        setNeedsLayout()
    }

    /// Centres the spokes in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        spokesLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        CATransaction.commit()
    }

    /// The style's square.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: style.side, height: style.side) }

    /// The style's square: 20 x 20 (medium) or 37 x 37 (large).
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
}
