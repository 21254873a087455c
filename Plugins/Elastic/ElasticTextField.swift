import LabKit

/// A text field whose background is an `ElasticView`: a tap bounces it, then editing
/// begins as in any text field.
final class ElasticTextField: UITextField {
    // 1
    var elasticView: ElasticView!

    // 2
    var overshootAmount: CGFloat = 10 {
        didSet {
            elasticView.overshootAmount = overshootAmount
        }
    }

    // 3
    override init(frame: CGRect) {
        super.init(frame: frame)
        setupView()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setupView()
    }

    // 4
    func setupView() {
        // A
        clipsToBounds = false
        borderStyle = .none

        // B
        elasticView = ElasticView(frame: bounds)
        elasticView.backgroundColor = backgroundColor
        addSubview(elasticView)

        // C
        backgroundColor = UIColor.clear

        // D
        elasticView.isUserInteractionEnabled = false
    }

    // 5
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        elasticView.touchesBegan(touches, with: event)
    }

    // Add some padding to the text and editing bounds
    override func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: 10, dy: 5)
    }

    override func editingRect(forBounds bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: 10, dy: 5)
    }
}
