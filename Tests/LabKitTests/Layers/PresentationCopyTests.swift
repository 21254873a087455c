@_spi(Rendering) @_spi(LabHost) import LabKit
import XCTest

/// `presentation()` is typed as the receiver's class (Apple: `func presentation() -> Self?`),
/// and Core Animation makes presentation copies with the class's `init(layer:)`, redisplaying
/// the copy while a key its class names in `needsDisplay(forKey:)` animates. A plugin's layer
/// class makes its copies through `makePresentationCopy()`, which `lab port` adds.
final class PresentationCopyTests: AnimationTestCase {
    final class RingLayer: CALayer {
        @Animatable("progress") var progress: CGFloat = 0
        var ringWidth: CGFloat = 2
        var displayedProgress: [CGFloat] = []
        var presentationsSeenInDisplay: [CGFloat?] = []

        override init() { super.init() }

        override init(layer: Any) {
            super.init(layer: layer)
            if let ring = layer as? RingLayer { ringWidth = ring.ringWidth }
        }

        required init?(coder: NSCoder) { nil }

        override func makePresentationCopy() -> CALayer { RingLayer(layer: self) }

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }

        /// MKRingProgressView's way: draw an image of the presentation's progress and set it
        /// as the contents.
        override func display() {
            let shown = presentation()?.progress ?? progress
            presentationsSeenInDisplay.append(presentation()?.progress)
            model().displayedProgress.append(shown)
            let width = max(1, Int(100 * shown))
            contents = CGImage(width: width, height: 1, premultipliedRGBA: [UInt8](repeating: 255, count: width * 4))
        }
    }

    final class PlainSubclass: CALayer {}

    private func animate(_ layer: RingLayer) {
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "fill")
    }

    func testAPluginClassCopiedByItsInitLayerHasATypedPresentation() throws {
        let layer = RingLayer()
        layer.ringWidth = 7
        layer.progress = 1
        root.addSublayer(layer)
        LabClock.commit(root: root)
        animate(layer)
        advance(to: LabClock.currentTime + 0.25)
        let shown = try XCTUnwrap(layer.presentation())
        XCTAssertEqual(Double(shown.progress), 0.25, accuracy: 0.02, "the animated value, read as the class's own property")
        XCTAssertEqual(shown.ringWidth, 7, "init(layer:) copied the stored property")
        XCTAssertTrue(shown.model() === layer)
        XCTAssertTrue(shown.presentation() === shown, "a presentation's presentation is itself")
        XCTAssertEqual(layer.progress, 1)
    }

    func testLabKitClassesHaveTypedPresentations() {
        let shape = CAShapeLayer()
        shape.strokeEnd = 0.5
        let presentation: CAShapeLayer? = shape.presentation()
        XCTAssertEqual(presentation?.strokeEnd, 0.5)
        let model: CAShapeLayer = shape.model()
        XCTAssertTrue(model === shape)
    }

    /// Without `makePresentationCopy()` the lab cannot make a copy of a plugin's class: no
    /// presentation, and a diagnostic that says what to add.
    func testAPluginClassThatCannotBeCopiedHasNoPresentationAndSaysWhy() {
        XCTAssertNil(PlainSubclass().presentation())
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?.contains("makePresentationCopy()") ?? false, "\(diagnostics)")
    }

    /// While `progress` animates, the frame displays a copy made by `init(layer:)` with the
    /// animated value, as Core Animation displays the presentation layer; the model is
    /// displayed only when its own value changes.
    func testADisplayOverrideRunsOnThePresentationEveryFrame() {
        let layer = RingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
        layer.progress = 1
        root.addSublayer(layer)
        LabClock.commit(root: root)
        XCTAssertEqual(layer.displayedProgress, [1], "the model displays its own value once")
        animate(layer)
        let start = LabClock.currentTime
        for step in 1...4 {
            advance(to: start + Double(step) * 0.2)
            _ = PresentationSnapshot(root: root, time: LabClock.currentTime)
        }
        XCTAssertEqual(layer.displayedProgress.count, 5, "one display a frame while it runs")
        XCTAssertEqual(Double(layer.displayedProgress[2]), 0.4, accuracy: 0.02)
        XCTAssertEqual(layer.presentationsSeenInDisplay.count, 1, "the copies record what they saw on themselves")
        let shown = PresentationSnapshot(root: root, time: LabClock.currentTime).nodes.first { $0.model === layer }?.layer
        XCTAssertEqual((shown?.contents as? CGImage)?.width, 80, "the copy shows what its display drew")
        XCTAssertEqual((layer.contents as? CGImage)?.width, 100, "the model keeps its own contents")
    }
}
