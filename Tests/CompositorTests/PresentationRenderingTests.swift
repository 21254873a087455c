@testable import Compositor
@_spi(LabHost) import LabKit
import XCTest

/// The Compositor draws what the presentation tree shows at the current lab time.
final class PresentationRenderingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        LabClock.reset()
    }

    override func tearDown() {
        LabClock.reset()
        super.tearDown()
    }

    private func draws(_ list: RenderList) -> [DrawCommand] {
        list.commands.compactMap { if case .draw(let d) = $0 { return d } else { return nil } }
    }

    func testAnimatedOpacityAndPositionAreDrawn() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        square.backgroundColor = CGColor.white
        root.addSublayer(square)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5
        move.toValue = 85
        move.duration = 1
        square.add(fade, forKey: "fade")
        square.add(move, forKey: "move")
        LabClock.commit(root: root)
        LabClock.advance(to: 0.25, root: root)
        let list = Compositor().renderList(for: root, at: CACurrentMediaTime(), scale: 1, width: 100, height: 100)
        let draw = try XCTUnwrap(draws(list).first)
        XCTAssertEqual(draw.color.w, 0.75, accuracy: 1e-6)
        let m = Array(list.transforms[Int(draw.transform) * 16..<Int(draw.transform) * 16 + 16])
        XCTAssertEqual(m[12], 25 - 5, accuracy: 1e-4, "position.x 25, anchor at the centre of a 10 pt square")
        XCTAssertEqual(square.opacity, 1, "the model is unchanged")
    }

    func testALayerHiddenByItsOwnTimingIsNotDrawn() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let blink = CALayer()
        blink.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        blink.backgroundColor = CGColor.white
        blink.duration = 1
        root.addSublayer(blink)
        LabClock.commit(root: root)
        LabClock.advance(to: 0.5, root: root)
        XCTAssertEqual(draws(Compositor().renderList(for: root, at: CACurrentMediaTime(), scale: 1, width: 100, height: 100)).count, 1)
        LabClock.advance(to: 1.5, root: root)
        XCTAssertEqual(draws(Compositor().renderList(for: root, at: CACurrentMediaTime(), scale: 1, width: 100, height: 100)).count, 0,
                       "past its active duration with no fill, the layer is not shown")
    }

    /// Extreme but valid animated values (zero and huge scales, perspective, zero sizes,
    /// radii larger than the layer) give finite vertices and no crash.
    func testExtremeAnimatedValuesRenderFinitely() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var perspective = CATransform3DMakeRotation(1.2, 0, 1, 0)
        perspective.m34 = -1 / 50
        let cases: [(String, Any, Any)] = [
            ("transform.scale", 0, 1e12), ("transform", CATransform3DIdentity, perspective),
            ("bounds.size", CGSize.zero, CGSize(width: 1e5, height: 0)), ("cornerRadius", 0, 1e9),
            ("lineWidth", 0, 1e4), ("strokeEnd", -5, 5), ("transform.rotation.y", 0, 1e3),
        ]
        for (keyPath, from, to) in cases {
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
            shape.strokeColor = CGColor.black
            shape.backgroundColor = CGColor.white
            shape.borderWidth = 2
            shape.borderColor = CGColor.black
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 1
            shape.add(animation, forKey: keyPath)
            root.addSublayer(shape)
        }
        LabClock.commit(root: root)
        for time in [0.0, 0.001, 0.5, 0.999] {
            LabClock.advance(to: time, root: root)
            let list = Compositor().renderList(for: root, at: CACurrentMediaTime(), scale: 2, width: 200, height: 200)
            XCTAssertTrue(list.vertices.allSatisfy(\.isFinite), "at \(time)")
        }
    }
}
