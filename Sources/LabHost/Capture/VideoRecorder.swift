import Foundation
import LabKit

/// Encodes frames into a video with ffmpeg: each frame converted to the encoders' 4:2:0 planes
/// and piped into its standard input from a thread of its own (no file per frame; the next
/// frame renders while this one is converted and coded), written under a temporary name beside the
/// target and renamed into place only when ffmpeg succeeds, so a failed or interrupted
/// recording leaves no half-written file.
final class VideoRecorder: FrameRecorder {
    let path: String
    let format: RecordingFormat
    let width: Int
    let height: Int
    private(set) var framesWritten = 0
    private let partial: String
    private let process = Process()
    private let input: FileHandle
    private let log: URL
    private let writer = FrameWriter()
    /// Converted on the writer's thread only, one frame at a time.
    private var frame: YUV420Frame

    /// Starts ffmpeg for `width`×`height` frames at `fps` into `path`, in `format`.
    init(path: String, format: RecordingFormat, width: Int, height: Int, fps: Double) throws {
        guard let encoderArguments = format.ffmpegArguments else {
            throw LabError("--record \(path): ffmpeg does not write this format here")
        }
        self.format = format
        self.path = path
        self.width = width
        self.height = height
        frame = format.evenSized ? YUV420Frame(width: (width + 1) & ~1, height: (height + 1) & ~1) : YUV420Frame(width: width, height: height)
        try AtomicFile.checkWritable(path)
        guard let ffmpeg = VideoRecorder.ffmpegPath else {
            throw LabError("--record needs ffmpeg, which is not installed (make setup installs it; or apt-get install ffmpeg)")
        }
        partial = PartialFile.temporaryPath(for: path)
        log = FileManager.default.temporaryDirectory.appendingPathComponent("lab-ffmpeg-\(getpid())-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        // A closed pipe must be an error we report, not a signal that kills the lab.
        signal(SIGPIPE, SIG_IGN)
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                             "-f", "rawvideo", "-pix_fmt", "yuv420p", "-color_range", "tv", "-colorspace", "smpte170m",
                             "-video_size", "\(frame.width)x\(frame.height)", "-framerate", String(format: "%g", fps), "-i", "pipe:0"]
            + encoderArguments + ["-color_range", "tv", "-colorspace", "smpte170m", partial]
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        do {
            try process.run()
        } catch {
            throw LabError("cannot start ffmpeg: \(error.localizedDescription)")
        }
        input = pipe.fileHandleForWriting
    }

    static var ffmpegPath: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Queues one frame for ffmpeg; it must be the recording's size.
    func append(_ image: CGImage) throws {
        guard image.width == width, image.height == height else {
            throw LabError("--record: a \(image.width)x\(image.height) frame in a \(width)x\(height) recording")
        }
        do {
            try writer.submit { [self] in
                frame.convert(image)
                try frame.bytes.withUnsafeBytes { try FileDescriptor.writeAll($0, to: input.fileDescriptor) }
            }
        } catch {
            cancel()
            throw LabError("ffmpeg stopped taking frames: \(ffmpegMessage())")
        }
        framesWritten += 1
    }

    /// Sends the queued frames, closes the stream, waits for ffmpeg and moves the file into place.
    func finish() throws {
        do {
            try writer.finish()
        } catch {
            cancel()
            throw LabError("ffmpeg stopped taking frames: \(ffmpegMessage())")
        }
        try? input.close()
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: log) }
        guard process.terminationStatus == 0, framesWritten > 0 else {
            try? FileManager.default.removeItem(atPath: partial)
            throw LabError(framesWritten == 0 ? "--record: no frames to write" : "ffmpeg failed writing \(path): \(ffmpegMessage())")
        }
        guard rename(partial, path) == 0 else {
            try? FileManager.default.removeItem(atPath: partial)
            throw LabError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Stops ffmpeg and removes what it wrote.
    func cancel() {
        // Once ffmpeg is gone, queued writes fail at once; the pipe closes after the last one.
        if process.isRunning { process.terminate() }
        try? writer.finish()
        try? input.close()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: partial)
        try? FileManager.default.removeItem(at: log)
    }

    private func ffmpegMessage() -> String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").suffix(3).joined(separator: " / ")
        return lines.isEmpty ? "exit status \(process.terminationStatus)" : lines
    }
}
