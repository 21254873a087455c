import Foundation

/// A timer synchronized with the display, as in Core Animation, but closure based: Linux has
/// no Objective-C runtime for `init(target:selector:)`.
///
///     let link = CADisplayLink { link in self.updateLoop() }
///     link.add(to: .main, forMode: .common)
///
/// It fires once per frame of the lab clock, after due timers and before the transaction
/// commits, so what it changes is what the frame shows.
public final class CADisplayLink {
    /// The time of the previous frame.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the frame being prepared (the current lab time while the handler runs).
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The display's frame interval.
    public var duration: CFTimeInterval { LabClock.frameInterval }
    /// When true, the link does not fire.
    public var isPaused = false
    /// Frames per second wanted (0: every frame of the display).
    public var preferredFramesPerSecond = 0
    /// The display frames between calls (deprecated in iOS 10 for `preferredFramesPerSecond`;
    /// 2 on the lab's 60 Hz display is 30 calls a second). Values below 1 are taken as 1.
    public var frameInterval: Int {
        get { preferredFramesPerSecond > 0 ? max(1, Int((60 / Double(preferredFramesPerSecond)).rounded())) : 1 }
        set { preferredFramesPerSecond = newValue > 1 ? max(1, Int((60 / Double(newValue)).rounded())) : 0 }
    }
    private let handler: (CADisplayLink) -> Void
    private var isScheduled = false
    private var lastFired: CFTimeInterval?

    nonisolated(unsafe) private static var links: [CADisplayLink] = []

    /// Creates a paused-until-added link that calls `handler` on every frame.
    public init(_ handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts calling the handler every frame. The run loop and mode are accepted for
    /// fidelity; there is one lab clock.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isScheduled else { return }
        isScheduled = true
        CADisplayLink.links.append(self)
    }

    /// Stops calling the handler (until added again).
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
        CADisplayLink.links.removeAll { $0 === self }
    }

    /// Removes the link from the clock for good, releasing it.
    public func invalidate() {
        remove(from: .main, forMode: .common)
    }

    static func fireAll(previousFrame: CFTimeInterval, frame: CFTimeInterval) {
        for link in links where !link.isPaused && link.isScheduled {
            if link.preferredFramesPerSecond > 0, let last = link.lastFired,
               frame - last < 1 / Double(link.preferredFramesPerSecond) - LabClock.frameInterval / 2 {
                continue
            }
            link.timestamp = previousFrame
            link.targetTimestamp = frame
            link.lastFired = frame
            link.handler(link)
        }
    }

    static func invalidateAll() {
        for link in links { link.isScheduled = false }
        links = []
    }
}
