@_spi(LabHost) import LabKit
import LabPort
@testable import PortFixture
import XCTest

/// An iOS-style library (`Inputs/SpinnerKit`: an `@objc` delegate protocol with optional
/// requirements, `@IBDesignable`, `@IBInspectable`, `@IBOutlet`, button actions with and
/// without the event, a removed target, every recognizer LabKit has, a display link, a
/// timer, performs now, later and cancelled, an `@objc` protocol nested in a type, `#if
/// os(iOS)` members, an NSObject's `awakeFromNib` override, images loose and in an asset catalog,
/// a class factory making `Self` and an import of its own module) ported whole: the result is exactly `Tests/Fixtures/PortFixture`
/// with its resources, which builds against LabKit, and its rewritten actions run.
final class PortedLibraryTests: XCTestCase {
    private let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Inputs/SpinnerKit")
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PortFixture")

    func testThePortIsTheFixture() throws {
        let names = ["SpinnerView.swift", "SpinnerViewDelegate.swift", "SpinnerControls.swift", "SpinnerImages.swift"]
        let sources = try names.map { PortSource(path: $0, text: try String(contentsOf: inputs.appendingPathComponent($0), encoding: .utf8)) }
        let resources = PortResources(folders: [inputs]) { String($0.path.dropFirst(self.inputs.path.count + 1)) }
        let result = try Porter.port(sources, ownModules: ["SpinnerKit"], resources: resources)
        for (name, ported) in zip(names, result.files) {
            XCTAssertEqual(ported.text, try String(contentsOf: fixture.appendingPathComponent(name), encoding: .utf8), name)
        }
        // The loose image and the image set's universal, light 1x and 2x images, by UIKit's names.
        XCTAssertEqual(resources.images.map(\.name), ["Arrow.png", "Arrow@2x.png", "tick.png"])
        XCTAssertEqual(resources.images.map(\.source), ["Assets.xcassets/Arrow.imageset/arrow-small.png",
                                                        "Assets.xcassets/Arrow.imageset/arrow-large.png", "Images/tick.png"])
        for image in resources.images {
            XCTAssertEqual(image.data, try Data(contentsOf: fixture.appendingPathComponent("Resources/\(image.name)")), image.name)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixture.appendingPathComponent("Resources").path).sorted(),
                       ["Arrow.png", "Arrow@2x.png", "tick.png"])
        XCTAssertEqual(result.report.images.map(\.name), ["Arrow.png", "Arrow@2x.png", "tick.png"])
        XCTAssertEqual(result.report.issues.map { "\($0.file):\($0.line)" },
                       ["SpinnerView.swift:38", "SpinnerViewDelegate.swift:19", "SpinnerControls.swift:42", "SpinnerImages.swift:8"])
        XCTAssertTrue(result.report.issues[3].problem.hasPrefix("no image named \"missing\""), result.report.issues[3].problem)
        XCTAssertEqual(result.report.inspectables.map(\.name), ["lineWidth"])
        XCTAssertEqual(result.scene, PortScene(type: "SpinnerView", isLayer: false, start: "startAnimating"))
        XCTAssertEqual(result.scene?.source(name: "SpinnerKit", inspectables: result.report.inspectables),
                       try String(contentsOf: fixture.appendingPathComponent("SpinnerKitScene.swift"), encoding: .utf8))
    }

    func testTheRewrittenActionsAndDefaultsRun() {
        let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let counter = SpinnerCounter()
        spinner.delegate = counter
        spinner.startAnimating()
        XCTAssertEqual(counter.started, 1)
        // Its `awakeFromNib`, its own method now, still runs when called.
        counter.awakeFromNib()
        XCTAssertEqual(counter.started, 0)
        // The button's closure calls the action with the button; the action calls the
        // delegate's defaulted optional requirements.
        spinner.button.sendActions(for: .touchUpInside)
        XCTAssertEqual(spinner.taps, 1)
        // The observer's closure reaches the method.
        NotificationCenter.default.post(name: .spinnerReset, object: nil)
        XCTAssertEqual(spinner.taps, 0)
        // The tap and pan recognizers were made with their closure initializers.
        XCTAssertEqual(spinner.gestureRecognizers?.count, 2)
    }

    /// The ported library finds its images by name in the plugin's resources, whether it
    /// loaded them from the main bundle or from its class's bundle on iOS.
    func testThePortedLibraryFindsItsImages() throws {
        // tick.png: 2 × 2 pixels at scale 1.
        let tick = try XCTUnwrap(SpinnerImages.tick)
        XCTAssertEqual(tick.size, CGSize(width: 2, height: 2))
        XCTAssertEqual(tick.scale, 1)
        // Arrow.png is 1 × 1 pixel, Arrow@2x.png 2 × 2: one point whichever the screen's scale picks.
        let arrow = try XCTUnwrap(SpinnerImages.arrow)
        XCTAssertEqual(arrow.size, CGSize(width: 1, height: 1))
        XCTAssertEqual(arrow.cgImage?.width, Int(arrow.scale))
        XCTAssertNil(SpinnerImages.missing)
        XCTAssertNotNil(SpinnerImages.bundle.path(forResource: "tick", ofType: "png"))
    }

    /// `Self()` in a class method compiles, the class having become final.
    func testTheClassFactoryMakesABadge() {
        let badge = SpinnerBadge.make(tint: .red)
        XCTAssertEqual(badge.backgroundColor, .red)
        XCTAssertEqual(badge.frame, .zero)
    }

    func testTheSceneShowsTheSpinner() {
        // `lab --set lineWidth=9` sets the scene's parameter before it loads.
        let scene = SpinnerKitScene()
        scene.lineWidth = 9
        let controller = scene.makeRootViewController()
        XCTAssertEqual(controller.view.subviews.map { "\(type(of: $0))" }, ["SpinnerView"])
        XCTAssertEqual((controller.view.subviews.first as? SpinnerView)?.lineWidth, 9)
        XCTAssertEqual(SpinnerKitScene.parameters.map(\.name), ["lineWidth"])
    }

    func testTheRewrittenControlsRecognizersAndPerformsRun() {
        LabClock.reset()
        defer { LabClock.reset() }
        let controls = SpinnerControls(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        // A touch down and an action with the event, sent without a touch: an empty event.
        controls.stopButton.sendActions(for: .touchDown)
        controls.stopButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(controls.log, ["pressed", "stop 0"])
        // `disarm` removes the touch-down action and performs `pressed` at once.
        controls.disarm()
        controls.stopButton.sendActions(for: .touchDown)
        XCTAssertEqual(controls.log, ["pressed", "stop 0", "pressed"])
        // Each recognizer was made with its closure initializer and calls its action.
        for recognizer in controls.gestureRecognizers ?? [] { recognizer.state = .began }
        XCTAssertEqual(controls.log.suffix(5), ["UILongPressGestureRecognizer", "UISwipeGestureRecognizer", "pinch 320.0",
                                                "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer"])
        // A cancelled flash never comes; one left alone does, half a second later.
        let root = CALayer()
        controls.scheduleFlash()
        controls.cancelFlash()
        LabClock.advance(to: 1, root: root)
        XCTAssertFalse(controls.log.contains("flash"))
        controls.scheduleFlash()
        LabClock.advance(to: 1.4, root: root)
        XCTAssertFalse(controls.log.contains("flash"))
        LabClock.advance(to: 1.6, root: root)
        XCTAssertEqual(controls.log.last, "flash")
    }
}
