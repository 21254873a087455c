@_spi(LabHost) import LabKit
import XCTest

/// A 320 x 480 scroll view filling the test window, its delegate recording every call, and
/// helpers that move one finger frame by frame as the host's input scripts do.
class ScrollViewTestCase: UIKitTestCase {
    var scrollView: UIScrollView!
    var recorder: ScrollRecorder!

    override func setUp() {
        super.setUp()
        scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 5000)
        recorder = ScrollRecorder()
        scrollView.delegate = recorder
        window.addSubview(scrollView)
        commit()
    }

    override func tearDown() {
        scrollView = nil
        recorder = nil
        super.tearDown()
    }

    /// The finger comes down at `point` in the next frame.
    func touchDown(_ point: CGPoint) { step { LabInput.touch(.began, at: point) } }

    /// The finger moves to `point` in the next frame (and lifts there when `lift`).
    func move(_ point: CGPoint, lift: Bool = false) {
        step {
            LabInput.touch(.moved, at: point)
            if lift { LabInput.touch(.ended, at: point) }
        }
    }

    /// The finger lifts at `point` in the next frame.
    func lift(_ point: CGPoint) { step { LabInput.touch(.ended, at: point) } }

    /// A finger that comes down at (160, `y`), moves 10 points up (the pan begins there, the
    /// content not yet moving), then moves up `frames` times by `perFrame` points at 60 Hz
    /// and lifts with the last move: a fling of `perFrame * 60` points per second that leaves
    /// the content `frames * perFrame` points further on.
    func flingUp(from y: CGFloat, perFrame: CGFloat, frames: Int) {
        touchDown(CGPoint(x: 160, y: y))
        move(CGPoint(x: 160, y: y - 10))
        for k in 1...frames {
            move(CGPoint(x: 160, y: y - 10 - perFrame * CGFloat(k)), lift: k == frames)
        }
    }

    /// `value` on the device pixel grid of the test screen (scale 2), as UIKit rounds content
    /// offsets: `floor(value · 2 + 0.5) / 2`.
    func pixel(_ value: CGFloat) -> CGFloat { (value * 2 + 0.5).rounded(.down) / 2 }

    /// Steps `count` frames of 60 Hz.
    func steps(_ count: Int) { for _ in 0..<count { step() } }
}

/// Records the delegate calls of a scroll view, with the state the scroll view was in.
final class ScrollRecorder: UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGPoint] = []
    var velocity: CGPoint?
    var proposedTarget: CGPoint?
    var releaseOffset: CGPoint?
    var releaseTime: CFTimeInterval?
    /// When set, the target the delegate moves `targetContentOffset` to.
    var replacementTarget: CGPoint?
    var flags: [String: (tracking: Bool, dragging: Bool, decelerating: Bool)] = [:]

    /// The calls with each run of `didScroll` folded into one.
    var foldedCalls: [String] {
        calls.reduce(into: []) { result, call in if !(call == "didScroll" && result.last == "didScroll") { result.append(call) } }
    }

    private func record(_ call: String, _ scrollView: UIScrollView) {
        calls.append(call)
        flags[call] = (scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        record("didScroll", scrollView)
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { record("willBeginDragging", scrollView) }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        record("willEndDragging", scrollView)
        self.velocity = velocity
        proposedTarget = targetContentOffset.pointee
        releaseOffset = scrollView.contentOffset
        releaseTime = CACurrentMediaTime()
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record("didEndDragging(\(decelerate))", scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { record("willBeginDecelerating", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { record("didEndDecelerating", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { record("didEndScrollingAnimation", scrollView) }
}
