import Foundation

extension NSObject {
    /// `<CALayer: 0x600000c2c0a0>`, as Apple's `NSObject` describes an object: the class name
    /// (LabKit's own classes unqualified, as UIKit's are; a plugin's with its module, as Swift
    /// classes print on iOS) and the address, unpadded.
    var appleDescription: String {
        "<\(NSObject.appleClassName(type(of: self))): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
    }

    /// A class's name as the Objective-C runtime gives it: LabKit's unqualified, as UIKit's
    /// are; others with their module (`SwiftMessages.MessageView`).
    static func appleClassName(_ type: AnyClass) -> String {
        let name = String(reflecting: type)
        return name.hasPrefix("LabKit.") ? String(name.dropFirst("LabKit.".count)) : name
    }
}

/// A number as UIKit's descriptions print it (`%g`: 100, 10.5, 0.333333).
func appleFormatted(_ number: CGFloat) -> String { String(format: "%g", Double(number)) }
