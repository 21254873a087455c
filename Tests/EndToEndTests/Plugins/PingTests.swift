import Foundation
import LabKit
import LabTesting
import XCTest

/// The Ping plugin through the real `lab`: golden frames of every moment the issue names
/// (`make update-goldens` re-records them), and checks that measure the revealed circle in
/// each frame against the tutorial's geometry, whatever the goldens say.
final class PingGoldenFrameTests: XCTestCase {
    /// Renders the Ping scene at `time` (after `script`), at 1 pt per pixel so one pixel is one point.
    private func frame(_ name: String, time: Double, script: String? = nil,
                       file: StaticString = #filePath, testName: String = #function, line: UInt = #line) throws -> CGImage {
        try TestFiles.snapshot(LabFrame(plugin: "Ping", time: time, input: script.map(TestFiles.input)), named: name,
                               file: file, testName: testName, line: line)
    }

    /// Checks that the frame shows `revealed` through a circle of the tutorial's radius at
    /// `progress` over `covered`.
    private func assertCircle(_ image: CGImage, progress: Double, revealed: PingGeometry.Screen,
                              over covered: PingGeometry.Screen, file: StaticString = #filePath, line: UInt = #line) {
        let expected = PingGeometry.radius(atProgress: progress)
        guard let measured = PingGeometry.measureRadius(in: image, revealed: revealed, over: covered) else {
            return XCTFail("no partly revealed line to measure (expected radius \(expected))", file: file, line: line)
        }
        XCTAssertEqual(measured, expected, accuracy: 1.5, "revealed circle at progress \(progress)", file: file, line: line)
    }

    func testFirstFrameIsScreen1() throws {
        let image = try frame("first", time: 0)
        XCTAssertEqual(PingGeometry.Screen.at(image, x: 200, y: 100), .green)
        XCTAssertEqual(PingGeometry.Screen.at(image, x: 343, y: 32), .button)
    }

    /// A tap on the button at 0.5 s pushes screen 2; Core Animation's default timing is
    /// linear, so the radius grows linearly over the 0.5 s.
    func testTapPushesWithTheExpandingCircleAndTapPops() throws {
        for (name, offset) in [("push-0.1s", 0.1), ("push-0.25s", 0.25), ("push-0.45s", 0.45)] {
            let image = try frame(name, time: 0.5 + offset, script: "ping-tap")
            assertCircle(image, progress: offset / 0.5, revealed: .yellow, over: .green)
        }
        let screen2 = try frame("screen2", time: 1.2, script: "ping-tap")
        XCTAssertEqual(PingGeometry.Screen.at(screen2, x: 10, y: 660), .yellow, "the final circle covers the far corner")
        XCTAssertEqual(PingGeometry.Screen.at(screen2, x: 343, y: 32), .button)

        let pop = try frame("pop-0.25s", time: 1.75, script: "ping-tap")
        assertCircle(pop, progress: 0.5, revealed: .green, over: .yellow)
        let back = try LabProcess.render(["--plugin", "Ping", "--scale", "1", "--time", "2.2",
                                          "--input", TestFiles.input("ping-tap")],
                                         in: try LabProcess.temporaryDirectory())
        let first = try LabProcess.render(["--plugin", "Ping", "--scale", "1"], in: try LabProcess.temporaryDirectory())
        XCTAssertEqual(back.premultipliedRGBA, first.premultipliedRGBA, "after the pop, screen 1 is exactly as it was, unmasked")
    }

    /// A pan held at 30% and at 70% of the width shows the circle at that progress.
    func testPanHeldAt30And70Percent() throws {
        assertCircle(try frame("pan-30", time: 1.0, script: "ping-pan-hold"), progress: 0.3, revealed: .yellow, over: .green)
        assertCircle(try frame("pan-70", time: 1.6, script: "ping-pan-hold"), progress: 0.7, revealed: .yellow, over: .green)
    }

    /// Released at 40% while moving left, the push plays back to 0 over 0.2 s on the
    /// ease-in-out completion curve (half-way in time and along the curve, 20%, 0.1 s later)
    /// and screen 1 is back, unchanged; a tap then pushes normally.
    func testPanReleasedMovingLeftCancels() throws {
        let reversing = try frame("cancel-reversing", time: 1.2, script: "ping-pan-cancel")
        assertCircle(reversing, progress: 0.2, revealed: .yellow, over: .green)
        let settled = try LabProcess.render(["--plugin", "Ping", "--scale", "1", "--time", "1.6",
                                             "--input", TestFiles.input("ping-pan-cancel")],
                                            in: try LabProcess.temporaryDirectory())
        let first = try LabProcess.render(["--plugin", "Ping", "--scale", "1"], in: try LabProcess.temporaryDirectory())
        XCTAssertEqual(settled.premultipliedRGBA, first.premultipliedRGBA, "the cancelled push leaves screen 1 as it was")
        let pushed = try frame("cancel-then-tap", time: 2.5, script: "ping-pan-cancel")
        XCTAssertEqual(PingGeometry.Screen.at(pushed, x: 10, y: 660), .yellow, "the stack still pushes after a cancel")
    }

