import Foundation

/// Which family of curves rounds a rectangle's corners, as `CALayer.cornerCurve` chooses.
@_spi(Rendering) public enum CornerCurveKind: Sendable {
    /// Quarter circles, as Core Graphics and `CALayerCornerCurve.circular` draw them.
    case circular
    /// Apple's continuous-curvature corner, as `UIBezierPath(roundedRect:)` and
    /// `CALayerCornerCurve.continuous` draw it.
    case continuous
}

extension CGPath {
    /// A closed rounded rectangle for a layer's corners, one radius per corner, starting on the
    /// top edge right of the top-left corner and running clockwise on screen.
    ///
    /// Each radius is clamped to half the shorter side (Core Animation's rule for circular corners;
    /// for continuous ones Apple does not document its rule, so the same clamp is used). A
    /// continuous corner is UIKit's full shape while it fits (radius ≤ half the shorter side
    /// ÷ 1.528665) and blends towards a quarter circle beyond, reaching one at half the side,
    /// so an animated radius never jumps and the largest radius gives a capsule.
    /// Non-finite radii are ignored (treated as 0) with a diagnostic.
    @_spi(Rendering) public static func roundedRect(
        _ rect: CGRect,
        radii: (topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat),
        curve: CornerCurveKind
    ) -> CGPath {
        let path = CGMutablePath()
        guard RoundedRectGeometry.isFinite(rect, "CGPath.roundedRect(_:radii:curve:)") else { return path }
        let r = rect.standardized
        let half = min(r.width, r.height) / 2
        let clamped = [radii.topRight, radii.bottomRight, radii.bottomLeft, radii.topLeft].map { radius -> CGFloat in
            guard radius.isFinite else {
                LabDiagnostics.report("CGPath.roundedRect(_:radii:curve:): non-finite radius; corner left square")
                return 0
            }
            return max(0, min(radius, half))
        }
        guard clamped.contains(where: { $0 > 0 }) else {
            path.addRect(r)
            return path
        }
        let corners = RoundedRectGeometry.Corner.clockwise(in: r)
        let shapes = clamped.map { RoundedRectGeometry.BlendedCorner(radius: $0, half: half, curve: curve) }
        path.move(to: corners[3].point(0, shapes[3].reach))
        for (corner, shape) in zip(corners, shapes) {
            path.addLine(to: corner.point(shape.reach, 0))
            for (c1, c2, end) in shape.curves {
                path.addCurve(to: corner.point(end), control1: corner.point(c1), control2: corner.point(c2))
            }
        }
        path.closeSubpath()
        return path
    }
}

/// The geometry of rounded rectangles: UIKit's continuous corner as iOS 7 and later draw it,
/// and the corner walk shared by the paths that use it.
enum RoundedRectGeometry {
    /// How far along each edge UIKit's continuous corner reaches, in corner radii (measured).
    static let continuousReach: CGFloat = 1.528665
    /// The cubic of a quarter circle of radius 1 puts its control points this far from the ends.
    static let circleHandle: CGFloat = 0.552_284_749_830_793_6

