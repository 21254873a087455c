/// The first stored property of LabKit's objects that Foundation keeps in attributed strings
/// (fonts, colors, shadows, paragraph styles): it makes Core Foundation hand them back to
/// Swift to be compared.
///
/// On Linux, Core Foundation takes the word after an object's isa and reference count for
/// its CF header and reads a type number from bits 8–17. A number other than 0 sends
/// `CFEqual` and `CFHash` to the object's `isEqual(_:)` and `hash`; 0 marks a "not a type"
/// object, and `CFEqual` of two of them traps. A Swift object has its first stored property
/// there, so a shadow (offset 0, 0) or the box Foundation wraps around a pure Swift object
/// (which holds its pointer, 0 in those bits about once in 1,024 addresses) trapped when
/// `addAttribute(_:value:range:)` compared it with the value already set. This word holds
/// the last type number, which Core Foundation does not register: the object's class is not
/// the one Core Foundation has for it, so the object always goes to Swift. (These classes are
/// `NSObject` subclasses, as on iOS, so that Foundation keeps them as they are, unboxed.)
struct CoreFoundationHeader {
    private let word: UInt64 = 0x3FF << 8
}
