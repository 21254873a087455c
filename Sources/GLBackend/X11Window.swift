import CEGL
import CWindowing
import Foundation
import LabKit

/// An Xlib window with an EGL surface (`EGL_PLATFORM_X11_KHR`). `eglSwapBuffers` does not
/// wait without a compositor, so the caller paces frames.
public final class X11Window: LabWindow {
    public let scale: CGFloat
    public private(set) var size: CGSize
    public var pacesFrames: Bool { false }
    public var kind: String { "X11" }
    private let handle: OpaquePointer
    private var egl: EGLWindowContext!
    private var pixelSize: (width: Int, height: Int)

    /// Opens a window of `size` points titled `title` on `$DISPLAY`; `scale` nil: 2, or what
    /// the X resources' Xft.dpi says (dpi / 96).
    public init(size: CGSize, scale: CGFloat?, title: String) throws {
        guard let name = ProcessInfo.processInfo.environment["DISPLAY"], !name.isEmpty else {
            throw WindowError.noDisplay("no X11 display: DISPLAY is not set (pass --offscreen to render without a window)")
        }
        var chosen = scale ?? 2
        if scale == nil {
            let dpi = lab_x11_query_dpi(name)
            if dpi > 0 { chosen = max(1, (CGFloat(dpi) / 96).rounded()) }
        }
        var error = [CChar](repeating: 0, count: 256)
        let width = Int((size.width * chosen).rounded()), height = Int((size.height * chosen).rounded())
        guard let handle = lab_x11_open(name, Int32(width), Int32(height), title, &error, error.count) else {
            throw WindowError.noDisplay("no X11 display: \(String(cString: error)) (pass --offscreen to render without a window)")
        }
        self.handle = handle
        self.scale = chosen
        self.size = size
        pixelSize = (width, height)
        var window = lab_x11_window(handle)
        egl = try withUnsafeMutablePointer(to: &window) { pointer in
            try EGLWindowContext(platform: EGL_PLATFORM_X11_KHR, nativeDisplay: lab_x11_display(handle)!,
                                 nativeWindow: UnsafeMutableRawPointer(pointer), swapInterval: 0)
        }
    }

    public func nextEvent() throws -> WindowEvent? {
        var event = lab_event()
        while lab_x11_next_event(handle, &event) != 0 {
            switch event.type {
            case LAB_EVENT_POINTER_DOWN: return .pointer(.began, point(event))
            case LAB_EVENT_POINTER_MOTION: return .pointer(.moved, point(event))
            case LAB_EVENT_POINTER_UP: return .pointer(.ended, point(event))
            case LAB_EVENT_KEY: return .key(keysym: event.keysym, text: event.string)
            case LAB_EVENT_RESIZE:
                pixelSize = (Int(event.width), Int(event.height))
                size = CGSize(width: CGFloat(event.width) / scale, height: CGFloat(event.height) / scale)
                return .resized(size)
            case LAB_EVENT_CLOSE: return .close
            default: continue
            }
        }
        return nil
    }

    private func point(_ event: lab_event) -> CGPoint {
        CGPoint(x: CGFloat(event.x) / scale, y: CGFloat(event.y) / scale)
    }

    public func present(_ renderer: GLRenderer) throws {
        renderer.blitFrame(toWindowWidth: pixelSize.width, height: pixelSize.height)
        do {
            try egl.swapBuffers()
            failedSwaps = 0
        } catch {
            // A window destroyed by someone else fails the swap before its DestroyNotify is
            // read; only a swap that keeps failing means the window cannot be shown.
            failedSwaps += 1
            if failedSwaps > 30 { throw WindowError.displayLost("cannot show frames in the X11 window: \(error)") }
        }
    }

    private var failedSwaps = 0

    deinit {
        egl = nil
        lab_x11_close(handle)
    }
}
