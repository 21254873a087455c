import Foundation

/// Core Foundation's array, toll-free bridged to `NSArray` as on Apple's platforms, so that
/// `colors as CFArray` works as iOS code writes it.
public typealias CFArray = NSArray
