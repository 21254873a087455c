@_spi(LabHost) import LabKit
import XCTest

/// Layers running equal animations share one evaluated track; each still keeps its own begin
/// time, values and delegate.
final class TrackSharingTests: AnimationTestCase {
    private func ripple(amplitude: Double) -> CAAnimationGroup {
        let move = CAKeyframeAnimation(keyPath: "position.x")
        move.values = [0, amplitude, 0]
        move.duration = 1
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 1
        group.repeatCount = .infinity
        return group
    }

    func testEqualAnimationsKeepTheirOwnBeginTimes() {
        let first = committedLayer(name: "first"), second = committedLayer(name: "second")
        first.add(ripple(amplitude: 10), forKey: "r")
        let later = ripple(amplitude: 10)
        later.beginTime = 0.5
        second.add(later, forKey: "r")
        advance(to: 0.75)
        XCTAssertEqual(Double(first.presentation()!.position.x), 5, accuracy: 1e-9)
        XCTAssertEqual(Double(second.presentation()!.position.x), 5, accuracy: 1e-9, "0.25 into its own cycle")
        advance(to: 1.25)
        XCTAssertEqual(Double(first.presentation()!.position.x), 5, accuracy: 1e-9)
        XCTAssertEqual(Double(second.presentation()!.position.x), 5, accuracy: 1e-9, "0.75 into its own cycle")
        advance(to: 1.4)
        XCTAssertEqual(Double(first.presentation()!.position.x), 8, accuracy: 1e-9)
        XCTAssertEqual(Double(second.presentation()!.position.x), 2, accuracy: 1e-9)
    }

    func testDifferentValuesAreNotShared() {
        let small = committedLayer(name: "small"), large = committedLayer(name: "large")
        small.add(ripple(amplitude: 10), forKey: "r")
        large.add(ripple(amplitude: 30), forKey: "r")
        advance(to: 0.5)
        XCTAssertEqual(Double(small.presentation()!.position.x), 10, accuracy: 1e-9)
        XCTAssertEqual(Double(large.presentation()!.position.x), 30, accuracy: 1e-9)
    }

    func testEachCopyKeepsItsDelegate() {
        let first = committedLayer(name: "first"), second = committedLayer(name: "second")
        let a = DelegateRecorder(), b = DelegateRecorder()
        let one = basicX(from: 0, to: 1), two = basicX(from: 0, to: 1)
        one.delegate = a
        two.delegate = b
        two.beginTime = 0.5
        first.add(one, forKey: "x")
        second.add(two, forKey: "x")
        advance(to: 1.6)
        XCTAssertEqual(a.events, ["start@\(1.0 / 60)", "stop(true)@1.0"])
        XCTAssertEqual(b.events, ["start@0.5", "stop(true)@1.5"])
    }
}
