import LabKit

/// The orchid circle: it grows from a point, wobbles (squashed vertically, then
/// horizontally) twice, and shrinks back to a point while the view spins.
final class CircleLayer: CAShapeLayer {
    override init() {
        super.init()
        fillColor = UIColor.colorWithHexString(circleColorHex).cgColor
        path = circleSmallPath.cgPath
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var circleSmallPath: UIBezierPath {
        UIBezierPath(ovalIn: CGRect(x: 50.0, y: 50.0, width: 0.0, height: 0.0))
    }

    var circleBigPath: UIBezierPath {
        UIBezierPath(ovalIn: CGRect(x: 2.5, y: 17.5, width: 95.0, height: 95.0))
    }

    var circleVerticalSquishPath: UIBezierPath {
        UIBezierPath(ovalIn: CGRect(x: 2.5, y: 20.0, width: 95.0, height: 90.0))
    }

    var circleHorizontalSquishPath: UIBezierPath {
        UIBezierPath(ovalIn: CGRect(x: 5.0, y: 20.0, width: 90.0, height: 90.0))
    }

    /**
     expand animation function
     */
    func expand() {
        let expandAnimation = CABasicAnimation(keyPath: "path")
        expandAnimation.fromValue = circleSmallPath.cgPath
        expandAnimation.toValue = circleBigPath.cgPath
        expandAnimation.duration = KAnimationDuration
        expandAnimation.fillMode = .forwards
        expandAnimation.isRemovedOnCompletion = false
        add(expandAnimation, forKey: nil)
    }

    /**
     wobble group animation
     */
    func wobbleAnimate() {
        // 1、animation begin from bigPath to verticalPath
        let animation1 = CABasicAnimation(keyPath: "path")
        animation1.fromValue = circleBigPath.cgPath
        animation1.toValue = circleVerticalSquishPath.cgPath
        animation1.beginTime = KAnimationBeginTime
        animation1.duration = KAnimationDuration

        // 2、animation vertical to horizontal
        let animation2 = CABasicAnimation(keyPath: "path")
        animation2.fromValue = circleVerticalSquishPath.cgPath
        animation2.toValue = circleHorizontalSquishPath.cgPath
        animation2.beginTime = animation1.beginTime + animation1.duration
        animation2.duration = KAnimationDuration

        // 3、animation horizontal to vertical
        let animation3 = CABasicAnimation(keyPath: "path")
        animation3.fromValue = circleHorizontalSquishPath.cgPath
        animation3.toValue = circleVerticalSquishPath.cgPath
        animation3.beginTime = animation2.beginTime + animation2.duration
        animation3.duration = KAnimationDuration

        // 4、animation vertical to bigPath
        let animation4 = CABasicAnimation(keyPath: "path")
        animation4.fromValue = circleVerticalSquishPath.cgPath
        animation4.toValue = circleBigPath.cgPath
        animation4.beginTime = animation3.beginTime + animation3.duration
        animation4.duration = KAnimationDuration

        // 5、group animation
        let animationGroup = CAAnimationGroup()
        animationGroup.animations = [animation1, animation2, animation3, animation4]
        animationGroup.duration = 4 * KAnimationDuration
        animationGroup.repeatCount = 2
        add(animationGroup, forKey: nil)
    }

    /**
     contract animation function
     */
    func contract() {
        let contractAnimation = CABasicAnimation(keyPath: "path")
        contractAnimation.fromValue = circleBigPath.cgPath
        contractAnimation.toValue = circleSmallPath.cgPath
        contractAnimation.duration = KAnimationDuration
        contractAnimation.fillMode = .forwards
        contractAnimation.isRemovedOnCompletion = false
        add(contractAnimation, forKey: nil)
    }
}
