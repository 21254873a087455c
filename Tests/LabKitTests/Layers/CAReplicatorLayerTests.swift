@_spi(Rendering) @_spi(LabHost) import LabKit
import XCTest

/// `CAReplicatorLayer` as Apple documents it: copy k is `instanceTransform` applied k times
/// about the center of the replicator's bounds, its color `instanceColor` plus k times the
/// offsets (each component clamped to 0…1), and its sublayers' animations run k times
/// `instanceDelay` later. (Apple's CAReplicatorLayer reference and header: "the matrix is
/// applied relative to the center of the replicator layer".)
final class CAReplicatorLayerTests: XCTestCase {
    private func replicator(count: Int) -> (root: CALayer, replicator: CAReplicatorLayer, dot: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = count
        let dot = CALayer()
        dot.frame = CGRect(x: 45, y: 0, width: 10, height: 10)
        dot.backgroundColor = UIColor.white.cgColor
        replicator.addSublayer(dot)
        root.addSublayer(replicator)
        return (root, replicator, dot)
    }

    /// Three copies 0.25 s apart of a dot at (0, 5), committed, moving by a 1-second linear
    /// animation of its x from 0 to 100 that starts at lab time 0.
    private func delayedMove() -> (root: CALayer, replicator: CAReplicatorLayer, dot: CALayer) {
        let (root, replicator, dot) = replicator(count: 3)
        dot.position = CGPoint(x: 0, y: 5)
        replicator.instanceDelay = 0.25
        LabClock.reset()
        LabClock.commit(root: root)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        dot.add(move, forKey: "move")
        return (root, replicator, dot)
    }

    private func copies(of dot: CALayer, in snapshot: PresentationSnapshot) -> [PresentationSnapshot.Node] {
        snapshot.nodes.filter { $0.model === dot }
    }

    func testDefaultsDrawOneUntintedCopy() throws {
        let layer = CAReplicatorLayer()
        XCTAssertEqual(layer.instanceCount, 1)
        XCTAssertEqual(layer.instanceDelay, 0)
        XCTAssertEqual(layer.instanceTransform, CATransform3DIdentity)
        XCTAssertNil(layer.instanceColor)
        XCTAssertEqual([layer.instanceRedOffset, layer.instanceGreenOffset, layer.instanceBlueOffset, layer.instanceAlphaOffset],
                       [0, 0, 0, 0])
        XCTAssertFalse(layer.preservesDepth)
        let replicas = try XCTUnwrap(layer.replicas)
        XCTAssertEqual(replicas, [LayerReplica(transform: CATransform3DIdentity, color: SIMD4(1, 1, 1, 1), delay: 0)])
        XCTAssertNil(CALayer().replicas, "plain layers draw their sublayers once")
    }

    /// Three copies rotated a quarter turn each about the center (50, 50): the dot's center
    /// (50, 5) goes to (95, 50) and then (50, 95). Colors from (1, 0.5, 0.2, 1) step by
    /// (-0.6, +0.3, 0, -0.25): (0.4, 0.8, 0.2, 0.75), then red clamps at 0 and green at 1.
    func testCopiesAccumulateTransformAndColorClamped() throws {
        let (root, replicator, dot) = replicator(count: 3)
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        replicator.instanceColor = CGColor(red: 1, green: 0.5, blue: 0.2, alpha: 1)
        replicator.instanceRedOffset = -0.6
        replicator.instanceGreenOffset = 0.3
        replicator.instanceAlphaOffset = -0.25
        let snapshot = PresentationSnapshot(root: root, time: 0)
        let nodes = copies(of: dot, in: snapshot)
        XCTAssertEqual(nodes.count, 3)
        let centers = nodes.map { node -> CGPoint in
            let m = snapshot.replicas[Int(node.replica)].transform
            let p = CGPoint(x: 50, y: 5)
            return CGPoint(x: p.x * m.m11 + p.y * m.m21 + m.m41, y: p.x * m.m12 + p.y * m.m22 + m.m42)
        }
        for (center, expected) in zip(centers, [CGPoint(x: 50, y: 5), CGPoint(x: 95, y: 50), CGPoint(x: 50, y: 95)]) {
            XCTAssertEqual(center.x, expected.x, accuracy: 1e-9)
            XCTAssertEqual(center.y, expected.y, accuracy: 1e-9)
        }
        let colors = nodes.map { snapshot.replicas[Int($0.replica)].color }
        let expected: [SIMD4<Float>] = [SIMD4(1, 0.5, 0.2, 1), SIMD4(0.4, 0.8, 0.2, 0.75), SIMD4(0, 1, 0.2, 0.5)]
        for (color, want) in zip(colors, expected) {
            for i in 0..<4 { XCTAssertEqual(color[i], want[i], accuracy: 1e-6) }
        }
    }

