import Foundation
@_spi(Rendering) import LabKit

/// A replicator's copies (see `CAReplicatorLayer`): each copy of a sublayer is a node of its
/// own in the snapshot, placed by its copy's transform and tinted by its color
/// (`RenderListBuilder.tint`). Copies of one path share its tessellation through the
/// geometry cache; only their transforms and paints differ.
///
/// Consecutive copies that each paint one draw of the same geometry, differing only in
/// transform and color, become one instanced draw (`InstancedDrawCommand`): a spinner's bars
/// whose opacity animations run `instanceDelay` apart, or a grid of tinted copies. Anything
/// else a copy paints (several draws, scopes, gradients, stencilled fills, other blend modes)
/// stays as the copy's own commands.
extension PresentationSnapshot {
    /// The base transform of `node`'s layer: `base` (its parent's plane to device pixels),
    /// preceded by its replicator copy's transform when it is a copy.
    func base(of node: Node, under base: CATransform3D) -> CATransform3D {
        node.replica >= 0 ? CATransform3DConcat(replicas[Int(node.replica)].transform, base) : base
    }
}

extension RenderListBuilder {
    /// How long the arrays of the list were before a copy was visited: what it appended lies past.
    private struct Mark {
        let commands: Int, vertices: Int, fringe: Int, edges: Int, transforms: Int, instances: Int
    }

    /// Copies merged so far into one instanced draw, at `command`.
    struct InstanceRun {
        var command: Int
        var draw: InstancedDrawCommand
        /// How to add copies of the first copy's layer without visiting them, when they can be.
        var template: ReplicaCopyTemplate?
    }

    /// Visits a layer's sublayers; a replicator's copies are merged into instanced draws
    /// where they can be.
    mutating func visitSublayers(_ sublayers: ArraySlice<Int32>, base: CATransform3D, alpha: Float) {
        guard sublayers.count > 1, let firstIndex = sublayers.first, snapshot.nodes[Int(firstIndex)].replica >= 0 else {
            for sublayer in sublayers { visit(sublayer, base: base, alpha: alpha) }
            return
        }
        var run: InstanceRun?
        for sublayer in sublayers {
            if run?.template != nil, appendCopy(sublayer, to: &run!, base: base, alpha: alpha) { continue }
            let mark = Mark(commands: list.commands.count, vertices: list.vertices.count, fringe: list.fringeVertices.count,
                            edges: list.areaEdges.count, transforms: list.transforms.count, instances: list.instances.count)
            let stepTemplate = addsCopiesFromTemplates ? appendDraw(ofCopy: sublayer, base: base, alpha: alpha) : nil
            if stepTemplate == nil { visit(sublayer, base: base, alpha: alpha) }
            guard list.commands.count == mark.commands + 1, list.areaEdges.count == mark.edges else {
                closeRun(&run)
                continue
            }
            if var open = run, merge(into: &open, since: mark) {
                run = open
                list.commands[open.command] = .drawInstances(open.draw)
                continue
            }
            closeRun(&run)
            run = startRun(at: mark.commands)
            if run != nil, addsCopiesFromTemplates, case .draw(let draw) = list.commands[mark.commands] {
                if let stepTemplate {
                    run?.template = stepTemplate
                } else if let template = copyTemplate(of: sublayer, drawing: draw, base: base) {
                    run?.template = template
                    stepTemplates.removeAll { $0.model == template.model && $0.tolerance == template.tolerance && $0.band == template.band }
                    stepTemplates.append(template)
                }
            }
        }
        closeRun(&run)
    }

    /// The copy's one command as the start of a run of instances: an instanced draw as it
    /// is, a draw that could be one as a single instance (turned into an instanced draw only
    /// when a second copy joins it).
    private mutating func startRun(at command: Int) -> InstanceRun? {
        switch list.commands[command] {
        case .drawInstances(let draw):
            return draw.instanceFirst + draw.instanceCount == Int32(list.instances.count / InstancedDrawCommand.stride)
                ? InstanceRun(command: command, draw: draw) : nil
        case .draw(let draw):
            guard let instanced = instanceable(draw) else { return nil }
            return InstanceRun(command: command, draw: instanced)
        default:
            return nil
        }
    }

