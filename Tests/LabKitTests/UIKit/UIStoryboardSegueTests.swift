import LabKit
import XCTest

/// Segues declared in code stand in for a storyboard's: performing one asks
/// `shouldPerformSegue`, calls `prepare(for:sender:)` with a fresh destination, and shows it.
final class UIStoryboardSegueTests: UIKitTestCase {
    final class Source: UIViewController {
        var prepared: [(String?, UIViewController, Any?)] = []
        var allow = true
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allow }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            XCTAssertTrue(segue.source === self)
            prepared.append((segue.identifier, segue.destination, sender))
        }
    }

    private var source: Source!
    private var navigation: UINavigationController!

    override func setUp() {
        super.setUp()
        source = Source()
        navigation = UINavigationController(rootViewController: source)
        window.rootViewController = navigation
        commit()
    }

    func testShowSeguePushesAFreshDestinationAfterPrepare() {
        var made = 0
        source.addSegue(withIdentifier: "PushSegue") {
            made += 1
            return UIViewController()
        }
        source.performSegue(withIdentifier: "PushSegue", sender: "button")
        XCTAssertEqual(made, 1)
        XCTAssertEqual(source.prepared.count, 1)
        XCTAssertEqual(source.prepared.first?.0, "PushSegue")
        XCTAssertEqual(source.prepared.first?.2 as? String, "button")
        XCTAssertTrue(navigation.topViewController === source.prepared.first?.1, "the prepared destination is pushed")
        advance(to: LabClock.currentTime + 0.5)
        navigation.popViewController(animated: false)
        source.performSegue(withIdentifier: "PushSegue", sender: nil)
        XCTAssertEqual(made, 2, "a storyboard segue makes a new destination each time")
        XCTAssertFalse(source.prepared[0].1 === source.prepared[1].1)
    }

    func testRefusedAndUnknownSeguesDoNothing() {
        source.addSegue(withIdentifier: "PushSegue") { UIViewController() }
        source.allow = false
        source.performSegue(withIdentifier: "PushSegue", sender: nil)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertTrue(source.prepared.isEmpty)
        source.allow = true
        source.performSegue(withIdentifier: "Nowhere", sender: nil)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?.contains("no segue with identifier 'Nowhere'") ?? false, "\(diagnostics)")
    }

    /// Outside a navigation controller `show` presents modally, as UIKit's does; from a
    /// controller that is not on screen the presentation is reported and ignored.
    func testShowOutsideANavigationControllerPresentsModally() {
        let lone = UIViewController()
        var destination: UIViewController?
        lone.addSegue(withIdentifier: "Next") {
            destination = UIViewController()
            return destination!
        }
        window.rootViewController = lone
        lone.performSegue(withIdentifier: "Next", sender: nil)
        XCTAssertNotNil(destination)
        XCTAssertTrue(lone.presentedViewController === destination)
        XCTAssertEqual(diagnostics, [])
        let offscreen = UIViewController()
        offscreen.addSegue(withIdentifier: "Next") { UIViewController() }
        offscreen.performSegue(withIdentifier: "Next", sender: nil)
        XCTAssertNil(offscreen.presentedViewController)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?.contains("not in the window hierarchy") ?? false, "\(diagnostics)")
    }
}
