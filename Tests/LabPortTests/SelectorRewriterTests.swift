import LabPort
import XCTest

final class SelectorRewriterTests: XCTestCase {
    func testTargetActionBecomesLabKitsClosureForms() throws {
        let (text, report) = try port("""
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    button.addTarget(self, action: #selector(reset), for: [.touchUpInside, .touchUpOutside])
                    button.addTarget(controller, action: #selector(Controller.anyTap(_:)), for: .touchUpInside)
                    button.addTarget(model.owner, action: #selector(Controller.anyTap(_:)), for: .touchUpInside)
                    let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(ViewController.handlePan(recognizer:)))
                    tap.addTarget(self, action: #selector(handlePan(recognizer:)))
                    link = CADisplayLink(target: self, selector: #selector(step))
                    Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(self.tick(_:)), userInfo: nil, repeats: true)
                    NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: .changed, object: nil)
                    perform(#selector(reset), with: nil, afterDelay: 0.3)
                    self.perform(#selector(tapped(_:)), with: button, afterDelay: 1)
                }
                @objc func tapped(_ sender: UIButton) {}
                @objc func reset() {}
                @objc func handleTap(_ recognizer: UITapGestureRecognizer) {}
                @objc func handlePan(recognizer: UIPanGestureRecognizer) {}
                @objc func step(_ link: CADisplayLink) {}
                @objc func tick(_ timer: Timer) {}
                @objc func changed(_ notification: Notification) {}
            }
            class Controller {
                @objc func anyTap(_ sender: Any) {}
            }
            """)
        XCTAssertEqual(text, """
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    button.addAction(UIAction { [weak self] action in self?.tapped(action.sender as! UIButton) }, for: .touchUpInside)
                    button.addAction(UIAction { [weak self] _ in self?.reset() }, for: [.touchUpInside, .touchUpOutside])
                    button.addAction(UIAction { [weak controller] action in controller?.anyTap(action.sender as Any) }, for: .touchUpInside)
                    button.addAction(UIAction { [weak target = model.owner] action in target?.anyTap(action.sender as Any) }, for: .touchUpInside)
                    let tap = UITapGestureRecognizer { [weak self] recognizer in self?.handleTap(recognizer) }
                    let pan = UIPanGestureRecognizer { [weak self] recognizer in self?.handlePan(recognizer: recognizer) }
                    tap.addTarget { [weak self] recognizer in self?.handlePan(recognizer: recognizer as! UIPanGestureRecognizer) }
                    link = CADisplayLink { link in self.step(link) }
                    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in self.tick(timer) }
                    _ = NotificationCenter.default.addObserver(forName: .changed, object: nil, queue: nil) { [weak self] notification in self?.changed(notification) }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.reset() }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.tapped(button) }
                }
                func tapped(_ sender: UIButton) {}
                func reset() {}
                func handleTap(_ recognizer: UITapGestureRecognizer) {}
                func handlePan(recognizer: UIPanGestureRecognizer) {}
                func step(_ link: CADisplayLink) {}
                func tick(_ timer: Timer) {}
                func changed(_ notification: Notification) {}
            }
            class Controller {
                func anyTap(_ sender: Any) {}
            }
            """)
        // The one rewrite that changes behaviour is reported.
        XCTAssertEqual(report.issues.map { "\($0.line): \($0.problem)" }, [
            "12: the observer is now a closure whose token is discarded, so `removeObserver(_:)` with the old observer no longer removes it",
        ])
    }

    func testWhatCannotBeRewrittenStaysAndIsReported() throws {
        let source = """
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    let press = UILongPressGestureRecognizer(target: self, action: #selector(reset))
                    let selector = #selector(reset)
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(reset), userInfo: ["a": 1], repeats: false)
                    button.addTarget(self, action: #selector(elsewhere(_:)), for: .touchUpInside)
                    button.addTarget(self, action: #selector(withEvent(_:event:)), for: .touchUpInside)
                }
                func reset() {}
                func withEvent(_ sender: UIButton, event: UIEvent) {}
            }
            """
        let (text, report) = try port(source, file: "VC.swift")
        XCTAssertEqual(text, source)
        XCTAssertEqual(report.issues.map { "\($0.line): \($0.problem)" }, [
            "3: LabKit has no `UILongPressGestureRecognizer`",
            "4: `#selector(reset)` needs the Objective-C runtime, which Linux does not have",
            "5: a timer's `userInfo` has no place in the closure form",
            "6: the type of the sender `elsewhere` takes is unknown: the method is not among the ported sources",
            "7: the action method `withEvent` takes the sender and the event; LabKit's closures pass only the sender",
        ])
        XCTAssertTrue(report.diagnostics.hasPrefix("VC.swift:3: LabKit has no `UILongPressGestureRecognizer`; recognize the gesture with"),
                      report.diagnostics)
        XCTAssertTrue(report.markdown(title: "VC").contains("- `VC.swift:5`: a timer's `userInfo` has no place in the closure form. Capture"))
    }
}
