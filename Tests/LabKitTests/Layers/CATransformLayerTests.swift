@_spi(Rendering) @_spi(LabHost) import LabKit
import XCTest

/// `CATransformLayer` and `isDoubleSided` as Apple documents them: a transform layer does not
/// flatten its sublayers ("transform layers do not flatten their sublayers into the plane at
/// Z=0"), has no plane of its own to hit (Apple: hit testing a transform layer is not
/// meaningful), and `isDoubleSided` is true by default.
final class CATransformLayerTests: XCTestCase {
    func testDefaultsAndKeyValueCoding() throws {
        let layer = CATransformLayer()
        XCTAssertFalse(layer.flattensSublayers)
        XCTAssertTrue(CALayer().flattensSublayers)
        XCTAssertTrue(layer.isDoubleSided)
        layer.setValue(false, forKey: "doubleSided")
        XCTAssertFalse(layer.isDoubleSided)
        XCTAssertEqual(layer.value(forKey: "isDoubleSided") as? Bool, false)
        let copy = CATransformLayer(layer: layer)
        XCTAssertFalse(copy.isDoubleSided, "copies keep isDoubleSided")
    }

    /// `isDoubleSided` is animatable with no implied animation (Apple's CALayer reference:
    /// "Animatable"; the Core Animation Programming Guide's table B-1: "No default implied
    /// animation is set"): setting it changes the frame at once, and an explicit animation of
    /// "doubleSided" switches the presentation while it runs, as one of "hidden" does.
    func testDoubleSidedIsAnimatableButNotImplicitly() throws {
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        LabClock.reset()
        defer { LabClock.reset() }
        LabClock.commit(root: root)
        layer.isDoubleSided = false
        XCTAssertEqual(layer.animationKeys() ?? [], [], "no implicit animation")
        for keyPath in ["doubleSided", "isDoubleSided"] {
            let flip = CAKeyframeAnimation(keyPath: keyPath)
            flip.values = [true, false]
            flip.keyTimes = [0, 0.5]
            flip.calculationMode = .discrete
            flip.duration = 1
            flip.beginTime = LabClock.currentTime
            layer.add(flip, forKey: "flip")
            LabClock.advance(to: LabClock.currentTime + 0.25, root: root)
            XCTAssertEqual(layer.presentation()?.isDoubleSided, true, keyPath)
            LabClock.advance(to: LabClock.currentTime + 0.5, root: root)
            XCTAssertEqual(layer.presentation()?.isDoubleSided, false, keyPath)
            XCTAssertFalse(layer.isDoubleSided, "the model is unchanged")
        }
    }

    /// The presentation copy stays a transform layer (so that the frame keeps its depth).
    func testPresentationIsATransformLayer() throws {
        let root = CALayer()
        let layer = CATransformLayer()
        root.addSublayer(layer)
        LabClock.reset()
        LabClock.commit(root: root)
        let spin = CABasicAnimation(keyPath: "transform.rotation.y")
        spin.fromValue = 0
        spin.toValue = Double.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        LabClock.commit(root: root)
        let shown = try XCTUnwrap(layer.presentation())
        XCTAssertFalse(shown.flattensSublayers)
        LabClock.reset()
    }

    /// A point on a sublayer hits the sublayer; a point inside the transform layer's bounds but
    /// on no sublayer hits nothing, where an ordinary layer would hit itself.
    func testHitTestingNeverReturnsTheTransformLayer() {
        for container in [CALayer(), CATransformLayer()] {
            container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            let face = CALayer()
            face.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            container.addSublayer(face)
            XCTAssertTrue(container.hitTest(CGPoint(x: 50, y: 50)) === face)
            if container is CATransformLayer {
                XCTAssertNil(container.hitTest(CGPoint(x: 150, y: 150)))
            } else {
                XCTAssertTrue(container.hitTest(CGPoint(x: 150, y: 150)) === container)
            }
        }
    }
}
