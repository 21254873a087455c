@testable import Compositor
import LabFuzz
import LabKit
import XCTest

/// The shape fuzzer for a bounded number of seeds, and every seed that ever failed: hostile
/// paths and shape-layer properties never crash the Compositor, never put a NaN or infinite
/// number into a render list, and finish quickly. `lab-bench fuzz --seconds N` runs longer.
final class ShapeFuzzTests: XCTestCase {
    /// Seeds that failed before the fixes they name.
    private let regressions: [UInt64: String] = [
        0: "NaN and 1e300 coordinates gave non-finite vertices",
        2: "0.001-point dashes along a huge path took minutes (quadratic dash extraction)",
        9: "microscopic dashes again, on another path",
    ]

    private func check(_ seed: UInt64, file: StaticString = #filePath, line: UInt = #line) {
        let start = Date()
        let report = Fuzzer.shapes.run(seed: seed)
        XCTAssertTrue(report.problems.isEmpty, "seed \(seed): \(report)", file: file, line: line)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "seed \(seed) is slow", file: file, line: line)
    }

    func testSeedsThatOnceFailed() {
        for seed in regressions.keys.sorted() { check(seed) }
    }

    func testBoundedRunOfSeeds() {
        let previous = LabDiagnostics.setSink { _ in }
        defer { LabDiagnostics.setSink(previous) }
        for seed in UInt64(100)..<UInt64(400) { check(seed) }
    }
}

/// The animation and layer-tree fuzzers for a bounded number of seeds, and their seeds that
/// once failed.
final class AnimationAndTreeFuzzTests: XCTestCase {
    private let treeRegressions: [UInt64: String] = [
        0: "a layer given one of its ancestors as mask made a cycle (stack overflow)",
        5: "a shadow radius of 1e15 overflowed Int in the shadow's pixel bounds",
        14: "a layer bound at -1e300 overflowed Int in its device bounds",
        37: "contents whose contentsRect is huge were placed at a NaN rectangle, trapping in a range of slices",
        9064: "a stroke trimmed to two points a subnormal distance apart had a NaN direction",
    ]

    private func check(_ fuzzer: Fuzzer, _ seeds: [UInt64], file: StaticString = #filePath, line: UInt = #line) {
        let previous = LabDiagnostics.setSink { _ in }
        defer { LabDiagnostics.setSink(previous) }
        for seed in seeds {
            let report = fuzzer.run(seed: seed)
            XCTAssertTrue(report.problems.isEmpty, "\(fuzzer) seed \(seed): \(report)", file: file, line: line)
        }
    }

    /// Seed 12477: a gradient layer whose bounds animate to about 1e300 points drew its quad
    /// with infinite vertices (quads drawn without flattening were not clamped).
    private let animationRegressions: [UInt64] = [12477]

    func testTreeSeedsThatOnceFailed() { check(.trees, treeRegressions.keys.sorted()) }
    func testAnimationSeedsThatOnceFailed() { check(.animations, animationRegressions) }
    func testBoundedRunOfTreeSeeds() { check(.trees, Array(100..<160)) }
    func testBoundedRunOfAnimationSeeds() { check(.animations, Array(100..<250)) }
    /// Emitters whose values and rates animate (and scrub back) with hostile values: bounded
    /// particles, finite instances.
    func testBoundedRunOfEmitterSeeds() { check(.emitters, Array(100..<130)) }

    /// Seed 1131: a particle placed far off wrote infinite instance floats (its transform was
    /// finite in Double, not in Float).
    private let emitterRegressions: [UInt64] = [1131]

    func testEmitterSeedsThatOnceFailed() { check(.emitters, emitterRegressions) }

    /// UIKit Dynamics behavior trees with hostile parameters, changed while they run: items
    /// stay finite, frames render.
    func testBoundedRunOfDynamicsSeeds() { check(.dynamics, Array(100..<160)) }

    func testALayerCannotBeMaskedByItselfOrAnAncestor() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        child.mask = root
        child.mask = child
        XCTAssertNil(child.mask)
        XCTAssertTrue(child.superlayer === root)
        let mask = CALayer()
        child.mask = mask
        mask.addSublayer(child)
        XCTAssertTrue(child.superlayer === root, "nor placed under its own mask")
    }
}

