import Foundation

/// One live particle of an emitter at some time, in the emitter layer's coordinates.
@_spi(Rendering) public struct EmitterParticle {
    /// Its center (z orders `.backToFront`, and places it when the layer `preservesDepth`).
    public var position: SIMD3<Double>
    /// How much its image is scaled (0 or more).
    public var scale: Double
    /// How far it has turned, in radians (positive turns x toward y).
    public var angle: Double
    /// What its image is multiplied by: red, green, blue, alpha, unpremultiplied, each 0…1.
    public var color: SIMD4<Float>
    /// When it was born, in the emitter's local time.
    public var birthTime: Double
    /// How long it has lived, in seconds.
    public var age: Double
    /// The cell it is a particle of. Not retained: with thousands of particles a frame, counting
    /// references to their cell cost about as much as their own arithmetic (perf, `lab-bench
    /// particles`). The emitter layer holds its cells, so a particle's cell lives as long as the
    /// layer it came from; keep the layer (or the cell) while using its particles.
    public unowned(unsafe) var cell: CAEmitterCell
}

extension CAEmitterLayer {
    /// The most particles evaluated for one frame: past it the oldest are left out, with a
    /// diagnostic, so that a careless birth rate cannot stall the frame.
    public static let maximumParticleCount = 100_000
    /// How deeply cells nest (a cell nested in itself stops here, with a diagnostic).
    public static let maximumCellDepth = 8

    /// The lab's seed (`lab --seed`), mixed into every emitter's own `seed`: the same seeds
    /// give the same particles, another lab seed other particles. Zero, the lab's default,
    /// leaves the particles as the layer's seed alone makes them.
    @_spi(LabHost) nonisolated(unsafe) public static var labSeed: UInt64 = 0

    /// The live particles at the layer's local time `time` (seconds since emission began), in
    /// drawing order (see `renderMode`). A pure function of the layer's state, seed and
    /// `time`: evaluating other times first changes nothing.
    @_spi(Rendering) public func particles(at time: CFTimeInterval) -> [EmitterParticle] {
        guard time.isFinite, time >= 0, let cells = emitterState.cells, !cells.isEmpty else { return [] }
        var emission = ParticleEmission(layer: self, time: time)
        let key = (UInt64(emitterState.seed) &* 0x9E37_79B9_7F4A_7C15) ^ (Self.labSeed &* 0xBF58_476D_1CE4_E5B9)
        emission.emit(cells, names: "", key: key, start: 0, end: .infinity,
                      source: nil, ancestors: [], depth: 0)
        var particles = emission.particles
        switch emitterState.renderMode {
        case .oldestFirst: particles = EmitterParticle.stablySorted(particles) { $0.birthTime < $1.birthTime }
        case .oldestLast: particles = EmitterParticle.stablySorted(particles) { $0.birthTime > $1.birthTime }
        case .backToFront: particles = EmitterParticle.stablySorted(particles) { $0.position.z < $1.position.z }
        default: break
        }
        return particles
    }
}

extension EmitterParticle {
    /// `particles` sorted by `isBefore`, keeping the order of equal ones.
    static func stablySorted(_ particles: [EmitterParticle], by isBefore: (EmitterParticle, EmitterParticle) -> Bool) -> [EmitterParticle] {
        particles.indices.sorted { a, b in
            if isBefore(particles[a], particles[b]) { return true }
            if isBefore(particles[b], particles[a]) { return false }
            return a < b
        }.map { particles[$0] }
    }
}

/// A particle's motion, from which the particles of nested cells are emitted.
private struct ParticleMotion {
    let start: SIMD3<Double>
    let velocity: SIMD3<Double>
    let acceleration: SIMD3<Double>
    let birthTime: Double

    func position(at time: Double) -> SIMD3<Double> {
        let age = time - birthTime
        return start + velocity * age + acceleration * (0.5 * age * age)
    }
}

