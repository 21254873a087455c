import LabKit

/// Told when the loading animation has filled the screen.
protocol AnimationViewDelegate: AnyObject {
    func completeAnimation()
}

/// The 100 x 100 box the whole loading animation happens in. Creating it starts the stage
/// chain: each stage adds its layer and schedules the next on the lab clock, as the
/// tutorial's `NSTimer`s do.
final class AnimationView: UIView {
    let circleLayer = CircleLayer()
    let triangleLayer = TriangleLayer()
    let redRectangleLayer = RectangleLayer()
    let blueRectangleLayer = RectangleLayer()
    let waveLayer = WaveLayer()

    /// The frame the box finally grows to: the screen.
    var parentFrame = CGRect.zero
    weak var delegate: AnimationViewDelegate?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.clear
        addCircleLayer()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /**
     add circle layer
     */
    func addCircleLayer() {
        layer.addSublayer(circleLayer)
        circleLayer.expand()
        LabTimer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { [weak self] _ in self?.wobbleCircleLayer() }
    }

    /**
     the circle wobbles; the small triangle appears on top of it
     */
    func wobbleCircleLayer() {
        circleLayer.wobbleAnimate()
        layer.addSublayer(triangleLayer)
        LabTimer.scheduledTimer(withTimeInterval: 0.9, repeats: false) { [weak self] _ in self?.showTriangleAnimation() }
    }

    /**
     the triangle's corners are pulled out
     */
    func showTriangleAnimation() {
        triangleLayer.triangleAnimate()
        LabTimer.scheduledTimer(withTimeInterval: 0.9, repeats: false) { [weak self] _ in self?.transformAnima() }
    }

    /**
     the view spins while the circle shrinks away, leaving the triangle; then the two
     rectangles are drawn
     */
    func transformAnima() {
        transformRotationZ()
        circleLayer.contract()
        LabTimer.scheduledTimer(withTimeInterval: 0.45, repeats: false) { [weak self] _ in self?.drawRedRectangleAnimation() }
        LabTimer.scheduledTimer(withTimeInterval: 0.65, repeats: false) { [weak self] _ in self?.drawBlueRectangleAnimation() }
    }

    /**
     self transform z
     */
    func transformRotationZ() {
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.65)
        let rotationAnimation = CABasicAnimation(keyPath: "transform.rotation.z")
        rotationAnimation.toValue = CGFloat.pi * 2
        rotationAnimation.duration = 0.45
        rotationAnimation.isRemovedOnCompletion = true
        layer.add(rotationAnimation, forKey: nil)
    }

    func drawRedRectangleAnimation() {
        layer.addSublayer(redRectangleLayer)
        redRectangleLayer.strokeChangeWithColor(UIColor.colorWithHexString(circleColorHex))
    }

    func drawBlueRectangleAnimation() {
        layer.addSublayer(blueRectangleLayer)
        blueRectangleLayer.strokeChangeWithColor(UIColor.colorWithHexString(mintColorHex))
        LabTimer.scheduledTimer(withTimeInterval: 0.4, repeats: false) { [weak self] _ in self?.drawWaveAnimation() }
    }

    func drawWaveAnimation() {
        layer.addSublayer(waveLayer)
        waveLayer.animate()
        LabTimer.scheduledTimer(withTimeInterval: 0.9, repeats: false) { [weak self] _ in self?.expandView() }
    }

    func expandView() {
        backgroundColor = UIColor.colorWithHexString(mintColorHex)
        frame = CGRect(x: frame.origin.x - blueRectangleLayer.lineWidth,
                       y: frame.origin.y - blueRectangleLayer.lineWidth,
                       width: frame.size.width + blueRectangleLayer.lineWidth * 2,
                       height: frame.size.height + blueRectangleLayer.lineWidth * 2)
        layer.sublayers = nil

        UIView.animate(withDuration: 0.3, delay: 0.0, options: .curveEaseInOut, animations: {
            self.frame = self.parentFrame
        }, completion: { _ in
            self.delegate?.completeAnimation()
        })
    }
}
