import LabKit

/// `count` red 32 pt cells in a row, 40 pt apart, added to `root`: the scenes of this file
/// turn a cell green when its block runs.
private func addCells(_ count: Int, to root: CALayer) -> [CALayer] {
    (0..<count).map { index in
        let cell = CALayer()
        cell.frame = CGRect(x: CGFloat(index) * 40 + 4, y: 4, width: 32, height: 32)
        cell.backgroundColor = UIColor.red.cgColor
        root.addSublayer(cell)
        return cell
    }
}

/// A row of eight 40 pt cells, one for each way iOS code schedules work on the main thread.
/// A cell turns from red to green when its block runs, orange if the block saw the wrong time
/// (`Date()` and `ProcessInfo.systemUptime` against the deadline), blue if it ran twice:
/// 0 `DispatchQueue.main.async` (runs in the first frame, 1/60 s), 1 `asyncAfter(deadline:)`
/// 0.5 s, 2 `asyncAfter(wallDeadline:)` 0.75 s, 3 `Timer.scheduledTimer` 1 s, 4 `Timer(fire:…)`
/// added with `RunLoop.main.add` 1.25 s; 5 `RunLoop.main.perform` from cell 1's block,
/// 6 `OperationQueue.main.addOperation` from cell 2's, 7 `Task { @MainActor in }` from
/// cell 3's: each in the frame of the block that scheduled it.
final class RunLoopScene: Scene {
    static let info = SceneInfo(name: "RunLoop", summary: "Each way to schedule main-thread work, turning its cell green on time",
                                preferredSize: CGSize(width: 320, height: 40))
    private var cells: [CALayer] = []
    private var runs = [Int](repeating: 0, count: 8)
    private var startDate = Date()
    private var startUptime = 0.0

    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor.white.cgColor
        cells = addCells(8, to: root)
        startDate = Date()
        startUptime = ProcessInfo.processInfo.systemUptime
        DispatchQueue.main.async { self.ran(0, at: 0) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            self.ran(1, at: 0.5)
            RunLoop.main.perform { self.ran(5, at: 0.5, sameFrame: true) }
        }
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.75) {
            self.ran(2, at: 0.75)
            OperationQueue.main.addOperation { self.ran(6, at: 0.75, sameFrame: true) }
        }
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            self.ran(3, at: 1)
            Task { @MainActor in self.ran(7, at: 1, sameFrame: true) }
        }
        let timer = Timer(fire: Date(timeIntervalSinceNow: 1.25), interval: 0, repeats: false) { _ in self.ran(4, at: 1.25) }
        RunLoop.main.add(timer, forMode: .common)
    }

    /// Colours cell `index`; `deadline` is when its block is due (0: the first frame, any
    /// time). Work handed to the run loop or the real main queue (`sameFrame`) runs in the
    /// drain of the frame whose timers scheduled it: at the deadline or up to a frame later.
    private func ran(_ index: Int, at deadline: Double, sameFrame: Bool = false) {
        runs[index] += 1
        let elapsed = Date().timeIntervalSince(startDate), uptime = ProcessInfo.processInfo.systemUptime - startUptime
        let late = sameFrame ? 1.0 / 60 : 0
        func near(_ time: Double) -> Bool { time > deadline - 1e-6 && time < deadline + late + 1e-6 }
        let onTime = deadline == 0 || (near(elapsed) && near(uptime))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        cells[index].backgroundColor = (runs[index] > 1 ? UIColor.blue : onTime ? UIColor.green : UIColor.orange).cgColor
        CATransaction.commit()
    }
}

/// A spinner that re-arms itself: every 0.25 s a block turns the bar 30° and schedules the
/// next turn with `asyncAfter`, as activity indicators written for iOS do.
final class SpinnerScene: Scene {
    static let info = SceneInfo(name: "Spinner", summary: "A bar turned 30° every 0.25 s by a block that re-arms itself",
                                preferredSize: CGSize(width: 80, height: 80))
    private let bar = CALayer()
    private var steps = 0

    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor.white.cgColor
        bar.frame = CGRect(x: 36, y: 8, width: 8, height: 64)
        bar.backgroundColor = UIColor.black.cgColor
        root.addSublayer(bar)
        arm()
    }

    private func arm() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
            self.steps += 1
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            self.bar.transform = CATransform3DMakeRotation(CGFloat(self.steps) * .pi / 6, 0, 0, 1)
            CATransaction.commit()
            self.arm()
        }
    }
}

