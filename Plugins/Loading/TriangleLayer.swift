import LabKit

/// The rounded triangle behind the circle: its left, right and top corners are pulled out
/// in turn, so that they bulge from the circle's edge.
final class TriangleLayer: CAShapeLayer {
    let paddingSpace: CGFloat = 30.0

    override init() {
        super.init()
        // The seed first colors the triangle #009ad6 to show it, then gives it the circle's
        // color so that the pulled corners look like bulges of the circle: the final step.
        fillColor = UIColor.colorWithHexString(circleColorHex).cgColor
        strokeColor = UIColor.colorWithHexString(circleColorHex).cgColor
        lineWidth = 7.0
        lineCap = .round
        lineJoin = .round
        path = smallTrianglePath.cgPath
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var smallTrianglePath: UIBezierPath {
        let smallPath = UIBezierPath()
        smallPath.move(to: CGPoint(x: 5.0 + paddingSpace, y: 95.0))
        smallPath.addLine(to: CGPoint(x: 50.0, y: 12.5 + paddingSpace))
        smallPath.addLine(to: CGPoint(x: 95.0 - paddingSpace, y: 95.0))
        smallPath.close()
        return smallPath
    }

    var leftTrianglePath: UIBezierPath {
        let leftPath = UIBezierPath()
        leftPath.move(to: CGPoint(x: 5.0, y: 95.0))
        leftPath.addLine(to: CGPoint(x: 50.0, y: 12.5 + paddingSpace))
        leftPath.addLine(to: CGPoint(x: 95.0 - paddingSpace, y: 95.0))
        leftPath.close()
        return leftPath
    }

    var rightTrianglePath: UIBezierPath {
        let rightPath = UIBezierPath()
        rightPath.move(to: CGPoint(x: 5.0, y: 95.0))
        rightPath.addLine(to: CGPoint(x: 50.0, y: 12.5 + paddingSpace))
        rightPath.addLine(to: CGPoint(x: 95.0, y: 95.0))
        rightPath.close()
        return rightPath
    }

    var topTrianglePath: UIBezierPath {
        let topPath = UIBezierPath()
        topPath.move(to: CGPoint(x: 5.0, y: 95.0))
        topPath.addLine(to: CGPoint(x: 50.0, y: 12.5))
        topPath.addLine(to: CGPoint(x: 95.0, y: 95.0))
        topPath.close()
        return topPath
    }

    /**
     triangle animate function
     */
    func triangleAnimate() {
        // left
        let triangleAnimationLeft = CABasicAnimation(keyPath: "path")
        triangleAnimationLeft.fromValue = smallTrianglePath.cgPath
        triangleAnimationLeft.toValue = leftTrianglePath.cgPath
        triangleAnimationLeft.beginTime = 0.0
        triangleAnimationLeft.duration = 0.3
        // right
        let triangleAnimationRight = CABasicAnimation(keyPath: "path")
        triangleAnimationRight.fromValue = leftTrianglePath.cgPath
        triangleAnimationRight.toValue = rightTrianglePath.cgPath
        triangleAnimationRight.beginTime = triangleAnimationLeft.beginTime + triangleAnimationLeft.duration
        triangleAnimationRight.duration = 0.25
        // top
        let triangleAnimationTop = CABasicAnimation(keyPath: "path")
        triangleAnimationTop.fromValue = rightTrianglePath.cgPath
        triangleAnimationTop.toValue = topTrianglePath.cgPath
        triangleAnimationTop.beginTime = triangleAnimationRight.beginTime + triangleAnimationRight.duration
        triangleAnimationTop.duration = 0.20
        // group
        let triangleAnimationGroup = CAAnimationGroup()
        triangleAnimationGroup.animations = [triangleAnimationLeft, triangleAnimationRight, triangleAnimationTop]
        triangleAnimationGroup.duration = triangleAnimationTop.beginTime + triangleAnimationTop.duration
        triangleAnimationGroup.fillMode = .forwards
        triangleAnimationGroup.isRemovedOnCompletion = false
        add(triangleAnimationGroup, forKey: nil)
    }
}
