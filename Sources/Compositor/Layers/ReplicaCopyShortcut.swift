import Foundation
@_spi(Rendering) import LabKit

/// A replicator's copies of one layer that paints one fill (its background, or a shape
/// layer's fill), whose animations only move and fade it (a loading indicator's dots and
/// bars), joined to their run's
/// instanced draw without being visited: each copy adds its transform and color factor,
/// computed as `visit` computes them, so the list is the same as the copy-by-copy walk's.
///
/// Such a copy draws the geometry its run's first copy drew when both are flattened to the
/// same tolerance and fringe band (their scales fall on the same geometry step): the same
/// outline path, from the `LayerShapeCache`, looked up in the `GeometryCache` under the same
/// key. Only a first copy whose geometry came from the cache qualifies, since geometry built
/// for one draw (a first frame, a clipped path) may depend on where that copy is.
///
/// Templates are kept for the frame, one per layer and geometry step: a copy that starts a
/// run (its step differs from the run before it, or it is another row's first copy) is drawn
/// from the template of its step without being visited either, while that step's geometry is
/// still where the template's draw reads it.
struct ReplicaCopyTemplate {
    /// The layer the copies copy.
    let model: ObjectIdentifier
    /// The color of the layer's one fill (see `soleFill(of:_:)`).
    let color: CGColor
    let tolerance: CGFloat
    let band: CGFloat
    /// The entries of the first copy's matrix that `tolerance` and `band` are made from: a
    /// copy whose matrix shares them (one moved, not scaled) needs neither computed again.
    var linear: SIMD8<Double>
    /// What the first copy's draw paints within, in layer units, for open offscreen scopes.
    let paintedBounds: CGRect
    /// The first copy's draw: the geometry, fringe and blend mode of every copy on its step.
    let draw: DrawCommand
}

extension ReplicaCopyTemplate {
    /// The color of the one fill a layer that paints one thing paints as `visit` draws it,
    /// `Paint.solid(color, alpha: contentAlpha)` over a path that is the same for every copy:
    /// its background, or a shape layer's fill without a stroke (its path in its own
    /// geometry, not flipped). Nil for anything else.
    static func soleFill(of layer: CALayer, _ paints: LayerPaints) -> CGColor? {
        switch paints.content {
        case nil:
            return paints.backgroundColor
        case .shape(let shape)?:
            guard paints.backgroundColor == nil, paints.borderColor == nil, !layer.isGeometryFlipped, shape.shapeState.path != nil,
                  RenderListBuilder.shapePaintCount(shape) == 1, let fill = shape.shapeState.fillColor, fill.alpha > 0
            else { return nil }
            return fill
        default:
            return nil
        }
    }

    /// What `RenderListBuilder.scale(of:)` and `fringeBand(of:)` read of `m`.
    static func linear(of m: CATransform3D) -> SIMD8<Double> {
        SIMD8(Double(m.m11), Double(m.m12), Double(m.m21), Double(m.m22), Double(m.m14), Double(m.m24), Double(m.m44), 0)
    }
}

extension RenderListBuilder {
    /// The template for the copies after `index`, a copy whose visit started a run with the
    /// one draw `draw`; nil when its layer paints more than one fill, may paint
    /// differently from copy to copy, or its geometry was not the cache's.
    func copyTemplate(of index: Int32, drawing draw: DrawCommand, base: CATransform3D) -> ReplicaCopyTemplate? {
        let node = snapshot.nodes[Int(index)]
        guard node.replica >= 0, node.sublayerCount == 0, node.mask < 0, node.drawing < 0,
              node.model.animatesOnlyPlacementAndOpacity,
              let placed = placedGeometries.last(where: {
                  $0.span.vertices == Int(draw.first) * 2..<Int(draw.first + draw.count) * 2
                      && $0.span.fringe == Int(draw.fringeFirst) * EdgeFringe.stride..<Int(draw.fringeFirst + draw.fringeCount) * EdgeFringe.stride
              }), placed.span.edges.isEmpty
        else { return nil }
        let layer = node.layer
        let paints = LayerPaints(layer)
        guard paints.count == 1, paints.contents == nil, let color = ReplicaCopyTemplate.soleFill(of: layer, paints),
              LayerShadow(layer, base: CATransform3DIdentity) == nil else { return nil }
        let matrix = CATransform3DConcat(layer.positioningTransform, snapshot.base(of: node, under: base))
        return ReplicaCopyTemplate(model: ObjectIdentifier(node.model), color: color,
                                   tolerance: tolerance / RenderListBuilder.geometryScale(RenderListBuilder.scale(of: matrix)),
                                   band: RenderListBuilder.fringeBand(of: matrix), linear: ReplicaCopyTemplate.linear(of: matrix),
                                   paintedBounds: paintedBounds(of: placed.span, bounds: placed.shape.bounds, stencil: .none),
                                   draw: draw)
    }

