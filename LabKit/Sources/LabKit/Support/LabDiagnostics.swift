import Foundation

/// Where LabKit reports what Core Animation would silently ignore (a malformed animation, a
/// path call without a current point…). Each distinct message is printed once, on stderr.
public enum LabDiagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen = Set<String>()
    nonisolated(unsafe) private static var sink: (String) -> Void = { message in
        FileHandle.standardError.write(Data("LabKit: \(message)\n".utf8))
    }

    /// Reports `message` once per process.
    public static func report(_ message: String) { report(message, kind: message) }

    /// Reports `message` the first time a problem of `kind` is reported, so that a value
    /// that changes every frame (say, on one layer) still gives one line.
    public static func report(_ message: String, kind: String) {
        lock.lock()
        let isNew = seen.insert(kind).inserted
        let write = sink
        lock.unlock()
        if isNew { write(message) }
    }

    /// Replaces where messages go (tests capture them); returns the previous sink.
    @discardableResult
    public static func setSink(_ newSink: @escaping (String) -> Void) -> (String) -> Void {
        lock.lock(); defer { lock.unlock() }
        let previous = sink
        sink = newSink
        seen.removeAll()
        return previous
    }
}
