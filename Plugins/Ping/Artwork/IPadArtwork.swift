import LabKit

/// The artwork behind `Resources/ipad.jpg`, drawn with LabKit: a white iPad in perspective
/// showing a blue wallpaper and the lock-screen time, on white. `make plugin-images`
/// renders it at 2x into the 984 x 562 px image the tutorial's screen 1 shows.
final class IPadArtwork: Scene {
    static let info = SceneInfo(name: "iPadArtwork", summary: "Artwork: the iPad of ipad.jpg",
                                preferredSize: CGSize(width: 492, height: 281))
    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor.white.cgColor
        let stage = CALayer()
        stage.frame = root.bounds
        stage.sublayerTransform.m34 = -1 / 900
        root.addSublayer(stage)

        let device = CALayer()
        device.bounds = CGRect(x: 0, y: 0, width: 340, height: 236)
        device.position = CGPoint(x: root.bounds.midX, y: root.bounds.midY)
        device.transform = CATransform3DMakeRotation(.pi / 7, 0, 1, 0)
        device.backgroundColor = UIColor.white.cgColor
        device.cornerRadius = 20
        device.borderWidth = 1.5
        device.borderColor = UIColor(white: 0.78, alpha: 1).cgColor
        stage.addSublayer(device)

        let homeButton = CAShapeLayer()
        homeButton.path = UIBezierPath(ovalIn: CGRect(x: 316, y: 106, width: 20, height: 20)).cgPath
        homeButton.fillColor = nil
        homeButton.strokeColor = UIColor(white: 0.8, alpha: 1).cgColor
        homeButton.lineWidth = 1.2
        device.addSublayer(homeButton)

        let screen = CALayer()
        screen.frame = CGRect(x: 34, y: 14, width: 272, height: 208)
        screen.backgroundColor = UIColor(red: 0.1, green: 0.42, blue: 0.85, alpha: 1).cgColor
        screen.masksToBounds = true
        device.addSublayer(screen)
        addWallpaper(to: screen)
        addLockScreen(to: screen)
    }

    /// iOS 7's blue wallpaper, as bands of lighter and darker waves.
    private func addWallpaper(to screen: CALayer) {
        let size = screen.bounds.size
        let waves: [(CGFloat, CGFloat, UIColor)] = [
            (0.25, 40, UIColor(red: 0.35, green: 0.75, blue: 1, alpha: 0.55)),
            (0.5, -30, UIColor(red: 0.2, green: 0.9, blue: 0.95, alpha: 0.45)),
            (0.7, 36, UIColor(red: 0.05, green: 0.25, blue: 0.6, alpha: 0.6)),
        ]
        for (level, swing, color) in waves {
            let y = size.height * level
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: y))
            path.addCurve(to: CGPoint(x: size.width, y: y - swing / 2),
                          controlPoint1: CGPoint(x: size.width * 0.35, y: y - swing),
                          controlPoint2: CGPoint(x: size.width * 0.65, y: y + swing))
            path.addLine(to: CGPoint(x: size.width, y: size.height))
            path.addLine(to: CGPoint(x: 0, y: size.height))
            path.close()
            let wave = CAShapeLayer()
            wave.path = path.cgPath
            wave.fillColor = color.cgColor
            screen.addSublayer(wave)
        }
    }

    /// "9:41" and the date, white and thin.
    private func addLockScreen(to screen: CALayer) {
        let time = CATextLayer()
        time.string = "9:41"
        time.font = UIFont(name: "HelveticaNeue-Thin", size: 54)
        time.fontSize = 54
        time.foregroundColor = UIColor.white.cgColor
        time.alignmentMode = .center
        time.frame = CGRect(x: 0, y: 24, width: screen.bounds.width, height: 64)
        screen.addSublayer(time)

        let date = CATextLayer()
        date.string = "Monday, September 9"
        date.font = UIFont(name: "HelveticaNeue-Light", size: 13)
        date.fontSize = 13
        date.foregroundColor = UIColor.white.cgColor
        date.alignmentMode = .center
        date.frame = CGRect(x: 0, y: 90, width: screen.bounds.width, height: 18)
        screen.addSublayer(date)
    }
}
