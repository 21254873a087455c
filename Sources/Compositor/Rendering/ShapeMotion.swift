@_spi(Rendering) import LabKit

/// Which shape layers' geometry changes from frame to frame: a path replaced, or trimmed,
/// dashed or widened differently than in the frame before.
///
/// On a multisampled target, exact-area coverage of curved strokes and concave fills (see
/// `StrokeOutline`, `AreaEdges`) costs about a fifth more tessellation than the stencil, and
/// geometry that changes every frame is tessellated every frame, while geometry at rest is
/// cached. So shapes at rest get exact coverage and shapes in motion keep multisampling: a
/// still frame, or a shape that only moves by its transform, shows Core Graphics' edges; a
/// path morphing or drawing on costs no more than it did. A shape not drawn in the frame
/// before counts as at rest.
///
/// What a layer drew with is noted on the model layer itself (`CALayer.rendererNote`), so
/// that asking costs no lookup.
final class ShapeMotion {
    /// What a shape layer's geometry depends on, besides its transform.
    ///
    /// Paths are compared by identity, unheld: a layer's path of the frame before is still
    /// its path while the next one is made, so the two differ. A freed path's address coming
    /// back as the layer's path two frames later would only count the shape as at rest.
    struct Signature: Equatable {
        let path: ObjectIdentifier
        let lineWidth: CGFloat
        let strokeStart: CGFloat
        let strokeEnd: CGFloat
        let lineDashPhase: CGFloat
    }

    /// A model layer's geometry in the last frame it was drawn in, and in the frame before.
    private final class Note {
        let owner: ObjectIdentifier
        var frame: Int
        var signature: Signature
        var previous: Signature?

        init(owner: ObjectIdentifier, frame: Int, signature: Signature) {
            self.owner = owner
            self.frame = frame
            self.signature = signature
        }
    }

    private var frame = 0

    /// Starts a frame.
    func beginFrame() { frame += 1 }

    /// Notes the geometry `layer` (a model layer) draws with in this frame (its path, line
    /// width, trim and dash phase); returns whether it differs from the geometry it drew with
    /// in the frame before.
    func isMoving(_ layer: CALayer, path: CGPath, lineWidth: CGFloat, strokeStart: CGFloat, strokeEnd: CGFloat,
                  lineDashPhase: CGFloat) -> Bool {
        let owner = ObjectIdentifier(self)
        let signature = Signature(path: ObjectIdentifier(path), lineWidth: lineWidth, strokeStart: strokeStart, strokeEnd: strokeEnd,
                                  lineDashPhase: lineDashPhase)
        guard let stored = layer.rendererNote, type(of: stored) == Note.self, case let note = unsafeDowncast(stored, to: Note.self),
              note.owner == owner else {
            layer.rendererNote = Note(owner: owner, frame: frame, signature: signature)
            return false
        }
        if note.frame != frame {
            // A layer drawn several times in a frame (a replicator's copies) compares each
            // draw with the frame before.
            note.previous = note.frame == frame - 1 ? note.signature : nil
            note.frame = frame
        }
        note.signature = signature
        return note.previous.map { $0 != signature } ?? false
    }
}
