import LabKit

/// The tutorial's login screen, as its storyboard lays it out: a translucent green
/// container in the middle of a light grey screen, with the Username and Password elastic
/// fields and the orange LOGIN button.
final class ViewController: UIViewController {
    let containerView = UIView()
    let usernameField = ElasticTextField(frame: CGRect(x: 20, y: 20, width: 260, height: 30))
    let passwordField = ElasticTextField(frame: CGRect(x: 20, y: 60, width: 260, height: 30))
    let loginButton = UIButton(type: .system)

    /// The fields' `overshootAmount` (the storyboard leaves the code default, 10).
    var overshootAmount: CGFloat = 10
    /// Shows the control points, as the tutorial's middle step does.
    var showsControlPoints = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.9176, alpha: 1)

        containerView.bounds = CGRect(x: 0, y: 0, width: 300, height: 154)
        containerView.backgroundColor = UIColor(red: 0, green: 0.408, blue: 0.216, alpha: 0.46)
        view.addSubview(containerView)

        for (field, placeholder) in [(usernameField, "Username"), (passwordField, "Password")] {
            field.placeholder = placeholder
            field.font = UIFont.systemFont(ofSize: 14)
            // Interface Builder decodes the field's background before `setupView()` runs,
            // which hands it to the elastic view; built in code, the elastic view gets it here.
            field.elasticView.backgroundColor = UIColor(white: 0.9137, alpha: 1)
            field.overshootAmount = overshootAmount
            field.elasticView.showsControlPoints = showsControlPoints
            containerView.addSubview(field)
        }
        passwordField.isSecureTextEntry = true

        loginButton.frame = CGRect(x: 217, y: 100, width: 63, height: 34)
        loginButton.backgroundColor = UIColor(red: 0.937, green: 0.561, blue: 0.153, alpha: 1)
        loginButton.setTitle("LOGIN", for: .normal)
        loginButton.setTitleColor(UIColor.white, for: .normal)
        containerView.addSubview(loginButton)
    }

    /// The storyboard's constraints: the container centred.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        containerView.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }
}
