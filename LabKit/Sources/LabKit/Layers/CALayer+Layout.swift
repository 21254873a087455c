import Foundation

/// Layer layout, as Core Animation runs it: a layer whose bounds change size, or that is
/// asked with `setNeedsLayout()`, gets `layoutSublayers()` before the next frame is drawn
/// (when the transaction commits), parents before their sublayers. The default
/// `layoutSublayers()` asks the delegate (`layoutSublayers(of:)`); a view's layer thus lays
/// out its view, which is how UIKit's `layoutSubviews` runs.
extension CALayer {
    /// Marks the layer to be laid out before the next frame. A view's layer marks its view.
    public func setNeedsLayout() {
        if let view = backedView { return view.setNeedsLayout() }
        guard !isMarkedForLayout else { return }
        isMarkedForLayout = true
        LayoutQueue.enqueue(self)
    }

    /// Whether the layer is marked to be laid out.
    public func needsLayout() -> Bool {
        if let view = backedView { return view.needsLayout }
        return isMarkedForLayout
    }

    /// Lays the layer and its sublayers out now where they are marked (a view's layer lays
    /// its view out, as `UIView.layoutIfNeeded()` does).
    public func layoutIfNeeded() {
        if let view = backedView { return view.layoutIfNeeded() }
        layoutSelfIfMarked()
        for sublayer in sublayers ?? [] where sublayer.backedView == nil { sublayer.layoutIfNeeded() }
    }

    /// The view this layer backs, whose layout stands for the layer's.
    private var backedView: UIView? {
        guard let view = delegate as? UIView, view.layer === self else { return nil }
        return view
    }

    private func layoutSelfIfMarked() {
        guard isMarkedForLayout else { return }
        isMarkedForLayout = false
        layoutSublayers()
    }

    /// The layer's preferred size in its superlayer's coordinates: its bounds' size through
    /// its transform (Apple's default, for layers without a layout manager).
    public func preferredFrameSize() -> CGSize {
        bounds.applying(CATransform3DGetAffineTransform(transform)).size
    }

    /// Lays out the marked standalone layers of the tree, outermost first (at a commit, after
    /// the views' layout); layers marked meanwhile are laid out in further rounds.
    static func layoutPendingLayers() {
        var rounds = 0
        while !LayoutQueue.isEmpty, rounds < 8 {
            let pending = LayoutQueue.take().filter(\.isMarkedForLayout)
            func depth(_ layer: CALayer) -> Int {
                var count = 0, current = layer
                while let parent = current.superlayer { count += 1; current = parent }
                return count
            }
            for layer in pending.map({ ($0, depth($0)) }).sorted(by: { $0.1 < $1.1 }).map(\.0) { layer.layoutSelfIfMarked() }
            rounds += 1
        }
    }
}

/// Standalone layers marked for layout, in the order they were marked. They are held
/// without a reference count, and a layer that goes takes itself out: a weak reference would
/// give almost every layer (each is marked by its first bounds) a side table, which makes
/// every retain of it while rendering several times slower, and a strong one would keep a
/// dropped layer alive until the next commit.
enum LayoutQueue {
    private struct Entry {
        let id: ObjectIdentifier
        unowned(unsafe) let layer: CALayer
    }

    nonisolated(unsafe) private static var pending: [Entry] = []

    /// Whether no layer waits.
    static var isEmpty: Bool { pending.isEmpty }

    /// Adds `layer` unless it is already there.
    static func enqueue(_ layer: CALayer) {
        guard !layer.isInLayoutQueue else { return }
        layer.isInLayoutQueue = true
        pending.append(Entry(id: ObjectIdentifier(layer), layer: layer))
    }

    /// The waiting layers, in order, emptying the queue.
    static func take() -> [CALayer] {
        let layers = pending.map(\.layer)
        for layer in layers { layer.isInLayoutQueue = false }
        pending = []
        return layers
    }

    /// Takes out a layer that is going (from its `deinit`).
    static func remove(_ layer: CALayer) {
        let id = ObjectIdentifier(layer)
        pending.removeAll { $0.id == id }
    }
}
