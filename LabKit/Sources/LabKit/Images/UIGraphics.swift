import Foundation

/// UIKit's current-context stack: `draw(_:)`, `CALayer.draw(in:)`,
/// `UIGraphicsImageRenderer.image(actions:)` and image contexts push their context, and
/// `UIBezierPath`, `UIColor.set()`, `UIImage.draw(in:)` and string drawing act on the top one.
enum GraphicsContextStack {
    nonisolated(unsafe) static var contexts: [CGContext] = []
    /// The contexts made by `UIGraphicsBeginImageContextWithOptions`, with their scale.
    nonisolated(unsafe) static var imageContexts: [(context: CGContext, scale: CGFloat, opaque: Bool)] = []
}

/// The current graphics context: the top of UIKit's context stack, nil when it is empty
/// (outside any drawing).
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.contexts.last }

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.contexts.append(context) }

/// Restores the context current before the last `UIGraphicsPushContext(_:)`; unbalanced
/// calls are reported and ignored.
public func UIGraphicsPopContext() {
    guard GraphicsContextStack.contexts.popLast() != nil else {
        LabDiagnostics.report("UIGraphicsPopContext: no context to pop; ignored")
        return
    }
}

/// Starts an image context of `size` points at `scale` pixels per point (0: the screen's
/// scale) and makes it current. `opaque` images start black instead of clear.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
        LabDiagnostics.report("UIGraphicsBeginImageContextWithOptions: size \(size) is empty or not finite; ignored")
        return
    }
    let resolved = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    let context = CGContext(bounds: CGRect(origin: .zero, size: size))
    context.imageFormat = (resolved, opaque)
    GraphicsContextStack.imageContexts.append((context, resolved, opaque))
    UIGraphicsPushContext(context)
}

/// Starts a transparent image context of `size` points at scale 1 and makes it current.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn so far in the current image context; nil when the current context is
/// not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = UIGraphicsGetCurrentContext(),
          let image = GraphicsContextStack.imageContexts.last(where: { $0.context === current }) else { return nil }
    return current.rasterized(scale: image.scale, opaque: image.opaque)
}

/// Ends the current image context, making the previous context current; reported and
/// ignored when the current context is not an image context.
public func UIGraphicsEndImageContext() {
    guard let current = UIGraphicsGetCurrentContext(),
          let index = GraphicsContextStack.imageContexts.lastIndex(where: { $0.context === current }) else {
        LabDiagnostics.report("UIGraphicsEndImageContext: the current context is not an image context; ignored")
        return
    }
    GraphicsContextStack.imageContexts.remove(at: index)
    UIGraphicsPopContext()
}

/// Fills `rect` with the current context's fill color.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }

/// Draws a one-point frame inside `rect` in the current context's fill color.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let inner = rect.insetBy(dx: 1, dy: 1)
    guard inner.width > 0, inner.height > 0 else { return context.fill(rect) }
    context.beginPath()
    context.addRect(rect)
    context.addRect(inner)
    context.fillPath(using: .evenOdd)
}
