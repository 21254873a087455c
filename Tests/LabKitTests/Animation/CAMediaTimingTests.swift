@_spi(LabHost) import LabKit
import XCTest

/// The timing model, against values computed by hand from Core Animation's documented rules:
/// local time = (parent time − beginTime) × speed + timeOffset, repeated, autoreversed and
/// filled; layers pass their local time down to their animations and sublayers.
final class CAMediaTimingTests: AnimationTestCase {
    private var layer: CALayer!

    override func setUp() {
        super.setUp()
        layer = committedLayer()
        CATransaction.setDisableActions(true)
        layer.position.x = 7
        CATransaction.flush()
    }

    func testProgressIsElapsedOverDuration() {
        layer.add(basicX(from: 0, to: 10, duration: 2), forKey: "x")
        XCTAssertEqual(x(of: layer, at: 0.5), 2.5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 1.5), 7.5, accuracy: 1e-9)
        // Removed on completion: the model value shows again.
        XCTAssertEqual(x(of: layer, at: 2.5), 7, accuracy: 1e-9)
        XCTAssertNil(layer.animationKeys())
    }

    func testBeginTimeAndFillModes() {
        for (fill, before, after) in [(CAMediaTimingFillMode.removed, 7.0, 7.0), (.backwards, 0, 7), (.forwards, 7, 10), (.both, 0, 10)] {
            setUp()
            layer = committedLayer()
            CATransaction.setDisableActions(true)
            layer.position.x = 7
            let animation = basicX(from: 0, to: 10)
            animation.beginTime = 1
            animation.fillMode = fill
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: "x")
            XCTAssertEqual(x(of: layer, at: 0.5), before, accuracy: 1e-9, "before, \(fill.rawValue)")
            XCTAssertEqual(x(of: layer, at: 1.5), 5, accuracy: 1e-9, "active, \(fill.rawValue)")
            XCTAssertEqual(x(of: layer, at: 3), after, accuracy: 1e-9, "after, \(fill.rawValue)")
            tearDown()
        }
    }

    func testFractionalRepeatCountEndsPartWay() {
        let animation = basicX(from: 0, to: 10)
        animation.repeatCount = 2.5
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "x")
        XCTAssertEqual(x(of: layer, at: 1.25), 2.5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 2.4), 4, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 4), 5, accuracy: 1e-9, "held at half of the third iteration")
    }

    func testAutoreverseDoublesTheCycleAndEndsAtTheStart() {
        let animation = basicX(from: 0, to: 10)
        animation.autoreverses = true
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "x")
        XCTAssertEqual(x(of: layer, at: 0.25), 2.5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 1.25), 7.5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 3), 0, accuracy: 1e-9)
    }

    func testRepeatDurationBoundsTheIterations() {
        let animation = basicX(from: 0, to: 10)
        animation.repeatDuration = 1.5
        layer.add(animation, forKey: "x")
        XCTAssertEqual(x(of: layer, at: 1.25), 2.5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 1.6), 7, accuracy: 1e-9)
    }

    func testInfiniteRepeatCountNeverEnds() {
        let animation = basicX(from: 0, to: 10)
        animation.repeatCount = .infinity
        layer.add(animation, forKey: "x")
        XCTAssertEqual(x(of: layer, at: 100.25), 2.5, accuracy: 1e-6)
        XCTAssertEqual(layer.animationKeys(), ["x"])
    }

    func testAnimationSpeedAndTimeOffsetWrapWithinTheActiveDuration() {
        let animation = basicX(from: 0, to: 10, duration: 2)
        animation.speed = 2
        animation.timeOffset = 0.5
        layer.add(animation, forKey: "x")
        // Local time (T × 2) + 0.5, wrapping at 2; the active interval lasts 1 s of parent time.
        XCTAssertEqual(x(of: layer, at: 0.25), 5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 0.9), 1.5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 1.1), 7, accuracy: 1e-9)
    }

    func testNegativeSpeedPlaysBackwards() {
        let animation = basicX(from: 0, to: 10)
        animation.speed = -1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "x")
        XCTAssertEqual(x(of: layer, at: 0.25), 7.5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 2), 0, accuracy: 1e-9, "held at its start, where it ended")
    }

    func testLayerSpeedAndTimeOffsetChangeItsAnimationsTime() {
        layer.speed = 2
        layer.timeOffset = 1
        let animation = basicX(from: 0, to: 10, duration: 4)
        layer.add(animation, forKey: "x")
        // Added at lab time 0, when the layer's time was 1: that is the begin time.
        XCTAssertEqual(layer.animation(forKey: "x")?.beginTime, 1)
        XCTAssertEqual(x(of: layer, at: 0.5), 2.5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 1.5), 7.5, accuracy: 1e-9)
    }

    func testLayerTimingComposesDownTheTree() {
        let parent = committedLayer(name: "parent")
        parent.speed = 2
        let child = CALayer()
        parent.addSublayer(child)
        child.speed = 1.5
        child.add(basicX(from: 0, to: 30, duration: 3), forKey: "x")
        XCTAssertEqual(child.convertTime(1, from: nil), 3, accuracy: 1e-12)
        XCTAssertEqual(x(of: child, at: 0.5), 15, accuracy: 1e-9)
    }

    /// A layer with a duration repeats and reverses its own time, and its animations follow.
    func testALayersOwnDurationAndAutoreverseDriveItsAnimations() {
        layer.duration = 1
        layer.autoreverses = true
        let animation = basicX(from: 0, to: 10)
        // Kept: it reaches its end when the layer's time turns round at 1.
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "x")
        XCTAssertEqual(x(of: layer, at: 0.25), 2.5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 1.5), 5, accuracy: 1e-9, "the layer's time runs back from 1")
    }

    func testAPausedLayerIsScrubbedByItsTimeOffset() {
        layer.speed = 0
        layer.add(basicX(from: 0, to: 10), forKey: "x")
        layer.timeOffset = 0.3
        XCTAssertEqual(x(of: layer, at: 0), 3, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 5), 3, accuracy: 1e-9)
        layer.timeOffset = 0.8
        XCTAssertEqual(x(of: layer, at: 5.5), 8, accuracy: 1e-9)
    }

    /// A repeating, autoreversing animation inside a group inside a layer with speed 2 and a
    /// timeOffset of 0.5.
    func testRepeatingAutoreversingChildOfAGroupInAFastOffsetLayer() {
        layer.speed = 2
        layer.timeOffset = 0.5
        let child = basicX(from: 0, to: 100, duration: 0.5)
        child.autoreverses = true
        child.repeatCount = 2
        child.beginTime = 0.25
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 3
        layer.add(group, forKey: "group")
        XCTAssertEqual(layer.animation(forKey: "group")?.beginTime, 0.5)
        // T 0.5: layer time 1.5, group time 1.0, child time 0.75: on its way back, at 0.25 → 50.
        XCTAssertEqual(x(of: layer, at: 0.5), 50, accuracy: 1e-9)
        // T 0.9: layer 2.3, group 1.8, child 1.55: second iteration, back at 0.45 → 90.
        XCTAssertEqual(x(of: layer, at: 0.9), 90, accuracy: 1e-9)
        // T 1.2: child time 2.15 is past its 2 s: no fill, the model shows.
        XCTAssertEqual(x(of: layer, at: 1.2), 7, accuracy: 1e-9)
        // T 1.5: the group's 3 s are over and it is removed.
        advance(to: 1.5)
        XCTAssertNil(layer.animationKeys())
    }

    func testGroupChildrenAreClippedAndFilledByTheGroup() {
        let child = basicX(from: 0, to: 10, duration: 2)
        child.fillMode = .forwards
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 1
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: "group")
        XCTAssertEqual(x(of: layer, at: 0.9), 4.5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 5), 5, accuracy: 1e-9, "cut at the group's end and held there")
    }

    /// A child without a duration runs for the group's duration (Apple's `CAAnimationGroup`
    /// listing: a scale animation with no duration grows over the group's second while the
    /// 1 s fade runs; NVActivityIndicatorView's spinners rely on it).
    func testGroupChildWithoutADurationRunsForTheGroupsDuration() {
        let child = basicX(from: 0, to: 10, duration: 0)
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 1
        layer.add(group, forKey: "group")
        XCTAssertEqual(x(of: layer, at: 0.25), 2.5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 0.75), 7.5, accuracy: 1e-9)
        XCTAssertEqual((layer.animation(forKey: "group") as? CAAnimationGroup)?.animations?.first?.duration, 0,
                       "the child's own duration stays unset")
    }

    /// Nested: the inner group has no duration either, so it and its child take the outer
    /// group's 2 s; a group at the top with no duration gets Core Animation's 0.25 s.
    func testNestedGroupsWithoutDurationsInheritTheOuterDuration() {
        let child = basicX(from: 0, to: 10, duration: 0)
        let inner = CAAnimationGroup()
        inner.animations = [child]
        let outer = CAAnimationGroup()
        outer.animations = [inner]
        outer.duration = 2
        layer.add(outer, forKey: "outer")
        XCTAssertEqual(x(of: layer, at: 1), 5, accuracy: 1e-9)

        let topChild = basicX(from: 0, to: 10, duration: 0)
        let top = CAAnimationGroup()
        top.animations = [topChild]
        layer.add(top, forKey: "outer")
        XCTAssertEqual(x(of: layer, at: LabClock.currentTime + 0.125), 5, accuracy: 1e-9, "halfway through the default 0.25 s")
    }
}
