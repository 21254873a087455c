import UIKit

@objc protocol SpinnerViewDelegate: NSObjectProtocol {
    func spinnerDidStart(_ spinner: SpinnerView)
    @objc optional func spinnerDidStop(_ spinner: SpinnerView)
    @objc optional func title(for spinner: SpinnerView) -> String?
}

/// Counts what the spinner tells it; implements only the required method.
@objcMembers
class SpinnerCounter: NSObject, SpinnerViewDelegate {
    var started = 0

    func spinnerDidStart(_ spinner: SpinnerView) {
        started += 1
    }

    /// A storyboard's counter starts from nothing.
    override func awakeFromNib() {
        super.awakeFromNib()
        started = 0
    }
}
