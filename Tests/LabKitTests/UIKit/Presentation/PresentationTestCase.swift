import LabKit
import XCTest

/// A controller that writes its appearance calls, prefixed with its name, to a shared log.
final class LoggingController: UIViewController {
    let name: String
    let log: PresentationLog

    init(_ name: String, log: PresentationLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).didDisappear") }
}

/// The appearance calls of a test's controllers, in order.
final class PresentationLog {
    var entries: [String] = []
}

/// A 320 x 480 window whose root controller "A" presents; `settle()` runs the clock past
/// any standard transition.
class PresentationTestCase: UIKitTestCase {
    let log = PresentationLog()
    var presenter: LoggingController!

    override func setUp() {
        super.setUp()
        presenter = LoggingController("A", log: log)
        presenter.view.backgroundColor = .white
        window.rootViewController = presenter
        commit()
        log.entries = []
    }

    override func tearDown() {
        presenter = nil
        super.tearDown()
    }

    /// Runs the clock for `seconds` (default: longer than every standard transition).
    func settle(_ seconds: Double = 1) {
        advance(to: LabClock.currentTime + seconds)
    }

    /// The transition view the presentation happens in (the window's topmost subview).
    var containerView: UIView? {
        window.subviews.last { $0 !== presenter.viewIfLoaded }
    }
}
