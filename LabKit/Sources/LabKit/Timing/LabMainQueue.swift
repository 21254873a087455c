import Foundation

/// The main dispatch queue on the lab clock: what `DispatchQueue.main.async` and
/// `asyncAfter` schedule in a plugin (see `DispatchQueue+Lab.swift`), and what the host hands
/// it from Dispatch (`LabClock.schedule(at:_:)`, `LabClock.scheduleAtOnce(_:)`).
///
/// A block is due at the lab time its deadline names (`async`: the time it was enqueued) and
/// runs in one of two places of a lab turn (`LabClock.advance(to:root:)`): with the timers,
/// at its own due time, or in the drain after the display links, just before the commit.
/// Work per turn is bounded so that no plugin can stop the lab from rendering:
/// - a block enqueued with no delay during a turn waits at least for the next place (as
///   libdispatch drains only what the main queue held when the drain began), except work
///   enqueued to run at once, which another thread would have started right away;
/// - one turn runs at most `maxBlocksPerTurn` blocks; the rest wait for the next turn.
enum LabMainQueue {
    private struct Item {
        let due: CFTimeInterval
        let order: Int
        let enqueuedAt: CFTimeInterval
        /// How many zero-delay re-enqueues led to this block (0: scheduled by other code).
        let chain: Int
        /// Work that Dispatch would have started at once on another thread: it runs at the
        /// next place of a turn, even in the timer phase of the turn that enqueued it.
        var atOnce = false
        let work: () -> Void
    }

    /// Most blocks one turn runs; more wait for the next turn (and are reported once).
    static let maxBlocksPerTurn = 1_000
    /// A chain of zero-delay re-enqueues this long is reported once (it would keep an iOS
    /// main thread busy for ever; the lab runs one link of it per drain).
    static let reportedChainLength = 100
    /// Deadlines further away than this are reported once: no lab render reaches them.
    static let reportedDelay: CFTimeInterval = 365 * 24 * 3600

    private static let lock = NSLock()
    nonisolated(unsafe) private static var items: [Item] = []
    nonisolated(unsafe) private static var nextOrder = 0
    nonisolated(unsafe) private static var turnStart = 0
    nonisolated(unsafe) private static var ranThisTurn = 0
    /// The chain length of the block running now (main thread only).
    nonisolated(unsafe) private static var runningChain = 0

    /// Schedules `work` to run `delay` seconds of lab time from now (nil: never).
    static func enqueue(after delay: CFTimeInterval?, _ work: @escaping () -> Void) {
        guard let delay else { return }
        enqueue(at: LabClock.now + max(delay, 0), work)
    }

    /// Schedules `work` to run as soon as the main thread is free (bounded by the turn's
    /// budget), with the clock where it stands now.
    static func enqueueAtOnce(_ work: @escaping () -> Void) {
        let now = LabClock.now
        lock.lock()
        items.append(Item(due: now, order: nextOrder, enqueuedAt: now, chain: 0, atOnce: true, work: work))
        nextOrder += 1
        lock.unlock()
    }

    /// Schedules `work` to run at lab time `due` (now or earlier: with no delay; infinite: never).
    static func enqueue(at due: CFTimeInterval, _ work: @escaping () -> Void) {
        guard due != .infinity else { return }
        let now = LabClock.now
        if due - now > reportedDelay {
            LabDiagnostics.report("DispatchQueue.main.asyncAfter: a deadline \(due - now) s away is past any lab render; the block will not run")
        }
        let zeroDelay = !(due > now)
        let chain = zeroDelay && Thread.isMainThread ? runningChain + 1 : 0
        if chain == reportedChainLength {
            LabDiagnostics.report("DispatchQueue.main: a block has re-enqueued itself with no delay \(chain) times; the lab runs it once per drain, twice a frame")
        }
        lock.lock()
        items.append(Item(due: zeroDelay ? now : due, order: nextOrder, enqueuedAt: now, chain: chain, work: work))
        nextOrder += 1
        lock.unlock()
    }

    /// Starts a turn: blocks enqueued from now on with no delay wait for the drain.
    static func beginTurn() {
        lock.lock()
        turnStart = nextOrder
        ranThisTurn = 0
        lock.unlock()
    }

    /// The due time of the block the timer phase of this turn runs next, if one is due at or
    /// before `time`.
    static func nextDue(notAfter time: CFTimeInterval) -> CFTimeInterval? {
        lock.lock(); defer { lock.unlock() }
        return nextIndex(notAfter: time, orderBelow: nil).map { items[$0].due }
    }

    /// Runs the block `nextDue(notAfter:)` named; returns false when the turn's budget is spent.
    @discardableResult
    static func runNext(notAfter time: CFTimeInterval) -> Bool {
        run(notAfter: time, orderBelow: nil)
    }

    /// The drain before the commit: runs, in order, the blocks due by `time` that were
    /// enqueued before the drain began.
    static func drain(through time: CFTimeInterval) {
        lock.lock()
        let limit = nextOrder
        lock.unlock()
        while run(notAfter: time, orderBelow: limit) {}
    }

    static func reset() {
        lock.lock()
        items = []
        nextOrder = 0
        turnStart = 0
        ranThisTurn = 0
        lock.unlock()
        runningChain = 0
    }

    private static func run(notAfter time: CFTimeInterval, orderBelow limit: Int?) -> Bool {
        lock.lock()
        guard ranThisTurn < maxBlocksPerTurn else {
            let waiting = nextIndex(notAfter: time, orderBelow: limit) != nil
            lock.unlock()
            if waiting {
                LabDiagnostics.report("DispatchQueue.main: more than \(maxBlocksPerTurn) blocks in one frame; the rest wait for the next frame")
            }
            return false
        }
        guard let index = nextIndex(notAfter: time, orderBelow: limit) else {
            lock.unlock()
            return false
        }
        let item = items.remove(at: index)
        ranThisTurn += 1
        lock.unlock()
        LabClock.now = max(LabClock.now, item.due)
        runningChain = item.chain
        item.work()
        runningChain = 0
        return true
    }

    /// The earliest eligible block, ties in enqueue order. In the timer phase (no `limit`) a
    /// block enqueued during this turn is eligible only if it waits for a later time or runs
    /// at once.
    private static func nextIndex(notAfter time: CFTimeInterval, orderBelow limit: Int?) -> Int? {
        var best: Int?
        for (index, item) in items.enumerated() where item.due <= time {
            if let limit {
                guard item.order < limit else { continue }
            } else {
                guard item.order < turnStart || item.due > item.enqueuedAt || item.atOnce else { continue }
            }
            if let b = best, (items[b].due, items[b].order) <= (item.due, item.order) { continue }
            best = index
        }
        return best
    }
}
