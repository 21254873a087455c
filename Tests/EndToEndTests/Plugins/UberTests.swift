import Foundation
import LabKit
import LabTesting
import XCTest

/// The Uber plugin through the real `lab`: golden frames of both scenes across a loop, then
/// checks computed from the tutorial's constants alone.
final class UberGoldenFrameTests: XCTestCase {
    private func check(_ name: String, scene: String, time: Double, file: StaticString = #filePath, testName: String = #function,
                       line: UInt = #line) throws {
        try TestFiles.snapshot(LabFrame(plugin: "Uber", scene: scene, time: time), named: name, file: file, testName: testName,
                               line: line)
    }

    /// One loop of the splash: the logo at 2.1 s into its loop (wall 0), the start of the
    /// collapse (0.4), mid-collapse (0.65), the loop's restart with the grid at its brightest
    /// (1.0), the U regrowing (1.5, 2.4).
    func testSplashAcrossOneLoop() throws {
        for time in [0, 0.4, 0.65, 1.0, 1.5, 2.4] {
            try check("splash-\(time)s", scene: "Splash", time: time)
        }
    }

    /// The finished app: the splash, the 0.55 s cross-dissolve from 6 s, the menu.
    func testSplashThenMenu() throws {
        try check("then-menu-5.9s", scene: "SplashThenMenu", time: 5.9)
        try check("then-menu-6.3s", scene: "SplashThenMenu", time: 6.3)
        try check("then-menu-7s", scene: "SplashThenMenu", time: 7)
    }
}

/// Measurements of Splash frames against the tutorial's numbers.
final class UberSplashMeasurementTests: XCTestCase {
    private func render(_ arguments: [String], pointsWide: Double = 375) throws -> UberFrame {
        UberFrame(image: try LabProcess.render(["--plugin", "Uber", "--scene", "Splash"] + arguments,
                                               in: try LabProcess.temporaryDirectory()), pointsWide: pointsWide)
    }

    /// The logo's visible part is the mask: 75 pt (a disc, corner radius 37.5) when the
    /// collapse starts at loop time 2.5 s (wall 0.4 s, since the groups start 2.1 s in), and
    /// the 14 pt rounded square as the loop ends (wall 0.9 s; one frame before).
    func testLogoMaskCollapsesFrom75To14Points() throws {
        let start = try render(["--time", "0.4"])
        // A column 15 pt right of centre crosses the disc in a chord: d = 2·√((c/2)² + 15²).
        let chord = start.whiteLength(columnOffset: 15, halfHeight: 60)
        XCTAssertEqual(2 * ((chord / 2) * (chord / 2) + 225).squareRoot(), 75, accuracy: 1)
        let end = try render(["--time", String(0.9 - 1.0 / 60)])
        XCTAssertEqual(end.whiteLength(columnOffset: 4, halfHeight: 30), 14, accuracy: 1)
        XCTAssertEqual(end.whiteLength(rowOffset: 4, halfWidth: 30), 14, accuracy: 1)
    }

    /// The centre tile's opacity follows its keyframes (0 → 1 over the first 0.61 of the loop
    /// with ease-in-ease-out; the tile's loop starts 1.05 s in). While the container's scale
    /// holds at 0.75, the tile's light above the blue is proportional to its opacity, so the
    /// ratios of five frames must match the keyframes' ratios; and at 0.96 of the loop (after
    /// the 0.95 keyframe) the tile is gone.
    func testCentreTileOpacityFollowsItsKeyframes() throws {
        let fractions = [0.1, 0.2, 0.3, 0.4, 0.45]
        func wall(_ f: Double) -> Double {
            let t = 3 * f - 1.05
            return t < 0 ? t + 3 : t
        }
        var light: [Double] = []
        for f in fractions {
            light.append(try render(["--time", String(wall(f))]).centreTileLight(containerScale: 0.75))
        }
        let reference = UberFrame.opacity(atFraction: 0.45)
        for (f, measured) in zip(fractions, light) {
            XCTAssertEqual(measured / light.last!, UberFrame.opacity(atFraction: f) / reference, accuracy: 0.02,
                           "opacity at \(f) of the loop relative to 0.45")
        }
        XCTAssertEqual(try render(["--time", String(wall(0.96))]).centreTileLight(containerScale: 1), 0, accuracy: 1,
                       "invisible after the 0.95 keyframe")
    }

