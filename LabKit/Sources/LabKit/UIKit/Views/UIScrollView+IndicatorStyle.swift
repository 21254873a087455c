import Foundation

extension UIScrollView {
    /// How the scroll indicators look.
    public enum IndicatorStyle: Int, Sendable {
        /// Black with a white border, good against any content (3 points thick).
        case `default`
        /// Black and thinner than the default (2.5 points), for light content.
        case black
        /// White and thinner than the default (2.5 points), for dark content.
        case white

        /// The bar's thickness, in points.
        var thickness: CGFloat { self == .default ? 3 : 2.5 }

        /// Colors the indicator layer as the style says.
        func apply(to layer: CALayer) {
            switch self {
            case .default:
                layer.backgroundColor = UIColor(white: 0, alpha: 0.35).cgColor
                layer.borderColor = UIColor(white: 1, alpha: 0.35).cgColor
                layer.borderWidth = 0.5
            case .black:
                layer.backgroundColor = UIColor(white: 0, alpha: 0.5).cgColor
                layer.borderWidth = 0
            case .white:
                layer.backgroundColor = UIColor(white: 1, alpha: 0.5).cgColor
                layer.borderWidth = 0
            }
            layer.cornerRadius = thickness / 2
        }
    }
}
