//
//  SpinnerView.swift
//  SpinnerKit
//
import UIKit
import QuartzCore
import Foundation

/// A spinning view, as an iOS library would write it.
@IBDesignable
class SpinnerView: UIView {
    weak var delegate: SpinnerViewDelegate?
    @IBInspectable var lineWidth: CGFloat = 4
    @IBOutlet weak var label: UILabel!
    let button = UIButton()
    private(set) var taps = 0
    private(set) var ticks = 0
    private var link: CADisplayLink?
    private var timer: Timer?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(button)
        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func startAnimating() {
        delegate?.spinnerDidStart(self)
        link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link?.add(to: .main, forMode: .common)
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        NotificationCenter.default.addObserver(self, selector: #selector(reset(_:)), name: .spinnerReset, object: nil)
        perform(#selector(tick), with: nil, afterDelay: 0.5)
    }

    func pulse(state: UIGestureRecognizerState) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fillMode = kCAFillModeForwards
        animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
        layer.add(animation, forKey: "pulse")
        UIView.animate(withDuration: 0.3, delay: 0, options: [UIViewAnimationOptions.curveEaseIn], animations: {
            self.button.frame = CGRectMake(0, 0, 44, 44)
        }, completion: nil)
    }

    @objc func reset(_ notification: Notification) {
        taps = 0
    }

    @objc private func buttonTapped(_ sender: UIButton) {
        taps += 1
        label?.text = delegate?.title?(for: self)
        delegate?.spinnerDidStop?(self)
    }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
        taps += 1
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {}

    @objc dynamic func step(_ link: CADisplayLink) {
        layer.transform = CATransform3DRotate(layer.transform, 0.1, 0, 0, 1)
    }

    @objc func tick() {
        ticks += 1
    }
}

extension Notification.Name {
    static let spinnerReset = Notification.Name("SpinnerReset")
}

/// A dot the spinner's users place beside it, made by a class factory as UIKit code writes one.
class SpinnerBadge: UIView {
    static func make(tint: UIColor) -> Self {
        let badge = Self()
        badge.backgroundColor = tint
        return badge
    }
}
