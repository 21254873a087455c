import LabKit
import XCTest

/// `UIResponder`, `CALayer` and `CAAnimation` are `NSObject` subclasses, as on iOS: identity
/// equality and hashing, `NSObject` extensions, Apple's descriptions, copies.
final class NSObjectSubclassTests: XCTestCase {
    final class MenuViewController: UIViewController {}

    func testObjectsAreEqualOnlyToThemselves() {
        let controllers = [UIViewController(), MenuViewController(), UIViewController()]
        XCTAssertEqual(controllers.firstIndex(of: controllers[2]), 2)
        XCTAssertNil(controllers.firstIndex(of: UIViewController()))
        let a = CALayer(), b = CALayer()
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b)
        XCTAssertTrue(a.isEqual(a))
        XCTAssertFalse(a.isEqual(b))
        XCTAssertEqual(Set([a, b, a]).count, 2)
        XCTAssertEqual(a.hash, a.hash)
        let spin = CABasicAnimation(keyPath: "opacity")
        XCTAssertEqual([CAAnimation(), spin].firstIndex(of: spin), 1)
    }

    func testNSObjectExtensionsApply() {
        let objects: [NSObject] = [UIView(), CALayer(), CABasicAnimation(), UIViewController()]
        XCTAssertEqual(objects.map(\.labKind), ["view", "layer", "animation", "responder"])
        XCTAssertTrue(CAShapeLayer().isKind(of: CALayer.self))
    }

    func testDescriptionsAreApples() {
        let layer = CALayer()
        let address = String(UInt(bitPattern: ObjectIdentifier(layer).hashValue), radix: 16)
        XCTAssertEqual(layer.description, "<CALayer: 0x\(address)>")
        XCTAssertEqual("\(layer)", layer.description)
        XCTAssertTrue(CAShapeLayer().description.hasPrefix("<CAShapeLayer: 0x"))
        XCTAssertTrue(CABasicAnimation().description.hasPrefix("<CABasicAnimation: 0x"))
        // A plugin's class is named with its module, as Swift classes print on iOS.
        XCTAssertTrue(MenuViewController().description.hasPrefix("<LabKitTests.NSObjectSubclassTests.MenuViewController: 0x"))
        // The class method names the class, as NSObject's does; generic code finds nibs by its last component.
        XCTAssertEqual(UIView.description(), "UIView")
        XCTAssertEqual(MenuViewController.description(), "LabKitTests.NSObjectSubclassTests.MenuViewController")
        func nibName<T: UIView>(_ type: T.Type) -> String? { T.description().components(separatedBy: ".").last }
        XCTAssertEqual(nibName(UILabel.self), "UILabel")

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(view.description, "<UIView: 0x\(Self.address(of: view)); frame = (0 0; 100 100); layer = \(view.layer.description)>")
        view.frame = CGRect(x: 10.5, y: 20, width: 40, height: 30)
        view.alpha = 0.5
        view.isHidden = true
        view.tag = 7
        XCTAssertEqual(view.description, "<UIView: 0x\(Self.address(of: view)); frame = (10.5 20; 40 30); alpha = 0.5; hidden = YES; tag = 7; layer = \(view.layer.description)>")
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertTrue(view.description.contains("; transform = [2, 0, 0, 2, 0, 0]; "), view.description)
    }

    func testAnimationsCopyThroughNSCopying() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.5
        fade.duration = 2
        let copy = fade.copy() as! CABasicAnimation
        XCTAssertFalse(copy === fade)
        XCTAssertEqual(copy.keyPath, "opacity")
        XCTAssertEqual(copy.duration, 2)
        XCTAssertEqual(copy.toValue as? Double, 0.5)
    }

    func testCoderInitializersExistAsOnIOS() throws {
        final class ArchivedLayer: CALayer {
            let tint: Int
            override init() { tint = 1; super.init() }
            required init?(coder: NSCoder) { tint = 2; super.init(coder: coder) }
        }
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let coder = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        XCTAssertEqual(ArchivedLayer(coder: coder)?.tint, 2)
        XCTAssertNotNil(CABasicAnimation(coder: coder))
    }

    private static func address(of object: AnyObject) -> String {
        String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}

extension NSObject {
    /// An extension as iOS code writes them, dispatching on the dynamic class.
    fileprivate var labKind: String {
        switch self {
        case is UIView: return "view"
        case is CALayer: return "layer"
        case is CAAnimation: return "animation"
        case is UIResponder: return "responder"
        default: return "object"
        }
    }
}
