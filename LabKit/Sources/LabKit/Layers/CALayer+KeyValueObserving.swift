import Foundation

/// Key-value observing of layers: every property set through its setter (or
/// `setValue(_:forKey:)`) sends one notification to the observers of its key ("position",
/// "bounds", "transform", "opacity", "hidden", "backgroundColor"…; "frame" when the frame is
/// set, with "bounds" and "position" inside it), and so does a key set by key-value coding.
/// Swift key paths name the same properties.
extension CALayer: KeyValueObservingKeyPaths {}

extension KeyValueObservingKeyPaths where Self: CALayer {
    static var keyValueObservingNames: [AnyKeyPath: String] {
        let own: [AnyKeyPath: String] = [\Self.bounds: "bounds", \Self.position: "position", \Self.zPosition: "zPosition",
         \Self.anchorPoint: "anchorPoint", \Self.anchorPointZ: "anchorPointZ", \Self.frame: "frame",
         \Self.transform: "transform", \Self.sublayerTransform: "sublayerTransform", \Self.opacity: "opacity",
         \Self.isHidden: "hidden", \Self.backgroundColor: "backgroundColor", \Self.cornerRadius: "cornerRadius",
         \Self.borderWidth: "borderWidth", \Self.borderColor: "borderColor", \Self.masksToBounds: "masksToBounds",
         \Self.contents: "contents", \Self.contentsGravity: "contentsGravity",
         \Self.contentsRect: "contentsRect", \Self.contentsCenter: "contentsCenter", \Self.shadowColor: "shadowColor",
         \Self.shadowOpacity: "shadowOpacity", \Self.shadowRadius: "shadowRadius", \Self.shadowOffset: "shadowOffset",
         \Self.shadowPath: "shadowPath", \Self.name: "name"]
        // A shape, gradient or text layer adds its own properties.
        guard let kind = Self.self as? any LayerKindKeyPaths.Type else { return own }
        return own.merging(kind.kindKeyValueObservingNames) { own, _ in own }
    }
}

/// A LabKit layer kind whose own properties Swift key paths name, rooted as
/// `keyValueObservingNames`' are.
protocol LayerKindKeyPaths: CALayer {
    static var kindKeyValueObservingNames: [AnyKeyPath: String] { get }
}

extension CAShapeLayer: LayerKindKeyPaths {}
extension CAGradientLayer: LayerKindKeyPaths {}
extension CATextLayer: LayerKindKeyPaths {}

extension LayerKindKeyPaths where Self: CAShapeLayer {
    static var kindKeyValueObservingNames: [AnyKeyPath: String] {
        [\Self.path: "path", \Self.fillColor: "fillColor", \Self.strokeColor: "strokeColor", \Self.lineWidth: "lineWidth",
         \Self.strokeStart: "strokeStart", \Self.strokeEnd: "strokeEnd", \Self.lineDashPhase: "lineDashPhase",
         \Self.miterLimit: "miterLimit"]
    }
}

extension LayerKindKeyPaths where Self: CAGradientLayer {
    static var kindKeyValueObservingNames: [AnyKeyPath: String] {
        [\Self.colors: "colors", \Self.locations: "locations", \Self.startPoint: "startPoint", \Self.endPoint: "endPoint"]
    }
}

extension LayerKindKeyPaths where Self: CATextLayer {
    static var kindKeyValueObservingNames: [AnyKeyPath: String] {
        [\Self.string: "string", \Self.fontSize: "fontSize", \Self.foregroundColor: "foregroundColor"]
    }
}
