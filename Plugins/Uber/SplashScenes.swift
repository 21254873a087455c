import LabKit

/// What both scenes share: the root container, and the ripple constants the tutorial invites
/// you to play with, as parameters.
class FuberScene {
    /// `kRippleMagnitudeMultiplier`: points of outward push per point of distance.
    var rippleMagnitude: CGFloat = 0.025
    /// `kRippleDelayMultiplier`: seconds of delay per point of distance.
    var rippleDelay: Double = 0.0006666

    required init() {}

    static let rippleParameters: [SceneParameter] = [
        SceneParameter("rippleMagnitude", \FuberScene.rippleMagnitude,
                       summary: "kRippleMagnitudeMultiplier: how far tiles are pushed out, per point from the centre"),
        SceneParameter("rippleDelay", \FuberScene.rippleDelay,
                       summary: "kRippleDelayMultiplier: how much later a tile ripples, seconds per point from the centre"),
    ]

    func makeRootContainer(showsMenuAfterSplash: Bool) -> UIViewController {
        kRippleMagnitudeMultiplier = rippleMagnitude
        kRippleDelayMultiplier = rippleDelay
        let root = RootContainerViewController()
        root.showsMenuAfterSplash = showsMenuAfterSplash
        return root
    }
}

/// The splash looping forever (`showSplashViewControllerNoPing()`).
final class SplashScene: FuberScene, ViewControllerScene {
    static let info = SceneInfo(name: "Splash", summary: "The Fuber splash: the animated U over a rippling tile grid, looping",
                                preferredSize: CGSize(width: 375, height: 667))
    static var parameters: [SceneParameter] { rippleParameters }

    func makeRootViewController() -> UIViewController {
        makeRootContainer(showsMenuAfterSplash: false)
    }
}

/// The finished app (`showSplashViewController()`): the splash, then after 6 s a 0.55 s
/// cross-dissolve to the menu.
final class SplashThenMenuScene: FuberScene, ViewControllerScene {
    static let info = SceneInfo(name: "SplashThenMenu", summary: "The splash, then after 6 s a cross-dissolve to the Fuber menu",
                                preferredSize: CGSize(width: 375, height: 667))
    static var parameters: [SceneParameter] { rippleParameters }

    func makeRootViewController() -> UIViewController {
        makeRootContainer(showsMenuAfterSplash: true)
    }
}
