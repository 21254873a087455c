import LabKit
import XCTest

/// The safe area (a root controller's `additionalSafeAreaInsets`, passed down to the subviews
/// it overlaps) and the layout margins (8 points by default, measured from the safe area),
/// as guides constraints can use.
final class SafeAreaAndMarginsTests: UIKitTestCase {
    private final class Watcher: UIView {
        var safeAreaChanges = 0, marginChanges = 0
        override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
        override func layoutMarginsDidChange() { marginChanges += 1 }
    }

    private var controller: UIViewController!

    override func setUp() {
        super.setUp()
        controller = UIViewController()
        controller.loadViewIfNeeded()
        window.rootViewController = controller
        commit()
    }

    func testTheLabScreenHasNoSafeAreaInsetsOfItsOwn() {
        XCTAssertEqual(controller.view.safeAreaInsets, .zero)
        XCTAssertEqual(controller.view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(controller.view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    }

    func testAdditionalInsetsReachTheViewAndTheSubviewsTheyOverlap() {
        let watcher = Watcher(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
        controller.view.addSubview(watcher)
        commit()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        commit()
        XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(watcher.safeAreaInsets, UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0), "44 − 10 of its top is unsafe")
        XCTAssertEqual(watcher.safeAreaChanges, 1)
        commit()
        XCTAssertEqual(watcher.safeAreaChanges, 1, "called on a change only")
    }

    /// Code that lays out by hand reads the guides' frames in `viewDidLayoutSubviews` with no
    /// constraint using them (NVActivityIndicatorView's demo grid): they are the bounds inset
    /// by the safe area and by the margins, as on iOS, not empty.
    func testTheGuidesFramesAreKnownWithoutConstraints() {
        XCTAssertEqual(controller.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 304, height: 464))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 30)
        commit()
        XCTAssertEqual(controller.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 10, y: 20, width: 280, height: 460))
        XCTAssertEqual(controller.view.layoutMarginsGuide.layoutFrame, CGRect(x: 18, y: 28, width: 264, height: 444))
        XCTAssertEqual(UIView().safeAreaLayoutGuide.layoutFrame, .zero, "an empty view's")
    }

    func testViewsPinnedToTheSafeAreaGuide() {
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: guide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        commit()
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 320, height: 50))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 30)
        commit()
        XCTAssertEqual(bar.frame, CGRect(x: 10, y: 20, width: 280, height: 50))
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 10, y: 20, width: 280, height: 460))
    }

    func testViewsPinnedToTheMarginsGuide() {
        let watcher = Watcher(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        controller.view.addSubview(watcher)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        watcher.addSubview(content)
        let margins = watcher.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        commit()
        XCTAssertEqual(content.frame, CGRect(x: 8, y: 8, width: 304, height: 464))
        watcher.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 10, trailing: 24)
        XCTAssertEqual(watcher.marginChanges, 1)
        XCTAssertEqual(watcher.layoutMargins, UIEdgeInsets(top: 20, left: 16, bottom: 10, right: 24))
        commit()
        XCTAssertEqual(content.frame, CGRect(x: 16, y: 20, width: 280, height: 450))
        // Margins are measured from the safe area.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        commit()
        XCTAssertEqual(content.frame, CGRect(x: 16, y: 50, width: 280, height: 420))
        watcher.insetsLayoutMarginsFromSafeArea = false
        commit()
        XCTAssertEqual(content.frame.minY, 20)
    }

    func testPreservedSuperviewMargins() {
        controller.view.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        let inner = UIView(frame: CGRect(x: 10, y: 0, width: 300, height: 100))
        controller.view.addSubview(inner)
        inner.preservesSuperviewLayoutMargins = true
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        inner.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: inner.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        commit()
        // The superview's 40-point margins reach 30 points into the inner view on the left
        // and 30 on the right (the inner view ends 10 points before the superview).
        XCTAssertEqual(content.frame, CGRect(x: 30, y: 0, width: 240, height: 10))
    }
}
