import Foundation

/// The user's drag: a finger on the content stops its deceleration; while the pan runs the
/// offset follows the finger (rubber-banding past the edges); on release the content
/// decelerates with the finger's velocity, pages, or springs back inside its edges.
extension UIScrollView {
    /// The velocity under which a paging scroll view goes back to the nearest page rather than
    /// on to the next one in the fling's direction, in points per millisecond. Apple does not
    /// document it; a third of a point per millisecond tells a flick from a slow drag.
    static let pagingFlingVelocity: CGFloat = 0.3

    /// Whether the scroll view's pan may begin, as the finger has moved 10 points: not when a
    /// scroll view inside it already drags this touch (the innermost one scrolls), nor, inside
    /// another scroll view, when it scrolls along one axis only and the finger went mostly
    /// along the other (so that a vertical list in a horizontal pager leaves horizontal swipes
    /// to the pager).
    func panMayBegin() -> Bool {
        var view = panGestureRecognizer.trackedTouches.first?.view
        while let inner = view, inner !== self {
            if (inner as? UIScrollView)?.isDragging == true { return false }
            view = inner.superview
        }
        var outer = superview
        while let v = outer, !(v is UIScrollView) { outer = v.superview }
        guard outer != nil else { return true }
        let t = panGestureRecognizer.translation(in: self)
        if dragsVertically && !dragsHorizontally && abs(t.x) > abs(t.y) { return false }
        if dragsHorizontally && !dragsVertically && abs(t.y) > abs(t.x) { return false }
        return true
    }

    /// A finger came down on the content.
    func touchDidBegin() {
        isTracking = true
        if motionKind == .deceleration { stopMotion() }
    }

    /// The finger lifted; unless it dragged (the pan's end handles that), content it left past
    /// an edge or between pages moves back.
    func touchDidEnd(panning: Bool) {
        isTracking = false
        updateScrollIndicatorVisibility()
        guard !panning, motionKind == .none else { return }
        let x = releaseMotion(offset: contentOffset.x, velocity: 0, target: nil, range: offsetRanges.x,
                              pageLength: bounds.width, drags: dragsHorizontally)
        let y = releaseMotion(offset: contentOffset.y, velocity: 0, target: nil, range: offsetRanges.y,
                              pageLength: bounds.height, drags: dragsVertically)
        guard x.motion != .resting || y.motion != .resting else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(.deceleration, x: x.motion, y: y.motion)
    }

