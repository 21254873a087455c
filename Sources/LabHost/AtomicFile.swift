import Foundation

/// Writes files completely or not at all: into a temporary file beside the target, then renamed.
enum AtomicFile {
    /// Fails early, before any work, when `path` cannot be written.
    static func checkWritable(_ path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw LabError("cannot write \(path): it is a directory")
        }
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LabError("cannot write \(path): directory \(directory) does not exist")
        }
        guard access(directory, W_OK) == 0 else {
            throw LabError("cannot write \(path): directory \(directory) is not writable")
        }
    }

    /// Writes `data` to `path` through a temporary file and a rename.
    static func write(_ data: Data, to path: String) throws {
        try checkWritable(path)
        let url = URL(fileURLWithPath: path)
        var template = Array((url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw LabError("cannot write \(path): \(String(cString: strerror(errno)))") }
        let temporary = String(cString: template)
        // What went wrong writing, or nil.
        let failure: String? = {
            do {
                try data.withUnsafeBytes { try FileDescriptor.writeAll($0, to: fd) }
            } catch {
                return "\(error)"
            }
            return fsync(fd) == 0 ? nil : String(cString: strerror(errno))
        }()
        close(fd)
        fchmodTemporary(temporary)
        guard failure == nil, rename(temporary, path) == 0 else {
            let reason = failure ?? String(cString: strerror(errno))
            unlink(temporary)
            throw LabError("cannot write \(path): \(reason)")
        }
    }

    /// mkstemp creates 0600 files; outputs get the usual 0644 (less the umask).
    private static func fchmodTemporary(_ path: String) {
        let mask = umask(0)
        umask(mask)
        chmod(path, 0o644 & ~mask)
    }
}
