@_spi(LabHost) @testable import LabKit
import XCTest

/// Self-sizing items: with an `estimatedItemSize`, each cell's
/// `preferredLayoutAttributesFitting(_:)` (Auto Layout in its content view) sizes its item
/// when it appears, and the flow layout places the items again (Apple:
/// `UICollectionViewFlowLayout.estimatedItemSize`, "a non-zero value causes the layout to
/// generate cells using the estimate and ask each cell for its preferred size").
final class CollectionSelfSizingTests: CollectionViewTestCase {
    /// A cell holding a 100-point wide box of a height set per item, 10 points in all round.
    final class BoxCell: UICollectionViewCell {
        let box = UIView()
        let height: NSLayoutConstraint

        override init(frame: CGRect) {
            height = box.heightAnchor.constraint(equalToConstant: 40)
            super.init(frame: frame)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
                box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
                box.widthAnchor.constraint(equalToConstant: 100),
                height,
            ])
        }

        required init?(coder: NSCoder) { return nil }
    }

    final class BoxSource: UICollectionViewDataSource {
        var heights: [CGFloat] = [40, 80, 40]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! BoxCell
            cell.height.constant = heights[indexPath.item]
            return cell
        }
    }

    /// Preferred sizes 120 x 60, 120 x 100, 120 x 60: two a line (250 of 300), justified 60
    /// apart; the first line is 100 tall, item 0 centered on it; item 2 alone on the last line.
    func testCellsSizeTheirItems() {
        makeCollection(counts: [0]) { $0.estimatedItemSize = CGSize(width: 120, height: 50) }
        let source = BoxSource()
        collection.register(BoxCell.self, forCellWithReuseIdentifier: "box")
        collection.dataSource = source
        commit()
        XCTAssertEqual(frame(0), CGRect(x: 10, y: 30, width: 120, height: 60))
        XCTAssertEqual(frame(1), CGRect(x: 190, y: 10, width: 120, height: 100))
        XCTAssertEqual(frame(2), CGRect(x: 10, y: 120, width: 120, height: 60))
        XCTAssertEqual(collection.contentSize.height, 190)
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as! BoxCell
        XCTAssertEqual(cell.box.frame, CGRect(x: 10, y: 10, width: 100, height: 80))
        XCTAssertEqual(diagnostics, [])
    }
}

