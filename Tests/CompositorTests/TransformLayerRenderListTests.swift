@testable @_spi(Rendering) import Compositor
@_spi(Rendering) @_spi(LabHost) import LabKit
import XCTest

/// What the Compositor records for 3D layer hierarchies, without GL: `CATransformLayer` keeps
/// its sublayers' depth and draws them back to front by the depth of their centers,
/// `isDoubleSided` false hides a layer facing away, and ordinary layers still flatten their
/// sublayers into their plane. (Apple's CATransformLayer reference: "transform layers do not
/// flatten their sublayers into the plane at Z=0"; only sublayers are rendered; opacity
/// applies to each sublayer, with no compositing group. `isDoubleSided`: "the layer hides its
/// content when it faces away from the viewer".)
///
/// Conventions used in the hand computations: row vectors, as `CATransform3D`;
/// `rotY(a)` maps (x, y, z) to (x cos a + z sin a, y, -x sin a + z cos a) and `rotX(a)` maps it
/// to (x, y cos a - z sin a, y sin a + z cos a); with `m34 = -1/500` a point at depth z is
/// divided by w = 1 - z/500, about the perspective layer's anchor.
final class TransformLayerRenderListTests: XCTestCase {
    private var diagnostics: [String] = []
    private var previousSink: ((String) -> Void)?

    override func setUp() {
        super.setUp()
        LabClock.reset()
        diagnostics = []
        previousSink = LabDiagnostics.setSink { [unowned self] in self.diagnostics.append($0) }
    }

    override func tearDown() {
        if let previousSink { LabDiagnostics.setSink(previousSink) }
        LabClock.reset()
        super.tearDown()
    }

    private func draws(_ list: RenderList) -> [DrawCommand] {
        list.commands.compactMap { if case .draw(let d) = $0 { return d } else { return nil } }
    }

    private func render(_ root: CALayer, at time: CFTimeInterval = 0) -> RenderList {
        Compositor().renderList(for: root, at: time, scale: 1, width: 400, height: 400)
    }

    /// Where layer point `p` of `draw` lands in device pixels (perspective divided).
    private func project(_ p: CGPoint, _ draw: DrawCommand, in list: RenderList) -> CGPoint {
        let m = list.transforms[Int(draw.transform) * 16..<Int(draw.transform) * 16 + 16].map(CGFloat.init)
        let w = p.x * m[3] + p.y * m[7] + m[15]
        return CGPoint(x: (p.x * m[0] + p.y * m[4] + m[12]) / w, y: (p.x * m[1] + p.y * m[5] + m[13]) / w)
    }

    private static func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> CGColor {
        UIColor(red: r, green: g, blue: b, alpha: 1).cgColor
    }