/// The random values of one particle: SplitMix64 over a key made of the layer's seed, the
/// cell's place among the cells (and its parent particle's number) and the particle's number.
private struct ParticleRandom {
    private var state: UInt64

    init(key: UInt64, index: Int) { state = ParticleRandom.mix(key ^ (UInt64(bitPattern: Int64(index)) &* 0xD1B5_4A32_D192_ED03)) }

    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<1.
    mutating func unit() -> Double {
        state = ParticleRandom.mix(state)
        return Double(state >> 11) * 0x1p-53
    }

    /// Uniform in -1..<1.
    mutating func signed() -> Double { unit() * 2 - 1 }
}

/// The emitter's shape and where it is, as a particle is born: a plain value copied per
/// particle (the whole layer state would count references to its arrays each time).
private struct EmissionShape {
    var position: CGPoint
    let zPosition: CGFloat
    let size: CGSize
    let depth: CGFloat
    let shape: CAEmitterLayerEmitterShape
    let mode: CAEmitterLayerEmitterMode

    init(_ state: EmitterLayerState) {
        position = state.position
        zPosition = state.zPosition
        size = state.size
        depth = state.depth
        shape = state.shape
        mode = state.mode
    }
}

/// What a cell's particles are born with, from the cell, its animated values and the layer's
/// multipliers in one state of the emitter.
private struct CellParameters {
    let lifetime: Double, lifetimeRange: Double, lifetimeScale: Double
    let velocity: Double, velocityRange: Double, velocityScale: Double
    let acceleration: SIMD3<Double>
    /// The emission direction (latitude 0 lies in the xy plane) and two axes across it, for
    /// the cone of half angle `emissionRange` around it (`coneDepth`: 1 - its cosine).
    let axis: SIMD3<Double>, across: SIMD3<Double>, up: SIMD3<Double>, coneDepth: Double
    let scale: Double, scaleRange: Double, scaleSpeed: Double, scaleFactor: Double
    let spin: Double, spinRange: Double, spinFactor: Double
    let color: SIMD4<Double>, colorRange: SIMD4<Double>, colorSpeed: SIMD4<Double>

    init(_ cell: CAEmitterCell, path: String?, state: EmitterLayerState) {
        func value(_ key: String, _ own: Float) -> Double { ParticleEmission.value(cell, path, key, Double(own), in: state) }
        func value(_ key: String, _ own: CGFloat) -> Double { ParticleEmission.value(cell, path, key, Double(own), in: state) }
        lifetime = value("lifetime", cell.lifetime)
        lifetimeRange = value("lifetimeRange", cell.lifetimeRange)
        lifetimeScale = Double(state.lifetime)
        velocity = value("velocity", cell.velocity)
        velocityRange = value("velocityRange", cell.velocityRange)
        velocityScale = Double(state.velocity)
        acceleration = SIMD3(value("xAcceleration", cell.xAcceleration), value("yAcceleration", cell.yAcceleration),
                             value("zAcceleration", cell.zAcceleration))
        let longitude = value("emissionLongitude", cell.emissionLongitude)
        let latitude = value("emissionLatitude", cell.emissionLatitude)
        let range = value("emissionRange", cell.emissionRange)
        axis = SIMD3(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
        across = SIMD3(-sin(longitude), cos(longitude), 0)
        up = SIMD3(axis.y * across.z - axis.z * across.y, axis.z * across.x - axis.x * across.z, axis.x * across.y - axis.y * across.x)
        coneDepth = 1 - cos(min(abs(range), .pi))
        scale = value("scale", cell.scale)
        scaleRange = value("scaleRange", cell.scaleRange)
        scaleSpeed = value("scaleSpeed", cell.scaleSpeed)
        scaleFactor = Double(state.scale)
        spin = value("spin", cell.spin)
        spinRange = value("spinRange", cell.spinRange)
        spinFactor = Double(state.spin)
        let base = cell.color?.rgba ?? (red: 1, green: 1, blue: 1, alpha: 1)
        color = SIMD4(Double(base.red), Double(base.green), Double(base.blue), Double(base.alpha))
        colorRange = SIMD4(value("redRange", cell.redRange), value("greenRange", cell.greenRange),
                           value("blueRange", cell.blueRange), value("alphaRange", cell.alphaRange))
        colorSpeed = SIMD4(value("redSpeed", cell.redSpeed), value("greenSpeed", cell.greenSpeed),
                           value("blueSpeed", cell.blueSpeed), value("alphaSpeed", cell.alphaSpeed))
    }
}

/// One evaluation of an emitter's particles at a time.
private struct ParticleEmission {
    let time: Double
    let state: EmitterLayerState
    let name: String
    var particles: [EmitterParticle] = []
    /// Particles evaluated so far, live or not (dead ones still emit their nested cells).
    var work = 0
    var isCapped = false
    /// The states at past births and the animated rates, when recorded animations change the
    /// particles (see `EmitterTimeline`).
    let timeline: EmitterTimeline?

