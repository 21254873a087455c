import LabKit

/// The tutorial's app on an iPhone-sized screen.
final class LoadingScene: ViewControllerScene {
    static let info = SceneInfo(name: "Loading", summary: "Circle, wobble, triangle, spin, strokes, wave, then \"Welcome\"; tap to replay",
                                preferredSize: CGSize(width: 375, height: 667))

    init() {}

    func makeRootViewController() -> UIViewController {
        ViewController()
    }
}