    /// UIKit's continuous corner for radius 1, in `Corner` coordinates: after a line to
    /// (`continuousReach`, 0), three cubics (control 1, control 2, end) to (0, `continuousReach`).
    /// Measured from iOS paths; symmetric about the corner's diagonal.
    static let continuousCurves: [(CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: 1.088_492_96, y: 0), CGPoint(x: 0.868_406_94, y: 0), CGPoint(x: 0.631_493_79, y: 0.074_911_39)),
        (CGPoint(x: 0.372_823_83, y: 0.169_059_56), CGPoint(x: 0.169_059_56, y: 0.372_823_83),
         CGPoint(x: 0.074_911_39, y: 0.631_493_79)),
        (CGPoint(x: 0, y: 0.868_406_94), CGPoint(x: 0, y: 1.088_492_96), CGPoint(x: 0, y: continuousReach)),
    ]

    /// The same three steps for a quarter circle of radius 1: the first and last collapse to the
    /// tangent points, so the two shapes can be blended point by point.
    static let circularCurves: [(CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 0)),
        (CGPoint(x: 1 - circleHandle, y: 0), CGPoint(x: 0, y: 1 - circleHandle), CGPoint(x: 0, y: 1)),
        (CGPoint(x: 0, y: 1), CGPoint(x: 0, y: 1), CGPoint(x: 0, y: 1)),
    ]

    /// Whether every coordinate of `rect` is finite; reports the call that got one that is not.
    static func isFinite(_ rect: CGRect, _ call: String) -> Bool {
        if [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite) { return true }
        LabDiagnostics.report("\(call): non-finite rectangle; path left empty")
        return false
    }

    /// One corner of a rectangle as a path running clockwise on screen meets it: `a` measures back
    /// along the edge the path arrives by, `b` along the edge it leaves by, both from the corner.
    struct Corner {
        let vertex: CGPoint
        let back: CGPoint
        let forward: CGPoint

        /// The top-right, bottom-right, bottom-left and top-left corners of `r`, in that order.
        static func clockwise(in r: CGRect) -> [Corner] {
            [Corner(vertex: CGPoint(x: r.maxX, y: r.minY), back: CGPoint(x: -1, y: 0), forward: CGPoint(x: 0, y: 1)),
             Corner(vertex: CGPoint(x: r.maxX, y: r.maxY), back: CGPoint(x: 0, y: -1), forward: CGPoint(x: -1, y: 0)),
             Corner(vertex: CGPoint(x: r.minX, y: r.maxY), back: CGPoint(x: 1, y: 0), forward: CGPoint(x: 0, y: -1)),
             Corner(vertex: CGPoint(x: r.minX, y: r.minY), back: CGPoint(x: 0, y: 1), forward: CGPoint(x: 1, y: 0))]
        }

        func point(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
            CGPoint(x: vertex.x + a * back.x + b * forward.x, y: vertex.y + a * back.y + b * forward.y)
        }

        func point(_ ab: CGPoint) -> CGPoint { point(ab.x, ab.y) }
    }

    /// A layer corner of one radius: UIKit's continuous corner scaled down towards a quarter circle
    /// as the radius nears half the shorter side, or a quarter circle outright.
    struct BlendedCorner {
        /// How far along each edge the corner reaches.
        let reach: CGFloat
        /// The corner's cubics in `Corner` coordinates, scaled to its radius.
        let curves: [(CGPoint, CGPoint, CGPoint)]

        init(radius: CGFloat, half: CGFloat, curve: CornerCurveKind) {
            // 1 while the whole continuous corner fits in half the shorter side, 0 at half the side.
            let smooth: CGFloat
            switch curve {
            case .circular: smooth = 0
            case .continuous: smooth = radius > 0 ? min(1, max(0, (half / radius - 1) / (continuousReach - 1))) : 1
            }
            func mix(_ circle: CGPoint, _ continuous: CGPoint) -> CGPoint {
                CGPoint(x: radius * (circle.x + smooth * (continuous.x - circle.x)),
                        y: radius * (circle.y + smooth * (continuous.y - circle.y)))
            }
            reach = radius * (1 + smooth * (continuousReach - 1))
            let steps = zip(circularCurves, continuousCurves).map { circle, continuous in
                (mix(circle.0, continuous.0), mix(circle.1, continuous.1), mix(circle.2, continuous.2))
            }
            // A plain quarter circle is one cubic; the collapsed steps around it would only add elements.
            curves = radius == 0 ? [] : smooth == 0 ? [steps[1]] : steps
        }
    }
}

extension RoundedRectGeometry {
    /// UIKit sizes its corners from this constant: a radius is "limited" to the shorter side
    /// divided by twice it, and beyond that limit the shape changes (measured).
    static let uikitLimit: CGFloat = 1.528_664_83

    /// Appends the elements of `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` in
    /// UIKit's order. `radius` is finite and not negative.
    ///
    /// UIKit draws one of three shapes. While the radius is under the shorter side ÷ 3.0573, every
    /// chosen corner is the continuous corner. When only one side is that short, the short ends
    /// become near-round caps; when both are, the path is a capsule (a circle for a square) whose
    /// caps have half the shorter side as radius, starting at the top centre. The last two were
    /// measured only with every corner rounded; with fewer, LabKit keeps the continuous corner at
    /// the limited radius.
    static func appendUIKitRoundedRect(to path: CGMutablePath, rect: CGRect, radius: CGFloat, corners: UIRectCorner) {
        let r = rect.standardized
        let breakRatio = 2 * uikitLimit
        let limited = min(radius, min(r.width, r.height) / breakRatio)
        let order: [UIRectCorner] = [.topRight, .bottomRight, .bottomLeft, .topLeft]
        let wide = r.width > breakRatio * radius, tall = r.height > breakRatio * radius
        if (wide && tall) || limited <= 0 || !order.allSatisfy(corners.contains) {
            appendContinuous(to: path, r, limited, rounded: order.map { corners.contains($0) && limited > 0 })
        } else if wide || tall {
            appendNearCapsule(to: path, r, radius: radius, limited: limited, wide: wide)
        } else {
            appendCapsule(to: path, r)
        }
    }

    private static func appendContinuous(to path: CGMutablePath, _ r: CGRect, _ radius: CGFloat, rounded: [Bool]) {
        let corners = Corner.clockwise(in: r)
        let start = rounded[3] ? corners[3].point(0, continuousReach * radius) : corners[3].vertex
        path.move(to: start)
        for (index, corner) in corners.enumerated() {
            guard rounded[index] else {
                path.addLine(to: corner.vertex)
                continue
            }
            path.addLine(to: corner.point(continuousReach * radius, 0))
            for (step, (c1, c2, end)) in continuousCurves.enumerated() {
                let scaled = { (p: CGPoint) in corner.point(p.x * radius, p.y * radius) }
                path.addCurve(to: scaled(end), control1: scaled(c1), control2: scaled(c2))
                // UIKit repeats the first cubic's end as a line of no length.
                if step == 0 { path.addLine(to: scaled(end)) }
            }
        }
        // The path ends with a line back to its start, and no close element.
        path.addLine(to: start)
    }