    init(layer: CAEmitterLayer, time: Double) {
        self.time = time
        state = layer.emitterState
        name = layer.diagnosticName
        let state = self.state
        let longest = state.cells?.map { cell in
            let unit = ParticleEmission.reach(of: cell, depth: 0, lifetimeScale: 1)
            return unit * ParticleEmission.lifetimeScale(state, at: time, unitReach: unit)
        }.max() ?? 0
        timeline = EmitterTimeline(layer: layer, earliest: time - longest)
    }

    /// A cell's property, animated (`cellOverrides`) or its own; not finite reads as 0.
    private func value(_ cell: CAEmitterCell, _ names: String?, _ key: String, _ own: Double) -> Double {
        ParticleEmission.value(cell, names, key, own, in: state)
    }

    fileprivate static func value(_ cell: CAEmitterCell, _ names: String?, _ key: String, _ own: Double,
                                  in state: EmitterLayerState) -> Double {
        let value = names.flatMap { state.cellOverrides.isEmpty ? nil : state.cellOverrides[$0 + "." + key] } ?? own
        return value.isFinite ? value : 0
    }

    /// The longest a particle of `cell` or of its nested cells can live, in seconds.
    private static func reach(of cell: CAEmitterCell, depth: Int, lifetimeScale: Double) -> Double {
        let own = max(0, Double(cell.lifetime) + abs(Double(cell.lifetimeRange))) * lifetimeScale
        guard depth < CAEmitterLayer.maximumCellDepth, let nested = cell.emitterCells else { return own }
        return own + (nested.map { reach(of: $0, depth: depth + 1, lifetimeScale: lifetimeScale) }.max() ?? 0)
    }

    /// The largest lifetime multiplier among the particles that may still live at `time`, for
    /// a cell whose particles live at most `unitReach` seconds at multiplier 1: the layer's
    /// `lifetime`, or an earlier, larger one while particles born under it may live (lowering
    /// it, even to 0, leaves the live particles the lifetime of their birth, as on iOS).
    fileprivate static func lifetimeScale(_ state: EmitterLayerState, at time: Double, unitReach: Double) -> Double {
        var scale = Double(state.lifetime)
        for change in state.birthValuesHistory.changes {
            let earlier = Double(change.value.lifetime)
            if earlier > scale, change.until + earlier * unitReach >= time { scale = earlier }
        }
        return scale
    }