/// Dots placed and coloured by every random source iOS code uses: `Int`, `Double`, `CGFloat`
/// and `Float.random(in:)`, `Bool.random()`, `arc4random`, `arc4random_uniform`, `drand48` and
/// `SystemRandomNumberGenerator`; one more dot lands every 0.1 s from a timer.
final class RandomScene: Scene {
    static let info = SceneInfo(name: "Random", summary: "Dots scattered by each random source, on the lab seed",
                                preferredSize: CGSize(width: 160, height: 160))
    private var root: CALayer?

    init() {}

    func load(into root: CALayer) {
        self.root = root
        root.backgroundColor = UIColor.white.cgColor
        var generator = SystemRandomNumberGenerator()
        let sources: [() -> CGFloat] = [
            { CGFloat(Int.random(in: 0..<150)) },
            { CGFloat(Double.random(in: 0..<150)) },
            { CGFloat.random(in: 0..<150) },
            { CGFloat(Float.random(in: 0..<150)) },
            { CGFloat(arc4random() % 150) },
            { CGFloat(arc4random_uniform(150)) },
            { CGFloat(drand48() * 150) },
            { CGFloat(generator.next() % 150) },
        ]
        for source in sources {
            for _ in 0..<3 { dot(x: source(), y: source()) }
        }
        Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            self.dot(x: CGFloat.random(in: 0..<150), y: CGFloat.random(in: 0..<150))
        }
    }

    private func dot(x: CGFloat, y: CGFloat) {
        let dot = CALayer()
        dot.frame = CGRect(x: x, y: y, width: 10, height: 10)
        dot.cornerRadius = 5
        dot.backgroundColor = (Bool.random() ? UIColor.systemBlue : UIColor.systemPink).cgColor
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root?.addSublayer(dot)
        CATransaction.commit()
    }
}

/// Scheduling gone wrong, which must not stop the lab: Foundation timers with a negative and
/// an infinite interval, a NaN one and a NaN fire date, an `asyncAfter` a century away, a block
/// that re-enqueues itself with no delay for ever and one that does with a nanosecond's. A
/// green bar grows with the frames to show rendering goes on.
final class RunawayScene: Scene {
    static let info = SceneInfo(name: "Runaway", summary: "Bad intervals, far deadlines and self-rescheduling blocks",
                                preferredSize: CGSize(width: 100, height: 20))
    private let bar = CALayer()
    private var link: CADisplayLink?

    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor.white.cgColor
        bar.anchorPoint = .zero
        bar.frame = CGRect(x: 0, y: 0, width: 0, height: 20)
        bar.backgroundColor = UIColor.green.cgColor
        root.addSublayer(bar)
        Timer.scheduledTimer(withTimeInterval: -1, repeats: true) { _ in }
        Timer.scheduledTimer(withTimeInterval: .infinity, repeats: true) { _ in }
        Timer.scheduledTimer(withTimeInterval: .nan, repeats: true) { _ in }
        RunLoop.main.add(Timer(fire: Date(timeIntervalSinceReferenceDate: .nan), interval: .nan, repeats: true) { _ in },
                         forMode: .common)
        DispatchQueue.main.asyncAfter(deadline: .now() + 100 * 365 * 24 * 3600) { fatalError("a century passed") }
        spinWithoutDelay()
        spinEveryNanosecond()
        let link = CADisplayLink { [bar] link in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            bar.bounds.size.width = CGFloat(link.targetTimestamp * 50)
            CATransaction.commit()
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func spinWithoutDelay() {
        DispatchQueue.main.async { self.spinWithoutDelay() }
    }

    private func spinEveryNanosecond() {
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(1)) { self.spinEveryNanosecond() }
    }
}

