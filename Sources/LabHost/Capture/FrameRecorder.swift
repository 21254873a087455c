import Foundation
import LabKit

/// A recording being written from frames of one size: `--record` offscreen and in a window.
/// Nothing appears under the final name until `finish` succeeds; `cancel` leaves nothing.
protocol FrameRecorder: AnyObject {
    var path: String { get }
    var width: Int { get }
    var height: Int { get }
    /// Frames appended so far.
    var framesWritten: Int { get }
    /// Adds one frame; it must be the recording's size.
    func append(_ image: CGImage) throws
    /// Writes the rest and moves the file into place.
    func finish() throws
    /// Stops and removes what was written.
    func cancel()
}

/// The containers `--record` writes, by file extension.
enum RecordingFormat: String, CaseIterable {
    case mp4, webm, gif, png

    init(path: String) throws {
        let ext = (path as NSString).pathExtension.lowercased()
        guard let format = RecordingFormat(rawValue: ext) else {
            throw LabError("--record \(path): the file must end in .mp4, .webm, .gif or .png (animated PNG)")
        }
        self = format
    }

    /// A recorder for `path` in the format its extension names: animated PNGs and GIFs are
    /// written by the lab itself, frame by frame as they come, the videos by ffmpeg.
    static func recorder(path: String, width: Int, height: Int, fps: Double) throws -> any FrameRecorder {
        switch try RecordingFormat(path: path) {
        case .png: return try AnimatedPNGRecorder(path: path, width: width, height: height, fps: fps)
        case .gif: return try GIFRecorder(path: path, width: width, height: height, fps: fps)
        case let format: return try VideoRecorder(path: path, format: format, width: width, height: height, fps: fps)
        }
    }

    /// Whether the codec needs even sizes: H.264 in 4:2:0 does, so an odd width or height gains
    /// one black line; VP8 codes odd sizes.
    var evenSized: Bool { self == .mp4 }

    /// ffmpeg's arguments after the input (codec, pixel format, filters, muxer); nil for the
    /// formats the lab writes itself.
    ///
    /// The encoders run on one thread: on software GL the lab's rendering already keeps every
    /// core busy, so a capture's speed is its total CPU time, and threading costs x264 and
    /// libvpx a tenth to a third more of it (measured on the Uber splash, 750x1334).
    var ffmpegArguments: [String]? {
        switch self {
        case .mp4:
            // "ultrafast" with the animation tuning (two B-frames, stronger deblocking) codes a
            // frame of the splash in about half of "superfast"'s CPU (5 against 11 ms) at the
            // same PSNR, for a file about twice as large; without the tuning it is larger by
            // half again. At x264's default quality (crf 23) a frame costs a third less CPU than
            // at crf 18, for 40 instead of 44 dB (measured on 60 frames of the splash).
            return ["-c:v", "libx264", "-threads", "1", "-preset", "ultrafast",
                    "-tune", "animation", "-crf", "23", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            // VP8 at its fastest real-time setting: on 120 frames of the splash it codes a frame
            // in 8 ms of CPU where VP9's fastest took 18, at the same quality, for a file 2.6
            // times as large. Every WebM player decodes VP8. Its quantizer between 4 and 30
            // (crf 10) costs a sixth less CPU than between 0 and 20 for 0.24 dB less (29.8
            // against 30.0 dB against the frames in 4:2:0): at this speed the real-time
            // encoder, not the quantizer, limits the quality. Blocks that changed by less than
            // a sum of 1000 levels (about 4 a pixel of a 16×16 block) since the last frame are
            // kept: an eighth less CPU for 0.015 dB (a slow fade steps by at most 4 levels).
            return ["-c:v", "libvpx", "-threads", "1", "-deadline", "realtime", "-cpu-used", "16", "-b:v", "0",
                    "-crf", "10", "-qmin", "4", "-qmax", "30", "-static-thresh", "1000", "-pix_fmt", "yuv420p", "-f", "webm"]
        case .gif, .png:
            return nil
        }
    }
}
