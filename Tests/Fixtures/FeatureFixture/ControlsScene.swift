import LabKit

/// One of each standard control on iOS's light grouped background, laid out as a settings
/// screen: a switch and a slider in one card, a segmented control, a progress bar beside a
/// spinner, and a page control. `controls-tour.txt` taps the switch, drags the slider's
/// thumb, taps the third segment and taps right of the current page dot.
final class ControlsScene: ViewControllerScene {
    static let info = SceneInfo(name: "Controls", summary: "A switch, slider, segmented control, spinner, progress bar and page control",
                                preferredSize: CGSize(width: 320, height: 480))

    init() {}

    func makeRootViewController() -> UIViewController { ControlsController() }
}

/// The controls, in white rounded cards.
private final class ControlsController: UIViewController {
    /// iOS's `systemGroupedBackground` (242, 242, 247).
    private static let groupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = ControlsController.groupedBackground

        let title = UILabel(frame: CGRect(x: 20, y: 20, width: 280, height: 40))
        title.text = "Controls"
        title.font = .boldSystemFont(ofSize: 28)
        view.addSubview(title)

        // Card 1 (y 70…158): a switch row and a slider row, with a hairline between them.
        let first = card(y: 70, height: 88)
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: 180, height: 44))
        label.text = "Airplane Mode"
        label.font = .systemFont(ofSize: 17)
        first.addSubview(label)
        let toggle = UISwitch()
        toggle.frame.origin = CGPoint(x: 288 - 16 - 51, y: 6.5)
        first.addSubview(toggle)
        let separator = UIView(frame: CGRect(x: 16, y: 43.5, width: 272, height: 0.5))
        separator.backgroundColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
        first.addSubview(separator)
        let slider = UISlider(frame: CGRect(x: 16, y: 50.5, width: 256, height: 31))
        slider.value = 0.3
        first.addSubview(slider)

        // Card 2 (y 178…226): a segmented control.
        let second = card(y: 178, height: 48)
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 8, y: 8, width: 272, height: 32)
        segments.selectedSegmentIndex = 0
        second.addSubview(segments)

        // Card 3 (y 246…306): a progress bar and a spinner.
        let third = card(y: 246, height: 60)
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 16, y: 28, width: 200, height: 4)
        progress.progress = 0.6
        third.addSubview(progress)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.center = CGPoint(x: 256, y: 30)
        spinner.startAnimating()
        third.addSubview(spinner)

        // A page control for four pages, tinted for the light background.
        let pages = UIPageControl(frame: CGRect(x: 16, y: 326, width: 288, height: 37))
        pages.numberOfPages = 4
        pages.pageIndicatorTintColor = UIColor(white: 0, alpha: 0.2)
        pages.currentPageIndicatorTintColor = UIColor(white: 0, alpha: 0.8)
        view.addSubview(pages)
    }

    /// A white card with iOS's inset-grouped corner radius (10).
    private func card(y: CGFloat, height: CGFloat) -> UIView {
        let card = UIView(frame: CGRect(x: 16, y: y, width: 288, height: height))
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        view.addSubview(card)
        return card
    }
}
