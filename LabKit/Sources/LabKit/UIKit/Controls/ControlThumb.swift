/// The round thumb of iOS's switch and slider: a disc that casts a soft black shadow and
/// lets touches through to its control.
enum ControlThumb {
    /// Makes `view` a thumb of `diameter` points whose shadow has `opacity`, blur `radius` and
    /// falls `drop` points down.
    static func style(_ view: UIView, diameter: CGFloat, shadowOpacity opacity: Float, radius: CGFloat, drop: CGFloat) {
        view.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        view.layer.cornerRadius = diameter / 2
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = opacity
        view.layer.shadowRadius = radius
        view.layer.shadowOffset = CGSize(width: 0, height: drop)
        view.isUserInteractionEnabled = false
    }
}
