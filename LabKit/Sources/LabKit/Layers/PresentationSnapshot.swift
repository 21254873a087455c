import Foundation

/// A layer tree as it shows at one moment: every visible layer's presentation (its
/// animations applied at that time), its sublayers in drawing order (sorted by `zPosition`,
/// then by index) and its mask. The renderer and the debug overlay both read it, so they
/// agree on what is shown and in what order.
///
/// Evaluating the tree is one walk, done here; the time is a parameter, never read from a
/// global. Presentation layers are reused between frames (each model layer keeps its copy),
/// so a snapshot is meant to be consumed before the next one is taken.
@_spi(Rendering) public struct PresentationSnapshot {
    /// One visible layer.
    public struct Node {
        /// The model layer (its `mask` and `sublayers` are the tree's).
        public let model: CALayer
        /// What it shows: the model itself when nothing animates it, else its presentation copy.
        public let layer: CALayer
        /// The layer's local time (its sublayers' parent time).
        public let time: CFTimeInterval
        /// Where its sublayers' node indices start in `sublayerIndices`, and how many there are.
        public fileprivate(set) var sublayerStart: Int32 = 0
        public fileprivate(set) var sublayerCount: Int32 = 0
        /// The node of its mask, or -1.
        public fileprivate(set) var mask: Int32 = -1
        /// The node of the canvas its `display()` drew (see `LayerDrawing`), or -1.
        public fileprivate(set) var drawing: Int32 = -1
    }

    /// The nodes; the root's is the first, when the root is visible.
    public private(set) var nodes: [Node] = []
    /// Sublayer node indices, each node's in drawing order.
    public private(set) var sublayerIndices: [Int32] = []
    /// The time the tree was evaluated at (the root's parent time).
    public let time: CFTimeInterval

    /// Evaluates the tree under `root` at lab time `time`.
    public init(root: CALayer, time: CFTimeInterval, reservingCapacity capacity: Int = 0) {
        self.time = time
        nodes.reserveCapacity(capacity)
        sublayerIndices.reserveCapacity(capacity)
        if let (shown, local) = root.renderingPresentation(parentTime: time), PresentationSnapshot.isVisible(shown) {
            add(root, shown, local)
        }
    }

    /// Whether there is a root node.
    public var isEmpty: Bool { nodes.isEmpty }

    /// The sublayer nodes of `node`, bottom to top.
    public func sublayers(of node: Node) -> ArraySlice<Int32> {
        sublayerIndices[Int(node.sublayerStart)..<Int(node.sublayerStart + node.sublayerCount)]
    }

    private static func isVisible(_ layer: CALayer) -> Bool { !layer.isHidden && layer.opacity > 0 }

    @discardableResult
    private mutating func add(_ model: CALayer, _ shown: CALayer, _ time: CFTimeInterval) -> Int32 {
        let index = Int32(nodes.count)
        nodes.append(Node(model: model, layer: shown, time: time))
        // A mask draws even when hidden itself is not asked: Core Animation uses its alpha.
        if let mask = model.mask, let (maskShown, maskTime) = mask.renderingPresentation(parentTime: time) {
            let maskIndex = add(mask, maskShown, maskTime)
            nodes[Int(index)].mask = maskIndex
        }
        // A drawn canvas is walked like a subtree of its own, drawn with the layer's content.
        if let canvas = shown.state.drawing?.canvas {
            nodes[Int(index)].drawing = add(canvas, canvas, time)
        }
        guard let children = model.sublayers else { return index }
        var visible: [(model: CALayer, layer: CALayer, time: CFTimeInterval)] = []
        visible.reserveCapacity(children.count)
        for child in children {
            guard let (childShown, childTime) = child.renderingPresentation(parentTime: time),
                  PresentationSnapshot.isVisible(childShown) else { continue }
            visible.append((child, childShown, childTime))
        }
        if let z = visible.first?.layer.zPosition, visible.contains(where: { $0.layer.zPosition != z }) {
            visible = visible.enumerated()
                .sorted { ($0.element.layer.zPosition, $0.offset) < ($1.element.layer.zPosition, $1.offset) }
                .map(\.element)
        }
        // Children's own subtrees are added after this node's list is reserved, so each
        // node's sublayer indices stay contiguous.
        let start = sublayerIndices.count
        sublayerIndices.append(contentsOf: repeatElement(-1, count: visible.count))
        nodes[Int(index)].sublayerStart = Int32(start)
        nodes[Int(index)].sublayerCount = Int32(visible.count)
        for (offset, child) in visible.enumerated() {
            sublayerIndices[start + offset] = add(child.model, child.layer, child.time)
        }
        return index
    }
}
