import LabKit

/// The tutorial's app on an iPhone-sized screen. Its `@IBInspectable` is a scene parameter:
/// `lab --plugin Elastic --set overshootAmount=40`.
final class ElasticScene: ViewControllerScene {
    static let info = SceneInfo(name: "Elastic", summary: "Text fields that bulge and wobble when tapped",
                                preferredSize: CGSize(width: 375, height: 667))

    static let parameters: [SceneParameter] = [
        SceneParameter("overshootAmount", \ElasticScene.overshootAmount,
                       summary: "How far the fields' edges bulge when tapped, in points (negative: inward)"),
        SceneParameter("showControlPoints", \ElasticScene.showControlPoints,
                       summary: "Draw the four control points blue, as the tutorial's middle step does"),
    ]

    var overshootAmount: CGFloat = 10
    var showControlPoints = false

    init() {}

    func makeRootViewController() -> UIViewController {
        let controller = ViewController()
        controller.overshootAmount = overshootAmount
        controller.showsControlPoints = showControlPoints
        return controller
    }
}
