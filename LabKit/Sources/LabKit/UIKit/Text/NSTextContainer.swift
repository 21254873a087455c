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
    private var standaloneSize = CGSize.zero

    /// The container's size. In a text view it follows the view, as TextKit's container does
    /// by default (it tracks the view's width): the width inside `textContainerInset`, an
    /// unbounded height. A container of its own keeps the size it was given.
    open var size: CGSize {
        get {
            guard let textView = owner as? UITextView else { return standaloneSize }
            let inset = textView.textContainerInset
            return CGSize(width: max(0, textView.bounds.width - inset.left - inset.right), height: .greatestFiniteMagnitude)
        }
        set { standaloneSize = newValue }
    }

    /// Creates a container with the default padding.
    public override init() { super.init() }

    /// Creates a container of `size`.
    public convenience init(size: CGSize) {
        self.init()
        standaloneSize = size
    }
}
