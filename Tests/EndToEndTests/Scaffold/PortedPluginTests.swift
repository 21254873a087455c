import Foundation
import LabKit
import LabTesting
import XCTest

/// `lab port` end to end: a small iOS-style library written for the test (an `@objc`
/// delegate protocol with an optional requirement, `#selector` target–action on a button and
/// a tap recognizer, `@IBDesignable` and `@IBInspectable`, Swift 4 spellings) is ported,
/// built with SwiftPM against this LabKit and rendered by `lab`; a tap from an input script
/// reaches the rewritten action and turns the lamp from blue to red, and a scripted pinch
/// reaches the rewritten pinch recognizer's action and turns it green.
final class PortedPluginTests: XCTestCase {
    private let blue: [UInt8] = [0, 0, 255, 255]
    private let red: [UInt8] = [255, 0, 0, 255]

    func testAPortedLibraryBuildsRendersAndTakesATap() throws {
        let folder = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("ios/LampKit")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try """
            import UIKit

            @objc protocol LampViewDelegate: NSObjectProtocol {
                @objc optional func lampDidToggle(_ lamp: LampView)
            }
            """.write(to: library.appendingPathComponent("LampViewDelegate.swift"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            import QuartzCore
            import LampKit

            /// Blue; a tap turns it red, another blue again; spreading two fingers turns it green.
            @IBDesignable
            public class LampView: UIView {
                weak var delegate: LampViewDelegate?
                @IBInspectable var inset: CGFloat = 0
                private(set) var isOn = false
                let toggleButton = UIButton()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = UIColor.blue
                    layer.contentsGravity = kCAGravityCenter
                    toggleButton.frame = CGRectMake(0, 0, 20, 20)
                    toggleButton.addTarget(self, action: #selector(toggle), for: .touchUpInside)
                    addSubview(toggleButton)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
                    addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(handlePinch(_:))))
                }

                required init?(coder aDecoder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
                    if recognizer.state == UIGestureRecognizerState.ended { toggle() }
                }

                @objc func handlePinch(_ pinch: UIPinchGestureRecognizer) {
                    if pinch.state == .ended && pinch.scale > 2 { backgroundColor = UIColor.green }
                }

                @objc func toggle() {
                    isOn = !isOn
                    UIView.animate(withDuration: 0.2, delay: 0, options: [UIViewAnimationOptions.curveEaseIn], animations: {
                        self.backgroundColor = self.isOn ? UIColor.red : UIColor.blue
                    }, completion: nil)
                    delegate?.lampDidToggle?(self)
                }
            }
            """.write(to: library.appendingPathComponent("LampView.swift"), atomically: true, encoding: .utf8)

        let ported = try LabProcess.run(["port", library.path, "--path", folder.path])
        XCTAssertEqual(ported.status, 0, ported.stderr)
        XCTAssertEqual(ported.stderr, "")
        let package = folder.appendingPathComponent("LampKit")
        let built = try SwiftPM.run(["build"], in: package)
        XCTAssertEqual(built.status, 0, built.output)

        let input = folder.appendingPathComponent("tap.txt")
        try "0.5 tap 160 240\n".write(to: input, atomically: true, encoding: .utf8)
        let before = try LabProcess.render(["--plugin", package.path, "--scale", "1", "--time", "0.4", "--input", input.path],
                                           in: folder, name: "before.png")
        XCTAssertEqual(rgba(before, 160, 240), blue)
        let after = try LabProcess.render(["--plugin", package.path, "--scale", "1", "--time", "1", "--input", input.path],
                                          in: folder, name: "after.png")
        XCTAssertEqual(rgba(after, 160, 240), red)
        // Outside the lamp the canvas is the scene's white.
        XCTAssertEqual(rgba(after, 20, 20), [255, 255, 255, 255])

        // Two fingers 40 points apart spread to 120: a scale of 3, and no tap.
        let pinch = folder.appendingPathComponent("pinch.txt")
        try "0.5 pinch 160 240 40 120 0.3\n".write(to: pinch, atomically: true, encoding: .utf8)
        let pinched = try LabProcess.render(["--plugin", package.path, "--scale", "1", "--time", "1", "--input", pinch.path],
                                            in: folder, name: "pinched.png")
        XCTAssertEqual(rgba(pinched, 160, 240), [0, 255, 0, 255])
    }

    private func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }
}
