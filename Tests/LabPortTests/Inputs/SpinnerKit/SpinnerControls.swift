//
//  SpinnerControls.swift
//  SpinnerKit
//
import UIKit
import SpinnerKit

/// Buttons and gestures that drive a spinner, with more of UIKit's target–action.
class SpinnerControls: UIView {
    @objc protocol Listener: AnyObject {
        @objc optional func controlsDidStop(_ controls: SpinnerControls)
    }

    weak var listener: Listener?
    let stopButton = UIButton()
    private(set) var log: [String] = []

    #if os(iOS)
    let platform = "iOS"
    #endif

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(stopButton)
        stopButton.frame = CGRectMake(0, 0, 60, 44)
        stopButton.addTarget(self, action: #selector(stop(_:event:)), for: .touchUpInside)
        stopButton.addTarget(self, action: #selector(pressed), for: .touchDown)
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(gesture(_:))))
        addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(gesture(_:))))
        addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(pinched(_:))))
        addGestureRecognizer(UIRotationGestureRecognizer(target: self, action: #selector(gesture(_:))))
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(gesture(_:)))
        edge.edges = .left
        addGestureRecognizer(edge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func disarm() {
        stopButton.removeTarget(self, action: #selector(pressed), for: .touchDown)
        perform(#selector(pressed))
    }

    func scheduleFlash() {
        perform(#selector(flash), with: nil, afterDelay: 0.5)
    }

    func cancelFlash() {
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(flash), object: nil)
    }

    @objc func stop(_ sender: UIButton, event: UIEvent) {
        log.append("stop \(event.allTouches?.count ?? 0)")
        listener?.controlsDidStop?(self)
    }

    @objc func pressed() {
        log.append("pressed")
    }

    @objc func flash() {
        log.append("flash")
    }

    @objc func gesture(_ recognizer: UIGestureRecognizer) {
        log.append("\(type(of: recognizer))")
    }

    @objc func pinched(_ pinch: UIPinchGestureRecognizer) {
        log.append("pinch \(CGRectGetWidth(bounds) * pinch.scale)")
    }
}
