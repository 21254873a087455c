@_spi(LabHost) @testable import LabKit
import XCTest

/// A 320 x 480 table filling the test window (scale 2), fed by a `TableModel` that records
/// the calls the table makes.
class TableViewTestCase: UIKitTestCase {
    var table: UITableView!
    var model: TableModel!

    /// Makes the table of `style` over `sections` (row titles), every row `rowHeight` tall
    /// unless nil (automatic), and lays it out.
    func makeTable(style: UITableView.Style = .plain, sections: [[String]], rowHeight: CGFloat? = 44) {
        table?.removeFromSuperview()
        table = UITableView(frame: window.bounds, style: style)
        model = TableModel(sections: sections)
        table.register(TestCell.self, forCellReuseIdentifier: "cell")
        if let rowHeight { table.rowHeight = rowHeight }
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        commit()
    }

    /// `count` rows titled "Row 0"… in one section.
    static func rows(_ count: Int) -> [[String]] { [(0..<count).map { "Row \($0)" }] }

    /// The rows whose cells are shown, as (section, row) pairs.
    var visibleRows: [[Int]] { (table.indexPathsForVisibleRows ?? []).map { [$0.section, $0.row] } }

    /// Steps `count` frames of 60 Hz.
    func steps(_ count: Int) { for _ in 0..<count { step() } }
}

/// A cell that counts its reuses.
final class TestCell: UITableViewCell {
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate over an array of sections of row titles, recording the calls.
final class TableModel: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    /// Heights by row (others: the table's `rowHeight`).
    var heights: [IndexPath: CGFloat] = [:]
    var identifier = "cell"
    var calls: [String] = []
    /// The header and footer display calls, apart from `calls`.
    var headerFooterCalls: [String] = []
    var cellRequests = 0
    var trailingActions: [UIContextualAction] = []
    var leadingActions: [UIContextualAction] = []
    var performsFullSwipe = true
    /// Makes the cell for a row instead of dequeuing one (nil: dequeue).
    var makeCell: ((UITableView, IndexPath) -> UITableViewCell)?

    init(sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        if let makeCell { return makeCell(tableView, indexPath) }
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        calls.append("willDisplay \(indexPath.section)-\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        headerFooterCalls.append("willDisplayHeader \(section)")
    }

    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        headerFooterCalls.append("willDisplayFooter \(section)")
    }

    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        headerFooterCalls.append("didEndDisplayingHeader \(section)")
    }

    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        headerFooterCalls.append("didEndDisplayingFooter \(section)")
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.section)-\(indexPath.row)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.section)-\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.section)-\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard !trailingActions.isEmpty else { return nil }
        let configuration = UISwipeActionsConfiguration(actions: trailingActions)
        configuration.performsFirstActionWithFullSwipe = performsFullSwipe
        return configuration
    }

    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leadingActions.isEmpty ? nil : UISwipeActionsConfiguration(actions: leadingActions)
    }
}
