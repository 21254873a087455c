@_spi(LabHost) import LabKit
import XCTest

/// Key-value coding on layers, animations and views, as Core Animation documents it
/// ("Key-Value Coding Extensions", Core Animation Programming Guide): properties by name,
/// wrapped in NSNumber / NSValue; arbitrary keys stored by the layer or animation; structure
/// fields by key path ("transform.rotation.z", "position.x"); `defaultValue(forKey:)`.
final class KeyValueCodingTests: AnimationTestCase {
    final class GlowLayer: CALayer {
        @Animatable("glow") var glow: CGFloat = 0
        override class func defaultValue(forKey key: String) -> Any? {
            key == "pulse" ? NSNumber(value: 3) : super.defaultValue(forKey: key)
        }
    }

    func testPropertiesReadWrappedAndSetThroughTheirSetters() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        XCTAssertEqual((layer.value(forKey: "position") as? NSValue)?.cgPointValue, CGPoint(x: 10, y: 20))
        XCTAssertEqual((layer.value(forKey: "opacity") as? NSNumber)?.floatValue, 1)
        XCTAssertEqual((layer.value(forKey: "hidden") as? NSNumber)?.boolValue, false)
        XCTAssertNil(layer.value(forKey: "backgroundColor"), "an empty optional reads as nil")