    /// A draw as an instanced draw of one instance (whose data is not yet appended); nil
    /// when it cannot be instanced.
    private func instanceable(_ draw: DrawCommand) -> InstancedDrawCommand? {
        guard draw.stencil == .none, draw.edgeCount == 0, InstancedDrawCommand.canInstance(draw.blendMode),
              InstancedDrawCommand.factor(of: draw.paint) != nil else { return nil }
        return InstancedDrawCommand(first: draw.first, count: draw.count, fringeFirst: draw.fringeFirst, fringeCount: draw.fringeCount,
                                    paint: InstancedDrawCommand.basePaint(of: draw.paint), blendMode: draw.blendMode,
                                    instanceFirst: Int32(list.instances.count / InstancedDrawCommand.stride), instanceCount: 0)
    }

    /// Appends a draw's transform and paint factor as an instance.
    mutating func appendInstance(of draw: DrawCommand) {
        let t = Int(draw.transform) * 16
        list.instances.append(contentsOf: list.transforms[t..<t + 16])
        let f = InstancedDrawCommand.factor(of: draw.paint)!
        list.instances.append(f.x); list.instances.append(f.y); list.instances.append(f.z); list.instances.append(f.w)
    }

    /// Merges the copy visited since `mark` (one command) into `run` when it draws the same
    /// geometry with the same paint but for its color, removing its own command and geometry.
    private mutating func merge(into open: inout InstanceRun, since mark: Mark) -> Bool {
        var run = open.draw
        let runEnd = Int(run.instanceFirst + run.instanceCount) * InstancedDrawCommand.stride
        let copy: InstancedDrawCommand
        var single: DrawCommand?
        switch list.commands[mark.commands] {
        case .draw(let draw):
            guard runEnd == list.instances.count, let instanced = instanceable(draw) else { return false }
            copy = instanced
            single = draw
        case .drawInstances(let draw):
            // A run of one draw has its instance appended when a second joins: before this
            // copy's instances, which are already there.
            guard run.instanceCount > 0, Int(draw.instanceFirst) * InstancedDrawCommand.stride == runEnd,
                  mark.instances == runEnd else { return false }
            copy = draw
        default:
            return false
        }
        // Geometry read where the run's is (see `GeometrySpan`) is the same without comparing.
        let sharesGeometry = copy.first == run.first && copy.fringeFirst == run.fringeFirst
        guard copy.paint == run.paint, copy.blendMode == run.blendMode, copy.count == run.count,
              copy.fringeCount == run.fringeCount,
              sharesGeometry || (RenderListBuilder.same(list.vertices, Int(copy.first) * 2, Int(run.first) * 2, count: Int(run.count) * 2)
                  && RenderListBuilder.same(list.fringeVertices, Int(copy.fringeFirst) * EdgeFringe.stride,
                                            Int(run.fringeFirst) * EdgeFringe.stride, count: Int(run.fringeCount) * EdgeFringe.stride))
        else { return false }
        if run.instanceCount == 0, case .draw(let leader) = list.commands[open.command] {
            appendInstance(of: leader)
            run.instanceCount = 1
        }
        if let single {
            appendInstance(of: single)
            run.instanceCount += 1
        } else {
            run.instanceCount += copy.instanceCount
        }
        list.commands.removeLast()
        removeGeometry(from: GeometrySpan(vertices: mark.vertices..<mark.vertices, fringe: mark.fringe..<mark.fringe,
                                          edges: mark.edges..<mark.edges))
        list.transforms.removeSubrange(mark.transforms...)
        open.draw = run
        return true
    }

    /// Whether `count` floats of `array` from `a` and from `b` are the same (bit for bit: the
    /// same geometry from the cache).
    private static func same(_ array: [Float], _ a: Int, _ b: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        return array.withUnsafeBufferPointer { memcmp($0.baseAddress! + a, $0.baseAddress! + b, count * 4) == 0 }
    }

