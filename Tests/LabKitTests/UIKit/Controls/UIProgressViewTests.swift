@_spi(LabHost) import LabKit
import XCTest

/// UIProgressView: progress clamped to 0…1, NaN ignored, a 4-point bar filled to the fraction
/// done, and animated changes on a 0.25 s ease-in-out.
final class UIProgressViewTests: ControlTestCase {
    private var progressView: UIProgressView!
    private var bar: UIView { progressView.subviews[1] }

    override func setUp() {
        super.setUp()
        progressView = UIProgressView(progressViewStyle: .default)
        progressView.frame = CGRect(x: 20, y: 200, width: 200, height: 4)
        window.addSubview(progressView)
        commit()
    }

    func testProgressIsClampedAndNaNIgnored() {
        progressView.progress = 1.5
        XCTAssertEqual(progressView.progress, 1)
        progressView.progress = -0.5
        XCTAssertEqual(progressView.progress, 0)
        progressView.progress = 0.3
        progressView.setProgress(.nan, animated: true)
        XCTAssertEqual(progressView.progress, 0.3)
        XCTAssertEqual(diagnostics.count, 1)
    }

    func testBarFillsTheFractionDone() {
        progressView.progress = 0.25
        commit()
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 50, height: 4))
        XCTAssertEqual(progressView.subviews[0].frame, CGRect(x: 0, y: 0, width: 200, height: 4), "the track fills the bounds")
        XCTAssertEqual(bar.backgroundColor, progressView.tintColor)
        progressView.progressTintColor = .red
        XCTAssertEqual(bar.backgroundColor, .red)
        XCTAssertEqual(progressView.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 4))
        XCTAssertEqual(progressView.sizeThatFits(CGSize(width: 120, height: 50)), CGSize(width: 120, height: 4))
    }

    func testAnimatedProgressGrowsTheBarOnEaseInOut() {
        step { self.progressView.setProgress(1, animated: true) }
        let start = LabClock.currentTime
        // Ease-in-out is symmetric: half-way through, half the width (the bar's centre at 50).
        XCTAssertEqual(Double(presentation(of: bar, at: start + 0.125).bounds.width), 100, accuracy: 0.05)
        XCTAssertEqual(Double(presentation(of: bar, at: start + 0.25).bounds.width), 200, accuracy: 0.001)
    }
}
