import LabKit
import XCTest

/// `objc_setAssociatedObject` as extensions written for iOS use it. The semantics are the
/// Objective-C runtime's ("Associative References" in Apple's Objective-C runtime reference):
/// a value is held by its policy until the owner is deallocated or the key is set again, and
/// setting nil removes it.
private var badgeKey: UInt8 = 0
private var tapCountKey: UInt8 = 0

extension UIView {
    /// A stored property added in an extension, the usual reason for associated objects.
    fileprivate var badge: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

final class AssociatedObjectTests: XCTestCase {
    final class Token {
        let onDeinit: () -> Void
        init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    func testAnExtensionStoresAValuePerObject() {
        let a = UIView(), b = UIView()
        a.badge = "new"
        XCTAssertEqual(a.badge, "new")
        XCTAssertNil(b.badge)
        a.badge = nil
        XCTAssertNil(a.badge)
    }

    func testRetainedValuesAreReleasedWithTheirOwner() {
        var released = false
        var layer: CALayer? = CALayer()
        objc_setAssociatedObject(layer!, &tapCountKey, Token { released = true }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertNotNil(objc_getAssociatedObject(layer!, &tapCountKey) as? Token)
        XCTAssertFalse(released, "retained while the owner lives")
        layer = nil
        XCTAssertTrue(released, "released with the owner")
    }

    func testSettingAKeyAgainReleasesTheOldValue() {
        var released = 0
        let animation = CABasicAnimation()
        objc_setAssociatedObject(animation, &tapCountKey, Token { released += 1 }, .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(animation, &tapCountKey, 3, .OBJC_ASSOCIATION_RETAIN)
        XCTAssertEqual(released, 1)
        XCTAssertEqual(objc_getAssociatedObject(animation, &tapCountKey) as? Int, 3)
        objc_removeAssociatedObjects(animation)
        XCTAssertNil(objc_getAssociatedObject(animation, &tapCountKey))
    }

    func testAssignDoesNotRetain() {
        let controller = UIViewController()
        var token: Token? = Token {}
        objc_setAssociatedObject(controller, &tapCountKey, token, .OBJC_ASSOCIATION_ASSIGN)
        XCTAssertTrue(objc_getAssociatedObject(controller, &tapCountKey) as AnyObject? === token)
        weak var weakToken = token
        token = nil
        XCTAssertNil(weakToken, "the association did not keep it")
        XCTAssertNil(objc_getAssociatedObject(controller, &tapCountKey))
    }

    func testCopyPoliciesCopy() {
        let view = UIView()
        let name = NSMutableString(string: "a")
        objc_setAssociatedObject(view, &badgeKey, name, .OBJC_ASSOCIATION_COPY)
        name.append("b")
        XCTAssertEqual(objc_getAssociatedObject(view, &badgeKey) as? String, "a")
    }

    func testAnyObjectCanHoldAssociations() {
        final class Model: NSObject {}
        var released = false
        var model: Model? = Model()
        objc_setAssociatedObject(model!, &tapCountKey, Token { released = true }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertNotNil(objc_getAssociatedObject(model!, &tapCountKey))
        model = nil
        // Another object's associations live in a side table, swept at its next use.
        _ = objc_getAssociatedObject(NSObject(), &tapCountKey)
        XCTAssertTrue(released)
    }
}
