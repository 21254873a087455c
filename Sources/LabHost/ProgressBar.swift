import Foundation

/// A one-line progress bar on stderr, drawn only when stderr is a terminal.
struct ProgressBar {
    let total: Int
    private let isTerminal = isatty(STDERR_FILENO) != 0

    init(total: Int) { self.total = total }

    func update(_ done: Int) {
        guard isTerminal else { return }
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\rlab: [\(bar)] \(done)/\(total) frames".utf8))
    }

    func finish() {
        guard isTerminal else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
