@_spi(LabHost) import LabKit
import XCTest

private var tooltipKey: UInt8 = 0
private var spinnerContext = 0

extension NSObject {
    /// A helper iOS code adds to every object.
    var typeName: String { String(describing: type(of: self)) }
}

extension UIView {
    /// A stored property in an extension, through an associated object.
    var tooltip: String? {
        get { objc_getAssociatedObject(self, &tooltipKey) as? String }
        set { objc_setAssociatedObject(self, &tooltipKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// A controller that watches its spinner layer, both ways iOS code does.
final class SpinnerViewController: UIViewController {
    let spinner = CAShapeLayer()
    private var positionObservation: NSKeyValueObservation?
    var rotations: [CGFloat] = []
    var positions: [CGPoint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.addSublayer(spinner)
        spinner.addObserver(self, forKeyPath: "transform", options: [.new], context: &spinnerContext)
        positionObservation = spinner.observe(\.position, options: [.new]) { [weak self] _, change in
            if let position = change.newValue { self?.positions.append(position) }
        }
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        guard context == &spinnerContext else {
            return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        rotations.append(spinner.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0)
    }

    deinit {
        spinner.removeObserver(self, forKeyPath: "transform", context: &spinnerContext)
    }
}

/// An example app's delegate, as a library's sources bring it: its launch method's signature
/// compiles; the lab never calls it.
final class ExampleAppDelegate: UIResponder, UIApplicationDelegate {
    var launched = false

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launched = launchOptions?[UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")] == nil
        return true
    }
}

/// The iOS 13 app template's scene methods of an app delegate, as example apps keep them.
extension ExampleAppDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

/// The iOS 13 app template's scene delegate, recording what it hears.
final class ExampleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var heard: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
    }

    func sceneDidBecomeActive(_ scene: UIScene) { heard.append("active") }
    func sceneWillResignActive(_ scene: UIScene) { heard.append("resign") }
}

/// Code as iOS developers write it, compiled against LabKit with only its import changed:
/// color and image literals, Darwin's constants, UIKit's geometry types, the app and device
/// objects, nib hooks, `NSObject` extensions, key-value coding and observing, associated
/// objects. That this file builds is half of each test.
final class IOSGlueTests: XCTestCase {
    final class DesignableView: UIView {
        var awoke = false
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke = true
        }
        override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
        }
    }

    func testColorLiteralsAreUIColors() {
        let tint = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        XCTAssertTrue(type(of: tint) == UIColor.self)
        XCTAssertEqual(tint.cgColor.rgba.green, 0.4, accuracy: 1e-6)
        let layer = CALayer()
        layer.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor
        XCTAssertEqual(layer.backgroundColor?.rgba.alpha ?? 0, 0.5, accuracy: 1e-6)
    }

    func testAMissingImageLiteralIsATransparentPixel() {
        let image = #imageLiteral(resourceName: "no-such-image")
        XCTAssertEqual(image.size, CGSize(width: 1, height: 1))
    }

    func testHugeRepeatsAnAnimationForever() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.repeatCount = HUGE
        spin.duration = 1
        XCTAssertEqual(spin.repeatCount, Float.greatestFiniteMagnitude)
        XCTAssertEqual(HUGE_VALF, .infinity)
        XCTAssertEqual(MAXFLOAT, HUGE)
        let delay = DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        XCTAssertGreaterThan(delay, DispatchTime.now())
        XCTAssertEqual(NSEC_PER_MSEC * 1000, NSEC_PER_SEC)
    }

