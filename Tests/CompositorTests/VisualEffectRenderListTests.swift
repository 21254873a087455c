@testable @_spi(Rendering) import Compositor
@testable @_spi(LabHost) @_spi(Rendering) import LabKit
import XCTest

/// What the Compositor asks of the back end for `UIVisualEffectView`: a backdrop scope with
/// the filter (bounds, sigma, saturation, tint per style), masked by the view's rounded
/// bounds; none without an effect; an effect assigned in an animation block interpolates.
final class VisualEffectRenderListTests: XCTestCase {
    override func setUp() {
        super.setUp()
        LabClock.reset()
    }

    override func tearDown() {
        LabClock.reset()
        super.tearDown()
    }

    private func root() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        return view
    }

    private func list(_ root: UIView, scale: CGFloat = 2) -> RenderList {
        Compositor().renderList(for: root.layer, at: CACurrentMediaTime(), scale: scale, width: 200, height: 200)
    }

    private func backdrops(_ list: RenderList) -> [BackdropEffect] {
        list.commands.compactMap { if case .backdropFilter(let effect) = $0 { return effect } else { return nil } }
    }

    private func kinds(_ list: RenderList) -> [String] {
        list.commands.map { command in
            switch command {
            case .draw: return "draw"
            case .drawInstances: return "instances"
            case .pushBackdrop: return "backdrop"
            case .backdropFilter: return "filter"
            case .pushMask: return "mask"
            case .popMask: return "popMask"
            case .pushLayer: return "push"
            case .popLayer: return "pop"
            case .pushClip: return "clip"
            case .popClip: return "popClip"
            case .popShadow: return "popShadow"
            }
        }
    }

    /// The diagnostics `body` reports.
    private func capturingDiagnostics(_ body: () -> Void) -> [String] {
        nonisolated(unsafe) var reports: [String] = []
        let previous = LabDiagnostics.setSink { reports.append($0) }
        body()
        LabDiagnostics.setSink(previous)
        return reports
    }

    /// The premultiplied tint of `white` at `alpha`.
    private func tint(white: Float, alpha: Float) -> SIMD4<Float> { SIMD4(white * alpha, white * alpha, white * alpha, alpha) }

    func testBlurViewFiltersItsBoundsBeforeItsContent() throws {
        let r = root()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = CGRect(x: 10, y: 20, width: 50, height: 30)
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.backgroundColor = .red
        blur.contentView.addSubview(label)
        r.addSubview(blur)
        let commands = list(r)
        XCTAssertEqual(kinds(commands), ["draw", "backdrop", "filter", "mask", "draw", "popMask", "draw"],
                       "background, the filtered backdrop put back through the view's shape, then the content")
        let effect = try XCTUnwrap(backdrops(commands).first)
        // 10…60 x 20…50 pt at 2x is 20…120 x 40…100 px, a pixel wider on each side.
        XCTAssertEqual(effect.bounds, PixelBounds(x: 19, y: 39, width: 102, height: 62))
        XCTAssertEqual(effect.sigma, 60, "30 pt at 2x")
        XCTAssertEqual(effect.saturation, 1.8, accuracy: 1e-6)
        XCTAssertEqual(effect.tint, tint(white: 1, alpha: 0.3))
        guard case .pushBackdrop(let copied) = commands.commands[1] else { return XCTFail() }
        XCTAssertEqual(copied, PixelBounds(x: 0, y: 0, width: 200, height: 200), "three sigmas around the bounds, within the canvas")
    }

    /// Apple's WWDC 2013 `UIImage+ImageEffects` values for the iOS 7 styles: radius, tint.
    func testEachStyleHasItsRadiusSaturationAndTint() throws {
        let expected: [(UIBlurEffect.Style, Float, SIMD4<Float>)] = [
            (.extraLight, 20, tint(white: 0.97, alpha: 0.82)),
            (.light, 30, tint(white: 1, alpha: 0.3)),
            (.dark, 20, tint(white: 0.11, alpha: 0.73)),
            (.regular, 30, tint(white: 1, alpha: 0.3)),
            (.prominent, 20, tint(white: 0.97, alpha: 0.82)),
            (.systemMaterial, 30, tint(white: 0.97, alpha: 0.7)),
            (.systemUltraThinMaterialDark, 30, tint(white: 0.11, alpha: 0.4)),
        ]
        for (style, radius, color) in expected {
            let r = root()
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
            blur.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            r.addSubview(blur)
            let effect = try XCTUnwrap(backdrops(list(r, scale: 1)).first, "\(style)")
            XCTAssertEqual(effect.sigma, radius, "\(style)")
            XCTAssertEqual(effect.saturation, 1.8, accuracy: 1e-6, "\(style)")
            for i in 0..<4 { XCTAssertEqual(effect.tint[i], color[i], accuracy: 1e-5, "\(style)") }
        }
        // Every style has a blur and a tint lighter or darker than nothing.
        for style in UIBlurEffect.Style.allCases {
            let look = UIBlurEffect.appearance(of: style)
            XCTAssertGreaterThan(look.blurRadius, 0)
            XCTAssertGreaterThan(look.tintColor?.alpha ?? 0, 0)
        }
    }

    func testNoEffectDrawsNoBackdrop() {
        let r = root()
        let none = UIVisualEffectView(effect: nil)
        none.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        r.addSubview(none)
        let cleared = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        cleared.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
        cleared.effect = nil
        r.addSubview(cleared)
        XCTAssertEqual(kinds(list(r)), ["draw"], "only the root's background")
    }

    func testRoundedClippedBlurIsMaskedByItsCorners() throws {
        let r = root()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        blur.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        blur.layer.cornerRadius = 12
        blur.clipsToBounds = true
        let child = UIView(frame: CGRect(x: -5, y: -5, width: 100, height: 20))
        child.backgroundColor = .red
        blur.contentView.addSubview(child)
        r.addSubview(blur)
        let k = kinds(list(r))
        XCTAssertEqual(k, ["draw", "backdrop", "backdrop", "filter", "mask", "draw", "popMask", "draw", "mask", "draw", "popMask"],
                       "the rounded clip starts from what is below it, so the blur inside has its backdrop")
    }

    func testZeroSizeAndHiddenEffectViewsDrawNothing() {
        let r = root()
        let empty = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        r.addSubview(empty)
        let offCanvas = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        offCanvas.frame = CGRect(x: 500, y: 500, width: 40, height: 40)
        r.addSubview(offCanvas)
        XCTAssertEqual(kinds(list(r)), ["draw"])
    }

    /// `UIView.animate { view.effect = UIBlurEffect(style: .dark) }` from no effect: the
    /// radius, saturation and tint interpolate (linear curve here), the tint fading in in its
    /// own color.
    func testEffectAssignedInAnAnimationBlockInterpolates() throws {
        let r = root()
        let blur = UIVisualEffectView(effect: nil)
        blur.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        r.addSubview(blur)
        LabClock.commit(root: r.layer)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            blur.effect = UIBlurEffect(style: .dark)
        })
        LabClock.commit(root: r.layer)
        XCTAssertTrue(backdrops(list(r)).isEmpty, "at the start: no blur yet")
        for (time, fraction) in [(0.25, Float(0.25)), (0.5, 0.5), (0.75, 0.75)] {
            LabClock.advance(to: time, root: r.layer)
            let effect = try XCTUnwrap(backdrops(list(r)).first, "t \(time)")
            XCTAssertEqual(effect.sigma, 2 * 20 * fraction, accuracy: 1e-3, "t \(time)")
            XCTAssertEqual(effect.saturation, 1 + 0.8 * fraction, accuracy: 1e-3)
            XCTAssertEqual(effect.tint.w, 0.73 * fraction, accuracy: 1e-3)
            XCTAssertEqual(effect.tint.x / effect.tint.w, 0.11, accuracy: 1e-3, "the tint keeps its color as it fades in")
        }
        LabClock.advance(to: 2, root: r.layer)
        let done = try XCTUnwrap(backdrops(list(r)).first)
        XCTAssertEqual(done.sigma, 40, accuracy: 1e-4)
    }

    /// Only the effect's own values animate: the content of a rounded, clipped view blurring
    /// in stays drawn in its own colors throughout, and so does its clip's mask.
    func testContentStaysDrawnWhileTheBlurAnimates() throws {
        let r = root()
        let blur = UIVisualEffectView(effect: nil)
        blur.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        blur.layer.cornerRadius = 8
        blur.clipsToBounds = true
        let label = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        label.backgroundColor = .red
        blur.contentView.addSubview(label)
        r.addSubview(blur)
        LabClock.commit(root: r.layer)
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: {
            blur.effect = UIBlurEffect(style: .dark)
        })
        LabClock.commit(root: r.layer)
        LabClock.advance(to: 1, root: r.layer)
        let commands = list(r)
        XCTAssertEqual(try XCTUnwrap(backdrops(commands).first).sigma, 20, accuracy: 1e-3, "half-way after the delay")
        let colors = commands.commands.compactMap { command -> SIMD4<Float>? in
            if case .draw(let d) = command, case .solid(let c) = d.paint { return c } else { return nil }
        }
        XCTAssertEqual(colors, [SIMD4(1, 1, 1, 1), SIMD4(1, 1, 1, 1), SIMD4(1, 0, 0, 1), SIMD4(1, 1, 1, 1)],
                       "background, the backdrop's mask, the red content, the clip's mask")
    }

    /// A spring overshoots below zero on the way back to no effect: nothing is blurred then,
    /// and nothing traps.
    func testNegativeAndNonFiniteRadiiBlurNothing() throws {
        let r = root()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        r.addSubview(blur)
        let reports = capturingDiagnostics { blur.layer.setValue(CGFloat.nan, forKey: "backdropRadius") }
        XCTAssertTrue(reports.contains { $0.contains("not finite") }, "\(reports)")
        XCTAssertEqual(try XCTUnwrap(backdrops(list(r, scale: 1)).first).sigma, 30, "the NaN was ignored")
        blur.layer.setValue(-5.0, forKey: "backdropRadius")
        XCTAssertEqual(try XCTUnwrap(backdrops(list(r, scale: 1)).first).sigma, 0, "clamped: the tint still shows")
    }

    func testSubviewsAddedToTheEffectViewItselfAreReported() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        let reports = capturingDiagnostics {
            blur.contentView.addSubview(UIView())
            blur.addSubview(UIView())
        }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("contentView") ?? false)
        XCTAssertEqual(blur.subviews.count, 2, "added all the same, as UIKit does")
    }

    func testVibrancyTintsTheContentAndDrawsNoBackdrop() throws {
        let r = root()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        blur.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        r.addSubview(blur)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel))
        vibrancy.frame = blur.bounds
        blur.contentView.addSubview(vibrancy)
        let text = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        text.backgroundColor = .white
        vibrancy.contentView.addSubview(text)
        let commands = list(r)
        XCTAssertEqual(backdrops(commands).count, 1, "only the blur's")
        guard case .draw(let draw) = try XCTUnwrap(commands.commands.last), case .solid(let color) = draw.paint else { return XCTFail() }
        XCTAssertEqual(color.w, 0.6, accuracy: 1e-5, "white content at the secondary label's opacity")
        XCTAssertEqual(color.x, 0.6, accuracy: 1e-5)
    }
}
