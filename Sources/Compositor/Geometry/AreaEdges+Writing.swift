import LabKit

extension AreaEdges {
    /// Runs being written, in memory of their own through a pointer, appended to an edge
    /// array in one copy (see `build(into:_:)`), as `TriangleStrip` does for vertices:
    /// appending run by run costs more than the arithmetic that makes them.
    struct Buffer: ~Copyable {
        /// Floats written so far, whole runs.
        private(set) var count = 0
        private var floats: UnsafeMutablePointer<Float>
        private var capacity: Int

        private init(capacity: Int) {
            self.capacity = max(capacity, stride)
            floats = .allocate(capacity: self.capacity)
        }

        deinit { floats.deallocate() }

        /// Runs `body` on a new buffer with room for `capacity` floats (it grows past them),
        /// then appends what it holds to `edges`.
        static func build<Result>(into edges: inout [Float], capacity: Int, _ body: (inout Buffer) -> Result) -> Result {
            var buffer = Buffer(capacity: capacity)
            let result = body(&buffer)
            edges.append(contentsOf: UnsafeBufferPointer(start: buffer.floats, count: buffer.count))
            return result
        }

        /// Makes room for one more run; returns the offset of its first float.
        @inline(__always)
        mutating func addRun() -> Int {
            if count + stride > capacity {
                capacity *= 2
                let grown = UnsafeMutablePointer<Float>.allocate(capacity: capacity)
                grown.moveInitialize(from: floats, count: count)
                floats.deallocate()
                floats = grown
            }
            count += stride
            return count - stride
        }

        @inline(__always)
        func store(_ x: Float, _ y: Float, at offset: Int) {
            floats[offset] = x
            floats[offset + 1] = y
        }

        @inline(__always)
        func load(at offset: Int) -> (Float, Float) {
            (floats[offset], floats[offset + 1])
        }

        /// Forgets the runs from float `offset` on.
        mutating func removeRuns(from offset: Int) {
            count = min(count, offset)
        }

        /// Writes `box` into every run from float `first` on.
        func setBox(_ box: (Float, Float, Float, Float), from first: Int) {
            var offset = first + stride - 4
            while offset < count {
                floats[offset] = box.0; floats[offset + 1] = box.1; floats[offset + 2] = box.2; floats[offset + 3] = box.3
                offset += stride
            }
        }
    }

    /// The box shared by the runs of a contour, or of contours written together (a stroke's
    /// sides and caps): their quads reach its right side. A box larger than the contour's
    /// only widens those quads; edges right of a closed contour cancel.
    struct Box {
        private var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity

        @inline(__always)
        mutating func include(_ x: Float, _ y: Float) {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }

        /// Writes the box into every run of `buffer` from float `first` on; returns it, or nil
        /// when no run was written.
        func close(_ buffer: inout Buffer, from first: Int) -> CGRect? {
            guard buffer.count > first else { return nil }
            buffer.setBox((minX, minY, maxX, maxY), from: first)
            return CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(maxX - minX), height: CGFloat(maxY - minY))
        }
    }

    /// Consecutive points joined by edges, written into runs as the points come, without a
    /// copy of the points. A reversed chain writes each run's points in reverse order, which
    /// reverses every edge: runs are independent, so a contour's parts may be written in any
    /// order and direction (a stroke's right side, reversed, beside its left side).
    struct Chain {
        /// The offset of the run being filled, or nil before its first point is written.
        private var runStart: Int?
        /// The points in the run being filled (the first carried over from the last run).
        private var count = 0
        private var last: (Float, Float) = (0, 0)
        private let reversed: Bool

        init(reversed: Bool = false) {
            self.reversed = reversed
        }

        /// Adds the chain's next point; a run is complete once it has `run` edges, and the
        /// next run starts from its last point.
        @inline(__always)
        mutating func add(_ p: CGPoint, box: inout Box, to buffer: inout Buffer) {
            let x = Float(p.x), y = Float(p.y)
            box.include(x, y)
            if count == run + 1 {
                count = 1
                runStart = nil
            }
            if count > 0 && runStart == nil {
                let start = buffer.addRun()
                runStart = start
                buffer.store(last.0, last.1, at: start + slot(0))
            }
            if let runStart { buffer.store(x, y, at: runStart + slot(count)) }
            last = (x, y)
            count += 1
        }

        /// Ends the chain: its last run gets its end repeated (empty edges) up to `run` edges;
        /// a chain of one point writes nothing. The chain may then start again.
        mutating func finish(to buffer: inout Buffer) {
            if let runStart, count <= run {
                for k in count...run { buffer.store(last.0, last.1, at: runStart + slot(k)) }
            }
            runStart = nil
            count = 0
        }

        /// Where the run's k-th point goes.
        @inline(__always)
        private func slot(_ k: Int) -> Int { 2 * (reversed ? run - k : k) }
    }
}