    /// Released at 40% while moving right, the push plays on over the remaining 0.3 s on
    /// UIKit's default completion curve, ease-in-out (Apple, "completionCurve": "Default value
    /// is easeInOut"): 0.1 s later it is a third of the way in time, 0.232 along the curve,
    /// so at 0.4 + 0.6 × 0.232 = 53.9%; it finishes on screen 2, and a tap there pops back to
    /// screen 1.
    func testPanReleasedMovingRightFinishes() throws {
        let finishing = try frame("finish-playing", time: 1.0, script: "ping-pan-finish")
        assertCircle(finishing, progress: 0.5391, revealed: .yellow, over: .green)
        let finished = try frame("finish-done", time: 1.4, script: "ping-pan-finish")
        XCTAssertEqual(PingGeometry.Screen.at(finished, x: 10, y: 660), .yellow)
        XCTAssertEqual(PingGeometry.Screen.at(finished, x: 200, y: 100), .yellow)
        let popped = try LabProcess.render(["--plugin", "Ping", "--scale", "1", "--time", "2.3",
                                            "--input", TestFiles.input("ping-pan-finish")],
                                           in: try LabProcess.temporaryDirectory())
        XCTAssertEqual(PingGeometry.Screen.at(popped, x: 200, y: 100), .green, "the stack pops after an interactive push")
    }
}

/// The tutorial's geometry on a 375 x 667 pt screen, and a measurement of a revealed circle
/// that relies only on the two background colors.
enum PingGeometry {
    static let screenSize = CGSize(width: 375, height: 667)
    /// The button: 44 pt, 10 pt from the top and right edges.
    static let buttonCenter = CGPoint(x: 375 - 10 - 22, y: 10 + 22)

    /// The mask's radius at `progress` (0…1) of the path animation: the tutorial's
    /// `circleMaskPathInitial` is the button's 22 pt circle, `circleMaskPathFinal` that
    /// frame inset by −radius, radius = |(center.x, center.y − height)|; between them
    /// the path (and so the radius) is interpolated linearly.
    static func radius(atProgress progress: Double) -> Double {
        let extreme = CGPoint(x: buttonCenter.x, y: buttonCenter.y - screenSize.height)
        let grow = (extreme.x * extreme.x + extreme.y * extreme.y).squareRoot()
        return 22 + Double(grow) * progress
    }

    /// What a pixel shows.
    enum Screen: Equatable {
        case green, yellow, button, other

        /// The background colors: screen 1 is #66FF66, screen 2 #FFFF00.
        static func at(_ image: CGImage, x: Int, y: Int) -> Screen {
            let p = image.pixel(x: x, y: y)
            func near(_ r: Int, _ g: Int, _ b: Int) -> Bool {
                abs(Int(p.red) - r) <= 3 && abs(Int(p.green) - g) <= 3 && abs(Int(p.blue) - b) <= 3
            }
            if near(0x66, 0xFF, 0x66) { return .green }
            if near(0xFF, 0xFF, 0x00) { return .yellow }
            if near(0, 0, 0) { return .button }
            return .other
        }
    }

    /// Lines that cross only the two backgrounds (not the images or the button), as start,
    /// end (pixel centres run from start to end, exclusive).
    static let probeLines: [(CGPoint, CGPoint)] =
        [70, 100, 130, 160, 500, 540, 580, 620, 660].map { (CGPoint(x: 0, y: $0), CGPoint(x: 375, y: $0)) }
        + [(CGPoint(x: 360, y: 60), CGPoint(x: 360, y: 667)), (CGPoint(x: 15, y: 0), CGPoint(x: 15, y: 667))]

    /// The radius of the circle around the button through which `revealed` shows over
    /// `covered`: on each probe line that the circle crosses partly, the revealed length
    /// (summed per pixel from the anti-aliased red channel) gives the radius by solving the
    /// circle-line intersection; the median of those is returned.
    static func measureRadius(in image: CGImage, revealed: Screen, over covered: Screen) -> Double? {
        func red(_ screen: Screen) -> Double { screen == .green ? 0x66 : 0xFF }
        let from = red(covered), to = red(revealed)
        var estimates: [Double] = []
        for (start, end) in probeLines {
            let horizontal = start.y == end.y
            let count = Int(horizontal ? end.x - start.x : end.y - start.y)
            let pixels = (0..<count).map { i in
                horizontal ? (x: Int(start.x) + i, y: Int(start.y)) : (x: Int(start.x), y: Int(start.y) + i)
            }
            let length = ClosedForm.coverage(of: image, at: pixels, fill: to, behind: from)
            guard length > 0.5, length < Double(count) - 0.5 else { continue }
            estimates.append(radius(covering: length, of: start, end, horizontal: horizontal))
        }
        guard !estimates.isEmpty else { return nil }
        return estimates.sorted()[estimates.count / 2]
    }

    /// The radius whose circle around the button covers `length` of the line from `a` to `b`.
    private static func radius(covering length: Double, of a: CGPoint, _ b: CGPoint, horizontal: Bool) -> Double {
        // Along the line, the circle covers [foot − h, foot + h], h = √(r² − d²).
        let (lo, hi) = horizontal ? (Double(a.x), Double(b.x)) : (Double(a.y), Double(b.y))
        let foot = Double(horizontal ? buttonCenter.x : buttonCenter.y)
        let d = Double(horizontal ? a.y - buttonCenter.y : a.x - buttonCenter.x)
        func covered(_ r: Double) -> Double {
            guard r > abs(d) else { return 0 }
            let h = (r * r - d * d).squareRoot()
            return max(0, min(hi, foot + h) - max(lo, foot - h))
        }
        var low = abs(d), high = 2000.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if covered(mid) < length { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
