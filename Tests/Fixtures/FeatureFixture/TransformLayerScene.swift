import LabKit

/// Two cubes of six `CATransformLayer` faces on one 360 x 240 pt canvas, each under a layer
/// whose sublayer transform gives perspective (`m34 = -1/500`), both spinning about y once in
/// 4 s, tilted 20° toward the viewer: on the left, semi-opaque double-sided faces, so that the
/// back faces show through the front ones in depth order; on the right, opaque faces that are
/// not double-sided, so only the faces toward the viewer are drawn.
final class TransformLayerScene: Scene {
    static let info = SceneInfo(name: "TransformLayer", summary: "CATransformLayer cubes spinning in perspective",
                                preferredSize: CGSize(width: 360, height: 240))
    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor(white: 0.12, alpha: 1).cgColor
        root.addSublayer(stage(x: 0, cube: cube(alpha: 0.7, doubleSided: true)))
        root.addSublayer(stage(x: 180, cube: cube(alpha: 1, doubleSided: false)))
    }

    /// A 180 x 240 layer with perspective, the cube at its center.
    private func stage(x: CGFloat, cube: CALayer) -> CALayer {
        let stage = CALayer()
        stage.frame = CGRect(x: x, y: 0, width: 180, height: 240)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        stage.sublayerTransform = perspective
        cube.position = CGPoint(x: 90, y: 120)
        stage.addSublayer(cube)
        return stage
    }

    /// Six 100 x 100 faces, each moved 50 toward the viewer and then turned to its side, as
    /// the common iOS tutorial builds them; the cube spins by key frames a quarter turn apart.
    private func cube(alpha: CGFloat, doubleSided: Bool) -> CALayer {
        let cube = CATransformLayer()
        cube.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let faces: [(UIColor, CATransform3D)] = [
            (UIColor(red: 0.95, green: 0.3, blue: 0.3, alpha: alpha), CATransform3DIdentity),
            (UIColor(red: 0.3, green: 0.85, blue: 0.4, alpha: alpha), CATransform3DMakeRotation(.pi / 2, 0, 1, 0)),
            (UIColor(red: 0.3, green: 0.5, blue: 0.95, alpha: alpha), CATransform3DMakeRotation(.pi, 0, 1, 0)),
            (UIColor(red: 0.95, green: 0.85, blue: 0.3, alpha: alpha), CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)),
            (UIColor(red: 0.3, green: 0.9, blue: 0.9, alpha: alpha), CATransform3DMakeRotation(.pi / 2, 1, 0, 0)),
            (UIColor(red: 0.85, green: 0.4, blue: 0.9, alpha: alpha), CATransform3DMakeRotation(-.pi / 2, 1, 0, 0)),
        ]
        for (color, turn) in faces {
            let face = CALayer()
            face.frame = cube.bounds
            face.backgroundColor = color.cgColor
            face.borderColor = UIColor(white: 1, alpha: 0.9).cgColor
            face.borderWidth = 2
            face.isDoubleSided = doubleSided
            face.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 50), turn)
            cube.addSublayer(face)
        }
        let tilt = CATransform3DMakeRotation(-20 * .pi / 180, 1, 0, 0)
        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.values = (0...4).map {
            NSValue(caTransform3D: CATransform3DConcat(CATransform3DMakeRotation(CGFloat($0) * .pi / 2, 0, 1, 0), tilt))
        }
        spin.duration = 4
        spin.repeatCount = .infinity
        cube.transform = tilt
        cube.add(spin, forKey: "spin")
        return cube
    }
}
