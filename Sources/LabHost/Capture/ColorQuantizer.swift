/// A rectangle of pixels in an image.
struct PixelRect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}

/// A rectangle's pixels as at most 256 colours and an index per pixel, as a GIF frame stores them.
struct IndexedPixels {
    /// The colours, 0x00BBGGRR (red in the low byte, as the pixels are read).
    var palette: [UInt32]
    /// One index into `palette` per pixel, row after row.
    var indices: [UInt8]
}

/// Reduces a rectangle of a frame to at most 256 colours, frame by frame, fast enough to keep up
/// with rendering. User interfaces mostly have few colours (flat fills and their antialiased
/// edges): with at most 256 every pixel keeps its colour; with a few thousand, a median cut
/// (`MedianCut`) chooses 256 among them and each colour maps to the nearest. Richer frames (gradients,
/// blurs, photos) are cut over a histogram of 5-bit-per-channel bins and mapped with a 4x4
/// ordered (Bayer) dither, which does not crawl from frame to frame as error diffusion does.
enum ColorQuantizer {
    /// The most distinct colours counted exactly; past this the histogram is binned.
    static let exactColorLimit = 4096

    /// `pixels` are RGBA bytes read as little-endian words (red in the low byte), `rowLength`
    /// words apart; the colour is the RGB, alpha is ignored (premultiplied RGB is the colour
    /// over black).
    static func quantize(_ pixels: UnsafePointer<UInt32>, rowLength: Int, rect: PixelRect) -> IndexedPixels {
        let image = Pixels(base: pixels, rowLength: rowLength, rect: rect)
        guard var colors = ColorTable(counting: image, limit: exactColorLimit) else { return binned(image) }
        let palette: [UInt32]
        if colors.count <= 256 {
            palette = colors.colors
            for (index, slot) in colors.occupied.enumerated() { colors.values[slot] = index }
        } else {
            palette = MedianCut.palette(colors.occupied.map { (colors.keys[$0], colors.values[$0]) }, size: 256)
            for slot in colors.occupied { colors.values[slot] = NearestColor.search(colors.keys[slot], in: palette) }
        }
        return IndexedPixels(palette: palette, indices: colors.indices(of: image))
    }

    /// The 4x4 Bayer matrix, 0...15, row by row.
    private static let bayer: [Int32] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    /// Many colours: a median cut over 5-bit bins, each pixel mapped to the nearest colour
    /// after an ordered dither of half a bin either way.
    static func binned(_ image: Pixels) -> IndexedPixels {
        var counts = [Int](repeating: 0, count: 32768), sums = [Int](repeating: 0, count: 3 * 32768)
        image.forEach { color in
            let r = Int(color & 0xFF), g = Int(color >> 8 & 0xFF), b = Int(color >> 16 & 0xFF)
            let bin = (r >> 3) << 10 | (g >> 3) << 5 | b >> 3
            counts[bin] += 1
            sums[3 * bin] += r
            sums[3 * bin + 1] += g
            sums[3 * bin + 2] += b
        }
        let entries = counts.indices.filter { counts[$0] > 0 }.map { bin -> (UInt32, Int) in
            let n = counts[bin], half = n / 2
            let mean = UInt32((sums[3 * bin] + half) / n) | UInt32((sums[3 * bin + 1] + half) / n) << 8 | UInt32((sums[3 * bin + 2] + half) / n) << 16
            return (mean, n)
        }
        let palette = MedianCut.palette(entries, size: 256)
        var nearest = [UInt16](repeating: .max, count: 32768)
        let indices = image.mapWithPosition { color, x, y -> UInt8 in
            let offset = (bayer[(y & 3) << 2 | (x & 3)] - 8) / 2
            let r = min(255, max(0, Int32(color & 0xFF) + offset))
            let g = min(255, max(0, Int32(color >> 8 & 0xFF) + offset))
            let b = min(255, max(0, Int32(color >> 16 & 0xFF) + offset))
            let bin = Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
            if nearest[bin] == .max {
                let centre = UInt32(r & 0xF8 | 4) | UInt32(g & 0xF8 | 4) << 8 | UInt32(b & 0xF8 | 4) << 16
                nearest[bin] = UInt16(NearestColor.search(centre, in: palette))
            }
            return UInt8(truncatingIfNeeded: nearest[bin])
        }
        return IndexedPixels(palette: palette, indices: indices)
    }
}

