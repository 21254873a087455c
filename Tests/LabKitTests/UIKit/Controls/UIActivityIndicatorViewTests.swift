@_spi(LabHost) import LabKit
import XCTest

/// UIActivityIndicatorView: 20- or 37-point squares, hidden while stopped (by default), eight
/// spokes fading behind the leading one, turning one spoke (45°) every eighth of a second.
final class UIActivityIndicatorViewTests: ControlTestCase {
    private var spinner: UIActivityIndicatorView!
    private var spokes: CALayer { spinner.layer.sublayers![0] }

    override func setUp() {
        super.setUp()
        spinner = UIActivityIndicatorView(style: .medium)
        spinner.center = CGPoint(x: 100, y: 100)
        window.addSubview(spinner)
        commit()
    }

    /// The spokes' turn at `time`, in eighths of a turn.
    private func steps(at time: Double) -> Double {
        advance(to: time)
        let t = spokes.presentation()!.transform
        let angle = atan2(Double(t.m12), Double(t.m11))
        return ((angle < -1e-9 ? angle + 2 * .pi : angle) / (.pi / 4)).rounded()
    }

    func testStylesSizeTheSpinner() {
        XCTAssertEqual(spinner.bounds.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
        spinner.style = .large
        XCTAssertEqual(spinner.intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(spokes.bounds.size, CGSize(width: 37, height: 37))
    }

    func testHiddenUntilStartedAndAgainWhenStopped() {
        XCTAssertTrue(spinner.isHidden)
        XCTAssertFalse(spinner.isAnimating)
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertFalse(spinner.isHidden)
        spinner.stopAnimating()
        XCTAssertFalse(spinner.isAnimating)
        XCTAssertTrue(spinner.isHidden)
        spinner.hidesWhenStopped = false
        XCTAssertFalse(spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        XCTAssertFalse(spinner.isHidden)
    }

    func testEightSpokesFadeBehindTheLeadingOne() {
        spinner.color = .red
        let shapes = spokes.sublayers!.compactMap { $0 as? CAShapeLayer }
        XCTAssertEqual(shapes.count, 8)
        // Spoke 0 leads (twelve o'clock); spoke 7, just behind it anticlockwise, is next brightest.
        XCTAssertEqual(shapes.map { ($0.opacity * 10).rounded() / 10 }, [1, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9])
        XCTAssertEqual(shapes[0].strokeColor, UIColor.red.cgColor)
        XCTAssertEqual(shapes[0].lineCap, .round)
        spinner.color = nil
        XCTAssertEqual(spinner.color, .systemGray, "nil restores the default")
    }

    func testPreIOS13StylesKeepTheirSizesAndColours() {
        let whiteLarge = UIActivityIndicatorView(style: .whiteLarge)
        XCTAssertEqual(whiteLarge.bounds.size, CGSize(width: 37, height: 37))
        XCTAssertEqual(whiteLarge.color, .white)
        let gray = UIActivityIndicatorView(style: .gray)
        XCTAssertEqual(gray.bounds.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(gray.color, .systemGray)
        XCTAssertEqual((gray.layer.sublayers![0].sublayers![0] as! CAShapeLayer).strokeColor, UIColor.systemGray.cgColor)
        gray.style = .white
        XCTAssertEqual((gray.layer.sublayers![0].sublayers![0] as! CAShapeLayer).strokeColor, UIColor.white.cgColor)
    }

    func testSpokesTurnInEighthsOfASecondSteps() {
        step { self.spinner.startAnimating() }
        let start = LabClock.currentTime
        XCTAssertEqual(steps(at: start + 0.1), 0)
        XCTAssertEqual(steps(at: start + 0.13), 1)
        XCTAssertEqual(steps(at: start + 0.26), 2)
        XCTAssertEqual(steps(at: start + 0.99), 7)
        XCTAssertEqual(steps(at: start + 1.01), 0, "and round again")
        spinner.stopAnimating()
        XCTAssertEqual(steps(at: start + 1.2), 0)
    }
}