/// A row of seven 40 pt cells for what reaches Dispatch's own delayed work: red until its work
/// runs, green if on time, orange if at the wrong time, blue if twice. Cells 0–2 are main-actor
/// tasks started at 0.1 s that sleep 0.49 s (`Task.sleep(nanoseconds:)`), 0.74 s
/// (`Task.sleep(for:)`) and 0.99 s (`Task.sleep(until:clock:)`), so each wakes between two
/// frames and shows in the second; cells 3–5 are `asyncAfter(deadline:qos:flags:execute:)`
/// at 1.11 s, a `DispatchWorkItem` after a deadline at 1.31 s and one after a wall deadline at
/// 1.41 s; cell 6 is a work item due at 1.2 s that cell 3's block cancels, so it never runs.
final class SleepScene: Scene {
    static let info = SceneInfo(name: "Sleep", summary: "Task.sleep and Dispatch's own asyncAfter variants on the lab clock",
                                preferredSize: CGSize(width: 280, height: 40))
    private var cells: [CALayer] = []
    private var runs = [Int](repeating: 0, count: 7)

    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor.white.cgColor
        cells = addCells(7, to: root)
        let start = Date()
        // Started from a block at 0.1 s, as a task started in a frame's drain sees that
        // frame's time.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            Task { @MainActor in
                let asleep = Date()
                try await Task.sleep(nanoseconds: 490_000_000)
                self.ran(0, after: 0.49, since: asleep, wokenByATask: true)
            }
            Task { @MainActor in
                let asleep = Date()
                try await Task.sleep(for: .seconds(0.74))
                self.ran(1, after: 0.74, since: asleep, wokenByATask: true)
            }
            Task { @MainActor in
                let asleep = Date()
                try await Task.sleep(until: .now + .seconds(0.99), clock: .continuous)
                self.ran(2, after: 0.99, since: asleep, wokenByATask: true)
            }
        }
        let cancelled = DispatchWorkItem { self.ran(6, after: 1.2, since: start) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.2, execute: cancelled)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.11, qos: .userInitiated, flags: []) {
            self.ran(3, after: 1.11, since: start)
            cancelled.cancel()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.31, execute: DispatchWorkItem { self.ran(4, after: 1.31, since: start) })
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1.41, execute: DispatchWorkItem { self.ran(5, after: 1.41, since: start) })
    }

    /// Colours cell `index` for work due `delay` seconds after `start`. A sleeping task wakes
    /// with the timers but resumes on the main actor in the frame's drain (`wokenByATask`): up
    /// to a frame after its deadline.
    private func ran(_ index: Int, after delay: Double, since start: Date, wokenByATask: Bool = false) {
        runs[index] += 1
        let elapsed = Date().timeIntervalSince(start)
        let onTime = elapsed > delay - 1e-6 && elapsed < delay + (wokenByATask ? 1.0 / 60 : 0) + 1e-6
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        cells[index].backgroundColor = (runs[index] > 1 ? UIColor.blue : onTime ? UIColor.green : UIColor.orange).cgColor
        CATransaction.commit()
    }
}

/// Sleeps the lab cannot put on its clock: a main-actor task sleeping five times with a
/// tolerance (Dispatch runs those as timer sources), and a task started from a background
/// queue. Nothing is drawn from them; the lab warns once.
final class WallSleepScene: Scene {
    static let info = SceneInfo(name: "WallSleep", summary: "Task.sleep the lab leaves on wall time, warned about once",
                                preferredSize: CGSize(width: 40, height: 40))

    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor.white.cgColor
        Task { @MainActor in
            for _ in 0..<5 { try await Task.sleep(for: .milliseconds(10), tolerance: .milliseconds(1)) }
        }
        DispatchQueue.global().async {
            Task { try await Task.sleep(nanoseconds: 10_000_000) }
        }
    }
}

