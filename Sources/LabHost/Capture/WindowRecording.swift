import Foundation
import LabKit

/// `--record` from a window: samples the scene (without overlays) every 1/fps of lab time
/// from the moment recording starts, so the file plays at the lab's speed whatever rate the
/// display draws at; a frame the display skipped repeats the one before it.
final class WindowRecording {
    private let recorder: any FrameRecorder
    private let fps: Double
    private let limit: Int?
    private var start: Double?
    private(set) var isFinished = false

    /// The recording's size in pixels: the window's when recording started.
    var width: Int { recorder.width }
    var height: Int { recorder.height }

    init(path: String, width: Int, height: Int, fps: Double, duration: Double?) throws {
        recorder = try RecordingFormat.recorder(path: path, width: width, height: height, fps: fps)
        self.fps = fps
        limit = duration.map { max(1, Int(($0 * fps - 1e-9).rounded(.up))) }
    }

    /// Appends the frames due up to `labTime`, rendering the scene once if any is due.
    func capture(at labTime: Double, render: () throws -> CGImage) throws {
        guard !isFinished else { return }
        let start = self.start ?? labTime
        self.start = start
        let due = Int(((labTime - start) * fps + 1e-9).rounded(.down)) + 1
        let target = min(due, limit ?? Int.max)
        guard target > recorder.framesWritten else { return }
        let image = try render()
        while recorder.framesWritten < target { try recorder.append(image) }
        if let limit, recorder.framesWritten >= limit { try finish() }
    }

    /// Writes the file (when the window closes first, with the frames so far).
    func finish() throws {
        guard !isFinished else { return }
        isFinished = true
        try recorder.finish()
        print("lab: recorded \(recorder.path) (\(recorder.framesWritten) frames at \(String(format: "%g", fps)) fps)")
        fflush(stdout)
    }
}
