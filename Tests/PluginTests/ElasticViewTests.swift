@_spi(LabHost) import LabKit
@testable import Elastic
import XCTest

/// The Elastic plugin in-process, on the lab clock: what the pixels cannot show.
final class ElasticViewTests: XCTestCase {
    private var root: CALayer!
    private var controller: ViewController!

    override func setUp() {
        super.setUp()
        LabClock.reset()
        root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        UIScreen.main.configure(size: root.bounds.size, scale: 2)
        // What `ViewControllerScene.load(into:)` does, keeping the controller at hand.
        controller = ElasticScene().makeRootViewController() as? ViewController
        let window = UIWindow(frame: root.bounds)
        window.rootViewController = controller
        root.addSublayer(window.layer)
        window.makeKeyAndVisible()
        LabClock.commit(root: root)
    }

    override func tearDown() {
        LabClock.reset()
        super.tearDown()
    }

    private func advance(by seconds: Double, input: () -> Void = {}) {
        let end = LabClock.currentTime + seconds
        var first = true
        while LabClock.currentTime < end - 1e-9 {
            let next = ((LabClock.currentTime * 60 + 1e-6).rounded(.down) + 1) / 60
            LabClock.advance(to: next, root: root, input: first ? input : {})
            first = false
        }
    }

    /// A tap starts the display link and the bounce; when the second spring ends the link is
    /// paused again and the shape is the plain rectangle of the field's bounds.
    func testDisplayLinkRunsOnlyWhileTheControlPointsMove() throws {
        let field = try XCTUnwrap(controller?.usernameField)
        let center = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
        advance(by: 0.1) {
            LabInput.touch(.began, at: center)
            LabInput.touch(.ended, at: center)
        }
        XCTAssertFalse(field.elasticView.displayLink.isPaused)
        XCTAssertTrue(field.isFirstResponder, "the tap also starts editing")
        let shape = try XCTUnwrap(field.elasticView.layer.sublayers?.lazy.compactMap { $0 as? CAShapeLayer }.first)
        XCTAssertLessThan(try XCTUnwrap(shape.path).boundingBoxOfPath.minY, -3, "bulging out")
        advance(by: 1)
        XCTAssertTrue(field.elasticView.displayLink.isPaused, "paused when the wobble ends")
        let rest = try XCTUnwrap(shape.path).boundingBoxOfPath
        XCTAssertEqual(rest.minX, 0, accuracy: 1e-3)
        XCTAssertEqual(rest.minY, 0, accuracy: 1e-3)
        XCTAssertEqual(rest.maxX, 260, accuracy: 1e-3)
        XCTAssertEqual(rest.maxY, 30, accuracy: 1e-3)
    }

    /// The scene's parameters reach both fields before they are built.
    func testSceneParametersReachTheFields() throws {
        LabClock.reset()
        let scene = ElasticScene()
        let overshoot = try XCTUnwrap(ElasticScene.parameters.first { $0.name == "overshootAmount" })
        XCTAssertEqual(overshoot.value(in: scene), "10")
        XCTAssertTrue(overshoot.set("-40", on: scene))
        XCTAssertFalse(overshoot.set("far", on: scene))
        XCTAssertEqual(overshoot.value(in: scene), "-40")
        let controller = try XCTUnwrap(scene.makeRootViewController() as? ViewController)
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.usernameField.elasticView.overshootAmount, -40)
        XCTAssertEqual(controller.passwordField.elasticView.overshootAmount, -40)
    }
}
