import Foundation

extension UIView {
    /// A new view showing what this view shows now (its layer tree frozen as it is drawn:
    /// the presentation values of running animations), sized to the view's bounds at the
    /// origin; a stand-in for the view in transitions. The lab has one clock and draws from
    /// the layer tree, so `afterScreenUpdates` changes nothing: changes already made show.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.isUserInteractionEnabled = false
        let content = layer.snapshotTree()
        // The view's own placement belongs to the stand-in; its bounds, contents and sublayers
        // fill the stand-in's bounds.
        content.transform = CATransform3DIdentity
        content.position = CGPoint(x: content.anchorPoint.x * bounds.width, y: content.anchorPoint.y * bounds.height)
        content.isHidden = false
        snapshot.layer.addSublayer(content)
        return snapshot
    }

    /// Draws the view and its subviews as they are shown into the current graphics context,
    /// its bounds scaled to fill `rect` (in the view's bounds coordinates); false when there
    /// is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// A new view showing the part `rect` (bounds coordinates) of what this view shows now,
    /// sized to `rect` at the origin. The cap insets would keep the edges' size when the
    /// stand-in is resized: the lab stretches the whole part instead.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard let whole = snapshotView(afterScreenUpdates: afterUpdates), let content = whole.layer.sublayers?.first,
              rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return nil }
        let part = UIView(frame: CGRect(origin: .zero, size: rect.size))
        part.isUserInteractionEnabled = false
        part.clipsToBounds = true
        content.position.x -= rect.minX - bounds.minX
        content.position.y -= rect.minY - bounds.minY
        part.layer.addSublayer(content)
        return part
    }
}