    /// The faces of the cube, by name and color (opaque, so each draw's paint names its face).
    private static let faces: [(name: String, rgb: SIMD3<Float>, rotation: CATransform3D)] = [
        ("front", SIMD3(1, 0, 0), CATransform3DIdentity),
        ("right", SIMD3(0, 1, 0), CATransform3DMakeRotation(.pi / 2, 0, 1, 0)),
        ("back", SIMD3(0, 0, 1), CATransform3DMakeRotation(.pi, 0, 1, 0)),
        ("left", SIMD3(1, 1, 0), CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)),
        ("top", SIMD3(0, 1, 1), CATransform3DMakeRotation(.pi / 2, 1, 0, 0)),
        ("bottom", SIMD3(1, 0, 1), CATransform3DMakeRotation(-.pi / 2, 1, 0, 0)),
    ]

    private func faceName(of draw: DrawCommand) -> String {
        guard case .solid(let c) = draw.paint else { return "?" }
        return Self.faces.first { $0.rgb == SIMD3(c.x, c.y, c.z) }?.name ?? "?"
    }

    /// The cube of the common iOS tutorial: a 400 x 400 root whose sublayer transform has
    /// `m34 = -1/500`, a 200 x 200 `CATransformLayer` at its center, and six 200 x 200 faces
    /// at the transform layer's center, each `translate(0, 0, 100)` then its rotation (so each
    /// face's front points out of the cube).
    private func cube(doubleSided: Bool) -> (root: CALayer, cube: CATransformLayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        root.sublayerTransform = perspective
        let cube = CATransformLayer()
        cube.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        for face in Self.faces {
            let layer = CALayer()
            layer.name = face.name
            layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            layer.backgroundColor = Self.color(CGFloat(face.rgb.x), CGFloat(face.rgb.y), CGFloat(face.rgb.z))
            layer.isDoubleSided = doubleSided
            layer.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 100), face.rotation)
            cube.addSublayer(layer)
        }
        root.addSublayer(cube)
        return (root, cube)
    }

    /// The cube's turn at each sampled second: spun by `spins[k]` degrees about y, then tilted
    /// -20° about x (its top toward the viewer).
    private static let spins: [CGFloat] = [0, 30, 100, 200, 300, 360]

    private static func turn(spin degrees: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeRotation(degrees * .pi / 180, 0, 1, 0), CATransform3DMakeRotation(-20 * .pi / 180, 1, 0, 0))
    }

    private func spinningCube(doubleSided: Bool) -> CALayer {
        let (root, cube) = cube(doubleSided: doubleSided)
        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.values = Self.spins.map { NSValue(caTransform3D: Self.turn(spin: $0)) }
        spin.keyTimes = Self.spins.indices.map { NSNumber(value: Double($0) / Double(Self.spins.count - 1)) }
        spin.duration = CFTimeInterval(Self.spins.count - 1)
        cube.add(spin, forKey: "spin")
        LabClock.commit(root: root)
        return root
    }

    /// Faces not double-sided, at spins 0°, 30°, 100°, 200° and 300° (tilt -20°). A face whose
    /// outward normal n ends with z component n_z is seen from the front when the eye (at
    /// z = 500 above the cube's center, which is at depth 0) is on its outer side:
    /// 500 n_z - 100 > 0, so n_z > 0.2, not just n_z > 0. By the conventions above,
    /// n_z is cos s cos t (front), -cos s cos t (back), -sin s cos t (right),
    /// sin s cos t (left), -sin t = 0.342 (top), sin t (bottom), with t = -20°; each drawn
    /// face's center is at depth 100 n_z, and they are drawn by increasing depth.
    /// - 0°: front 0.940, top 0.342 (right and left 0: seen edge-on from inside) → top, front.
    /// - 30°: front 0.814, left 0.470, top 0.342 → top, left, front.
    /// - 100°: left 0.925, top 0.342; back 0.163 is below 0.2, its back seen under
    ///   perspective → top, left.
    /// - 200°: back 0.883, top 0.342, right 0.321 → right, top, back.
    /// - 300°: right 0.814, front 0.470, top 0.342 → top, front, right.
    func testCubeDrawsTheFacesTowardTheViewerBackToFrontAtEachSampledAngle() {
        let root = spinningCube(doubleSided: false)
        let expected: [[String]] = [["top", "front"], ["top", "left", "front"], ["top", "left"], ["right", "top", "back"],
                                    ["top", "front", "right"]]
        for (second, faces) in expected.enumerated() {
            LabClock.advance(to: CFTimeInterval(second), root: root)
            let list = render(root, at: CACurrentMediaTime())
            XCTAssertEqual(draws(list).map(faceName), faces, "at \(Self.spins[second])°")
            XCTAssertFalse(list.transforms.contains { !$0.isFinite })
        }
        XCTAssertTrue(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// Double-sided faces at 30°: all six are drawn, back to front by their centers' depths
    /// 100 n_z: back -81.4, right -47.0, bottom -34.2, top 34.2, left 47.0, front 81.4.
    func testDoubleSidedCubeDrawsAllSixFacesBackToFront() {
        let root = spinningCube(doubleSided: true)
        LabClock.advance(to: 1, root: root)
        XCTAssertEqual(draws(render(root, at: CACurrentMediaTime())).map(faceName),
                       ["back", "right", "bottom", "top", "left", "front"])
    }

    /// The front face's corners with the cube spun 30° about y (no tilt), by hand: corner
    /// (0, 0) of the face is (-100, -100, 100) from the cube's center; spun, it is at
    /// x = -100 cos 30° + 100 sin 30° = -36.603, y = -100, z = 100 sin 30° + 100 cos 30° = 136.603;
    /// w = 1 - 136.603 / 500 = 0.726795, so it lands at 200 + x / w, 200 + y / w.
    func testProjectedCornersOfAFaceFollowThePerspectiveDivide() throws {
        let (root, cube) = cube(doubleSided: false)
        cube.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
        let list = render(root)
        let front = try XCTUnwrap(draws(list).first { faceName(of: $0) == "front" })
        let (c, s) = (cos(CGFloat.pi / 6), sin(CGFloat.pi / 6))
        for (corner, (dx, dy)) in [(CGPoint(x: 0, y: 0), (-100.0, -100.0)), (CGPoint(x: 200, y: 0), (100, -100)),
                                   (CGPoint(x: 200, y: 200), (100, 100)), (CGPoint(x: 0, y: 200), (-100, 100))] {
            let x = CGFloat(dx) * c + 100 * s, y = CGFloat(dy), z = -CGFloat(dx) * s + 100 * c
            let w = 1 - z / 500
            let p = project(corner, front, in: list)
            XCTAssertEqual(p.x, 200 + x / w, accuracy: 1e-3, "corner \(corner)")
            XCTAssertEqual(p.y, 200 + y / w, accuracy: 1e-3, "corner \(corner)")
        }
        XCTAssertEqual(project(.zero, front, in: list).x, 200 - 36.603 / 0.726795, accuracy: 1e-2)
    }

    /// A single layer turned 180° about y shows its back: not drawn when not double-sided,
    /// drawn mirrored (x scale -1) when double-sided, the default.
    func testALayerTurnedAwayIsHiddenOnlyWhenNotDoubleSided() throws {
        for doubleSided in [false, true] {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            let card = CALayer()
            card.frame = CGRect(x: 100, y: 100, width: 200, height: 100)
            card.backgroundColor = CGColor.white
            card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            card.isDoubleSided = doubleSided
            root.addSublayer(card)
            let list = render(root)
            if doubleSided {
                let draw = try XCTUnwrap(draws(list).first)
                XCTAssertEqual(project(.zero, draw, in: list).x, 300, accuracy: 1e-4, "its left edge is on the right")
                XCTAssertEqual(project(CGPoint(x: 200, y: 0), draw, in: list).x, 100, accuracy: 1e-4)
            } else {
                XCTAssertTrue(draws(list).isEmpty)
            }
        }
        XCTAssertTrue(CALayer().isDoubleSided, "double-sided by default")
    }

    /// The card flip of many tutorials, in an ordinary container: a front and a back (turned
    /// 180° about y), neither double-sided. Facing is judged by the whole transform to the
    /// screen, so before the flip only the front is drawn, and with the container turned
    /// 180° (back mirrored twice) only the back.
    func testCardFlipShowsTheSideFacingTheViewer() {
        for (turn, shown) in [(CGFloat(0), Float(1)), (.pi, 0)] {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            root.sublayerTransform = perspective
            let card = CALayer()
            card.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
            card.transform = CATransform3DMakeRotation(turn, 0, 1, 0)
            let front = CALayer(), back = CALayer()
            front.backgroundColor = Self.color(1, 0, 0)
            back.backgroundColor = Self.color(0, 0, 1)
            back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            for side in [front, back] {
                side.frame = card.bounds
                side.isDoubleSided = false
                card.addSublayer(side)
            }
            root.addSublayer(card)
            let reds = draws(render(root)).map { draw -> Float in
                if case .solid(let c) = draw.paint { return c.x } else { return -1 }
            }
            XCTAssertEqual(reds, [shown], "turned \(turn)")
        }
    }

    /// An ordinary layer flattens its sublayers: a sublayer at zPosition 100 inside a
    /// container turned 60° about y lands at the container's center (its depth discarded
    /// before the turn), while in a transform layer the depth turns with it:
    /// x = 200 + 100 sin 60° = 286.603.
    func testOrdinaryLayersFlattenTheirSublayersAndTransformLayersDoNot() throws {
        for container in [CALayer(), CATransformLayer()] {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            container.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
            container.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            let child = CALayer()
            child.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            child.zPosition = 100
            child.backgroundColor = CGColor.white
            container.addSublayer(child)
            root.addSublayer(container)
            let list = render(root)
            let draw = try XCTUnwrap(draws(list).first)
            let center = project(CGPoint(x: 50, y: 50), draw, in: list)
            XCTAssertEqual(center.x, container is CATransformLayer ? 200 + 100 * sin(.pi / 3) : 200, accuracy: 1e-3)
            XCTAssertEqual(center.y, 200, accuracy: 1e-3)
        }
    }

    /// Sibling order: an ordinary layer draws by zPosition whatever its turn; a transform layer
    /// turned 180° about y puts the sublayer at zPosition 10 at depth -10, behind the one at 0.
    func testTransformLayerOrdersByDepthWhereOrdinaryLayersOrderByZPosition() {
        for container in [CALayer(), CATransformLayer()] {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            container.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
            container.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            let raised = CALayer(), flat = CALayer()
            raised.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            raised.zPosition = 10
            raised.backgroundColor = Self.color(1, 0, 0)
            flat.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            flat.backgroundColor = Self.color(0, 0, 1)
            container.addSublayer(raised)
            container.addSublayer(flat)
            root.addSublayer(container)
            let reds = draws(render(root)).map { draw -> Float in
                if case .solid(let c) = draw.paint { return c.x } else { return -1 }
            }
            XCTAssertEqual(reds, container is CATransformLayer ? [1, 0] : [0, 1])
        }
    }

    /// A transform layer draws only its sublayers: its background, border and shadow are
    /// ignored, and its opacity multiplies each sublayer with no group (no offscreen scope).
    func testTransformLayerDrawsOnlyItsSublayersEachWithItsOpacity() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let container = CATransformLayer()
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        container.backgroundColor = CGColor.white
        container.borderWidth = 4
        container.shadowOpacity = 1
        container.masksToBounds = true
        container.opacity = 0.5
        for x in [0, 50] as [CGFloat] {
            let square = CALayer()
            square.frame = CGRect(x: x, y: 0, width: 100, height: 100)
            square.backgroundColor = Self.color(1, 0, 0)
            container.addSublayer(square)
        }
        root.addSublayer(container)
        let list = render(root)
        XCTAssertEqual(draws(list).map(\.paint), [.solid(SIMD4(0.5, 0, 0, 0.5)), .solid(SIMD4(0.5, 0, 0, 0.5))])
        XCTAssertFalse(list.commands.contains { if case .pushLayer = $0 { return true } else { return false } })
    }

    /// An ordinary layer with opacity below 1 over a transform layer composites the whole 3D
    /// arrangement as one group (it is flattened into that layer), so overlapping faces do not
    /// show through one another: one offscreen scope, the faces drawn opaque inside it.
    func testOpacityAboveATransformLayerGroupsTheArrangement() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let stage = CALayer()
        stage.frame = root.bounds
        stage.opacity = 0.5
        let container = CATransformLayer()
        container.frame = stage.bounds
        let face = CALayer()
        face.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        face.backgroundColor = Self.color(1, 0, 0)
        container.addSublayer(face)
        stage.addSublayer(container)
        root.addSublayer(stage)
        let list = render(root)
        XCTAssertEqual(list.commands.filter { if case .pushLayer = $0 { return true } else { return false } }.count, 1)
        XCTAssertEqual(draws(list).map(\.paint), [.solid(SIMD4(1, 0, 0, 1))])
    }

    /// Transform layers nest without flattening: a face inside a transform layer inside the
    /// cube's transform layer keeps its depth through both (zPosition 50, then the outer turn
    /// of 90° about y moves it to x = 200 + 50).
    func testNestedTransformLayersKeepDepth() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let outer = CATransformLayer(), inner = CATransformLayer()
        outer.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        outer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        inner.frame = outer.bounds
        let face = CALayer()
        face.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        face.zPosition = 50
        face.backgroundColor = CGColor.white
        inner.addSublayer(face)
        outer.addSublayer(inner)
        root.addSublayer(outer)
        let list = render(root)
        let draw = try XCTUnwrap(draws(list).first)
        XCTAssertEqual(project(CGPoint(x: 50, y: 50), draw, in: list).x, 250, accuracy: 1e-3)
    }

    /// Bad input: a transform with NaN is ignored with a diagnostic; a face exactly at the eye
    /// (zPosition 500 under m34 = -1/500: w = 0 everywhere), one beyond it and one seen
    /// exactly edge-on are drawn or skipped without a trap, and nothing in the list is NaN.
    func testNaNTransformsAndDegenerateProjectionsLeaveTheListFinite() {
        let (root, cube) = cube(doubleSided: false)
        let faces = cube.sublayers!
        var bad = CATransform3DIdentity
        bad.m11 = .nan
        faces[0].transform = bad
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(faces[0].transform.m11.isFinite, "the model keeps its transform")
        faces[1].transform = CATransform3DIdentity
        faces[1].zPosition = 500
        faces[2].transform = CATransform3DIdentity
        faces[2].zPosition = 800
        faces[3].transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        cube.transform = CATransform3DMakeRotation(0, 0, 1, 0)
        for time in [0.0, 1.0] {
            let list = render(root, at: time)
            XCTAssertFalse(list.transforms.contains { !$0.isFinite })
            XCTAssertFalse(list.vertices.contains { !$0.isFinite })
            XCTAssertFalse(list.fringeVertices.contains { !$0.isFinite })
        }
        XCTAssertEqual(RenderListBuilder.depth(of: .zero, CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                                          m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 1, m44: 0)),
                       .infinity, "w = 0: at the eye, the nearest")
    }
}
