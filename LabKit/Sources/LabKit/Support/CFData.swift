import Foundation

/// Core Foundation's data, toll-free bridged to `NSData` as on Apple's platforms (Foundation
/// on Linux does not export it), so that `data as CFData` and `CFDataGetBytePtr(data)` work as
/// iOS code writes them.
public typealias CFData = NSData

/// Core Foundation's index and count type.
public typealias CFIndex = Int

/// A pointer to `data`'s bytes, valid while `data` lives.
public func CFDataGetBytePtr(_ data: CFData) -> UnsafePointer<UInt8> {
    data.bytes.assumingMemoryBound(to: UInt8.self)
}

/// The number of bytes in `data`.
public func CFDataGetLength(_ data: CFData) -> CFIndex { data.length }
