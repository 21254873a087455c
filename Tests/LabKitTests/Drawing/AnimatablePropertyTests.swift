@_spi(Rendering) @_spi(LabHost) import LabKit
import XCTest

/// Custom animatable properties (Apple: `needsDisplay(forKey:)` "Returning true causes the
/// layer's contents to be redrawn when the value of the specified attribute changes", also
/// while an animation changes it; `defaultValue(forKey:)`; `action(forKey:)`), spelled with
/// LabKit's `@Animatable` instead of `@NSManaged`.
final class AnimatablePropertyTests: AnimationTestCase {
    final class ProgressLayer: CALayer {
        @Animatable("progress") var progress: CGFloat = 0
        @Animatable("tint") var tint: CGColor = .black
        @Animatable("labTestWeight") var weight: CGFloat = 1
        var drawnProgress: [CGFloat] = []
        var animatesImplicitly = false

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }

        override class func defaultValue(forKey key: String) -> Any? {
            key == "labTestWeight" ? CGFloat(5) : super.defaultValue(forKey: key)
        }

        override func action(forKey event: String) -> CAAction? {
            guard event == "progress", animatesImplicitly else { return super.action(forKey: event) }
            let animation = CABasicAnimation(keyPath: event)
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            return animation
        }

        override func draw(in ctx: CGContext) {
            drawnProgress.append(progress)
            ctx.fill(CGRect(x: 0, y: 0, width: 100 * progress, height: 10))
        }
    }

    private func layer() -> ProgressLayer {
        let layer = ProgressLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
        root.addSublayer(layer)
        LabClock.commit(root: root)
        return layer
    }

    /// Steps the clock to `time` and walks the tree as a frame's render does.
    private func frame(at time: Double) {
        advance(to: time)
        _ = PresentationSnapshot(root: root, time: LabClock.currentTime)
    }

    func testValuesAndDefaults() {
        let layer = ProgressLayer()
        XCTAssertEqual(layer.progress, 0)
        XCTAssertEqual(layer.weight, 5, "defaultValue(forKey:) wins over the initial value")
        layer.progress = 0.25
        layer.tint = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(layer.progress, 0.25)
        XCTAssertEqual(layer.tint, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(ProgressLayer(layer: layer).progress, 0.25, "init(layer:) copies them")
    }

    func testSettingAKeyThatNeedsDisplayRedrawsOnce() {
        let layer = layer()
        layer.progress = 0.5
        layer.tint = .white
        frame(at: 0.1)
        frame(at: 0.2)
        XCTAssertEqual(layer.drawnProgress, [0.5], "tint does not need display")
        XCTAssertTrue(layer.animationKeys() == nil, "no implicit animation for a class's own key")
    }

    func testAnAnimationRedrawsThePresentationEveryFrame() {
        let layer = layer()
        layer.progress = 1
        frame(at: 0.05)
        XCTAssertEqual(layer.drawnProgress, [1])
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "fill")
        for step in 1...4 { frame(at: 0.05 + Double(step) * 0.2) }
        XCTAssertEqual(layer.drawnProgress.count, 5, "one drawing per frame while it runs")
        XCTAssertEqual(Double(layer.drawnProgress[2]), 0.4, accuracy: 0.02)
        XCTAssertEqual(layer.progress, 1, "the model keeps its value")
        let shown = PresentationSnapshot(root: root, time: LabClock.currentTime).nodes.first { $0.model === layer }?.layer
        XCTAssertFalse(shown === layer, "the presentation is drawn")
        guard case .drawing(let drawing)? = shown?.content else { return XCTFail("the presentation shows its drawing") }
        XCTAssertNotNil(drawing.canvas.sublayers)
        frame(at: 1.5)
        frame(at: 1.6)
        XCTAssertEqual(layer.drawnProgress.count, 6, "no drawing once the animation is over (one more for the walk above)")
    }

    func testActionForKeyGivesAnImplicitAnimationFromTheValueOnScreen() {
        let layer = layer()
        layer.animatesImplicitly = true
        layer.progress = 1
        XCTAssertNotNil(layer.animation(forKey: "progress"))
        frame(at: 0.5)
        XCTAssertEqual(Double(layer.drawnProgress.last ?? -1), 0.5, accuracy: 0.03)
    }

    /// The recipe of progress rings: `action(forKey:)` animates from the presentation's value,
    /// which is still the old one while the action is asked for (on iOS the presentation
    /// layer is the last committed state), for a custom key and a built-in one.
    func testActionsReadTheValueBeforeTheChangeFromThePresentation() {
        final class FromPresentationLayer: CALayer {
            @Animatable("progress") var progress: CGFloat = 0
            var fromValues: [String: Any] = [:]

            override func makePresentationCopy() -> CALayer { FromPresentationLayer(layer: self) }

            override func action(forKey event: String) -> CAAction? {
                guard event == "progress" || event == "opacity" else { return super.action(forKey: event) }
                let animation = CABasicAnimation(keyPath: event)
                animation.fromValue = presentation()?.value(forKey: event)
                fromValues[event] = animation.fromValue
                return animation
            }
        }
        let layer = FromPresentationLayer()
        layer.progress = 0.2
        root.addSublayer(layer)
        LabClock.commit(root: root)
        layer.progress = 0.9
        layer.opacity = 0.5
        XCTAssertEqual(layer.fromValues["progress"] as? CGFloat, 0.2)
        XCTAssertEqual(layer.fromValues["opacity"] as? Float, 1)
        XCTAssertEqual(layer.presentation()?.value(forKey: "progress") as? CGFloat, 0.2, "the animation starts there")
        advance(to: 0.125)
        XCTAssertEqual(layer.presentation()?.value(forKey: "progress") as? CGFloat ?? 0, 0.55, accuracy: 1e-6,
                       "halfway through the default 0.25 s, linear")
    }
}
