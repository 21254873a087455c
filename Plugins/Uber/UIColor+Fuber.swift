import LabKit

extension UIColor {
    /// Fuber's brand blue, #0F4E65.
    static func fuberBlue() -> UIColor {
        UIColor(red: 15.0 / 255.0, green: 78.0 / 255.0, blue: 101.0 / 255.0, alpha: 1.0)
    }

    /// Fuber's light blue, #4DB5D9.
    static func fuberLightBlue() -> UIColor {
        UIColor(red: 77.0 / 255.0, green: 181.0 / 255.0, blue: 217.0 / 255.0, alpha: 1.0)
    }
}