    /// With `instanceDelay` 0.25, a 1-second linear move of the dot from x 0 to 100 shows, at
    /// 0.5 s, copy 0 at 50, copy 1 at 25 and copy 2 at 0 (not begun yet, the model's own x
    /// is 0 too); each delayed copy is a presentation copy of its own.
    func testEachCopyRunsItsSublayersAnimationsLater() throws {
        let (root, _, dot) = delayedMove()
        LabClock.advance(to: 0.5, root: root)
        let snapshot = PresentationSnapshot(root: root, time: LabClock.currentTime)
        let nodes = copies(of: dot, in: snapshot)
        XCTAssertEqual(nodes.map { Double($0.layer.position.x) }, [50, 25, 0].map { Double($0) })
        XCTAssertEqual(Set(nodes.map { ObjectIdentifier($0.layer) }).count, 3, "each copy shows a presentation of its own")
        XCTAssertEqual(nodes.map { snapshot.replicas[Int($0.replica)].delay }, [0, 0.25, 0.5])
    }

    /// The delayed copies' presentations are kept from snapshot to snapshot (one per copy, as
    /// the shared presentation is), show each later time and follow a change of the model.
    /// Copies a snapshot did not use are released when the next one uses the layer's, and all
    /// of them when its animations end.
    func testDelayedCopiesPresentationsAreReusedAndFollowTheModel() throws {
        let (root, replicator, dot) = delayedMove()
        func shown() -> [CALayer] { copies(of: dot, in: PresentationSnapshot(root: root, time: LabClock.currentTime)).map(\.layer) }
        LabClock.advance(to: 0.5, root: root)
        let first = shown().map(ObjectIdentifier.init)
        LabClock.advance(to: 0.75, root: root)
        XCTAssertEqual(shown().map(ObjectIdentifier.init), first, "the same three copies")
        XCTAssertEqual(shown().map { Double($0.position.x) }, [75, 50, 25])

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dot.backgroundColor = UIColor.red.cgColor
        dot.bounds.size = CGSize(width: 4, height: 4)
        CATransaction.commit()
        weak var second: CALayer?, third: CALayer?
        do {
            let changed = shown()
            XCTAssertEqual(changed.map { $0.backgroundColor }, Array(repeating: UIColor.red.cgColor, count: 3))
            XCTAssertEqual(changed.map(\.bounds.size), Array(repeating: CGSize(width: 4, height: 4), count: 3))
            XCTAssertEqual(changed.map { Double($0.position.x) }, [75, 50, 25])
            (second, third) = (changed[1], changed[2])
        }
        replicator.instanceCount = 2
        XCTAssertEqual(shown().count, 2)
        XCTAssertEqual(shown().count, 2)
        XCTAssertNil(third, "the copy no snapshot used since is released")
        XCTAssertNotNil(second)
        dot.removeAllAnimations()
        XCTAssertEqual(shown().count, 2)
        XCTAssertNil(second, "without animations the copies are the layer itself")
    }

    /// The copies a snapshot shows answer `model()` with their layer while it lives, and with
    /// themselves once it is gone (a snapshot may outlive the tree it was taken of); shared
    /// and delayed copies alike.
    func testCopiesKnowTheirModelAndOutliveIt() throws {
        var shown: [CALayer] = []
        do {
            let (root, replicator, dot) = delayedMove()
            LabClock.advance(to: 0.5, root: root)
            shown = copies(of: dot, in: PresentationSnapshot(root: root, time: LabClock.currentTime)).map(\.layer)
            XCTAssertEqual(shown.count, 3)
            for copy in shown {
                XCTAssertFalse(copy === dot)
                XCTAssertTrue(copy.model() === dot)
            }
            replicator.removeFromSuperlayer()
            dot.removeFromSuperlayer()
        }
        for copy in shown { XCTAssertTrue(copy.model() === copy) }
    }

