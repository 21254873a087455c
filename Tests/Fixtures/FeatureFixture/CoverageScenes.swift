import Foundation
import LabKit

/// Shapes whose exact area is known in closed form, one per scene, on a 100 x 100 pt canvas.
/// The numbers are repeated (not imported) in the end-to-end accuracy test.

/// A filled circle of radius 40 pt centered at (50, 50): area π·40².
final class CoverageCircleScene: Scene {
    static let info = SceneInfo(name: "CoverageCircle", summary: "Filled circle, r = 40 pt",
                                preferredSize: CGSize(width: 100, height: 100))
    init() {}
    func load(into root: CALayer) {
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        shape.fillColor = UIColor.black.cgColor
        root.addSublayer(shape)
    }
}

/// A 60 x 30 pt rectangle rotated by 30° about (50, 50): area 1800.
final class CoverageRectScene: Scene {
    static let info = SceneInfo(name: "CoverageRect", summary: "Rotated 60 x 30 pt rectangle",
                                preferredSize: CGSize(width: 100, height: 100))
    init() {}
    func load(into root: CALayer) {
        let shape = CAShapeLayer()
        shape.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
        shape.position = CGPoint(x: 50, y: 50)
        shape.path = CGPath(rect: shape.bounds, transform: nil)
        shape.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        root.addSublayer(shape)
    }
}

/// A straight line from (15, 20) to (85, 80), 6 pt wide, butt caps: area 6·|(70, 60)|.
final class CoverageStrokeScene: Scene {
    static let info = SceneInfo(name: "CoverageStroke", summary: "Stroked line, butt caps",
                                preferredSize: CGSize(width: 100, height: 100))
    init() {}
    func load(into root: CALayer) {
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 15, y: 20))
        path.addLine(to: CGPoint(x: 85, y: 80))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 6
        root.addSublayer(shape)
    }
}

/// A horizontal line from (20, 50) to (80, 50), 10 pt wide, round caps: area 60·10 + π·5².
final class CoverageRoundCapScene: Scene {
    static let info = SceneInfo(name: "CoverageRoundCap", summary: "Stroked line, round caps",
                                preferredSize: CGSize(width: 100, height: 100))
    init() {}
    func load(into root: CALayer) {
        let shape = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 20, y: 50))
        path.addLine(to: CGPoint(x: 80, y: 50))
        shape.path = path.cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 10
        shape.lineCap = .round
        root.addSublayer(shape)
    }
}

/// A circle of radius 30 pt about (50, 50) stroked 6 pt wide: a ring of area 2π·30·6.
final class CoverageRingScene: Scene {
    static let info = SceneInfo(name: "CoverageRing", summary: "Stroked circle, r = 30 pt, 6 pt wide",
                                preferredSize: CGSize(width: 100, height: 100))
    init() {}
    func load(into root: CALayer) {
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 6
        root.addSublayer(shape)
    }
}
