import LabKit
import XCTest

final class UINavigationBarTests: UIKitTestCase {
    private var home: UIViewController!
    private var detail: UIViewController!
    private var navigation: UINavigationController!

    override func setUp() {
        super.setUp()
        home = UIViewController()
        home.title = "Home"
        detail = UIViewController()
        detail.title = "Detail"
        navigation = UINavigationController(rootViewController: home)
        window.rootViewController = navigation
        commit()
    }

    /// The texts of the visible labels in the bar, left to right.
    private func barTexts() -> [String] {
        var labels: [(CGFloat, String)] = []
        func walk(_ view: UIView, opacity: CGFloat) {
            guard !view.isHidden else { return }
            let opacity = opacity * view.alpha
            if let label = view as? UILabel, opacity > 0.01, let text = label.text, !text.isEmpty {
                labels.append((label.convert(label.bounds, to: navigation.navigationBar).minX, text))
            }
            for subview in view.subviews { walk(subview, opacity: opacity) }
        }
        walk(navigation.navigationBar, opacity: 1)
        return labels.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The bar shows by default, as on iOS: 44 points under the top safe area, over the top
    /// controller's view, whose safe area starts under it.
    func testBarShowsByDefaultOverTheContent() {
        XCTAssertFalse(navigation.isNavigationBarHidden)
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(home.view.frame, window.bounds)
        XCTAssertEqual(home.view.safeAreaInsets.top, 44)
        navigation.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        commit()
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 20, width: 320, height: 44))
        XCTAssertEqual(home.view.safeAreaInsets.top, 64)
        navigation.isNavigationBarHidden = true
        commit()
        XCTAssertTrue(navigation.navigationBar.isHidden)
        XCTAssertEqual(home.view.safeAreaInsets.top, 20)
    }

    func testTitleAndBackButtonFollowTheStack() {
        XCTAssertEqual(barTexts(), ["Home"])
        navigation.pushViewController(detail, animated: false)
        commit()
        XCTAssertTrue(navigation.navigationBar.topItem === detail.navigationItem)
        XCTAssertTrue(navigation.navigationBar.backItem === home.navigationItem)
        XCTAssertEqual(barTexts(), ["Home", "Detail"], "the back button shows the previous title")
        navigation.popViewController(animated: false)
        commit()
        XCTAssertEqual(barTexts(), ["Home"])
    }

    /// The back title is the item below's `backButtonTitle`, else its title, else "Back"; a
    /// hidden back button or a left button leaves it out.
    func testBackTitleRules() {
        home.navigationItem.backButtonTitle = "List"
        navigation.pushViewController(detail, animated: false)
        commit()
        XCTAssertEqual(barTexts(), ["List", "Detail"])
        home.navigationItem.backButtonTitle = nil
        home.title = nil
        XCTAssertEqual(barTexts(), ["Back", "Detail"])
        detail.navigationItem.hidesBackButton = true
        XCTAssertEqual(barTexts(), ["Detail"])
        detail.navigationItem.hidesBackButton = false
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done)
        XCTAssertEqual(barTexts(), ["Cancel", "Detail", "Save"])
        detail.navigationItem.titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        XCTAssertEqual(barTexts(), ["Cancel", "Save"])
    }

    func testBackButtonTapPops() {
        navigation.pushViewController(detail, animated: false)
        commit()
        tap(CGPoint(x: 30, y: 22))
        advance(to: LabClock.currentTime + 0.4)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(barTexts(), ["Home"])
    }

    func testBarButtonTapRunsItsAction() {
        var taps = 0
        home.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in taps += 1 })
        commit()
        tap(CGPoint(x: 320 - 16 - 11, y: 22))
        XCTAssertEqual(taps, 1)
    }

    /// Mid-push the old title (moving toward the back button) and the new one both show; at
    /// the end only the new title and the back title.
    func testPushCrossFadesTheTitles() {
        navigation.pushViewController(detail, animated: true)
        let start = LabClock.currentTime
        advance(to: start + 0.17)
        let titles = navigation.navigationBar.subviews.flatMap { $0.subviews }.compactMap { $0 as? UILabel }
        let presented = titles.map { ($0.text ?? "", $0.layer.presentation()?.opacity ?? 1, $0.layer.presentation()?.transform.m41 ?? 0) }
        let old = presented.first { $0.0 == "Home" }, new = presented.first { $0.0 == "Detail" }
        XCTAssertNotNil(old)
        XCTAssertNotNil(new)
        XCTAssertTrue(old!.1 > 0 && old!.1 < 1 && old!.2 < 0, "the old title fades and slides left: \(old!)")
        XCTAssertTrue(new!.1 > 0 && new!.1 < 1 && new!.2 > 0, "the new title fades in from the right: \(new!)")
        advance(to: start + 0.4)
        XCTAssertEqual(barTexts(), ["Home", "Detail"])
    }

    func testCancelledInteractivePopPutsTheBarBack() {
        final class Delegate: UINavigationControllerDelegate {
            let interaction = UIPercentDrivenInteractiveTransition()
            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning? { interaction }
        }
        let delegate = Delegate()
        navigation.delegate = delegate
        navigation.pushViewController(detail, animated: false)
        commit()
        navigation.popViewController(animated: true)
        step()
        delegate.interaction.update(0.3)
        delegate.interaction.cancel()
        advance(to: LabClock.currentTime + 0.5)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(navigation.navigationBar.topItem === detail.navigationItem)
        XCTAssertEqual(barTexts(), ["Home", "Detail"])
    }

    func testSetNavigationBarHiddenAnimatedSlidesTheBar() {
        navigation.setNavigationBarHidden(true, animated: true)
        let start = LabClock.currentTime
        advance(to: start + 0.1)
        let y = navigation.navigationBar.layer.presentation()!.position.y
        XCTAssertTrue(y < 22 && y > -22, "sliding up: \(y)")
        XCTAssertFalse(navigation.navigationBar.isHidden)
        advance(to: start + 0.3)
        XCTAssertTrue(navigation.navigationBar.isHidden)
        XCTAssertEqual(home.view.safeAreaInsets.top, 0)
    }
}
