import Foundation
import LabKit
import LabTesting
import XCTest

/// The Loading plugin through the real `lab`: a golden frame inside each stage, then checks
/// of what each frame must show, computed from the tutorial's paths and timeline alone.
final class LoadingGoldenFrameTests: XCTestCase {
    private func frame(_ name: String, time: Double, script: String? = nil,
                       file: StaticString = #filePath, testName: String = #function, line: UInt = #line) throws -> LoadingFrame {
        LoadingFrame(image: try TestFiles.snapshot(LabFrame(plugin: "Loading", time: time, input: script.map(TestFiles.input)),
                                                   named: name, file: file, testName: testName, line: line))
    }

    /// Expand (0–0.3 s): half-way, the circle is the oval in the rectangle half-way between
    /// the point (50, 50) and (2.5, 17.5, 95, 95): centre (50, 57.5), radius 23.75.
    func testCircleExpands() throws {
        let f = try frame("expand", time: 0.15)
        f.expect(.orchid, atBox: [(50, 57.5), (50, 57.5 - 22), (50 + 22, 57.5)])
        f.expect(.white, atBox: [(50, 57.5 - 25.5), (50 + 25.5, 57.5), (50, 57.5 + 25.5)])
    }

    /// Wobble (from 0.3 s): half-way through its first step the oval's rectangle is half-way
    /// from (2.5, 17.5, 95, 95) to (2.5, 20, 95, 90): (2.5, 18.75, 95, 92.5); the small
    /// triangle is on top.
    func testCircleWobbles() throws {
        let f = try frame("wobble", time: 0.45)
        f.expect(.orchid, atBox: [(50, 18.75 + 1.5), (2.5 + 1.5, 65), (50, 111.25 - 1.5)])
        f.expect(.white, atBox: [(50, 18.75 - 1.5), (2.5 - 1.5, 65), (50, 111.25 + 1.5)])
    }

    /// Triangle (1.2–1.95 s): 0.375 s in, the left corner is out at (5, 95), beyond the
    /// circle; the right corner is still inside it.
    func testTriangleCornersArePulledOut() throws {
        let f = try frame("triangle", time: 1.575)
        f.expect(.orchid, atBox: [(7, 95)])
        f.expect(.white, atBox: [(93, 97), (2, 90)])
    }

    /// Spin (2.1–2.55 s): half-way the view has turned 180° about the anchor (0.5, 0.65), so
    /// the triangle's top corner (50, 12.5) is now at (50, 117.5); the box itself moved up by
    /// 15 pt when the anchor moved.
    func testViewSpinsAboutTheMovedAnchor() throws {
        let f = try frame("spin", time: 2.325)
        f.expect(.orchid, atBox: [(50, 112), (10, 36), (90, 36)], spun: true)
        f.expect(.white, atBox: [(50, 10), (50, 124)], spun: true)
    }

    /// Red stroke (from 2.55 s, 0.4 s): at 2.7 s strokeEnd is 0.375 of the 412.5 pt outline:
    /// the left side (105 pt) and 49.7 pt of the top.
    func testRedRectangleIsDrawnByStrokeEnd() throws {
        let f = try frame("red-rectangle", time: 2.7)
        f.expect(.orchid, atBox: [(0, 50), (0, 95), (25, -5), (45, -5)], spun: true)
        f.expect(.white, atBox: [(58, -5), (80, -5), (100, 50)], spun: true)
    }

    /// Mint stroke (from 2.75 s): at 2.95 s it is half drawn (left and top) over the red,
    /// which is complete.
    func testMintRectangleIsDrawnOverTheRed() throws {
        let f = try frame("mint-rectangle", time: 2.95)
        f.expect(.mint, atBox: [(0, 50), (50, -5), (95, -5)], spun: true)
        f.expect(.orchid, atBox: [(100, 50), (50, 100)], spun: true)
    }

