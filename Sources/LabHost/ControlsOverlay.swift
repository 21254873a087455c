import Foundation
import LabKit

/// The `h` overlay: what runs, the lab time, the speed and whether it is paused, and the
/// keys; also shows a short message (a saved file's name) for a few seconds.
final class ControlsOverlay {
    let layer = CALayer()
    private let status = CATextLayer()
    private let keys = CATextLayer()
    private let message = CATextLayer()
    private var messageUntil = Date.distantPast
    var isShown = false

    static let help = "space pause · ←/→ step · [ ] speed · r restart · d debug · s save PNG · q quit"

    init() {
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.65)
        layer.cornerRadius = 8
        for text in [status, keys, message] {
            text.font = UIFont.systemFont(ofSize: 11)
            text.fontSize = 11
            text.foregroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            layer.addSublayer(text)
        }
        keys.string = ControlsOverlay.help
        keys.isWrapped = true
    }

    /// Shows `text` under the controls for three seconds (even when they are hidden).
    func flash(_ text: String) {
        message.string = text
        messageUntil = Date().addingTimeInterval(3)
    }

    /// Lays the overlay out at the bottom of `canvas` (scenes keep their buttons at the top)
    /// for the current state.
    func update(canvas: CGRect, title: String, time: Double, speed: Double, paused: Bool) {
        let width = min(canvas.width - 16, 340)
        let showsMessage = Date() < messageUntil
        layer.isHidden = !isShown && !showsMessage
        status.isHidden = !isShown
        keys.isHidden = !isShown
        var y: CGFloat = 6
        if isShown {
            status.string = String(format: "%@   %.2f s   ×%g%@", title, time, speed, paused ? "   paused" : "")
            status.frame = CGRect(x: 8, y: y, width: width - 16, height: 15)
            keys.frame = CGRect(x: 8, y: y + 16, width: width - 16, height: 30)
            y += 48
        }
        message.isHidden = !showsMessage
        if showsMessage {
            message.frame = CGRect(x: 8, y: y, width: width - 16, height: 15)
            y += 17
        }
        layer.frame = CGRect(x: canvas.minX + 8, y: canvas.maxY - 8 - (y + 4), width: width, height: y + 4)
    }
}
