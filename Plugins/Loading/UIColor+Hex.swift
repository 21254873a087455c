import LabKit

extension UIColor {
    /// The tutorial's `colorWithHexString`: "#RRGGBB" (any case, surrounding spaces and the
    /// "#" optional), alpha 1; anything else is gray, as in the original.
    static func colorWithHexString(_ hex: String) -> UIColor {
        var string = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if string.hasPrefix("#") { string.removeFirst() }
        guard string.count == 6, let value = UInt32(string, radix: 16) else { return .gray }
        return UIColor(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                       blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}
