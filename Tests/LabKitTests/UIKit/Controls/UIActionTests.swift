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
