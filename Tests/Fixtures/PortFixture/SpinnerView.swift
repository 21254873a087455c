//
//  SpinnerView.swift
//  SpinnerKit
//
import LabKit
import Foundation

/// A spinning view, as an iOS library would write it.
class SpinnerView: UIView {
    weak var delegate: SpinnerViewDelegate?
    var lineWidth: CGFloat = 4
    weak var label: UILabel!
    let button = UIButton()
    private(set) var taps = 0
    private(set) var ticks = 0
    private var link: CADisplayLink?
    private var timer: Timer?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(button)
        button.addAction(UIAction { [weak self] action in self?.buttonTapped(action.sender as! UIButton) }, for: .touchUpInside)
        addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in self?.handleTap(recognizer) })
        addGestureRecognizer(UIPanGestureRecognizer { [weak self] recognizer in self?.handlePan(recognizer) })
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startAnimating() {
        delegate?.spinnerDidStart(self)
        link = CADisplayLink { link in self.step(link) }
        link?.add(to: .main, forMode: .common)
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }
        _ = NotificationCenter.default.addObserver(forName: .spinnerReset, object: nil, queue: nil) { [weak self] notification in self?.reset(notification) }
        perform(afterDelay: 0.5, selectorName: "tick") { self.tick() }
    }

    func pulse(state: UIGestureRecognizer.State) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fillMode = CAMediaTimingFillMode.forwards
        animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
        layer.add(animation, forKey: "pulse")
        UIView.animate(withDuration: 0.3, delay: 0, options: [UIView.AnimationOptions.curveEaseIn], animations: {
            self.button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        }, completion: nil)
    }

    func reset(_ notification: Notification) {
        taps = 0
    }

    private func buttonTapped(_ sender: UIButton) {
        taps += 1
        label?.text = delegate?.title(for: self)
        delegate?.spinnerDidStop(self)
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        taps += 1
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {}

    func step(_ link: CADisplayLink) {
        layer.transform = CATransform3DRotate(layer.transform, 0.1, 0, 0, 1)
    }

    func tick() {
        ticks += 1
    }
}

extension Notification.Name {
    static let spinnerReset = Notification.Name("SpinnerReset")
}

/// A dot the spinner's users place beside it, made by a class factory as UIKit code writes one.
final class SpinnerBadge: UIView {
    static func make(tint: UIColor) -> Self {
        let badge = Self()
        badge.backgroundColor = tint
        return badge
    }
}
