import Foundation

/// Notices edits under a set of files and folders by comparing modification times and sizes
/// between polls: portable, needs no kernel watch limits, and a plugin's sources are few.
struct SourceWatcher {
    private struct Stamp: Equatable {
        var modified: Date
        var size: Int
    }

    let paths: [URL]
    private var stamps: [String: Stamp]

    init(paths: [URL]) {
        self.paths = paths
        stamps = SourceWatcher.scan(paths)
    }

    /// The files added, removed or changed since the last call (or since `init`).
    mutating func changes() -> [String] {
        let now = SourceWatcher.scan(paths)
        var changed = now.keys.filter { now[$0] != stamps[$0] }
        changed += stamps.keys.filter { now[$0] == nil }
        stamps = now
        return changed.sorted()
    }

    private static func scan(_ paths: [URL]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let manager = FileManager.default
        for root in paths {
            var files = [root.path]
            if let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
                files += walker.compactMap { ($0 as? URL)?.path }
            }
            for file in files {
                guard let attributes = try? manager.attributesOfItem(atPath: file),
                      attributes[.type] as? FileAttributeType == .typeRegular else { continue }
                stamps[file] = Stamp(modified: attributes[.modificationDate] as? Date ?? .distantPast,
                                     size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
            }
        }
        return stamps
    }
}
