import Foundation

/// Custom drawing, as Core Animation does it: a layer draws only when it is invalidated
/// (`setNeedsDisplay()`), once, in the next commit; between invalidations it shows what it
/// drew, whatever the frame rate.
///
/// What `display()` draws is a `CGContext` recording (see `CGContext`): a canvas layer
/// holding one layer per fill, stroke, image or text, which the layer shows between its
/// background and its sublayers, stretched to its bounds by `contentsGravity` as a bitmap
/// would be.
extension CALayer {
    /// Marks the layer's content as needing to be redrawn: `display()` runs in the next
    /// commit (once, however many times this is called).
    public func setNeedsDisplay() {
        guard !isPresentationCopy, !isMarkedForDisplay else { return }
        isMarkedForDisplay = true
        DisplayQueue.pending.append(WeakLayer(layer: self))
    }

    /// Marks `rect` (layer coordinates) as needing to be redrawn. The lab redraws the whole
    /// layer, which Core Animation is allowed to do too.
    public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Whether the layer is marked to be redrawn.
    public func needsDisplay() -> Bool { isMarkedForDisplay }

    /// Displays the layer now if it is marked to be redrawn.
    public func displayIfNeeded() {
        guard isMarkedForDisplay else { return }
        display()
    }

    /// `display()`'s default: the delegate's `display(_:)` when it implements it, else a
    /// fresh context of the bounds' size passed to `draw(in:)`, whose recording becomes the
    /// layer's content.
    func displayByDrawing() {
        isMarkedForDisplay = false
        if let delegate {
            CALayer.delegateLeftDisplayToLayer = false
            delegate.display(self)
            guard CALayer.delegateLeftDisplayToLayer else { return }
        }
        let bounds = self.bounds
        guard bounds.width > 0, bounds.height > 0 else {
            setState(\.drawing, nil, key: "drawing", runsAction: false)
            return
        }
        let context = CGContext(bounds: bounds)
        // On iOS the layer's own context is UIKit's current context while it draws.
        UIGraphicsPushContext(context)
        draw(in: context)
        UIGraphicsPopContext()
        setState(\.drawing, context.recording, key: "drawing", runsAction: false)
    }

    /// Draws `copy` (the presentation) with the animated values, as Core Animation displays
    /// the presentation layer of a class whose `needsDisplay(forKey:)` names an animating key:
    /// a copy of a plugin's own class (see `makePresentationCopy()`) runs its `display()`, as
    /// on iOS; a stand-in of a LabKit class has this layer draw with the copy's values. (Only
    /// plugin classes redraw while animating: no LabKit class says `needsDisplay(forKey:)`.)
    func redraw(presentation copy: CALayer) {
        if type(of: copy) == type(of: self) {
            copy.display()
        } else {
            drawPresentation(into: copy)
        }
    }

    /// Draws the layer as `copy` (its presentation) shows it: `draw(in:)` runs on this layer
    /// with its `Animatable` values swapped for the presentation's, as Core Animation draws a
    /// presentation layer whose class says `needsDisplay(forKey:)` for an animating key.
    private func drawPresentation(into copy: CALayer) {
        let model = state.customValues
        state.customValues = copy.state.customValues
        let context = CGContext(bounds: copy.bounds)
        UIGraphicsPushContext(context)
        draw(in: context)
        UIGraphicsPopContext()
        state.customValues = model
        copy.state.drawing = context.recording
    }

    /// Set by the delegate's default `display(_:)`: the layer draws itself.
    nonisolated(unsafe) static var delegateLeftDisplayToLayer = false

    /// Displays the layers marked for display that are in the tree under `root` and have an
    /// area (the commit's display phase, after layout and before the render walks the tree).
    /// The others stay marked until they are, as Core Animation draws only what it shows: a
    /// view made with a zero frame draws once it is laid out. Drawing may mark more layers;
    /// those are displayed in the same commit.
    static func displayPendingLayers(root: CALayer) {
        var waiting: [WeakLayer] = []
        var rounds = 0
        while !DisplayQueue.pending.isEmpty, rounds < 8 {
            let pending = DisplayQueue.pending
            DisplayQueue.pending = []
            for entry in pending {
                guard let layer = entry.layer, layer.isMarkedForDisplay else { continue }
                guard !layer.bounds.isEmpty, layer.isInTree(under: root) else {
                    waiting.append(entry)
                    continue
                }
                layer.display()
            }
            rounds += 1
        }
        DisplayQueue.pending += waiting
    }

    private func isInTree(under root: CALayer) -> Bool {
        var layer: CALayer = self
        while let parent = layer.superlayer ?? layer.maskOwner { layer = parent }
        return layer === root
    }
}

/// The layers marked for display, weakly held: a layer released before the commit is simply
/// not drawn.
enum DisplayQueue {
    nonisolated(unsafe) static var pending: [WeakLayer] = []
}

struct WeakLayer {
    weak var layer: CALayer?
}

/// What a layer's `display()` drew: the recorded canvas (a layer tree in the layer's bounds
/// coordinates) and whether it must be composited on its own (blend modes then blend with
/// what the drawing put below them, as in the bitmap Core Animation would draw into, not
/// with the layers underneath).
@_spi(Rendering) public final class LayerDrawing {
    /// The canvas: its bounds are the layer's bounds when it was drawn; its sublayers are
    /// what was drawn, bottom to top.
    public let canvas: CALayer
    /// Whether the drawing uses blend modes other than normal.
    public let isIsolated: Bool

    init(canvas: CALayer, isIsolated: Bool) {
        self.canvas = canvas
        self.isIsolated = isIsolated
    }
}
