@_spi(LabHost) import LabKit
import XCTest

/// Timing functions against points of the same Bézier curves computed directly: for 201
/// parameters s, the point (x(s), y(s)) must be where the animation is at x(s).
final class CAMediaTimingFunctionTests: AnimationTestCase {
    private let curves: [(CAMediaTimingFunction, Float, Float, Float, Float)] = [
        (CAMediaTimingFunction(name: .linear), 0, 0, 1, 1),
        (CAMediaTimingFunction(name: .easeIn), 0.42, 0, 1, 1),
        (CAMediaTimingFunction(name: .easeOut), 0, 0, 0.58, 1),
        (CAMediaTimingFunction(name: .easeInEaseOut), 0.42, 0, 0.58, 1),
        (CAMediaTimingFunction(name: .default), 0.25, 0.1, 0.25, 1),
        (CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55), 0.68, -0.55, 0.265, 1.55),
    ]

    func testNamedAndCustomCurvesMatchTheirBeziers() {
        for (function, x1, y1, x2, y2) in curves {
            let layer = committedLayer()
            let animation = basicX(from: 0, to: 1, duration: 1)
            animation.timingFunction = function
            animation.beginTime = CACurrentMediaTime() + 0.001
            layer.add(animation, forKey: "x")
            var worst = 0.0
            for i in 0...200 {
                let s = Double(i) / 200
                let bx = 3 * (1 - s) * (1 - s) * s * Double(x1) + 3 * (1 - s) * s * s * Double(x2) + s * s * s
                let by = 3 * (1 - s) * (1 - s) * s * Double(y1) + 3 * (1 - s) * s * s * Double(y2) + s * s * s
                let begin = layer.animation(forKey: "x")!.beginTime
                LabClock.advance(to: begin + min(bx, 0.999_999_9), root: root)
                worst = max(worst, abs(Double(layer.presentation()!.position.x) - by))
            }
            XCTAssertLessThanOrEqual(worst, 1e-5, "\(function)")
            layer.removeFromSuperlayer()
        }
    }

    func testControlPoints() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        var values: [Float] = [0, 0]
        let expected: [[Float]] = [[0, 0], [0.42, 0], [0.58, 1], [1, 1]]
        for index in 0..<4 {
            values.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
            XCTAssertEqual(values, expected[index])
        }
    }

    func testNamesAreTheDocumentedCurves() {
        XCTAssertEqual(CAMediaTimingFunction(name: .default), CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
        XCTAssertEqual(CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(controlPoints: 0, 0, 0.58, 1))
    }
}
