import LabPort
import XCTest

final class LegacyNameRewriterTests: XCTestCase {
    func testSwift4SpellingsBecomeSwift5Ones() throws {
        let (text, report) = try port("""
            func animate(layer: CAShapeLayer, state: UIGestureRecognizerState) {
                let options: UIViewAnimationOptions = [UIViewAnimationOptions.curveEaseIn, .autoreverse]
                let animation = CABasicAnimation(keyPath: "strokeEnd")
                animation.fillMode = kCAFillModeForwards
                animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
                layer.lineCap = kCALineCapRound
                layer.frame = CGRectMake(0, 0, 10, 20)
                layer.position = CGPointMake(x, y)
                layer.setAffineTransform(CGAffineTransformMakeScale(2, 2))
                let attributes: [NSAttributedStringKey: Any] = [:]
                let other = mine.UIControlState
                let count: NSInteger = NSInteger(3)
                let options: [UIApplicationLaunchOptionsKey: Any]? = nil
            }
            """)
        XCTAssertEqual(text, """
            func animate(layer: CAShapeLayer, state: UIGestureRecognizer.State) {
                let options: UIView.AnimationOptions = [UIView.AnimationOptions.curveEaseIn, .autoreverse]
                let animation = CABasicAnimation(keyPath: "strokeEnd")
                animation.fillMode = CAMediaTimingFillMode.forwards
                animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
                layer.lineCap = CAShapeLayerLineCap.round
                layer.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
                layer.position = CGPoint(x: x, y: y)
                layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
                let attributes: [NSAttributedString.Key: Any] = [:]
                let other = mine.UIControlState
                let count: Int = Int(3)
                let options: [UIApplication.LaunchOptionsKey: Any]? = nil
            }
            """)
        XCTAssertEqual(report.issues, [])
    }

    /// SAConfettiView's Swift 4 emitter and its kin: each family of Core Animation string
    /// constants became a typed one in Swift 4.2.
    func testEmitterGradientTextAndFilterConstantsBecomeTyped() throws {
        let (text, report) = try port("""
            emitter.emitterShape = kCAEmitterLayerLine
            emitter.emitterMode = kCAEmitterLayerOutline
            emitter.renderMode = kCAEmitterLayerAdditive
            gradient.type = kCAGradientLayerRadial
            label.alignmentMode = kCAAlignmentCenter
            label.truncationMode = kCATruncationEnd
            layer.magnificationFilter = kCAFilterNearest
            """)
        XCTAssertEqual(text, """
            emitter.emitterShape = CAEmitterLayerEmitterShape.line
            emitter.emitterMode = CAEmitterLayerEmitterMode.outline
            emitter.renderMode = CAEmitterLayerRenderMode.additive
            gradient.type = CAGradientLayerType.radial
            label.alignmentMode = CATextLayerAlignmentMode.center
            label.truncationMode = CATextLayerTruncationMode.end
            layer.magnificationFilter = CALayerContentsFilter.nearest
            """)
        XCTAssertEqual(report.issues, [])
    }

    func testSwift2And3GeometryFunctionsAndConstantsBecomeMembers() throws {
        let (text, report) = try port("""
            func layout(r: CGRect, p: CGPoint, q: CGPoint, a: CGRect?) {
                let x = CGRectGetMidX(r) + CGRectGetWidth(view.bounds)
                let inner = CGRectInset(r, 2, 4)
                let t = CGAffineTransformRotate(CGAffineTransformIdentity, 0.5)
                let bottom = CGRectGetMaxY(a ?? r)
                let same = !CGPointEqualToPoint(p, q)
                let inside = CGRectContainsPoint(r, p)
                let style: UITableViewCellSeparatorStyle = .none
                let weight = UIFontWeightBold
                let attributes = [NSForegroundColorAttributeName: UIColor.red]
                let height = UITableViewAutomaticDimension
                link.add(to: .main, forMode: RunLoopMode.commonModes)
                center.addObserver(forName: NSNotification.Name.UIApplicationWillEnterForeground, object: nil, queue: nil) { _ in }
                center.addObserver(forName: .UIKeyboardWillShow, object: nil, queue: nil) { note in
                    let frame = note.userInfo?[UIKeyboardFrameEndUserInfoKey]
                }
            }
            """)
        XCTAssertEqual(text, """
            func layout(r: CGRect, p: CGPoint, q: CGPoint, a: CGRect?) {
                let x = r.midX + view.bounds.width
                let inner = r.insetBy(dx: 2, dy: 4)
                let t = CGAffineTransform.identity.rotated(by: 0.5)
                let bottom = (a ?? r).maxY
                let same = !(p == q)
                let inside = r.contains(p)
                let style: UITableViewCell.SeparatorStyle = .none
                let weight = UIFont.Weight.bold
                let attributes = [NSAttributedString.Key.foregroundColor: UIColor.red]
                let height = UITableView.automaticDimension
                link.add(to: .main, forMode: RunLoop.Mode.common)
                center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil) { _ in }
                center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
                    let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey]
                }
            }
            """)
        XCTAssertEqual(report.issues, [])
    }
}
