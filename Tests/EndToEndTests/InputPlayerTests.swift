import Foundation
@_spi(LabHost) import LabKit
@testable import LabHost
import XCTest

/// `--input` lines played in-process into a window, frame by frame as `lab` plays them: a
/// `pinch` or `rotate` line reaches the recognizers as two fingers.
final class InputPlayerTests: XCTestCase {
    private var root: CALayer!
    private var surface: UIView!

    override func setUp() {
        super.setUp()
        LabClock.reset()
        root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        UIScreen.main.configure(size: root.bounds.size, scale: 2)
        let window = UIWindow(frame: root.bounds)
        root.addSublayer(window.layer)
        window.makeKeyAndVisible()
        surface = UIView(frame: window.bounds)
        window.addSubview(surface)
        LabClock.commit(root: root)
    }

    override func tearDown() {
        surface = nil
        LabClock.reset()
        super.tearDown()
    }

    /// Plays `script` at 60 frames a second until lab time `end`.
    private func play(_ script: String, until end: Double) throws {
        let player = InputPlayer(try InputScript(parsing: script, source: "test"))
        var frame = 1
        while Double(frame) / 60 <= end + 1e-9 {
            let time = Double(frame) / 60
            LabClock.advance(to: time, root: root) { player.deliver(at: time) }
            frame += 1
        }
    }

    func testPinchSpreadsTwoFingersThenLiftsThem() throws {
        var log: [(state: UIGestureRecognizer.State, scale: CGFloat)] = []
        surface.addGestureRecognizer(UIPinchGestureRecognizer { log.append(($0.state, $0.scale)) })
        // 60 points apart → 180: three times the distance.
        try play("0.1 pinch 160 240 60 180 0.5\n", until: 1)
        XCTAssertEqual(log.first?.state, .began)
        XCTAssertEqual(log.last?.state, .ended)
        XCTAssertEqual(log.filter { $0.state == .changed }.count, log.count - 2)
        XCTAssertEqual(log.last?.scale ?? 0, 3, accuracy: 1e-9)
    }

    func testRotateTurnsTwoFingersClockwise() throws {
        var log: [(state: UIGestureRecognizer.State, rotation: CGFloat)] = []
        surface.addGestureRecognizer(UIRotationGestureRecognizer { log.append(($0.state, $0.rotation)) })
        try play("0.1 rotate 160 240 100 90 0.5\n", until: 1)
        XCTAssertEqual(log.first?.state, .began)
        XCTAssertEqual(log.last?.state, .ended)
        XCTAssertEqual(log.last?.rotation ?? 0, .pi / 2, accuracy: 1e-9)
    }

    func testOneFingerGesturesStillWork() throws {
        var taps = 0
        surface.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        try play("0.1 tap 100 100\n0.2 pinch 160 240 60 180 0.2\n0.5 tap 100 100\n", until: 1)
        XCTAssertEqual(taps, 2, "the two fingers of the pinch are no tap")
    }
}
