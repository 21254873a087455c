/// Why the GL back end could not do what was asked.
public enum GLBackendError: Error, CustomStringConvertible, Equatable {
    /// An EGL call failed.
    case egl(call: String, code: Int32)
    /// A shader did not compile or link.
    case shader(log: String)
    /// A framebuffer was incomplete.
    case framebuffer(status: UInt32)
    /// The canvas is larger than the GL implementation allows.
    case canvasTooLarge(width: Int, height: Int, maximum: Int)
    /// The renderer asked to draw is gone.
    case rendererGone

    public var description: String {
        switch self {
        case .egl(let call, let code):
            return "\(call) failed (EGL error 0x\(String(code, radix: 16)))"
        case .shader(let log):
            return "shader build failed: \(log)"
        case .framebuffer(let status):
            return "framebuffer incomplete (status 0x\(String(status, radix: 16)))"
        case .canvasTooLarge(let width, let height, let maximum):
            return "canvas \(width)x\(height) pixels exceeds this GL's maximum of \(maximum) pixels per side"
        case .rendererGone:
            return "the GL renderer was released"
        }
    }
}
