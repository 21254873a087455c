@_spi(LabHost) import LabKit
import XCTest

/// `UIAlertController`: where an alert and an action sheet rest on a 320 x 480 screen, the
/// order of their buttons (two side by side with cancel on the left, more stacked with cancel
/// last, a sheet's cancel in a group of its own), the handler running once the alert is gone,
/// a focused text field, and the rules UIKit enforces (one cancel action, text fields only in
/// alerts, a preferred action among the actions), here reported and ignored.
final class UIAlertControllerTests: PresentationTestCase {
    private var chosen: [String] = []

    private func action(_ title: String, _ style: UIAlertAction.Style = .default) -> UIAlertAction {
        UIAlertAction(title: title, style: style) { [unowned self] in chosen.append($0.title ?? "") }
    }

    private func button(_ title: String, in alert: UIAlertController) -> UIButton? {
        var stack: [UIView] = [alert.view]
        while let view = stack.popLast() {
            if let button = view as? UIButton, button.currentTitle == title { return button }
            stack += view.subviews
        }
        return nil
    }

    private func frameInWindow(_ view: UIView) -> CGRect { view.convert(view.bounds, to: window) }

    private func diagnostics(_ body: () -> Void) -> [String] {
        var messages: [String] = []
        let previous = LabDiagnostics.setSink { messages.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        body()
        return messages
    }

    func testAnAlertRestsInTheMiddleWithCancelOnTheLeft() {
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(action("Delete", .destructive))
        alert.addAction(action("Cancel", .cancel))
        presenter.present(alert, animated: true)
        settle()
        XCTAssertEqual(alert.view.frame.width, 270)
        XCTAssertEqual(alert.view.frame.midX, 160, accuracy: 1e-9)
        XCTAssertEqual(alert.view.frame.midY, 240, accuracy: 1e-9)
        let cancel = frameInWindow(button("Cancel", in: alert)!), delete = frameInWindow(button("Delete", in: alert)!)
        XCTAssertEqual(cancel.width, 135, accuracy: 1e-9)
        XCTAssertEqual(cancel.height, 44)
        XCTAssertLessThan(cancel.minX, delete.minX, "cancel on the left of two")
        XCTAssertEqual(cancel.maxY, alert.view.frame.maxY, accuracy: 1e-9)
        XCTAssertEqual(button("Delete", in: alert)!.titleColor(for: .normal), .systemRed)
    }

    func testThreeActionsStackWithCancelLast() {
        let alert = UIAlertController(title: "Photo", message: nil, preferredStyle: .alert)
        alert.addAction(action("Cancel", .cancel))
        alert.addAction(action("Save"))
        alert.addAction(action("Share"))
        presenter.present(alert, animated: false)
        settle()
        let frames = ["Save", "Share", "Cancel"].map { frameInWindow(button($0, in: alert)!) }
        XCTAssertEqual(frames.map(\.width), [270, 270, 270])
        XCTAssertEqual(frames[1].minY, frames[0].maxY, accuracy: 1e-9)
        XCTAssertEqual(frames[2].minY, frames[1].maxY, accuracy: 1e-9)
        XCTAssertEqual(frames[2].maxY, alert.view.frame.maxY, accuracy: 1e-9)
    }

    func testAnActionSheetRestsAtTheBottomWithItsCancelGroup() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(action("Mail"))
        sheet.addAction(action("Cancel", .cancel))
        presenter.present(sheet, animated: true)
        settle()
        XCTAssertEqual(sheet.view.frame, CGRect(x: 8, y: 480 - 8 - (57 + 8 + 57), width: 304, height: 122))
        let mail = frameInWindow(button("Mail", in: sheet)!), cancel = frameInWindow(button("Cancel", in: sheet)!)
        XCTAssertEqual(mail, CGRect(x: 8, y: 350, width: 304, height: 57))
        XCTAssertEqual(cancel, CGRect(x: 8, y: 415, width: 304, height: 57))
    }

    func testTheHandlerRunsOnceTheAlertIsGone() {
        let alert = UIAlertController(title: "Done", message: nil, preferredStyle: .alert)
        alert.addAction(action("OK"))
        presenter.present(alert, animated: true)
        settle()
        let ok = frameInWindow(button("OK", in: alert)!)
        tap(CGPoint(x: ok.midX, y: ok.midY))
        XCTAssertEqual(chosen, [], "not while the alert fades out")
        settle()
        XCTAssertEqual(chosen, ["OK"])
        XCTAssertNil(presenter.presentedViewController)
    }

    func testADisabledActionCannotBeChosen() {
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        let save = action("Save")
        save.isEnabled = false
        alert.addAction(save)
        presenter.present(alert, animated: false)
        settle()
        let frame = frameInWindow(button("Save", in: alert)!)
        tap(CGPoint(x: frame.midX, y: frame.midY))
        settle()
        XCTAssertEqual(chosen, [])
        XCTAssertTrue(presenter.presentedViewController === alert)
        XCTAssertEqual(button("Save", in: alert)!.titleColor(for: .normal), .systemGray)
    }

    func testTheFirstTextFieldIsFocused() {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField()
        alert.addAction(action("OK"))
        presenter.present(alert, animated: true)
        settle()
        XCTAssertEqual(alert.textFields?.count, 2)
        XCTAssertTrue(alert.textFields?.first?.isFirstResponder == true)
        XCTAssertEqual(alert.textFields?.first?.placeholder, "Name")
    }

    func testUIKitsRulesAreReportedAndIgnored() {
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(action("Cancel", .cancel))
        let messages = diagnostics {
            sheet.addAction(action("Never mind", .cancel))
            sheet.addTextField()
            sheet.preferredAction = action("Elsewhere")
        }
        XCTAssertEqual(messages.count, 3)
        XCTAssertEqual(sheet.actions.map(\.title), ["Cancel"])
        XCTAssertNil(sheet.textFields)
        XCTAssertNil(sheet.preferredAction)
    }
}
