@_spi(LabHost) import LabKit
import XCTest

/// `CATransition` (Apple, "CATransition"): the old content leaves and the new arrives over the
/// duration. The old content is a frozen copy of the layer's tree beside it; expectations are
/// computed by hand from linear progress (no timing function) over a 100 x 100 layer at
/// (50, 50).
final class CATransitionTests: AnimationTestCase {
    private func layerAndTransition(_ type: CATransitionType, subtype: CATransitionSubtype? = nil,
                                    configure: (CATransition) -> Void = { _ in }) -> CALayer {
        let layer = committedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        CATransaction.commit()
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        configure(transition)
        layer.add(transition, forKey: kCATransition)
        return layer
    }

    /// The frozen copy of the old content: the sublayer beside `layer` that is not it.
    private func frozen(besides layer: CALayer) -> CALayer? {
        root.sublayers?.first { $0 !== layer }
    }

    func testPushSlidesTheNewContentInAndTheOldOut() throws {
        let layer = layerAndTransition(.push, subtype: .fromRight)
        XCTAssertEqual(layer.animationKeys(), [kCATransition])
        let old = try XCTUnwrap(frozen(besides: layer))
        XCTAssertEqual(root.sublayers?.firstIndex { $0 === old }, 1, "the old content is drawn above the new")
        advance(to: 0.25)
        XCTAssertEqual(layer.presentation()!.position.x, 125, accuracy: 1e-9, "three quarters of its width to the right")
        XCTAssertEqual(old.presentation()!.position.x, 25, accuracy: 1e-9, "a quarter of its width to the left")
        XCTAssertEqual(layer.presentation()!.position.y, 50)
        XCTAssertEqual(layer.presentation()!.opacity, 1)
        advance(to: 1.05)
        XCTAssertNil(frozen(besides: layer), "the old content is gone when the transition ends")
        XCTAssertEqual(layer.presentation()?.position.x ?? layer.position.x, 50)
    }

    func testFromTopComesDownAndFromBottomComesUp() {
        let down = layerAndTransition(.moveIn, subtype: .fromTop)
        advance(to: 0.5)
        XCTAssertEqual(down.presentation()!.position.y, 0, accuracy: 1e-9, "half its height above its place")
        let up = layerAndTransition(.moveIn, subtype: .fromBottom)
        advance(to: 1)
        XCTAssertEqual(up.presentation()!.position.y, 100, accuracy: 1e-9, "added at 0.5 s: half its height below its place")
    }

    func testMoveInCoversTheOldContentWhichStays() throws {
        let layer = layerAndTransition(.moveIn, subtype: .fromLeft)
        let old = try XCTUnwrap(frozen(besides: layer))
        XCTAssertEqual(root.sublayers?.firstIndex { $0 === old }, 0, "the old content is drawn below the new")
        advance(to: 0.5)
        XCTAssertEqual(layer.presentation()!.position.x, 0, accuracy: 1e-9)
        XCTAssertEqual(old.presentation()!.position.x, 50, accuracy: 1e-9)
    }

    func testRevealSlidesTheOldContentOffTheNew() throws {
        let layer = layerAndTransition(.reveal, subtype: .fromRight)
        let old = try XCTUnwrap(frozen(besides: layer))
        advance(to: 0.5)
        XCTAssertEqual(layer.presentation()?.position.x ?? layer.position.x, 50, accuracy: 1e-9)
        XCTAssertEqual(old.presentation()!.position.x, 0, accuracy: 1e-9)
    }

    func testFadeCrossDissolves() throws {
        let layer = layerAndTransition(.fade)
        CATransaction.setDisableActions(true)
        layer.opacity = 0.8
        let old = try XCTUnwrap(frozen(besides: layer))
        advance(to: 0.25)
        XCTAssertEqual(layer.presentation()!.opacity, 0.2, accuracy: 1e-6, "a quarter of the model's 0.8")
        XCTAssertEqual(old.presentation()!.opacity, 0.75, accuracy: 1e-6)
    }

    /// New content with an opaque background stays opaque under the fading old copy: the
    /// frame is then exactly 0.75 old + 0.25 new at a quarter of the way.
    func testFadeKeepsOpaqueNewContentOpaque() throws {
        let layer = layerAndTransition(.fade)
        CATransaction.setDisableActions(true)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let old = try XCTUnwrap(frozen(besides: layer))
        advance(to: 0.25)
        XCTAssertEqual(layer.presentation()!.opacity, 1)
        XCTAssertEqual(old.presentation()!.opacity, 0.75, accuracy: 1e-6)
    }

    /// The old content is what the layer showed when the transition was added: changes after
    /// it (Apple's order: add, then change) belong to the new content only.
    func testTheFrozenCopyHoldsTheContentBeforeTheChange() throws {
        let layer = layerAndTransition(.fade)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let child = CALayer()
        layer.addSublayer(child)
        let old = try XCTUnwrap(frozen(besides: layer))
        XCTAssertNil(old.backgroundColor)
        XCTAssertNil(old.sublayers)
    }

    func testProgressRangeAndDelegate() throws {
        let recorder = DelegateRecorder()
        let layer = layerAndTransition(.push, subtype: .fromRight) { transition in
            transition.startProgress = 0.5
            transition.delegate = recorder
        }
        advance(to: 0.5)
        // Progress 0.5 + 0.5 × 0.5 = 0.75.
        XCTAssertEqual(layer.presentation()!.position.x, 75, accuracy: 1e-9)
        advance(to: 1.1)
        XCTAssertEqual(recorder.events.count, 2, "\(recorder.events)")
    }

    func testUnknownTypesPlayAsAFadeWithADiagnostic() throws {
        // iOS's private types ("cube", "oglFlip"…); a name of its own keeps the once-per-process report new.
        let name = "cube-\(UUID().uuidString)"
        let layer = layerAndTransition(CATransitionType(rawValue: name))
        advance(to: 0.5)
        XCTAssertEqual(layer.presentation()!.opacity, 0.5, accuracy: 1e-6)
        XCTAssertTrue(diagnostics.contains { $0.contains("'\(name)'") && $0.contains("played as a fade") }, "\(diagnostics)")
    }

    func testAWithoutSuperlayerTransitionMovesOnlyTheNewContent() {
        let lone = CALayer()
        lone.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let transition = CATransition()
        transition.type = .push
        transition.duration = 1
        lone.add(transition, forKey: nil)
        XCTAssertNil(lone.superlayer)
        XCTAssertEqual(lone.animationKeys(), nil, "added without a key")
    }
}
