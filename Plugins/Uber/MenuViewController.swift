import LabKit

/// The main screen the splash hands over to: titled "Fuber", a simple drawn street map with
/// the rider's position, and the bottom toolbar choosing between FuberX and FuberBlack. (The
/// tutorial's screen shows a MapKit map; this one draws its own streets.)
final class MenuViewController: UIViewController {
    private let toolbar = UIView()
    private let slider = UIView()
    private let thumb = UIView()
    private let fuberXLabel = UILabel()
    private let fuberBlackLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fuber"
        view.backgroundColor = UIColor(red: 0.93, green: 0.94, blue: 0.92, alpha: 1)
        view.layer.addSublayer(streetsLayer())

        let rider = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        rider.backgroundColor = UIColor.fuberBlue()
        rider.layer.cornerRadius = 11
        rider.layer.borderWidth = 4
        rider.layer.borderColor = UIColor.white.cgColor
        rider.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY - 40)
        view.addSubview(rider)

        toolbar.backgroundColor = UIColor.white
        view.addSubview(toolbar)
        slider.backgroundColor = UIColor(white: 0.8, alpha: 1)
        toolbar.addSubview(slider)
        thumb.backgroundColor = UIColor.black
        thumb.layer.cornerRadius = 14
        toolbar.addSubview(thumb)
        for (label, text, alignment) in [(fuberXLabel, "FuberX", NSTextAlignment.left),
                                         (fuberBlackLabel, "FuberBlack", NSTextAlignment.right)] {
            label.text = text
            label.font = UIFont.systemFont(ofSize: 17)
            label.textAlignment = alignment
            toolbar.addSubview(label)
        }
    }

    /// The 80 pt toolbar at the bottom: the slider's track and thumb (at FuberX), the two labels.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        toolbar.frame = CGRect(x: 0, y: bounds.maxY - 80, width: bounds.width, height: 80)
        slider.frame = CGRect(x: 30, y: 20, width: bounds.width - 60, height: 2)
        thumb.frame = CGRect(x: 16, y: 7, width: 28, height: 28)
        fuberXLabel.frame = CGRect(x: 16, y: 44, width: 150, height: 24)
        fuberBlackLabel.frame = CGRect(x: bounds.width - 166, y: 44, width: 150, height: 24)
    }

    /// White streets on the light ground: two avenues and a few cross streets.
    private func streetsLayer() -> CAShapeLayer {
        let bounds = view.bounds
        let streets = UIBezierPath()
        for x in stride(from: bounds.width * 0.2, to: bounds.width, by: bounds.width * 0.3) {
            streets.move(to: CGPoint(x: x, y: 0))
            streets.addLine(to: CGPoint(x: x + 60, y: bounds.height))
        }
        for y in stride(from: 90.0, to: bounds.height, by: 110) {
            streets.move(to: CGPoint(x: 0, y: y))
            streets.addLine(to: CGPoint(x: bounds.width, y: y - 30))
        }
        let layer = CAShapeLayer()
        layer.path = streets.cgPath
        layer.strokeColor = UIColor.white.cgColor
        layer.fillColor = nil
        layer.lineWidth = 10
        return layer
    }
}
