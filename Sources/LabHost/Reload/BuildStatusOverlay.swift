import Foundation
import LabKit

/// The window's banner for `--watch`: "rebuilding…" while SwiftPM runs, the compiler's
/// errors when a rebuild fails (until the next one succeeds), nothing otherwise.
final class BuildStatusOverlay {
    let layer = CALayer()
    private let text = CATextLayer()
    private var lines: [String] = []

    init() {
        layer.cornerRadius = 6
        text.font = UIFont.systemFont(ofSize: 11)
        text.fontSize = 11
        text.foregroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        text.isWrapped = true
        layer.addSublayer(text)
        layer.isHidden = true
    }

    func showBuilding() {
        show(["rebuilding…"], background: CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.75))
    }

    func showFailure(_ errors: String) {
        let lines = ["The rebuild failed; the running scene stays."] + errors.split(separator: "\n").prefix(8).map(String.init)
        show(lines, background: CGColor(red: 0.55, green: 0.05, blue: 0.05, alpha: 0.9))
    }

    func hide() {
        lines = []
        layer.isHidden = true
    }

    private func show(_ lines: [String], background: CGColor) {
        self.lines = lines
        text.string = lines.joined(separator: "\n")
        layer.backgroundColor = background
        layer.isHidden = false
    }

    /// Lays the banner out across the top of `canvas`, tall enough for its wrapped lines.
    func layout(canvas: CGRect) {
        guard !layer.isHidden else { return }
        let width = canvas.width - 16
        let charactersPerLine = max(20, Int((width - 16) / 6))
        let rows = lines.reduce(0) { $0 + max(1, ($1.count + charactersPerLine - 1) / charactersPerLine) }
        let height = CGFloat(rows) * 14 + 10
        layer.frame = CGRect(x: canvas.minX + 8, y: canvas.minY + 8, width: width, height: height)
        text.frame = CGRect(x: 8, y: 5, width: width - 16, height: height - 10)
    }
}
