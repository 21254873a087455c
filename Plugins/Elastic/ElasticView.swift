import LabKit

/// A view whose background is a shape with four springy edges: a tap pushes the middle of
/// every edge out by `overshootAmount`, then lets it wobble back.
///
/// Four invisible 5 pt control-point views sit at the middles of the edges; spring
/// animations move them, and a display link redraws the shape through their on-screen
/// (presentation) positions every frame while they move.
final class ElasticView: UIView {
    private let topControlPointView = UIView()
    private let leftControlPointView = UIView()
    private let bottomControlPointView = UIView()
    private let rightControlPointView = UIView()
    private let elasticShape = CAShapeLayer()

    /// How far the edges bulge, in points; negative bulges inward. (`@IBInspectable` in the
    /// tutorial.)
    var overshootAmount: CGFloat = 10

    /// The tutorial's debugging look: the control points drawn as blue squares.
    var showsControlPoints = false {
        didSet {
            for controlPoint in [topControlPointView, leftControlPointView, bottomControlPointView, rightControlPointView] {
                controlPoint.backgroundColor = showsControlPoints ? UIColor.blue : nil
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupComponents()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setupComponents()
    }

    private func setupComponents() {
        elasticShape.fillColor = backgroundColor?.cgColor
        elasticShape.path = UIBezierPath(rect: bounds).cgPath
        layer.addSublayer(elasticShape)

        for controlPoint in [topControlPointView, leftControlPointView, bottomControlPointView, rightControlPointView] {
            addSubview(controlPoint)
            controlPoint.frame = CGRect(x: 0.0, y: 0.0, width: 5.0, height: 5.0)
        }

        positionControlPoints()

        // The tutorial's fix for a negative overshoot: the shape alone is the background,
        // and it may draw outside the view.
        backgroundColor = UIColor.clear
        clipsToBounds = false
    }

    private func positionControlPoints() {
        topControlPointView.center = CGPoint(x: bounds.midX, y: 0.0)
        leftControlPointView.center = CGPoint(x: 0.0, y: bounds.midY)
        bottomControlPointView.center = CGPoint(x: bounds.midX, y: bounds.maxY)
        rightControlPointView.center = CGPoint(x: bounds.maxX, y: bounds.midY)
    }

    private func bezierPathForControlPoints() -> CGPath {
        // 1
        let path = UIBezierPath()

        // 2
        let top = topControlPointView.layer.presentation()!.position
        let left = leftControlPointView.layer.presentation()!.position
        let bottom = bottomControlPointView.layer.presentation()!.position
        let right = rightControlPointView.layer.presentation()!.position

        let width = frame.size.width
        let height = frame.size.height

        // 3
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: width, y: 0), controlPoint: top)
        path.addQuadCurve(to: CGPoint(x: width, y: height), controlPoint: right)
        path.addQuadCurve(to: CGPoint(x: 0, y: height), controlPoint: bottom)
        path.addQuadCurve(to: CGPoint(x: 0, y: 0), controlPoint: left)

        // 4
        return path.cgPath
    }

    func updateLoop() {
        // Set bare, as the tutorial does, the path of this standalone layer would also start
        // an implicit 0.25 s animation every frame, and the shape would trail behind the
        // control points; it is meant to follow them.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        elasticShape.path = bezierPathForControlPoints()
        CATransaction.commit()
    }

    private(set) lazy var displayLink: CADisplayLink = {
        let displayLink = CADisplayLink { [weak self] _ in self?.updateLoop() }
        displayLink.add(to: .current, forMode: .common)
        return displayLink
    }()

    private func startUpdateLoop() {
        displayLink.isPaused = false
    }

    private func stopUpdateLoop() {
        displayLink.isPaused = true
    }

    func animateControlPoints() {
        // 1
        let overshootAmount = self.overshootAmount
        // 2
        UIView.animate(withDuration: 0.25, delay: 0.0, usingSpringWithDamping: 0.9, initialSpringVelocity: 1.5,
                       options: [], animations: {
            // 3
            self.topControlPointView.center.y -= overshootAmount
            self.leftControlPointView.center.x -= overshootAmount
            self.bottomControlPointView.center.y += overshootAmount
            self.rightControlPointView.center.x += overshootAmount
        }, completion: { _ in
            // 4
            UIView.animate(withDuration: 0.45, delay: 0.0, usingSpringWithDamping: 0.15, initialSpringVelocity: 5.5,
                           options: [], animations: {
                // 5
                self.positionControlPoints()
            }, completion: { _ in
                // 6
                self.stopUpdateLoop()
            })
        })
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        startUpdateLoop()
        animateControlPoints()
    }

    /// The color given as background becomes the shape's fill; the view itself stays clear.
    /// (The tutorial does this in `willSet`, after which Swift still stores the new color
    /// in the view, so a negative overshoot would show the plain rectangle behind the shape;
    /// a full override keeps the view clear, as the tutorial intends.)
    override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            if let newValue {
                elasticShape.fillColor = newValue.cgColor
                super.backgroundColor = UIColor.clear
            } else {
                super.backgroundColor = nil
            }
        }
    }
}
