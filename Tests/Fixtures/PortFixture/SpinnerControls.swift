//
//  SpinnerControls.swift
//  SpinnerKit
//
import LabKit

/// Buttons and gestures that drive a spinner, with more of UIKit's target–action.
class SpinnerControls: UIView {
    protocol Listener: AnyObject {
        func controlsDidStop(_ controls: SpinnerControls)
    }

    weak var listener: Listener?
    let stopButton = UIButton()
    private(set) var log: [String] = []

    let platform = "iOS"

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(stopButton)
        stopButton.frame = CGRect(x: 0, y: 0, width: 60, height: 44)
        stopButton.addAction(UIAction { [weak self] action in self?.stop(action.sender as! UIButton, event: action.event ?? UIEvent()) }, for: .touchUpInside)
        stopButton.addAction(UIAction(identifier: UIAction.Identifier("pressed")) { [weak self] _ in self?.pressed() }, for: .touchDown)
        addGestureRecognizer(UILongPressGestureRecognizer { [weak self] recognizer in self?.gesture(recognizer) })
        addGestureRecognizer(UISwipeGestureRecognizer { [weak self] recognizer in self?.gesture(recognizer) })
        addGestureRecognizer(UIPinchGestureRecognizer { [weak self] recognizer in self?.pinched(recognizer) })
        addGestureRecognizer(UIRotationGestureRecognizer { [weak self] recognizer in self?.gesture(recognizer) })
        let edge = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in self?.gesture(recognizer) }
        edge.edges = .left
        addGestureRecognizer(edge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func disarm() {
        stopButton.removeAction(identifiedBy: UIAction.Identifier("pressed"), for: .touchDown)
        pressed()
    }

    func scheduleFlash() {
        perform(afterDelay: 0.5, selectorName: "flash") { self.flash() }
    }

    func cancelFlash() {
        NSObject.cancelPreviousPerformRequests(withTarget: self, selectorName: "flash")
    }

    func stop(_ sender: UIButton, event: UIEvent) {
        log.append("stop \(event.allTouches?.count ?? 0)")
        listener?.controlsDidStop(self)
    }

    func pressed() {
        log.append("pressed")
    }

    func flash() {
        log.append("flash")
    }

    func gesture(_ recognizer: UIGestureRecognizer) {
        log.append("\(type(of: recognizer))")
    }

    func pinched(_ pinch: UIPinchGestureRecognizer) {
        log.append("pinch \(bounds.width * pinch.scale)")
    }
}

/// Defaults for what was optional in the `@objc` protocol.
extension SpinnerControls.Listener {
    func controlsDidStop(_ controls: SpinnerControls) {}
}
