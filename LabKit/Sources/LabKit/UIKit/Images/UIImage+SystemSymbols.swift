import Foundation

extension UIImage {
    /// The weight of a symbol's strokes (Apple's raw values).
    public enum SymbolWeight: Int, Sendable {
        /// The configuration's default (regular).
        case unspecified = 0
        /// The thinnest strokes.
        case ultraLight
        /// Thin strokes.
        case thin
        /// Light strokes.
        case light
        /// The body text's weight.
        case regular
        /// Medium strokes.
        case medium
        /// Semibold strokes.
        case semibold
        /// Bold strokes.
        case bold
        /// Heavy strokes.
        case heavy
        /// The thickest strokes.
        case black
    }

    /// A symbol's size relative to its point size (Apple's raw values).
    public enum SymbolScale: Int, Sendable {
        /// The configuration's default (medium).
        case `default` = -1
        /// Unspecified (medium).
        case unspecified = 0
        /// Smaller than the text beside it.
        case small
        /// As large as the text beside it.
        case medium
        /// Larger than the text beside it.
        case large
    }

    /// The point size, weight and scale a symbol image is drawn at.
    public struct SymbolConfiguration: Equatable, Sendable {
        /// The font point size the symbol matches (default 17, the body size).
        public var pointSize: CGFloat
        /// The stroke weight.
        public var weight: SymbolWeight
        /// The size relative to the point size.
        public var scale: SymbolScale

        /// A configuration of `pointSize`, `weight` and `scale`.
        public init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
            self.weight = weight
            self.scale = scale
        }

        /// The body size at `weight`.
        public init(weight: SymbolWeight) { self.init(pointSize: 17, weight: weight) }

        /// The body size at `scale`.
        public init(scale: SymbolScale) { self.init(pointSize: 17, scale: scale) }

        /// The side of the symbol's square in points.
        var side: CGFloat {
            switch scale {
            case .small: return pointSize * 0.85
            case .large: return pointSize * 1.3
            default: return pointSize * 1.1
            }
        }

        /// The stroke width in points.
        var lineWidth: CGFloat {
            let factors: [SymbolWeight: CGFloat] = [.ultraLight: 0.03, .thin: 0.045, .light: 0.065, .medium: 0.1, .semibold: 0.115,
                                                    .bold: 0.135, .heavy: 0.155, .black: 0.175]
            return side * (factors[weight] ?? 0.085)
        }
    }

    /// The names `UIImage(systemName:)` draws: outlines of LabKit's own, in the spirit of the
    /// SF Symbols of the same names, not Apple's artwork.
    public static let labSystemSymbolNames: [String] = SystemSymbol.names

    /// The symbol `systemName` at the body size, as a template image (drawn in the tint of
    /// the view showing it); nil, with a diagnostic, for a name the lab does not draw (see
    /// `labSystemSymbolNames`).
    public convenience init?(systemName: String) {
        self.init(systemName: systemName, withConfiguration: nil)
    }

    /// The symbol `systemName` at `configuration` (nil: the body size, regular weight).
    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let draw = SystemSymbol.drawing(named: systemName) else {
            LabDiagnostics.report("UIImage(systemName: \"\(systemName)\"): the lab draws only these symbols: "
                                  + UIImage.labSystemSymbolNames.joined(separator: ", ") + "; returning nil")
            return nil
        }
        let configurationGiven = configuration
        let configuration = configuration ?? SymbolConfiguration(pointSize: 17)
        let side = configuration.side
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            draw(SystemSymbol.Canvas(side: side, lineWidth: configuration.lineWidth))
        }
        self.init(cgImage: drawn.cgImage, scale: drawn.scale, renderingMode: .alwaysTemplate)
        if configurationGiven == nil { unconfiguredSymbolName = systemName }
    }
}