    /// At its ripple peak (0.7 of its loop, delayed 0.24 s for 360 pt) the interior tile just
    /// above the centre column's edge tile is pushed 9 pt outward (0.025 × 360), times the
    /// container's scale; the perimeter tile above it is not moved. Found by comparing with
    /// the same frame rendered with `rippleMagnitude=0`, on a canvas that shows the whole grid.
    func testInteriorTilesRippleOutwardAndPerimeterTilesDoNot() throws {
        let common = ["--size", "700x1100", "--scale", "1", "--time", "1.29"]
        let ripple = try render(common, pointsWide: 700)
        let still = try render(common + ["--set", "rippleMagnitude=0"], pointsWide: 700)
        // Grid fraction (1.29 + 1.05) / 3 = 0.78: the container scale's middle segment.
        let u = (0.78 - 0.45) / (0.887 - 0.45)
        let containerScale = 0.75 + 0.25 * ClosedForm.timingCurve(0.6, 0, 0.15, 1, at: u)
        let center = (x: 350.0, y: 550.0)
        let interior = (x: center.x, y: center.y - 360 * containerScale)
        let shift = UberFrame.verticalShift(of: ripple, against: still, around: interior, halfSize: 28 * containerScale)
        XCTAssertEqual(shift, -9 * containerScale, accuracy: 0.9, "pushed up, away from the centre")
        let perimeter = (x: center.x, y: center.y - 450 * containerScale - 8 * containerScale)
        XCTAssertEqual(UberFrame.verticalShift(of: ripple, against: still, around: perimeter, halfSize: 25 * containerScale),
                       0, accuracy: 0.05, "the edge row does not ripple")
    }
}

/// A Splash frame: the logo and the centre tile at the canvas centre.
struct UberFrame {
    let image: CGImage
    /// The canvas width in points (the scene's 375 unless `--size` said otherwise).
    var pointsWide = 375.0
    var scale: Double { Double(image.width) / pointsWide }
    private var centre: (x: Double, y: Double) { (Double(image.width) / 2, Double(image.height) / 2) }

    /// How white a pixel is over the blues (#0F4E65 and the tile lines, red ≤ 72).
    private func whiteness(_ x: Int, _ y: Int) -> Double {
        min(1, max(0, (Double(image.pixel(x: x, y: y).red) - 72) / (255 - 72)))
    }

    /// The white length, in points, along the column `columnOffset` pt right of the centre,
    /// within `halfHeight` pt above and below it.
    func whiteLength(columnOffset: Double, halfHeight: Double) -> Double {
        let x = Int(centre.x + columnOffset * scale)
        let rows = Int(centre.y - halfHeight * scale)..<Int(centre.y + halfHeight * scale)
        return rows.reduce(0) { $0 + whiteness(x, $1) } / scale
    }

    /// The same along the row `rowOffset` pt below the centre.
    func whiteLength(rowOffset: Double, halfWidth: Double) -> Double {
        let y = Int(centre.y + rowOffset * scale)
        let columns = Int(centre.x - halfWidth * scale)..<Int(centre.x + halfWidth * scale)
        return columns.reduce(0) { $0 + whiteness($1, y) } / scale
    }

    /// The centre tile's light above the container's blue, summed over its corners (outside
    /// the logo's 37.5 pt reach, inside the tile at this container scale).
    func centreTileLight(containerScale: Double) -> Double {
        let half = 45 * containerScale - 1, reach = 40.0
        var sum = 0.0
        let lo = Int((centre.y - half * scale).rounded(.up)), hi = Int((centre.y + half * scale).rounded(.down))
        let left = Int((centre.x - half * scale).rounded(.up)), right = Int((centre.x + half * scale).rounded(.down))
        for y in lo..<hi {
            for x in left..<right {
                let dx = (Double(x) + 0.5 - centre.x) / scale, dy = (Double(y) + 0.5 - centre.y) / scale
                guard dx * dx + dy * dy > reach * reach else { continue }
                let p = image.pixel(x: x, y: y)
                sum += Double(Int(p.green) - 78) + Double(Int(p.blue) - 101)
            }
        }
        return sum
    }

    /// The tile's opacity keyframes at `f` of its loop, up to 0.61: 0 → 1, ease-in-ease-out.
    static func opacity(atFraction f: Double) -> Double {
        ClosedForm.timingCurve(0.42, 0, 0.58, 1, at: f / 0.61)
    }

    /// How far (in points, down positive) the picture around `point` moved from `still` to
    /// `moved`: the vertical offset that best lines up the two, to a twentieth of a pixel.
    static func verticalShift(of moved: UberFrame, against still: UberFrame, around point: (x: Double, y: Double),
                              halfSize: Double) -> Double {
        let s = moved.scale
        func value(_ frame: UberFrame, _ x: Int, _ y: Double) -> Double {
            let y0 = Int(y.rounded(.down)), t = y - Double(y0)
            let a = frame.image.pixel(x: x, y: y0), b = frame.image.pixel(x: x, y: y0 + 1)
            return (1 - t) * Double(Int(a.green) + Int(a.blue)) + t * Double(Int(b.green) + Int(b.blue))
        }
        let columns = Int((point.x - halfSize) * s)..<Int((point.x + halfSize) * s)
        let rows = Int((point.y - halfSize) * s)..<Int((point.y + halfSize) * s)
        var best = (shift: 0.0, error: Double.infinity)
        for step in -300...300 {
            let shift = Double(step) / 20
            var error = 0.0
            for y in rows {
                for x in columns {
                    let d = value(moved, x, Double(y)) - value(still, x, Double(y) - shift)
                    error += d * d
                }
            }
            if error < best.error { best = (shift, error) }
        }
        return best.shift / s
    }
}
