import CEGL
import Foundation

/// A GLES 3.1 context on Mesa's surfaceless EGL platform: no display server, no window, no
/// environment variables. Rendering goes to framebuffer objects.
public final class EGLOffscreenContext {
    let display: EGLDisplay
    let context: EGLContext

    /// Makes the context and makes it current on this thread.
    public init() throws {
        let made = try EGLOffscreenContext.makeContext()
        guard eglMakeCurrent(made.display, nil, nil, made.context) == EGL_TRUE else {
            throw GLBackendError.egl(call: "eglMakeCurrent", code: eglGetError())
        }
        display = made.display
        context = made.context
    }

    private static func makeContext() throws -> (display: EGLDisplay, context: EGLContext) {
        guard let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) else {
            throw GLBackendError.egl(call: "eglGetPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA)", code: eglGetError())
        }
        var major: EGLint = 0, minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGL_TRUE else {
            throw GLBackendError.egl(call: "eglInitialize", code: eglGetError())
        }
        guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGL_TRUE else {
            throw GLBackendError.egl(call: "eglBindAPI", code: eglGetError())
        }
        let attributes: [EGLint] = [EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT, EGL_NONE]
        var config: EGLConfig?
        var count: EGLint = 0
        guard eglChooseConfig(display, attributes, &config, 1, &count) == EGL_TRUE, count > 0 else {
            throw GLBackendError.egl(call: "eglChooseConfig", code: eglGetError())
        }
        let contextAttributes: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 1, EGL_NONE]
        guard let context = eglCreateContext(display, config, nil, contextAttributes) else {
            throw GLBackendError.egl(call: "eglCreateContext", code: eglGetError())
        }
        return (display, context)
    }

    deinit {
        eglMakeCurrent(display, nil, nil, nil)
        eglDestroyContext(display, context)
        eglTerminate(display)
    }
}
