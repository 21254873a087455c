import Foundation

/// Changing a collection view's layout with animation: every element moves, over 0.3 s, from
/// where the old layout had it to where the new one puts it; elements only one layout shows
/// fade in or out.
extension UICollectionView {
    /// What `setCollectionViewLayout(_:animated:completion:)` does.
    func installLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        guard animated, !needsReload, layout !== collectionViewLayout else {
            collectionViewLayout = layout
            if let completion { LabTimer.after(0) { completion(true) } }
            return
        }
        // Where the elements around the visible area are now, for those that come into it.
        let oldAttributes = elementAttributes(in: bounds.insetBy(dx: -bounds.width, dy: -bounds.height)).mapValues { $0.copied() }
        collectionViewLayout = layout
        updateContentSize()
        let ranges = offsetRanges
        let target = CGPoint(x: min(max(contentOffset.x, ranges.x.lowerBound), ranges.x.upperBound),
                             y: min(max(contentOffset.y, ranges.y.lowerBound), ranges.y.upperBound))
        let wanted = elementAttributes(in: CGRect(origin: target, size: bounds.size))
        var finals = wanted
        var leaving: [(view: UICollectionReusableView, element: Element, final: UICollectionViewLayoutAttributes?)] = []
        for (element, view) in visibleElements.sorted(by: { $0.key < $1.key }) where wanted[element] == nil {
            // Off the new visible area: it moves to its new place (or fades) and is put away.
            var final = layoutAttributes(for: element, in: layout).flatMap { $0.isFinite ? $0 : nil }
            if final == nil, let old = oldAttributes[element] {
                final = old.copied()
                final?.alpha = 0
            }
            visibleElements[element] = nil
            leaving.append((view, element, final))
        }
        for (element, attributes) in wanted.sorted(by: { $0.key < $1.key }) where visibleElements[element] == nil {
            let start = oldAttributes[element] ?? {
                let faded = attributes.copied()
                faded.alpha = 0
                return faded
            }()
            guard let view = makeView(for: element, attributes: start) else { continue }
            visibleElements[element] = view
        }
        for entry in leaving { finals[entry.element] = nil }
        updateAnimationsRunning += 1
        UIView.animate(withDuration: UITableView.rowAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            for (element, view) in self.visibleElements {
                guard let attributes = finals[element] else { continue }
                self.apply(attributes, to: view)
                view.layoutSubtreeIfNeeded()
            }
            for entry in leaving {
                if let final = entry.final { self.apply(final, to: entry.view) }
            }
            if target != self.contentOffset { self.contentOffset = target }
        }, completion: { finished in
            for entry in leaving { self.recycle(entry.view, for: entry.element) }
            self.updateAnimationsRunning -= 1
            self.setNeedsLayout()
            completion?(finished)
        })
    }
}
