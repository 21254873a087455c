import Foundation

/// Key-value coding and observing of views: geometry (`frame`, `bounds`, `center`,
/// `transform`, `transform3D`), `alpha`, `hidden`, `backgroundColor`, `clipsToBounds` and
/// `tintColor` send one notification per set, as their setters run; the view's `layer` and
/// its other properties are readable by key. Swift key paths name the observable ones.
extension UIView {
    static let viewKeyValueAccessors: [String: KeyValueAccessor] = [
        "frame": KeyValueAccessor(\UIView.frame),
        "bounds": KeyValueAccessor(\UIView.bounds),
        "center": KeyValueAccessor(\UIView.center),
        "transform": KeyValueAccessor(\UIView.transform),
        "transform3D": KeyValueAccessor(\UIView.transform3D),
        "alpha": KeyValueAccessor(\UIView.alpha),
        "hidden": KeyValueAccessor(\UIView.isHidden),
        "isHidden": KeyValueAccessor(\UIView.isHidden),
        "backgroundColor": KeyValueAccessor(\UIView.backgroundColor),
        "clipsToBounds": KeyValueAccessor(\UIView.clipsToBounds),
        "tintColor": KeyValueAccessor(\UIView.tintColor),
        "opaque": KeyValueAccessor(\UIView.isOpaque),
        "tag": KeyValueAccessor(\UIView.tag),
        "userInteractionEnabled": KeyValueAccessor(\UIView.isUserInteractionEnabled),
        "layer": KeyValueAccessor(readOnly: \UIView.layer),
        "superview": KeyValueAccessor(readOnly: \UIView.superview),
        "subviews": KeyValueAccessor(readOnly: \UIView.subviews),
        "window": KeyValueAccessor(readOnly: \UIView.window),
    ]
}

extension UIView: KeyValueObservingKeyPaths {}

extension KeyValueObservingKeyPaths where Self: UIView {
    static var keyValueObservingNames: [AnyKeyPath: String] {
        let own: [AnyKeyPath: String] = [\Self.frame: "frame", \Self.bounds: "bounds", \Self.center: "center", \Self.transform: "transform",
         \Self.transform3D: "transform3D", \Self.alpha: "alpha", \Self.isHidden: "hidden",
         \Self.backgroundColor: "backgroundColor", \Self.clipsToBounds: "clipsToBounds", \Self.tintColor: "tintColor"]
        // A scroll view adds its own properties.
        guard let kind = Self.self as? any ViewKindKeyPaths.Type else { return own }
        return own.merging(kind.kindKeyValueObservingNames) { own, _ in own }
    }
}

/// A LabKit view kind whose own properties Swift key paths name, rooted as
/// `keyValueObservingNames`' are.
protocol ViewKindKeyPaths: UIView {
    static var kindKeyValueObservingNames: [AnyKeyPath: String] { get }
}
