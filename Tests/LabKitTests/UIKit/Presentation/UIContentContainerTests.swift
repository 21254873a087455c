@_spi(LabHost) import LabKit
import XCTest

/// `UIContentContainer`: view controllers and presentation controllers as containers. A
/// child's change of `preferredContentSize` reaches its parent; a child's size is the parent's
/// unless a container says otherwise (Apple: "The default implementation of this method
/// returns the parentSize value"); custom presentation controllers override it for their frame.
final class UIContentContainerTests: XCTestCase {
    private final class Parent: UIViewController {
        var changed: [UIContentContainer] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            changed.append(container)
        }
        override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
            CGSize(width: parentSize.width / 2, height: parentSize.height)
        }
    }

    func testAChildsPreferredSizeReachesItsParent() {
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 100, height: 40)
        child.preferredContentSize = CGSize(width: 100, height: 40)
        XCTAssertEqual(parent.changed.count, 1, "told once, and only of a change")
        XCTAssertTrue(parent.changed.first === child)
        let container: UIContentContainer = parent
        XCTAssertEqual(container.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 300, height: 200)),
                       CGSize(width: 150, height: 200))
        XCTAssertEqual(UIViewController().size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 3, height: 4)),
                       CGSize(width: 3, height: 4))
    }

    func testPresentationControllersAreContainers() {
        final class HalfHeight: UIPresentationController {
            override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
                CGSize(width: parentSize.width, height: parentSize.height / 2)
            }
        }
        let presented = UIViewController()
        let presentation: UIContentContainer = HalfHeight(presentedViewController: presented, presenting: nil)
        XCTAssertEqual(presentation.size(forChildContentContainer: presented, withParentContainerSize: CGSize(width: 375, height: 600)),
                       CGSize(width: 375, height: 300))
        XCTAssertEqual(presentation.preferredContentSize, .zero)
        let plain: UIContentContainer = UIPresentationController(presentedViewController: presented, presenting: nil)
        XCTAssertEqual(plain.size(forChildContentContainer: presented, withParentContainerSize: CGSize(width: 1, height: 2)), CGSize(width: 1, height: 2))
    }
}
