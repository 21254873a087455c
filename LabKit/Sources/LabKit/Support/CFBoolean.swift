import Foundation

/// Core Foundation's true, as Apple's code passes it to `setValue(_:forKey:)` (Foundation on
/// Linux does not export it).
public let kCFBooleanTrue = NSNumber(value: true)
/// Core Foundation's false.
public let kCFBooleanFalse = NSNumber(value: false)
