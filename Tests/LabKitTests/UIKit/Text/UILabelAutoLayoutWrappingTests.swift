import LabKit
import XCTest

/// A multi-line label under Auto Layout with an automatic `preferredMaxLayoutWidth` (0) wraps
/// at the width the layout gives it, as on iOS 8 and later: its intrinsic size is measured at
/// the width it was last laid out at, and layout runs again when that width changes.
///
/// Line counts are computed by hand in DejaVu Sans Mono at 20 points (every character
/// advances 1233/2048 em, 12.04 points): a 200-point label holds 16 characters a line, a
/// 130-point one 10, so "aaaa bbbb cccc dddd eeee" takes 2 and 3 lines. A label's height is
/// its lines' height rounded up to whole points.
final class UILabelAutoLayoutWrappingTests: UIKitTestCase {
    private let mono = UIFont(name: "DejaVu Sans Mono", size: 20)!
    private let advance: CGFloat = 20 * 1233 / 2048
    private let words = "aaaa bbbb cccc dddd eeee"
    private var container: UIView!

    override func setUp() {
        super.setUp()
        container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        window.addSubview(container)
    }

    private func height(lines: Int) -> CGFloat { (CGFloat(lines) * mono.lineHeight).rounded(.up) }

    /// A multi-line label of `words` in the mono font, added to the container for constraints.
    private func makeLabel(lines: Int = 0) -> UILabel {
        let label = UILabel()
        label.font = mono
        label.numberOfLines = lines
        label.text = words
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        return label
    }

    private func pinEdges(of label: UILabel) {
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
    }

    func testMultilineLabelWrapsAtItsConstrainedWidth() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "All hotels and hostels are sorted by hospitality rating"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 200)
        XCTAssertGreaterThan(label.frame.height, label.font.lineHeight * 1.5, "iOS: two or more lines")
        let lines = (label.frame.height / label.font.lineHeight).rounded()
        XCTAssertEqual(label.frame.height, (lines * label.font.lineHeight).rounded(.up), "whole lines")
        XCTAssertEqual(label.intrinsicContentSize.height, label.frame.height, "measured at the laid-out width")
    }

    func testTheHeightFollowsTheWidthWhenTheContainerResizes() {
        let label = makeLabel()
        pinEdges(of: label)
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 200, height: height(lines: 2)), "aaaa bbbb cccc / dddd eeee")

        container.frame.size.width = 130
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 130, height: height(lines: 3)), "aaaa bbbb / cccc dddd / eeee")

        container.frame.size.width = 400
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 400, height: height(lines: 1)), "back on one line")
    }

    /// A view below the label moves down with its wrapped height in the same pass.
    func testALabelInAVerticalStackViewWraps() {
        let label = UILabel()
        label.font = mono
        label.numberOfLines = 0
        label.text = words
        let footer = UIView()
        footer.heightAnchor.constraint(equalToConstant: 10).isActive = true
        let stack = UIStackView(arrangedSubviews: [label, footer])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 200, height: height(lines: 2)))
        XCTAssertEqual(footer.frame.minY, height(lines: 2))
        XCTAssertEqual(stack.frame.height, height(lines: 2) + 10)
    }

    func testNumberOfLinesCapsTheWrappedHeight() {
        container.frame.size.width = 130
        let label = makeLabel(lines: 2)
        pinEdges(of: label)
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame.size, CGSize(width: 130, height: height(lines: 2)), "three lines' worth, two kept")
    }

    /// With nothing fixing its width, the label keeps its natural one-line width, even wider
    /// than its container.
    func testALabelWithAnUnconstrainedWidthStaysOnOneLine() {
        let label = makeLabel()
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame.size, CGSize(width: (24 * advance).rounded(.up), height: height(lines: 1)))
    }

    /// Pinned at its leading edge and at most as wide as the container, the label is squeezed
    /// to 200 points, wraps there, then hugs its widest line (14 characters).
    func testALabelThatMayBeNarrowerHugsItsWrappedText() {
        let label = makeLabel()
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame.size, CGSize(width: (14 * advance).rounded(.up), height: height(lines: 2)))
    }

    /// An explicit preferred width decides the height, whatever the laid-out width.
    func testAnExplicitPreferredMaxLayoutWidthWins() {
        let label = makeLabel()
        label.preferredMaxLayoutWidth = 130
        pinEdges(of: label)
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame.size, CGSize(width: 200, height: height(lines: 3)), "wrapped at 130 points, laid out at 200")
    }

    /// `systemLayoutSizeFitting` measures the label at the width it solves, whatever width the
    /// label was laid out at (here 130 points, three lines): a table header sized this way fits
    /// its wrapped text.
    func testFittingMeasuresTheLabelAtTheFittedWidth() {
        let label = makeLabel()
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ])
        let fitted = container.systemLayoutSizeFitting(CGSize(width: 220, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(fitted, CGSize(width: 220, height: height(lines: 2) + 20), "never laid out: wrapped at 200 points")
        container.frame = CGRect(x: 0, y: 0, width: 150, height: 400)
        container.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 130)
        let again = container.systemLayoutSizeFitting(CGSize(width: 220, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(again, fitted, "laid out at 130 points, measured at 200")
        XCTAssertEqual(label.intrinsicContentSize.height, height(lines: 3), "the label keeps its laid-out measure")
    }

    private final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    /// A label whose height is half its width (20 points before it has one).
    private final class HalfAsTallLabel: UILabel {
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 10, height: size.width > 0 ? size.width / 2 : 20) }
    }

    /// A label held at width + height = 300 never settles: 280 × 20, 160 × 140, 220 × 80, …
    /// Each `layoutIfNeeded` runs at most two passes more than the first, never looping.
    func testASizeThatNeverSettlesStopsAfterTwoExtraPasses() {
        let counting = CountingView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.addSubview(counting)
        let label = HalfAsTallLabel()
        label.numberOfLines = 0
        label.text = "x"
        label.translatesAutoresizingMaskIntoConstraints = false
        counting.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: counting.leadingAnchor),
            label.topAnchor.constraint(equalTo: counting.topAnchor),
            label.widthAnchor.constraint(equalTo: label.heightAnchor, multiplier: -1, constant: 300),
        ])
        counting.layoutIfNeeded()
        XCTAssertEqual(counting.layouts, 3)
        XCTAssertEqual(label.frame.size, CGSize(width: 220, height: 80))
        counting.layoutIfNeeded()
        XCTAssertEqual(counting.layouts, 6, "the next layout carries on")
        XCTAssertEqual(label.frame.size, CGSize(width: 197.5, height: 102.5), "190 × 110, 205 × 95, 197.5 × 102.5")
    }

    /// A label laid out by its frame does not size itself from its width.
    func testALabelLaidOutByFrameKeepsItsNaturalIntrinsicSize() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 130, height: 100))
        label.font = mono
        label.numberOfLines = 0
        label.text = words
        container.addSubview(label)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: (24 * advance).rounded(.up), height: height(lines: 1)))
    }
}
