import CEGL
import Compositor
@_spi(LabHost) import LabKit

extension GLRenderer {
    /// Makes this renderer the one `UIGraphicsImageRenderer` draws with, through a compositor
    /// of its own (so an image's geometry does not churn the frames' cache).
    public func installAsLayerRasterizer() {
        let compositor = Compositor()
        LayerRasterizer.rasterize = { [weak self] root, width, height, scale in
            let list = compositor.renderList(for: root, at: LabClock.currentTime, scale: scale, width: width, height: height)
            do {
                guard let self else { throw GLBackendError.rendererGone }
                return try render(list)
            } catch {
                LabDiagnostics.report("UIGraphicsImageRenderer: rendering failed (\(error)); the image is blank")
                return CGImage(width: width, height: height, premultipliedRGBA: [UInt8](repeating: 0, count: width * height * 4))!
            }
        }
    }

    /// Waits until the GPU has finished everything drawn so far (for timing).
    public func finish() {
        glFinish()
    }
}