    func panGestureRecognizerDidChange(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            let ranges = offsetRanges, offset = contentOffset
            dragOrigin = CGPoint(x: unresisted(offset.x, range: ranges.x, dimension: bounds.width),
                                 y: unresisted(offset.y, range: ranges.y, dimension: bounds.height))
            // The pan begins 10 points from where the finger came down; the content follows
            // from there rather than jumping those 10 points.
            dragTranslationOrigin = pan.translation(in: self)
            isDragging = true
            updateScrollIndicatorVisibility()
            if keyboardDismissMode.dismissesWhenDragBegins { UIResponder.focused?.resignFirstResponder() }
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            followFinger(pan)
        case .ended:
            followFinger(pan)
            let v = pan.velocity(in: self)
            endDragging(velocity: CGPoint(x: dragsHorizontally ? -v.x / 1000 : 0, y: dragsVertically ? -v.y / 1000 : 0))
        case .cancelled:
            endDragging(velocity: .zero)
        case .possible, .failed:
            break
        }
    }

    /// Moves the content with the finger: one to one inside the edges, rubber-banded past them.
    private func followFinger(_ pan: UIPanGestureRecognizer) {
        guard isDragging else { return }
        let t = pan.translation(in: self), ranges = offsetRanges, offset = contentOffset
        let x = dragOrigin.x - (t.x - dragTranslationOrigin.x)
        let y = dragOrigin.y - (t.y - dragTranslationOrigin.y)
        applyOffset(CGPoint(x: dragsHorizontally ? resisted(x, range: ranges.x, dimension: bounds.width) : offset.x,
                            y: dragsVertically ? resisted(y, range: ranges.y, dimension: bounds.height) : offset.y))
    }

    /// Where the content sits when the finger is at `offset`: past an edge it rubber-bands
    /// (or stops at the edge when the scroll view does not bounce).
    private func resisted(_ offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        let edge = min(max(offset, range.lowerBound), range.upperBound)
        guard bounces, edge != offset else { return edge }
        return edge + ScrollPhysics.rubberBand(offset - edge, dimension: dimension)
    }

    /// Where the finger would be for content at `offset` (the inverse of `resisted`).
    private func unresisted(_ offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        let edge = min(max(offset, range.lowerBound), range.upperBound)
        guard edge != offset else { return offset }
        return edge + ScrollPhysics.unresisted(offset - edge, dimension: dimension)
    }

    /// The finger lifted at `velocity` (points per millisecond, in the offset's direction):
    /// the delegate hears where the content will rest and may move that, then the content
    /// decelerates, pages or springs back.
    private func endDragging(velocity: CGPoint) {
        guard isDragging else { return }
        let offset = contentOffset, ranges = offsetRanges
        let proposedX = releaseMotion(offset: offset.x, velocity: velocity.x, target: nil, range: ranges.x,
                                      pageLength: bounds.width, drags: dragsHorizontally)
        let proposedY = releaseMotion(offset: offset.y, velocity: velocity.y, target: nil, range: ranges.y,
                                      pageLength: bounds.height, drags: dragsVertically)
        let natural = CGPoint(x: proposedX.target, y: proposedY.target)
        var proposed = releaseTarget(proposed: natural, velocity: velocity)
        if !proposed.x.isFinite || !proposed.y.isFinite {
            LabDiagnostics.report("targetContentOffset(forProposedContentOffset:withScrollingVelocity:) returned \(proposed), which is not finite; ignored")
            proposed = natural
        }
        var target = proposed
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        if !target.x.isFinite || !target.y.isFinite {
            LabDiagnostics.report("UIScrollViewDelegate set targetContentOffset to \(target), which is not finite; ignored")
            target = proposed
        }
        let x = target.x == natural.x ? proposedX
            : releaseMotion(offset: offset.x, velocity: velocity.x, target: target.x, range: ranges.x, pageLength: bounds.width, drags: true)
        let y = target.y == natural.y ? proposedY
            : releaseMotion(offset: offset.y, velocity: velocity.y, target: target.y, range: ranges.y, pageLength: bounds.height, drags: true)
        let willDecelerate = x.motion != .resting || y.motion != .resting
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        refreshControl?.scrollViewDidEndDragging(self)
        isDragging = false
        guard willDecelerate else { return updateScrollIndicatorVisibility() }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(.deceleration, x: x.motion, y: y.motion)
    }

    /// Where one axis comes to rest after a release at `velocity` (points per millisecond), and
    /// the motion that takes it there (`pageLength` is the scroll view's length along the
    /// axis): a spring back inside when it is past an edge; else
    /// with paging, the next page in the fling's direction (or the nearest, for a slow release)
    /// at the fast rate; else the deceleration, to `target` when the delegate chose one, else
    /// as far as the fling carries (bouncing off an edge it reaches; the target reported is
    /// inside the edges).
    private func releaseMotion(offset: CGFloat, velocity: CGFloat, target chosen: CGFloat?, range: ClosedRange<CGFloat>,
                               pageLength: CGFloat, drags: Bool) -> (target: CGFloat, motion: ScrollAxisMotion) {
        let now = CACurrentMediaTime()
        let edge = min(max(offset, range.lowerBound), range.upperBound)
        guard drags || chosen != nil else { return (offset, .resting) }
        if edge != offset {
            // The content moved slower than the finger past the edge: the spring starts with
            // the content's own velocity, the finger's scaled by the rubber band's slope.
            let finger = ScrollPhysics.unresisted(offset - edge, dimension: pageLength)
            let slope = ScrollPhysics.rubberBandSlope(finger, dimension: pageLength)
            return (edge, .bouncing(edge: edge, displacement: offset - edge, velocity: velocity * 1000 * slope, since: now))
        }
        // A page or a chosen target is reached exactly, however near; a fling of less than
        // half a point does not move the content.
        func decelerate(to end: CGFloat, rate: CGFloat, reported: CGFloat, exactly: Bool) -> (target: CGFloat, motion: ScrollAxisMotion) {
            let distance = end - offset
            guard exactly ? distance != 0 : abs(distance) >= ScrollPhysics.restingDistance else { return (reported, .resting) }
            return (reported, .decelerating(start: offset, distance: distance, rate: rate, since: now))
        }
        if isPagingEnabled, pageLength > 0 {
            let page = offset / pageLength
            let index = velocity > UIScrollView.pagingFlingVelocity ? page.rounded(.down) + 1
                : velocity < -UIScrollView.pagingFlingVelocity ? page.rounded(.up) - 1 : page.rounded()
            let pageTarget = chosen ?? min(max(index * pageLength, range.lowerBound), range.upperBound)
            return decelerate(to: pageTarget, rate: DecelerationRate.fast.rawValue, reported: pageTarget, exactly: true)
        }
        let rate = decelerationRate.rawValue
        if let chosen { return decelerate(to: chosen, rate: rate, reported: chosen, exactly: true) }
        let end = offset + ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
        return decelerate(to: end, rate: rate, reported: min(max(end, range.lowerBound), range.upperBound), exactly: false)
    }
}
