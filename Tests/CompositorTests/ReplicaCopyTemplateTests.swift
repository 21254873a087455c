@testable @_spi(Rendering) import Compositor
@_spi(LabHost) @_spi(Rendering) import LabKit
import XCTest

/// Replicator copies added from their run's first copy without being visited (see
/// `ReplicaCopyTemplate`) give the render list the copy-by-copy walk gives, float for float,
/// whatever the copies' animations, colors, scopes and transforms; and the shortcut is taken
/// where it applies. Each scene is rendered frame after frame by two compositors, one visiting
/// every copy; the geometry cache keeps a path's tessellation from its second frame, so the
/// frames after it are where the shortcut applies.
final class ReplicaCopyTemplateTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    /// How many runs the last frame of `assertSameLists` began with a copy drawn from an
    /// earlier run's template.
    private var runsStartedFromTemplates = 0

    /// Renders `root` at `times` with and without templates, asserting the lists are equal;
    /// returns how many copies the last frame added from templates.
    @discardableResult
    private func assertSameLists(_ root: CALayer, times: [CFTimeInterval] = [0.01, 0.1, 0.25, 0.4, 0.7, 1.3],
                                 file: StaticString = #filePath, line: UInt = #line) -> Int {
        let visiting = Compositor(), shortcut = Compositor()
        visiting.addsCopiesFromTemplates = false
        LabClock.commit(root: root)
        for time in times {
            LabClock.advance(to: time, root: root)
            let expected = visiting.renderList(for: root, at: LabClock.currentTime, scale: 2, width: 400, height: 400)
            let list = shortcut.renderList(for: root, at: LabClock.currentTime, scale: 2, width: 400, height: 400)
            XCTAssertEqual(list.commands, expected.commands, "commands at \(time)", file: file, line: line)
            XCTAssertEqual(list.instances, expected.instances, "instances at \(time)", file: file, line: line)
            XCTAssertEqual(list.transforms, expected.transforms, "transforms at \(time)", file: file, line: line)
            XCTAssertEqual(list.vertices, expected.vertices, "vertices at \(time)", file: file, line: line)
            XCTAssertEqual(list.fringeVertices, expected.fringeVertices, "fringe at \(time)", file: file, line: line)
            XCTAssertEqual(list.areaEdges, expected.areaEdges, "area edges at \(time)", file: file, line: line)
            XCTAssertEqual(visiting.copiesAddedFromTemplates, 0)
        }
        runsStartedFromTemplates = shortcut.runsStartedFromTemplates
        return shortcut.copiesAddedFromTemplates
    }

    private func root() -> CALayer {
        LabClock.reset()
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = UIColor(white: 0.1, alpha: 1).cgColor
        return root
    }

    private func dot(_ frame: CGRect = CGRect(x: 10, y: 10, width: 8, height: 8), radius: CGFloat = 2) -> CALayer {
        let dot = CALayer()
        dot.frame = frame
        dot.cornerRadius = radius
        dot.backgroundColor = UIColor(red: 0.3, green: 0.7, blue: 1, alpha: 1).cgColor
        return dot
    }

    private func repeating(_ keyPath: String, from: Any, to: Any, duration: CFTimeInterval = 0.8) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.autoreverses = true
        animation.repeatCount = .infinity
        return animation
    }

    private func replicator(count: Int, _ transform: CATransform3D, delay: CFTimeInterval, of sublayer: CALayer) -> CAReplicatorLayer {
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(origin: .zero, size: size)
        replicator.instanceCount = count
        replicator.instanceTransform = transform
        replicator.instanceDelay = delay
        replicator.addSublayer(sublayer)
        return replicator
    }

    /// The benchmark's grid, smaller: fading dots in rows of a nested replicator, their
    /// colors stepping, with and without a scale animation that changes their geometry step.
    func testANestedGridOfFadingDots() {
        for scales in [false, true] {
            let root = root()
            let square = dot()
            square.add(repeating("opacity", from: 1, to: 0.15), forKey: "fade")
            if scales { square.add(repeating("transform.scale", from: 1, to: 0.4), forKey: "shrink") }
            let row = replicator(count: 8, CATransform3DMakeTranslation(14, 0, 0), delay: 0.03, of: square)
            row.instanceGreenOffset = -0.05
            row.instanceBlueOffset = -0.02
            let grid = replicator(count: 6, CATransform3DMakeTranslation(0, 16, 0), delay: 0.07, of: row)
            grid.instanceRedOffset = 0.1
            root.addSublayer(grid)
            let added = assertSameLists(root)
            if scales {
                XCTAssertGreaterThan(added, 0)
                XCTAssertGreaterThan(runsStartedFromTemplates, 0)
            } else {
                // All but the first of each row's eight copies; the first copies of rows 2–6
                // are drawn from the first row's template.
                XCTAssertEqual(added, 6 * 7)
                XCTAssertEqual(runsStartedFromTemplates, 5)
            }
        }
    }

    /// A spinner: bars rotated around the replicator's center, each fading a delay later.
    /// Rotated copies flatten to the same tolerance but their fringe bands may differ by a
    /// rounding: the lists match either way.
    func testASpinnerOfRotatedBars() {
        let root = root()
        let bar = dot(CGRect(x: 97, y: 40, width: 6, height: 24), radius: 3)
        bar.add(repeating("opacity", from: 1, to: 0), forKey: "fade")
        let spinner = replicator(count: 12, CATransform3DMakeRotation(.pi / 6, 0, 0, 1), delay: 1.0 / 12, of: bar)
        root.addSublayer(spinner)
        XCTAssertGreaterThan(assertSameLists(root), 0)
    }

    /// A ring of shape-layer dots (a filled circle path) fading one after another is added
    /// from templates; the same dots stroked too, or flipped, are visited copy by copy.
    func testShapeLayerDots() {
        for variant in ["fill", "stroke", "flipped"] {
            let root = root()
            let dot = CAShapeLayer()
            dot.frame = CGRect(x: 95, y: 30, width: 10, height: 10)
            dot.path = CGPath(ellipseIn: dot.bounds, transform: nil)
            dot.fillColor = UIColor.orange.cgColor
            if variant == "stroke" {
                dot.strokeColor = UIColor.white.cgColor
                dot.lineWidth = 1
            }
            dot.isGeometryFlipped = variant == "flipped"
            dot.add(repeating("opacity", from: 1, to: 0.1), forKey: "fade")
            let ring = replicator(count: 10, CATransform3DMakeRotation(.pi / 5, 0, 0, 1), delay: 0.08, of: dot)
            root.addSublayer(ring)
            let added = assertSameLists(root)
            if variant == "fill" { XCTAssertGreaterThan(added, 0, variant) } else { XCTAssertEqual(added, 0, variant) }
        }
    }

    /// Copies inside an offscreen scope (a container with group opacity over two things)
    /// widen the pixels the scope paints as their draws would.
    func testCopiesInsideAGroupOpacityScope() {
        let root = root()
        let container = CALayer()
        container.frame = CGRect(origin: .zero, size: size)
        container.opacity = 0.5
        let square = dot()
        square.add(repeating("position.y", from: 20, to: 180), forKey: "move")
        container.addSublayer(replicator(count: 10, CATransform3DMakeTranslation(18, 0, 0), delay: 0.05, of: square))
        container.addSublayer(dot(CGRect(x: 150, y: 150, width: 30, height: 30), radius: 0))
        root.addSublayer(container)
        XCTAssertGreaterThan(assertSameLists(root), 0)
    }

    /// Copies made transparent by the alpha offset, hidden copies and copies whose opacity
    /// reaches zero are visited (and draw nothing) where the slow walk would.
    func testCopiesThatDrawNothing() {
        let root = root()
        let square = dot()
        square.add(repeating("opacity", from: 1, to: 0, duration: 0.3), forKey: "fade")
        let hide = CAKeyframeAnimation(keyPath: "hidden")
        hide.values = [false, true, false]
        hide.keyTimes = [0, 0.5, 1]
        hide.calculationMode = .discrete
        hide.duration = 0.4
        hide.repeatCount = .infinity
        square.add(hide, forKey: "hide")
        let row = replicator(count: 12, CATransform3DMakeTranslation(15, 0, 0), delay: 0.05, of: square)
        row.instanceAlphaOffset = -0.1
        root.addSublayer(row)
        assertSameLists(root, times: (0..<12).map { Double($0) * 0.07 })
    }

    /// Layers that paint more than one fill (a border, a shadow, an animated color)
    /// are visited copy by copy: the same lists, and nothing added from templates.
    func testLayersThatPaintMoreAreVisited() {
        let root = root()
        let bordered = dot()
        bordered.borderWidth = 1
        bordered.borderColor = UIColor.white.cgColor
        bordered.add(repeating("opacity", from: 1, to: 0.2), forKey: "fade")
        root.addSublayer(replicator(count: 6, CATransform3DMakeTranslation(15, 0, 0), delay: 0.1, of: bordered))
        let colored = dot(CGRect(x: 10, y: 40, width: 8, height: 8))
        colored.add(repeating("backgroundColor", from: UIColor.red.cgColor, to: UIColor.blue.cgColor), forKey: "color")
        root.addSublayer(replicator(count: 6, CATransform3DMakeTranslation(15, 0, 0), delay: 0.1, of: colored))
        let shadowed = dot(CGRect(x: 10, y: 70, width: 8, height: 8))
        shadowed.shadowOpacity = 0.5
        shadowed.shadowPath = CGPath(rect: shadowed.bounds, transform: nil)
        root.addSublayer(replicator(count: 6, CATransform3DMakeTranslation(15, 0, 0), delay: 0.1, of: shadowed))
        XCTAssertEqual(assertSameLists(root), 0)
    }

    /// Copies turned about the y axis under perspective: those facing away from a layer
    /// that is not double-sided are skipped by the walk, and so here.
    func testPerspectiveCopiesFacingAway() {
        let root = root()
        let card = dot(CGRect(x: 90, y: 80, width: 20, height: 30), radius: 4)
        card.isDoubleSided = false
        card.add(repeating("opacity", from: 1, to: 0.5), forKey: "fade")
        var step = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
        step.m34 = -1 / 400
        let carousel = replicator(count: 10, step, delay: 0.02, of: card)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        carousel.sublayerTransform = perspective
        root.addSublayer(carousel)
        assertSameLists(root)
    }
}