    /// UIKit's shape when only one side is short (measured on iOS 17.5): each corner's half on a
    /// long side reaches along it by the requested radius; the short sides bulge to a short flat
    /// at their centre, marked by elements of no length.
    private static func appendNearCapsule(to path: CGMutablePath, _ r: CGRect, radius: CGFloat, limited: CGFloat,
                                          wide: Bool) {
        let corners = Corner.clockwise(in: r)
        func curve(_ corner: Corner, _ c1: (CGFloat, CGFloat), _ c2: (CGFloat, CGFloat), _ end: (CGFloat, CGFloat)) {
            path.addCurve(to: corner.point(end.0 * limited, end.1 * limited),
                          control1: corner.point(c1.0 * limited, c1.1 * limited),
                          control2: corner.point(c2.0 * limited, c2.1 * limited))
        }
        func arriveAlongLongSide(_ corner: Corner) {
            path.addLine(to: corner.point(continuousReach * radius, 0))
            curve(corner, (1.635_278_2, 0), (1.298_840_5, 0), (0.936_679_7, 0.114_514_4))
            path.addLine(to: corner.point(0.936_679_7 * limited, 0.114_514_4 * limited))
            curve(corner, (0.374_305_5, 0.319_201_9), (0, 0.853_765_5), (0, 1.452_231_6))
        }
        func arriveAlongShortSide(_ corner: Corner) {
            path.addLine(to: corner.point(1.452_231_6 * limited, 0))
            curve(corner, (0.853_765_5, 0), (0.319_201_9, 0.374_305_5), (0.114_514_4, 0.936_679_7))
            curve(corner, (0, 1.298_840_5), (0, 1.635_278_2), (0, 2.308_153_7))
        }
        func stay(_ point: CGPoint) { path.addCurve(to: point, control1: point, control2: point) }
        func shortSideCentre(_ point: CGPoint) {
            stay(point)
            path.addLine(to: point)
            stay(point)
        }
        if wide {
            let start = corners[3].point(0, continuousReach * radius)
            path.move(to: start)
            arriveAlongLongSide(corners[0])
            shortSideCentre(CGPoint(x: r.maxX, y: r.midY))
            arriveAlongShortSide(corners[1])
            arriveAlongLongSide(corners[2])
            shortSideCentre(CGPoint(x: r.minX, y: r.midY))
            arriveAlongShortSide(corners[3])
            path.addLine(to: start)
        } else {
            let top = CGPoint(x: r.midX, y: r.minY)
            path.move(to: top)
            path.addLine(to: top)
            stay(top)
            arriveAlongShortSide(corners[0])
            arriveAlongLongSide(corners[1])
            shortSideCentre(CGPoint(x: r.midX, y: r.maxY))
            arriveAlongShortSide(corners[2])
            arriveAlongLongSide(corners[3])
            stay(top)
            path.addLine(to: top)
        }
    }

    /// UIKit's shape when both sides are short (measured on iOS 17.5): a capsule whose round caps
    /// have half the shorter side as radius, from the top centre, with UIKit's elements of no length.
    private static func appendCapsule(to path: CGMutablePath, _ r: CGRect) {
        let corners = Corner.clockwise(in: r)
        let radius = min(r.width, r.height) / 2
        let handle = radius * (1 - circleHandle)
        func stay(_ point: CGPoint) { path.addCurve(to: point, control1: point, control2: point) }
        func quarter(_ corner: Corner) {
            path.addCurve(to: corner.point(0, radius), control1: corner.point(handle, 0), control2: corner.point(0, handle))
        }
        func arriveStraight(_ corner: Corner) {
            stay(corner.point(radius, 0))
            path.addLine(to: corner.point(radius, 0))
            quarter(corner)
        }
        func arriveRound(_ corner: Corner) {
            quarter(corner)
            stay(corner.point(0, radius))
        }
        func capCentre(_ point: CGPoint) {
            stay(point)
            path.addLine(to: point)
            stay(point)
            path.addLine(to: point)
        }
        let top = CGPoint(x: r.midX, y: r.minY), bottom = CGPoint(x: r.midX, y: r.maxY)
        let right = CGPoint(x: r.maxX, y: r.midY), left = CGPoint(x: r.minX, y: r.midY)
        path.move(to: top)
        path.addLine(to: top)
        if r.height > r.width {
            stay(top)
            path.addLine(to: top)
            arriveRound(corners[0])
            path.addLine(to: right)
            arriveStraight(corners[1])
            capCentre(bottom)
            arriveRound(corners[2])
            path.addLine(to: left)
            arriveStraight(corners[3])
            stay(top)
        } else {
            arriveStraight(corners[0])
            capCentre(right)
            arriveRound(corners[1])
            path.addLine(to: bottom)
            arriveStraight(corners[2])
            capCentre(left)
            arriveRound(corners[3])
        }
        path.addLine(to: top)
    }
}
