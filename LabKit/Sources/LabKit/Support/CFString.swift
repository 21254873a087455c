import Foundation

/// Core Foundation's string, toll-free bridged to `NSString` as on Apple's platforms (Foundation
/// on Linux does not export it), so that `"Helvetica" as CFString` works as iOS code writes it.
public typealias CFString = NSString
