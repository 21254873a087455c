@_spi(LabHost) @_spi(Rendering) import LabKit
import XCTest

/// `UITableViewController` subclasses override the data source, delegate and scroll view
/// methods as on iOS; `UIRefreshControl` refreshes when the content is pulled down past it.
final class UITableViewControllerTests: UIKitTestCase {
    final class FruitController: UITableViewController {
        let fruit = ["Apple", "Banana", "Cherry"]
        var selected: [Int] = []
        var scrolls = 0
        var refreshes = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
            refreshControl = UIRefreshControl()
            refreshControl?.addAction(UIAction { [unowned self] _ in refreshes += 1 }, for: .valueChanged)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = fruit[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }

        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    private var controller: FruitController!

    override func setUp() {
        super.setUp()
        controller = FruitController(style: .plain)
        window.rootViewController = controller
        commit()
    }

    func testTheSubclassSuppliesTheRowsAndHearsTaps() {
        XCTAssertTrue(controller.tableView.dataSource === controller)
        XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Banana")
        tap(CGPoint(x: 100, y: 44 + 22))
        steps(2)
        XCTAssertEqual(controller.selected, [1])
    }

    func testPullingPastTheRefreshControlRefreshes() {
        let table = controller.tableView!
        drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), duration: 0.3)
        XCTAssertGreaterThan(controller.scrolls, 0, "the subclass's scrollViewDidScroll ran")
        XCTAssertEqual(controller.refreshes, 1, "pulled 200 points past the top, beyond the control's 60")
        XCTAssertTrue(controller.refreshControl!.isRefreshing)
        XCTAssertEqual(table.contentInset.top, 60, "the content stays down while refreshing")
        controller.refreshControl!.endRefreshing()
        steps(30)
        XCTAssertFalse(controller.refreshControl!.isRefreshing)
        XCTAssertEqual(table.contentInset.top, 0)
        drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 130), duration: 0.3)
        XCTAssertEqual(controller.refreshes, 1, "a short pull does not refresh")
    }

    /// A title shows under the spinner, the two centred together in the 60-point control.
    func testTheTitleShowsUnderTheSpinner() {
        let control = controller.refreshControl!
        control.attributedTitle = NSAttributedString(string: "Pull to refresh")
        control.beginRefreshing()
        controller.tableView.layoutIfNeeded()
        control.layoutIfNeeded()
        let labels = control.subviews.compactMap { $0 as? UILabel }
        let title = labels.first { $0.text == "Pull to refresh" }
        XCTAssertNotNil(title)
        guard let title, let spinner = control.subviews.first(where: { $0 is UIActivityIndicatorView }) else { return }
        XCTAssertFalse(title.isHidden)
        XCTAssertEqual(title.frame.minY, spinner.frame.maxY + 6, accuracy: 1e-9)
        XCTAssertEqual((spinner.frame.minY + title.frame.maxY) / 2, 30, accuracy: 1e-9, "centred together")
        control.attributedTitle = nil
        control.layoutIfNeeded()
        XCTAssertTrue(title.isHidden)
        XCTAssertEqual(spinner.center.y, 30, accuracy: 1e-9)
    }

    private func steps(_ n: Int) { for _ in 0..<n { step() } }
}

/// Members that iOS animation code reaches for besides animation (found by type-checking
/// open-source libraries against LabKit).
final class UIKitMembersFromRealCodeTests: UIKitTestCase {
    func testNSIndexPathRowsAndSections() {
        let path = NSIndexPath(row: 4, section: 2)
        XCTAssertEqual([path.row, path.section], [4, 2])
        XCTAssertEqual(NSIndexPath(item: 3, section: 1).item, 3)
        let count: NSInteger = 3
        XCTAssertEqual(count, 3)
    }

    func testAccessibilityPropertiesAreKeptPerObject() {
        let view = UIView(), button = UIButton()
        XCTAssertFalse(view.isAccessibilityElement)
        XCTAssertTrue(button.isAccessibilityElement, "controls are elements by default")
        view.accessibilityLabel = "Card"
        view.isAccessibilityElement = true
        view.accessibilityTraits = [.button, .selected]
        XCTAssertEqual(view.accessibilityLabel, "Card")
        XCTAssertTrue(view.isAccessibilityElement)
        XCTAssertEqual(view.accessibilityTraits, [.button, .selected])
        XCTAssertNil(UIView().accessibilityLabel)
        view.accessibilityElements = [button]
        XCTAssertEqual(view.accessibilityElementCount(), 1)
        XCTAssertEqual(view.index(ofAccessibilityElement: button), 0)
        UIAccessibility.post(notification: .layoutChanged, argument: view)
    }

    func testAClearNavigationBarAsIOSCodeMakesIt() {
        let home = UIViewController(), navigation = UINavigationController(rootViewController: home)
        window.rootViewController = navigation
        commit()
        let bar = navigation.navigationBar
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        XCTAssertNotNil(bar.backgroundImage(for: .default))
        let colors = bar.subviews.compactMap { $0.backgroundColor?.cgColor.alpha }
        XCTAssertEqual(colors.first, 0, "the bar's background is clear")
        XCTAssertEqual(bar.subviews[0].subviews.map(\.isHidden), [false, true], "the image shown, and the hairline hidden")
        XCTAssertEqual(bar.subviews[0].subviews[0].backgroundColor?.cgColor.alpha, 0, "an empty image")
    }

