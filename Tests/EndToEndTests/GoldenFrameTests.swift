import Foundation
import LabKit
import LabTesting
import XCTest

/// Frames of the feature fixture through the real `lab` binary and EGL, against references in
/// `__Snapshots__/GoldenFrameTests/` (LabTesting's snapshot strategy at its default tolerance).
/// `make update-goldens` re-records the ones that no longer match.
final class GoldenFrameTests: XCTestCase {
    private func check(_ name: String, _ arguments: [String], file: StaticString = #filePath, testName: String = #function,
                       line: UInt = #line) throws {
        try TestFiles.snapshot(LabFrame(arguments: arguments), named: name, file: file, testName: testName, line: line)
    }

    func testFeaturesWithMSAA() throws {
        try check("features", ["--plugin", "FeatureFixture", "--scene", "Features"])
    }

    func testFeaturesWithoutMSAAAtScale1() throws {
        try check("features-no-msaa-1x", ["--plugin", "FeatureFixture", "--scene", "Features", "--no-msaa", "--scale", "1"])
    }

    func testFeaturesAtScale3InALargerCanvas() throws {
        try check("features-3x-wide", ["--plugin", "FeatureFixture", "--scene", "Features", "--scale", "3", "--size", "400x360"])
    }

    /// The animated fixture at the start, mid-way (implicit color animation running, group
    /// reversing) and late (stroke nearly drawn, group over).
    func testAnimatedFixtureAtChosenTimes() throws {
        for time in ["0", "0.6", "1.3"] {
            try check("animated-\(time)s", ["--plugin", "FeatureFixture", "--scene", "Animated", "--time", time])
        }
    }

    /// Axial, radial and conic gradient layers, a gradient under a star mask, and shadows of a
    /// card, a star shape, a `shadowPath` and a card whose `masksToBounds` clips its shadow.
    func testGradientsAndShadows() throws {
        try check("effects", ["--plugin", "FeatureFixture", "--scene", "Effects"])
    }

    /// Apple's replicator example (a grid of copies tinted by color offsets, nested) and a
    /// spinner of twelve bars whose fades run 1/12 s apart, at two times.
    func testReplicators() throws {
        for time in ["0.5", "1.25"] {
            try check("replicator-\(time)s", ["--plugin", "FeatureFixture", "--scene", "Replicator", "--time", time])
        }
    }

    /// Pulsing halos: replicated discs (3 copies, 2/3 s apart) and rings (4, 1/2 s apart)
    /// growing linearly to 80 pt over 2 s while fading from 0.6. At 1 s the first disc is 80 pt
    /// across at 0.375 and the second hides under the dot; at 2.6 s three discs show (24, 51
    /// and 77 pt in radius) and three rings (the fourth, 4 pt, under the dot).
    func testPulsingHalos() throws {
        for time in ["1", "2.6"] {
            try check("halo-\(time)s", ["--plugin", "FeatureFixture", "--scene", "Halo", "--time", time])
        }
    }

    /// iOS 15 button configurations stacked at their intrinsic sizes: filled, tinted with a
    /// leading heart, gray, plain, a large green capsule, a star above its title, a subtitle,
    /// a red outline, a spinner and a disabled button.
    func testButtonConfigurations() throws {
        try check("button-configurations", ["--plugin", "FeatureFixture", "--scene", "ButtonConfigurations"])
    }

    /// An inset grouped settings list whose cells are filled through content configurations:
    /// tinted symbols, values at the trailing side, a subtitle, separators from the text.
    func testListContentConfigurations() throws {
        try check("list-configurations", ["--plugin", "FeatureFixture", "--scene", "ListConfigurations"])
    }

    /// Every system symbol the lab draws, tinted: the outlines, and each glyph framed by a
    /// circle or a rounded square, outlined or filled with the glyph cut out.
    func testSystemSymbols() throws {
        try check("symbols", ["--plugin", "FeatureFixture", "--scene", "Symbols"])
    }

    /// A pull-down button's menu after a tap: a checked option, an image, a disabled row and
    /// a destructive one in a second section, on a frosted card under the button.
    func testButtonMenuAfterATap() throws {
        try check("menu-open", ["--plugin", "FeatureFixture", "--scene", "Menu", "--input", TestFiles.input("menu-tap"), "--time", "0.8"])
    }

    /// Confetti falling from a line (tinted strips and dots spinning, fading) and an additive
    /// fire rising from a circle, at two times: particles are a function of the time alone.
    func testEmitters() throws {
        for time in ["1", "2.5"] {
            try check("emitter-\(time)s", ["--plugin", "FeatureFixture", "--scene", "Emitter", "--time", time])
        }
    }

    /// CATransition's fade, push from the right, move-in from the top and reveal from the
    /// left, half-way: a red card with a bar becoming a blue card with a dot in each.
    func testTransitionsHalfWay() throws {
        try check("transition-0.5s", ["--plugin", "FeatureFixture", "--scene", "Transition", "--time", "0.5"])
    }

    /// UIKit Dynamics: balls and boxes fallen onto a ramp, bouncing off each other; a
    /// pendulum on a rigid attachment, its rope drawn by the behavior's action; a card snapped
    /// upright to the middle. At 0.6 s the pile is still moving; at 2.5 s it has come to rest
    /// against the right wall and the pendulum has swung back near its start.
    func testDynamics() throws {
        for time in ["0.6", "2.5"] {
            try check("dynamics-\(time)s", ["--plugin", "FeatureFixture", "--scene", "Dynamics", "--time", time])
        }
    }

