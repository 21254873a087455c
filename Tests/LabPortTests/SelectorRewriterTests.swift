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

    /// A control subclass adding its own targets calls `addTarget` without a receiver
    /// (fluid-interfaces' CalculatorButton).
    func testAControlAddingItsOwnTargetsWithoutAReceiver() throws {
        let (text, report) = try port("""
            class CalculatorButton: UIControl {
                func setUp() {
                    addTarget(self, action: #selector(touchDown), for: [.touchDown, .touchDragEnter])
                    removeTarget(self, action: #selector(touchDown), for: .touchDown)
                }
                @objc private func touchDown() {}
            }
            """)
        XCTAssertTrue(text.contains("self.addAction(UIAction(identifier: UIAction.Identifier(\"touchDown\")) { [weak self] _ in self?.touchDown() }, for: [.touchDown, .touchDragEnter])")
                      || text.contains("self.addAction(UIAction { [weak self] _ in self?.touchDown() }, for: [.touchDown, .touchDragEnter])"), text)
        XCTAssertTrue(text.contains("self.removeAction"), text)
        XCTAssertEqual(report.issues.map(\.line), [4], "only removeTarget's usual caveat")
    }

    func testWhatCannotBeRewrittenStaysAndIsReported() throws {
        let source = """
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    let hover = UIHoverGestureRecognizer(target: self, action: #selector(reset))
                    let selector = #selector(reset)
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(reset), userInfo: ["a": 1], repeats: false)
                    button.addTarget(self, action: #selector(elsewhere(_:)), for: .touchUpInside)
                    hover.addTarget(self, action: #selector(withEvent(_:event:)))
                }
                func reset() {}
                func withEvent(_ sender: UIGestureRecognizer, event: UIEvent) {}
            }
            """
        let (text, report) = try port(source, file: "VC.swift")
        XCTAssertEqual(text, source)
        XCTAssertEqual(report.issues.map { "\($0.line): \($0.problem)" }, [
            "3: LabKit has no `UIHoverGestureRecognizer`",
            "4: `#selector(reset)` needs the Objective-C runtime, which Linux does not have",
            "5: a timer's `userInfo` has no place in the closure form",
            "6: the type of the sender `elsewhere` takes is unknown: the method is not among the ported sources",
            "7: the action method `withEvent` takes the sender and the event; LabKit's closures pass only the sender",
        ])
        XCTAssertTrue(report.diagnostics.hasPrefix("VC.swift:3: LabKit has no `UIHoverGestureRecognizer`; recognize the gesture with"),
                      report.diagnostics)
        XCTAssertTrue(report.markdown(title: "VC").contains("- `VC.swift:5`: a timer's `userInfo` has no place in the closure form. Capture"))
    }

    func testEveryRecognizerRemovedTargetsEventsAndImmediatePerforms() throws {
        let (text, report) = try port("""
            class Controls: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let press = UILongPressGestureRecognizer(target: self, action: #selector(handle(_:)))
                    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(handle(_:)))
                    let pinch = UIPinchGestureRecognizer(target: self, action: #selector(pinched(_:)))
                    let rotation = UIRotationGestureRecognizer(target: self, action: #selector(handle(_:)))
                    let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handle(_:)))
                    button.addTarget(self, action: #selector(dragged(_:event:)), for: .touchDragInside)
                    button.addTarget(self, action: #selector(moved(_:with:)), for: .touchDragOutside)
                    button.addTarget(self, action: #selector(pressed), for: .touchDown)
                    button.removeTarget(self, action: #selector(pressed), for: .touchDown)
                    perform(#selector(pressed))
                    self.perform(#selector(handle(_:)), with: press)
                }
                @objc func handle(_ recognizer: UIGestureRecognizer) {}
                @objc func pinched(_ pinch: UIPinchGestureRecognizer) {}
                @objc func dragged(_ sender: UIButton, event: UIEvent) {}
                @objc func moved(_ sender: UIButton, with event: UIEvent?) {}
                @objc func pressed() {}
            }
            """)
        XCTAssertEqual(text, """
            class Controls: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let press = UILongPressGestureRecognizer { [weak self] recognizer in self?.handle(recognizer) }
                    let swipe = UISwipeGestureRecognizer { [weak self] recognizer in self?.handle(recognizer) }
                    let pinch = UIPinchGestureRecognizer { [weak self] recognizer in self?.pinched(recognizer) }
                    let rotation = UIRotationGestureRecognizer { [weak self] recognizer in self?.handle(recognizer) }
                    let edge = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in self?.handle(recognizer) }
                    button.addAction(UIAction { [weak self] action in self?.dragged(action.sender as! UIButton, event: action.event ?? UIEvent()) }, for: .touchDragInside)
                    button.addAction(UIAction { [weak self] action in self?.moved(action.sender as! UIButton, with: action.event) }, for: .touchDragOutside)
                    button.addAction(UIAction(identifier: UIAction.Identifier("pressed")) { [weak self] _ in self?.pressed() }, for: .touchDown)
                    button.removeAction(identifiedBy: UIAction.Identifier("pressed"), for: .touchDown)
                    pressed()
                    self.handle(press)
                }
                func handle(_ recognizer: UIGestureRecognizer) {}
                func pinched(_ pinch: UIPinchGestureRecognizer) {}
                func dragged(_ sender: UIButton, event: UIEvent) {}
                func moved(_ sender: UIButton, with event: UIEvent?) {}
                func pressed() {}
            }
            """)
        XCTAssertEqual(report.issues.map { "\($0.line): \($0.problem)" }, [
            "12: the control's actions are now identified by their method, `pressed`, whatever their target, so this removes the action of every target that calls it",
        ])
    }

    func testDelayedPerformsBecomeCancellableWhenTheSourcesCancelThem() throws {
        let (files, report) = try port([("Blinker.swift", """
            class Blinker: UIView {
                func schedule() {
                    perform(#selector(blink), with: nil, afterDelay: 0.5)
                    self.perform(#selector(show(_:)), with: 1, afterDelay: 1)
                }
                @objc func blink() {}
                @objc func show(_ count: Int) {}
            }
            """), ("Stopping.swift", """
            extension Blinker {
                func stop() {
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(blink), object: nil)
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(show(_:)), object: 1)
                    NSObject.cancelPreviousPerformRequests(withTarget: self)
                    let result = perform(#selector(blink))
                }
            }
            """)])
        XCTAssertEqual(files["Blinker.swift"], """
            class Blinker: UIView {
                func schedule() {
                    perform(afterDelay: 0.5, selectorName: "blink") { self.blink() }
                    self.perform(afterDelay: 1, selectorName: "show(_:)") { self.show(1) }
                }
                func blink() {}
                func show(_ count: Int) {}
            }
            """)
        XCTAssertEqual(files["Stopping.swift"], """
            extension Blinker {
                func stop() {
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selectorName: "blink")
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selectorName: "show(_:)")
                    NSObject.cancelPreviousPerformRequests(withTarget: self)
                    let result = perform(#selector(blink))
                }
            }
            """)
        XCTAssertEqual(report.issues.map { "\($0.file):\($0.line): \($0.problem)" }, [
            "Stopping.swift:4: LabKit cancels every perform of `show(_:)`, whatever its object",
            "Stopping.swift:6: the result of `perform(_:)` (an unmanaged object) has no counterpart without an Objective-C runtime",
        ])
    }

    /// A weak proxy, the iOS way to keep a display link or timer from retaining its target,
    /// forwards messages through the Objective-C runtime: the closure captures the object
    /// weakly itself, and the proxy class, which cannot compile on Linux and which nothing
    /// uses any more, is left out (CHIPageControl's).
    func testAWeakProxyTargetBecomesAWeakCapture() throws {
        let (text, report) = try port("""
            final class WeakProxy: NSObject {
                weak var target: NSObjectProtocol?
                init(_ target: NSObjectProtocol) { self.target = target }
                override func forwardingTarget(for aSelector: Selector!) -> Any? { target }
            }

            final class Dots: UIView {
                var link: CADisplayLink?
                func start() {
                    link = CADisplayLink(target: WeakProxy(self), selector: #selector(updateFrame))
                }
                @objc func updateFrame() {}
            }
            """)
        XCTAssertTrue(text.contains("link = CADisplayLink { [weak self] _ in self?.updateFrame() }"), text)
        XCTAssertFalse(text.contains("WeakProxy"), text)
        XCTAssertTrue(text.hasPrefix("final class Dots: UIView {"), text)
        XCTAssertEqual(report.issues, [])
        XCTAssertEqual(report.removals.map { "\($0.file):\($0.line): \($0.name)" }, ["View.swift:1: WeakProxy"])
        XCTAssertTrue(report.markdown(title: "Dots").contains("## Left out\n\n- `WeakProxy` (`View.swift:1`): it forwarded messages"))
    }

    /// A proxy that the sources use otherwise too (kept in a property, nested in a type)
    /// stays, reported as something to remove by hand.
    func testAWeakProxyUsedOtherwiseStays() throws {
        let (text, report) = try port("""
            final class Dots: UIView {
                final class WeakProxy: NSObject {
                    weak var target: NSObjectProtocol?
                    init(_ target: NSObjectProtocol) { self.target = target }
                    override func forwardingTarget(for aSelector: Selector!) -> Any? { target }
                }
                var proxy: WeakProxy?
                var link: CADisplayLink?
                func start() {
                    link = CADisplayLink(target: WeakProxy(self), selector: #selector(updateFrame))
                }
                @objc func updateFrame() {}
            }
            """)
        XCTAssertTrue(text.contains("final class WeakProxy: NSObject"), text)
        XCTAssertEqual(report.issues.map(\.line), [2])
        XCTAssertTrue(report.issues[0].problem.hasPrefix("`WeakProxy` forwards messages"), report.issues[0].problem)
    }
}
