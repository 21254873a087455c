import LabKit

/// The spinner's images: one from the app's bundle, one from the framework's (found from one
/// of its classes), as a library loads them on iOS.
final class SpinnerImages {
    static var tick: UIImage? { UIImage(named: "tick", in: .module) }
    static var arrow: UIImage? { UIImage(named: "Arrow", in: .module, compatibleWith: nil) }
    static var missing: UIImage? { UIImage(named: "missing", in: .module) }
    static var bundle: Bundle { Bundle.module }
}
