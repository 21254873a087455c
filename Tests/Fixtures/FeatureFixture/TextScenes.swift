import LabKit

/// "Welcome" in HelveticaNeue-Thin 50 (the Loading tutorial's label) at scale 0.25 and at
/// scale 1, for checking that text stays crisp under a scaling transform.
final class TextScaleScene: ViewControllerScene {
    static let info = SceneInfo(name: "TextScale", summary: "A label at transform scale 0.25 and 1",
                                preferredSize: CGSize(width: 320, height: 140))

    init() {}

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        for (index, scale) in [CGFloat(0.25), 1].enumerated() {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 70))
            label.center = CGPoint(x: index == 0 ? 40 : 190, y: 70)
            label.text = "Welcome"
            label.font = UIFont(name: "HelveticaNeue-Thin", size: 50)
            label.textAlignment = .center
            label.transform = CGAffineTransform(scaleX: scale, y: scale)
            controller.view.addSubview(label)
        }
        return controller
    }
}

/// One label at a known place, for comparing its rendered ink with FreeType's metrics.
final class TextMetricsScene: ViewControllerScene {
    static let info = SceneInfo(name: "TextMetrics", summary: "One label for glyph-bounds checks",
                                preferredSize: CGSize(width: 300, height: 80))
    /// The label the test rebuilds in-process to ask for its metrics.
    static func makeLabel() -> UILabel {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 60))
        label.text = "Hamburgefonts Qjy"
        label.font = .systemFont(ofSize: 26)
        return label
    }

    init() {}

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        controller.view.addSubview(TextMetricsScene.makeLabel())
        return controller
    }
}

/// The fixture's artwork, drawn with LabKit: `make fixture-images` renders it into
/// `Resources/photo.jpg` (scene "Photo") and `Resources/icon.png` (scene "Icon").
final class PhotoArtScene: Scene {
    static let info = SceneInfo(name: "Photo", summary: "Artwork: a landscape for photo.jpg",
                                preferredSize: CGSize(width: 240, height: 160))
    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor(red: 0.45, green: 0.7, blue: 0.95, alpha: 1).cgColor
        let sun = CAShapeLayer()
        sun.path = UIBezierPath(ovalIn: CGRect(x: 160, y: 24, width: 44, height: 44)).cgPath
        sun.fillColor = UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 1).cgColor
        root.addSublayer(sun)
        let hills = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 120))
        path.addQuadCurve(to: CGPoint(x: 120, y: 110), controlPoint: CGPoint(x: 60, y: 70))
        path.addQuadCurve(to: CGPoint(x: 240, y: 100), controlPoint: CGPoint(x: 190, y: 60))
        path.addLine(to: CGPoint(x: 240, y: 160))
        path.addLine(to: CGPoint(x: 0, y: 160))
        path.close()
        hills.path = path.cgPath
        hills.fillColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1).cgColor
        root.addSublayer(hills)
    }
}

/// Artwork: a rounded red play icon on transparency, for icon.png.
final class IconArtScene: Scene {
    static let info = SceneInfo(name: "Icon", summary: "Artwork: a play icon for icon.png",
                                preferredSize: CGSize(width: 64, height: 64))
    init() {}

    func load(into root: CALayer) {
        let badge = CAShapeLayer()
        badge.path = UIBezierPath(roundedRect: CGRect(x: 4, y: 4, width: 56, height: 56), cornerRadius: 14).cgPath
        badge.fillColor = UIColor(red: 0.88, green: 0.25, blue: 0.29, alpha: 1).cgColor
        root.addSublayer(badge)
        let play = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 24, y: 18))
        path.addLine(to: CGPoint(x: 46, y: 32))
        path.addLine(to: CGPoint(x: 24, y: 46))
        path.close()
        play.path = path.cgPath
        play.fillColor = UIColor.white.cgColor
        root.addSublayer(play)
    }
}
