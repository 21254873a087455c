import Foundation
@_spi(Rendering) import LabKit

/// What a layer paints besides its sublayers: background, contents image, its kind's
/// content and border; shapes are built only when drawn.
struct LayerPaints {
    let bounds: CGRect
    let radius: CGFloat
    /// The corners `radius` rounds (top-left, top-right, bottom-right, bottom-left) and their curve.
    let rounded: (topLeft: Bool, topRight: Bool, bottomRight: Bool, bottomLeft: Bool)
    let curve: CornerCurveKind
    let borderWidth: CGFloat
    let backgroundColor: CGColor?
    let borderColor: CGColor?
    /// The contents image, when it is one.
    let contents: CGImage?
    /// What the layer's kind draws.
    let content: LayerContent?
    /// Whether contents or content paint anything.
    let hasContents: Bool
    /// How many things the layer paints (for group opacity).
    let count: Int

    init(_ layer: CALayer) {
        bounds = layer.bounds
        radius = layer.cornerRadius.isFinite ? max(0, min(layer.cornerRadius, min(bounds.width, bounds.height) / 2)) : 0
        // Most layers have square corners: then the corner mask and curve are not read.
        if radius > 0 {
            let corners = layer.maskedCorners
            rounded = (corners.contains(.layerMinXMinYCorner), corners.contains(.layerMaxXMinYCorner),
                       corners.contains(.layerMaxXMaxYCorner), corners.contains(.layerMinXMaxYCorner))
            curve = layer.cornerCurve == .continuous ? .continuous : .circular
        } else {
            rounded = (false, false, false, false)
            curve = .circular
        }
        borderWidth = layer.borderWidth
        let hasArea = bounds.width > 0 && bounds.height > 0
        backgroundColor = layer.backgroundColor.flatMap { $0.alpha > 0 && hasArea ? $0 : nil }
        borderColor = layer.borderColor.flatMap { $0.alpha > 0 && hasArea && layer.borderWidth > 0 ? $0 : nil }
        switch layer.contents {
        case let image as CGImage: contents = image
        case let image as UIImage: contents = image.cgImage
        default: contents = nil
        }
        content = layer.content
        let contentPaints = content.map(RenderListBuilder.paintCount(of:)) ?? 0
        let ownPaints = contentPaints + (contents != nil ? 1 : 0)
        hasContents = ownPaints > 0
        count = (backgroundColor != nil ? 1 : 0) + (borderColor != nil ? 1 : 0) + ownPaints
    }

    /// Whether the corners are all square.
    var isRectangular: Bool {
        radius <= 0 || !(rounded.topLeft || rounded.topRight || rounded.bottomRight || rounded.bottomLeft)
    }

    /// The bounds, rounded by the corner radius (the same path for the same outline, from
    /// `shapes`).
    func boundsShape(_ shapes: LayerShapeCache) -> CGPath {
        shapes.shape(shapeKey(borderWidth: 0)) { roundedRect(bounds, radius: radius) }
    }

    /// The border ring: the rounded bounds and, inside, the bounds inset by the border width
    /// with the radius reduced by it (filled even-odd).
    func borderShape(_ shapes: LayerShapeCache) -> CGPath {
        shapes.shape(shapeKey(borderWidth: borderWidth)) {
            let shape = CGMutablePath()
            shape.addPath(roundedRect(bounds, radius: radius))
            let inner = bounds.insetBy(dx: borderWidth, dy: borderWidth)
            if inner.width > 0 && inner.height > 0 {
                shape.addPath(roundedRect(inner, radius: max(0, radius - borderWidth)))
            }
            return shape
        }
    }

    private func shapeKey(borderWidth: CGFloat) -> LayerShapeCache.Key {
        let corners = (rounded.topLeft ? 1 : 0) | (rounded.topRight ? 2 : 0) | (rounded.bottomRight ? 4 : 0) | (rounded.bottomLeft ? 8 : 0)
        return LayerShapeCache.Key(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height, radius: radius,
                                   corners: UInt8(corners), isContinuous: curve == .continuous, borderWidth: borderWidth)
    }

    /// `rect` with the layer's corners rounded by `radius`: circular corners on all four
    /// sides as Core Graphics draws them, other cases through LabKit's per-corner geometry.
    private func roundedRect(_ rect: CGRect, radius: CGFloat) -> CGPath {
        let all = rounded.topLeft && rounded.topRight && rounded.bottomRight && rounded.bottomLeft
        if radius > 0 && all && curve == .circular {
            let path = CGMutablePath()
            path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
            return path
        }
        if radius <= 0 || isRectangular { return CGPath(rect: rect, transform: nil) }
        func r(_ on: Bool) -> CGFloat { on ? radius : 0 }
        return CGPath.roundedRect(rect, radii: (r(rounded.topLeft), r(rounded.topRight), r(rounded.bottomRight), r(rounded.bottomLeft)),
                                  curve: curve)
    }
}
