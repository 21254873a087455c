import Foundation

/// Plain POSIX writes, whose failures read as the C library words them ("No space left on device").
enum FileDescriptor {
    /// Writes all of `bytes` to `fd` from `offset` (nil: at its current position).
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, at offset: off_t? = nil) throws {
        var done = 0
        while done < bytes.count {
            let n = offset.map { pwrite(fd, bytes.baseAddress! + done, bytes.count - done, $0 + off_t(done)) }
                ?? write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw LabError(String(cString: strerror(errno))) }
            done += n
        }
    }
}
