import LabKit

/// The mint fill that rises from the bottom of the box in five wave-shaped steps.
final class WaveLayer: CAShapeLayer {
    override init() {
        super.init()
        fillColor = UIColor.colorWithHexString(mintColorHex).cgColor
        path = wavePathStarting.cgPath
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var wavePathPre: UIBezierPath {
        let arcPath = UIBezierPath()
        arcPath.move(to: CGPoint(x: 0.0, y: 100.0))
        arcPath.addLine(to: CGPoint(x: 0.0, y: 99.0))
        arcPath.addLine(to: CGPoint(x: 100.0, y: 99.0))
        arcPath.addLine(to: CGPoint(x: 100.0, y: 100.0))
        arcPath.addLine(to: CGPoint(x: 0.0, y: 100.0))
        arcPath.close()
        return arcPath
    }

    var wavePathStarting: UIBezierPath {
        wave(level: 80, controlPoint1: CGPoint(x: 30.0, y: 70.0), controlPoint2: CGPoint(x: 40.0, y: 90.0))
    }

    var wavePathLow: UIBezierPath {
        wave(level: 60, controlPoint1: CGPoint(x: 30.0, y: 65.0), controlPoint2: CGPoint(x: 40.0, y: 50.0))
    }

    var wavePathMid: UIBezierPath {
        wave(level: 40, controlPoint1: CGPoint(x: 30.0, y: 30.0), controlPoint2: CGPoint(x: 40.0, y: 50.0))
    }

    var wavePathHigh: UIBezierPath {
        wave(level: 20, controlPoint1: CGPoint(x: 30.0, y: 25.0), controlPoint2: CGPoint(x: 40.0, y: 10.0))
    }

    var wavePathComplete: UIBezierPath {
        let arcPath = UIBezierPath()
        arcPath.move(to: CGPoint(x: 0.0, y: 100.0))
        arcPath.addLine(to: CGPoint(x: 0.0, y: -5.0))
        arcPath.addLine(to: CGPoint(x: 100.0, y: -5.0))
        arcPath.addLine(to: CGPoint(x: 100.0, y: 100.0))
        arcPath.addLine(to: CGPoint(x: 0.0, y: 100.0))
        arcPath.close()
        return arcPath
    }

    /// The region under one wave: from the bottom-left corner up to `level`, a curve across
    /// to the same level on the right, and down to the bottom-right corner.
    private func wave(level: CGFloat, controlPoint1: CGPoint, controlPoint2: CGPoint) -> UIBezierPath {
        let arcPath = UIBezierPath()
        arcPath.move(to: CGPoint(x: 0.0, y: 100.0))
        arcPath.addLine(to: CGPoint(x: 0.0, y: level))
        arcPath.addCurve(to: CGPoint(x: 100.0, y: level), controlPoint1: controlPoint1, controlPoint2: controlPoint2)
        arcPath.addLine(to: CGPoint(x: 100.0, y: 100.0))
        arcPath.addLine(to: CGPoint(x: 0.0, y: 100.0))
        arcPath.close()
        return arcPath
    }

    func animate() {
        /// 1
        let waveAnimationPre = CABasicAnimation(keyPath: "path")
        waveAnimationPre.fromValue = wavePathPre.cgPath
        waveAnimationPre.toValue = wavePathStarting.cgPath
        waveAnimationPre.beginTime = 0.0
        waveAnimationPre.duration = KWaveAnimationDuration
        /// 2
        let waveAnimationLow = CABasicAnimation(keyPath: "path")
        waveAnimationLow.fromValue = wavePathStarting.cgPath
        waveAnimationLow.toValue = wavePathLow.cgPath
        waveAnimationLow.beginTime = waveAnimationPre.beginTime + waveAnimationPre.duration
        waveAnimationLow.duration = KWaveAnimationDuration
        /// 3
        let waveAnimationMid = CABasicAnimation(keyPath: "path")
        waveAnimationMid.fromValue = wavePathLow.cgPath
        waveAnimationMid.toValue = wavePathMid.cgPath
        waveAnimationMid.beginTime = waveAnimationLow.beginTime + waveAnimationLow.duration
        waveAnimationMid.duration = KWaveAnimationDuration
        /// 4
        let waveAnimationHigh = CABasicAnimation(keyPath: "path")
        waveAnimationHigh.fromValue = wavePathMid.cgPath
        waveAnimationHigh.toValue = wavePathHigh.cgPath
        waveAnimationHigh.beginTime = waveAnimationMid.beginTime + waveAnimationMid.duration
        waveAnimationHigh.duration = KWaveAnimationDuration
        /// 5
        let waveAnimationComplete = CABasicAnimation(keyPath: "path")
        waveAnimationComplete.fromValue = wavePathHigh.cgPath
        waveAnimationComplete.toValue = wavePathComplete.cgPath
        waveAnimationComplete.beginTime = waveAnimationHigh.beginTime + waveAnimationHigh.duration
        waveAnimationComplete.duration = KWaveAnimationDuration
        /// group animation
        let arcAnimationGroup = CAAnimationGroup()
        arcAnimationGroup.animations = [waveAnimationPre, waveAnimationLow, waveAnimationMid, waveAnimationHigh,
                                        waveAnimationComplete]
        arcAnimationGroup.duration = waveAnimationComplete.beginTime + waveAnimationComplete.duration
        arcAnimationGroup.fillMode = .forwards
        arcAnimationGroup.isRemovedOnCompletion = false
        add(arcAnimationGroup, forKey: nil)
    }
}
