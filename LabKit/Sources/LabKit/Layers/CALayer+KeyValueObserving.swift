import Foundation

/// Key-value observing of layers: every property set through its setter (or
/// `setValue(_:forKey:)`) sends one notification to the observers of its key ("position",
/// "bounds", "transform", "opacity", "hidden", "backgroundColor"…; "frame" when the frame is
/// set, with "bounds" and "position" inside it), and so does a key set by key-value coding.
/// Swift key paths name the same properties.
extension CALayer: KeyValueObservingKeyPaths {}

extension KeyValueObservingKeyPaths where Self: CALayer {
    static var keyValueObservingNames: [AnyKeyPath: String] {
        [\Self.bounds: "bounds", \Self.position: "position", \Self.zPosition: "zPosition",
         \Self.anchorPoint: "anchorPoint", \Self.anchorPointZ: "anchorPointZ", \Self.frame: "frame",
         \Self.transform: "transform", \Self.sublayerTransform: "sublayerTransform", \Self.opacity: "opacity",
         \Self.isHidden: "hidden", \Self.backgroundColor: "backgroundColor", \Self.cornerRadius: "cornerRadius",
         \Self.borderWidth: "borderWidth", \Self.borderColor: "borderColor", \Self.masksToBounds: "masksToBounds",
         \Self.contents: "contents", \Self.contentsGravity: "contentsGravity", \Self.shadowColor: "shadowColor",
         \Self.shadowOpacity: "shadowOpacity", \Self.shadowRadius: "shadowRadius", \Self.shadowOffset: "shadowOffset",
         \Self.shadowPath: "shadowPath", \Self.name: "name"]
    }
}
