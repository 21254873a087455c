@_spi(LabHost) import LabKit
import XCTest

/// Apple: "a continuous gesture recognizer that interprets panning gestures that start near
/// an edge of the screen"; `edges` names the edges it may start from. The lab's margin is 20
/// points.
final class UIScreenEdgePanGestureRecognizerTests: UIKitTestCase {
    func testOnlyPansStartingNearAPermittedEdgeBegin() {
        let surface = UIView(frame: window.bounds)
        window.addSubview(surface)
        var states: [UIGestureRecognizer.State] = []
        var translation = CGPoint.zero
        let edgePan = UIScreenEdgePanGestureRecognizer { pan in
            states.append(pan.state)
            translation = pan.translation(in: nil)
        }
        surface.addGestureRecognizer(edgePan)
        commit()
        drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 150, y: 200), duration: 0.2)
        XCTAssertEqual(states, [], "no edges: Apple's default is none")
        edgePan.edges = .left
        drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.2)
        drag(from: CGPoint(x: 315, y: 200), to: CGPoint(x: 150, y: 200), duration: 0.2)
        XCTAssertEqual(states, [], "not from the left edge")
        drag(from: CGPoint(x: 15, y: 200), to: CGPoint(x: 150, y: 200), duration: 0.2)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        XCTAssertEqual(translation, CGPoint(x: 135, y: 0))
        states = []
        edgePan.edges = [.right, .bottom]
        drag(from: CGPoint(x: 160, y: 470), to: CGPoint(x: 160, y: 300), duration: 0.2)
        XCTAssertEqual(states.last, .ended, "from the bottom edge")
    }
}
