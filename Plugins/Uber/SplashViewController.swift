import LabKit

/// The splash: the tile grid behind the animated U, both started as soon as the controller
/// exists.
open class SplashViewController: UIViewController {
    open var pulsing: Bool = false

    let animatedULogoView = AnimatedULogoView(frame: CGRect(x: 0.0, y: 0.0, width: 90.0, height: 90.0))
    var tileGridView: TileGridView!

    public init(tileViewFileName: String) {
        super.init(nibName: nil, bundle: nil)
        tileGridView = TileGridView(TileFileName: tileViewFileName)
        view.addSubview(tileGridView)
        tileGridView.frame = view.bounds

        view.addSubview(animatedULogoView)
        animatedULogoView.layer.position = view.layer.position

        tileGridView.startAnimating()
        animatedULogoView.startAnimating()
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override open var prefersStatusBarHidden: Bool {
        true
    }
}