/// A rectangle of little-endian RGBA words, walked row by row.
struct Pixels {
    let base: UnsafePointer<UInt32>
    let rowLength: Int
    let rect: PixelRect

    func forEach(_ body: (UInt32) -> Void) {
        for y in rect.y..<(rect.y + rect.height) {
            let row = base + y * rowLength
            for x in rect.x..<(rect.x + rect.width) { body(row[x]) }
        }
    }

    func map<T>(_ transform: (UInt32) -> T) -> [T] {
        mapWithPosition { color, _, _ in transform(color) }
    }

    func mapWithPosition<T>(_ transform: (UInt32, Int, Int) -> T) -> [T] {
        [T](unsafeUninitializedCapacity: rect.width * rect.height) { out, count in
            var o = 0
            for y in rect.y..<(rect.y + rect.height) {
                let row = base + y * rowLength
                for x in rect.x..<(rect.x + rect.width) {
                    (out.baseAddress! + o).initialize(to: transform(row[x], x, y))
                    o += 1
                }
            }
            count = o
        }
    }
}

/// The distinct colours of an image and a value per colour (first their pixel counts), by open
/// addressing; runs of one colour, the common case, look up once.
struct ColorTable {
    private static let empty = UInt32.max
    private let mask: Int
    private(set) var keys: [UInt32]
    var values: [Int]
    /// Slots in use, in the order their colours first appeared.
    private(set) var occupied: [Int] = []

    /// The colours of `image` with their counts, or nil when it has more than `limit`.
    init?(counting image: Pixels, limit: Int) {
        var size = 16
        while size < 4 * limit { size *= 2 }
        let mask = size - 1
        self.mask = mask
        var keys = [UInt32](repeating: ColorTable.empty, count: size)
        var values = [Int](repeating: 0, count: size)
        var occupied: [Int] = []
        occupied.reserveCapacity(limit)
        // Runs of one colour are counted in a local and added when the colour changes, so that
        // the common pixel costs a load and a compare.
        let counted = keys.withUnsafeMutableBufferPointer { keys in
            values.withUnsafeMutableBufferPointer { values -> Bool in
                var last = ColorTable.empty, lastSlot = 0, run = 0
                for y in image.rect.y..<(image.rect.y + image.rect.height) {
                    let row = image.base + y * image.rowLength
                    for x in image.rect.x..<(image.rect.x + image.rect.width) {
                        let color = row[x] & 0x00FF_FFFF
                        if color != last {
                            if run > 0 { values[lastSlot] += run }
                            run = 0
                            lastSlot = ColorTable.slot(of: color, in: UnsafeBufferPointer(keys), mask: mask)
                            if keys[lastSlot] == ColorTable.empty {
                                guard occupied.count < limit else { return false }
                                keys[lastSlot] = color
                                occupied.append(lastSlot)
                            }
                            last = color
                        }
                        run += 1
                    }
                }
                if run > 0 { values[lastSlot] += run }
                return true
            }
        }
        guard counted else { return nil }
        self.keys = keys
        self.values = values
        self.occupied = occupied
    }

    var count: Int { occupied.count }

    /// The colours in the order they first appeared.
    var colors: [UInt32] { occupied.map { keys[$0] } }

    private static func slot(of color: UInt32, in keys: UnsafeBufferPointer<UInt32>, mask: Int) -> Int {
        var slot = Int(truncatingIfNeeded: (color &* 0x9E37_79B1) >> 16) & mask
        while keys[slot] != color && keys[slot] != ColorTable.empty { slot = (slot + 1) & mask }
        return slot
    }

    /// The value of each pixel's colour, which the table holds, as a palette index; a colour
    /// is looked up once per run.
    func indices(of image: Pixels) -> [UInt8] {
        keys.withUnsafeBufferPointer { keys in
            values.withUnsafeBufferPointer { values in
                var last = UInt32.max, lastIndex: UInt8 = 0
                return image.map { pixel -> UInt8 in
                    let color = pixel & 0x00FF_FFFF
                    if color != last {
                        last = color
                        lastIndex = UInt8(truncatingIfNeeded: values[ColorTable.slot(of: color, in: keys, mask: mask)])
                    }
                    return lastIndex
                }
            }
        }
    }
}