    /// A replicator's copies follow changes of its count, transform and bounds from one
    /// snapshot to the next (its model's copies are kept while it does not change).
    func testCopiesFollowTheReplicatorsChanges() throws {
        let (root, replicator, dot) = replicator(count: 2)
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        XCTAssertEqual(copies(of: dot, in: PresentationSnapshot(root: root, time: 0)).count, 2)
        replicator.instanceCount = 4
        let snapshot = PresentationSnapshot(root: root, time: 0)
        XCTAssertEqual(copies(of: dot, in: snapshot).map { snapshot.replicas[Int($0.replica)].transform.m41 }, [0, 10, 20, 30])
        replicator.instanceTransform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        replicator.bounds.size = CGSize(width: 60, height: 100)
        let turned = PresentationSnapshot(root: root, time: 0)
        // A half turn about the center (30, 50) takes x to 60 - x.
        let xs = copies(of: dot, in: turned).map { turned.replicas[Int($0.replica)].transform.m41 }
        for (x, expected) in zip(xs, [CGFloat(0), 60, 0, 60]) { XCTAssertEqual(x, expected, accuracy: 1e-9) }
    }

    /// Nested replicators multiply: 2 rows of 3 copies, the outer red offset and the inner
    /// blue offset both applying to the inner copies.
    func testNestedReplicatorsMultiply() throws {
        let (_, inner, dot) = replicator(count: 3)
        inner.instanceBlueOffset = -0.5
        let outer = CAReplicatorLayer()
        outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        outer.instanceCount = 2
        outer.instanceRedOffset = -0.5
        outer.instanceTransform = CATransform3DMakeTranslation(0, 20, 0)
        inner.removeFromSuperlayer()
        outer.addSublayer(inner)
        let root = CALayer()
        root.addSublayer(outer)
        let snapshot = PresentationSnapshot(root: root, time: 0)
        let innerNodes = snapshot.nodes.filter { $0.model === inner }
        XCTAssertEqual(innerNodes.map { snapshot.replicas[Int($0.replica)].color.x }, [1, 0.5])
        XCTAssertEqual(copies(of: dot, in: snapshot).map { snapshot.replicas[Int($0.replica)].color.z }, [1, 0.5, 0, 1, 0.5, 0])
    }

    func testCarelessValuesAreIgnoredOrCut() throws {
        let layer = CAReplicatorLayer()
        layer.instanceDelay = .nan
        layer.instanceRedOffset = .infinity
        var bad = CATransform3DIdentity
        bad.m41 = .nan
        layer.instanceTransform = bad
        XCTAssertEqual(layer.instanceDelay, 0)
        XCTAssertEqual(layer.instanceRedOffset, 0)
        XCTAssertEqual(layer.instanceTransform, CATransform3DIdentity)
        layer.instanceCount = -3
        XCTAssertEqual(layer.replicas?.count, 0, "no copies")
        layer.instanceCount = .max
        XCTAssertEqual(layer.replicas?.count, CAReplicatorLayer.maximumInstanceCount)
    }

    func testPropertiesAnimateByKeyPath() throws {
        let (root, replicator, _) = replicator(count: 2)
        LabClock.reset()
        LabClock.commit(root: root)
        let offset = CABasicAnimation(keyPath: "instanceAlphaOffset")
        offset.fromValue = 0
        offset.toValue = -1
        offset.duration = 1
        offset.timingFunction = CAMediaTimingFunction(name: .linear)
        replicator.add(offset, forKey: "fade")
        let transform = CABasicAnimation(keyPath: "instanceTransform")
        transform.fromValue = CATransform3DIdentity
        transform.toValue = CATransform3DMakeTranslation(40, 0, 0)
        transform.duration = 1
        transform.timingFunction = CAMediaTimingFunction(name: .linear)
        replicator.add(transform, forKey: "spread")
        LabClock.advance(to: 0.25, root: root)
        let shown = try XCTUnwrap(replicator.presentation())
        XCTAssertEqual(shown.instanceAlphaOffset, -0.25, accuracy: 1e-6)
        XCTAssertEqual(shown.instanceTransform.m41, 10, accuracy: 1e-9)
        XCTAssertEqual(replicator.instanceAlphaOffset, 0, "the model keeps its value")
        XCTAssertEqual(try XCTUnwrap(shown.replicas?.last).color.w, 0.75, accuracy: 1e-6)
    }
}
