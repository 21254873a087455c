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
