import LabKit
import Observation
import XCTest

/// iOS 26's `updateProperties()` pass and UIKit's automatic observation tracking: an
/// `@Observable` property read in `updateProperties()`, `layoutSubviews()`, a controller's
/// layout callbacks, `updateConstraints()` or `draw(_:)` invalidates what it fed when it
/// changes (Apple: "Updating views automatically with observation tracking in UIKit";
/// `setNeedsUpdateProperties()`: "coalesced into a single update alongside the next layout
/// pass"; `updateProperties()`: "Configures the view's content and styling properties before
/// layout").
final class ObservationTrackingTests: UIKitTestCase {
    @Observable final class Model {
        var title = "WWDC"
        var width: CGFloat = 100
        var tint = UIColor.red
        var unread = 0
    }

    private final class Badge: UIView {
        let model: Model
        let label = UILabel()
        var log: [String] = []
        init(model: Model) {
            self.model = model
            super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func updateProperties() {
            super.updateProperties()
            log.append("properties")
            label.text = model.title
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.append("layout")
            label.frame = CGRect(x: 0, y: 0, width: model.width, height: 20)
        }
        override func draw(_ rect: CGRect) {
            log.append("draw")
            model.tint.setFill()
            UIRectFill(rect)
        }
    }

    private final class Screen: UIViewController {
        let model: Model
        var log: [String] = []
        init(model: Model) {
            self.model = model
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func updateProperties() {
            super.updateProperties()
            log.append("controller properties \(model.unread)")
            title = "\(model.unread) unread"
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            log.append("will layout \(model.width)")
        }
    }

    private final class Bar: UIView {
        let model: Model
        var updates = 0
        init(model: Model) {
            self.model = model
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func updateConstraints() {
            updates += 1
            _ = model.width
            super.updateConstraints()
        }
    }

    /// Before the first layout, once; then only after `setNeedsUpdateProperties()`, and
    /// before that pass's layout.
    func testPropertiesUpdateOnceBeforeTheFirstLayoutThenWhenAskedFor() {
        let badge = Badge(model: Model())
        window.addSubview(badge)
        commit()
        XCTAssertEqual(badge.log.filter { $0 != "draw" }, ["properties", "layout"])
        XCTAssertEqual(badge.label.text, "WWDC")
        commit()
        XCTAssertEqual(badge.log.filter { $0 != "draw" }, ["properties", "layout"])
        badge.setNeedsUpdateProperties()
        badge.setNeedsLayout()
        commit()
        XCTAssertEqual(badge.log.filter { $0 != "draw" }, ["properties", "layout", "properties", "layout"])
    }

    /// A change to a property `updateProperties()` read runs it again at the next pass, and
    /// no drawing, which did not read `title` (the label's new text lays the badge out).
    func testAnObservedPropertyChangeUpdatesTheProperties() {
        let model = Model()
        let badge = Badge(model: model)
        window.addSubview(badge)
        commit()
        badge.log.removeAll()
        model.title = "iOS 26"
        commit()
        XCTAssertEqual(badge.log.first, "properties")
        XCTAssertFalse(badge.log.contains("draw"))
        XCTAssertEqual(badge.label.text, "iOS 26")
        badge.log.removeAll()
        model.unread = 3
        commit()
        XCTAssertEqual(badge.log, [], "a property nothing read changes nothing")
    }

    /// `layoutSubviews()` read `width`: changing it lays the view out again with the new value.
    func testAnObservedPropertyChangeLaysTheViewOutAgain() {
        let model = Model()
        let badge = Badge(model: model)
        window.addSubview(badge)
        commit()
        badge.log.removeAll()
        model.width = 150
        commit()
        XCTAssertEqual(badge.log, ["layout"])
        XCTAssertEqual(badge.label.frame.width, 150)
    }

    /// `draw(_:)` read `tint`: changing it marks the layer for display, and it is drawn again.
    func testAnObservedPropertyChangeRedrawsTheView() {
        let model = Model()
        let badge = Badge(model: model)
        window.addSubview(badge)
        commit()
        XCTAssertTrue(badge.log.contains("draw"))
        XCTAssertFalse(badge.layer.needsDisplay())
        badge.log.removeAll()
        model.tint = .blue
        XCTAssertTrue(badge.layer.needsDisplay())
        commit()
        XCTAssertEqual(badge.log, ["draw"])
    }

    /// A controller's `updateProperties()` runs before its view's layout callbacks, and both
    /// it and `viewWillLayoutSubviews()` are tracked.
    func testAControllersPropertiesAndLayoutAreTracked() {
        let model = Model()
        let screen = Screen(model: model)
        window.rootViewController = screen
        commit()
        XCTAssertEqual(screen.log, ["controller properties 0", "will layout 100.0"])
        XCTAssertEqual(screen.title, "0 unread")
        model.unread = 2
        commit()
        XCTAssertEqual(screen.log.last, "controller properties 2")
        XCTAssertEqual(screen.title, "2 unread")
        model.width = 50
        commit()
        XCTAssertEqual(screen.log.last, "will layout 50.0")
        screen.log.removeAll()
        commit()
        XCTAssertEqual(screen.log, [])
    }

    /// `updateConstraints()` is tracked: a change to what it read asks for another update.
    func testAnObservedPropertyChangeUpdatesTheConstraints() {
        let model = Model()
        let bar = Bar(model: model)
        window.addSubview(bar)
        bar.setNeedsUpdateConstraints()
        commit()
        XCTAssertEqual(bar.updates, 1)
        XCTAssertFalse(bar.needsUpdateConstraints())
        model.width = 10
        XCTAssertTrue(bar.needsUpdateConstraints())
        commit()
        XCTAssertEqual(bar.updates, 2)
    }

    /// `updatePropertiesIfNeeded()` runs the pending updates of the subtree at once.
    func testUpdatePropertiesIfNeededRunsThemNow() {
        let model = Model()
        let badge = Badge(model: model)
        let holder = UIView()
        holder.addSubview(badge)
        holder.updatePropertiesIfNeeded()
        XCTAssertEqual(badge.log, ["properties"])
        XCTAssertEqual(badge.label.text, "WWDC")
        holder.updatePropertiesIfNeeded()
        XCTAssertEqual(badge.log, ["properties"])
    }

    /// A controller's view asks the controller's `updateViewConstraints()`, whose default
    /// asks the view's `updateConstraints()`.
    func testAControllersViewConstraintsGoThroughUpdateViewConstraints() {
        final class Holder: UIViewController {
            var updates = 0
            override func loadView() { view = Bar(model: Model()) }
            override func updateViewConstraints() {
                updates += 1
                super.updateViewConstraints()
            }
        }
        let holder = Holder()
        window.rootViewController = holder
        commit()
        holder.view.setNeedsUpdateConstraints()
        commit()
        XCTAssertEqual(holder.updates, 1)
        XCTAssertEqual((holder.view as? Bar)?.updates, 1)
    }
}
