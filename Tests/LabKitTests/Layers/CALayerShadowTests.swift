@_spi(LabHost) import LabKit
import XCTest

/// Layer shadows' properties as `CALayer.h` documents them.
final class CALayerShadowTests: XCTestCase {
    func testDefaults() {
        let layer = CALayer()
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowColor?.rgba.alpha, 1)
        XCTAssertEqual(layer.shadowColor?.rgba.red, 0)
        XCTAssertNil(layer.shadowPath)
    }

    func testShadowPropertiesAnimate() throws {
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        LabClock.reset()
        LabClock.commit(root: root)
        for (key, from, to) in [("shadowOpacity", 0.0, 1.0), ("shadowRadius", 2.0, 10.0)] {
            let animation = CABasicAnimation(keyPath: key)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 1
            layer.add(animation, forKey: key)
        }
        let offset = CABasicAnimation(keyPath: "shadowOffset")
        offset.fromValue = CGSize(width: 0, height: 0)
        offset.toValue = CGSize(width: 8, height: 4)
        offset.duration = 1
        layer.add(offset, forKey: "offset")
        LabClock.advance(to: 0.5, root: root)
        let shown = try XCTUnwrap(layer.presentation())
        XCTAssertEqual(shown.shadowOpacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(shown.shadowRadius, 6, accuracy: 1e-9)
        XCTAssertEqual(shown.shadowOffset, CGSize(width: 4, height: 2))
        XCTAssertEqual(layer.shadowOpacity, 0, "the model is unchanged")
    }

    func testNonFiniteOffsetIsIgnored() {
        let layer = CALayer()
        layer.shadowOffset = CGSize(width: CGFloat.nan, height: 1)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
    }
}
