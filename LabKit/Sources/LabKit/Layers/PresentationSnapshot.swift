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
        /// For a sublayer of a replicator, the copy of it this node is (in `replicas`), or -1.
        public fileprivate(set) var replica: Int32 = -1
    }

    /// The nodes; the root's is the first, when the root is visible.
    public private(set) var nodes: [Node] = []
    /// Sublayer node indices, each node's in drawing order.
    public private(set) var sublayerIndices: [Int32] = []
    /// The copies replicators draw (see `Node.replica`).
    public private(set) var replicas: [LayerReplica] = []
    /// The time the tree was evaluated at (the root's parent time).
    public let time: CFTimeInterval

    /// Evaluates the tree under `root` at lab time `time`, reserving room for `capacity` nodes
    /// and `replicaCapacity` replicator copies (the previous frame's counts, say).
    public init(root: CALayer, time: CFTimeInterval, reservingCapacity capacity: Int = 0, replicaCapacity: Int = 0) {
        self.time = time
        ReplicaPresentations.beginSnapshot()
        nodes.reserveCapacity(capacity)
        replicas.reserveCapacity(replicaCapacity)
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

    /// A sublayer to add: its model, what it shows, its local time, and which copy of it a
    /// replicator draws (-1: none).
    private typealias Child = (model: CALayer, layer: CALayer, time: CFTimeInterval, replica: Int32)

    /// Adds `model`'s node and its subtree. Within a replicator's delayed copies (`fresh`)
    /// animated layers get presentation copies of their own, as they show at other times.
    @discardableResult
    private mutating func add(_ model: CALayer, _ shown: CALayer, _ time: CFTimeInterval, fresh: Bool = false) -> Int32 {
        let index = Int32(nodes.count)
        nodes.append(Node(model: model, layer: shown, time: time))
        // A mask draws even when hidden itself is not asked: Core Animation uses its alpha.
        if let mask = model.mask, let (maskShown, maskTime) = mask.renderingPresentation(parentTime: time, shared: !fresh) {
            let maskIndex = add(mask, maskShown, maskTime, fresh: fresh)
            nodes[Int(index)].mask = maskIndex
        }
        // A drawn canvas is walked like a subtree of its own, drawn with the layer's content.
        if let canvas = shown.state.drawing?.canvas {
            nodes[Int(index)].drawing = add(canvas, canvas, time, fresh: fresh)
        }
        guard let children = model.sublayers, !children.isEmpty else { return index }
        var visible: [Child] = []
        if let copies = shown.replicas {
            // Copy by copy, each copy's sublayers in their own order, each copy later by its delay.
            visible.reserveCapacity(children.count * copies.count)
            for copy in copies {
                let replica = Int32(replicas.count)
                replicas.append(copy)
                appendVisible(children, parentTime: time - copy.delay, fresh: fresh || copy.delay != 0, replica: replica, to: &visible)
            }
        } else {
            visible.reserveCapacity(children.count)
            appendVisible(children, parentTime: time, fresh: fresh, replica: -1, to: &visible)
        }
        // Children's own subtrees are added after this node's list is reserved, so each
        // node's sublayer indices stay contiguous.
        let start = sublayerIndices.count
        sublayerIndices.append(contentsOf: repeatElement(-1, count: visible.count))
        nodes[Int(index)].sublayerStart = Int32(start)
        nodes[Int(index)].sublayerCount = Int32(visible.count)
        for (offset, child) in visible.enumerated() {
            let childIndex = add(child.model, child.layer, child.time, fresh: fresh || (child.replica >= 0 && replicas[Int(child.replica)].delay != 0))
            nodes[Int(childIndex)].replica = child.replica
            sublayerIndices[start + offset] = childIndex
        }
        return index
    }

    /// Appends the visible ones of `children` at `parentTime` to `visible`, in drawing order
    /// (by `zPosition`, then by index).
    private func appendVisible(_ children: [CALayer], parentTime: CFTimeInterval, fresh: Bool, replica: Int32,
                               to visible: inout [Child]) {
        let start = visible.count
        for child in children {
            guard let (childShown, childTime) = child.renderingPresentation(parentTime: parentTime, shared: !fresh),
                  PresentationSnapshot.isVisible(childShown) else { continue }
            visible.append((child, childShown, childTime, replica))
        }
        let added = visible[start...]
        if let z = added.first?.layer.zPosition, added.contains(where: { $0.layer.zPosition != z }) {
            let sorted = added.enumerated()
                .sorted { ($0.element.layer.zPosition, $0.offset) < ($1.element.layer.zPosition, $1.offset) }
                .map(\.element)
            visible.replaceSubrange(start..., with: sorted)
        }
    }
}