    /// Emits `cells` over births between `start` and `end` (emitter time) from the emitter's
    /// shape (`source` nil) or from a particle's path. `names` is the cells' key path prefix
    /// for animated values (nil when an ancestor is unnamed); `key` keys their random values.
    mutating func emit(_ cells: [CAEmitterCell], names: String?, key: UInt64, start: Double, end: Double,
                       source: ParticleMotion?, ancestors: [ObjectIdentifier], depth: Int) {
        for (index, cell) in cells.enumerated() where cell.isEnabled {
            if ancestors.contains(ObjectIdentifier(cell)) || depth >= CAEmitterLayer.maximumCellDepth {
                LabDiagnostics.report("\(name): emitter cell \(cell.name ?? "") is nested in itself or more than "
                                      + "\(CAEmitterLayer.maximumCellDepth) deep; its particles are not emitted")
                continue
            }
            let path = names.flatMap { prefix in cell.name.map { prefix.isEmpty ? $0 : prefix + "." + $0 } }
            emit(cell, path: path, key: ParticleRandom.mix(key ^ UInt64(index + 1)), start: start, end: end, source: source,
                 ancestors: ancestors + [ObjectIdentifier(cell)], depth: depth)
        }
    }

    private mutating func emit(_ cell: CAEmitterCell, path: String?, key: UInt64, start: Double, end: Double,
                               source: ParticleMotion?, ancestors: [ObjectIdentifier], depth: Int) {
        let unitReach = ParticleEmission.reach(of: cell, depth: depth, lifetimeScale: 1)
        let reach = unitReach * ParticleEmission.lifetimeScale(state, at: time, unitReach: unitReach)
        let begin = start + cell.beginTime
        var births: BirthSchedule
        if let timeline, timeline.countsRates, source == nil {
            // The model's rates, except where recorded animations set them, step by step (for
            // the emitter's own cells: a nested cell's particles, one emission per parent
            // particle, take their rates at the frame's value).
            func cellRate(in state: EmitterLayerState) -> Double {
                max(0, ParticleEmission.value(cell, path, "birthRate", Double(cell.birthRate), in: state))
            }
            let model = timeline.modelState
            let animated = timeline.rateSegments(from: begin, to: time) { cellRate(in: $0) * Double($0.birthRate) }
            births = BirthSchedule(begin: begin, cellRate: cellRate(in: model), history: model.birthRateHistory.changes,
                                   current: model.birthRate, time: time, animated: animated)
        } else {
            let cellRate = max(0, value(cell, path, "birthRate", Double(cell.birthRate)))
            births = BirthSchedule(begin: begin, cellRate: cellRate, history: state.birthRateHistory.changes,
                                   current: state.birthRate, time: time)
        }
        guard births.highestRate > 0, reach > 0, reach.isFinite else { return }
        let limit = Double(CAEmitterLayer.maximumParticleCount)
        if births.highestRate * reach > limit {
            LabDiagnostics.report("\(name): emitter cell \(cell.name ?? "") births \(births.highestRate) particles a second, more than "
                                  + "\(CAEmitterLayer.maximumParticleCount) live at once; its rate is cut to fit",
                                  kind: "\(name) emitter cell \(cell.name ?? "") rate")
            births.scale(by: limit / (births.highestRate * reach))
        }
        let stop = cell.emittingDuration.map { min(end, begin + $0) } ?? end
        let earliest = max(begin, time - reach), latest = min(time, stop)
        guard latest >= earliest else { return }
        // Particle numbers, held where Int holds them whatever the times and rates.
        func number(_ count: Double) -> Int { Int(max(-9e18, min(9e18, count.isNaN ? 0 : count))) }
        let first = max(0, number(births.count(at: earliest).rounded(.up)))
        var last = number(births.count(at: latest).rounded(.down))
        if births.time(of: last) >= stop { last -= 1 }
        guard last >= first else { return }
        var firstEvaluated = first
        if work + (last - first + 1) > CAEmitterLayer.maximumParticleCount {
            if !isCapped {
                LabDiagnostics.report("\(name): more than \(CAEmitterLayer.maximumParticleCount) particles in a frame; "
                                      + "the oldest are left out")
            }
            isCapped = true
            firstEvaluated = max(first, last + 1 - max(0, CAEmitterLayer.maximumParticleCount - work))
        }
        guard last >= firstEvaluated else { return }
        work += last - firstEvaluated + 1

        var parameters = CellParameters(cell, path: path, state: state)
        // With animations of birth values, each particle takes the values of its birth's step.
        var timelineStep: Int?
        // The span of the layer's birth values the parameters and shape were made for.
        var birthSpan = state.birthValuesHistory.changes.count
        var shape = EmissionShape(state)
        let nested = cell.emitterCells ?? []
        // Geometric growth: one emission per parent particle reserving just what it adds
        // would copy the whole array each time.
        let needed = particles.count + min(last - firstEvaluated + 1, CAEmitterLayer.maximumParticleCount)
        if particles.capacity < needed { particles.reserveCapacity(max(needed, 2 * particles.capacity)) }

        for i in firstEvaluated...last {
            let birth = births.time(of: i)
            let age = time - birth
            if let timeline, timeline.samplesValues {
                let (step, state) = timeline.state(at: birth)
                if step != timelineStep {
                    timelineStep = step
                    shape = EmissionShape(state)
                    parameters = CellParameters(cell, path: path, state: state)
                }
            } else {
                // The layer's values as they were at the birth (its model changes since apply
                // to later births only).
                let span = state.birthValuesHistory.span(at: birth)
                if span != birthSpan {
                    birthSpan = span
                    var then = state
                    then.birthValues = state.birthValuesHistory.value(at: birth, current: state.birthValues)
                    shape = EmissionShape(then)
                    parameters = CellParameters(cell, path: path, state: then)
                }
                shape.position = state.positionHistory.value(at: birth, current: state.position)
            }
            var random = ParticleRandom(key: key, index: i)
            let life = max(0, (parameters.lifetime + parameters.lifetimeRange * random.signed()) * parameters.lifetimeScale)
            let origin = source?.position(at: birth) ?? ParticleEmission.shapePoint(&random, of: shape)
            // Uniform over the cone's cap: the cosine of the angle from the axis is uniform.
            let cosPolar = 1 - random.unit() * parameters.coneDepth, azimuth = 2 * .pi * random.unit()
            let sinPolar = max(0, 1 - cosPolar * cosPolar).squareRoot()
            let direction = parameters.axis * cosPolar + (parameters.across * cos(azimuth) + parameters.up * sin(azimuth)) * sinPolar
            let speed = (parameters.velocity + parameters.velocityRange * random.signed()) * parameters.velocityScale
            let startScale = (parameters.scale + parameters.scaleRange * random.signed()) * parameters.scaleFactor
            let turnRate = (parameters.spin + parameters.spinRange * random.signed()) * parameters.spinFactor
            let startColor = parameters.color + parameters.colorRange * SIMD4(random.signed(), random.signed(), random.signed(), random.signed())
            let motion = ParticleMotion(start: origin, velocity: direction * speed, acceleration: parameters.acceleration, birthTime: birth)
            if age < life {
                let shown = (startColor + parameters.colorSpeed * age).clamped(lowerBound: .zero, upperBound: .one)
                if particles.count < CAEmitterLayer.maximumParticleCount {
                    particles.append(EmitterParticle(position: motion.position(at: time), scale: max(0, startScale + parameters.scaleSpeed * age),
                                                     angle: turnRate * age, color: SIMD4<Float>(shown), birthTime: birth, age: age,
                                                     cell: cell))
                }
            }
            if !nested.isEmpty && life > 0 {
                emit(nested, names: path, key: ParticleRandom.mix(key ^ UInt64(bitPattern: Int64(i))), start: birth, end: birth + life,
                     source: motion, ancestors: ancestors, depth: depth + 1)
            }
        }
    }

