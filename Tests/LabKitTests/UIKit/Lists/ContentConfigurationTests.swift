@testable import LabKit
import XCTest

/// iOS 14 content configurations in cells: `defaultContentConfiguration()` styled for the
/// cell, its view filling the content view (reused when it supports the next configuration),
/// a one-line cell 44 points tall, texts placed after the image.
final class ContentConfigurationTests: UIKitTestCase {
    private func listView(in cell: UIView) -> UIListContentView? {
        (cell as? UITableViewCell)?.contentView.subviews.compactMap { $0 as? UIListContentView }.first
            ?? (cell as? UICollectionViewCell)?.contentView.subviews.compactMap { $0 as? UIListContentView }.first
    }

    private func labels(of view: UIView) -> [UILabel] { view.subviews.compactMap { $0 as? UILabel } }

    /// A one-line cell is 44 points: 11 + a 17-point line + 11 (+ the separator's hairline).
    /// The secondary text goes 3 points under the text; an image pushes both 16 points past it.
    func testADefaultConfigurationShowsTextSecondaryTextAndImage() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        cell.contentConfiguration = content
        XCTAssertEqual(cell.fittingHeight(width: 320), 44)
        let image = try XCTUnwrap(UIImage(systemName: "star.fill"))
        content.secondaryText = "3 unread"
        content.image = image
        cell.contentConfiguration = content
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: cell.fittingHeight(width: 320))
        cell.layoutSubtreeIfNeeded()
        let view = try XCTUnwrap(listView(in: cell))
        XCTAssertEqual(view.frame, cell.contentView.bounds)
        let texts = labels(of: view)
        let text = try XCTUnwrap(texts.first { $0.text == "Inbox" }), secondary = try XCTUnwrap(texts.first { $0.text == "3 unread" })
        XCTAssertEqual(text.frame.minX, 16 + image.size.width + 16)
        XCTAssertEqual(secondary.frame.minY, text.frame.maxY + 3)
        XCTAssertEqual(secondary.font.pointSize, 15)
        XCTAssertEqual(secondary.textColor, .secondaryLabel)
        XCTAssertGreaterThan(cell.fittingHeight(width: 320), 44)
    }

    /// A value cell's secondary text ends at the trailing margin, on the text's line.
    func testAValueCellPutsItsSecondaryTextAtTheTrailingSide() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        cell.contentConfiguration = content
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutSubtreeIfNeeded()
        let view = try XCTUnwrap(listView(in: cell))
        let secondary = try XCTUnwrap(labels(of: view).first { $0.text == "Home" })
        XCTAssertEqual(secondary.frame.maxX, view.bounds.width - 16, accuracy: 1e-9)
        XCTAssertEqual(secondary.frame.midY, view.bounds.midY, accuracy: 0.5)
    }

    /// The view a configuration made is kept while the next one is of the same kind, and
    /// replaced otherwise; nil removes it.
    func testTheContentViewIsReusedOrReplaced() throws {
        struct Badge: UIContentConfiguration {
            var count = 0
            func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
            func updated(for state: UIConfigurationState) -> Badge { self }
        }
        final class BadgeView: UIView, UIContentView {
            var configuration: UIContentConfiguration
            init(configuration: UIContentConfiguration) {
                self.configuration = configuration
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.contentConfiguration = Badge(count: 1)
        let first = try XCTUnwrap(cell.contentView.subviews.last as? BadgeView)
        cell.contentConfiguration = Badge(count: 2)
        XCTAssertTrue(cell.contentView.subviews.last === first)
        XCTAssertEqual((first.configuration as? Badge)?.count, 2)
        var list = cell.defaultContentConfiguration()
        list.text = "Row"
        cell.contentConfiguration = list
        XCTAssertNil(first.superview)
        XCTAssertNotNil(listView(in: cell))
        cell.contentConfiguration = nil
        XCTAssertNil(listView(in: cell))
    }

    /// In a table, rows of configured cells take the configuration's height.
    func testATableSizesConfiguredRowsByTheirContent() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(indexPath.row)"
                if indexPath.row == 1 { content.secondaryText = "Details" }
                cell.contentConfiguration = content
                return cell
            }
        }
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = UITableView.automaticDimension
        let source = Source()
        table.dataSource = source
        window.addSubview(table)
        commit()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44)
        XCTAssertGreaterThan(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44)
        let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(labels(of: try XCTUnwrap(listView(in: cell))).first?.text, "Row 1")
    }
}
