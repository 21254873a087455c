import Foundation
import LabKit

/// Offscreen output: one frame, a sequence of PNGs with a recording and a contact sheet in the
/// same pass, or every scene of every plugin. `Lab` parses and checks the options into one and
/// calls it.
final class OffscreenCapture {
    /// The canvas in points (nil: each scene's preferred size), and device pixels per point.
    let size: CanvasSize?
    let scale: Double
    let clock: SceneClock
    /// The moment of a single frame.
    let time: Double
    /// Where a sequence starts, and how long it lasts (nil: single frames).
    let from: Double
    let duration: Double?
    /// A contact sheet's frame count and columns (nil: a near-square grid).
    let sheetFrames: Int
    let sheetColumns: Int?
    let renderer: OffscreenRenderer

    init(size: CanvasSize?, scale: Double, clock: SceneClock, time: Double, from: Double, duration: Double?,
         sheetFrames: Int, sheetColumns: Int?, renderer: OffscreenRenderer) {
        self.size = size
        self.scale = scale
        self.clock = clock
        self.time = time
        self.from = from
        self.duration = duration
        self.sheetFrames = sheetFrames
        self.sheetColumns = sheetColumns
        self.renderer = renderer
    }

    func canvas(for sceneType: any Scene.Type) -> CanvasSize {
        size ?? CanvasSize(sceneType.info.preferredSize)
    }

    /// Renders the frame at `time` into `out`.
    func still(_ sceneType: any Scene.Type, to out: String, input: InputScript? = nil,
               parameters: SceneSettings = .none) throws {
        let session = try renderer.start(sceneType, size: canvas(for: sceneType), scale: scale, clock: clock, input: input,
                                         parameters: parameters)
        session.advance(to: time)
        StartupTimes.mark("clock advanced")
        let frame = try session.render()
        StartupTimes.mark("first frame rendered and read back")
        try OffscreenCapture.write(frame, to: out)
        StartupTimes.mark("PNG encoded and written")
        StartupTimes.report()
    }

    /// Renders `duration` seconds from `from`: PNGs `DIRECTORY/frame-00000.png`… at each
    /// 1/fps (with `outputs.directory`), the same frames into a recording (`outputs.record`),
    /// and evenly spaced frames onto a contact sheet (`outputs.contactSheet`), in one pass of
    /// the clock.
    func sequence(_ sceneType: any Scene.Type, outputs: SequenceOutputs, input: InputScript? = nil,
                  parameters: SceneSettings = .none) throws {
        guard let duration else { preconditionFailure("a sequence needs a duration") }
        if let directory = outputs.directory { try OffscreenCapture.createDirectory(directory) }
        if let sheet = outputs.contactSheet { try AtomicFile.checkWritable(sheet) }
        let count = max(1, Int((duration * clock.fps - 1e-9).rounded(.up)))
        let size = canvas(for: sceneType)
        let pixels = try size.pixels(scale: scale)
        let session = try renderer.start(sceneType, size: size, scale: scale, clock: clock, input: input,
                                         parameters: parameters)
        let recorder = try outputs.record.map { try RecordingFormat.recorder(path: $0, width: pixels.width, height: pixels.height, fps: clock.fps) }
        SignalFlag.install()
        let writer = FrameWriter()
        do {
            // Frames already queued are written whatever happens next; none is left half-written.
            defer { try? writer.finish() }
            var moments: [(time: Double, frame: Int?, onSheet: Bool)] = []
            if outputs.directory != nil || recorder != nil {
                moments = (0..<count).map { (from + Double($0) / clock.fps, $0, false) }
            }
            if outputs.contactSheet != nil {
                moments += ContactSheet.times(count: sheetFrames, from: from, duration: duration).map { ($0, nil, true) }
            }
            moments.sort { $0.time < $1.time }
            var sheetImages: [(time: Double, image: CGImage)] = []
            let progress = ProgressBar(total: moments.count)
            var times = CaptureTimes()
            for (done, moment) in moments.enumerated() {
                if SignalFlag.raised { throw LabError("interrupted; nothing was written for the unfinished outputs") }
                session.advance(to: moment.time)
                let image = try session.render()
                if done == 0 { times.firstFrameRendered() }
                if let index = moment.frame {
                    if let directory = outputs.directory {
                        let name = String(format: "frame-%05d.png", index)
                        let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
                        try writer.submit { try OffscreenCapture.write(image, to: path) }
                    }
                    try recorder?.append(image)
                }
                if moment.onSheet { sheetImages.append((moment.time, image)) }
                progress.update(done + 1)
            }
            try writer.finish()
            progress.finish()
            try recorder?.finish()
            times.report(frames: moments.count - 1)
            if let path = outputs.contactSheet {
                let sheet = ContactSheet(count: sheetFrames, columns: sheetColumns ?? ContactSheet.defaultColumns(for: sheetFrames),
                                         canvas: CGSize(width: size.width, height: size.height))
                try OffscreenCapture.write(try renderer.render(sheet: sheet, frames: sheetImages, scale: scale), to: path)
            }
        } catch {
            recorder?.cancel()
            throw error
        }
    }

    /// Writes `DIRECTORY/Plugin-Scene.png` (with a duration, `DIRECTORY/Plugin-Scene/frame-…`)
    /// for every loadable plugin and prints each path.
    func all(_ loader: PluginLoader, into directory: String) throws {
        try OffscreenCapture.createDirectory(directory)
        let found = loader.discover()
        if found.isEmpty { throw LabError("no plugins found (searched \(loader.searchDirectories.joined(separator: ":")))") }
        for entry in found {
            let plugin: LoadedPlugin
            do {
                plugin = try loader.load(entry.path)
            } catch let error as LabError {
                FileHandle.standardError.write(Data("lab: skipping \(entry.name): \(error.description)\n".utf8))
                continue
            }
            for sceneType in plugin.manifest.scenes {
                let base = URL(fileURLWithPath: directory).appendingPathComponent("\(plugin.name)-\(sceneType.info.name)").path
                if duration != nil {
                    try sequence(sceneType, outputs: SequenceOutputs(directory: base))
                    print(base + "/")
                } else {
                    try still(sceneType, to: base + ".png")
                    print(base + ".png")
                }
            }
        }
    }

    /// Ends the process once every output is written, closed and in place: Mesa's and LLVM's
    /// teardown (the context, its threads, their caches) would only add to the run's time.
    func exit() -> Never {
        fflush(stdout)
        fflush(stderr)
        _exit(0)
    }

    /// Writes PNG, or JPEG when the name ends in .jpg or .jpeg.
    static func write(_ image: CGImage, to out: String) throws {
        let data: Data
        let isJPEG = ["jpg", "jpeg"].contains((out as NSString).pathExtension.lowercased())
        do {
            data = isJPEG ? try image.jpegData(quality: 0.92) : try image.pngData()
        } catch {
            throw LabError("cannot encode \(isJPEG ? "JPEG" : "PNG"): \(error)")
        }
        try AtomicFile.write(data, to: out)
    }

    static func createDirectory(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw LabError("--out \(directory) is a file, not a directory")
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw LabError("cannot create directory \(directory): \(error.localizedDescription)")
        }
    }
}