/// Sanitizing at the boundary, rule by rule.
final class SanitizingTests: XCTestCase {
    func testNonFiniteElementsAreDroppedAsCoreGraphicsDoes() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: CGFloat.infinity, y: 0), control2: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 1, height: CGFloat.infinity))
        XCTAssertEqual(path.segments, [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
    }

    func testNonFiniteLayerNumbersAreIgnored() {
        let shape = CAShapeLayer()
        shape.lineWidth = .nan
        shape.miterLimit = .infinity
        shape.strokeEnd = .nan
        shape.lineDashPhase = -.infinity
        XCTAssertEqual([shape.lineWidth, shape.miterLimit, shape.strokeEnd, shape.lineDashPhase], [1, 10, 1, 0])
        var t = CATransform3DIdentity
        t.m34 = .nan
        shape.transform = t
        shape.sublayerTransform = t
        shape.cornerRadius = .infinity
        shape.borderWidth = .nan
        shape.opacity = .nan
        XCTAssertTrue(shape.transform.isIdentity)
        XCTAssertTrue(shape.sublayerTransform.isIdentity)
        XCTAssertEqual([shape.cornerRadius, shape.borderWidth, CGFloat(shape.opacity)], [0, 0, 1])
    }

    func testHugeArcSweepsAreBounded() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: 1e300)
        XCTAssertLessThanOrEqual(path.segments.count, 1 + 16, "four turns of quarter-circle curves at most")
    }

    func testFarGeometryIsPulledInToFiniteFloats() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -1e300, y: 10))
        path.addLine(to: CGPoint(x: 1e300, y: 10))
        path.addLine(to: CGPoint(x: 1e300, y: 1e300))
        let contours = PathFlattener.flatten(path.segments, tolerance: 0.25)
        let limit = 0.25 * PathFlattener.coordinateLimit
        XCTAssertEqual(contours[0].points, [CGPoint(x: -limit, y: 10), CGPoint(x: limit, y: 10), CGPoint(x: limit, y: limit)])
    }

    func testMicroscopicDashesOnALongPathStrokeSolid() {
        let line = Polyline(points: [.zero, CGPoint(x: 1e6, y: 0)], isClosed: false)
        let dashes = StrokeTrimmer.normalizedDashes([0.001, 0.001])
        let pieces = StrokeTrimmer.trim([line], start: 0, end: 1, dashes: dashes, phase: 0)
        XCTAssertEqual(pieces.count, 1, "past \(StrokeTrimmer.maximumDashes) dashes the stroke is solid")
        let few = StrokeTrimmer.trim([line], start: 0, end: 1, dashes: StrokeTrimmer.normalizedDashes([1e5, 1e5]), phase: 0)
        XCTAssertEqual(few.count, 5)
    }

    func testManyDashesAlongAManyPointContourAreCutInOneWalk() {
        let points = (0...10_000).map { CGPoint(x: CGFloat($0), y: CGFloat($0 % 2)) }
        let contour = Polyline(points: points, isClosed: false)
        let start = Date()
        let pieces = StrokeTrimmer.trim([contour], start: 0, end: 1, dashes: StrokeTrimmer.normalizedDashes([0.5, 0.5]), phase: 0)
        XCTAssertGreaterThan(pieces.count, 10_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testTransformsThatOverflowAreNotDrawn() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let outer = CALayer(), inner = CALayer()
        outer.transform = CATransform3DMakeScale(1e200, 1e200, 1)
        inner.transform = CATransform3DMakeScale(1e200, 1e200, 1)
        inner.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        inner.backgroundColor = UIColor.red.cgColor
        outer.addSublayer(inner)
        root.addSublayer(outer)
        let list = Compositor().renderList(for: root, at: 0, scale: 1, width: 100, height: 100)
        XCTAssertTrue(list.transforms.allSatisfy(\.isFinite))
        XCTAssertTrue(list.commands.isEmpty)
    }
}

/// The heavy-path fuzzer for a bounded number of seeds: paths of hundreds of thousands of
/// points, curves 1e15 points wide, swarms of dots and microscopic dashes never crash, never
/// put a non-finite number in a render list, keep every frame and draw within its vertex
/// budget (`FuzzReport` checks both), and finish quickly.
final class HeavyPathFuzzTests: XCTestCase {
    func testBoundedRunOfSeeds() {
        let previous = LabDiagnostics.setSink { _ in }
        defer { LabDiagnostics.setSink(previous) }
        for seed in UInt64(0)..<UInt64(8) {
            let start = Date()
            let report = Fuzzer.heavy.run(seed: seed)
            XCTAssertTrue(report.problems.isEmpty, "seed \(seed): \(report)")
            XCTAssertLessThan(Date().timeIntervalSince(start), 20, "seed \(seed) is slow")
        }
    }
}
