import Foundation

/// A pan that must start near an edge of the screen: the touch comes down within 20 points
/// of one of `edges` of its window (the lab's margin; Apple does not publish one). Touches
/// after the first are ignored, as Apple documents. (Apple: "UIScreenEdgePanGestureRecognizer".)
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from (default none: it never begins).
    open var edges: UIRectEdge = []

    /// How near an edge, in points, the touch must come down.
    static let edgeMargin: CGFloat = 20

    /// Creates a screen-edge pan recognizer whose action receives it.
    public convenience init(_ handler: @escaping (UIScreenEdgePanGestureRecognizer) -> Void) {
        self.init(action: { handler($0 as! UIScreenEdgePanGestureRecognizer) })
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == touches.count, let touch = touches.first else { return }
        super.touchesBegan(touches, with: event)
        let bounds = touch.window?.bounds ?? .zero
        let p = touch.windowLocation, margin = Self.edgeMargin
        var near: UIRectEdge = []
        if p.y - bounds.minY <= margin { near.insert(.top) }
        if p.x - bounds.minX <= margin { near.insert(.left) }
        if bounds.maxY - p.y <= margin { near.insert(.bottom) }
        if bounds.maxX - p.x <= margin { near.insert(.right) }
        if edges.isDisjoint(with: near) { state = .failed }
    }
}
