import LabKit

/// Rounded corners on a 360 x 240 pt canvas: circular and continuous layer corners,
/// `maskedCorners` rounding only the top two, a dashed UIKit rounded rectangle (continuous,
/// from UIKit's start point), `byRoundingCorners`, and a view masked by another view.
final class CornersScene: Scene {
    static let info = SceneInfo(name: "Corners", summary: "Corner curves, masked corners and rounded paths",
                                preferredSize: CGSize(width: 360, height: 240))
    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor.white.cgColor
        for (index, curve) in [CALayerCornerCurve.circular, .continuous].enumerated() {
            let card = CALayer()
            card.frame = CGRect(x: 10 + CGFloat(index) * 120, y: 10, width: 100, height: 100)
            card.backgroundColor = UIColor.systemBlue.cgColor
            card.cornerRadius = 30
            card.cornerCurve = curve
            card.borderWidth = 4
            card.borderColor = UIColor.black.cgColor
            root.addSublayer(card)
        }
        let sheet = CALayer()
        sheet.frame = CGRect(x: 250, y: 10, width: 100, height: 100)
        sheet.backgroundColor = UIColor.systemGreen.cgColor
        sheet.cornerRadius = 24
        sheet.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        root.addSublayer(sheet)

        let dashed = CAShapeLayer()
        dashed.path = UIBezierPath(roundedRect: CGRect(x: 14, y: 134, width: 92, height: 92), cornerRadius: 20).cgPath
        dashed.fillColor = nil
        dashed.strokeColor = UIColor.red.cgColor
        dashed.lineWidth = 4
        dashed.lineDashPattern = [16, 8]
        root.addSublayer(dashed)
        let some = CAShapeLayer()
        some.path = UIBezierPath(roundedRect: CGRect(x: 130, y: 130, width: 100, height: 100),
                                 byRoundingCorners: [.topRight, .bottomLeft], cornerRadii: CGSize(width: 30, height: 30)).cgPath
        some.fillColor = UIColor.systemOrange.cgColor
        root.addSublayer(some)

        let host = UIView(frame: CGRect(x: 250, y: 130, width: 100, height: 100))
        host.backgroundColor = .purple
        let mask = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        mask.backgroundColor = .black
        mask.layer.cornerRadius = 40
        host.mask = mask
        root.addSublayer(host.layer)
    }
}