    /// `isTranslucent = false` with a custom background image (DGElasticPullToRefresh's bar:
    /// an empty image, no hairline, a tint colour): the bar puts an opaque colour under the
    /// image, its tint colour, else black for a `.black` bar or white (Apple's documentation of
    /// `isTranslucent`).
    func testAnOpaqueBarFillsUnderItsBackgroundImage() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        commit()
        let bar = navigation.navigationBar
        let slate = UIColor(red: 57 / 255, green: 67 / 255, blue: 89 / 255, alpha: 1)
        bar.isTranslucent = false
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        bar.barTintColor = slate
        XCTAssertEqual(bar.subviews[0].backgroundColor, slate)
        bar.barTintColor = nil
        XCTAssertEqual(bar.subviews[0].backgroundColor, .white)
        bar.barStyle = .black
        XCTAssertEqual(bar.subviews[0].backgroundColor, .black)
        bar.isTranslucent = true
        XCTAssertEqual(bar.subviews[0].backgroundColor?.cgColor.alpha, 0, "a translucent bar shows only the image")
    }

    func testPopToAViewController() {
        let first = UIViewController(), second = UIViewController(), third = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(third, animated: false)
        commit()
        let popped = navigation.popToViewController(second, animated: false)
        XCTAssertEqual(popped?.count, 1)
        XCTAssertTrue(navigation.topViewController === second)
        XCTAssertNil(navigation.popToViewController(UIViewController(), animated: false))
    }

    func testGradientsFromCFArraysAndHashableTimingFunctions() {
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])
        XCTAssertNotNil(gradient)
        let curves: Set<CAMediaTimingFunction> = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        XCTAssertEqual(curves.count, 2)
        XCTAssertTrue(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        XCTAssertFalse(CGRect.zero.equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
    }

    func testStatusBarKeyboardAndWindowMembersAnswerAsTheLabsScreen() {
        final class DarkController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        XCTAssertEqual(DarkController().preferredStatusBarStyle, .lightContent)
        XCTAssertEqual(UIApplication.shared.statusBarFrame, .zero, "the lab's screen has no status bar")
        XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
        window.windowLevel = .alert + 1
        XCTAssertGreaterThan(window.windowLevel, .statusBar)
        XCTAssertEqual(UIView().effectiveUserInterfaceLayoutDirection, .leftToRight)
    }

    func testSliderImagesReplaceTheThumbAndFillTheTracks() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let knob = UIImage(cgImage: CGImage(width: 4, height: 4, premultipliedRGBA: [UInt8](repeating: 255, count: 64))!)
        slider.setThumbImage(knob, for: .normal)
        slider.setMinimumTrackImage(knob, for: .normal)
        XCTAssertTrue(slider.currentThumbImage === knob)
        XCTAssertTrue(slider.thumbImage(for: .highlighted) === knob, "the normal state's image stands in")
        let thumb = slider.subviews.first { $0.layer.contents != nil }
        XCTAssertTrue(thumb?.layer.contents as? CGImage === knob.cgImage, "the thumb shows the image")
        XCTAssertNotNil(slider.subviews.compactMap { $0.backgroundColor?.cgColor.patternImage }.first, "the track is filled with it")
    }

    func testSynchronizedBlocksNestAndNibHooksExist() {
        let object = NSObject()
        objc_sync_enter(object)
        objc_sync_enter(object)
        objc_sync_exit(object)
        objc_sync_exit(object)
        let constraint = NSLayoutConstraint(item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10)
        constraint.awakeFromNib()
        let item = UITabBarItem(title: "Home", image: nil, tag: 0)
        item.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
        XCTAssertEqual(item.titlePositionAdjustment.vertical, -4)
    }

    func testSeguesSubclassTheDesignatedInitializerAndWindowsTakeAScene() {
        final class FadeSegue: UIStoryboardSegue {
            var performed = false
            override init(identifier: String?, source: UIViewController, destination: UIViewController) {
                super.init(identifier: identifier, source: source, destination: destination)
            }
            override func perform() { performed = true }
        }
        let segue = FadeSegue(identifier: "fade", source: UIViewController(), destination: UIViewController())
        segue.perform()
        XCTAssertTrue(segue.performed)
        var ran = false
        UIStoryboardSegue(identifier: nil, source: UIViewController(), destination: UIViewController()) { ran = true }.perform()
        XCTAssertTrue(ran)
        let scene = window.windowScene!
        let extra = UIWindow(windowScene: scene)
        extra.windowScene = scene
        XCTAssertEqual(extra.bounds, UIScreen.main.bounds)
        XCTAssertTrue(extra.windowScene === scene)
    }

    /// Bars made after the appearance proxies are styled take their settings; a scene's reset
    /// forgets them (Apple, "UIAppearance": appearance changes apply to views added afterwards).
    func testAppearanceProxiesStyleBarsMadeAfterwards() {
        UINavigationBar.appearance().barTintColor = .systemIndigo
        UINavigationBar.appearance().tintColor = .white
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        UITabBar.appearance().unselectedItemTintColor = .gray
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        XCTAssertEqual(bar.barTintColor, .systemIndigo)
        XCTAssertEqual(bar.tintColor, .white)
        XCTAssertEqual(bar.titleTextAttributes?[.foregroundColor] as? UIColor, .white)
        XCTAssertEqual(UITabBar(frame: .zero).unselectedItemTintColor, .gray)
        bar.items = [UINavigationItem(title: "Home")]
        let title = bar.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }.first { $0.text == "Home" }
        XCTAssertEqual(title?.textColor, .white, "the title takes the attributes")
        LabClock.reset()
        XCTAssertNil(UINavigationBar(frame: .zero).barTintColor, "a new scene starts unstyled")
    }
}
