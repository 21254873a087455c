import ArgumentParser
import Compositor
import Foundation
@_spi(LabHost) @_spi(Rendering) import LabKit

/// The lists benchmark: a plain table of 100,000 rows and a flow-layout collection of 10,000
/// items filling a 375 × 667 point window at 2x, each flung upward by a scripted drag (a
/// finger moving 600 points in 0.1 s, then let go) and left to decelerate. For every frame
/// after the drag it prints the CPU time of the clock's tick (scrolling, layout, cell reuse)
/// and of the Compositor's render list, and how many cells exist.
struct Lists: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Fling a table of 100,000 rows and a collection of 10,000 items.")

    @Option(help: "Frames to measure after each fling.")
    var frames = 240

    @Option(help: "Rows of the table.")
    var rows = 100_000

    @Option(help: "Items of the collection.")
    var items = 10_000

    /// Numbered rows and squares, as the simplest lists are written.
    private final class Source: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        let rows: Int, items: Int

        init(rows: Int, items: Int) {
            self.rows = rows
            self.items = items
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemOrange
            return cell
        }
    }

    func run() throws {
        guard frames > 0, rows > 0, items > 0 else { throw ValidationError("--frames, --rows and --items must be positive") }
        let source = Source(rows: rows, items: items)
        try fling("table (\(rows) rows)") { bounds in
            let table = UITableView(frame: bounds, style: .plain)
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = source
            return (table, { table.subviews.filter { $0 is UITableViewCell }.count })
        }
        try fling("collection (\(items) items)") { bounds in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 80, height: 80)
            layout.minimumLineSpacing = 8
            layout.minimumInteritemSpacing = 8
            let collection = UICollectionView(frame: bounds, collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collection.dataSource = source
            return (collection, { collection.subviews.filter { $0 is UICollectionViewCell }.count })
        }
    }

    /// Flings the list `make` builds in a fresh window and prints its figures.
    private func fling(_ name: String, make: (CGRect) -> (UIScrollView, () -> Int)) throws {
        LabClock.reset()
        let size = CGSize(width: 375, height: 667)
        UIScreen.main.configure(size: size, scale: 2)
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        let window = UIWindow(frame: root.bounds)
        root.addSublayer(window.layer)
        let (list, liveCells) = make(window.bounds)
        window.addSubview(list)
        window.makeKeyAndVisible()
        LabClock.commit(root: root)

        let compositor = Compositor()
        var frame = 0
        func advance() -> (tick: Double, render: Double) {
            frame += 1
            let start = CPUClock.now()
            LabClock.advance(to: Double(frame) / 60, root: root)
            let ticked = CPUClock.now()
            let renderList = compositor.renderList(for: root, at: LabClock.currentTime, scale: 2, width: 750, height: 1334)
            let end = CPUClock.now()
            precondition(renderList.commands.count > 0)
            return (Double(ticked - start) / 1e6, Double(end - ticked) / 1e6)
        }
        // The drag: down at y 600, up 100 points a frame for six frames, let go.
        LabInput.touch(.began, at: CGPoint(x: 187, y: 600))
        _ = advance()
        for step in 1...6 {
            LabInput.touch(.moved, at: CGPoint(x: 187, y: 600 - CGFloat(step) * 100))
            _ = advance()
        }
        LabInput.touch(.ended, at: CGPoint(x: 187, y: 0))
        var ticks: [Double] = [], renders: [Double] = [], totals: [Double] = []
        var mostCells = 0
        for _ in 0..<frames {
            let (tick, render) = advance()
            ticks.append(tick)
            renders.append(render)
            totals.append(tick + render)
            mostCells = max(mostCells, liveCells())
        }
        let median = { (times: [Double]) in times.sorted()[times.count / 2] }
        let p90 = { (times: [Double]) in times.sorted()[times.count * 9 / 10] }
        print("\(name): flung to offset \(Int(list.contentOffset.y)) of \(Int(list.contentSize.height)) points in \(frames) frames")
        print(String(format: "  tick (scrolling, layout, reuse): median %.3f ms/frame (p90 %.3f)", median(ticks), p90(ticks)))
        print(String(format: "  render list: median %.3f ms/frame (p90 %.3f)", median(renders), p90(renders)))
        print(String(format: "  both: median %.3f ms/frame (p90 %.3f); at most %d cells alive", median(totals), p90(totals), mostCells))
    }
}
