import CEGL
import Compositor

/// Rectangular clips on multisampled targets, exact.
///
/// llvmpipe's scissor on a multisampled target lets through the samples within half a pixel
/// outside its left and bottom (GL) edges: a layer clipped to its bounds painted half of the
/// column left of them and of the row below them. So, before a clip's draws, the pixels there
/// are resolved into a single-sample copy (one per clip depth), and after them they are put
/// back; the samples of those pixels then all hold their resolved color, which is the color
/// they show.
extension GLRenderer {
    /// The spill pixels of `clip` (top-left origin): the column left of it and the row below
    /// it, and the corner they share.
    private func spill(of clip: PixelBounds, canvas: PixelBounds) -> [PixelBounds] {
        guard !clip.isEmpty else { return [] }
        return [PixelBounds(x: clip.x - 1, y: clip.y, width: 1, height: clip.height + 1),
                PixelBounds(x: clip.x, y: clip.y + clip.height, width: clip.width, height: 1)]
            .map { $0.intersection(canvas) }.filter { !$0.isEmpty }
    }

    /// Copies the pixels `clip` would spill onto in `target` (and the ones beyond them, which
    /// putting them back spills onto in turn) before drawing under it at clip depth `depth`.
    func saveSpill(of clip: PixelBounds, in target: RenderTarget, depth: Int) throws {
        guard target.samples > 1 else { return }
        let canvas = PixelBounds(x: 0, y: 0, width: target.width, height: target.height)
        let copy = try spillTarget(at: depth, width: target.width, height: target.height)
        glDisable(GLenum(GL_SCISSOR_TEST))
        for strip in spill(of: clip, canvas: canvas) {
            target.resolve(PixelBounds(x: strip.x - 1, y: strip.y, width: strip.width + 1, height: strip.height + 1).intersection(canvas),
                           into: copy)
        }
        target.bind()
    }

    /// Puts back what `saveSpill` copied, after the clip's draws; leaves `target` bound with
    /// blending on and the scissor off.
    func restoreSpill(of clip: PixelBounds, in target: RenderTarget, depth: Int) {
        guard target.samples > 1, depth < spillTargets.count else { return }
        let canvas = PixelBounds(x: 0, y: 0, width: target.width, height: target.height)
        glDisable(GLenum(GL_BLEND))
        for strip in spill(of: clip, canvas: canvas) {
            target.scissor(strip)
            compositeCopy(spillTargets[depth])
        }
        glEnable(GLenum(GL_BLEND))
        target.scissor(nil)
    }

    private func spillTarget(at depth: Int, width: Int, height: Int) throws -> RenderTarget {
        if depth < spillTargets.count, spillTargets[depth].width == width, spillTargets[depth].height == height {
            return spillTargets[depth]
        }
        let made = try RenderTarget(width: width, height: height)
        if depth < spillTargets.count { spillTargets[depth] = made } else { spillTargets.append(made) }
        return made
    }
}
