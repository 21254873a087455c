@_spi(LabHost) import LabKit
import XCTest

/// Several windows, as message and overlay libraries make them: a window starts hidden, as
/// UIKit's do; shown, it joins the scene's windows, drawn in front by `windowLevel` (then by
/// when it was shown), and touches go to the frontmost window with a view under the finger.
final class UIWindowLevelTests: UIKitTestCase {
    private var taps: [String] = []

    private func tappable(_ name: String, in window: UIWindow) {
        let view = UIView(frame: window.bounds)
        view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in taps.append(name) })
        window.addSubview(view)
    }

    func testAShownWindowJoinsTheScreenInFrontByLevel() {
        tappable("main", in: window)
        let banner = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        XCTAssertTrue(banner.isHidden, "windows start hidden")
        banner.windowLevel = .statusBar
        tappable("banner", in: banner)
        banner.isHidden = false
        let overlay = UIWindow(frame: CGRect(x: 0, y: 300, width: 320, height: 100))
        overlay.windowLevel = .normal
        tappable("overlay", in: overlay)
        overlay.isHidden = false
        commit()
        let windows = (root.sublayers ?? []).filter { [window.layer, banner.layer, overlay.layer].contains($0) }
        XCTAssertTrue(windows == [window.layer, overlay.layer, banner.layer], "the status bar level in front")
        tap(CGPoint(x: 160, y: 50))
        tap(CGPoint(x: 160, y: 200))
        tap(CGPoint(x: 160, y: 350))
        XCTAssertEqual(taps, ["banner", "main", "overlay"])
        banner.isHidden = true
        tap(CGPoint(x: 160, y: 50))
        XCTAssertEqual(taps.last, "main", "a hidden window takes no touches")
    }

    func testRaisingALevelBringsAWindowToTheFront() {
        let first = UIWindow(frame: window.bounds), second = UIWindow(frame: window.bounds)
        first.isHidden = false
        second.isHidden = false
        XCTAssertTrue(root.sublayers?.last === second.layer)
        first.windowLevel = .alert
        XCTAssertTrue(root.sublayers?.last === first.layer)
    }
}
