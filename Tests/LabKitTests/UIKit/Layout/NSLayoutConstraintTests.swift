import LabKit
import XCTest

/// Constraints on a 320 × 480 container: installation, solved frames, priorities, constant
/// changes and the malformed input UIKit raises on.
final class NSLayoutConstraintTests: UIKitTestCase {
    private var container: UIView!
    private var card: UIView!

    override func setUp() {
        super.setUp()
        container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(container)
        card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
    }

    private func pinCard(height: CGFloat = 100) -> NSLayoutConstraint {
        let heightConstraint = card.heightAnchor.constraint(equalToConstant: height)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
            heightConstraint,
        ])
        return heightConstraint
    }

    func testPinnedEdgesGiveTheHandComputedFrame() {
        _ = pinCard()
        commit()
        XCTAssertEqual(card.frame, CGRect(x: 20, y: 40, width: 280, height: 100))
    }

    func testActivationInstallsOnTheNearestCommonAncestor() {
        let height = pinCard()
        XCTAssertTrue(height.isActive)
        XCTAssertTrue(card.constraints.contains { $0 === height }, "a size constant lives on the view itself")
        XCTAssertEqual(container.constraints.count, 3, "edges to the superview live on the superview")
        height.isActive = false
        XCTAssertFalse(card.constraints.contains { $0 === height })
        XCTAssertFalse(height.isActive)
    }

    func testAConstantChangeMovesTheFrameAtTheNextLayout() {
        let height = pinCard()
        commit()
        height.constant = 180
        XCTAssertEqual(card.frame.height, 100, "frames change in layout, not at once")
        container.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 20, y: 40, width: 280, height: 180))
    }

    func testMultiplierAndCenter() {
        NSLayoutConstraint.activate([
            card.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.25, constant: 10),
            card.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: -40),
        ])
        commit()
        // width 160, height 160/4 + 10 = 50, centred at (160, 200).
        XCTAssertEqual(card.frame, CGRect(x: 80, y: 175, width: 160, height: 50))
    }

    func testItemInitializerAndMarginAttributes() {
        container.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 24)
        container.addConstraints([
            NSLayoutConstraint(item: card!, attribute: .leadingMargin, relatedBy: .equal, toItem: container,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: card!, attribute: .trailing, relatedBy: .equal, toItem: container,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: card!, attribute: .top, relatedBy: .equal, toItem: container,
                               attribute: .topMargin, multiplier: 1, constant: 4),
            NSLayoutConstraint(item: card!, attribute: .height, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 30),
        ])
        commit()
        // The card's own leading margin (8) sits on the container's (16): card x = 8.
        XCTAssertEqual(card.frame, CGRect(x: 8, y: 14, width: 288, height: 30))
    }

    func testOptionalConstraintsYieldToRequiredOnes() {
        _ = pinCard()
        let wish = card.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .defaultHigh
        let cap = card.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        let trailing = container.constraints.first { $0.firstAttribute == .trailing }!
        // An active constraint cannot go from required to optional (UIKit raises).
        trailing.priority = UILayoutPriority(999)
        XCTAssertEqual(trailing.priority, .required)
        XCTAssertTrue(diagnostics.contains { $0.contains("Mutating a priority from required to not") })
        trailing.isActive = false
        trailing.priority = .defaultLow
        trailing.isActive = true
        NSLayoutConstraint.activate([wish, cap])
        commit()
        // Width: required ≤ 200 beats 300 @750, which beats the trailing edge @250.
        XCTAssertEqual(card.frame.width, 200)
        wish.priority = UILayoutPriority(100)
        container.layoutIfNeeded()
        XCTAssertEqual(card.frame.width, 200, "at most 200, and the trailing edge @250 asks for 280")
        cap.isActive = false
        container.layoutIfNeeded()
        XCTAssertEqual(card.frame.width, 280, "the trailing edge @250 now beats 300 @100")
    }

    func testUnsatisfiableConstraintsAreLoggedAndTheNewOneIsBroken() {
        _ = pinCard()
        let conflicting = card.heightAnchor.constraint(equalToConstant: 250)
        conflicting.identifier = "too-tall"
        conflicting.isActive = true
        commit()
        XCTAssertEqual(card.frame.height, 100, "the constraint added last breaks")
        XCTAssertTrue(conflicting.isActive, "a broken constraint stays active, as in UIKit")
        let log = diagnostics.first { $0.hasPrefix("Unable to simultaneously satisfy constraints.") }
        XCTAssertNotNil(log)
        XCTAssertTrue(log?.contains("Will attempt to recover by breaking constraint\n\(conflicting.description)") ?? false, log ?? "")
        XCTAssertTrue(log?.contains("'too-tall'") ?? false)
        XCTAssertTrue(log?.contains(".height == 100   (active)") ?? false, "the list names the other constraint")
        // Removing the other constraint lets the broken one hold; its constant then moves it.
        card.constraints.first { $0.constant == 100 }!.isActive = false
        container.layoutIfNeeded()
        XCTAssertEqual(card.frame.height, 250)
        conflicting.constant = 260
        container.layoutIfNeeded()
        XCTAssertEqual(card.frame.height, 260)
    }

    func testConstraintsBetweenUnrelatedViewsAreReportedAndIgnored() {
        let stranger = UIView()
        let constraint = card.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        constraint.isActive = true
        XCTAssertFalse(constraint.isActive)
        XCTAssertTrue(diagnostics.contains { $0.contains("no common ancestor") })
    }

    func testNonFiniteValuesAndInvalidPairingsAreReportedAndIgnored() {
        let nanConstant = card.widthAnchor.constraint(equalToConstant: .nan)
        nanConstant.isActive = true
        XCTAssertFalse(nanConstant.isActive)
        let infiniteMultiplier = NSLayoutConstraint(item: card!, attribute: .width, relatedBy: .equal, toItem: container,
                                                    attribute: .width, multiplier: .infinity, constant: 0)
        infiniteMultiplier.isActive = true
        XCTAssertFalse(infiniteMultiplier.isActive)
        let crossAxis = NSLayoutConstraint(item: card!, attribute: .left, relatedBy: .equal, toItem: container,
                                           attribute: .top, multiplier: 1, constant: 0)
        crossAxis.isActive = true
        XCTAssertFalse(crossAxis.isActive)
        let mixed = NSLayoutConstraint(item: card!, attribute: .leading, relatedBy: .equal, toItem: container,
                                       attribute: .left, multiplier: 1, constant: 0)
        XCTAssertNotNil(mixed)
        let locationConstant = NSLayoutConstraint(item: card!, attribute: .top, relatedBy: .equal, toItem: nil,
                                                  attribute: .notAnAttribute, multiplier: 1, constant: 5)
        locationConstant.isActive = true
        XCTAssertFalse(locationConstant.isActive)
        XCTAssertEqual(diagnostics.filter { $0.hasPrefix("NSLayoutConstraint:") }.count, 9, diagnostics.joined(separator: "\n"))

        let height = pinCard()
        height.constant = .infinity
        XCTAssertEqual(height.constant, 100)
        height.constant = .nan
        XCTAssertEqual(height.constant, 100)
        commit()
        XCTAssertEqual(card.frame.height, 100)
    }

    func testRemovingAViewFromItsSuperviewDeactivatesItsConstraintsToTheOutside() {
        let height = pinCard()
        let edges = container.constraints
        card.removeFromSuperview()
        XCTAssertTrue(edges.allSatisfy { !$0.isActive })
        XCTAssertTrue(height.isActive, "a constraint inside the removed subtree stays")
        container.addSubview(card)
        NSLayoutConstraint.activate(edges)
        commit()
        XCTAssertEqual(card.frame, CGRect(x: 20, y: 40, width: 280, height: 100))
    }

    func testConstraintsMadeBeforeTheViewJoinsTheHierarchy() {
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([badge.widthAnchor.constraint(equalToConstant: 44), badge.heightAnchor.constraint(equalToConstant: 22)])
        container.addSubview(badge)
        NSLayoutConstraint.activate([badge.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                                     badge.bottomAnchor.constraint(equalTo: container.bottomAnchor)])
        commit()
        XCTAssertEqual(badge.frame, CGRect(x: 276, y: 458, width: 44, height: 22))
        XCTAssertEqual(diagnostics, [], "the badge's own constraints moved into the window's engine")
    }

    func testDescriptionAsUIKitPrintsIt() {
        let height = card.heightAnchor.constraint(equalToConstant: 100)
        XCTAssertTrue(height.description.hasPrefix("<NSLayoutConstraint:0x"))
        XCTAssertTrue(height.description.hasSuffix(".height == 100   (inactive)>"), height.description)
        let half = card.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -10)
        half.priority = .defaultHigh
        half.isActive = true
        XCTAssertTrue(half.description.contains(".width == 0.5*UIView:0x"), half.description)
        XCTAssertTrue(half.description.hasSuffix(".width - 10 @750   (active)>"), half.description)
    }

    func testConstraintsAcrossLevelsOfTheHierarchy() {
        // A view inside an offset panel aligned with a view outside it.
        let panel = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        container.addSubview(panel)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(inner)
        _ = pinCard()
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            inner.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 30),
            inner.heightAnchor.constraint(equalToConstant: 30),
        ])
        commit()
        // card.left 20, card.bottom 140 in the container; the panel's origin is (50, 100).
        XCTAssertEqual(inner.frame, CGRect(x: -30, y: 50, width: 30, height: 30))
        panel.frame.origin = CGPoint(x: 60, y: 110)
        container.layoutIfNeeded()
        XCTAssertEqual(inner.frame.origin, CGPoint(x: -40, y: 40), "a translated frame's change moves what depends on it")
    }
}