    /// A point of the emission shape `state` (where the emitter was at the birth), from two
    /// random values (three for the solid shapes, so that the flat shapes draw as many as they
    /// always did).
    private static func shapePoint(_ random: inout ParticleRandom, of state: EmissionShape) -> SIMD3<Double> {
        let position = state.position
        let u = random.unit(), v = random.unit()
        let w = Double(state.size.width), h = Double(state.size.height)
        var x = 0.0, y = 0.0
        switch state.shape {
        case .cuboid, .sphere:
            let solid = solidPoint(u, v, random.unit(), of: state)
            return SIMD3(Double(position.x), Double(position.y), Double(state.zPosition)) + solid
        case .line:
            x = (u - 0.5) * w
        case .rectangle:
            if state.mode == .outline {
                // Along the perimeter, clockwise from the top-left corner.
                var s = u * 2 * (w + h)
                if s < w { x = s - w / 2; y = -h / 2 } else {
                    s -= w
                    if s < h { x = w / 2; y = s - h / 2 } else {
                        s -= h
                        if s < w { x = w / 2 - s; y = h / 2 } else { x = -w / 2; y = h / 2 - (s - w) }
                    }
                }
            } else {
                x = (u - 0.5) * w
                y = (v - 0.5) * h
            }
        case .circle:
            let radius = w / 2 * (state.mode == .outline ? 1 : v.squareRoot())
            x = radius * cos(2 * .pi * u)
            y = radius * sin(2 * .pi * u)
        default:
            break
        }
        return SIMD3(Double(position.x) + x, Double(position.y) + y, Double(state.zPosition))
    }

