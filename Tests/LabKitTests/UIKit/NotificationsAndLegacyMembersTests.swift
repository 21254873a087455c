@_spi(LabHost) import LabKit
import XCTest

/// Members real code reaches for that tryouts found missing: the text field's notifications
/// (posted, object: the field), `CADisplayLink.frameInterval`, `UIColor()` and
/// `UIDevice.orientationDidChangeNotification`.
final class NotificationsAndLegacyMembersTests: UIKitTestCase {
    func testTextFieldPostsItsEditingNotifications() {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        commit()
        final class Heard: @unchecked Sendable { var names: [String] = [] }
        let heard = Heard()
        let names = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                     UITextField.textDidEndEditingNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { heard.names.append($0.name.rawValue) }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("a")
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(heard.names, ["UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
                               "UITextFieldTextDidEndEditingNotification"])
    }

    /// A window becoming key posts `didBecomeKeyNotification` after the previous key window
    /// resigned (`didResignKeyNotification`), each calling its `becomeKey()`/`resignKey()`;
    /// showing and hiding a window post `didBecomeVisible`/`didBecomeHiddenNotification`.
    func testWindowsPostKeyAndVisibilityNotifications() {
        final class Window: UIWindow {
            var calls: [String] = []
            override func becomeKey() { calls.append("become") }
            override func resignKey() { calls.append("resign") }
        }
        let other = Window(frame: root.bounds)
        final class Heard: @unchecked Sendable { var names: [String] = [] }
        let heard = Heard()
        let names = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification,
                     UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                heard.names.append("\(note.name.rawValue) \(note.object as AnyObject === other ? "other" : "first")")
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        other.makeKeyAndVisible()
        window.makeKey()
        other.isHidden = true
        XCTAssertEqual(heard.names, ["UIWindowDidResignKeyNotification first", "UIWindowDidBecomeKeyNotification other",
                                     "UIWindowDidBecomeVisibleNotification other", "UIWindowDidResignKeyNotification other",
                                     "UIWindowDidBecomeKeyNotification first", "UIWindowDidBecomeHiddenNotification other"])
        XCTAssertEqual(other.calls, ["become", "resign"])
        XCTAssertTrue(window.isKeyWindow)
    }

    /// Initializers UIKit classes inherit from `NSObject` or declare for `NSCoding`, which
    /// library code calls: a color made through its metatype (`type(of: color).init(red:…)`),
    /// behaviors made empty and filled later, a tab bar item subclass calling
    /// `super.init(coder:)`.
    func testInitializersCodeCallsThroughMetatypesAndSubclasses() throws {
        let colorType: UIColor.Type = type(of: UIColor.red)
        XCTAssertEqual(colorType.init(red: 0, green: 0.5, blue: 1, alpha: 1).cgColor.components, [0, 0.5, 1, 1])
        XCTAssertEqual(colorType.init(white: 0.25, alpha: 1).cgColor.components?.first, 0.25)
        let collision = UICollisionBehavior()
        let item = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        collision.addItem(item)
        XCTAssertEqual(collision.items.count, 1)
        let dynamics = UIDynamicItemBehavior()
        dynamics.addItem(item)
        XCTAssertEqual(dynamics.items.count, 1)
        final class Item: UITabBarItem {
            var badgeKind = "dot"
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let coded = Item(coder: try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData))
        XCTAssertEqual(coded?.badgeKind, "dot")
        XCTAssertNil(coded?.title)
    }

    /// `setCollectionViewLayout` is `open`, as in UIKit: Gemini's collection view overrides it.
    func testACollectionViewSubclassOverridesSetCollectionViewLayout() {
        final class Gallery: UICollectionView {
            var installs = 0
            override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
                installs += 1
                super.setCollectionViewLayout(layout, animated: animated)
            }
        }
        let gallery = Gallery(frame: root.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        let plain: UICollectionView = gallery
        let layout = UICollectionViewFlowLayout()
        plain.setCollectionViewLayout(layout, animated: false)
        XCTAssertEqual(gallery.installs, 1)
        XCTAssertTrue(gallery.collectionViewLayout === layout)
    }

    /// `frameInterval` counts display frames between calls: 2 is 30 calls a second at 60 Hz.
    func testDisplayLinkFrameIntervalIsPreferredFramesPerSecond() {
        let link = CADisplayLink { _ in }
        XCTAssertEqual(link.frameInterval, 1)
        link.frameInterval = 2
        XCTAssertEqual(link.preferredFramesPerSecond, 30)
        XCTAssertEqual(link.frameInterval, 2)
        link.frameInterval = 0
        XCTAssertEqual(link.preferredFramesPerSecond, 0, "below 1 is every frame")
    }

    func testAPlainColorIsClearAndTheOrientationNotificationHasUIKitsName() {
        XCTAssertEqual(UIColor().cgColor.alpha, 0)
        XCTAssertEqual(UIDevice.orientationDidChangeNotification.rawValue, "UIDeviceOrientationDidChangeNotification")
    }

    /// The window scene is an iPhone's in portrait, and the pre-iOS 10 `openURL(_:)` opens
    /// nothing, as `open(_:options:completionHandler:)` does not in the lab.
    @available(*, deprecated)
    func testTheSceneIsInPortraitAndOpeningAURLFails() {
        XCTAssertEqual(UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.interfaceOrientation }, [.portrait])
        XCTAssertFalse(UIApplication.shared.openURL(URL(string: "https://example.com")!))
    }

    /// fluid-interfaces keeps `private var animator = UIViewPropertyAnimator()` (NSObject's
    /// `init()`: inactive, no duration, ease-in-ease-out) and reads the touch's force.
    func testAnAnimatorMadeWithInitAndTheForceOfATouch() {
        let animator = UIViewPropertyAnimator()
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(animator.duration, 0)
        XCTAssertFalse(animator.isRunning)
        var touches: [UITouch] = []
        final class Recorder: UIView {
            var seen: (([UITouch]) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { seen?(Array(touches)) }
        }
        let view = Recorder(frame: window.bounds)
        view.seen = { touches += $0 }
        window.addSubview(view)
        commit()
        tap(CGPoint(x: 50, y: 50))
        XCTAssertEqual(touches.map(\.force), [0])
        XCTAssertEqual(touches.map(\.maximumPossibleForce), [0])
        XCTAssertEqual(view.traitCollection.forceTouchCapability, .unavailable)
        let item = UINavigationItem(title: "Inbox")
        item.largeTitleDisplayMode = .never
        XCTAssertEqual(item.largeTitleDisplayMode, .never)
    }
}