/// The outlines `UIImage(systemName:)` draws, each in a square of `side` points.
enum SystemSymbol {
    struct Canvas {
        let side: CGFloat
        let lineWidth: CGFloat
        /// How strokes and fills are blended (`.destinationOut` cuts a glyph out of a filled frame).
        var blendMode = CGBlendMode.normal

        /// A point given in a unit square.
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x * side, y: y * side) }

        /// Strokes the polylines through unit-square points, with round caps and joins.
        func stroke(_ lines: [[(CGFloat, CGFloat)]]) {
            let path = UIBezierPath()
            for line in lines {
                path.move(to: p(line[0].0, line[0].1))
                for point in line.dropFirst() { path.addLine(to: p(point.0, point.1)) }
            }
            stroke(path)
        }

        func stroke(_ path: UIBezierPath) {
            path.lineWidth = lineWidth
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            path.stroke(with: blendMode, alpha: 1)
        }

        func fill(_ path: UIBezierPath) { path.fill(with: blendMode, alpha: 1) }

        /// Fills the oval in the rectangle at unit-square `x`, `y` of unit size `width` by `height`.
        func fillOval(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
            fill(UIBezierPath(ovalIn: CGRect(origin: p(x, y), size: CGSize(width: side * width, height: side * height))))
        }

        /// Fills the polygon through unit-square points.
        func fill(_ points: [(CGFloat, CGFloat)]) {
            let path = UIBezierPath()
            path.move(to: p(points[0].0, points[0].1))
            for point in points.dropFirst() { path.addLine(to: p(point.0, point.1)) }
            path.close()
            fill(path)
        }

        /// A circle inset for the stroke.
        var circle: UIBezierPath {
            let inset = lineWidth / 2 + side * 0.04
            return UIBezierPath(ovalIn: CGRect(x: inset, y: inset, width: side - 2 * inset, height: side - 2 * inset))
        }

        var heart: UIBezierPath {
            let path = UIBezierPath()
            path.move(to: p(0.5, 0.88))
            path.addCurve(to: p(0.06, 0.36), controlPoint1: p(0.3, 0.72), controlPoint2: p(0.06, 0.58))
            path.addCurve(to: p(0.5, 0.22), controlPoint1: p(0.06, 0.08), controlPoint2: p(0.4, 0.06))
            path.addCurve(to: p(0.94, 0.36), controlPoint1: p(0.6, 0.06), controlPoint2: p(0.94, 0.08))
            path.addCurve(to: p(0.5, 0.88), controlPoint1: p(0.94, 0.58), controlPoint2: p(0.7, 0.72))
            path.close()
            return path
        }

        /// Draws `glyph` shrunk to `scale` about the centre, its strokes as wide as this
        /// canvas's (a glyph inside a circle or a square).
        func inset(_ glyph: (Canvas) -> Void, scale: CGFloat) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.saveGState()
            context.translateBy(x: side * (1 - scale) / 2, y: side * (1 - scale) / 2)
            context.scaleBy(x: scale, y: scale)
            glyph(Canvas(side: side, lineWidth: lineWidth / scale, blendMode: blendMode))
            context.restoreGState()
        }

        /// This canvas drawing holes: what it draws is cleared.
        var punching: Canvas {
            var canvas = self
            canvas.blendMode = .destinationOut
            return canvas
        }

        /// A rounded square inset for the stroke.
        var square: UIBezierPath {
            UIBezierPath(roundedRect: CGRect(origin: p(0.1, 0.1), size: CGSize(width: side * 0.8, height: side * 0.8)), cornerRadius: side * 0.14)
        }

        var person: (head: UIBezierPath, body: UIBezierPath) {
            let head = UIBezierPath(ovalIn: CGRect(origin: p(0.32, 0.1), size: CGSize(width: side * 0.36, height: side * 0.36)))
            let body = UIBezierPath()
            body.move(to: p(0.1, 0.9))
            body.addCurve(to: p(0.9, 0.9), controlPoint1: p(0.12, 0.5), controlPoint2: p(0.88, 0.5))
            body.close()
            return (head, body)
        }

        var house: [(CGFloat, CGFloat)] { [(0.5, 0.1), (0.92, 0.48), (0.8, 0.48), (0.8, 0.9), (0.2, 0.9), (0.2, 0.48), (0.08, 0.48)] }

        var bell: UIBezierPath {
            let path = UIBezierPath()
            path.move(to: p(0.12, 0.76))
            path.addLine(to: p(0.22, 0.62))
            path.addCurve(to: p(0.5, 0.14), controlPoint1: p(0.22, 0.3), controlPoint2: p(0.3, 0.14))
            path.addCurve(to: p(0.78, 0.62), controlPoint1: p(0.7, 0.14), controlPoint2: p(0.78, 0.3))
            path.addLine(to: p(0.88, 0.76))
            path.close()
            return path
        }

        var bookmark: [(CGFloat, CGFloat)] { [(0.24, 0.1), (0.76, 0.1), (0.76, 0.9), (0.5, 0.7), (0.24, 0.9)] }

        var gear: UIBezierPath {
            let path = UIBezierPath()
            for i in 0..<32 {
                let r: CGFloat = i % 4 < 2 ? 0.46 : 0.36
                let angle = CGFloat(i) * .pi / 16 - .pi / 32
                let point = p(0.5 + r * cos(angle), 0.5 + r * sin(angle))
                if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.close()
            return path
        }

        var star: [(CGFloat, CGFloat)] {
            (0..<10).map { i in
                let r: CGFloat = i % 2 == 0 ? 0.47 : 0.2
                let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                return (0.5 + r * cos(angle), 0.53 + r * sin(angle))
            }
        }
    }

    static let drawings: [String: (Canvas) -> Void] = [
        "xmark": { $0.stroke([[(0.2, 0.2), (0.8, 0.8)], [(0.8, 0.2), (0.2, 0.8)]]) },
        "plus": { $0.stroke([[(0.5, 0.12), (0.5, 0.88)], [(0.12, 0.5), (0.88, 0.5)]]) },
        "minus": { $0.stroke([[(0.12, 0.5), (0.88, 0.5)]]) },
        "checkmark": { $0.stroke([[(0.12, 0.55), (0.38, 0.82), (0.88, 0.18)]]) },
        "chevron.left": { $0.stroke([[(0.66, 0.12), (0.3, 0.5), (0.66, 0.88)]]) },
        "chevron.right": { $0.stroke([[(0.34, 0.12), (0.7, 0.5), (0.34, 0.88)]]) },
        "chevron.up": { $0.stroke([[(0.12, 0.66), (0.5, 0.3), (0.88, 0.66)]]) },
        "chevron.down": { $0.stroke([[(0.12, 0.34), (0.5, 0.7), (0.88, 0.34)]]) },
        "arrow.left": { $0.stroke([[(0.88, 0.5), (0.14, 0.5)], [(0.44, 0.18), (0.12, 0.5), (0.44, 0.82)]]) },
        "arrow.right": { $0.stroke([[(0.12, 0.5), (0.86, 0.5)], [(0.56, 0.18), (0.88, 0.5), (0.56, 0.82)]]) },
        "arrow.up": { $0.stroke([[(0.5, 0.88), (0.5, 0.14)], [(0.18, 0.44), (0.5, 0.12), (0.82, 0.44)]]) },
        "arrow.down": { $0.stroke([[(0.5, 0.12), (0.5, 0.86)], [(0.18, 0.56), (0.5, 0.88), (0.82, 0.56)]]) },
        "circle": { $0.stroke($0.circle) },
        "circle.fill": { UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: $0.side, height: $0.side).insetBy(dx: $0.side * 0.04, dy: $0.side * 0.04)).fill() },
        "magnifyingglass": { canvas in
            canvas.stroke(UIBezierPath(ovalIn: CGRect(origin: canvas.p(0.12, 0.12), size: CGSize(width: canvas.side * 0.56, height: canvas.side * 0.56))))
            canvas.stroke([[(0.62, 0.62), (0.88, 0.88)]])
        },
        "list.bullet": { canvas in
            for y in [0.22, 0.5, 0.78] as [CGFloat] {
                canvas.fillOval(0.08, y - 0.06, 0.12, 0.12)
                canvas.stroke([[(0.34, y), (0.9, y)]])
            }
        },
        "book": { $0.stroke([[(0.5, 0.24), (0.1, 0.16), (0.1, 0.8), (0.5, 0.88), (0.9, 0.8), (0.9, 0.16), (0.5, 0.24), (0.5, 0.88)]]) },
        "heart": { $0.stroke($0.heart) },
        "heart.fill": { $0.fill($0.heart) },
        "star": { canvas in
            let path = UIBezierPath()
            let star = canvas.star
            path.move(to: canvas.p(star[0].0, star[0].1))
            for point in star.dropFirst() { path.addLine(to: canvas.p(point.0, point.1)) }
            path.close()
            canvas.stroke(path)
        },
        "star.fill": { $0.fill($0.star) },
        "play.fill": { $0.fill([(0.22, 0.1), (0.9, 0.5), (0.22, 0.9)]) },
        "pause.fill": { canvas in
            for x in [0.2, 0.6] as [CGFloat] {
                UIBezierPath(roundedRect: CGRect(origin: canvas.p(x, 0.12), size: CGSize(width: canvas.side * 0.2, height: canvas.side * 0.76)),
                             cornerRadius: canvas.side * 0.04).fill()
            }
        },
        "stop.fill": { UIBezierPath(roundedRect: CGRect(origin: $0.p(0.14, 0.14), size: CGSize(width: $0.side * 0.72, height: $0.side * 0.72)),
                                    cornerRadius: $0.side * 0.08).fill() },
        "square": { $0.stroke(UIBezierPath(roundedRect: CGRect(origin: $0.p(0.1, 0.1), size: CGSize(width: $0.side * 0.8, height: $0.side * 0.8)),
                                           cornerRadius: $0.side * 0.14)) },
        "square.fill": { UIBezierPath(roundedRect: CGRect(origin: $0.p(0.1, 0.1), size: CGSize(width: $0.side * 0.8, height: $0.side * 0.8)),
                                      cornerRadius: $0.side * 0.14).fill() },
        "person": { canvas in
            let person = canvas.person
            canvas.stroke(person.head)
            canvas.stroke(person.body)
        },
        "person.fill": { canvas in
            let person = canvas.person
            person.head.fill()
            person.body.fill()
        },
        "house": { canvas in
            let house = canvas.house
            canvas.stroke([house + [house[0]]])
        },
        "house.fill": { $0.fill($0.house) },
        "bell": { canvas in
            canvas.stroke(canvas.bell)
            canvas.stroke([[(0.4, 0.88), (0.6, 0.88)]])
        },
        "bell.fill": { canvas in
            canvas.bell.fill()
            UIBezierPath(ovalIn: CGRect(origin: canvas.p(0.38, 0.78), size: CGSize(width: canvas.side * 0.24, height: canvas.side * 0.16))).fill()
        },
        "bookmark": { canvas in
            let mark = canvas.bookmark
            canvas.stroke([mark + [mark[0]]])
        },
        "bookmark.fill": { $0.fill($0.bookmark) },
        "trash": { $0.stroke([[(0.1, 0.22), (0.9, 0.22)], [(0.38, 0.22), (0.38, 0.1), (0.62, 0.1), (0.62, 0.22)],
                              [(0.18, 0.22), (0.24, 0.9), (0.76, 0.9), (0.82, 0.22)], [(0.42, 0.38), (0.42, 0.74)], [(0.58, 0.38), (0.58, 0.74)]]) },
        "ellipsis": { canvas in
            for x in [0.18, 0.5, 0.82] as [CGFloat] { canvas.fillOval(x - 0.07, 0.43, 0.14, 0.14) }
        },
        "gearshape": { canvas in
            canvas.stroke(canvas.gear)
            canvas.stroke(UIBezierPath(ovalIn: CGRect(origin: canvas.p(0.36, 0.36), size: CGSize(width: canvas.side * 0.28, height: canvas.side * 0.28))))
        },
        "gearshape.fill": { canvas in
            canvas.fill(canvas.gear)
            canvas.punching.fillOval(0.38, 0.38, 0.24, 0.24)
        },
        "envelope": { $0.stroke([[(0.08, 0.22), (0.92, 0.22), (0.92, 0.78), (0.08, 0.78), (0.08, 0.22)], [(0.08, 0.24), (0.5, 0.56), (0.92, 0.24)]]) },
        "arrow.clockwise": { canvas in
            let arc = UIBezierPath(arcCenter: canvas.p(0.5, 0.54), radius: canvas.side * 0.34, startAngle: -.pi / 2, endAngle: .pi * 1.3, clockwise: true)
            canvas.stroke(arc)
            canvas.fill([(0.44, 0.06), (0.64, 0.2), (0.44, 0.34)])
        },
        "square.and.arrow.up": { $0.stroke([[(0.34, 0.4), (0.18, 0.4), (0.18, 0.92), (0.82, 0.92), (0.82, 0.4), (0.66, 0.4)],
                                            [(0.5, 0.64), (0.5, 0.08)], [(0.32, 0.24), (0.5, 0.06), (0.68, 0.24)]]) },
        "lock.fill": { canvas in
            canvas.stroke(UIBezierPath(roundedRect: CGRect(origin: canvas.p(0.28, 0.1), size: CGSize(width: canvas.side * 0.44, height: canvas.side * 0.5)),
                                       cornerRadius: canvas.side * 0.22))
            UIBezierPath(roundedRect: CGRect(origin: canvas.p(0.16, 0.42), size: CGSize(width: canvas.side * 0.68, height: canvas.side * 0.5)),
                         cornerRadius: canvas.side * 0.08).fill()
        },
        "info": { $0.stroke([[(0.5, 0.42), (0.5, 0.86)], [(0.5, 0.16), (0.5, 0.18)]]) },
        "exclamationmark": { $0.stroke([[(0.5, 0.12), (0.5, 0.62)], [(0.5, 0.86), (0.5, 0.88)]]) },
    ]

    /// Every name drawn: those above, and each glyph (not a shape itself) in a circle or a
    /// rounded square, outlined or filled (`xmark.circle.fill`, `plus.square`).
    static let names: [String] = {
        let glyphs = drawings.keys.filter { !["circle", "circle.fill", "square", "square.fill"].contains($0) && !$0.hasSuffix(".fill") }
        let framed = glyphs.flatMap { glyph in [".circle", ".circle.fill", ".square", ".square.fill"].map { glyph + $0 } }
        return Set(drawings.keys).union(framed).sorted()
    }()

    /// The drawing of `name`: one of `drawings`, or a glyph framed by a circle or a square.
    static func drawing(named name: String) -> ((Canvas) -> Void)? {
        if let drawing = drawings[name] { return drawing }
        for (suffix, circle, filled) in [(".circle.fill", true, true), (".circle", true, false), (".square.fill", false, true), (".square", false, false)] {
            guard name.hasSuffix(suffix) else { continue }
            let glyphName = String(name.dropLast(suffix.count))
            guard names.contains(name), let glyph = drawings[glyphName] else { return nil }
            return { canvas in
                let frame = circle ? canvas.circle : canvas.square
                if filled {
                    canvas.fill(frame)
                    canvas.punching.inset(glyph, scale: 0.5)
                } else {
                    canvas.stroke(frame)
                    canvas.inset(glyph, scale: 0.5)
                }
            }
        }
        return nil
    }
}
