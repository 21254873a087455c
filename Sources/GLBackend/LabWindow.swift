import CWindowing
import Foundation
import LabKit

/// What a window reports.
public enum WindowEvent: Equatable {
    /// The primary button or finger, at a point in the window (points).
    case pointer(UITouch.Phase, CGPoint)
    /// A key: its keysym (X11 and xkbcommon share the values) and the text it types.
    case key(keysym: UInt32, text: String)
    /// The window's new size, in points.
    case resized(CGSize)
    /// The user closed the window.
    case close
}

/// Why a window cannot be shown or kept.
public enum WindowError: Error, CustomStringConvertible {
    /// No display server to connect to.
    case noDisplay(String)
    /// The display server went away.
    case displayLost(String)

    public var description: String {
        switch self {
        case .noDisplay(let message), .displayLost(let message): return message
        }
    }
}

/// A window back end: a native window with a GL context, sized in points at a scale, that
/// reports input and shows what the renderer drew. X11 and Wayland implement it.
public protocol LabWindow: AnyObject {
    /// Device pixels per point.
    var scale: CGFloat { get }
    /// The window's size in points.
    var size: CGSize { get }
    /// Whether showing a frame waits for the display (Wayland frame callbacks); otherwise the
    /// caller paces frames itself.
    var pacesFrames: Bool { get }
    /// The back end's name, for messages: "X11" or "Wayland".
    var kind: String { get }
    /// The next event, without waiting; throws `WindowError.displayLost` once the display is gone.
    func nextEvent() throws -> WindowEvent?
    /// Copies the renderer's last frame into the window and shows it.
    func present(_ renderer: GLRenderer) throws
}

/// Keysyms the lab acts on.
public enum Keysym {
    /// BackSpace.
    public static let backSpace: UInt32 = 0xff08
    /// Tab.
    public static let tab: UInt32 = 0xff09
    /// Return.
    public static let returnKey: UInt32 = 0xff0d
    /// Escape.
    public static let escape: UInt32 = 0xff1b
    /// The left arrow.
    public static let left: UInt32 = 0xff51
    /// The right arrow.
    public static let right: UInt32 = 0xff53
    /// The keypad's Enter.
    public static let keypadEnter: UInt32 = 0xff8d
}

extension lab_event {
    /// The event's text field as a Swift string.
    var string: String {
        withUnsafeBytes(of: text) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
