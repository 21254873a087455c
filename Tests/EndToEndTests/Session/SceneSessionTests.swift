import Foundation
@_spi(LabHost) import LabKit
import LabSession
import XCTest

/// The start-up every host shares, in-process: the canvas laid out for the root layer,
/// `UIScreen.main` and the scene's own `UIWindow`; the scene configured before it loads; the
/// clock stepped with input at the start of the step; a resize laying everything out again;
/// a reload starting over at lab time 0 with a new scene.
final class SceneSessionTests: XCTestCase {
    private final class Probe: Scene {
        static let info = SceneInfo(name: "Probe", summary: "", preferredSize: CGSize(width: 100, height: 50))
        nonisolated(unsafe) static var loads: [(label: String, rootSize: CGSize, screen: CGRect, time: CFTimeInterval)] = []
        var label = "default"
        let window = UIWindow(frame: UIScreen.main.bounds)
        required init() {}
        func load(into root: CALayer) {
            Probe.loads.append((label, root.bounds.size, UIScreen.main.bounds, LabClock.currentTime))
            root.addSublayer(window.layer)
        }
    }

    override func setUp() {
        Probe.loads = []
    }

    func testLoadResizeAdvanceAndReload() throws {
        var configured = 0
        let session = SceneSession(Probe.self, canvas: CGSize(width: 320, height: 200), scale: 3, frameInterval: 1.0 / 30,
                                   configure: { scene in
                                       configured += 1
                                       (scene as! Probe).label = "configured \(configured)"
                                   })
        XCTAssertEqual(Probe.loads.count, 1)
        XCTAssertEqual(Probe.loads[0].label, "configured 1")
        XCTAssertEqual(Probe.loads[0].rootSize, CGSize(width: 320, height: 200))
        XCTAssertEqual(Probe.loads[0].screen, CGRect(x: 0, y: 0, width: 320, height: 200))
        XCTAssertEqual(Probe.loads[0].time, 0)
        XCTAssertEqual(UIScreen.main.scale, 3)
        XCTAssertEqual(session.root.position, CGPoint(x: 160, y: 100))

        var inputAt: CFTimeInterval?
        session.advance(to: 0.5) { inputAt = LabClock.currentTime }
        XCTAssertEqual(LabClock.currentTime, 0.5, accuracy: 1e-9)
        XCTAssertNotNil(inputAt)

        // A window of the scene takes the new canvas, as on a rotated or resized iPhone screen.
        session.resize(to: CGSize(width: 200, height: 400), scale: 2)
        let probe = try XCTUnwrap(session.scene as? Probe)
        XCTAssertEqual(probe.window.frame, CGRect(x: 0, y: 0, width: 200, height: 400))
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 200, height: 400))
        XCTAssertEqual(UIScreen.main.scale, 2)
        XCTAssertEqual(session.root.bounds.size, CGSize(width: 200, height: 400))

        session.reload()
        XCTAssertEqual(Probe.loads.count, 2)
        XCTAssertEqual(Probe.loads[1].label, "configured 2")
        XCTAssertEqual(Probe.loads[1].rootSize, CGSize(width: 200, height: 400))
        XCTAssertEqual(LabClock.currentTime, 0)
        XCTAssertFalse(session.scene === probe)
    }

    func testPluginCallsWrapEveryCallIntoTheScene() {
        var log: [String] = []
        let calls = SceneSession.PluginCalls(restart: { log.append("restart \($0.info.name)") },
                                             run: { activity, body in log.append("\(activity)"); body() })
        let session = SceneSession(Probe.self, canvas: CGSize(width: 10, height: 10), scale: 1, calls: calls)
        session.advance(to: 1.0 / 60)
        session.resize(to: CGSize(width: 20, height: 20), scale: 1)
        XCTAssertEqual(log, ["restart Probe", "loading the scene (its load(into:))",
                             "animating (display links, timers, animation delegates, input)", "laying out for a new canvas size"])
    }

    /// A view controller scene's crash report names the method its author wrote.
    func testAViewControllerScenesLoadingNamesMakeRootViewController() {
        final class ControllerProbe: ViewControllerScene {
            static let info = SceneInfo(name: "ControllerProbe", summary: "", preferredSize: CGSize(width: 100, height: 50))
            required init() {}
            func makeRootViewController() -> UIViewController { UIViewController() }
        }
        var log: [String] = []
        let calls = SceneSession.PluginCalls(restart: { _ in }, run: { activity, body in log.append("\(activity)"); body() })
        _ = SceneSession(ControllerProbe.self, canvas: CGSize(width: 10, height: 10), scale: 1, calls: calls)
        XCTAssertEqual(log.first, "loading the scene (its makeRootViewController())")
    }
}
