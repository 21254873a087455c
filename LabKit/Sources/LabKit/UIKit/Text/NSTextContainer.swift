import Foundation

/// The region text is laid out in: a text view's width, less the line fragment padding at
/// each end of every line.
open class NSTextContainer: NSObject {
    /// Points left empty at the start and end of every line (default 5, as TextKit's).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            if !lineFragmentPadding.isFinite || lineFragmentPadding < 0 {
                LabDiagnostics.report("NSTextContainer.lineFragmentPadding = \(lineFragmentPadding): not a finite length ≥ 0; using 0")
                lineFragmentPadding = 0
            }
            owner?.setNeedsLayout()
        }
    }

    weak var owner: UIView?

    /// Creates a container with the default padding.
    public override init() { super.init() }
}
