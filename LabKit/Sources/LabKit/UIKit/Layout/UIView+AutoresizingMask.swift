import Foundation

extension UIView {
    /// Which of a view's margins and sizes grow or shrink when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// A mask of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// `h=--& v=--&`, as UIKit's autoresizing constraints print the mask: per axis, the
        /// near margin, the size and the far margin, `&` where flexible (with nothing flexible,
        /// the far margin takes the change).
        var notation: String {
            func axis(_ near: AutoresizingMask, _ size: AutoresizingMask, _ far: AutoresizingMask) -> String {
                let none = intersection([near, size, far]).isEmpty
                return (contains(near) ? "&" : "-") + (contains(size) ? "&" : "-") + (contains(far) || none ? "&" : "-")
            }
            return "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
        }
    }

    /// How the view resizes when its superview's bounds change (default none: it keeps its
    /// frame, so its far margins take the change).
    public var autoresizingMask: AutoresizingMask {
        get { layoutStateStorage?.autoresizingMask ?? [] }
        set { layoutState.autoresizingMask = newValue }
    }

    /// Whether the view resizes its subviews by their masks when its bounds change (default true).
    public var autoresizesSubviews: Bool {
        get { layoutStateStorage?.autoresizesSubviews ?? true }
        set { layoutState.autoresizesSubviews = newValue }
    }

    /// Applies each subview's autoresizing mask after the bounds' size changed from `oldSize`:
    /// along each axis the change is shared among the flexible parts (margins and size) in
    /// proportion to their current lengths (equally when they are all zero), as UIKit does.
    /// Views the Auto Layout engine positions are left to it.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for view in subviews {
            guard let state = view.layoutStateStorage, !state.autoresizingMask.isEmpty,
                  state.translatesAutoresizingMaskIntoConstraints else { continue }
            let mask = state.autoresizingMask
            let frame = view.layoutFrameInSuperview
            let (x, width) = UIView.resize(frame.minX, frame.width, oldLength: oldSize.width, delta: newSize.width - oldSize.width,
                                           flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = UIView.resize(frame.minY, frame.height, oldLength: oldSize.height, delta: newSize.height - oldSize.height,
                                            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            let resized = CGRect(x: x, y: y, width: width, height: height)
            if resized != frame { view.setLayoutFrameInSuperview(resized) }
        }
    }

    /// One axis of autoresizing: the new origin and length of a segment of a superview whose
    /// length changed by `delta`.
    private static func resize(_ origin: CGFloat, _ length: CGFloat, oldLength: CGFloat, delta: CGFloat,
                               flexible: (near: Bool, size: Bool, far: Bool)) -> (CGFloat, CGFloat) {
        guard delta != 0, delta.isFinite else { return (origin, length) }
        let parts = [origin, length, oldLength - origin - length]
        let isFlexible = [flexible.near, flexible.size, flexible.far]
        guard isFlexible.contains(true) else { return (origin, length) }
        let flexibleTotal = zip(parts, isFlexible).reduce(0) { $0 + ($1.1 ? max(0, $1.0) : 0) }
        let count = CGFloat(isFlexible.filter { $0 }.count)
        func share(_ index: Int) -> CGFloat {
            guard isFlexible[index] else { return 0 }
            return flexibleTotal > 0 ? delta * max(0, parts[index]) / flexibleTotal : delta / count
        }
        return (origin + share(0), max(0, length + share(1)))
    }
}
