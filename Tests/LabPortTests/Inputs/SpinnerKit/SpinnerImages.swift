import UIKit

/// The spinner's images: one from the app's bundle, one from the framework's (found from one
/// of its classes), as a library loads them on iOS.
final class SpinnerImages {
    static var tick: UIImage? { UIImage(named: "tick") }
    static var arrow: UIImage? { UIImage(named: "Arrow", in: Bundle(for: SpinnerView.self), compatibleWith: nil) }
    static var missing: UIImage? { UIImage(named: "missing") }
    static var bundle: Bundle { Bundle(for: SpinnerImages.self) }
}