/// Scheduled work must end with its scene: three cells for a `Timer` at 1 s, an `asyncAfter`
/// at 1.1 s and a main-actor task's `Task.sleep` until 1.2 s, each colouring a cell of the scene
/// loaded last (red, then green; blue if work of an earlier load of the scene ran too, as
/// it would after a restart if the old scene's work survived).
final class RestartScene: Scene {
    static let info = SceneInfo(name: "Restart", summary: "Timers, asyncAfter and Task.sleep that must not outlive a restart",
                                preferredSize: CGSize(width: 120, height: 40))
    nonisolated(unsafe) private static weak var current: RestartScene?
    private var cells: [CALayer] = []
    private var runs = [Int](repeating: 0, count: 3)

    init() {}

    func load(into root: CALayer) {
        Self.current = self
        root.backgroundColor = UIColor.white.cgColor
        cells = addCells(3, to: root)
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in Self.current?.ran(0) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.1) { Self.current?.ran(1) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            Task { @MainActor in
                try await Task.sleep(for: .seconds(1.1))
                Self.current?.ran(2)
            }
        }
    }

    private func ran(_ index: Int) {
        runs[index] += 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        cells[index].backgroundColor = (runs[index] > 1 ? UIColor.blue : UIColor.green).cgColor
        CATransaction.commit()
    }
}

/// One cell that a Foundation `Timer` turns green one second after an `asyncAfter` block
/// schedules it, `delay` seconds into the scene. CFRunLoop arms its timer for a lab time
/// that may lie past the machine's real uptime; the timer must fire all the same.
final class LateTimerScene: Scene {
    static let info = SceneInfo(name: "LateTimer", summary: "A Foundation Timer scheduled late in the scene, firing on the lab clock",
                                preferredSize: CGSize(width: 40, height: 40))
    static let parameters = [SceneParameter("delay", \LateTimerScene.delay, summary: "When the timer is scheduled, in seconds")]
    var delay: Double = 10
    private let cell = CALayer()

    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor.white.cgColor
        cell.frame = CGRect(x: 4, y: 4, width: 32, height: 32)
        cell.backgroundColor = UIColor.red.cgColor
        root.addSublayer(cell)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [cell] in
            Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                cell.backgroundColor = UIColor.green.cgColor
                CATransaction.commit()
            }
        }
    }
}

/// The Core Foundation timer helper iOS code copies from project to project (TKSubmitTransition's
/// `Timer.schedule(delay:)` and `schedule(repeatInterval:)`), which relies on `CFRunLoopTimer`
/// being `Timer`: cell 0 turns green at 0.5 s; cells 1–3 at 0.25, 0.5 and 0.75 s, from a
/// timer repeating every 0.25 s that invalidates itself after its third firing (blue if it
/// fires once more).
final class CFRunLoopTimerScene: Scene {
    static let info = SceneInfo(name: "CFTimer", summary: "Core Foundation run-loop timers, one-shot and repeating",
                                preferredSize: CGSize(width: 160, height: 40))
    private var cells: [CALayer] = []
    private var firings = 0

    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor.white.cgColor
        cells = addCells(4, to: root)
        Timer.schedule(delay: 0.5) { _ in self.paint(0, .green) }
        Timer.schedule(repeatInterval: 0.25) { timer in
            self.firings += 1
            self.paint(min(self.firings, 3), self.firings > 3 ? .blue : .green)
            if self.firings == 3 { timer?.invalidate() }
        }
    }

    private func paint(_ index: Int, _ color: UIColor) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        cells[index].backgroundColor = color.cgColor
        CATransaction.commit()
    }
}

extension Timer {
    @discardableResult
    class func schedule(delay: TimeInterval, handler: ((Timer?) -> Void)!) -> Timer! {
        let fireDate = delay + CFAbsoluteTimeGetCurrent()
        let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, fireDate, 0, 0, 0, handler)
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .commonModes)
        return timer
    }

    @discardableResult
    class func schedule(repeatInterval interval: TimeInterval, handler: ((Timer?) -> Void)!) -> Timer! {
        let fireDate = interval + CFAbsoluteTimeGetCurrent()
        let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, fireDate, interval, 0, 0, handler)
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .commonModes)
        return timer
    }
}
