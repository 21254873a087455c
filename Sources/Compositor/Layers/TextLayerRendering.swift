@_spi(Rendering) import LabKit

/// A text layer's content: its glyph outlines, filled in its color with exact-area edges
/// (see `AreaEdges`): glyphs are the most looked-at edges.
extension RenderListBuilder {
    mutating func drawText(_ outline: CGPath, color: CGColor, alpha: Float, _ context: DrawContext,
                           _ transformIndex: inout Int32?) {
        fill(outline, rule: .nonZero, paint: .solid(color, alpha: alpha), context,
             areaRefinement: RenderListBuilder.analyticFlatteningDivisor, &transformIndex)
    }
}
