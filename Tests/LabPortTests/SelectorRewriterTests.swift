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
                }
                @objc func tapped(_ sender: UIButton) {}
                @objc func reset() {}
                @objc func handleTap(_ recognizer: UITapGestureRecognizer) {}
                @objc func handlePan(recognizer: UIPanGestureRecognizer) {}
                @objc func step(_ link: CADisplayLink) {}
                @objc func tick(_ timer: Timer) {}
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
                }
                func tapped(_ sender: UIButton) {}
                func reset() {}
                func handleTap(_ recognizer: UITapGestureRecognizer) {}
                func handlePan(recognizer: UIPanGestureRecognizer) {}
                func step(_ link: CADisplayLink) {}
                func tick(_ timer: Timer) {}
            }
            class Controller {
                func anyTap(_ sender: Any) {}
            }
            """)
        XCTAssertEqual(report.issues, [])
    }

    func testWhatCannotBeRewrittenStaysAndIsReported() throws {
        let source = """
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    let press = UILongPressGestureRecognizer(target: self, action: #selector(reset))
                    NotificationCenter.default.addObserver(self, selector: #selector(reset), name: .changed, object: nil)
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
