import LabKit

/// Both screens of the tutorial are this class; the storyboard gives each its background,
/// image and button wiring.
final class ViewController: UIViewController {
    /// The storyboard outlet: the 44 pt black circle at the top right.
    let button = UIButton(type: .custom)
    /// The 300 pt image view in the middle.
    let imageView = UIImageView()

    func circleTapped(_ sender: UIButton) {
        _ = navigationController?.popViewController(animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The storyboard's attributes: an aspect-fit image, a black button with a 22 pt radius.
        imageView.contentMode = .scaleAspectFit
        view.addSubview(imageView)
        button.backgroundColor = .black
        button.layer.cornerRadius = 22
        view.addSubview(button)
    }

    /// The storyboard's constraints: the image 300 x 300 and centred; the button 44 x 44,
    /// 10 pt from the top and right edges.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        imageView.frame = CGRect(x: bounds.midX - 150, y: bounds.midY - 150, width: 300, height: 300)
        button.frame = CGRect(x: bounds.maxX - 10 - 44, y: bounds.minY + 10, width: 44, height: 44)
    }
}
