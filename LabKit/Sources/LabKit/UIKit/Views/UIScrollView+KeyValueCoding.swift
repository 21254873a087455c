import Foundation

/// Key-value coding and observing of scroll views: `contentOffset` (whenever the content
/// moves, by a drag, a deceleration, an animation or a set), `contentSize` and `contentInset`
/// send one notification per change, as on iOS, where observing `contentOffset` is how code
/// follows a scroll without being the delegate. Swift key paths name them.
extension UIScrollView: ViewKindKeyPaths {}

extension ViewKindKeyPaths where Self: UIScrollView {
    static var kindKeyValueObservingNames: [AnyKeyPath: String] {
        [\Self.contentOffset: "contentOffset", \Self.contentSize: "contentSize", \Self.contentInset: "contentInset"]
    }
}

extension UIScrollView {
    static let scrollViewKeyValueAccessors: [String: KeyValueAccessor] = [
        "contentOffset": KeyValueAccessor(\UIScrollView.contentOffset),
        "contentSize": KeyValueAccessor(\UIScrollView.contentSize),
        "contentInset": KeyValueAccessor(\UIScrollView.contentInset),
        "adjustedContentInset": KeyValueAccessor(readOnly: \UIScrollView.adjustedContentInset),
        "bounces": KeyValueAccessor(\UIScrollView.bounces),
        "scrollEnabled": KeyValueAccessor(\UIScrollView.isScrollEnabled),
        "pagingEnabled": KeyValueAccessor(\UIScrollView.isPagingEnabled),
        "tracking": KeyValueAccessor(readOnly: \UIScrollView.isTracking),
        "dragging": KeyValueAccessor(readOnly: \UIScrollView.isDragging),
        "decelerating": KeyValueAccessor(readOnly: \UIScrollView.isDecelerating),
    ]
}
