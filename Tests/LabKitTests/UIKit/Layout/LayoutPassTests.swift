import LabKit
import XCTest

/// The layout pass: `updateConstraints` before layout (deepest views first), frames applied
/// in the superview's `layoutSubviews`, and views with constraints freed once out of the tree.
final class LayoutPassTests: UIKitTestCase {
    private final class Panel: UIView {
        var log: (String) -> Void = { _ in }
        var name = ""
        var heightConstraint: NSLayoutConstraint?
        var wantedHeight: CGFloat = 40

        override func updateConstraints() {
            log("update \(name)")
            if heightConstraint == nil {
                heightConstraint = heightAnchor.constraint(equalToConstant: wantedHeight)
                heightConstraint?.isActive = true
            }
            heightConstraint?.constant = wantedHeight
            super.updateConstraints()
        }

        override func layoutSubviews() {
            log("layout \(name)")
            super.layoutSubviews()
        }
    }

    /// A controller that rebuilds its subviews in `viewDidLayoutSubviews`, as
    /// NVActivityIndicatorView's demo grid does (removing and adding views, which mark the view
    /// for layout): laid out once, not again at every frame, so the animations it started run
    /// on. A view marked later, outside its layout, is laid out again.
    func testAViewRebuildingItsSubviewsInItsOwnLayoutIsNotLaidOutAgainForIt() {
        final class Grid: UIViewController {
            var passes = 0
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                passes += 1
                view.subviews.forEach { $0.removeFromSuperview() }
                for column in 0..<4 {
                    view.addSubview(UIView(frame: CGRect(x: CGFloat(column) * 80, y: 0, width: 80, height: 80)))
                }
            }
        }
        let grid = Grid()
        window.rootViewController = grid
        commit()
        commit()
        commit()
        XCTAssertEqual(grid.passes, 1)
        XCTAssertEqual(grid.view.subviews.count, 4)
        grid.view.setNeedsLayout()
        commit()
        XCTAssertEqual(grid.passes, 2)
        commit()
        XCTAssertEqual(grid.passes, 2)
    }

    func testUpdateConstraintsRunsDeepestFirstThenLayoutAppliesTheFrames() {
        var log: [String] = []
        let outer = Panel(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        outer.name = "outer"
        let inner = Panel()
        inner.name = "inner"
        for panel in [outer, inner] { panel.log = { log.append($0) } }
        inner.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate([inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10),
                                     inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -10),
                                     inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 10)])
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        XCTAssertTrue(inner.needsUpdateConstraints())
        commit()
        XCTAssertEqual(Array(log.prefix(2)), ["update inner", "update outer"])
        XCTAssertTrue(log.contains("layout outer"))
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 10, width: 300, height: 40))
        XCTAssertFalse(inner.needsUpdateConstraints())

        // Setting the inner frame marks the superview once more (LabKit's bounds setter does);
        // the second pass changes nothing, and then nothing is pending.
        commit()
        log = []
        commit()
        XCTAssertEqual(log, [], "nothing pending, nothing to lay out")

        inner.wantedHeight = 70
        inner.setNeedsUpdateConstraints()
        inner.updateConstraintsIfNeeded()
        XCTAssertEqual(log, ["update inner"])
        XCTAssertEqual(inner.frame.height, 40, "the frame follows at layout")
        outer.layoutIfNeeded()
        XCTAssertEqual(inner.frame.height, 70)
    }

    func testAViewWithConstraintsIsFreedOnceRemoved() {
        weak var weakPanel: UIView?
        weak var weakChild: UIView?
        do {
            let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(panel)
            panel.addSubview(child)
            NSLayoutConstraint.activate([child.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
                                         child.centerYAnchor.constraint(equalTo: window.centerYAnchor),
                                         child.widthAnchor.constraint(equalToConstant: 10),
                                         child.heightAnchor.constraint(equalTo: child.widthAnchor)])
            commit()
            XCTAssertEqual(child.frame, CGRect(x: 45, y: 235, width: 10, height: 10))
            weakPanel = panel
            weakChild = child
            panel.removeFromSuperview()
            commit()
        }
        XCTAssertNil(weakPanel)
        XCTAssertNil(weakChild)
    }

    /// Auto Layout sets a view's bounds and its center, the middle of the solved rectangle,
    /// whatever its layer's anchor point (UIKit: moving a constrained view's `anchorPoint`
    /// moves the view; fave-button's spark layer relies on it).
    func testTheSolvedRectangleSetsTheCenterWhateverTheAnchorPoint() {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        window.addSubview(view)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
                                     view.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
                                     view.widthAnchor.constraint(equalToConstant: 40),
                                     view.heightAnchor.constraint(equalToConstant: 20)])
        commit()
        XCTAssertEqual(view.center, CGPoint(x: 120, y: 60))
        XCTAssertEqual(view.bounds.size, CGSize(width: 40, height: 20))
        XCTAssertEqual(view.frame, CGRect(x: 120, y: 60, width: 40, height: 20), "drawn from the anchor at the center")
        commit()
        XCTAssertEqual(view.center, CGPoint(x: 120, y: 60), "a second pass leaves it where it is")
    }
}