    func testEdgeInsetsOffsetsAndVectors() {
        let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 200, height: 100).inset(by: insets), CGRect(x: 20, y: 10, width: 140, height: 60))
        XCTAssertEqual(UIEdgeInsets.zero, UIEdgeInsets())
        XCTAssertEqual(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).trailing, 4)
        XCTAssertEqual(UIOffset(horizontal: 3, vertical: 4).vertical, 4)
        XCTAssertEqual(CGVector(dx: 3, dy: 4), CGVector(dx: 3.0, dy: 4.0))
        XCTAssertEqual(CGVector.zero.dx, 0)
    }

    func testGeometryRoundTripsThroughAKeyedArchive() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(CGPoint(x: 1, y: 2), forKey: "point")
        archiver.encode(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "rect")
        archiver.encode(CGAffineTransform(scaleX: 2, y: 3), forKey: "transform")
        archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        XCTAssertEqual(unarchiver.decodeCGPoint(forKey: "point"), CGPoint(x: 1, y: 2))
        XCTAssertEqual(unarchiver.decodeCGRect(forKey: "rect"), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(unarchiver.decodeCGAffineTransform(forKey: "transform"), CGAffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(unarchiver.decodeCGAffineTransform(forKey: "missing"), .identity)
        XCTAssertEqual(unarchiver.decodeUIEdgeInsets(forKey: "insets"), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    func testGeometryFromStrings() {
        XCTAssertEqual(NSCoder.cgPoint(for: "{3, 4.5}"), CGPoint(x: 3, y: 4.5))
        XCTAssertEqual(NSCoder.cgPoint(for: "{-1,2}"), CGPoint(x: -1, y: 2))
        XCTAssertEqual(NSCoder.cgSize(for: "{10, 20}"), CGSize(width: 10, height: 20))
        XCTAssertEqual(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}"), CGRect(x: 1, y: 2, width: 3, height: 4))
        var reports: [String] = []
        let previous = LabDiagnostics.setSink { reports.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        XCTAssertEqual(NSCoder.cgPoint(for: "3, x"), .zero)
        XCTAssertEqual(NSCoder.cgRect(for: "{1, 2}"), .zero)
        XCTAssertEqual(reports.count, 2, "\(reports)")
    }

    /// UIKit's forms (Apple's `cgRect(for:)` page: "{{x,y},{w, h}}"; `NSStringFromRect`:
    /// "{{a, b}, {c, d}}"), numbers with the 17 significant digits that read back the same double.
    func testGeometryAsStrings() {
        XCTAssertEqual(NSCoder.string(for: CGRect(x: 0, y: 20, width: 375, height: 44.5)), "{{0, 20}, {375, 44.5}}")
        XCTAssertEqual(NSCoder.string(for: CGPoint(x: -1, y: 0.25)), "{-1, 0.25}")
        XCTAssertEqual(NSCoder.string(for: CGSize(width: 0.1, height: 3)), "{0.10000000000000001, 3}")
        XCTAssertEqual(NSCoder.string(for: CGVector(dx: 2, dy: -3)), "{2, -3}")
        XCTAssertEqual(NSCoder.string(for: CGAffineTransform(translationX: 5, y: 6)), "[1, 0, 0, 1, 5, 6]")
        XCTAssertEqual(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), "{1, 2, 3, 4}")
        let rect = CGRect(x: 1.0 / 3, y: -2, width: 1e-7, height: 12345.678)
        XCTAssertEqual(NSCoder.cgRect(for: NSCoder.string(for: rect)), rect, "read back exactly")
    }

    func testTheAppIsActiveOnceTheSceneCommitsAndResignsWhenItUnloads() {
        // Posted and delivered on this thread (no queue): a box the observers share.
        final class Heard: @unchecked Sendable { var names: [Notification.Name] = [] }
        let box = Heard()
        let observers = [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { box.names.append($0.name) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        LabClock.reset()
        box.names = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        LabClock.commit(root: window.layer)
        LabClock.commit(root: window.layer)
        XCTAssertEqual(box.names, [UIApplication.didBecomeActiveNotification], "once")
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        XCTAssertTrue(UIApplication.shared.windows.contains { $0 === window })
        // The iOS 13+ spelling of the key window.
        let scenes = UIApplication.shared.connectedScenes
        XCTAssertEqual(scenes.count, 1)
        let scene = scenes.compactMap { $0 as? UIWindowScene }.first
        XCTAssertEqual(scene?.activationState, .foregroundActive)
        XCTAssertTrue(scene?.windows.first { $0.isKeyWindow } === window)
        XCTAssertTrue(window.windowScene === scene)
        XCTAssertTrue(scene?.screen === UIScreen.main)
        // The app delegate's window, as libraries find the root view controller.
        XCTAssertTrue(UIApplication.shared.delegate?.window??.rootViewController === window.rootViewController)
        XCTAssertTrue(UIApplication.shared.delegate?.window ?? nil === window)
        LabClock.reset()
        XCTAssertEqual(scene?.activationState, .foregroundInactive)
        XCTAssertEqual(box.names, [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification])
        XCTAssertNil(UIApplication.shared.keyWindow)
    }

    /// The template's delegates compile; a scene delegate set on the scene hears it become
    /// active after the first commit and resign before the scene unloads, then is let go.
    func testTheAppTemplatesSceneDelegateCompilesAndHearsTheScene() {
        LabClock.reset()
        defer { LabClock.reset() }
        let scene = UIApplication.shared.connectedScenes.first as! UIWindowScene
        let session = scene.session
        XCTAssertEqual(session.role, .windowApplication)
        XCTAssertTrue(session.scene === scene)
        let configuration = ExampleAppDelegate().application(.shared, configurationForConnecting: session,
                                                               options: UIScene.ConnectionOptions())
        XCTAssertEqual(configuration.name, "Default Configuration")
        XCTAssertEqual(configuration.role, .windowApplication)

        let delegate = ExampleSceneDelegate()
        delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        XCTAssertEqual(delegate.window?.bounds, UIScreen.main.bounds)
        scene.delegate = delegate
        delegate.window?.makeKeyAndVisible()
        LabClock.commit(root: delegate.window!.layer)
        LabClock.commit(root: delegate.window!.layer)
        XCTAssertEqual(delegate.heard, ["active"])
        LabClock.reset()
        XCTAssertEqual(delegate.heard, ["active", "resign"])
        XCTAssertNil(scene.delegate)
    }

    /// Pre-iOS 9 status bar calls (TKSubmitTransition's `setStatusBarStyle(.lightContent,
    /// animated: false)`) compile and are read back.
    @available(*, deprecated)
    func testTheAppsStatusBarStyleAndVisibilityAreKept() {
        let app = UIApplication.shared
        defer { app.statusBarStyle = .default; app.isStatusBarHidden = false }
        app.setStatusBarStyle(.lightContent, animated: false)
        XCTAssertEqual(app.statusBarStyle, .lightContent)
        app.setStatusBarHidden(true, with: .fade)
        XCTAssertTrue(app.isStatusBarHidden)
    }

    func testDeviceIsAnIPhoneInPortrait() {
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertTrue(UIDevice.current.orientation.isPortrait)
        XCTAssertEqual(UIDevice.current.systemName, "iOS")
    }

    func testAnAppDelegatesLaunchMethodCompilesAndTakesKeys() {
        let delegate = ExampleAppDelegate()
        let url = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        XCTAssertEqual(url.rawValue, "UIApplicationLaunchOptionsURLKey")
        XCTAssertTrue(delegate.application(.shared, didFinishLaunchingWithOptions: [:]))
        XCTAssertTrue(delegate.launched)
        XCTAssertTrue(delegate.application(.shared, didFinishLaunchingWithOptions: [url: URL(fileURLWithPath: "/")]))
        XCTAssertFalse(delegate.launched)
    }

    func testNibHooksAreOverridableAndNeverCalledByLabKit() {
        let view = DesignableView(frame: .zero)
        XCTAssertFalse(view.awoke)
        view.awakeFromNib()
        XCTAssertTrue(view.awoke)
    }

    func testMathConstantsComeFromTheCLibrary() {
        XCTAssertEqual(M_PI, Double.pi)
        XCTAssertEqual(CGFloat(M_PI_2), .pi / 2)
        XCTAssertEqual(M_PI_4 * 4, M_PI)
        XCTAssertEqual(M_1_PI * M_PI, 1, accuracy: 1e-15)
        XCTAssertEqual(M_SQRT2 * M_SQRT1_2, 1, accuracy: 1e-15)
        XCTAssertEqual(M_E, exp(1))
    }

    func testNSObjectExtensionsReachViewsLayersAndAnimations() {
        XCTAssertEqual(UIView().typeName, "UIView")
        XCTAssertEqual(CAShapeLayer().typeName, "CAShapeLayer")
        XCTAssertEqual(CABasicAnimation().typeName, "CABasicAnimation")
        XCTAssertEqual(UIApplication.shared.typeName, "UIApplication")
        XCTAssertEqual(UIDevice.current.typeName, "UIDevice")
        XCTAssertEqual(UIScreen.main.typeName, "UIScreen")
        XCTAssertEqual(UITapGestureRecognizer { _ in }.typeName, "UITapGestureRecognizer")
        let controllers = [UIViewController(), SpinnerViewController()]
        XCTAssertEqual(controllers.firstIndex(of: controllers[1]), 1)
    }

    func testTheKeyWindowHostsViewsWithAssociatedObjects() {
        LabClock.reset()
        defer { LabClock.reset() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        badge.tooltip = "Unread"
        UIApplication.shared.keyWindow?.addSubview(badge)
        XCTAssertTrue(badge.window === window)
        XCTAssertEqual((window.subviews.last)?.tooltip, "Unread")
    }

    func testKeyValueObservingOfALayer() {
        var controller: SpinnerViewController? = SpinnerViewController()
        controller!.loadViewIfNeeded()
        let spinner = controller!.spinner
        spinner.setValue(M_PI_2, forKeyPath: "transform.rotation.z")
        spinner.position = CGPoint(x: 20, y: 30)
        XCTAssertEqual(controller!.rotations.count, 1)
        XCTAssertEqual(controller!.rotations.first ?? 0, .pi / 2, accuracy: 1e-12)
        XCTAssertEqual(controller!.positions, [CGPoint(x: 20, y: 30)])
        XCTAssertEqual(spinner.value(forKey: "position") as? CGPoint, CGPoint(x: 20, y: 30))
        XCTAssertEqual((spinner.value(forKey: "transform") as? CATransform3D)?.m12 ?? 0, 1, accuracy: 1e-12)
        controller = nil
        spinner.position = .zero
        spinner.transform = CATransform3DIdentity
    }
}
