import CGif
import Foundation
import LabKit

/// Writes an animated GIF (GIF89a) itself rather than through ffmpeg, frame by frame as they
/// come, on a thread of its own: ffmpeg's palette for a whole clip can only be made after its
/// last frame, which left all the colour mapping and coding to do after rendering, on one core.
/// Here each frame stores only the rectangle that changed since the one before, with a colour
/// table of its own (`ColorQuantizer`: its exact colours when it has at most 256, as user
/// interfaces mostly do), LZW-coded by `GIFLZW` into the bytes giflib's own coder would make
/// and handed to giflib, which writes the file's structure. Written under a temporary name
/// beside the target and renamed into place by `finish`.
final class GIFRecorder: FrameRecorder {
    let path: String
    let width: Int
    let height: Int
    private(set) var framesWritten = 0
    private let file: PartialFile
    private let fps: Double
    private let writer = FrameWriter()
    /// giflib's state and the bytes it has coded but not yet written; used on the writer's
    /// thread once frames come.
    private let gif: UnsafeMutablePointer<GifFileType>
    private let output = GIFOutput()
    private let lzw = GIFLZW()
    /// The frame before, to find what changed.
    private var previous: [UInt8] = []
    /// Whether giflib's state is freed (it is freed once, by `finish` or `cancel`).
    private var gifClosed = false

