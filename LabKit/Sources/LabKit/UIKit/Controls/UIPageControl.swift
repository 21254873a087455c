import Foundation

/// A row of dots, one per page, the current one solid: 7-point dots 9 points apart, centred,
/// as iOS 13 draws them. A tap left of the current dot goes back a page, right of it forward
/// one, sending `.valueChanged`; setting `currentPage` sends nothing.
open class UIPageControl: UIControl {
    /// A dot's diameter.
    static let dotDiameter: CGFloat = 7
    /// The gap between neighbouring dots.
    static let dotSpacing: CGFloat = 9
    /// The height iOS 13 gives a page control.
    static let intrinsicHeight: CGFloat = 37
    /// The other pages' dots: Apple documents "translucent white" by default.
    static let defaultPageColor = UIColor(white: 1, alpha: 0.2)

    private var dots: [UIView] = []

    /// The number of pages, 0 or more (default 0); a negative count is ignored.
    open var numberOfPages: Int {
        get { pages }
        set {
            guard newValue >= 0 else {
                return LabDiagnostics.report("UIPageControl.numberOfPages \(newValue) is negative; ignored")
            }
            pages = newValue
            current = clamped(current)
            displayedPage = current
            rebuildDots()
        }
    }
    private var pages = 0

    /// The current page, pinned to 0…`numberOfPages` - 1 (Apple: "values outside the
    /// possible range are pinned"). Setting it sends no event.
    open var currentPage: Int {
        get { current }
        set {
            current = clamped(newValue)
            displayedPage = current
            updateDotColors()
        }
    }
    private var current = 0

    /// The page whose dot is solid (differs from `currentPage` only while
    /// `defersCurrentPageDisplay` holds a tap's change back).
    private var displayedPage = 0

    /// Whether the control is hidden when there is only one page (default false).
    open var hidesForSinglePage = false { didSet { updateVisibility() } }
    /// Whether a tap changes `currentPage` without moving the solid dot until
    /// `updateCurrentPageDisplay()` (default false).
    open var defersCurrentPageDisplay = false

    /// The other pages' dots (nil: translucent white).
    open var pageIndicatorTintColor: UIColor? { didSet { updateDotColors() } }
    /// The current page's dot (nil: opaque white).
    open var currentPageIndicatorTintColor: UIColor? { didSet { updateDotColors() } }

    /// Moves the solid dot to `currentPage` (after a deferred tap).
    open func updateCurrentPageDisplay() {
        displayedPage = current
        updateDotColors()
    }

    /// The size that shows `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(pageCount, 0))
        let width = n > 0 ? n * UIPageControl.dotDiameter + (n - 1) * UIPageControl.dotSpacing : 0
        return CGSize(width: width, height: UIPageControl.intrinsicHeight)
    }

    private func clamped(_ page: Int) -> Int { min(max(page, 0), max(pages - 1, 0)) }

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<pages).map { _ in
            let dot = UIView()
            dot.layer.cornerRadius = UIPageControl.dotDiameter / 2
            dot.isUserInteractionEnabled = false
            addSubview(dot)
            return dot
        }
        updateDotColors()
        updateVisibility()
        setNeedsLayout()
    }

    private func updateDotColors() {
        for (i, dot) in dots.enumerated() {
            dot.backgroundColor = i == displayedPage
                ? (currentPageIndicatorTintColor ?? .white)
                : (pageIndicatorTintColor ?? UIPageControl.defaultPageColor)
        }
    }

    private func updateVisibility() {
        let hide = hidesForSinglePage && pages == 1
        for dot in dots { dot.isHidden = hide }
    }

    /// The x of dot `index`'s centre, the row centred in the bounds.
    private func dotCenterX(_ index: Int) -> CGFloat {
        let row = size(forNumberOfPages: pages).width
        return bounds.midX - row / 2 + UIPageControl.dotDiameter / 2
            + CGFloat(index) * (UIPageControl.dotDiameter + UIPageControl.dotSpacing)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let d = UIPageControl.dotDiameter
        for (i, dot) in dots.enumerated() {
            dot.frame = CGRect(x: dotCenterX(i) - d / 2, y: bounds.midY - d / 2, width: d, height: d)
        }
    }

    // MARK: Tracking

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// A tap left of the solid dot goes back a page, right of it forward one.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside, pages > 1 else { return }
        let x = touch.location(in: self).x
        let page = clamped(x < dotCenterX(displayedPage) ? current - 1 : current + 1)
        guard page != current else { return }
        current = page
        if !defersCurrentPageDisplay { displayedPage = page }
        updateDotColors()
        sendValueChanged()
    }

    // MARK: Size

    /// The dots' row, 37 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: pages) }

    /// The dots' row, 37 points high.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: pages) }
}
