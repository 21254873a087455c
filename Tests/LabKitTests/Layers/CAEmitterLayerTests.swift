@_spi(Rendering) @_spi(LabHost) import LabKit
import XCTest

/// `CAEmitterLayer` and `CAEmitterCell` as Apple documents them, with LabKit's closed-form
/// particles: particle i of a cell is born at i / birthRate seconds after the emitter starts
/// and lives while its age is below its lifetime, moving as p₀ + v·t + ½·a·t². Apple's
/// CAEmitterCell reference: "emissionLongitude … is the orientation of the emission angle in
/// the xy-plane"; the emission range is "a cone around the emission angle".
final class CAEmitterLayerTests: AnimationTestCase {
    private func emitter(_ configure: (CAEmitterCell) -> Void) -> (CAEmitterLayer, CAEmitterCell) {
        let layer = CAEmitterLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let cell = CAEmitterCell()
        cell.name = "dot"
        configure(cell)
        layer.emitterCells = [cell]
        return (layer, cell)
    }

    func testDefaults() {
        let layer = CAEmitterLayer()
        XCTAssertEqual(layer.emitterShape, .point)
        XCTAssertEqual(layer.emitterMode, .volume)
        XCTAssertEqual(layer.renderMode, .unordered)
        XCTAssertEqual([layer.birthRate, layer.lifetime, layer.velocity, layer.scale, layer.spin], [1, 1, 1, 1, 1])
        XCTAssertEqual(layer.seed, 0)
        XCTAssertNil(layer.content, "no cells: nothing to draw")
        let cell = CAEmitterCell()
        XCTAssertEqual(cell.birthRate, 0)
        XCTAssertEqual(cell.scale, 1)
        XCTAssertEqual(cell.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertTrue(cell.isEnabled)
        XCTAssertEqual(CAEmitterLayer().particles(at: 1).count, 0)
    }

    /// A cell is a `CAMediaTiming` object: it emits over its active duration (Apple,
    /// "CAMediaTiming": duration × repeatCount, doubled by autoreverses, or repeatDuration) at
    /// its speed. 10 particles a second living 10 s, counted at 5 s: born at 0, 0.1 … while
    /// the cell emits.
    func testACellEmitsOverItsActiveDurationAtItsSpeed() {
        func count(_ configure: @escaping (CAEmitterCell) -> Void) -> Int {
            emitter { $0.birthRate = 10; $0.lifetime = 10; $0.duration = 0.5; configure($0) }.0.particles(at: 5).count
        }
        XCTAssertEqual(count { _ in }, 5, "one iteration of 0.5 s")
        XCTAssertEqual(count { $0.repeatCount = 2 }, 10)
        XCTAssertEqual(count { $0.repeatCount = 2; $0.autoreverses = true }, 20)
        XCTAssertEqual(count { $0.repeatDuration = 1.5 }, 15)
        XCTAssertEqual(count { $0.repeatCount = 2; $0.speed = 2 }, 5, "twice as fast: half as long")
        XCTAssertEqual(count { $0.speed = 0 }, 0, "a stopped cell does not emit")
        XCTAssertEqual(count { $0.repeatCount = .infinity }, 51, "for ever: born at 0, 0.1 … 5")
        let cell = CAEmitterCell()
        cell.speed = .nan
        cell.repeatCount = -1
        XCTAssertEqual(cell.speed, 1)
        XCTAssertEqual(cell.repeatCount, 0)
        let timing: CAMediaTiming = cell
        XCTAssertEqual(timing.fillMode, .removed)
    }

    /// 10 a second living 2 s: one at t = 0, six by 0.55 s (born at 0, 0.1 … 0.5), and from
    /// then on 10 × 2 = 20 alive (at 5 s, those born after 3 s); the emitter's multipliers
    /// scale both.
    func testParticleCountIsBirthRateTimesLifetime() {
        let (layer, _) = emitter { $0.birthRate = 10; $0.lifetime = 2 }
        XCTAssertEqual(layer.particles(at: 0).count, 1)
        XCTAssertEqual(layer.particles(at: 0.55).count, 6)
        XCTAssertEqual(layer.particles(at: 5).count, 20)
        XCTAssertEqual(layer.particles(at: 5.05).count, 20)
        XCTAssertEqual(layer.particles(at: 60.01).count, 20)
        layer.birthRate = 2
        XCTAssertEqual(layer.particles(at: 5.01).count, 40)
        layer.lifetime = 0.5
        XCTAssertEqual(layer.particles(at: 5.01).count, 20)
        XCTAssertEqual(layer.particles(at: -1).count, 0, "nothing before the emitter starts")
    }

    /// From (20, 30) at 100 pt/s straight down (longitude π/2) with acceleration (10, 50):
    /// the particle born at 0 is at (20 + ½·10·2², 30 + 100·2 + ½·50·2²) = (40, 330) at 2 s, the
    /// one born at 1 s at (25, 155).
    func testSeededParticleFollowsItsClosedFormMotion() throws {
        let (layer, _) = emitter {
            $0.birthRate = 1; $0.lifetime = 10; $0.velocity = 100
            $0.emissionLongitude = .pi / 2; $0.xAcceleration = 10; $0.yAcceleration = 50
        }
        layer.emitterPosition = CGPoint(x: 20, y: 30)
        layer.seed = 1234
        let particles = layer.particles(at: 2)
        XCTAssertEqual(particles.count, 3)
        XCTAssertEqual(particles[0].position.x, 40, accuracy: 1e-9)
        XCTAssertEqual(particles[0].position.y, 330, accuracy: 1e-9)
        XCTAssertEqual(particles[1].position.x, 25, accuracy: 1e-9)
        XCTAssertEqual(particles[1].position.y, 155, accuracy: 1e-9)
        XCTAssertEqual(particles[2].position.x, 20, accuracy: 1e-9)
        XCTAssertEqual(particles[2].age, 0)
    }

    /// Longitude π/6 at 100 pt/s for 2 s: (20 + 200·cos 30°, 30 + 200·sin 30°) = (193.205, 130).
    /// Latitude π/3 tilts the direction out of the plane: in-plane speed 100·cos 60° = 50,
    /// z speed 100·sin 60°.
    func testEmissionAngles() {
        let (layer, cell) = emitter { $0.birthRate = 1; $0.lifetime = 10; $0.velocity = 100; $0.emissionLongitude = .pi / 6 }
        layer.emitterPosition = CGPoint(x: 20, y: 30)
        var p = layer.particles(at: 2)[0].position
        XCTAssertEqual(p.x, 20 + 200 * cos(Double.pi / 6), accuracy: 1e-9)
        XCTAssertEqual(p.y, 130, accuracy: 1e-9)
        cell.emissionLongitude = 0
        cell.emissionLatitude = .pi / 3
        p = layer.particles(at: 2)[0].position
        XCTAssertEqual(p.x, 120, accuracy: 1e-9)
        XCTAssertEqual(p.y, 30, accuracy: 1e-9)
        XCTAssertEqual(p.z, 200 * sin(Double.pi / 3), accuracy: 1e-9)
    }

    /// Every particle leaves within the cone: its displacement's angle from the x axis is at
    /// most the emission range, its distance at most (velocity + range) × age; the values
    /// vary with the seed and repeat for the same seed.
    func testRangesStayWithinTheirBoundsAndFollowTheSeed() {
        let (layer, _) = emitter {
            $0.birthRate = 50; $0.lifetime = 2; $0.lifetimeRange = 1; $0.velocity = 100; $0.velocityRange = 20
            $0.emissionRange = .pi / 4
        }
        let particles = layer.particles(at: 4)
        XCTAssertGreaterThan(particles.count, 50)
        for particle in particles {
            XCTAssertLessThan(particle.age, 3)
            let d = particle.position
            XCTAssertLessThanOrEqual(abs(atan2(d.y, d.x)), .pi / 4 + 1e-9)
            XCTAssertLessThanOrEqual((d.x * d.x + d.y * d.y + d.z * d.z).squareRoot(), 120 * particle.age + 1e-9)
        }
        let again = layer.particles(at: 4)
        XCTAssertEqual(particles.map(\.position), again.map(\.position))
        layer.seed = 7
        XCTAssertNotEqual(particles.map(\.position), layer.particles(at: 4).map(\.position))
    }

    /// The lab's seed (`lab --seed`) is mixed into the layer's: zero, the lab's default, leaves
    /// the particles as the layer's seed makes them; another lab seed gives other particles,
    /// the same ones every time.
    func testTheLabSeedIsMixedIntoTheLayersSeed() {
        let (layer, _) = emitter { $0.birthRate = 20; $0.lifetime = 2; $0.velocity = 50; $0.velocityRange = 30; $0.emissionRange = .pi }
        defer { CAEmitterLayer.labSeed = 0 }
        let standard = layer.particles(at: 1.5).map(\.position)
        CAEmitterLayer.labSeed = 7
        let seven = layer.particles(at: 1.5).map(\.position)
        XCTAssertNotEqual(seven, standard)
        XCTAssertEqual(layer.particles(at: 1.5).map(\.position), seven, "the same seeds, the same particles")
        layer.seed = 3
        XCTAssertNotEqual(layer.particles(at: 1.5).map(\.position), seven, "the layer's seed still counts")
        layer.seed = 0
        CAEmitterLayer.labSeed = 0
        XCTAssertEqual(layer.particles(at: 1.5).map(\.position), standard)
    }

    /// The solid shapes emit in 3D around `emitterPosition` (Apple: a cuboid is `emitterSize` by
    /// `emitterDepth`, a sphere has diameter `emitterSize.width`): in the solid in volume mode,
    /// on its surface otherwise, on a cuboid's edges in outline mode. Still particles (no
    /// velocity) sit where they were born.
    func testCuboidAndSphereEmitInThreeDimensions() {
        let (layer, _) = emitter { $0.birthRate = 400; $0.lifetime = 10 }
        layer.emitterPosition = CGPoint(x: 50, y: 40)
        layer.emitterZPosition = 5
        layer.emitterSize = CGSize(width: 40, height: 20)
        layer.emitterDepth = 10
        func origins(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode) -> [SIMD3<Double>] {
            layer.emitterShape = shape
            layer.emitterMode = mode
            return layer.particles(at: 1).map { SIMD3(Double($0.position.x) - 50, Double($0.position.y) - 40, Double($0.position.z) - 5) }
        }
        let half = SIMD3(20.0, 10, 5)
        func onBound(_ p: SIMD3<Double>) -> Int { (0..<3).filter { abs(abs(p[$0]) - half[$0]) < 1e-9 }.count }

        let box = origins(.cuboid, .volume)
        XCTAssertGreaterThanOrEqual(box.count, 400)
        XCTAssertTrue(box.allSatisfy { p in (0..<3).allSatisfy { abs(p[$0]) <= half[$0] + 1e-9 } })
        XCTAssertGreaterThan(box.map { abs($0.z) }.max()!, 4, "spread through the depth")
        XCTAssertTrue(origins(.cuboid, .surface).allSatisfy { onBound($0) >= 1 }, "on a face")
        XCTAssertTrue(origins(.cuboid, .outline).allSatisfy { onBound($0) >= 2 }, "on an edge")

        let sphere = origins(.sphere, .volume)
        XCTAssertTrue(sphere.allSatisfy { ($0 * $0).sum().squareRoot() <= 20 + 1e-9 })
        // Uniform in the ball: (r / R)³ is uniform, so its mean is ½.
        let cubes = sphere.map { pow(($0 * $0).sum().squareRoot() / 20, 3) }
        XCTAssertEqual(cubes.reduce(0, +) / Double(cubes.count), 0.5, accuracy: 0.05)
        let shell = origins(.sphere, .surface)
        XCTAssertTrue(shell.allSatisfy { abs(($0 * $0).sum().squareRoot() - 20) < 1e-9 })
        XCTAssertGreaterThan(shell.map { abs($0.z) }.max()!, 15)
    }

    /// Going to 3 s and back to 2 s gives exactly the particles of going to 2 s directly.
    func testScrubbingBackGivesTheSameParticles() {
        let (layer, _) = emitter {
            $0.birthRate = 30; $0.lifetime = 1.5; $0.lifetimeRange = 0.5; $0.velocity = 80; $0.velocityRange = 40
            $0.emissionRange = .pi; $0.yAcceleration = 30; $0.spin = 1; $0.spinRange = 2
        }
        layer.emitterShape = .rectangle
        layer.emitterSize = CGSize(width: 60, height: 20)
        let straight = layer.particles(at: 2)
        _ = layer.particles(at: 3)
        let back = layer.particles(at: 2)
        XCTAssertEqual(straight.map(\.position), back.map(\.position))
        XCTAssertEqual(straight.map(\.angle), back.map(\.angle))
        XCTAssertEqual(straight.map(\.color), back.map(\.color))
    }

    /// The usual way to stop confetti, `birthRate = 0` on the layer, stops births from then on
    /// and lets the live particles fly on and die at their time (Apple's reference: birthRate
    /// "is multiplied by the cell-defined birth rate", of particles "created each second").
    /// 10 a second living 2 s, stopped at 1 s: particles born at 0, 0.1 … 1.0 (11), the same
    /// ones at 1.5 s as if it went on, 5 left at 2.5 s (born at 0.6 … 1.0: the one born at 0.5
    /// dies at 2.5), none at 3.5 s. Times before a change stay as they were.
    func testSettingBirthRateToZeroStopsBirthsAndKeepsLiveParticles() {
        let (layer, _) = emitter { $0.birthRate = 10; $0.lifetime = 2; $0.velocity = 20; $0.emissionRange = .pi }
        root.addSublayer(layer)
        LabClock.commit(root: root)
        let continuous = layer.particles(at: 1.5)
        XCTAssertEqual(layer.particles(at: 1).count, 11)
        advance(to: 1)
        layer.birthRate = 0
        XCTAssertEqual(layer.particles(at: 0.5).count, 6, "earlier times are as they were")
        let stopped = layer.particles(at: 1.5)
        XCTAssertEqual(stopped.count, 11)
        XCTAssertEqual(stopped.map(\.position), Array(continuous.map(\.position).prefix(11)), "the live ones fly on")
        XCTAssertEqual(layer.particles(at: 2.5).map(\.birthTime), (6...10).map { Double($0) / 10 })
        XCTAssertEqual(layer.particles(at: 3.5).count, 0)
    }

    /// SPConfetti stops with `lifetime = 0` on the layer: as a particle's lifetime is set when
    /// it is born, the live ones fly on (1 a second living 10 s, stopped at 2 s: the three born
    /// at 0, 1, 2 are at 350, 250, 150 points at 3.5 s) and none is born after. Halving it
    /// likewise leaves the earlier particles their 10 s.
    func testLoweringTheLifetimeKeepsTheLiveParticles() {
        for lowered: Float in [0, 0.5] {
            let (layer, _) = emitter { $0.birthRate = 1; $0.lifetime = 10; $0.velocity = 100; $0.emissionLongitude = .pi / 2 }
            root.addSublayer(layer)
            LabClock.commit(root: root)
            advance(to: 2)
            layer.lifetime = lowered
            let particles = layer.particles(at: 3.5).filter { $0.birthTime <= 2 }
            XCTAssertEqual(particles.map(\.birthTime), [0, 1, 2], "lifetime \(lowered)")
            XCTAssertEqual(particles.map { ($0.position.y * 1e6).rounded() / 1e6 }, [350, 250, 150], "lifetime \(lowered)")
            XCTAssertEqual(layer.particles(at: 9.9).filter { $0.birthTime <= 2 }.count, 3)
            XCTAssertEqual(layer.particles(at: 11.5).filter { $0.birthTime <= 2 }.map(\.birthTime), [2], "each dies at its own time")
            if lowered == 0 { XCTAssertEqual(layer.particles(at: 5).count, 3, "none born after") }
            layer.removeFromSuperlayer()
        }
    }

    /// Raising the birth rate from 0 fills the pause at the new rate, as Core Animation does
    /// since iOS 7 ("when it begins emitting, [it] adds 'future' particles to make it look like
    /// the animation has been running for a while"): restarted at 4 s after a stop at 1 s, the
    /// emitter shows at 4.25 s the 20 particles born in the last 2 s, as if it never stopped,
    /// while 1.5 s, before the restart, stays as it was. Setting `beginTime` to the start, the
    /// usual remedy, starts afresh: at 0.25 s of the new time, 3 particles (born at 0, 0.1, 0.2).
    func testRaisingTheBirthRateFromZeroFillsThePauseAsOnIOS() {
        let (layer, _) = emitter { $0.birthRate = 10; $0.lifetime = 2; $0.velocity = 20; $0.emissionRange = .pi }
        root.addSublayer(layer)
        LabClock.commit(root: root)
        advance(to: 1)
        layer.birthRate = 0
        let stopped = layer.particles(at: 1.5)
        advance(to: 4)
        layer.birthRate = 1
        XCTAssertEqual(layer.particles(at: 4.25).map { ($0.birthTime * 100).rounded() / 100 }, (23...42).map { Double($0) / 10 })
        XCTAssertEqual(layer.particles(at: 1.5).map(\.position), stopped.map(\.position))
        layer.birthRate = 0
        advance(to: 5)
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.birthRate = 1
        XCTAssertEqual(layer.particles(at: 0.25).map(\.birthTime), [0, 0.1, 0.2])
    }

    /// A layer being set up, not yet shown, has no past: whatever the lab time, its position
    /// and birth rate as set before its first commit hold for every birth (10 × 2 a second: 21
    /// particles at 1 s, all at (10, 10), resting).
    func testSettingUpAnEmitterBeforeItIsShownLeavesNoHistory() {
        advance(to: 3)
        let (layer, _) = emitter { $0.birthRate = 10; $0.lifetime = 5 }
        layer.emitterPosition = CGPoint(x: 10, y: 10)
        layer.birthRate = 2
        XCTAssertEqual(layer.particles(at: 1).map { CGPoint(x: $0.position.x, y: $0.position.y) },
                       [CGPoint](repeating: CGPoint(x: 10, y: 10), count: 21))
    }

    /// Moving the emitter (following a finger, say, with actions disabled so that it keeps up)
    /// moves where particles are born from then on, not the ones already born: resting
    /// particles (velocity 0) born at 0 … 0.9 s stay at (10, 10) after the move at 1 s, those
    /// born from 1 s on are at (50, 50).
    func testMovingTheEmitterLeavesEarlierParticlesWhereTheyWereBorn() {
        let (layer, _) = emitter { $0.birthRate = 10; $0.lifetime = 5 }
        layer.emitterPosition = CGPoint(x: 10, y: 10)
        root.addSublayer(layer)
        LabClock.commit(root: root)
        advance(to: 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.emitterPosition = CGPoint(x: 50, y: 50)
        CATransaction.commit()
        let particles = layer.particles(at: 1.5)
        XCTAssertEqual(particles.count, 16)
        XCTAssertEqual(particles.map { CGPoint(x: $0.position.x, y: $0.position.y) },
                       [CGPoint](repeating: CGPoint(x: 10, y: 10), count: 10) + [CGPoint](repeating: CGPoint(x: 50, y: 50), count: 6))
    }

    /// A particle takes the layer's multipliers and shape as they are at its birth, as on iOS
    /// (Core Animation sets a particle's velocity, scale, spin and lifetime when it is born):
    /// doubling `velocity` at 1 s leaves the 10 particles born before moving at 20 points a
    /// second; the 6 born from then on move at 40. Widening the line emitter likewise spreads only
    /// later births.
    func testModelChangesApplyToLaterBirthsOnly() {
        let (layer, _) = emitter { $0.birthRate = 10; $0.lifetime = 5; $0.velocity = 20 }
        layer.emitterPosition = CGPoint(x: 100, y: 100)
        layer.emitterShape = .line
        root.addSublayer(layer)
        LabClock.commit(root: root)
        advance(to: 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.velocity = 2
        layer.emitterSize = CGSize(width: 80, height: 0)
        CATransaction.commit()
        let particles = layer.particles(at: 1.5)
        XCTAssertEqual(particles.count, 16, "born at 0, 0.1 … 1.5")
        for particle in particles {
            // Emitted along +x (longitude 0): x = start + speed × age.
            let speed = particle.birthTime < 1 ? 20.0 : 40.0
            let start = particle.position.x - speed * particle.age
            if particle.birthTime < 1 {
                XCTAssertEqual(start, 100, accuracy: 1e-9, "born on the point-sized line at \(particle.birthTime)")
            } else {
                XCTAssertTrue((60...140).contains(start), "born on the 80-point line: \(start)")
            }
        }
        XCTAssertTrue(particles.filter { $0.birthTime >= 1 }.contains { abs($0.position.x - 40 * $0.age - 100) > 1 },
                      "the wider line spreads later births")
    }

    /// Color (1, 0.5, 0, 1) with red speed -0.1 and alpha speed -0.25, scale 2 growing 0.5 a
    /// second and spin 1 rad/s: at age 2, color (0.8, 0.5, 0, 0.5), scale 3, angle 2.
    func testColorScaleAndSpinChangeWithAge() throws {
        let (layer, _) = emitter {
            $0.birthRate = 1; $0.lifetime = 10; $0.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            $0.redSpeed = -0.1; $0.alphaSpeed = -0.25; $0.scale = 2; $0.scaleSpeed = 0.5; $0.spin = 1
        }
        let particle = try XCTUnwrap(layer.particles(at: 2).first)
        XCTAssertEqual(particle.color.x, 0.8, accuracy: 1e-6)
        XCTAssertEqual(particle.color.y, 0.5, accuracy: 1e-6)
        XCTAssertEqual(particle.color.w, 0.5, accuracy: 1e-6)
        XCTAssertEqual(particle.scale, 3, accuracy: 1e-9)
        XCTAssertEqual(particle.angle, 2, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(layer.particles(at: 9).first).color.w, 0, "alpha clamps at 0")
    }

    /// A parent born each second at (0, 0) moving right at 100 pt/s emits a child every half
    /// second from where it is: at 1 s the first parent's children were born at (0, 0),
    /// (50, 0) and (100, 0), and the second parent, just born, has emitted one at (0, 0).
    func testNestedCellsEmitFromTheirParticles() {
        let child = CAEmitterCell()
        child.birthRate = 2
        child.lifetime = 10
        let (layer, _) = emitter { $0.birthRate = 1; $0.lifetime = 10; $0.velocity = 100; $0.emitterCells = [child] }
        let particles = layer.particles(at: 1)
        let children = particles.filter { $0.cell === child }.map { $0.position.x }
        XCTAssertEqual(particles.count - children.count, 2)
        XCTAssertEqual(children.sorted(), [0, 0, 50, 100])
    }

    /// Oldest first puts the newest on top; oldest last the reverse.
    func testRenderModesOrderParticles() {
        let (layer, _) = emitter { $0.birthRate = 4; $0.lifetime = 10 }
        layer.renderMode = .oldestFirst
        XCTAssertEqual(layer.particles(at: 1).map(\.birthTime), [0, 0.25, 0.5, 0.75, 1])
        layer.renderMode = .oldestLast
        XCTAssertEqual(layer.particles(at: 1).map(\.birthTime), [1, 0.75, 0.5, 0.25, 0])
    }

    /// The emitter's properties and its named cells' animate by key path on the presentation
    /// copy, and each particle takes them as they were at its birth and keeps them, as Core
    /// Animation's particles do. The velocity animates 0 → 100 and the emitter (0, 0) → (0, 40)
    /// over 1 s, linearly; a particle is born every 0.25 s. At 0.5 s the one born at 0 rests at
    /// (0, 0), the one born at 0.25 s left (0, 10) at 25 pt/s (6.25 pt by now), the newest is
    /// at (0, 20). At 2 s, with both animations ended and removed, those particles keep their
    /// values (the second is 25 × 1.75 = 43.75 pt along) and the ones born since take the
    /// model's (velocity 0, at (0, 0)). The model and its cell keep their values throughout.
    func testParticlesKeepTheAnimatedValuesOfTheirBirth() throws {
        let (layer, cell) = emitter { $0.birthRate = 4; $0.lifetime = 10 }
        root.addSublayer(layer)
        LabClock.commit(root: root)
        let speed = CABasicAnimation(keyPath: "emitterCells.dot.velocity")
        speed.fromValue = 0
        speed.toValue = 100
        speed.duration = 1
        speed.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(speed, forKey: "speed")
        let move = CABasicAnimation(keyPath: "emitterPosition")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 0, y: 40)
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(move, forKey: "move")
        LabClock.advance(to: 0.5, root: root)
        let shown = try XCTUnwrap(layer.presentation())
        XCTAssertEqual(shown.emitterPosition.y, 20, accuracy: 1e-9)
        func positions(_ particles: [EmitterParticle]) -> [CGPoint] {
            particles.sorted { $0.birthTime < $1.birthTime }.map { CGPoint(x: $0.position.x, y: $0.position.y) }
        }
        let expected = [CGPoint(x: 0, y: 0), CGPoint(x: 6.25, y: 10), CGPoint(x: 0, y: 20)]
        XCTAssertEqual(positions(shown.particles(at: 0.5)), expected)
        XCTAssertEqual(positions(layer.particles(at: 0.5)), expected, "the model's particles are the same")
        LabClock.advance(to: 2, root: root)
        XCTAssertNil(layer.animationKeys(), "both animations ended and were removed")
        let later = positions(layer.particles(at: 2))
        XCTAssertEqual(later.count, 9)
        XCTAssertEqual(later[1].x, 43.75, accuracy: 1e-9)
        XCTAssertEqual(later[1].y, 10, accuracy: 1e-9)
        XCTAssertEqual(Array(later[5...]), [CGPoint](repeating: .zero, count: 4), "born at 1.25 s and later, after both ended")
        XCTAssertEqual(positions(layer.particles(at: 0.5)), expected, "scrubbing back shows the same particles")
        XCTAssertEqual(cell.velocity, 0, "the cell keeps its value")
        XCTAssertEqual(layer.emitterPosition, .zero)
        XCTAssertTrue(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// A burst made by animating a birth rate down to 0 (the layer's `birthRate`, or a cell's by
    /// `emitterCells.dot.birthRate`), over a model rate of 0: births follow the animated rate,
    /// sampled every 1/240 s, and the particles born live out their lifetimes after the
    /// animation ends and is removed. Rate 100 × (1 − t / 0.2) for 0.2 s: the 48 steps give
    /// 100/240 × Σ(1 − k/48) = 100/240 × 24.5 ≈ 10.2 births, so particles 0…10 (11); by 0.1 s
    /// 100/240 × (24 − 276/48) ≈ 7.6, so particles 0…7 (8), born at the same times then as
    /// when seen later.
    func testAnimatingTheLayersBirthRateMakesABurst() throws {
        try checkBurst(keyPath: "birthRate")
    }

    func testAnimatingACellsBirthRateMakesABurst() throws {
        try checkBurst(keyPath: "emitterCells.dot.birthRate")
    }

    private func checkBurst(keyPath: String) throws {
        let (layer, cell) = emitter { $0.birthRate = 100; $0.lifetime = 10 }
        let animatesLayer = keyPath == "birthRate"
        if animatesLayer { layer.birthRate = 0 } else { cell.birthRate = 0 }
        root.addSublayer(layer)
        LabClock.commit(root: root)
        let burst = CABasicAnimation(keyPath: keyPath)
        burst.fromValue = animatesLayer ? 1 : 100
        burst.toValue = 0
        burst.duration = 0.2
        burst.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(burst, forKey: "burst")
        let early = layer.particles(at: 0.1).map(\.birthTime).sorted()
        XCTAssertEqual(early.count, 8)
        LabClock.advance(to: 1, root: root)
        XCTAssertNil(layer.animationKeys(), "the burst ended and was removed")
        let births = layer.particles(at: 1).map(\.birthTime).sorted()
        XCTAssertEqual(births.count, 11)
        XCTAssertEqual(Array(births.prefix(8)), early, "scrubbing back shows the same particles")
        XCTAssertLessThan(births.last ?? .infinity, 0.2)
        XCTAssertEqual(births.first, 0)
        // Particle 1: steps 0 and 1 (rates 100 and 100 × 47/48) bring 0.82 births; the rest
        // comes at step 2's rate, 100 × 46/48 (the animated values are Floats).
        let firstTwo = 100.0 / 240 * (1 + 47.0 / 48)
        XCTAssertEqual(births.count > 1 ? births[1] : 0, 2.0 / 240 + (1 - firstTwo) / (100 * 46.0 / 48), accuracy: 1e-7)
        XCTAssertTrue(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// Careless animated values: a NaN, infinite or huge birth rate or velocity, animated,
    /// gives bounded work and finite particles (or none), never a trap.
    func testCarelessAnimatedValuesStayBounded() {
        let values: [Double] = [.nan, .infinity, -.infinity, 1e300, -5, 1e9]
        for (index, value) in values.enumerated() {
            for keyPath in ["birthRate", "emitterCells.dot.birthRate", "emitterCells.dot.velocity", "velocity", "emitterPosition"] {
                LabClock.reset()
                let (layer, _) = emitter { $0.birthRate = 50; $0.lifetime = 2; $0.velocity = 10 }
                let host = CALayer()
                host.addSublayer(layer)
                LabClock.commit(root: host)
                let animation = CABasicAnimation(keyPath: keyPath)
                animation.fromValue = keyPath == "emitterPosition" ? CGPoint(x: value, y: value) as Any : value as Any
                animation.toValue = keyPath == "emitterPosition" ? CGPoint(x: 1, y: 1) as Any : 1 as Any
                animation.duration = 0.5
                layer.add(animation, forKey: "careless")
                for time in [0.1, 0.3, 0.6, 1.5] {
                    LabClock.advance(to: time, root: host)
                    let particles = layer.particles(at: time)
                    XCTAssertLessThanOrEqual(particles.count, CAEmitterLayer.maximumParticleCount, "\(keyPath) \(index)")
                    _ = layer.presentation()?.particles(at: time)
                }
            }
        }
    }

    func testBadValuesAreIgnoredWithADiagnostic() {
        let (layer, cell) = emitter { $0.birthRate = 5; $0.lifetime = 1 }
        cell.birthRate = .nan
        cell.lifetime = -1
        cell.velocity = .infinity
        layer.birthRate = .nan
        layer.emitterPosition = CGPoint(x: CGFloat.nan, y: 0)
        XCTAssertEqual(cell.birthRate, 5)
        XCTAssertEqual(cell.lifetime, 1)
        XCTAssertEqual(cell.velocity, 0)
        XCTAssertEqual(layer.birthRate, 1)
        XCTAssertEqual(layer.emitterPosition, .zero)
        XCTAssertEqual(diagnostics.count, 5, "\(diagnostics)")
    }

    /// A birth rate of 1e9 is cut to the particle budget, with one diagnostic.
    func testHugeBirthRateIsCapped() {
        let (layer, _) = emitter { $0.birthRate = 1e9; $0.lifetime = 1 }
        let count = layer.particles(at: 3).count
        XCTAssertLessThanOrEqual(count, CAEmitterLayer.maximumParticleCount)
        XCTAssertGreaterThan(count, CAEmitterLayer.maximumParticleCount / 2)
        XCTAssertEqual(diagnostics.filter { $0.contains("cut") }.count, 1, "\(diagnostics)")
    }

    /// A cell nested in itself emits down to the nesting limit and says so once.
    func testCellNestedInItselfIsBounded() {
        let (layer, cell) = emitter { $0.birthRate = 2; $0.lifetime = 1 }
        cell.emitterCells = [cell]
        let particles = layer.particles(at: 2)
        XCTAssertEqual(particles.count, 2, "only the top-level particles: the nested cell is the cell itself")
        XCTAssertEqual(diagnostics.filter { $0.contains("nested in itself") }.count, 1, "\(diagnostics)")
    }
}
