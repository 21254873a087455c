import LabKit

/// The `--set NAME=VALUE` options, checked against the scene's parameters before anything
/// loads or renders.
struct SceneSettings {
    static let none = SceneSettings(values: [])

    private let values: [(parameter: SceneParameter, text: String)]

    private init(values: [(parameter: SceneParameter, text: String)]) {
        self.values = values
    }

    init(_ options: [String], for sceneType: any Scene.Type) throws {
        let parameters = sceneType.parameters
        let scene = sceneType.info.name
        var values: [(SceneParameter, String)] = []
        for option in options {
            guard let equals = option.firstIndex(of: "="), equals != option.startIndex else {
                throw LabError("--set \(option): expected NAME=VALUE")
            }
            let name = String(option[..<equals]), text = String(option[option.index(after: equals)...])
            guard let parameter = parameters.first(where: { $0.name == name }) else {
                let known = parameters.isEmpty ? "it has none" : "parameters: " + parameters.map(\.name).joined(separator: ", ")
                throw LabError("scene \(scene) has no parameter '\(name)' (\(known))")
            }
            guard parameter.accepts(text) else {
                throw LabError("--set \(option): \(name) takes \(parameter.kind), not '\(text)'")
            }
            values.append((parameter, text))
        }
        self.values = values
    }

    /// Sets every value on a freshly created scene, in the order given.
    func apply(to scene: any Scene) {
        for (parameter, text) in values { _ = parameter.set(text, on: scene) }
    }
}
