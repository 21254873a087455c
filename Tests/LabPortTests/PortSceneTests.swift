import LabPort
import SwiftParser
import XCTest

final class PortSceneTests: XCTestCase {
    private func find(_ source: String, named: String? = nil) -> PortScene? {
        PortScene.find(in: [Parser.parse(source: source)], named: named)
    }

    func testTheViewOrLayerWithTheMostAnimationCallsIsChosenAndStarted() {
        let source = """
            class Base: UIView {}
            public class Spinner: Base {
                func startAnimating() {
                    layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
                }
                func stop() {}
            }
            extension Spinner {
                func wobble() { UIView.animate(withDuration: 1) {} }
            }
            class Ring: CAShapeLayer {
                init(color: UIColor) { super.init() }
                func play() { add(CABasicAnimation(), forKey: nil); add(CABasicAnimation(), forKey: nil); add(CABasicAnimation(), forKey: nil) }
            }
            class Dot: CALayer {
                func play() { add(CABasicAnimation(), forKey: nil) }
            }
            class Model { func animate() { UIView.animate(withDuration: 1) {} } }
            """
        // Ring animates most but needs a color; Spinner (3 calls, through Base) beats Dot (2).
        XCTAssertEqual(find(source), PortScene(type: "Spinner", isLayer: false, start: "startAnimating"))
        XCTAssertEqual(find(source, named: "Dot"), PortScene(type: "Dot", isLayer: true, start: "play"))
        XCTAssertNil(find(source, named: "Ring"))
        XCTAssertNil(find(source, named: "Model"))
        XCTAssertNil(find("struct Nothing {}"))
    }

    /// SAConfettiView's `startConfetti()`: without a usual name, a `start…` method starts it.
    func testAMethodNamedStartSomethingStartsTheSubject() {
        let source = """
            class ConfettiView: UIView {
                func stopConfetti() {}
                func startConfetti() { layer.addSublayer(CAEmitterLayer()); UIView.animate(withDuration: 1) {} }
                func startingPoint() {}
                func startRain(intensity: Float) {}
            }
            """
        XCTAssertEqual(find(source), PortScene(type: "ConfettiView", isLayer: false, start: "startConfetti"))
    }

    func testAPublicViewWinsATie() {
        XCTAssertEqual(find("class A: UIView {}\nopen class B: UIView {}\nclass C: UIView {}")?.type, "B")
    }
}
