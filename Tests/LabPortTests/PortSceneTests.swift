import LabPort
import SwiftParser
import XCTest

final class PortSceneTests: XCTestCase {
    private func find(_ source: String, named: String? = nil) -> PortScene? {
        PortScene.find(in: [Parser.parse(source: source)], named: named)
    }

    func testTheViewOrLayerWithTheMostAnimationCallsIsChosenAndStarted() {
        let source = """
            class Base: UIView {}
            public class Spinner: Base {
                func startAnimating() {
                    layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
                }
                func stop() {}
            }
            extension Spinner {
                func wobble() { UIView.animate(withDuration: 1) {} }
            }
            class Ring: CAShapeLayer {
                init(color: UIColor) { super.init() }
                func play() { add(CABasicAnimation(), forKey: nil); add(CABasicAnimation(), forKey: nil); add(CABasicAnimation(), forKey: nil) }
            }
            class Dot: CALayer {
                func play() { add(CABasicAnimation(), forKey: nil) }
            }
            class Model { func animate() { UIView.animate(withDuration: 1) {} } }
            """
        // Ring animates most but needs a color; Spinner (3 calls, through Base) beats Dot (2).
        XCTAssertEqual(find(source), PortScene(type: "Spinner", isLayer: false, start: "startAnimating"))
        XCTAssertEqual(find(source, named: "Dot"), PortScene(type: "Dot", isLayer: true, start: "play"))
        XCTAssertNil(find(source, named: "Ring"))
        XCTAssertNil(find(source, named: "Model"))
        XCTAssertNil(find("struct Nothing {}"))
    }

    /// SAConfettiView's `startConfetti()`: without a usual name, a `start…` method starts it.
    func testAMethodNamedStartSomethingStartsTheSubject() {
        let source = """
            class ConfettiView: UIView {
                func stopConfetti() {}
                func startConfetti() { layer.addSublayer(CAEmitterLayer()); UIView.animate(withDuration: 1) {} }
                func startingPoint() {}
                func startRain(intensity: Float) {}
            }
            """
        XCTAssertEqual(find(source), PortScene(type: "ConfettiView", isLayer: false, start: "startConfetti"))
    }

    func testAPublicViewWinsATie() {
        XCTAssertEqual(find("class A: UIView {}\nopen class B: UIView {}\nclass C: UIView {}")?.type, "B")
    }

    /// An app whose delegate builds its window in code (DGElasticPullToRefresh's example) is
    /// launched whole; so is one whose scene delegate does; a storyboard app's delegate sets
    /// no root view controller, so its principal view is shown as before, as is a `--view`.
    func testAnAppThatBuildsItsWindowInCodeIsLaunched() throws {
        let views = """
            class Spinner: UIView {
                func startAnimating() { layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade") }
            }
            """
        let codeApp = views + """

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func applicationDidFinishLaunching(_ application: UIApplication) {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window!.rootViewController = UINavigationController(rootViewController: ViewController())
                    window!.makeKeyAndVisible()
                }
            }
            """
        let scene = try XCTUnwrap(find(codeApp))
        XCTAssertEqual(scene, PortScene(appDelegate: "AppDelegate", sceneDelegate: nil))
        XCTAssertTrue(scene.launchesApp)
        XCTAssertEqual(scene.source(name: "Demo"), """
            import LabKit

            /// The app, launched as iOS launches it: `AppDelegate`, which
            /// `lab port` found building the window and its root view controller in code (see the package's
            /// README). The canvas shows the windows the app made visible.
            final class DemoScene: AppDelegateScene {
                static let info = SceneInfo(name: "Demo", summary: "The app of AppDelegate, ported by lab port",
                                            preferredSize: CGSize(width: 375, height: 667))

                init() {}

                func makeAppDelegate() -> AppDelegate { AppDelegate() }
            }

            """)
        XCTAssertEqual(find(codeApp, named: "Spinner")?.type, "Spinner")

        let templateApp = views + """

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = (scene as? UIWindowScene) else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = ViewController()
                    window?.makeKeyAndVisible()
                }
            }
            """
        let template = try XCTUnwrap(find(templateApp))
        XCTAssertEqual(template, PortScene(appDelegate: "AppDelegate", sceneDelegate: "SceneDelegate"))
        XCTAssertTrue(template.source(name: "Demo").contains("""
                func makeAppDelegate() -> AppDelegate { AppDelegate() }

                func makeSceneDelegate() -> UIWindowSceneDelegate? { SceneDelegate() }
            """))

        let storyboardApp = views + """

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
            }
            """
        XCTAssertEqual(find(storyboardApp), PortScene(type: "Spinner", isLayer: false, start: "startAnimating"))
    }

    /// The launched app delegate is not reported as an entry point left to handle by hand.
    func testTheLaunchedAppDelegateIsNotReported() throws {
        let result = try Porter.port([PortSource(path: "AppDelegate.swift", text: """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func applicationDidFinishLaunching(_ application: UIApplication) {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window!.rootViewController = UIViewController()
                    window!.makeKeyAndVisible()
                }
            }
            """)])
        XCTAssertEqual(result.report.issues, [])
        XCTAssertTrue(result.scene?.launchesApp ?? false)
        XCTAssertTrue(result.files[0].text.hasPrefix("import LabKit\n\nclass AppDelegate: UIResponder, UIApplicationDelegate {"), result.files[0].text)
    }
}
