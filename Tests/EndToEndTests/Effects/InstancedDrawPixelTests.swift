@_spi(Rendering) import Compositor
import GLBackend
@_spi(Rendering) import LabKit
import XCTest

/// An instanced draw (`RenderCommand.drawInstances`) paints what the same instances drawn
/// one by one paint: emitter particles (images, normal and plus-lighter) and replicator copies
/// (solid fills with edge fringes), with MSAA and without.
final class InstancedDrawPixelTests: XCTestCase {
    /// `list` with every instanced draw replaced by a draw per instance: its transform appended
    /// to the list's transforms and its paint multiplied by the instance's factor.
    private func oneByOne(_ list: RenderList) -> RenderList {
        var copy = list
        copy.commands = []
        for command in list.commands {
            guard case .drawInstances(let draw) = command else {
                copy.commands.append(command)
                continue
            }
            for i in Int(draw.instanceFirst)..<Int(draw.instanceFirst + draw.instanceCount) {
                let offset = i * InstancedDrawCommand.stride
                let transform = Int32(copy.transforms.count / 16)
                copy.transforms += list.instances[offset..<offset + 16]
                let f = SIMD4(list.instances[offset + 16], list.instances[offset + 17], list.instances[offset + 18],
                              list.instances[offset + 19])
                var paint = draw.paint
                switch paint {
                case .solid(let color): paint = .solid(color * f)
                case .image(var image):
                    image.colorTransform.multiply *= f
                    paint = .image(image)
                case .gradient: XCTFail("a gradient is never instanced")
                }
                copy.commands.append(.draw(DrawCommand(first: draw.first, count: draw.count, coverFirst: 0, stencil: .none, paint: paint,
                                                       transform: transform, blendMode: draw.blendMode, fringeFirst: draw.fringeFirst,
                                                       fringeCount: draw.fringeCount)))
            }
        }
        return copy
    }

    /// Two emitters (normal and additive; spinning, fading, scaled particles of a soft dot,
    /// one cell showing a quarter of its image) over a grid of rounded squares copied by
    /// nested replicators, their fades 0.05 s apart.
    private func scene() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        root.position = CGPoint(x: 80, y: 60)
        root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        let square = CALayer()
        square.frame = CGRect(x: 4.3, y: 5.1, width: 9, height: 9)
        square.cornerRadius = 2.5
        square.backgroundColor = CGColor(red: 0.3, green: 0.7, blue: 1, alpha: 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        fade.duration = 3
        square.add(fade, forKey: "fade")
        let row = CAReplicatorLayer()
        row.frame = root.bounds
        row.instanceCount = 10
        row.instanceTransform = CATransform3DMakeTranslation(15.2, 0, 0)
        row.instanceDelay = 0.05
        row.instanceRedOffset = -0.05
        row.addSublayer(square)
        let grid = CAReplicatorLayer()
        grid.frame = root.bounds
        grid.instanceCount = 7
        grid.instanceTransform = CATransform3DMakeTranslation(0, 16.3, 0)
        grid.addSublayer(row)
        root.addSublayer(grid)
        var pixels: [UInt8] = []
        for y in 0..<16 {
            for x in 0..<16 {
                let dx = Double(x) - 7.5, dy = Double(y) - 7.5
                let alpha = UInt8(max(0, 1 - (dx * dx + dy * dy).squareRoot() / 8) * 255)
                pixels += [alpha, UInt8(Double(alpha) * Double(x) / 15), alpha, alpha]
            }
        }
        for mode in [CAEmitterLayerRenderMode.oldestFirst, .additive] {
            let emitter = CAEmitterLayer()
            emitter.frame = root.bounds
            emitter.emitterPosition = CGPoint(x: mode == .additive ? 110 : 50, y: 60)
            emitter.renderMode = mode
            let cell = CAEmitterCell()
            cell.contents = CGImage(width: 16, height: 16, premultipliedRGBA: pixels)
            cell.birthRate = 40
            cell.lifetime = 2
            cell.velocity = 30
            cell.emissionRange = .pi
            cell.spin = 1
            cell.spinRange = 2
            cell.scale = 0.7
            cell.scaleRange = 0.3
            cell.color = CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 0.8)
            cell.alphaSpeed = -0.3
            let quarter = CAEmitterCell()
            quarter.contents = cell.contents
            quarter.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
            quarter.birthRate = 20
            quarter.lifetime = 2
            quarter.velocity = 20
            quarter.emissionRange = .pi
            emitter.emitterCells = [cell, quarter]
            root.addSublayer(emitter)
        }
        return root
    }

    func testInstancedDrawsPaintWhatDrawsOneByOnePaint() throws {
        let context = try EGLOffscreenContext()
        let root = scene()
        for msaa in [true, false] {
            let renderer = try GLRenderer(msaa: msaa)
            let list = Compositor().renderList(for: root, at: 1.5, scale: 2, width: 320, height: 240)
            let instanced = list.commands.compactMap { if case .drawInstances(let d) = $0 { return d } else { return nil } }
            XCTAssertTrue(instanced.contains { $0.fringeCount > 0 && $0.instanceCount == 70 }, "the grid is one instanced draw")
            XCTAssertTrue(instanced.contains { $0.blendMode == .plusLighter }, "the additive particles are instanced")
            let together = try renderer.render(list)
            let apart = try renderer.render(oneByOne(list))
            let differing = zip(together.premultipliedRGBA, apart.premultipliedRGBA).filter { abs(Int($0) - Int($1)) > 1 }.count
            XCTAssertEqual(differing, 0, "MSAA \(msaa)")
            XCTAssertGreaterThan(together.premultipliedRGBA.filter { $0 > 40 }.count, 10_000, "the frame is not empty")
        }
        withExtendedLifetime(context) {}
    }
}
