import CEGL

/// A GLES 3 context drawing into a native window through EGL: an X11 window or a Wayland
/// `wl_egl_window`. The renderer draws into its framebuffer objects as offscreen; the
/// finished frame is copied into the window's buffer and swapped.
final class EGLWindowContext {
    let display: EGLDisplay
    let context: EGLContext
    let surface: EGLSurface

    /// `platform` is `EGL_PLATFORM_X11_KHR` or `EGL_PLATFORM_WAYLAND_KHR`; `nativeWindow`
    /// points at the X11 `Window` or is the `wl_egl_window*`.
    init(platform: Int32, nativeDisplay: UnsafeMutableRawPointer, nativeWindow: UnsafeMutableRawPointer,
         swapInterval: Int32) throws {
        guard let display = eglGetPlatformDisplay(EGLenum(platform), nativeDisplay, nil) else {
            throw GLBackendError.egl(call: "eglGetPlatformDisplay", code: eglGetError())
        }
        var major: EGLint = 0, minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGL_TRUE else {
            throw GLBackendError.egl(call: "eglInitialize", code: eglGetError())
        }
        guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGL_TRUE else {
            throw GLBackendError.egl(call: "eglBindAPI", code: eglGetError())
        }
        let config = try EGLWindowContext.chooseConfig(display)
        let contextAttributes: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 1, EGL_NONE]
        guard let context = eglCreateContext(display, config, nil, contextAttributes) else {
            throw GLBackendError.egl(call: "eglCreateContext", code: eglGetError())
        }
        guard let surface = eglCreatePlatformWindowSurface(display, config, nativeWindow, nil) else {
            throw GLBackendError.egl(call: "eglCreatePlatformWindowSurface", code: eglGetError())
        }
        guard eglMakeCurrent(display, surface, surface, context) == EGL_TRUE else {
            throw GLBackendError.egl(call: "eglMakeCurrent", code: eglGetError())
        }
        eglSwapInterval(display, swapInterval)
        self.display = display
        self.context = context
        self.surface = surface
    }

    /// A window config with exactly 8 bits per channel and alpha (compositors offer 10-bit
    /// ones first; an alpha channel keeps screenshots opaque where the frame is).
    private static func chooseConfig(_ display: EGLDisplay) throws -> EGLConfig {
        let attributes: [EGLint] = [EGL_SURFACE_TYPE, EGL_WINDOW_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT,
                                    EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE]
        var count: EGLint = 0
        guard eglChooseConfig(display, attributes, nil, 0, &count) == EGL_TRUE, count > 0 else {
            throw GLBackendError.egl(call: "eglChooseConfig", code: eglGetError())
        }
        var configs = [EGLConfig?](repeating: nil, count: Int(count))
        eglChooseConfig(display, attributes, &configs, count, &count)
        for case let config? in configs.prefix(Int(count)) {
            var r: EGLint = 0, g: EGLint = 0, b: EGLint = 0, a: EGLint = 0
            eglGetConfigAttrib(display, config, EGL_RED_SIZE, &r)
            eglGetConfigAttrib(display, config, EGL_GREEN_SIZE, &g)
            eglGetConfigAttrib(display, config, EGL_BLUE_SIZE, &b)
            eglGetConfigAttrib(display, config, EGL_ALPHA_SIZE, &a)
            if (r, g, b, a) == (8, 8, 8, 8) { return config }
        }
        throw GLBackendError.egl(call: "eglChooseConfig (no 8-bit RGBA window config)", code: eglGetError())
    }

    /// Shows the back buffer.
    func swapBuffers() throws {
        guard eglSwapBuffers(display, surface) == EGL_TRUE else {
            throw GLBackendError.egl(call: "eglSwapBuffers", code: eglGetError())
        }
    }

    deinit {
        eglMakeCurrent(display, nil, nil, nil)
        eglDestroySurface(display, surface)
        eglDestroyContext(display, context)
        eglTerminate(display)
    }
}
