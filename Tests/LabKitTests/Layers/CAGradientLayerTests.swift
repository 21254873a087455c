@_spi(Rendering) @_spi(LabHost) import LabKit
import XCTest

/// `CAGradientLayer` as Apple documents it: unit-square start and end points defaulting to
/// top center and bottom center, evenly spread stops without `locations`, premultiplied
/// colors between stops, and `colors`, `locations`, `startPoint` and `endPoint` animatable.
final class CAGradientLayerTests: XCTestCase {
    private func content(_ layer: CAGradientLayer) -> GradientLayerContent? {
        if case .gradient(let gradient) = layer.content { return gradient }
        return nil
    }

    func testDefaultsRunTopToBottom() {
        let layer = CAGradientLayer()
        XCTAssertEqual(layer.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(layer.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(layer.type, .axial)
        XCTAssertNil(layer.colors)
        XCTAssertNil(layer.content, "no colors, nothing drawn")
    }

    func testStopsAreEvenlySpreadWithoutLocations() throws {
        let layer = CAGradientLayer()
        layer.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
        let stops = try XCTUnwrap(content(layer)).stops
        XCTAssertEqual(stops.map(\.location), [0, 0.5, 1])
    }

    func testLocationsAreClampedAndNonDecreasing() throws {
        let layer = CAGradientLayer()
        layer.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
        layer.locations = [-0.5, 0.7, 0.4]
        XCTAssertEqual(try XCTUnwrap(content(layer)).stops.map(\.location), [0, 0.7, 0.7])
    }

    /// One public report ("Become a gradient master with CAGradientLayer", Prototypr) says a
    /// `locations` array of another count than `colors` gives a blank gradient.
    func testLocationsOfAnotherCountDrawNothing() {
        let layer = CAGradientLayer()
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        layer.locations = [0, 0.5, 1]
        XCTAssertNil(layer.content)
    }

    func testStopColorsArePremultiplied() throws {
        let layer = CAGradientLayer()
        layer.colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor, UIColor.clear.cgColor]
        let gradient = try XCTUnwrap(content(layer))
        XCTAssertEqual(gradient.stops[0].color, SIMD4(0.5, 0, 0, 0.5))
        // Halfway to clear, red keeps its hue: half of the premultiplied start.
        XCTAssertEqual(gradient.color(at: 0.5), SIMD4(0.25, 0, 0, 0.25))
    }

    func testColorsThatAreNotCGColorsAreIgnored() {
        let layer = CAGradientLayer()
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        layer.colors = [UIColor.green, UIColor.yellow]
        XCTAssertEqual((layer.colors as? [CGColor])?.count, 2)
        XCTAssertEqual((layer.colors as? [CGColor])?.first?.rgba.red, 1, "the earlier colors stay")
    }

    func testColorsAndLocationsAnimateElementByElement() throws {
        let root = CALayer()
        let layer = CAGradientLayer()
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        root.addSublayer(layer)
        LabClock.reset()
        LabClock.commit(root: root)
        let colors = CABasicAnimation(keyPath: "colors")
        colors.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
        colors.toValue = [UIColor.green.cgColor, UIColor.white.cgColor]
        colors.duration = 1
        layer.add(colors, forKey: "colors")
        let locations = CABasicAnimation(keyPath: "locations")
        locations.fromValue = [0, 1]
        locations.toValue = [0.5, 0.9]
        locations.duration = 1
        layer.add(locations, forKey: "locations")
        LabClock.advance(to: 0.25, root: root)
        let shown = try XCTUnwrap(layer.presentation())
        let rgba = try XCTUnwrap(shown.colors as? [CGColor]).map(\.rgba)
        XCTAssertEqual(rgba[0].red, 0.75, accuracy: 1e-9)
        XCTAssertEqual(rgba[0].green, 0.25, accuracy: 1e-9)
        XCTAssertEqual(rgba[1].red, 0.25, accuracy: 1e-9)
        XCTAssertEqual(rgba[1].blue, 1, accuracy: 1e-9)
        let at = try XCTUnwrap(shown.locations).map(\.doubleValue)
        XCTAssertEqual(at[0], 0.125, accuracy: 1e-9)
        XCTAssertEqual(at[1], 0.975, accuracy: 1e-9)
    }

    func testColorArraysOfDifferentCountsSwitchHalfway() throws {
        let root = CALayer()
        let layer = CAGradientLayer()
        root.addSublayer(layer)
        LabClock.reset()
        LabClock.commit(root: root)
        let colors = CABasicAnimation(keyPath: "colors")
        colors.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
        colors.toValue = [UIColor.green.cgColor, UIColor.white.cgColor, UIColor.black.cgColor]
        colors.duration = 1
        layer.add(colors, forKey: "colors")
        LabClock.advance(to: 0.4, root: root)
        XCTAssertEqual((layer.presentation()?.colors as? [CGColor])?.count, 2)
        LabClock.advance(to: 0.6, root: root)
        XCTAssertEqual((layer.presentation()?.colors as? [CGColor])?.count, 3)
    }

    func testGradientKeysBelongToGradientLayersOnly() {
        let plain = CALayer()
        let animation = CABasicAnimation(keyPath: "startPoint")
        animation.toValue = CGPoint(x: 1, y: 1)
        plain.add(animation, forKey: nil)
        XCTAssertNil(plain.animationKeys(), "startPoint names nothing on a plain layer")
        let gradient = CAGradientLayer()
        gradient.add(animation, forKey: "start")
        XCTAssertEqual(gradient.animationKeys(), ["start"])
    }

    func testImplicitAnimationOfStartPoint() {
        let root = CALayer()
        let layer = CAGradientLayer()
        root.addSublayer(layer)
        LabClock.reset()
        LabClock.commit(root: root)
        layer.startPoint = CGPoint(x: 0, y: 0)
        XCTAssertEqual(layer.animationKeys(), ["startPoint"], "a committed layer animates the change implicitly")
    }

    func testViewsBackedByGradientLayersGetOne() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        XCTAssertTrue(GradientView().layer is CAGradientLayer)
        let presentation: CAGradientLayer? = CAGradientLayer().presentation()
        XCTAssertNotNil(presentation, "a gradient layer's presentation is a gradient layer")
    }
}
