import Foundation
import LabKit

/// A file the lab writes itself piece by piece (an animated PNG, a GIF) under a temporary name
/// beside its target, `.NAME.partial-PID`: `commit` flushes it to disk and renames it into
/// place, `discard` removes it, so a failed or interrupted recording leaves nothing under the
/// final name. Errors name the final path.
final class PartialFile {
    let path: String
    private let partial: String
    private var descriptor: Int32

    /// Creates the temporary file for `path`.
    init(path: String) throws {
        self.path = path
        partial = PartialFile.temporaryPath(for: path)
        descriptor = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw LabError("cannot write \(path): \(String(cString: strerror(errno)))") }
    }

    /// The temporary name beside `path` that a recording is written under until it is complete
    /// (ffmpeg's recordings too).
    static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())").path
    }

    /// Writes `bytes` at the end, or at `offset`.
    func write(_ bytes: UnsafeRawBufferPointer, at offset: off_t? = nil) throws {
        do {
            try FileDescriptor.writeAll(bytes, to: descriptor, at: offset)
        } catch {
            throw LabError("cannot write \(path): \(error)")
        }
    }

    /// Flushes the file to disk and moves it into place; on failure it is removed.
    func commit() throws {
        guard fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw LabError("cannot write \(path): \(reason)")
        }
        close(descriptor)
        descriptor = -1
        guard rename(partial, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(partial)
            throw LabError("cannot write \(path): \(reason)")
        }
    }

    /// Closes and removes the file (once; later calls do nothing).
    func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(partial)
    }
}
