import Foundation
import LabKit

/// Encodes frames into a video or animated image with ffmpeg: raw pixels piped into its
/// standard input (no file per frame), written under a temporary name beside the target and
/// renamed into place only when ffmpeg succeeds, so a failed or interrupted recording leaves
/// no half-written file.
final class VideoRecorder {
    /// The containers `--record` writes, by file extension.
    enum Format: String, CaseIterable {
        case mp4, webm, gif, png

        init(path: String) throws {
            let ext = (path as NSString).pathExtension.lowercased()
            guard let format = Format(rawValue: ext) else {
                throw LabError("--record \(path): the file must end in .mp4, .webm, .gif or .png (animated PNG)")
            }
            self = format
        }

        /// ffmpeg's arguments after the input: codec, pixel format, filters, muxer.
        var encoderArguments: [String] {
            switch self {
            case .mp4:
                // H.264 in 4:2:0 needs even sizes: an odd width or height gains one black line.
                return ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast", "-crf", "18",
                        "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4"]
            case .webm:
                return ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-b:v", "0",
                        "-crf", "30", "-pix_fmt", "yuv420p", "-f", "webm"]
            case .gif:
                // One palette made for this clip, then dithered against: GIF's 256 colors
                // chosen from the frames, not a fixed web palette.
                return ["-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
                        "-loop", "0", "-f", "gif"]
            case .png:
                return ["-c:v", "apng", "-pix_fmt", "rgba", "-plays", "0", "-f", "apng"]
            }
        }

        /// Whether the format keeps alpha; the others show transparent pixels over black.
        var keepsAlpha: Bool { self == .png }
    }

    let path: String
    let format: Format
    let width: Int
    let height: Int
    private(set) var framesWritten = 0
    private let partial: String
    private let process = Process()
    private let input: FileHandle
    private let log: URL

    /// Starts ffmpeg for `width`×`height` frames at `fps` into `path`.
    init(path: String, width: Int, height: Int, fps: Double) throws {
        format = try Format(path: path)
        self.path = path
        self.width = width
        self.height = height
        try AtomicFile.checkWritable(path)
        guard let ffmpeg = VideoRecorder.ffmpegPath else {
            throw LabError("--record needs ffmpeg, which is not installed (make setup installs it; or apt-get install ffmpeg)")
        }
        if format == .gif && fps > 50 {
            FileHandle.standardError.write(Data("lab: warning: GIF frame delays are whole hundredths of a second, and viewers slow down delays under 0.02 s; at --fps \(String(format: "%g", fps)) the GIF plays slower than the scene (--fps 50 or 25 keeps its speed)\n".utf8))
        }
        let url = URL(fileURLWithPath: path)
        partial = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())").path
        log = FileManager.default.temporaryDirectory.appendingPathComponent("lab-ffmpeg-\(getpid())-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        // A closed pipe must be an error we report, not a signal that kills the lab.
        signal(SIGPIPE, SIG_IGN)
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                             "-f", "rawvideo", "-pix_fmt", format.keepsAlpha ? "rgba" : "rgb0",
                             "-video_size", "\(width)x\(height)", "-framerate", String(format: "%g", fps), "-i", "pipe:0"]
            + format.encoderArguments + [partial]
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

    /// Sends one frame; it must be the recording's size.
    func append(_ image: CGImage) throws {
        guard image.width == width, image.height == height else {
            throw LabError("--record: a \(image.width)x\(image.height) frame in a \(width)x\(height) recording")
        }
        // Premultiplied RGB read as RGBX is the frame over black.
        let bytes = format.keepsAlpha ? image.straightRGBA : image.premultipliedRGBA
        do {
            try input.write(contentsOf: Data(bytes))
        } catch {
            cancel()
            throw LabError("ffmpeg stopped taking frames: \(ffmpegMessage())")
        }
        framesWritten += 1
    }

    /// Closes the stream, waits for ffmpeg and moves the file into place.
    func finish() throws {
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
        try? input.close()
        if process.isRunning { process.terminate() }
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