    /// Wave (3.15–4.05 s): at 0.45 s, half of its 0.9 s group, the path is half-way from
    /// "low" to "mid": top edge from (0, 50) to (100, 50) with controls (30, 47.5) and
    /// (40, 50). The fill's top, measured on two columns, matches that curve within 1 pt.
    func testWaveRisesAlongTheInterpolatedPath() throws {
        let f = try frame("wave", time: 3.6)
        let curve = [CGPoint(x: 0, y: 50), CGPoint(x: 30, y: 47.5), CGPoint(x: 40, y: 50), CGPoint(x: 100, y: 50)]
        // Above the wave: the triangle (orchid) at x = 50, the background (white) at x = 85.
        for (x, above) in [(50.0, LoadingFrame.Color.orchid), (85.0, .white)] {
            let measured = f.fillTop(atBoxX: x, fill: .mint, above: above, fromBoxY: 20, toBoxY: 97)
            XCTAssertEqual(measured, ClosedForm.cubicY(curve, atX: x), accuracy: 1, "wave top at x = \(x)")
        }
    }

    /// Expand view (4.05–4.35 s): the box, grown by 5 pt a side and turned mint, eases to
    /// the screen; half-way (ease-in-out is 0.5 there) its frame is half-way between
    /// (132.5, 263.5, 110, 110) and (0, 0, 375, 667).
    func testBoxExpandsToTheScreen() throws {
        let f = try frame("expand-view", time: 4.2)
        let frame = CGRect(x: 66.25, y: 131.75, width: 242.5, height: 388.5)
        f.expect(.mint, at: [(frame.minX + 2, frame.minY + 2), (frame.maxX - 2, frame.maxY - 2), (frame.midX, frame.midY)])
        f.expect(.white, at: [(frame.minX - 2, frame.minY - 2), (frame.maxX + 2, frame.maxY + 2)])
    }

    /// The end: mint screen, white "Welcome" in the middle. A tap during the animation did
    /// nothing; a tap after the label landed replays from the start, so 0.15 s after it the
    /// frame is exactly the one at 0.15 s.
    func testWelcomeThenATapReplays() throws {
        let welcome = try frame("welcome", time: 4.95, script: "loading-replay")
        welcome.expect(.mint, at: [(10, 10), (365, 657), (187.5, 250)])
        let ink = stride(from: 0.0, to: 375, by: 1).filter { welcome.color(atX: $0, y: 333.5) != .mint }
        XCTAssertGreaterThan(ink.count, 10, "the label's ink crosses the middle row")
        XCTAssertEqual(((ink.first ?? 0) + (ink.last ?? 0)) / 2, 187.5, accuracy: 4, "centred: \(ink.first ?? 0)…\(ink.last ?? 0)")
        let replay = try frame("replay", time: 5.15, script: "loading-replay")
        let start = try LabProcess.render(["--plugin", "Loading", "--scale", "1", "--time", "0.15"],
                                          in: try LabProcess.temporaryDirectory())
        XCTAssertEqual(replay.image.premultipliedRGBA, start.premultipliedRGBA)
        let untouched = try LabProcess.render(["--plugin", "Loading", "--scale", "1", "--time", "3.6"],
                                              in: try LabProcess.temporaryDirectory())
        let tappedEarly = try LabProcess.render(["--plugin", "Loading", "--scale", "1", "--time", "3.6",
                                                 "--input", TestFiles.input("loading-replay")],
                                                in: try LabProcess.temporaryDirectory())
        XCTAssertEqual(tappedEarly.premultipliedRGBA, untouched.premultipliedRGBA, "no interaction during the animation")
    }

