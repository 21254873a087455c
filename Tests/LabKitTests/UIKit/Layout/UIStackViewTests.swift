import LabKit
import XCTest

/// Stack views with hand-computed frames: each distribution and alignment, margins, custom
/// spacing, and hiding an arranged subview (at once and animated).
final class UIStackViewTests: UIKitTestCase {
    private var stack: UIStackView!

    private func makeStack(_ views: [UIView], frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 100)) {
        stack = UIStackView(arrangedSubviews: views)
        stack.frame = frame
        window.addSubview(stack)
    }

    private func frames() -> [CGRect] { stack.arrangedSubviews.map(\.frame) }

    func testArrangedSubviewsAreSubviewsPositionedByConstraints() {
        let views = [SizedView(50, 20), SizedView(50, 20)]
        makeStack(views)
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        XCTAssertTrue(views.allSatisfy { $0.superview === stack && !$0.translatesAutoresizingMaskIntoConstraints })
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.distribution, .fill)
        XCTAssertEqual(stack.alignment, .fill)
        stack.removeArrangedSubview(views[1])
        XCTAssertTrue(views[1].superview === stack, "removing an arranged subview keeps it as a subview")
        views[0].removeFromSuperview()
        XCTAssertTrue(stack.arrangedSubviews.isEmpty, "removing a subview removes it from the arrangement")
    }

    func testFillStretchesTheLastOfEquallyHuggingViews() {
        makeStack([SizedView(50, 20), SizedView(50, 20), SizedView(50, 20)])
        stack.spacing = 10
        commit()
        XCTAssertEqual(frames(), [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 50, height: 100),
                                  CGRect(x: 120, y: 0, width: 200, height: 100)])
        stack.arrangedSubviews[2].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        commit()
        XCTAssertEqual(frames().map(\.width), [50, 200, 50], "the lowest hugging priority stretches")
    }

    func testFillEqually() {
        makeStack([SizedView(50, 20), SizedView(80, 20), SizedView(10, 20)])
        stack.distribution = .fillEqually
        stack.spacing = 10
        commit()
        XCTAssertEqual(frames().map(\.minX), [0, 110, 220])
        XCTAssertEqual(frames().map(\.width), [100, 100, 100])
    }

    func testFillProportionally() {
        makeStack([SizedView(50, 20), SizedView(100, 20), SizedView(150, 20)], frame: CGRect(x: 0, y: 0, width: 640, height: 100))
        stack.distribution = .fillProportionally
        stack.spacing = 20
        commit()
        // 600 points shared 1 : 2 : 3.
        XCTAssertEqual(frames().map(\.width), [100, 200, 300])
        XCTAssertEqual(frames().map(\.minX), [0, 120, 340])
    }

    func testEqualSpacing() {
        makeStack([SizedView(50, 20), SizedView(50, 20), SizedView(50, 20)])
        stack.distribution = .equalSpacing
        stack.spacing = 4
        commit()
        // (320 − 150) / 2 = 85 between views.
        XCTAssertEqual(frames().map(\.minX), [0, 135, 270])
        XCTAssertEqual(frames().map(\.width), [50, 50, 50])
    }

    func testEqualCentering() {
        makeStack([SizedView(40, 20), SizedView(60, 20), SizedView(80, 20)])
        stack.distribution = .equalCentering
        commit()
        // Centers at 20 and 280 (the ends), so the middle one's is at 150.
        XCTAssertEqual(frames().map(\.midX), [20, 150, 280])
    }

    func testAlignments() {
        makeStack([SizedView(50, 20), SizedView(50, 40), SizedView(50, 60)])
        stack.alignment = .top
        commit()
        XCTAssertEqual(frames().map(\.minY), [0, 0, 0])
        XCTAssertEqual(frames().map(\.height), [20, 40, 60])
        stack.alignment = .center
        commit()
        XCTAssertEqual(frames().map(\.minY), [40, 30, 20])
        stack.alignment = .bottom
        commit()
        XCTAssertEqual(frames().map(\.minY), [80, 60, 40])
        stack.alignment = .lastBaseline
        commit()
        XCTAssertEqual(frames().map(\.maxY), [100, 100, 100], "baselines are bottom edges in the lab")
        stack.alignment = .fill
        commit()
        XCTAssertEqual(frames().map(\.height), [100, 100, 100])
    }

    func testVerticalStackWithMarginsAndCustomSpacing() {
        makeStack([SizedView(50, 20), SizedView(60, 30), SizedView(70, 40)], frame: CGRect(x: 10, y: 20, width: 200, height: 300))
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 5
        stack.setCustomSpacing(12, after: stack.arrangedSubviews[0])
        XCTAssertEqual(stack.customSpacing(after: stack.arrangedSubviews[0]), 12)
        XCTAssertEqual(stack.customSpacing(after: stack.arrangedSubviews[1]), UIStackView.spacingUseDefault)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        commit()
        // From the top margin: 20 tall, 12, 30 tall, 5, then the last fills to the bottom margin.
        XCTAssertEqual(frames(), [CGRect(x: 16, y: 10, width: 50, height: 20), CGRect(x: 16, y: 42, width: 60, height: 30),
                                  CGRect(x: 16, y: 77, width: 70, height: 213)])
    }

    func testAStackWithoutASizeHugsItsContent() {
        stack = UIStackView(arrangedSubviews: [SizedView(50, 20), SizedView(30, 44)])
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                                     stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)])
        commit()
        XCTAssertEqual(stack.frame, CGRect(x: 10, y: 10, width: 88, height: 44))
        XCTAssertEqual(frames(), [CGRect(x: 0, y: 12, width: 50, height: 20), CGRect(x: 58, y: 0, width: 30, height: 44)])
    }

    func testAHiddenArrangedSubviewCollapses() {
        makeStack([SizedView(50, 20), SizedView(50, 20), SizedView(50, 20)])
        stack.distribution = .fillEqually
        stack.spacing = 10
        commit()
        stack.arrangedSubviews[1].isHidden = true
        commit()
        // Two views share 320 − 10: the hidden one has no size and no spacing.
        XCTAssertEqual(frames().map(\.width), [155, 0, 155])
        XCTAssertEqual(frames()[2].minX, 165)
        XCTAssertTrue(stack.arrangedSubviews[1].layer.isHidden)
        stack.arrangedSubviews[1].isHidden = false
        commit()
        XCTAssertEqual(frames().map(\.width), [100, 100, 100])
    }

    func testHidingInsideAnAnimationBlockAnimatesTheCollapse() {
        makeStack([SizedView(50, 20), SizedView(50, 20), SizedView(50, 20)])
        stack.distribution = .fillEqually
        stack.spacing = 10
        commit()
        let middle = stack.arrangedSubviews[1], last = stack.arrangedSubviews[2], first = stack.arrangedSubviews[0]
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { middle.isHidden = true })
        XCTAssertTrue(middle.isHidden, "hidden at once, as UIKit reports it")
        XCTAssertFalse(middle.layer.isHidden, "its layer shows the collapse")
        let start = LabClock.currentTime
        advance(to: start + 0.5)
        // Half-way: widths 100 → 155 and 100 → 0; the last view's x 220 → 165.
        XCTAssertEqual(first.presentedFrame.width, 127.5, accuracy: 1e-6)
        XCTAssertEqual(middle.presentedFrame.width, 50, accuracy: 1e-6)
        XCTAssertEqual(last.presentedFrame.minX, 192.5, accuracy: 1e-6)
        XCTAssertFalse(middle.layer.isHidden)
        advance(to: start + 1.05)
        XCTAssertTrue(middle.layer.isHidden, "the layer hides when the collapse ends")
        XCTAssertEqual(last.presentedFrame, CGRect(x: 165, y: 0, width: 155, height: 100))
    }

    func testMalformedSpacingIsIgnored() {
        makeStack([SizedView(50, 20)])
        stack.spacing = .nan
        XCTAssertEqual(stack.spacing, 0)
        stack.setCustomSpacing(.infinity, after: stack.arrangedSubviews[0])
        XCTAssertEqual(stack.customSpacing(after: stack.arrangedSubviews[0]), UIStackView.spacingUseDefault)
        XCTAssertEqual(diagnostics.filter { $0.hasPrefix("UIStackView") }.count, 2)
    }
}
