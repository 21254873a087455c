/// How host time becomes lab time offscreen: frames every `1/fps` seconds of host time, lab
/// time running `speed` times as fast (slow motion below 1).
struct SceneClock {
    var fps: Double
    var speed: Double

    /// The host times at which the clock stops between `from` (exclusive) and `to`
    /// (inclusive): every frame of the `1/fps` grid, then `to` itself, so that going to T
    /// steps exactly as a display running since 0 would, with the last step landing on T.
    func steps(from: Double, to: Double) -> [Double] {
        guard to > from else { return [] }
        var times: [Double] = []
        var frame = (from * fps).rounded(.down) + 1
        // A grid time within a nanosecond of `to` is `to` itself.
        while frame / fps < to - 1e-9 {
            times.append(frame / fps)
            frame += 1
        }
        times.append(to)
        return times
    }

    /// The lab time at host time `hostTime`.
    func labTime(_ hostTime: Double) -> Double { hostTime * speed }

    /// Lab seconds per frame.
    var frameInterval: Double { speed / fps }
}