/// A median cut that minimises error (Wan, Wong and Prusinkiewicz's variance-based variant of
/// Heckbert's): the box of colours with the largest squared error about its mean is split
/// along its channel of largest variance, at the point that leaves the two halves the least
/// squared error, until there are enough boxes or every box is one colour; each box's colour
/// is the mean of its pixels. Splitting at the median pixel instead keeps cutting around the
/// large flat areas of an interface and leaves its blends and blurs in a few coarse boxes.
enum MedianCut {
    /// Pixel count, and per channel the sums of values and of squared values.
    private struct Moments {
        var count = 0
        var sum = SIMD3<Double>()
        var squares = SIMD3<Double>()

        mutating func add(_ color: UInt32, count n: Int) {
            let value = SIMD3<Double>(Double(color & 0xFF), Double(color >> 8 & 0xFF), Double(color >> 16 & 0xFF))
            count += n
            sum += Double(n) * value
            squares += Double(n) * value * value
        }

        /// Per channel, the squared error about the mean.
        var errors: SIMD3<Double> { count == 0 ? .zero : squares - sum * sum / Double(count) }

        static func - (a: Moments, b: Moments) -> Moments {
            Moments(count: a.count - b.count, sum: a.sum - b.sum, squares: a.squares - b.squares)
        }
    }

    /// A box: a range of the entries, its moments, and the channel (0 red, 1 green, 2 blue)
    /// of largest variance.
    private struct Box {
        var range: Range<Int>
        var moments: Moments
        var channel: Int
        /// The squared error about its mean, all channels.
        var error: Double
    }

    private static func channel(_ color: UInt32, _ channel: Int) -> Int { Int(color >> (8 * channel) & 0xFF) }

    private static func box(_ entries: ArraySlice<(color: UInt32, count: Int)>) -> Box {
        var moments = Moments()
        for entry in entries { moments.add(entry.color, count: entry.count) }
        let errors = moments.errors
        let channel = errors[1] >= errors[0] && errors[1] >= errors[2] ? 1 : errors[0] >= errors[2] ? 0 : 2
        // Rounding can leave a hair above zero for one colour.
        let error = entries.count > 1 ? errors.sum() : 0
        return Box(range: entries.indices, moments: moments, channel: channel, error: error)
    }

    /// At most `size` colours for `entries`, colours with their pixel counts.
    static func palette(_ entries: [(color: UInt32, count: Int)], size: Int) -> [UInt32] {
        var entries = entries
        guard !entries.isEmpty else { return [0] }
        var boxes = [box(entries[...])]
        while boxes.count < size {
            guard let chosen = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }), boxes[chosen].error > 0 else { break }
            let range = boxes[chosen].range, axis = boxes[chosen].channel, total = boxes[chosen].moments
            entries[range].sort { channel($0.color, axis) < channel($1.color, axis) }
            // Between two entries of different values along the axis, where the halves' squared
            // errors add up least; if the axis has one value, the box splits in the middle.
            var left = Moments(), split = range.lowerBound + range.count / 2, least = Double.infinity
            for index in range.dropLast() {
                left.add(entries[index].color, count: entries[index].count)
                guard channel(entries[index].color, axis) != channel(entries[index + 1].color, axis) else { continue }
                let error = left.errors.sum() + (total - left).errors.sum()
                if error < least { (least, split) = (error, index + 1) }
            }
            boxes[chosen] = box(entries[range.lowerBound..<split])
            boxes.append(box(entries[split..<range.upperBound]))
        }
        return boxes.map { box in
            let mean = (box.moments.sum / Double(box.moments.count)).rounded(.toNearestOrAwayFromZero)
            return UInt32(mean[0]) | UInt32(mean[1]) << 8 | UInt32(mean[2]) << 16
        }
    }
}

/// The nearest palette colour, green weighing most and blue least, as the eye sees them.
enum NearestColor {
    static func search(_ color: UInt32, in palette: [UInt32]) -> Int {
        let r = Int32(color & 0xFF), g = Int32(color >> 8 & 0xFF), b = Int32(color >> 16 & 0xFF)
        var best = 0, bestDistance = Int32.max
        for (index, entry) in palette.enumerated() {
            let dr = r - Int32(entry & 0xFF), dg = g - Int32(entry >> 8 & 0xFF), db = b - Int32(entry >> 16 & 0xFF)
            let distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return best
    }
}
