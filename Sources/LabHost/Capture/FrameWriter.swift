import Foundation
import LabKit

/// Encodes and writes the pictures of a sequence on a thread of its own, so that the next
/// frame renders while this one is encoded (encoding a PNG costs about as much as rendering
/// it). At most `depth` frames wait, which bounds the memory held. Files are written in
/// order, each atomically; the first failure stops the writing and is thrown by the next
/// `write` or by `finish`.
final class FrameWriter {
    private let queue = DispatchQueue(label: "lab.frame-writer")
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var failure: Error?
    private let encode: (CGImage, String) throws -> Void

    /// A writer that runs `encode(image, path)` for each frame, `depth` frames ahead at most.
    init(depth: Int = 2, encode: @escaping (CGImage, String) throws -> Void) {
        slots = DispatchSemaphore(value: depth)
        self.encode = encode
    }

    /// Queues `image` for `path`; throws the failure of an earlier frame, if any.
    func write(_ image: CGImage, to path: String) throws {
        try rethrowFailure()
        slots.wait()
        queue.async { [self] in
            defer { slots.signal() }
            guard currentFailure == nil else { return }
            do { try encode(image, path) } catch { record(error) }
        }
    }

    /// Waits until every queued frame is written (or dropped after a failure), then throws
    /// the failure, if any.
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
