import LabKit
import XCTest

/// A window's root view controller loads its view, then appears, and a navigation or tab bar
/// controller's shown child appears with it: on iOS the controller at the bottom of a
/// navigation stack gets `viewWillAppear` and `viewDidAppear` when the window shows it, where
/// much code starts its animations ("viewDidAppear … Notifies the view controller that its
/// view was added to a view hierarchy", UIViewController documentation).
final class UIWindowRootAppearanceTests: XCTestCase {
    private final class Loading: UIViewController {
        var log: [String] = []
        override func viewDidLoad() { log.append("didLoad") }
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    }

    private func window(showing root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        return window
    }

    func testAPlainRootLoadsBeforeItAppears() {
        let root = Loading()
        let window = window(showing: root)
        XCTAssertEqual(root.log, ["didLoad", "willAppear", "didAppear"])
        XCTAssertTrue(root.view.window === window)
    }

    func testTheRootOfANavigationStackAppearsWithIt() {
        let home = Loading()
        _ = window(showing: UINavigationController(rootViewController: home))
        XCTAssertEqual(home.log, ["didLoad", "willAppear", "didAppear"])
    }

    func testTheSelectedTabAppearsAndTheOthersStayUnloaded() {
        let first = Loading(), second = Loading()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        _ = window(showing: tabs)
        XCTAssertEqual(first.log, ["didLoad", "willAppear", "didAppear"])
        XCTAssertEqual(second.log, [])
    }
}
