import LabKit

/// Core Animation's four transitions, half-way: each card, clipped by its frame, changes
/// from a red card with a white bar to a blue card with a yellow dot under a one-second
/// `CATransition` added first, as Apple's examples order it: fade, push from the right,
/// move in from the top, reveal from the left.
final class TransitionScene: Scene {
    static let info = SceneInfo(name: "Transition", summary: "CATransition fade, push, move-in and reveal, half-way at 0.5 s",
                                preferredSize: CGSize(width: 360, height: 160))
    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor(white: 0.95, alpha: 1).cgColor
        let kinds: [(CATransitionType, CATransitionSubtype?)] = [(.fade, nil), (.push, .fromRight), (.moveIn, .fromTop), (.reveal, .fromLeft)]
        for (index, (type, subtype)) in kinds.enumerated() {
            let frame = CALayer()
            frame.frame = CGRect(x: 10 + CGFloat(index) * 87.5, y: 30, width: 77.5, height: 100)
            frame.masksToBounds = true
            frame.cornerRadius = 8
            root.addSublayer(frame)
            let card = CALayer()
            card.frame = frame.bounds
            card.backgroundColor = UIColor.systemRed.cgColor
            let bar = CALayer()
            bar.frame = CGRect(x: 12, y: 44, width: 53.5, height: 12)
            bar.backgroundColor = UIColor.white.cgColor
            card.addSublayer(bar)
            frame.addSublayer(card)

            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = 1
            card.add(transition, forKey: kCATransition)
            card.backgroundColor = UIColor.systemBlue.cgColor
            bar.removeFromSuperlayer()
            let dot = CALayer()
            dot.frame = CGRect(x: 26.75, y: 38, width: 24, height: 24)
            dot.cornerRadius = 12
            dot.backgroundColor = UIColor.systemYellow.cgColor
            card.addSublayer(dot)
        }
    }
}
