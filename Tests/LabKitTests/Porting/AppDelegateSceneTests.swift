@_spi(LabHost) import LabKit
import XCTest

/// Apps as iOS launches them: an app delegate building its window in code (with either launch
/// method), or a scene delegate doing it, run as a scene with nothing changed.
final class AppDelegateSceneTests: XCTestCase {
    override func setUp() {
        super.setUp()
        LabClock.reset()
    }

    override func tearDown() {
        LabClock.reset()
        super.tearDown()
    }

    private final class RootController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .red
        }
    }

    /// The modern launch method, and the life-cycle calls after it.
    private final class ModernDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        nonisolated(unsafe) static var heard: [String] = []
        var heard: [String] {
            get { Self.heard }
            set { Self.heard = newValue }
        }

        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            heard.append("will")
            return true
        }

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            heard.append("did")
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UINavigationController(rootViewController: RootController())
            window?.makeKeyAndVisible()
            return true
        }

        func applicationDidFinishLaunching(_ application: UIApplication) { heard.append("older form") }
        func applicationDidBecomeActive(_ application: UIApplication) { heard.append("active") }
        func applicationWillResignActive(_ application: UIApplication) { heard.append("resign") }
    }

    /// DGElasticPullToRefresh's example: only the older launch method.
    private final class OlderDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func applicationDidFinishLaunching(_ application: UIApplication) {
            window = UIWindow(frame: UIScreen.main.bounds)
            window!.rootViewController = RootController()
            window!.makeKeyAndVisible()
        }
    }

    /// The iOS 13 template: the scene delegate makes the window.
    private final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {}

    private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = RootController()
            window?.makeKeyAndVisible()
        }
    }

    private final class ModernScene: AppDelegateScene {
        static let info = SceneInfo(name: "Modern", summary: "", preferredSize: CGSize(width: 320, height: 480))
        static weak var lastDelegate: ModernDelegate?
        init() {}
        func makeAppDelegate() -> ModernDelegate {
            let delegate = ModernDelegate()
            Self.lastDelegate = delegate
            return delegate
        }
    }

    private final class OlderScene: AppDelegateScene {
        static let info = SceneInfo(name: "Older", summary: "", preferredSize: CGSize(width: 320, height: 480))
        init() {}
        func makeAppDelegate() -> OlderDelegate { OlderDelegate() }
    }

    private final class TemplateScene: AppDelegateScene {
        static let info = SceneInfo(name: "Template", summary: "", preferredSize: CGSize(width: 320, height: 480))
        init() {}
        func makeAppDelegate() -> TemplateAppDelegate { TemplateAppDelegate() }
        func makeSceneDelegate() -> UIWindowSceneDelegate? { TemplateSceneDelegate() }
    }

    private func canvas() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        return root
    }

    func testTheAppDelegateBuildsTheWindowTheCanvasShows() throws {
        ModernDelegate.heard = []
        let root = canvas()
        ModernScene().load(into: root)
        do {
            let delegate = try XCTUnwrap(ModernScene.lastDelegate, "the launched delegate is held while the scene runs")
            XCTAssertEqual(delegate.heard, ["will", "did"], "the older form is not called when the modern one is implemented")
            let window = try XCTUnwrap(delegate.window)
            XCTAssertTrue(root.sublayers?.first === window.layer)
            XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
            XCTAssertTrue(UIApplication.shared.delegate === delegate)
            XCTAssertTrue(UIApplication.shared.keyWindow === window)
            LabClock.commit(root: root)
            XCTAssertEqual((window.rootViewController as? UINavigationController)?.topViewController?.view.backgroundColor, .red)
        }
        XCTAssertEqual(ModernDelegate.heard, ["will", "did", "active"])
        LabClock.reset()
        XCTAssertEqual(ModernDelegate.heard, ["will", "did", "active", "resign"])
        XCTAssertNil(ModernScene.lastDelegate, "let go when the scene unloads")
    }

    func testTheOlderLaunchMethodIsCalledWhenTheModernOneIsNot() throws {
        let root = canvas()
        OlderScene().load(into: root)
        let window = try XCTUnwrap(UIApplication.shared.keyWindow)
        XCTAssertTrue(root.sublayers?.first === window.layer)
        XCTAssertTrue(window.rootViewController is RootController)
    }

    func testTheSceneDelegateMakesTheWindowAfterLaunch() throws {
        let root = canvas()
        TemplateScene().load(into: root)
        let window = try XCTUnwrap(UIApplication.shared.keyWindow)
        XCTAssertTrue(root.sublayers?.first === window.layer)
        XCTAssertEqual(window.bounds, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertTrue(window.rootViewController is RootController)
        XCTAssertTrue((UIApplication.shared.connectedScenes.first?.delegate as? TemplateSceneDelegate)?.window === window)
    }

    func testAnAppThatMakesNoWindowLeavesTheCanvasEmptyWithADiagnostic() {
        final class EmptyScene: AppDelegateScene {
            static let info = SceneInfo(name: "Storyboard", summary: "", preferredSize: CGSize(width: 320, height: 480))
            init() {}
            func makeAppDelegate() -> TemplateAppDelegate { TemplateAppDelegate() }
        }
        var messages: [String] = []
        let previous = LabDiagnostics.setSink { messages.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        let root = canvas()
        EmptyScene().load(into: root)
        XCTAssertNil(root.sublayers)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("Storyboard: the app made no visible window at launch") ?? false, "\(messages)")
    }
}
