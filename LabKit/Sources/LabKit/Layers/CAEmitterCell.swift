import Foundation

/// Core Animation's definition of a particle that a `CAEmitterLayer` emits: how many are
/// born each second, how long each lives, how it moves, turns, grows and changes color, and
/// the image it shows. Each per-particle quantity has a mean and a range: a particle's value
/// is drawn uniformly from mean ± range when it is born (see `CAEmitterLayer`).
///
/// A cell's `emitterCells` are emitted by each of its particles in turn, from where that
/// particle is. A value that is not finite (and a negative birth rate or lifetime) is ignored
/// with a diagnostic.
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// The name that key paths of the emitter use for the cell (`emitterCells.NAME.birthRate`).
    open var name: String?
    /// Whether the cell emits particles (default true).
    open var isEnabled = true
    /// Particles born per second (default 0), times the emitter's `birthRate`.
    open var birthRate: Float = 0 { didSet { validate(&birthRate, oldValue, "birthRate", nonNegative: true) } }
    /// The mean lifetime of a particle in seconds (default 0), times the emitter's `lifetime`.
    open var lifetime: Float = 0 { didSet { validate(&lifetime, oldValue, "lifetime", nonNegative: true) } }
    /// How much a particle's lifetime varies either side of `lifetime` (default 0).
    open var lifetimeRange: Float = 0 { didSet { validate(&lifetimeRange, oldValue, "lifetimeRange") } }
    /// The mean initial speed in points per second (default 0), times the emitter's `velocity`.
    open var velocity: CGFloat = 0 { didSet { validate(&velocity, oldValue, "velocity") } }
    /// How much the initial speed varies either side of `velocity` (default 0).
    open var velocityRange: CGFloat = 0 { didSet { validate(&velocityRange, oldValue, "velocityRange") } }
    /// The acceleration along x, in points per second squared (default 0).
    open var xAcceleration: CGFloat = 0 { didSet { validate(&xAcceleration, oldValue, "xAcceleration") } }
    /// The acceleration along y (down on screen), in points per second squared (default 0).
    open var yAcceleration: CGFloat = 0 { didSet { validate(&yAcceleration, oldValue, "yAcceleration") } }
    /// The acceleration along z, in points per second squared (default 0).
    open var zAcceleration: CGFloat = 0 { didSet { validate(&zAcceleration, oldValue, "zAcceleration") } }
    /// The emission direction's angle in the xy plane from the x axis, in radians (default 0).
    open var emissionLongitude: CGFloat = 0 { didSet { validate(&emissionLongitude, oldValue, "emissionLongitude") } }
    /// The emission direction's angle out of the xy plane, in radians (default 0: in the plane).
    open var emissionLatitude: CGFloat = 0 { didSet { validate(&emissionLatitude, oldValue, "emissionLatitude") } }
    /// The half angle of the cone around the emission direction that particles leave in,
    /// uniformly over the cone, in radians (default 0).
    open var emissionRange: CGFloat = 0 { didSet { validate(&emissionRange, oldValue, "emissionRange") } }
    /// The mean scale of the image (default 1), times the emitter's `scale`.
    open var scale: CGFloat = 1 { didSet { validate(&scale, oldValue, "scale") } }
    /// How much the scale varies either side of `scale` (default 0).
    open var scaleRange: CGFloat = 0 { didSet { validate(&scaleRange, oldValue, "scaleRange") } }
    /// How fast the scale changes, per second (default 0).
    open var scaleSpeed: CGFloat = 0 { didSet { validate(&scaleSpeed, oldValue, "scaleSpeed") } }
    /// The mean rotation speed in radians per second (default 0), times the emitter's `spin`.
    open var spin: CGFloat = 0 { didSet { validate(&spin, oldValue, "spin") } }
    /// How much the rotation speed varies either side of `spin` (default 0).
    open var spinRange: CGFloat = 0 { didSet { validate(&spinRange, oldValue, "spinRange") } }
    /// The mean color that multiplies the image (default nil: opaque white).
    open var color: CGColor?
    /// How much each particle's red varies either side of `color`'s (default 0).
    open var redRange: Float = 0 { didSet { validate(&redRange, oldValue, "redRange") } }
    /// How much each particle's green varies either side of `color`'s (default 0).
    open var greenRange: Float = 0 { didSet { validate(&greenRange, oldValue, "greenRange") } }
    /// How much each particle's blue varies either side of `color`'s (default 0).
    open var blueRange: Float = 0 { didSet { validate(&blueRange, oldValue, "blueRange") } }
    /// How much each particle's alpha varies either side of `color`'s (default 0).
    open var alphaRange: Float = 0 { didSet { validate(&alphaRange, oldValue, "alphaRange") } }
    /// How fast red changes, per second, clamped to 0…1 (default 0).
    open var redSpeed: Float = 0 { didSet { validate(&redSpeed, oldValue, "redSpeed") } }
    /// How fast green changes, per second, clamped to 0…1 (default 0).
    open var greenSpeed: Float = 0 { didSet { validate(&greenSpeed, oldValue, "greenSpeed") } }
    /// How fast blue changes, per second, clamped to 0…1 (default 0).
    open var blueSpeed: Float = 0 { didSet { validate(&blueSpeed, oldValue, "blueSpeed") } }
    /// How fast alpha changes, per second, clamped to 0…1 (default 0): a negative speed fades.
    open var alphaSpeed: Float = 0 { didSet { validate(&alphaSpeed, oldValue, "alphaSpeed") } }
    /// The image each particle shows (a `CGImage` or `UIImage`); nil draws nothing, as on iOS.
    open var contents: Any?
    /// The part of the image shown, in unit coordinates (default the whole image).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The filter used when a particle's image is drawn smaller than its pixels (default
    /// `.linear`).
    open var minificationFilter: CALayerContentsFilter = .linear
    /// The filter used when a particle's image is drawn larger than its pixels (default
    /// `.linear`).
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// Added to the mipmap level that `.trilinear` minification picks (default 0).
    open var minificationFilterBias: Float = 0 { didSet { validate(&minificationFilterBias, oldValue, "minificationFilterBias") } }
    /// Image pixels per point of a particle at scale 1 (default 1).
    open var contentsScale: CGFloat = 1 { didSet { validate(&contentsScale, oldValue, "contentsScale") } }
    /// When, after the emitter starts (or its parent particle is born), the cell starts
    /// emitting, in seconds (default 0).
    open var beginTime: CFTimeInterval = 0 { didSet { validate(&beginTime, oldValue, "beginTime") } }
    /// How long one iteration of the cell's emitting lasts, in seconds (default 0: the cell
    /// emits for ever).
    open var duration: CFTimeInterval = 0 { didSet { validate(&duration, oldValue, "duration", nonNegative: true) } }
    /// How fast the cell's time runs: its emitting lasts its active duration divided by the
    /// speed; 0 stops it emitting (default 1).
    open var speed: Float = 1 { didSet { validate(&speed, oldValue, "speed") } }
    /// Kept for `CAMediaTiming`; an offset does not move a cell's emitting window.
    open var timeOffset: CFTimeInterval = 0 { didSet { validate(&timeOffset, oldValue, "timeOffset") } }
    /// How many iterations of `duration` the cell emits for (default 0: one).
    open var repeatCount: Float = 0 {
        didSet {
            // Infinity is Core Animation's "for ever".
            if repeatCount != .infinity { validate(&repeatCount, oldValue, "repeatCount", nonNegative: true) }
        }
    }
    /// How long the cell emits, instead of `repeatCount` (default 0: unused).
    open var repeatDuration: CFTimeInterval = 0 { didSet { validate(&repeatDuration, oldValue, "repeatDuration", nonNegative: true) } }
    /// Whether each iteration plays forward and back, doubling how long the cell emits.
    open var autoreverses = false
    /// Kept for `CAMediaTiming`; particles live out their lifetimes whatever it is.
    open var fillMode = CAMediaTimingFillMode.removed

    /// When the cell stops emitting, in seconds after it begins: its active duration (Core
    /// Animation's timing of `duration`, `repeatCount`, `repeatDuration` and `autoreverses`)
    /// at its speed; nil when it emits for ever.
    var emittingDuration: CFTimeInterval? {
        guard speed != 0 else { return 0 }
        guard duration > 0 else { return nil }
        let active = TimingModel(self, defaultDuration: duration).activeDuration / abs(Double(speed))
        return active.isFinite ? active : nil
    }
    /// The cells each particle of this cell emits.
    open var emitterCells: [CAEmitterCell]?

    /// Values set by key-value coding under keys the cell has no property for.
    var otherValues: [String: Any] = [:]

    /// Creates a cell that emits nothing until given a birth rate and lifetime.
    public required override init() { super.init() }

    /// Creates a cell, as Core Animation's class method does.
    public class func emitterCell() -> Self { self.init() }

    /// The image each particle shows, when `contents` is one.
    @_spi(Rendering) public var image: CGImage? {
        switch contents {
        case let image as CGImage: return image
        case let image as UIImage: return image.displayedImage
        default: return nil
        }
    }

    /// The cell's numeric property `key` (the ones the emitter's key paths animate), or nil.
    func number(forKey key: String) -> Double? {
        switch key {
        case "birthRate": return Double(birthRate)
        case "lifetime": return Double(lifetime)
        case "lifetimeRange": return Double(lifetimeRange)
        case "velocity": return Double(velocity)
        case "velocityRange": return Double(velocityRange)
        case "xAcceleration": return Double(xAcceleration)
        case "yAcceleration": return Double(yAcceleration)
        case "zAcceleration": return Double(zAcceleration)
        case "emissionLongitude": return Double(emissionLongitude)
        case "emissionLatitude": return Double(emissionLatitude)
        case "emissionRange": return Double(emissionRange)
        case "scale": return Double(scale)
        case "scaleRange": return Double(scaleRange)
        case "scaleSpeed": return Double(scaleSpeed)
        case "spin": return Double(spin)
        case "spinRange": return Double(spinRange)
        case "redRange": return Double(redRange)
        case "greenRange": return Double(greenRange)
        case "blueRange": return Double(blueRange)
        case "alphaRange": return Double(alphaRange)
        case "redSpeed": return Double(redSpeed)
        case "greenSpeed": return Double(greenSpeed)
        case "blueSpeed": return Double(blueSpeed)
        case "alphaSpeed": return Double(alphaSpeed)
        default: return nil
        }
    }

    private func validate<Value: BinaryFloatingPoint>(_ value: inout Value, _ old: Value, _ key: String, nonNegative: Bool = false) {
        guard !value.isFinite || (nonNegative && value < 0) else { return }
        LabDiagnostics.report("CAEmitterCell \(name ?? ""): \(key) \(value) is \(value.isFinite ? "negative" : "not finite"); ignored")
        value = old
    }
}
