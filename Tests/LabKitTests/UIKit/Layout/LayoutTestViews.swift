import LabKit

/// A view with a fixed intrinsic content size, as a label or image view has one.
final class SizedView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("unused") }

    override var intrinsicContentSize: CGSize { size }
}

extension UIView {
    /// The frame as the presentation layer shows it (untransformed: position and bounds).
    var presentedFrame: CGRect {
        let layer = self.layer.presentation() ?? self.layer
        let size = layer.bounds.size
        return CGRect(x: layer.position.x - size.width / 2, y: layer.position.y - size.height / 2, width: size.width, height: size.height)
    }
}
