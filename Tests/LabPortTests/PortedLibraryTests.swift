import LabKit
import LabPort
@testable import PortFixture
import XCTest

/// An iOS-style library (`Inputs/SpinnerKit`: an `@objc` delegate protocol with optional
/// requirements, `@IBDesignable`, `@IBInspectable`, `@IBOutlet`, a button action, tap and pan
/// recognizers, a display link and a timer) ported whole: the result is exactly
/// `Tests/Fixtures/PortFixture`, which builds against LabKit, and its rewritten actions run.
final class PortedLibraryTests: XCTestCase {
    private let inputs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Inputs/SpinnerKit")
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PortFixture")

    func testThePortIsTheFixture() throws {
        let names = ["SpinnerView.swift", "SpinnerViewDelegate.swift"]
        let sources = try names.map { PortSource(path: $0, text: try String(contentsOf: inputs.appendingPathComponent($0), encoding: .utf8)) }
        let result = try Porter.port(sources)
        for (name, ported) in zip(names, result.files) {
            XCTAssertEqual(ported.text, try String(contentsOf: fixture.appendingPathComponent(name), encoding: .utf8), name)
        }
        XCTAssertEqual(result.report.issues.map { "\($0.file):\($0.line)" }, ["SpinnerView.swift:38"])
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

    func testTheSceneShowsTheSpinner() {
        // `lab --set lineWidth=9` sets the scene's parameter before it loads.
        let scene = SpinnerKitScene()
        scene.lineWidth = 9
        let controller = scene.makeRootViewController()
        XCTAssertEqual(controller.view.subviews.map { "\(type(of: $0))" }, ["SpinnerView"])
        XCTAssertEqual((controller.view.subviews.first as? SpinnerView)?.lineWidth, 9)
        XCTAssertEqual(SpinnerKitScene.parameters.map(\.name), ["lineWidth"])
    }
}
