@_spi(LabHost) import LabKit
import XCTest

/// Random sequences of hierarchy changes, animation blocks, pushes and pops, touches and
/// typing, with odd values among them: nothing crashes, and after every frame the view tree
/// and the layer tree agree.
final class RandomUIKitTests: UIKitTestCase {
    func testRandomUseKeepsViewsAndLayersConsistent() {
        for seed in 1...12 {
            setUp()
            run(seed: UInt64(seed))
            tearDown()
        }
    }

    private func run(seed: UInt64) {
        var random = SeededRandom(state: seed)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.isNavigationBarHidden = seed % 2 == 0
        window.rootViewController = navigation
        var views: [UIView] = [navigation.topViewController!.view]
        var pans = 0
        navigation.view.addGestureRecognizer(UIPanGestureRecognizer { _ in pans += 1 })
        for _ in 0..<400 {
            let target = views[random.below(views.count)]
            switch random.below(12) {
            case 0:
                let view: UIView = [UIView(), UILabel(), UIButton(type: .system), UITextField(), UIImageView()][random.below(5)]
                view.frame = CGRect(x: random.number(), y: random.number(), width: random.number(), height: random.number())
                (view as? UILabel)?.text = "Label \(random.below(100))"
                target.addSubview(view)
                views.append(view)
            case 1:
                if target !== views[0] { target.removeFromSuperview() }
            case 2:
                let other = views[random.below(views.count)]
                if !other.isDescendant(of: target) { target.insertSubview(other, at: random.below(4)) }
            case 3:
                target.superview?.bringSubviewToFront(target)
            case 4:
                let options: UIView.AnimationOptions = [[], .curveLinear, [.repeat, .autoreverse], .allowUserInteraction][random.below(4)]
                UIView.animate(withDuration: Double(random.number()), delay: Double(random.below(2)) * 0.1, options: options, animations: {
                    target.alpha = random.number()
                    target.center = random.point()
                    target.transform = CGAffineTransform(scaleX: random.number(), y: 1)
                })
            case 5:
                UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: random.number(),
                               initialSpringVelocity: random.number(), options: [], animations: { target.bounds.size.width = random.number() })
            case 6:
                if random.below(2) == 0 {
                    navigation.pushViewController(UIViewController(), animated: random.below(2) == 0)
                } else {
                    navigation.popViewController(animated: random.below(2) == 0)
                }
            case 7:
                tap(random.point())
            case 8:
                drag(from: random.point(), to: random.point(), duration: [0, 0.05, 0.2][random.below(3)])
            case 9:
                LabInput.type(["abc", "", "é👋", "\n"][random.below(4)])
                LabInput.press(LabInput.Key.allCases[random.below(4)])
            case 10:
                UIView.transition(with: target, duration: 0.2, options: .transitionCrossDissolve,
                                  animations: { target.backgroundColor = .red })
            default:
                advance(to: LabClock.currentTime + Double(random.below(30)) / 60)
            }
            step()
            assertConsistent(window)
        }
        advance(to: LabClock.currentTime + 2)
        assertConsistent(window)
        XCTAssertFalse(navigation.isTransitioning, "every transition ended")
    }

    /// Each view's layer is a sublayer of its superview's layer, and subviews keep their order.
    private func assertConsistent(_ view: UIView, file: StaticString = #filePath, line: UInt = #line) {
        let layers = view.layer.sublayers ?? []
        var lastIndex = -1
        for subview in view.subviews {
            XCTAssertTrue(subview.superview === view, file: file, line: line)
            guard let index = layers.firstIndex(where: { $0 === subview.layer }) else {
                return XCTFail("a subview's layer is not a sublayer", file: file, line: line)
            }
            XCTAssertGreaterThan(index, lastIndex, "layer order follows subview order", file: file, line: line)
            lastIndex = index
            assertConsistent(subview, file: file, line: line)
        }
    }
}

private extension SeededRandom {
    /// Ordinary sizes and the ones that break things.
    mutating func number() -> CGFloat {
        pick([0, 1, -1, 0.5, 2, 1e6, .nan, .infinity, CGFloat(next() % 400)])
    }

    /// A point on the window or just off it.
    mutating func point() -> CGPoint { CGPoint(x: CGFloat(below(340)) - 10, y: CGFloat(below(500)) - 10) }
}