    /// The label springs from scale 0.25 to 1 (0.4 s, damping 0.7, velocity 0.1): 0.1 s after
    /// it appears, its rendered ink height over the settled height is the spring's
    /// closed-form scale, within 2%.
    func testWelcomeSpringsFromAQuarter() throws {
        let directory = try LabProcess.temporaryDirectory()
        let run = try LabProcess.run(["--plugin", "Loading", "--offscreen", "--from", "4.25", "--duration", "0.3",
                                      "--out", directory.path + "/"])
        XCTAssertEqual(run.status, 0, run.stderr)
        func frame(_ index: Int) throws -> LoadingFrame {
            let path = directory.appendingPathComponent(String(format: "frame-%05d.png", index))
            return LoadingFrame(image: try CGImage(contentsOfPNGFile: path))
        }
        func ink(_ index: Int) throws -> Double { try frame(index).whiteInkHeight() }
        // The label is added once the box has filled the screen: the first frame with mint
        // corners and white ink.
        var first: Int?
        for index in 0..<18 where try frame(index).color(atX: 0, y: 0) == .mint && ink(index) > 0 {
            first = index
            break
        }
        let appeared = try XCTUnwrap(first, "the label appears between 4.25 and 4.55 s")
        let settled = LoadingFrame(image: try LabProcess.render(["--plugin", "Loading", "--time", "5"], in: directory,
                                                                name: "settled.png")).whiteInkHeight()
        let ratio = try ink(appeared + 6) / settled
        XCTAssertEqual(ratio, 0.25 + 0.75 * ClosedForm.spring(damping: 0.7, duration: 0.4, velocity: 0.1, at: 0.1), accuracy: 0.02 * ratio)
        // Only about 18 px tall then, so one pixel is several percent.
        XCTAssertEqual(try ink(appeared) / settled, 0.25, accuracy: 0.08 * 0.25, "it appears at a quarter")
    }
}

/// A Loading frame, read through the tutorial's geometry: the 100 x 100 box centred on a
/// 375 x 667 pt screen, moved up 15 pt once the spin set its anchor to (0.5, 0.65).
struct LoadingFrame {
    let image: CGImage
    var scale: Double { Double(image.width) / 375 }

    enum Color: Equatable {
        case white, orchid, mint, other
    }

    /// #DA70D6, #40E0B0 and white, within 6 of each channel.
    func color(atX x: Double, y: Double) -> Color {
        let p = image.pixel(x: Int(x * scale), y: Int(y * scale))
        func near(_ r: Int, _ g: Int, _ b: Int) -> Bool {
            abs(Int(p.red) - r) <= 6 && abs(Int(p.green) - g) <= 6 && abs(Int(p.blue) - b) <= 6
        }
        if near(255, 255, 255) { return .white }
        if near(0xDA, 0x70, 0xD6) { return .orchid }
        if near(0x40, 0xE0, 0xB0) { return .mint }
        return .other
    }

    /// The screen point of a point in the box.
    static func screen(box: (Double, Double), spun: Bool) -> (Double, Double) {
        (375.0 / 2 - 50 + box.0, 667.0 / 2 - 50 - (spun ? 15 : 0) + box.1)
    }

    func expect(_ color: Color, at points: [(Double, Double)], file: StaticString = #filePath, line: UInt = #line) {
        for point in points {
            XCTAssertEqual(self.color(atX: point.0, y: point.1), color, "at \(point)", file: file, line: line)
        }
    }

    func expect(_ color: Color, atBox points: [(Double, Double)], spun: Bool = false,
                file: StaticString = #filePath, line: UInt = #line) {
        for point in points {
            let s = LoadingFrame.screen(box: point, spun: spun)
            XCTAssertEqual(self.color(atX: s.0, y: s.1), color, "at box \(point)", file: file, line: line)
        }
    }

    /// Where `fill` starts going down the box column `x`, between `fromBoxY` and `toBoxY`,
    /// with `above` over it.
    func fillTop(atBoxX x: Double, fill: Color, above: Color, fromBoxY: Double, toBoxY: Double) -> Double {
        func red(_ c: Color) -> Double { c == .mint ? 0x40 : c == .orchid ? 0xDA : 255 }
        let top = LoadingFrame.screen(box: (x, fromBoxY), spun: true)
        let bottom = LoadingFrame.screen(box: (x, toBoxY), spun: true)
        let column = Int(top.0 * scale)
        let pixels = (Int(top.1 * scale)..<Int(bottom.1 * scale)).map { (column, $0) }
        return toBoxY - ClosedForm.coverage(of: image, at: pixels, fill: red(fill), behind: red(above)) / scale
    }

    /// The height of the white ink (rows weighted by their whitest pixel over the mint).
    func whiteInkHeight() -> Double {
        var height = 0.0
        for y in 0..<image.height {
            var whitest = 0.0
            for x in 0..<image.width {
                whitest = max(whitest, (Double(image.pixel(x: x, y: y).red) - 0x40) / (255 - 0x40))
            }
            height += min(1, max(0, whitest))
        }
        return height / scale
    }
}
