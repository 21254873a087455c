@testable @_spi(Rendering) import Compositor
@_spi(Rendering) import LabKit
import XCTest

/// What the Compositor records for an emitter's particles: one image draw per live particle,
/// on a quad of the image's size times the particle's scale centered on the particle, placed
/// by a transform of its own and tinted by the particle's color; plus-lighter blending for
/// `.additive`; nothing for a cell without contents. Tested without GL.
final class EmitterRenderListTests: XCTestCase {
    private func draws(_ list: RenderList) -> [DrawCommand] {
        list.commands.compactMap { if case .draw(let d) = $0 { return d } else { return nil } }
    }

    private func scene(contents: Bool = true) throws -> (root: CALayer, emitter: CAEmitterLayer, cell: CAEmitterCell) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 50, y: 60)
        let cell = CAEmitterCell()
        cell.birthRate = 2
        cell.lifetime = 10
        cell.velocity = 20
        cell.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        if contents { cell.contents = try XCTUnwrap(CGImage(width: 4, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 32))) }
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        return (root, emitter, cell)
    }

    /// At 1 s three particles (born at 0, 0.5, 1) moving right at 20 pt/s: centers at x = 70,
    /// 60, 50, y = 60, each a 4 x 2 quad (the image at contents scale 1) tinted by the premultiplied
    /// color (0.5, 0.25, 0, 0.5).
    func testEachParticleIsAnImageQuadAtItsPosition() throws {
        let (root, _, _) = try scene()
        let list = Compositor().renderList(for: root, at: 1, scale: 1, width: 200, height: 200)
        let draws = draws(list)
        XCTAssertEqual(draws.count, 3)
        let xs = draws.map { list.transforms[Int($0.transform) * 16 + 12] }
        XCTAssertEqual(xs, [70, 60, 50])
        for draw in draws {
            XCTAssertEqual(list.transforms[Int(draw.transform) * 16 + 13], 60)
            XCTAssertEqual(draw.blendMode, .normal)
            guard case .image(let paint) = draw.paint else { return XCTFail("not an image") }
            XCTAssertEqual(paint.rect, SIMD4(-2, -1, 4, 2))
            XCTAssertEqual(paint.colorTransform.multiply, SIMD4(0.5, 0.25, 0, 0.5))
        }
    }

    func testAdditiveBlendsPlusLighterAndNoContentsDrawsNothing() throws {
        let (root, emitter, _) = try scene()
        emitter.renderMode = .additive
        let list = Compositor().renderList(for: root, at: 1, scale: 1, width: 200, height: 200)
        XCTAssertEqual(draws(list).map(\.blendMode), [.plusLighter, .plusLighter, .plusLighter])
        let (bare, _, _) = try scene(contents: false)
        XCTAssertTrue(draws(Compositor().renderList(for: bare, at: 1, scale: 1, width: 200, height: 200)).isEmpty)
    }

    /// The list at 2 s is the same whether the compositor rendered 3 s before it or not.
    func testScrubbingBackGivesTheSameList() throws {
        let (root, _, cell) = try scene()
        cell.emissionRange = .pi
        cell.velocityRange = 10
        cell.spinRange = 3
        let straight = Compositor().renderList(for: root, at: 2, scale: 2, width: 400, height: 400)
        let compositor = Compositor()
        _ = compositor.renderList(for: root, at: 3, scale: 2, width: 400, height: 400)
        let back = compositor.renderList(for: root, at: 2, scale: 2, width: 400, height: 400)
        XCTAssertEqual(straight.commands, back.commands)
        XCTAssertEqual(straight.transforms, back.transforms)
        XCTAssertEqual(straight.vertices, back.vertices)
    }
}
