@_spi(LabHost) import LabKit
import XCTest

/// `UICoordinateSpace`: views convert through it as through `convert(_:to:)`, and the
/// screen's spaces (`UIScreen.coordinateSpace`, `fixedCoordinateSpace`, a window scene's)
/// are the window's points, as the lab's windows fill the screen from its origin.
final class UICoordinateSpaceTests: UIKitTestCase {
    func testViewsAndTheScreenConvertThroughTheProtocol() {
        let outer = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 5, width: 50, height: 50))
        outer.addSubview(inner)
        window.addSubview(outer)
        commit()
        let asSpace: UICoordinateSpace = outer
        XCTAssertEqual(inner.convert(CGPoint(x: 1, y: 2), to: asSpace), CGPoint(x: 11, y: 7))
        XCTAssertEqual(inner.convert(CGPoint(x: 11, y: 7), from: asSpace), CGPoint(x: 1, y: 2))
        let screen = UIScreen.main.coordinateSpace
        XCTAssertEqual(screen.bounds, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(inner.convert(CGPoint.zero, to: screen), CGPoint(x: 30, y: 35))
        XCTAssertEqual(inner.convert(CGPoint(x: 30, y: 35), from: screen), .zero)
        XCTAssertEqual(screen.convert(CGRect(x: 30, y: 35, width: 5, height: 5), to: inner), CGRect(x: 0, y: 0, width: 5, height: 5))
        XCTAssertEqual(inner.convert(inner.bounds, to: UIScreen.main.fixedCoordinateSpace), CGRect(x: 30, y: 35, width: 50, height: 50))
        let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first!
        XCTAssertEqual(scene.coordinateSpace.bounds, screen.bounds)
        // Plain view-to-view calls keep their meaning beside the protocol's.
        XCTAssertEqual(inner.convert(CGPoint.zero, to: outer), CGPoint(x: 10, y: 5))
        XCTAssertEqual(inner.convert(CGPoint.zero, to: nil), CGPoint(x: 30, y: 35))
    }
}
