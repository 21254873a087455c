@_spi(LabHost) import LabKit
import XCTest

/// A control test: the test window, helpers that move one finger a frame at a time as the
/// host's input scripts do, an event log, and the curves UIKit's controls animate on.
class ControlTestCase: UIKitTestCase {
    /// The events a control sent, by name, in order.
    var events: [String] = []

    /// Logs every event of `control` by name.
    func record(_ control: UIControl) {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
            (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"), (.touchUpInside, "upInside"),
            (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in names {
            control.addAction(UIAction { [unowned self] _ in self.events.append(name) }, for: event)
        }
    }

    /// The finger comes down, moves or lifts at `point` (window coordinates) in the next frame.
    func touch(_ phase: UITouch.Phase, _ point: CGPoint) { step { LabInput.touch(phase, at: point) } }

    /// The presentation of `view`'s layer at lab time `time`.
    func presentation(of view: UIView, at time: Double) -> CALayer {
        advance(to: time)
        return view.layer.presentation()!
    }

    /// How far a critically damped UIKit spring of `duration` has gone at `elapsed`: the
    /// spring's ω makes the envelope fall to 1/1500 at the end of the duration
    /// (`UIView.animate(withDuration:…usingSpringWithDamping: 1…)`), so the fraction is
    /// 1 − (1 + ωt)·e^(−ωt).
    func criticallyDampedFraction(_ elapsed: Double, duration: Double) -> Double {
        let omega = log(1500.0) / duration
        return 1 - (1 + omega * elapsed) * exp(-omega * elapsed)
    }
}
