import Foundation

/// Tracks shared between layers that run equal animations (a ripple over a grid of tiles, a
/// pulse on every dot): evaluating a frame then reads one copy of the keyframes and timing,
/// which stays in cache, instead of one per layer.
enum TrackTemplates {
    /// What makes two tracks behave the same: their numbers and their names, flattened.
    struct Key: Hashable {
        var numbers: [Double] = []
        var names: [String] = []

        mutating func append(_ values: Double...) { numbers += values }
        mutating func append(_ flag: Bool) { numbers.append(flag ? 1 : 0) }
        mutating func append(_ name: String) { names.append(name) }
        mutating func append(_ key: Key) {
            numbers.append(Double(key.numbers.count))
            numbers += key.numbers
            names += key.names
        }
    }

    nonisolated(unsafe) private static var templates: [Key: AnimationTrack] = [:]

    /// The shared track equal to `track`, or `track` itself.
    static func shared(_ track: AnimationTrack) -> AnimationTrack {
        guard let key = track.sharingKey else { return track }
        if let template = templates[key] { return template }
        // Bounded, so that animations built from ever-new values do not accumulate.
        if templates.count >= 4096 { templates.removeAll() }
        templates[key] = track
        return track
    }
}
