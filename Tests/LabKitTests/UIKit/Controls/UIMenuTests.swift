@testable import LabKit
import XCTest

/// A button's menu (iOS 14): with `showsMenuAsPrimaryAction` a tap shows it under the button
/// instead of sending the primary action; a tap on a row runs that action, elsewhere closes.
final class UIMenuTests: UIKitTestCase {
    private var chosen: [String] = []

    private func makeButton() -> UIButton {
        let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [unowned self] _ in chosen.append("share") }
        let copy = UIAction(title: "Copy") { [unowned self] _ in chosen.append("copy") }
        let hidden = UIAction(title: "Hidden", attributes: .hidden) { [unowned self] _ in chosen.append("hidden") }
        let off = UIAction(title: "Off", attributes: .disabled) { [unowned self] _ in chosen.append("off") }
        let delete = UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in chosen.append("delete") }
        let button = UIButton(primaryAction: UIAction(title: "More") { [unowned self] _ in chosen.append("primary") })
        button.frame = CGRect(x: 20, y: 40, width: 80, height: 44)
        button.menu = UIMenu(children: [share, copy, hidden, UIMenu(options: .displayInline, children: [off, delete])])
        window.addSubview(button)
        commit()
        return button
    }

    private var presentation: UIView? { window.subviews.first { $0 is MenuPresentation } }

    func testSectionsLeaveOutHiddenActions() {
        let button = makeButton()
        let sections = button.menu?.sections.map { $0.map(\.action.title) }
        XCTAssertEqual(sections, [["Share", "Copy"], ["Off", "Delete"]])
        XCTAssertEqual(button.menu?.sections.last?.last?.destructive, true)
    }

    func testWithoutShowsMenuAsPrimaryActionATapSendsThePrimaryAction() {
        _ = makeButton()
        tap(CGPoint(x: 60, y: 60))
        XCTAssertEqual(chosen, ["primary"])
        XCTAssertNil(presentation)
    }

    /// The card starts 8 points under the button at its leading edge: rows of 44 points, an
    /// 8-point gap between sections. The second row is Copy; a disabled row does nothing.
    func testATapShowsTheMenuAndARowRunsItsAction() throws {
        let button = makeButton()
        button.showsMenuAsPrimaryAction = true
        tap(CGPoint(x: 60, y: 60))
        XCTAssertEqual(chosen, [])
        let card = try XCTUnwrap(presentation?.subviews.first)  // the shadow holder, the card's frame
        XCTAssertEqual(card.frame, CGRect(x: 20, y: 92, width: 250, height: 44 * 4 + 8))
        tap(CGPoint(x: 100, y: 92 + 44 + 22))
        XCTAssertEqual(chosen, ["copy"])
        XCTAssertNil(presentation)
        tap(CGPoint(x: 60, y: 60))
        tap(CGPoint(x: 100, y: 92 + 88 + 8 + 22))
        XCTAssertEqual(chosen, ["copy"], "the disabled row")
        XCTAssertNil(presentation)
        tap(CGPoint(x: 60, y: 60))
        tap(CGPoint(x: 300, y: 450))
        XCTAssertEqual(chosen, ["copy"], "outside the card")
        XCTAssertNil(presentation)
    }
}
