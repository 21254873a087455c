import Foundation

/// Encodes and writes frames on a thread of its own, so that the next frame renders while
/// this one is encoded (encoding a PNG, or handing a frame to ffmpeg, costs about as much as
/// rendering it). At most `depth` pieces of work wait, which bounds the memory held. Work runs
/// in the order it was submitted; the first failure stops the rest and is thrown by the next
/// `submit` or by `finish`.
final class FrameWriter {
    private let queue = DispatchQueue(label: "lab.frame-writer")
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var failure: Error?

    /// A writer that runs at most `depth` pieces of work behind the caller.
    init(depth: Int = 2) {
        slots = DispatchSemaphore(value: depth)
    }

    /// Queues `work` after the work already queued; throws the failure of earlier work, if any.
    func submit(_ work: @escaping () throws -> Void) throws {
        try rethrowFailure()
        slots.wait()
        queue.async { [self] in
            defer { slots.signal() }
            guard currentFailure == nil else { return }
            do { try work() } catch { record(error) }
        }
    }

    /// Waits until all queued work is done (or dropped after a failure), then throws the
    /// failure, if any.
    func finish() throws {
        queue.sync {}
        try rethrowFailure()
    }

    private var currentFailure: Error? {
        lock.lock(); defer { lock.unlock() }
        return failure
    }

    private func record(_ error: Error) {
        lock.lock(); defer { lock.unlock() }
        if failure == nil { failure = error }
    }

    private func rethrowFailure() throws {
        if let error = currentFailure { throw error }
    }
}
