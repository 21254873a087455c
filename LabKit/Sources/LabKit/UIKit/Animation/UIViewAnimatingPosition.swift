import Foundation

/// Where an animator's animations ended, as its completion blocks are told.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their final values.
    case end = 0
    /// At their starting values.
    case start = 1
    /// Wherever they were when stopped.
    case current = 2
}
