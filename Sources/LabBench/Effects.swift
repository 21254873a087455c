import ArgumentParser
import Compositor
import Foundation
import GLBackend
@_spi(LabHost) import LabKit

/// The effects benchmark: 50 gradient layers whose colors and locations animate and 50
/// cards whose shadows animate (opacity, radius, offset), on a 375 x 667 pt canvas at 2x
/// (750 x 1334 pixels), with 4x MSAA and without. Prints frames per second (tick, render
/// list, GL draw and `glFinish`) and the CPU time per frame before GL.
struct Effects: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Animated gradients and shadows offscreen at 750 x 1334.")

    @Option(help: "Frames to measure per configuration.")
    var frames = 120

    func run() throws {
        guard frames > 0 else { throw ValidationError("--frames must be positive") }
        let context = try EGLOffscreenContext()
        for msaa in [true, false] {
            let result = try measure(msaa: msaa)
            print(String(format: "effects %@: %.1f frames/s; CPU before GL %.3f ms per frame (median, p90 %.3f)",
                         msaa ? "4x MSAA" : "no MSAA", result.fps, result.cpuMedian, result.cpuP90))
        }
        withExtendedLifetime(context) {}
    }

    /// A grid of 10 x 10 cells of 37.5 x 66.7 pt: gradients in the even cells, shadowed
    /// cards in the odd ones.
    static func scene(size: CGSize) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.backgroundColor = UIColor(white: 0.95, alpha: 1).cgColor
        let cell = CGSize(width: size.width / 10, height: size.height / 10)
        for index in 0..<100 {
            let frame = CGRect(x: CGFloat(index % 10) * cell.width + 4, y: CGFloat(index / 10) * cell.height + 4,
                               width: cell.width - 8, height: cell.height - 8)
            let phase = Double(index) / 100
            if index % 2 == 0 {
                let gradient = CAGradientLayer()
                gradient.frame = frame
                gradient.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor, UIColor.blue.cgColor]
                gradient.locations = [0, 0.5, 1]
                gradient.type = index % 4 == 0 ? .axial : .radial
                let colors = CABasicAnimation(keyPath: "colors")
                colors.toValue = [UIColor.green.cgColor, UIColor.purple.cgColor, UIColor.orange.cgColor]
                let locations = CABasicAnimation(keyPath: "locations")
                locations.toValue = [0.2, 0.3, 0.9]
                for animation in [colors, locations] {
                    animation.duration = 1
                    animation.autoreverses = true
                    animation.repeatCount = .infinity
                    animation.timeOffset = phase
                    gradient.add(animation, forKey: animation.keyPath)
                }
                root.addSublayer(gradient)
            } else {
                let card = CALayer()
                card.frame = frame
                card.backgroundColor = UIColor.white.cgColor
                card.cornerRadius = 6
                card.shadowOpacity = 0.5
                let radius = CABasicAnimation(keyPath: "shadowRadius")
                radius.fromValue = 1
                radius.toValue = 6
                let offset = CABasicAnimation(keyPath: "shadowOffset")
                offset.fromValue = CGSize(width: 0, height: 1)
                offset.toValue = CGSize(width: 0, height: 5)
                for animation in [radius, offset] {
                    animation.duration = 1
                    animation.autoreverses = true
                    animation.repeatCount = .infinity
                    animation.timeOffset = phase
                    card.add(animation, forKey: animation.keyPath)
                }
                root.addSublayer(card)
            }
        }
        return root
    }

    private func measure(msaa: Bool) throws -> (fps: Double, cpuMedian: Double, cpuP90: Double) {
        let renderer = try GLRenderer(msaa: msaa)
        let compositor = Compositor()
        let size = CGSize(width: 375, height: 667), scale: CGFloat = 2
        LabClock.reset()
        let root = Effects.scene(size: size)
        LabClock.commit(root: root)
        var cpu: [Double] = []
        var wallStart = Date()
        for frame in 1...(frames + 10) {
            if frame == 11 { wallStart = Date() }
            let start = CPUClock.now()
            LabClock.advance(to: Double(frame) / 60, root: root)
            let list = compositor.renderList(for: root, at: LabClock.currentTime, scale: scale, width: 750, height: 1334)
            let built = CPUClock.now()
            try renderer.draw(list)
            renderer.finish()
            if frame > 10 { cpu.append(Double(built - start) / 1e6) }
        }
        let wall = Date().timeIntervalSince(wallStart)
        cpu.sort()
        return (Double(frames) / wall, cpu[cpu.count / 2], cpu[cpu.count * 9 / 10])
    }
}