    /// A point of the cuboid (`emitterSize` by `emitterDepth`) or the sphere (diameter
    /// `emitterSize.width`) around the emitter's position, for the random values `u`, `v`
    /// and `t` (0..<1): in the solid in volume mode, on its surface otherwise (on a cuboid's
    /// twelve edges in outline mode), uniformly.
    private static func solidPoint(_ u: Double, _ v: Double, _ t: Double, of state: EmissionShape) -> SIMD3<Double> {
        let w = Double(state.size.width), h = Double(state.size.height), d = Double(state.depth)
        if state.shape == .sphere {
            // A uniform direction: z uniform in -1...1, the azimuth uniform.
            let z = 2 * v - 1, ring = (1 - z * z).squareRoot(), azimuth = 2 * .pi * u
            let radius = w / 2 * (state.mode == .volume ? cbrt(t) : 1)
            return SIMD3(radius * ring * cos(azimuth), radius * ring * sin(azimuth), radius * z)
        }
        let half = SIMD3(w / 2, h / 2, d / 2)
        switch state.mode {
        case .volume:
            return SIMD3(u - 0.5, v - 0.5, t - 0.5) * half * 2
        case .outline:
            // Along the twelve edges, by length: four along each axis, at the signs of the
            // other two coordinates.
            let lengths = SIMD3(w, h, d), total = 4 * (w + h + d)
            guard total > 0 else { return .zero }
            var s = u * total, axis = 0
            while axis < 2 && s >= 4 * lengths[axis] { s -= 4 * lengths[axis]; axis += 1 }
            let edge = lengths[axis] > 0 ? min(3, Int(s / lengths[axis])) : 0
            let a = (axis + 1) % 3, b = (axis + 2) % 3
            var p = SIMD3<Double>.zero
            p[axis] = (v - 0.5) * lengths[axis]
            p[a] = edge & 1 == 0 ? -half[a] : half[a]
            p[b] = edge & 2 == 0 ? -half[b] : half[b]
            return p
        default:
            // On the six faces, by area: two across each axis.
            let areas = SIMD3(h * d, w * d, w * h), total = 2 * (areas.x + areas.y + areas.z)
            guard total > 0 else { return .zero }
            var s = t * total, axis = 0
            while axis < 2 && s >= 2 * areas[axis] { s -= 2 * areas[axis]; axis += 1 }
            let a = (axis + 1) % 3, b = (axis + 2) % 3
            var p = SIMD3<Double>.zero
            p[a] = (u - 0.5) * 2 * half[a]
            p[b] = (v - 0.5) * 2 * half[b]
            p[axis] = s < areas[axis] ? -half[axis] : half[axis]
            return p
        }
    }
}
