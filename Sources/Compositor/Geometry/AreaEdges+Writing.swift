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
            floats = ScratchMemory.allocate(Float.self, capacity: self.capacity)
        }

        deinit { ScratchMemory.free(floats) }

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
            if count + stride > capacity { grow(to: count + stride) }
            count += stride
            return count - stride
        }

        /// Makes room for `runs` more runs; returns the offset of the first one's first float.
        @inline(__always)
        mutating func addRuns(_ runs: Int) -> Int {
            if count + runs * stride > capacity { grow(to: count + runs * stride) }
            count += runs * stride
            return count - runs * stride
        }

        private mutating func grow(to floatCount: Int) {
            capacity = max(2 * capacity, floatCount)
            floats = ScratchMemory.reallocate(floats, capacity: capacity)
        }

        /// Writes the chain of `count` points, x, y pairs at `points`, in runs at once (as a
        /// `Chain` would); a reversed chain writes each run backwards. Nothing for fewer than
        /// two points. The points are not included in any box.
        mutating func addChain(_ points: UnsafePointer<Float>, count: Int, reversed: Bool) {
            assert(run == 4)
            guard count > 1 else { return }
            let runs = (count - 1 + run - 1) / run
            let first = addRuns(runs)
            var out = floats + first
            var p = points
            let last = points + 2 * (count - 1)
            // Whole runs copy their ten floats as they are, or point by point backwards.
            while p + 2 * run <= last {
                if reversed {
                    out[0] = p[8]; out[1] = p[9]; out[2] = p[6]; out[3] = p[7]; out[4] = p[4]
                    out[5] = p[5]; out[6] = p[2]; out[7] = p[3]; out[8] = p[0]; out[9] = p[1]
                } else {
                    out[0] = p[0]; out[1] = p[1]; out[2] = p[2]; out[3] = p[3]; out[4] = p[4]
                    out[5] = p[5]; out[6] = p[6]; out[7] = p[7]; out[8] = p[8]; out[9] = p[9]
                }
                p += 2 * run
                out += stride
            }
            guard p < last else { return }
            // The last run repeats the chain's last point.
            for k in 0...run {
                let source = min(p + 2 * k, last), slot = 2 * (reversed ? run - k : k)
                out[slot] = source[0]
                out[slot + 1] = source[1]
            }
        }

        /// Writes the closed contour through `points` (three or more), back to its first
        /// point, in runs at once (as a `Chain` would), each point included in `box`. The
        /// runs are written out by hand, four edges each, as the shaders read them.
        mutating func addContour(_ points: UnsafeBufferPointer<CGPoint>, box: inout Box) {
            assert(run == 4)
            let count = points.count, runs = (count + run - 1) / run
            let first = addRuns(runs)
            var out = floats + first
            var minX = box.minX, minY = box.minY, maxX = box.maxX, maxY = box.maxY
            @inline(__always) func put(_ p: CGPoint, _ slot: Int, including: Bool) {
                let x = Float(p.x), y = Float(p.y)
                out[slot] = x
                out[slot &+ 1] = y
                guard including else { return }
                minX = x < minX ? x : minX; maxX = x > maxX ? x : maxX
                minY = y < minY ? y : minY; maxY = y > maxY ? y : maxY
            }
            guard let base = points.baseAddress else { return }
            var p = base
            let whole = base + (count - 1)
            // Runs whose points all precede the closing one; each run's last point is the
            // next one's first, included there.
            while p + run <= whole {
                put(p[0], 0, including: true)
                put(p[1], 2, including: true)
                put(p[2], 4, including: true)
                put(p[3], 6, including: true)
                put(p[4], 8, including: false)
                p += run
                out += stride
            }
            // The last run ends back at the first point, which pads it.
            for k in 0...run {
                let i = p - base + k
                put(points[i < count ? i : 0], 2 * k, including: i < count)
            }
            box = Box(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        }

        @inline(__always)
        func store(_ x: Float, _ y: Float, at offset: Int) {
            floats[offset] = x
            floats[offset + 1] = y
        }

        /// Forgets the runs from float `offset` on.
        mutating func removeRuns(from offset: Int) {
            count = min(count, offset)
        }

        /// Writes `box` into every run from float `first` on.
        func setBox(_ box: (Float, Float, Float, Float), from first: Int) {
            var slot = floats + first + stride - 4
            let end = floats + count
            while slot < end {
                slot[0] = box.0; slot[1] = box.1; slot[2] = box.2; slot[3] = box.3
                slot += stride
            }
        }
    }

    /// The box shared by the runs of a contour, or of contours written together (a stroke's
    /// sides and caps): their quads reach its right side. A box larger than the contour's
    /// only widens those quads; edges right of a closed contour cancel.
    struct Box {
        private(set) var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity

        init() {}

        init(minX: Float, minY: Float, maxX: Float, maxY: Float) {
            (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
        }

        @inline(__always)
        mutating func include(_ x: Float, _ y: Float) {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }

        /// Includes `rect`.
        mutating func include(_ rect: CGRect) {
            include(Float(rect.minX), Float(rect.minY))
            include(Float(rect.maxX), Float(rect.maxY))
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
        /// Where the next point goes, and the distance to the one after it (negative in a
        /// reversed chain, which fills each run from its end).
        private var next = 0
        private let step: Int
        /// Points the open run still takes; zero when none is open (or it is full).
        private var room = 0
        private var last: (Float, Float) = (0, 0)
        private var hasPoint = false

        init(reversed: Bool = false) {
            step = reversed ? -2 : 2
        }

        /// Adds the chain's next point; a run is complete once it has `run` edges, and the
        /// next run starts from its last point.
        @inline(__always)
        mutating func add(_ p: CGPoint, box: inout Box, to buffer: inout Buffer) {
            let x = Float(p.x), y = Float(p.y)
            box.include(x, y)
            if room == 0 {
                guard hasPoint else {
                    hasPoint = true
                    last = (x, y)
                    return
                }
                openRun(&buffer)
            }
            buffer.store(x, y, at: next)
            next += step
            room -= 1
            last = (x, y)
        }

        /// Starts a run at the last point written.
        @inline(__always)
        private mutating func openRun(_ buffer: inout Buffer) {
            next = buffer.addRun() + (step > 0 ? 0 : 2 * run)
            buffer.store(last.0, last.1, at: next)
            next += step
            room = run
        }

        /// Ends the chain: its last run gets its end repeated (empty edges) up to `run` edges;
        /// a chain of one point writes nothing. The chain may then start again.
        mutating func finish(to buffer: inout Buffer) {
            while room > 0 {
                buffer.store(last.0, last.1, at: next)
                next += step
                room -= 1
            }
            hasPoint = false
        }
    }
}
