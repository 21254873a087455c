import LabKit

/// The artwork behind `Resources/iphone.jpg`, drawn with LabKit: two black phones of two
/// sizes lying at an angle, showing home screens, on a light grey-white ground.
/// `make plugin-images` renders it at 2x into the 1200 x 1200 px image of screen 2.
final class IPhoneArtwork: Scene {
    static let info = SceneInfo(name: "iPhoneArtwork", summary: "Artwork: the iPhones of iphone.jpg",
                                preferredSize: CGSize(width: 600, height: 600))
    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.94, alpha: 1).cgColor
        root.addSublayer(phone(size: CGSize(width: 230, height: 460), center: CGPoint(x: 215, y: 310), angle: -0.3,
                               wallpaper: UIColor(red: 0.35, green: 0.3, blue: 0.75, alpha: 1)))
        root.addSublayer(phone(size: CGSize(width: 200, height: 400), center: CGPoint(x: 405, y: 290), angle: 0.22,
                               wallpaper: UIColor(red: 0.1, green: 0.55, blue: 0.7, alpha: 1)))
    }

    /// A black phone: the body, the screen with a grid of app icons and a dock, a home button.
    private func phone(size: CGSize, center: CGPoint, angle: CGFloat, wallpaper: UIColor) -> CALayer {
        let body = CALayer()
        body.bounds = CGRect(origin: .zero, size: size)
        body.position = center
        body.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        body.backgroundColor = UIColor(white: 0.08, alpha: 1).cgColor
        body.cornerRadius = size.width * 0.15
        body.borderWidth = 2
        body.borderColor = UIColor(white: 0.35, alpha: 1).cgColor

        let screen = CALayer()
        screen.frame = CGRect(x: size.width * 0.06, y: size.height * 0.12, width: size.width * 0.88, height: size.height * 0.76)
        screen.backgroundColor = wallpaper.cgColor
        screen.masksToBounds = true
        body.addSublayer(screen)

        let palette: [UIColor] = [.systemGreen, .systemOrange, .systemRed, .systemBlue, .systemYellow, .systemPink,
                                  .white, .systemTeal, .systemPurple, .lightGray]
        let columns = 4, rows = 5
        let cell = screen.bounds.width / CGFloat(columns)
        let icon = cell * 0.66
        for row in 0..<rows {
            for column in 0..<columns {
                let app = CALayer()
                app.frame = CGRect(x: CGFloat(column) * cell + (cell - icon) / 2, y: CGFloat(row) * cell * 1.05 + cell * 0.3,
                                   width: icon, height: icon)
                app.backgroundColor = palette[(row * 3 + column * 7) % palette.count].cgColor
                app.cornerRadius = icon * 0.22
                screen.addSublayer(app)
            }
        }
        let dock = CALayer()
        dock.frame = CGRect(x: 0, y: screen.bounds.height - cell * 1.1, width: screen.bounds.width, height: cell * 1.1)
        dock.backgroundColor = UIColor(white: 1, alpha: 0.3).cgColor
        screen.addSublayer(dock)

        let homeButton = CAShapeLayer()
        let diameter = size.width * 0.15
        homeButton.path = UIBezierPath(ovalIn: CGRect(x: (size.width - diameter) / 2, y: size.height * 0.94 - diameter,
                                                      width: diameter, height: diameter)).cgPath
        homeButton.fillColor = nil
        homeButton.strokeColor = UIColor(white: 0.4, alpha: 1).cgColor
        homeButton.lineWidth = 1.5
        body.addSublayer(homeButton)
        return body
    }
}
