@_spi(LabHost) import LabKit
import XCTest

// UIKit declares its views, controllers, gesture recognizers, layouts, transitions and
// delegate protocols `@MainActor` (Apple's declarations, e.g. "@MainActor class
// UIDynamicBehavior", "@MainActor class NSLayoutConstraint"), and Swift imports them as
// `@preconcurrency`. Code written for iOS relies on both halves: its own `@MainActor` types
// subclass UIKit's and conform to its delegates, and its Swift 5 code that never mentions
// actors calls UIKit from anywhere without a diagnostic. The types below only compile if
// LabKit's match; the tests make sure they also run.

@MainActor private final class IsolatedBadgeView: UIView {
    let dot = CALayer()
    var laidOut = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(dot)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        laidOut += 1
        dot.frame = bounds.insetBy(dx: 10, dy: 10)
    }
}

@MainActor private final class IsolatedListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let names = ["Ping", "Uber", "Elastic"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

@MainActor private final class IsolatedFadeTransition: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}

@MainActor private final class IsolatedLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 40, height: 40)
    }
}

@MainActor private final class IsolatedAttributes: UICollectionViewLayoutAttributes {
    var tilt: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? IsolatedAttributes)?.tilt = tilt
        return copy
    }
}

/// Swift 5 code with no actor annotations, as most iOS animation code is: it must compile
/// without diagnostics against `@preconcurrency @MainActor` UIKit (the build has no warnings).
private func fadeInPlainly(_ view: UIView) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
    view.alpha = 0
    animator.startAnimation()
    return animator
}

final class MainActorIsolationTests: UIKitTestCase {
    func testMainActorSubclassOfUIViewLaysOutAndDraws() {
        MainActor.assumeIsolated {
            let badge = IsolatedBadgeView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
            window.addSubview(badge)
            commit()
            XCTAssertEqual(badge.laidOut, 1)
            XCTAssertEqual(badge.dot.frame, CGRect(x: 10, y: 10, width: 40, height: 20))
        }
    }

    func testMainActorControllerServesATable() {
        MainActor.assumeIsolated {
            let controller = IsolatedListController()
            let table = UITableView(frame: window.bounds)
            table.dataSource = controller
            table.delegate = controller
            window.addSubview(table)
            commit()
            XCTAssertEqual(table.visibleCells.compactMap { $0.textLabel?.text }, ["Ping", "Uber", "Elastic"])
        }
    }

    func testMainActorTransitionAndLayoutTypesAreUIKitTypes() {
        MainActor.assumeIsolated {
            let transition: UIViewControllerAnimatedTransitioning = IsolatedFadeTransition()
            XCTAssertEqual(transition.transitionDuration(using: nil), 0.3)

            let layout = IsolatedLayout()
            let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            window.addSubview(collection)
            commit()
            XCTAssertEqual(layout.itemSize, CGSize(width: 40, height: 40))

            let attributes = IsolatedAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.tilt = 0.5
            XCTAssertEqual((attributes.copy() as? IsolatedAttributes)?.tilt, 0.5)
        }
    }

    func testNonisolatedSwift5CodeStillDrivesUIKit() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let animator = fadeInPlainly(view)
        XCTAssertEqual(view.alpha, 1)
        for _ in 0..<30 { step() }
        XCTAssertEqual(view.layer.presentation()?.opacity ?? -1, 0.5, accuracy: 0.02)
        XCTAssertTrue(animator.isRunning)
    }
}
