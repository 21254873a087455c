import LabKit

protocol SpinnerViewDelegate: AnyObject {
    func spinnerDidStart(_ spinner: SpinnerView)
    func spinnerDidStop(_ spinner: SpinnerView)
    func title(for spinner: SpinnerView) -> String?
}

/// Defaults for what was optional in the `@objc` protocol.
extension SpinnerViewDelegate {
    func spinnerDidStop(_ spinner: SpinnerView) {}
    func title(for spinner: SpinnerView) -> String? { nil }
}

/// Counts what the spinner tells it; implements only the required method.
class SpinnerCounter: NSObject, SpinnerViewDelegate {
    var started = 0

    func spinnerDidStart(_ spinner: SpinnerView) {
        started += 1
    }

    /// A storyboard's counter starts from nothing.
    func awakeFromNib() {
        started = 0
    }
}