    /// Starts a `width`×`height` animation at `fps` frames per second into `path`, looping forever.
    init(path: String, width: Int, height: Int, fps: Double) throws {
        guard width > 0, height > 0, width <= 65535, height <= 65535 else {
            throw LabError("--record \(path): a GIF is at most 65535 pixels wide and high, not \(width)x\(height)")
        }
        self.path = path
        self.width = width
        self.height = height
        self.fps = fps
        try AtomicFile.checkWritable(path)
        if fps > 50 {
            FileHandle.standardError.write(Data("lab: warning: GIF frame delays are whole hundredths of a second, and viewers slow down delays under 0.02 s; at --fps \(String(format: "%g", fps)) the GIF plays slower than the scene (--fps 50 or 25 keeps its speed)\n".utf8))
        }
        file = try PartialFile(path: path)
        var error: Int32 = 0
        guard let gif = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), GIFOutput.append, &error) else {
            file.discard()
            throw LabError("cannot write \(path): \(String(cString: GifErrorString(error)))")
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        // No global colour table: every frame brings its own.
        var loop: [UInt8] = [1, 0, 0]
        var application = Array("NETSCAPE2.0".utf8)
        guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK,
              EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
              EGifPutExtensionBlock(gif, Int32(application.count), &application) == GIF_OK,
              EGifPutExtensionBlock(gif, Int32(loop.count), &loop) == GIF_OK,
              EGifPutExtensionTrailer(gif) == GIF_OK else {
            cancel()
            throw LabError("cannot write \(path): \(String(cString: GifErrorString(gif.pointee.Error)))")
        }
    }

    /// Frame `index`'s delay in hundredths of a second: the rounded times of successive frames
    /// apart, so the clip keeps its length, but never under 2, which viewers would stretch to 10.
    static func delay(frame index: Int, fps: Double) -> Int {
        let start = (100 * Double(index) / fps).rounded(), end = (100 * Double(index + 1) / fps).rounded()
        return Int(min(65535, max(2, end - start)))
    }

    /// The smallest rectangle outside which `frame` equals `previous`; nil when they are equal.
    static func changedRect(from previous: UnsafePointer<UInt32>, to frame: UnsafePointer<UInt32>, width: Int, height: Int) -> PixelRect? {
        let rowBytes = width * 4
        func rowDiffers(_ y: Int) -> Bool { memcmp(previous + y * width, frame + y * width, rowBytes) != 0 }
        guard let top = (0..<height).first(where: rowDiffers) else { return nil }
        let bottom = (top..<height).last(where: rowDiffers)!
        var left = width, right = -1
        for y in top...bottom {
            let a = previous + y * width, b = frame + y * width
            var x = 0
            while x < left && a[x] == b[x] { x += 1 }
            left = min(left, x)
            x = width - 1
            while x > right && a[x] == b[x] { x -= 1 }
            right = max(right, x)
        }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// Queues one frame; it must be the recording's size.
    func append(_ image: CGImage) throws {
        guard image.width == width, image.height == height else {
            throw LabError("--record: a \(image.width)x\(image.height) frame in a \(width)x\(height) recording")
        }
        let index = framesWritten
        do {
            try writer.submit { [self] in try encode(image.premultipliedRGBA, frame: index) }
        } catch {
            cancel()
            throw error
        }
        framesWritten += 1
    }

    /// Codes one frame: what changed since the frame before (one unchanged pixel when nothing
    /// did, since every frame keeps its time), over what is left of it.
    private func encode(_ rgba: [UInt8], frame index: Int) throws {
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        let indexed: IndexedPixels, rect: PixelRect
        (indexed, rect) = rgba.withUnsafeBytes { bytes in
            let pixels = bytes.bindMemory(to: UInt32.self).baseAddress!
            let rect = previous.isEmpty ? whole
                : previous.withUnsafeBytes { GIFRecorder.changedRect(from: $0.bindMemory(to: UInt32.self).baseAddress!, to: pixels, width: width, height: height) }
                ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
            return (ColorQuantizer.quantize(pixels, rowLength: width, rect: rect), rect)
        }
        previous = rgba
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(GIFRecorder.delay(frame: index, fps: fps)), TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let extensionLength = EGifGCBToExtension(&control, &extensionBytes)
        // A colour table has a power-of-two size of at least 2 entries.
        var tableSize = 2
        while tableSize < indexed.palette.count { tableSize *= 2 }
        var colors = (0..<tableSize).map { i -> GifColorType in
            let color = i < indexed.palette.count ? indexed.palette[i] : 0
            return GifColorType(Red: UInt8(color & 0xFF), Green: UInt8(color >> 8 & 0xFF), Blue: UInt8(color >> 16 & 0xFF))
        }
        guard let map = GifMakeMapObject(Int32(tableSize), &colors) else { throw LabError("cannot write \(path): out of memory") }
        defer { GifFreeMapObject(map) }
        guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(extensionLength), &extensionBytes) == GIF_OK,
              EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map) == GIF_OK,
              putCodedPixels(indexed.indices, codeSize: max(2, Int(map.pointee.BitsPerPixel))) else {
            throw LabError("cannot write \(path): \(String(cString: GifErrorString(gif.pointee.Error)))")
        }
        try flush()
    }

    /// Codes `indices` and hands the sub-blocks to giflib as already-coded image data (after
    /// `EGifPutImageDesc` has written the code size), then the terminator.
    private func putCodedPixels(_ indices: [UInt8], codeSize: Int) -> Bool {
        let blocks = indices.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: codeSize) }
        return blocks.withUnsafeBufferPointer { blocks in
            var offset = 0
            while offset < blocks.count {
                let block = blocks.baseAddress! + offset
                let status = offset == 0 ? EGifPutCode(gif, Int32(codeSize), block) : EGifPutCodeNext(gif, block)
                guard status == GIF_OK else { return false }
                offset += Int(block[0]) + 1
            }
            return EGifPutCodeNext(gif, nil) == GIF_OK
        }
    }

    /// Writes what giflib has coded so far.
    private func flush() throws {
        try output.bytes.withUnsafeBytes { try file.write($0) }
        output.bytes.removeAll(keepingCapacity: true)
    }

    /// Writes the queued frames and the end, then moves the file into place.
    func finish() throws {
        do {
            try writer.finish()
            guard framesWritten > 0 else { throw LabError("--record: no frames to write") }
            let closed = closeGIF()
            try flush()
            guard closed == GIF_OK else { throw LabError("cannot write \(path): giflib could not end the file") }
            try file.commit()
        } catch {
            cancel()
            throw error
        }
    }

    /// Stops and removes what was written.
    func cancel() {
        try? writer.finish()
        closeGIF()
        file.discard()
    }

    /// Writes the GIF's trailer into `output` and frees giflib's state, once.
    @discardableResult
    private func closeGIF() -> Int32 {
        guard !gifClosed else { return GIF_OK }
        gifClosed = true
        var error: Int32 = 0
        return EGifCloseFile(gif, &error)
    }
}

/// The bytes giflib codes, gathered in memory and written a frame at a time, so that a failed
/// write is the lab's error with its reason.
private final class GIFOutput {
    var bytes: [UInt8] = []

    static let append: OutputFunc = { gif, data, length in
        guard let gif, let data, length > 0 else { return 0 }
        let output = Unmanaged<GIFOutput>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
        output.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return length
    }
}
