import LabKit

/// A vertical scroll view of 30 coloured rows, 44 points each (1320 points of content in a
/// 480-point screen), for golden frames of a drag, a fling's deceleration, its bounce off the
/// bottom edge and the rest after it. A light gray behind the rows shows where the content
/// has been pulled past its edge.
final class ScrollScene: ViewControllerScene {
    static let info = SceneInfo(name: "Scroll", summary: "A scroll view of 30 rows: drag, fling, bounce",
                                preferredSize: CGSize(width: 320, height: 480))

    init() {}

    func makeRootViewController() -> UIViewController { RowsController() }
}

/// The rows, in a scroll view that fills the screen.
private final class RowsController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let scrollView = UIScrollView(frame: view.bounds)
        scrollView.backgroundColor = UIColor(white: 0.9, alpha: 1)
        let rowHeight: CGFloat = 44
        for index in 0..<30 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * rowHeight, width: 320, height: rowHeight - 1))
            row.backgroundColor = UIColor(hue: CGFloat(index) / 30, saturation: 0.55, brightness: 0.85, alpha: 1)
            let label = UILabel(frame: CGRect(x: 16, y: 0, width: 288, height: rowHeight - 1))
            label.text = "Row \(index + 1)"
            label.font = .boldSystemFont(ofSize: 17)
            label.textColor = .white
            row.addSubview(label)
            scrollView.addSubview(row)
        }
        scrollView.contentSize = CGSize(width: 320, height: 30 * rowHeight)
        view.addSubview(scrollView)
    }
}
