import Foundation

/// How the host hands input to the key window: scripted input offscreen and window input
/// both come through here, so a plugin sees the same events either way.
@_spi(LabHost) public enum LabInput {
    /// The keys the lab delivers by name.
    public enum Key: String, CaseIterable, Sendable {
        case backspace, `return`, tab, escape
    }

    /// A finger went down, moved or lifted at `point` (screen points). It goes to the
    /// frontmost window with a view there (by level), and stays with it until it lifts. The
    /// pointer is finger 0; scripted two-finger gestures add finger 1. A finger that comes
    /// down again while down is cancelled first.
    public static func touch(_ phase: UITouch.Phase, at point: CGPoint, finger: Int = 0) {
        UIWindow.routeTouch(phase, at: point, finger: finger, timestamp: CACurrentMediaTime())
    }

    /// Types `text` into the first responder, if it takes text.
    public static func type(_ text: String) {
        guard let input = UIResponder.focused as? UIKeyInput else { return }
        for character in text { input.insertText(String(character)) }
    }

    /// Presses a named key: backspace deletes, return inserts a newline (a text field ends
    /// editing on it), tab moves to the next text field, escape ends editing.
    public static func press(_ key: Key) {
        switch key {
        case .backspace: (UIResponder.focused as? UIKeyInput)?.deleteBackward()
        case .return: (UIResponder.focused as? UIKeyInput)?.insertText("\n")
        case .escape: UIResponder.focused?.resignFirstResponder()
        case .tab: focusNextTextField()
        }
    }

    /// Moves focus to the text field after the current one in reading order (top to bottom,
    /// left to right), wrapping around.
    private static func focusNextTextField() {
        guard let window = UIWindow.key else { return }
        var fields: [(UITextField, CGPoint)] = []
        func collect(_ view: UIView) {
            if let field = view as? UITextField, field.isEnabled, !field.isHidden {
                fields.append((field, field.convert(CGPoint.zero, to: window)))
            }
            view.subviews.forEach(collect)
        }
        collect(window)
        fields.sort { ($0.1.y, $0.1.x) < ($1.1.y, $1.1.x) }
        guard !fields.isEmpty else { return }
        let current = fields.firstIndex { $0.0 === UIResponder.focused } ?? -1
        fields[(current + 1) % fields.count].0.becomeFirstResponder()
    }
}
