import LabKit

/// A tab bar controller on a 320 x 568 pt screen with an iPhone's safe area (44 points at
/// the top, 34 at the bottom), for golden frames driven by input scripts. Three tabs:
/// "Favorites", a navigation controller whose "Show Detail" button pushes a detail screen
/// (titled, with a Done button); "Likes", with a badge; "Player". The delegate's animator
/// switches tabs in 0.6 s: the new tab's view slides in from 60 points to the right while it
/// fades in.
final class TabsScene: ViewControllerScene {
    static let info = SceneInfo(name: "Tabs", summary: "A tab bar controller: animated tab switches, a badge, a navigation bar's push and pop",
                                preferredSize: CGSize(width: 320, height: 568))

    private let switcher = TabSwitcher()

    init() {}

    func makeRootViewController() -> UIViewController {
        let favorites = TabContentController(title: "Favorites", color: UIColor(red: 1, green: 0.97, blue: 0.88, alpha: 1))
        favorites.onShowDetail = { [unowned favorites] in
            favorites.navigationController?.pushViewController(DetailContentController(), animated: true)
        }
        let navigation = UINavigationController(rootViewController: favorites)
        navigation.tabBarItem = UITabBarItem(title: "Favorites", image: UIImage(systemName: "star"),
                                             selectedImage: UIImage(systemName: "star.fill"))

        let likes = TabContentController(title: "Likes", color: UIColor(red: 1, green: 0.92, blue: 0.93, alpha: 1))
        likes.tabBarItem = UITabBarItem(title: "Likes", image: UIImage(systemName: "heart"), selectedImage: UIImage(systemName: "heart.fill"))
        likes.tabBarItem.badgeValue = "3"

        let player = TabContentController(title: "Player", color: UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1))
        player.tabBarItem = UITabBarItem(title: "Player", image: UIImage(systemName: "play.fill"), tag: 2)

        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, likes, player]
        tabs.delegate = switcher
        tabs.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        return tabs
    }
}

/// One tab's screen: a tinted background, a large caption in the safe area and, when asked
/// for, a "Show Detail" button.
final class TabContentController: UIViewController {
    private let color: UIColor
    private let caption = UILabel()
    private let button = UIButton(type: .custom)
    var onShowDetail: (() -> Void)?

    init(title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        caption.text = title
        caption.font = .boldSystemFont(ofSize: 28)
        caption.textAlignment = .center
        view.addSubview(caption)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 12
        button.setTitle("Show Detail", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.addAction(UIAction { [unowned self] _ in onShowDetail?() }, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        caption.frame = CGRect(x: safe.minX, y: safe.minY + 20, width: safe.width, height: 40)
        button.frame = CGRect(x: safe.minX + 20, y: safe.minY + 80, width: safe.width - 40, height: 48)
        button.isHidden = onShowDetail == nil
    }
}

/// The pushed screen: a title, a Done button on the right, a green background.
final class DetailContentController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        view.backgroundColor = UIColor(red: 0.88, green: 0.97, blue: 0.9, alpha: 1)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
    }
}

/// The tab bar controller's delegate: every switch animates with `TabSlideAnimator`.
final class TabSwitcher: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        TabSlideAnimator()
    }
}

/// The new tab's view slides in from 60 points to the right while fading in, over the old one,
/// in 0.6 s.
final class TabSlideAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        to.frame = transitionContext.finalFrame(for: toVC)
        to.alpha = 0
        to.transform = CGAffineTransform(translationX: 60, y: 0)
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: 0.6, animations: {
            to.alpha = 1
            to.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
