import CEGL
import CWindowing
import Foundation
import LabKit

/// An xdg-shell toplevel with a `wl_egl_window` (`EGL_PLATFORM_WAYLAND_KHR`). With swap
/// interval 1, `eglSwapBuffers` waits for the compositor's frame callback: the display paces
/// the frames.
public final class WaylandWindow: LabWindow {
    public let scale: CGFloat
    public private(set) var size: CGSize
    public var pacesFrames: Bool { true }
    public var kind: String { "Wayland" }
    private let handle: OpaquePointer
    private var egl: EGLWindowContext!

    /// Opens a toplevel of `size` points titled `title` on `$WAYLAND_DISPLAY`; `scale` nil:
    /// the outputs' scale.
    public init(size: CGSize, scale: CGFloat?, title: String) throws {
        guard let name = ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"], !name.isEmpty else {
            throw WindowError.noDisplay("no Wayland display: WAYLAND_DISPLAY is not set (pass --offscreen to render without a window)")
        }
        var error = [CChar](repeating: 0, count: 256)
        let requested = scale.map { Int32(max(1, $0.rounded())) } ?? 0
        guard let handle = lab_wayland_open(name, Int32(size.width.rounded()), Int32(size.height.rounded()), requested, title,
                                            &error, error.count) else {
            throw WindowError.noDisplay("no Wayland display: \(String(cString: error)) (pass --offscreen to render without a window)")
        }
        self.handle = handle
        self.scale = CGFloat(lab_wayland_scale(handle))
        self.size = size
        egl = try EGLWindowContext(platform: EGL_PLATFORM_WAYLAND_KHR, nativeDisplay: lab_wayland_display(handle)!,
                                   nativeWindow: lab_wayland_egl_window(handle)!, swapInterval: 1)
    }

    public func nextEvent() throws -> WindowEvent? {
        var event = lab_event()
        while lab_wayland_next_event(handle, &event) != 0 {
            switch event.type {
            case LAB_EVENT_POINTER_DOWN: return .pointer(.began, CGPoint(x: event.x, y: event.y))
            case LAB_EVENT_POINTER_MOTION: return .pointer(.moved, CGPoint(x: event.x, y: event.y))
            case LAB_EVENT_POINTER_UP: return .pointer(.ended, CGPoint(x: event.x, y: event.y))
            case LAB_EVENT_KEY: return .key(keysym: event.keysym, text: event.string)
            case LAB_EVENT_RESIZE:
                lab_wayland_resize(handle, event.width, event.height)
                size = CGSize(width: CGFloat(event.width), height: CGFloat(event.height))
                return .resized(size)
            case LAB_EVENT_CLOSE: return .close
            default: continue
            }
        }
        if lab_wayland_failed(handle) != 0 {
            throw WindowError.displayLost("lost the connection to the Wayland compositor")
        }
        return nil
    }

    public func present(_ renderer: GLRenderer) throws {
        renderer.blitFrame(toWindowWidth: Int(size.width * scale), height: Int(size.height * scale))
        do {
            try egl.swapBuffers()
        } catch {
            throw WindowError.displayLost("lost the connection to the Wayland compositor (\(error))")
        }
    }

    deinit {
        egl = nil
        lab_wayland_close(handle)
    }
}
