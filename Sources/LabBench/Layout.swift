import ArgumentParser
import Compositor
import Foundation
@_spi(LabHost) @_spi(Rendering) import LabKit

/// The Auto Layout benchmark: 1,000 views under 3,000 constraints (100 rows of 10 views, each
/// view chained to its left neighbour, pinned to its row's top and kept inside its row, its
/// size from its intrinsic content size), one constraint's `constant` changed per frame inside
/// `UIView.animate { layoutIfNeeded() }`, as apps animate constraints. It prints the solver's
/// time for the change (the incremental update), the layout pass that sets the moved frames,
/// and the whole frame's CPU time: the change, the layout, the clock's tick and the
/// Compositor's render list.
struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Animate constraint changes among 1,000 views and 3,000 constraints.")

    @Option(help: "Frames to measure.")
    var frames = 300

    /// A leaf view of the benchmark: 8 × 8 points of intrinsic content.
    private final class Cell: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 8, height: 8) }
    }

    func run() throws {
        guard frames > 0 else { throw ValidationError("--frames must be positive") }
        LabClock.reset()
        let size = CGSize(width: 1000, height: 1000)
        UIScreen.main.configure(size: size, scale: 2)
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        let window = UIWindow(frame: root.bounds)
        root.addSublayer(window.layer)
        window.makeKeyAndVisible()

        var constraints: [NSLayoutConstraint] = []
        var firstLeadings: [NSLayoutConstraint] = []
        var cellCount = 0
        for row in 0..<100 {
            let container = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 10, width: 1000, height: 10))
            window.addSubview(container)
            var previous: UIView?
            for _ in 0..<10 {
                let cell = Cell()
                cell.backgroundColor = .systemBlue
                cell.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(cell)
                let leading = cell.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? container.leadingAnchor, constant: 2)
                if previous == nil { firstLeadings.append(leading) }
                constraints += [leading,
                                cell.topAnchor.constraint(equalTo: container.topAnchor, constant: 1),
                                cell.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor)]
                previous = cell
                cellCount += 1
            }
        }
        let buildStart = CPUClock.now()
        NSLayoutConstraint.activate(constraints)
        LabClock.commit(root: root)
        let buildTime = Double(CPUClock.now() - buildStart) / 1e6

        let compositor = Compositor()
        var solverTimes: [Double] = [], layoutTimes: [Double] = [], frameTimes: [Double] = []
        var checksum = 0.0
        for frame in 1...(frames + 30) {
            let constraint = firstLeadings[frame % firstLeadings.count]
            let start = CPUClock.now()
            constraint.constant = constraint.constant == 2 ? 40 : 2
            let solved = CPUClock.now()
            UIView.animate(withDuration: 0.25) { window.layoutIfNeeded() }
            let laidOut = CPUClock.now()
            LabClock.advance(to: Double(frame) / 60, root: root)
            let list = compositor.renderList(for: root, at: LabClock.currentTime, scale: 2, width: 2000, height: 2000)
            let end = CPUClock.now()
            checksum += Double(list.vertices.count)
            if frame > 30 {
                solverTimes.append(Double(solved - start) / 1e6)
                layoutTimes.append(Double(laidOut - solved) / 1e6)
                frameTimes.append(Double(end - start) / 1e6)
            }
        }
        let median = { (times: [Double]) in times.sorted()[times.count / 2] }
        let p90 = { (times: [Double]) in times.sorted()[times.count * 9 / 10] }
        print("views: \(cellCount) under \(constraints.count) constraints (plus their content-size and the rows' frames); frames: \(frames)")
        print(String(format: "activating them all: %.1f ms", buildTime))
        print(String(format: "solver (one constant changed): median %.3f ms/frame (p90 %.3f)", median(solverTimes), p90(solverTimes)))
        print(String(format: "layout pass (frames set, animated): median %.3f ms/frame (p90 %.3f)", median(layoutTimes), p90(layoutTimes)))
        print(String(format: "whole frame (change, layout, clock tick, render list): median %.3f ms/frame (p90 %.3f)",
                     median(frameTimes), p90(frameTimes)))
        print(String(format: "checksum %.0f", checksum))
    }
}