        layer.setValue(NSValue(cgPoint: CGPoint(x: 3, y: 4)), forKey: "position")
        layer.setValue(CGSize(width: 5, height: 6), forKey: "shadowOffset")
        layer.setValue(0.5, forKey: "opacity")
        layer.setValue(2, forKey: "cornerRadius")
        layer.setValue(true, forKey: "hidden")
        layer.setValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1), forKey: "backgroundColor")
        layer.setValue("center", forKey: "contentsGravity")
        XCTAssertEqual(layer.position, CGPoint(x: 3, y: 4))
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 5, height: 6))
        XCTAssertEqual(layer.opacity, 0.5)
        XCTAssertEqual(layer.cornerRadius, 2)
        XCTAssertTrue(layer.isHidden)
        XCTAssertEqual(layer.backgroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(layer.contentsGravity, .center)
        XCTAssertEqual(layer.value(forKey: "contentsGravity") as? String, "center")

        let shape = CAShapeLayer()
        shape.setValue(0.25, forKey: "strokeEnd")
        XCTAssertEqual(shape.strokeEnd, 0.25)
        XCTAssertEqual((shape.value(forKey: "lineWidth") as? NSNumber)?.doubleValue, 1)
    }

    func testSettingThroughKeyValueCodingAnimatesImplicitlyAsTheSetterDoes() {
        let layer = committedLayer()
        layer.setValue(0.2, forKey: "opacity")
        XCTAssertNotNil(layer.animation(forKey: "opacity"), "the setter ran its action")
    }

    func testAMalformedValueIsIgnoredWithADiagnostic() {
        let layer = CALayer()
        layer.position = CGPoint(x: 1, y: 2)
        layer.setValue("far away", forKey: "position")
        layer.setValue(nil, forKey: "opacity")
        layer.setValue("big", forKeyPath: "transform.scale")
        XCTAssertEqual(layer.position, CGPoint(x: 1, y: 2))
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertTrue(layer.transform.isIdentity)
        XCTAssertEqual(diagnostics.filter { $0.contains("is not a value for") }.count, 3, "\(diagnostics)")
    }

    func testArbitraryKeysAreStoredAndCarriedByPresentationCopies() {
        let layer = CALayer()
        XCTAssertNil(layer.value(forKey: "someKey"))
        layer.setValue(50, forKey: "someKey")
        XCTAssertEqual(layer.value(forKey: "someKey") as? Int, 50)
        XCTAssertEqual(layer.presentation()?.value(forKey: "someKey") as? Int, 50)
        layer.setValue(nil, forKey: "someKey")
        XCTAssertNil(layer.value(forKey: "someKey"))
    }

    func testDefaultValues() {
        XCTAssertEqual((CALayer.defaultValue(forKey: "anchorPoint") as? NSValue)?.cgPointValue, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual((CALayer.defaultValue(forKey: "opacity") as? NSNumber)?.floatValue, 1)
        XCTAssertEqual((CAShapeLayer.defaultValue(forKey: "strokeEnd") as? NSNumber)?.doubleValue, 1)
        XCTAssertNil(CALayer.defaultValue(forKey: "someKey"))
        XCTAssertEqual(GlowLayer().value(forKey: "pulse") as? NSNumber, 3, "an unset key reads the class's default")
    }

    func testAnimatablePropertiesAreKeyValueCodingCompliant() {
        let layer = GlowLayer()
        layer.setValue(0.75, forKey: "glow")
        XCTAssertEqual(layer.glow, 0.75)
        XCTAssertEqual((layer.value(forKey: "glow") as? NSNumber)?.doubleValue, 0.75)
    }

    func testTransformKeyPaths() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        XCTAssertEqual(Self.number(layer, "transform.rotation.z"), .pi / 4, accuracy: 1e-12)
        XCTAssertEqual(Self.number(layer, "transform.rotation"), .pi / 4, accuracy: 1e-12)
        layer.transform = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 5, 6, 7)
        XCTAssertEqual(Self.number(layer, "transform.scale.x"), 2, accuracy: 1e-12)
        XCTAssertEqual(Self.number(layer, "transform.scale.y"), 3, accuracy: 1e-12)
        XCTAssertEqual(Self.number(layer, "transform.scale"), 2, accuracy: 1e-12, "the mean of the three scales")
        // Translating a scaled transform moves by the scaled offsets: (10, 18, 7).
        XCTAssertEqual(Self.number(layer, "transform.translation.x"), 10, accuracy: 1e-12)
        XCTAssertEqual((layer.value(forKeyPath: "transform.translation") as? NSValue)?.cgSizeValue, CGSize(width: 10, height: 18))

        // Setting a field keeps the others: a uniform scale of 2 rotated a quarter turn.
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        let expected = CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), .pi / 2, 0, 0, 1)
        for (got, want) in zip(layer.transform.entries, expected.entries) { XCTAssertEqual(got, want, accuracy: 1e-12) }
        layer.setValue(0, forKeyPath: "transform.rotation.z")
        layer.setValue(NSNumber(value: 10), forKeyPath: "transform.translation.x")
        XCTAssertEqual(layer.transform.m41, 10)
        XCTAssertEqual(layer.transform.m11, 2, accuracy: 1e-12)
    }

    func testGeometryKeyPaths() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(Self.number(layer, "position.x"), 25)
        XCTAssertEqual(Self.number(layer, "bounds.size.width"), 30)
        XCTAssertEqual(Self.number(layer, "frame.origin.y"), 20)
        XCTAssertEqual((layer.value(forKeyPath: "frame.size") as? NSValue)?.cgSizeValue, CGSize(width: 30, height: 40))
        layer.setValue(7, forKeyPath: "position.x")
        XCTAssertEqual(layer.position, CGPoint(x: 7, y: 40))
        layer.setValue(50, forKeyPath: "frame.size.width")
        XCTAssertEqual(layer.bounds.size, CGSize(width: 50, height: 40))
        let parent = CALayer()
        parent.addSublayer(layer)
        parent.position = CGPoint(x: 1, y: 2)
        XCTAssertEqual((layer.value(forKeyPath: "superlayer.position") as? NSValue)?.cgPointValue, CGPoint(x: 1, y: 2))
    }

    func testPresentationLayersAnswerWithTheValuesOnScreen() {
        let layer = committedLayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi
        spin.duration = 1
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(spin, forKey: "spin")
        advance(to: 0.5)
        XCTAssertEqual(Self.number(layer, "transform.rotation.z"), 0, "the model is not animated")
        XCTAssertEqual(Self.number(layer.presentation()!, "transform.rotation.z"), .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(Self.number(layer.presentation()!, "transform.rotation"), .pi / 2, accuracy: 1e-9)
    }

    func testAnimationsStoreArbitraryKeysThatTheirCopiesCarry() {
        let fade = CABasicAnimation(keyPath: "opacity")
        let badge = CALayer()
        fade.setValue(badge, forKey: "layer")
        fade.setValue(2, forKey: "duration")
        fade.setValue(0.5, forKey: "toValue")
        XCTAssertEqual(fade.duration, 2)
        XCTAssertEqual(fade.value(forKey: "keyPath") as? String, "opacity")
        let layer = CALayer()
        layer.add(fade, forKey: "fade")
        XCTAssertTrue(layer.animation(forKey: "fade")?.value(forKey: "layer") as? CALayer === badge)
        fade.setValue("soon", forKey: "duration")
        XCTAssertEqual(fade.duration, 2)
        XCTAssertEqual(diagnostics.filter { $0.contains("is not a value for 'duration'") }.count, 1)
    }

    func testViewsAreKeyValueCodingCompliantForTheirObservableProperties() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setValue(0.5, forKey: "alpha")
        view.setValue(NSValue(cgPoint: CGPoint(x: 20, y: 30)), forKey: "center")
        view.setValue(4, forKeyPath: "layer.cornerRadius")
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertEqual(view.center, CGPoint(x: 20, y: 30))
        XCTAssertEqual(view.layer.cornerRadius, 4)
        XCTAssertEqual((view.value(forKeyPath: "layer.position") as? NSValue)?.cgPointValue, CGPoint(x: 20, y: 30))
        XCTAssertEqual(Self.number(view, "frame.size.width"), 10)
        let controller = UIViewController()
        controller.setValue(0.25, forKeyPath: "view.alpha")
        XCTAssertEqual(controller.view.alpha, 0.25)
        XCTAssertEqual(Self.number(controller, "view.alpha"), 0.25)
    }

    private static func number(_ object: NSObject, _ keyPath: String) -> Double {
        let value: Any?
        switch object {
        case let layer as CALayer: value = layer.value(forKeyPath: keyPath)
        case let responder as UIResponder: value = responder.value(forKeyPath: keyPath)
        default: value = nil
        }
        guard let number = value as? NSNumber else {
            XCTFail("\(keyPath): \(String(describing: value)) is not a number")
            return .nan
        }
        return number.doubleValue
    }
}
