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
        window.makeKeyAndVisible()
        return window
    }

    private final class KeyWindowReader: UIViewController {
        var keyWindowOnAppearing: UIWindow?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            keyWindowOnAppearing = UIApplication.shared.keyWindow
        }
    }

    /// A hidden window's root appears when the window is shown, already the key window (as
    /// SwiftSpinner's `show`, called from `viewWillAppear`, expects: "If you're trying to show
    /// a spinner from your view controller's viewDidLoad method, do that from viewWillAppear
    /// instead"); a visible window's new root appears at once.
    func testARootAppearsWhenItsWindowIsShownAndKey() {
        let root = KeyWindowReader()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        XCTAssertNil(root.view.superview, "not in the hidden window yet")
        window.makeKeyAndVisible()
        XCTAssertTrue(root.keyWindowOnAppearing === window)
        XCTAssertTrue(root.view.superview === window)
        let next = Loading()
        window.rootViewController = next
        XCTAssertEqual(next.log, ["didLoad", "willAppear", "didAppear"])
        XCTAssertNil(root.view.superview)
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

    /// A root replaced before its hidden window was shown never appeared, so it does not
    /// disappear either.
    func testARootReplacedBeforeTheWindowShowsNeverAppearsOrDisappears() {
        final class Logged: UIViewController {
            var log: [String] = []
            override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
            override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        }
        let first = Logged(), second = Logged()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = first
        window.rootViewController = second
        window.makeKeyAndVisible()
        XCTAssertEqual(first.log, [])
        XCTAssertEqual(second.log, ["willAppear"])
        window.rootViewController = first
        XCTAssertEqual(second.log, ["willAppear", "willDisappear"])
    }
}
