import LabKit

/// The length of one loop of every splash animation.
public let kAnimationDuration: TimeInterval = 3.0
/// The length of the collapse at the end of each loop.
public let kAnimationDurationDelay: TimeInterval = 0.5
/// Where the tile grid and the tiles start inside their loop.
public let kAnimationTimeOffset: CFTimeInterval = 0.35 * kAnimationDuration
/// How far a tile is pushed out by the ripple, per point of distance from the centre tile.
/// A variable, because the tutorial invites changing it: the scenes' `rippleMagnitude`
/// parameter sets it before the splash is built.
public var kRippleMagnitudeMultiplier: CGFloat = 0.025
/// How much later a tile's ripple starts, per point of distance from the centre tile (the
/// scenes' `rippleDelay` parameter).
public var kRippleDelayMultiplier: TimeInterval = 0.0006666