    /// Ends a run. Instances with an edge fringe that overlap go back to a draw each, since
    /// an instanced draw paints every fringe after every strip.
    private mutating func closeRun(_ run: inout InstanceRun?) {
        defer { run = nil }
        guard let open = run, open.draw.instanceCount > 1, open.draw.fringeCount > 0, instancesOverlap(open.draw) else { return }
        var draws: [RenderCommand] = []
        draws.reserveCapacity(Int(open.draw.instanceCount))
        for i in Int(open.draw.instanceFirst)..<Int(open.draw.instanceFirst + open.draw.instanceCount) {
            let offset = i * InstancedDrawCommand.stride
            let transform = Int32(list.transforms.count / 16)
            list.transforms.append(contentsOf: list.instances[offset..<offset + 16])
            let f = SIMD4(list.instances[offset + 16], list.instances[offset + 17], list.instances[offset + 18], list.instances[offset + 19])
            let paint: Paint
            switch open.draw.paint {
            case .image(var image):
                image.colorTransform = ColorTransform(multiply: image.colorTransform.multiply * f)
                paint = .image(image)
            case .solid(let color): paint = .solid(color * f)
            case .gradient: paint = open.draw.paint
            }
            draws.append(.draw(DrawCommand(first: open.draw.first, count: open.draw.count, coverFirst: 0, stencil: .none, paint: paint,
                                           transform: transform, blendMode: open.draw.blendMode, fringeFirst: open.draw.fringeFirst,
                                           fringeCount: open.draw.fringeCount)))
        }
        list.commands.replaceSubrange(open.command...open.command, with: draws)
        if Int(open.draw.instanceFirst + open.draw.instanceCount) * InstancedDrawCommand.stride == list.instances.count {
            list.instances.removeSubrange((Int(open.draw.instanceFirst) * InstancedDrawCommand.stride)...)
        }
    }

    /// Whether the device pixels of any two instances of `draw` (strip and fringe) may overlap.
    private func instancesOverlap(_ draw: InstancedDrawCommand) -> Bool {
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        func include(_ x: Float, _ y: Float) {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        for v in Int(draw.first)..<Int(draw.first + draw.count) { include(list.vertices[v * 2], list.vertices[v * 2 + 1]) }
        for v in Int(draw.fringeFirst)..<Int(draw.fringeFirst + draw.fringeCount) {
            include(list.fringeVertices[v * EdgeFringe.stride], list.fringeVertices[v * EdgeFringe.stride + 1])
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return true }
        var boxes: [SIMD4<Float>] = []
        boxes.reserveCapacity(Int(draw.instanceCount))
        var widest: Float = 0
        let projected = list.instances.withUnsafeBufferPointer { instances in
            let corners = [SIMD2(minX, minY), SIMD2(maxX, minY), SIMD2(minX, maxY), SIMD2(maxX, maxY)]
            let center = SIMD2((minX + maxX) / 2, (minY + maxY) / 2), half = SIMD2((maxX - minX) / 2, (maxY - minY) / 2)
            for i in Int(draw.instanceFirst)..<Int(draw.instanceFirst + draw.instanceCount) {
                let m = instances.baseAddress! + i * InstancedDrawCommand.stride
                var box: SIMD4<Float>
                if m[3] == 0 && m[7] == 0 && m[15] == 1 {
                    // Affine: the box around the image of the box is its center's image give
                    // or take the images of the half extents, made positive.
                    let x = center.x * m[0] + center.y * m[4] + m[12], y = center.x * m[1] + center.y * m[5] + m[13]
                    let dx = abs(m[0]) * half.x + abs(m[4]) * half.y, dy = abs(m[1]) * half.x + abs(m[5]) * half.y
                    box = SIMD4(x - dx, y - dy, x + dx, y + dy)
                    guard box.x.isFinite, box.y.isFinite, box.z.isFinite, box.w.isFinite else { return false }
                } else {
                    box = SIMD4(.infinity, .infinity, -.infinity, -.infinity)
                    for corner in corners {
                        let w = corner.x * m[3] + corner.y * m[7] + m[15]
                        guard w > 1e-6 else { return false }
                        let px = (corner.x * m[0] + corner.y * m[4] + m[12]) / w
                        let py = (corner.x * m[1] + corner.y * m[5] + m[13]) / w
                        guard px.isFinite, py.isFinite else { return false }
                        box = SIMD4(min(box.x, px), min(box.y, py), max(box.z, px), max(box.w, py))
                    }
                }
                // A pixel of margin on each side: pixels touched by both count as overlapping.
                box += SIMD4(-1, -1, 1, 1)
                widest = max(widest, box.z - box.x)
                boxes.append(box)
            }
            return true
        }
        guard projected else { return true }
        boxes.sort { $0.x < $1.x }
        // Along x: a box can only meet those that start less than the widest box's width
        // before it (a pixel more, for rounding).
        return boxes.withUnsafeBufferPointer { sorted in
            for i in sorted.indices {
                let box = sorted[i]
                var j = i - 1
                while j >= 0 && sorted[j].x >= box.x - widest - 1 {
                    let other = sorted[j]
                    if other.z > box.x && other.y < box.w && box.y < other.w { return true }
                    j -= 1
                }
            }
            return false
        }
    }
}
