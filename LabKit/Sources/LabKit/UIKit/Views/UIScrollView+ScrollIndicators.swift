import Foundation

/// The scroll indicators: thin rounded bars along the trailing and bottom edges that show
/// while the content is dragged or moves on its own, tell how much of the content is visible
/// and where, shrink when the content is pulled past an edge, and fade out once it rests.
/// Apple documents their styles, not their measures; the lab's follow iOS's look: 3 points
/// from the edges, at least 36 points long (7 when squeezed past an edge), fading over 0.3 s
/// from 0.2 s after the content comes to rest. They are layers above the content, not
/// subviews.
extension UIScrollView {
    static let indicatorMargin: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36
    static let indicatorSqueezedLength: CGFloat = 7
    static let indicatorFadeDelay: CFTimeInterval = 0.2
    static let indicatorFadeDuration: CFTimeInterval = 0.3

    /// Shows the indicators while the content is dragged or moves, and fades them out once
    /// it rests and no finger is on it.
    func updateScrollIndicatorVisibility() {
        if isDragging || motionKind != .none {
            if !scrollIndicatorsShown { showScrollIndicators() }
        } else if scrollIndicatorsShown && !isTracking {
            fadeScrollIndicators()
        }
    }

    /// Lays the visible indicators out for the current offset.
    func layoutScrollIndicators() {
        guard scrollIndicatorsShown else { return }
        let b = bounds, ranges = offsetRanges
        let vertical = verticalScrollIndicatorInsets, horizontal = horizontalScrollIndicatorInsets
        let margin = UIScrollView.indicatorMargin, thickness = indicatorStyle.thickness
        verticalIndicator.isHidden = !showsVerticalScrollIndicator || ranges.y.upperBound <= ranges.y.lowerBound
        horizontalIndicator.isHidden = !showsHorizontalScrollIndicator || ranges.x.upperBound <= ranges.x.lowerBound
        if !verticalIndicator.isHidden {
            let track = b.height - 2 * margin - vertical.top - vertical.bottom
            let (start, length) = UIScrollView.indicatorSpan(offset: b.minY, range: ranges.y, viewLength: b.height, track: track)
            verticalIndicator.frame = CGRect(x: b.maxX - margin - thickness - vertical.right,
                                             y: b.minY + margin + vertical.top + start, width: thickness, height: length)
        }
        if !horizontalIndicator.isHidden {
            let track = b.width - 2 * margin - horizontal.left - horizontal.right
            let (start, length) = UIScrollView.indicatorSpan(offset: b.minX, range: ranges.x, viewLength: b.width, track: track)
            horizontalIndicator.frame = CGRect(x: b.minX + margin + horizontal.left + start,
                                               y: b.maxY - margin - thickness - horizontal.bottom, width: length, height: thickness)
        }
    }

    /// Where along its track (from the track's start) an indicator sits and how long it is:
    /// its share of the track is the visible share of the content; past an edge it shrinks by
    /// the distance the content is pulled.
    private static func indicatorSpan(offset: CGFloat, range: ClosedRange<CGFloat>, viewLength: CGFloat,
                                      track: CGFloat) -> (start: CGFloat, length: CGFloat) {
        guard track > 0 else { return (0, 0) }
        let extent = range.upperBound - range.lowerBound + viewLength
        var length = min(track, max(indicatorMinimumLength, track * viewLength / extent))
        let overscroll = offset < range.lowerBound ? range.lowerBound - offset : offset > range.upperBound ? offset - range.upperBound : 0
        length = max(min(indicatorSqueezedLength, track), length - overscroll)
        let scrollable = range.upperBound - range.lowerBound
        let progress = scrollable > 0 ? min(1, max(0, (offset - range.lowerBound) / scrollable)) : 0
        return (progress * (track - length), length)
    }

    func showScrollIndicators() {
        scrollIndicatorsShown = true
        for indicator in [verticalIndicator, horizontalIndicator] {
            indicator.removeAnimation(forKey: "fade")
            indicator.opacity = 1
            indicatorStyle.apply(to: indicator)
            // Above every subview, including those added since the last time.
            layer.addSublayer(indicator)
        }
        layoutScrollIndicators()
    }

    func fadeScrollIndicators() {
        scrollIndicatorsShown = false
        for indicator in [verticalIndicator, horizontalIndicator] {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            fade.beginTime = indicator.convertTime(CACurrentMediaTime(), from: nil) + UIScrollView.indicatorFadeDelay
            fade.duration = UIScrollView.indicatorFadeDuration
            fade.fillMode = .backwards
            indicator.opacity = 0
            indicator.add(fade, forKey: "fade")
        }
    }
}