    /// Appends copy `index`'s one draw as `visit` would, when a run of another copy of its
    /// layer on the same geometry step made a template earlier in the frame (copies that
    /// shrink and grow cross a few steps, over and over), and returns that template as the
    /// copy's own; nil, appending nothing, when the copy must be visited.
    mutating func appendDraw(ofCopy index: Int32, base: CATransform3D, alpha: Float) -> ReplicaCopyTemplate? {
        let model = ObjectIdentifier(snapshot.nodes[Int(index)].model)
        guard stepTemplates.contains(where: { $0.model == model }), let (layer, matrix) = placedCopy(index, base: base, alpha: alpha)
        else { return nil }
        let stepTolerance = tolerance / RenderListBuilder.geometryScale(RenderListBuilder.scale(of: matrix))
        let band = RenderListBuilder.fringeBand(of: matrix)
        guard var template = stepTemplates.last(where: { $0.model == model && $0.tolerance == stepTolerance && $0.band == band }),
              layer.drawingBlendMode == template.draw.blendMode,
              placedGeometries.contains(where: {
                  $0.span.vertices.lowerBound == Int(template.draw.first) * 2
                      && $0.span.fringe.lowerBound == Int(template.draw.fringeFirst) * EdgeFringe.stride
              }),
              let paint = paint(of: template, copy: index, layer: layer, alpha: alpha), fitsFrame(adding: 0) else { return nil }
        if !scopes.isEmpty { painted(deviceBounds(of: template.paintedBounds, matrix)) }
        var draw = template.draw
        draw.paint = paint
        draw.transform = Int32(list.transforms.count / 16)
        RenderListBuilder.append(matrix, to: &list.transforms)
        list.commands.append(.draw(draw))
        template.linear = ReplicaCopyTemplate.linear(of: matrix)
        runsStartedFromTemplates += 1
        return template
    }

    /// Adds copy `index` to `run` as an instance when it is another copy of the run's
    /// template's layer that would draw the run's geometry; false (changing nothing) when it
    /// must be visited.
    mutating func appendCopy(_ index: Int32, to open: inout InstanceRun, base: CATransform3D, alpha: Float) -> Bool {
        guard let template = open.template, ObjectIdentifier(snapshot.nodes[Int(index)].model) == template.model,
              let (layer, matrix) = placedCopy(index, base: base, alpha: alpha),
              ReplicaCopyTemplate.linear(of: matrix) == template.linear
                || (tolerance / RenderListBuilder.geometryScale(RenderListBuilder.scale(of: matrix)) == template.tolerance
                    && RenderListBuilder.fringeBand(of: matrix) == template.band),
              let paint = paint(of: template, copy: index, layer: layer, alpha: alpha),
              let factor = InstancedDrawCommand.factor(of: paint),
              InstancedDrawCommand.basePaint(of: paint) == open.draw.paint,
              Int(open.draw.instanceFirst + open.draw.instanceCount) * InstancedDrawCommand.stride == list.instances.count,
              fitsFrame(adding: 0) else { return false }
        if !scopes.isEmpty { painted(deviceBounds(of: template.paintedBounds, matrix)) }
        if open.draw.instanceCount == 0, case .draw(let first) = list.commands[open.command] {
            appendInstance(of: first)
            open.draw.instanceCount = 1
        }
        RenderListBuilder.append(matrix, to: &list.instances)
        list.instances.append(factor.x); list.instances.append(factor.y); list.instances.append(factor.z); list.instances.append(factor.w)
        open.draw.instanceCount += 1
        list.commands[open.command] = .drawInstances(open.draw)
        copiesAddedFromTemplates += 1
        return true
    }

    /// Copy `index`'s layer and matrix, as `visit` computes them, when it is a replicator copy
    /// with nothing of its own to paint beyond its layer (no sublayers, mask or drawing) that
    /// shows (visible, finite, facing the viewer); nil otherwise.
    private func placedCopy(_ index: Int32, base: CATransform3D, alpha: Float) -> (layer: CALayer, matrix: CATransform3D)? {
        let node = snapshot.nodes[Int(index)]
        guard node.replica >= 0, node.sublayerCount == 0, node.mask < 0, node.drawing < 0 else { return nil }
        let layer = node.layer
        guard !layer.isHidden, layer.opacity > 0, alpha > 0 else { return nil }
        let matrix = CATransform3DConcat(layer.positioningTransform, snapshot.base(of: node, under: base))
        guard RenderListBuilder.isFinite(matrix), layer.isDoubleSided || !RenderListBuilder.facesAway(matrix) else { return nil }
        return (layer, matrix)
    }

    /// The paint of copy `index` drawing `template`'s fill, as `visit` and `emit` compute it
    /// (`Paint.solid(color, alpha:)`, then the tint); nil when it is invisible.
    private func paint(of template: ReplicaCopyTemplate, copy index: Int32, layer: CALayer, alpha: Float) -> Paint? {
        let tint = (self.tint ?? SIMD4(repeating: 1)) * snapshot.replicas[Int(snapshot.nodes[Int(index)].replica)].color
        let paint = Paint.solid(template.color, alpha: alpha * min(layer.opacity, 1)).multiplied(by: tint)
        return paint.isInvisible ? nil : paint
    }
}