    /// A sparkler circling on a keyframe path: each spark keeps the position of its birth, so
    /// the sparks trail three quarters of the circle behind the emitter, fading.
    func testSparklerLeavesATrail() throws {
        try check("sparkler-1.5s", ["--plugin", "FeatureFixture", "--scene", "Sparkler", "--time", "1.5"])
    }

    /// Two `CATransformLayer` cubes spinning in perspective: semi-opaque double-sided faces
    /// drawn back to front by depth, and opaque faces that are not double-sided (only the
    /// faces toward the viewer), at two angles (54° and 207° about y, tilted 20°).
    func testTransformLayerCubes() throws {
        for time in ["0.6", "2.3"] {
            try check("transform-layer-\(time)s", ["--plugin", "FeatureFixture", "--scene", "TransformLayer", "--time", time])
        }
    }

    /// Frosted glass: a rounded `systemMaterial` card with vibrant text over colorful content,
    /// `.light`, `.dark` and `.extraLight` cards over stripes, and a card whose effect is set
    /// to `.dark` in an animation block, half-way (1 s) and done (2 s).
    func testVisualEffectBlurs() throws {
        for time in ["1", "2"] {
            try check("blur-\(time)s", ["--plugin", "FeatureFixture", "--scene", "Blur", "--time", time])
        }
    }

    /// Circular and continuous layer corners, masked corners, UIKit's rounded-rectangle paths
    /// (dashed from UIKit's start point, some corners rounded) and a view's mask view.
    func testCorners() throws {
        try check("corners", ["--plugin", "FeatureFixture", "--scene", "Corners"])
    }

    /// Gradient colors and locations and a shadow's opacity and radius, animating.
    func testAnimatedEffectsAtChosenTimes() throws {
        for time in ["0.3", "1"] {
            try check("animated-effects-\(time)s", ["--plugin", "FeatureFixture", "--scene", "AnimatedEffects", "--time", time])
        }
    }

    /// Custom drawing: a pie chart view (`draw(_:)`, shadow, text), a gauge layer
    /// (`draw(in:)`, clipped gradient, dashes), multiply and screen blends, a radial
    /// gradient sphere and a `UIGraphicsImageRenderer` star.
    func testCustomDrawing() throws {
        try check("drawing", ["--plugin", "FeatureFixture", "--scene", "Drawing"])
    }

    /// A ring whose `@Animatable` progress is half-way (drawn every frame while it animates),
    /// and a view redrawn by a timer's `setNeedsDisplay()` (two ticks by 0.5 s).
    func testAnimatedCustomDrawingMidway() throws {
        try check("animated-drawing-0.5s", ["--plugin", "FeatureFixture", "--scene", "AnimatedDrawing", "--time", "0.5"])
    }

    func testPluginMadeShapeLayerSubclass() throws {
        try check("boundary", ["--plugin", "FeatureFixture", "--scene", "Boundary"])
    }

    /// A search bar filtering names (`search-typing.txt`): "an" typed with the cancel button
    /// in, then mid-way through cancelling, the button sliding out past the right edge and the
    /// field widening back.
    func testSearchBarTypingThenCancelling() throws {
        let script = TestFiles.input("search-typing")
        try check("search-typed", ["--plugin", "FeatureFixture", "--scene", "Search", "--input", script, "--time", "0.9"])
        try check("search-cancel-mid", ["--plugin", "FeatureFixture", "--scene", "Search", "--input", script, "--time", "1.3"])
    }

    /// Alerts and an action sheet (`alerts.txt`): the alert at rest over the dimmed screen,
    /// the sheet at rest, the rename alert with typed text in its focused field, and the name
    /// its Save handler set once the alert was gone.
    func testAlertsAndActionSheets() throws {
        let script = TestFiles.input("alerts")
        for (name, time) in [("alert", "0.6"), ("sheet", "2.6"), ("rename-typed", "5.1"), ("renamed", "5.8")] {
            try check("alerts-\(name)", ["--plugin", "FeatureFixture", "--scene", "Alerts", "--input", script, "--time", time])
        }
    }

    /// Labels, a JPEG and a PNG resource, a text field and a button, at rest.
    func testUIKitFixtureAtRest() throws {
        try check("uikit-rest", ["--plugin", "FeatureFixture", "--scene", "UIKit"])
    }

    /// Typed text with its caret, then the custom circle push caught mid-way, by an input script.
    func testUIKitFixtureTypingThenPushing() throws {
        let script = TestFiles.input("type-and-push")
        try check("uikit-typed", ["--plugin", "FeatureFixture", "--scene", "UIKit", "--input", script, "--time", "0.35"])
        try check("uikit-mid-push", ["--plugin", "FeatureFixture", "--scene", "UIKit", "--input", script, "--time", "0.9"])
    }

    /// A pan drives the same transition: mid-drag it shows the mask at the finger's progress;
    /// released past the threshold it finishes on screen 2.
    func testUIKitFixturePanDrivenTransition() throws {
        let script = TestFiles.input("pan-push")
        try check("uikit-pan-mid", ["--plugin", "FeatureFixture", "--scene", "UIKit", "--input", script, "--time", "0.5"])
        try check("uikit-pan-done", ["--plugin", "FeatureFixture", "--scene", "UIKit", "--input", script, "--time", "2"])
    }

    /// "Welcome" in a thin face at transform scale 0.25 and 1: both legible, outlines crisp.
    func testLabelScaledByATransform() throws {
        try check("text-scale", ["--plugin", "FeatureFixture", "--scene", "TextScale"])
        try check("text-scale-3x", ["--plugin", "FeatureFixture", "--scene", "TextScale", "--scale", "3"])
    }
}
