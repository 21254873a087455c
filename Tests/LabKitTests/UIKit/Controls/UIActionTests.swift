@_spi(LabHost) import LabKit
import XCTest

/// Apple: "UIActions are uniqued based on their identifier, and subsequent actions with the
/// same identifier replace previously added actions."
final class UIActionTests: UIKitTestCase {
    func testActionsWithOneIdentifierReplaceEachOtherAndAreRemovedByIt() {
        let button = UIButton(type: .custom)
        var log: [String] = []
        button.addAction(UIAction(identifier: UIAction.Identifier("go")) { _ in log.append("first") }, for: .touchDown)
        button.addAction(UIAction(identifier: UIAction.Identifier("go")) { _ in log.append("second") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("own") }, for: .touchDown)
        button.addAction(UIAction { _ in log.append("own too") }, for: .touchDown)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(log, ["second", "own", "own too", "second"])
        log = []
        button.removeAction(identifiedBy: UIAction.Identifier("go"), for: .touchDown)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(log, ["own", "own too", "second"], "still there for touch up inside")
    }

    func testTheEventIsTheTouchEventWhileTheActionRuns() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
        window.addSubview(button)
        var events: [UIEvent?] = []
        let action = UIAction { action in events.append(action.event) }
        button.addAction(action, for: .touchUpInside)
        tap(CGPoint(x: 150, y: 120))
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events[0]?.allTouches?.count, 1)
        XCTAssertNil(action.event, "only while it runs")
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(events.count, 2)
        XCTAssertNil(events[1] ?? nil, "sent without a touch")
    }
}

/// A button or bar item made from an action shows the action's title and image (Apple:
/// `init(frame:primaryAction:)` "sets the title and image to the action's title and image").
final class PrimaryActionContentTests: UIKitTestCase {
    func testButtonsAndBarItemsTakeTheirActionsTitleAndImage() throws {
        let heart = try XCTUnwrap(UIImage(systemName: "heart"))
        var taps = 0
        let like = UIAction(title: "Like", image: heart, attributes: .destructive) { _ in taps += 1 }
        let button = UIButton(primaryAction: like)
        XCTAssertEqual(button.buttonType, .system, "init(type:primaryAction:)'s default type")
        XCTAssertEqual(button.title(for: .normal), "Like")
        XCTAssertTrue(button.image(for: .normal) === heart)
        XCTAssertEqual(UIButton(frame: .zero, primaryAction: like).buttonType, .custom)
        let configured = UIButton(configuration: .filled(), primaryAction: like)
        XCTAssertEqual(configured.configuration?.title, "Like")
        let system = UIButton(type: .system, primaryAction: like)
        XCTAssertEqual(system.buttonType, .system)
        XCTAssertEqual(system.currentTitle, "Like")
        system.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(like.attributes, .destructive)
        XCTAssertEqual(like.state, .off)
        let item = UIBarButtonItem(primaryAction: like)
        XCTAssertEqual(item.title, "Like")
        XCTAssertTrue(item.image === heart)
        XCTAssertEqual(UIBarButtonItem(title: "Own", primaryAction: like).title, "Own")
    }
}
