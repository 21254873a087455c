@_spi(LabHost) @testable import LabKit
import XCTest

/// A 320 x 480 collection view filling the test window, with a flow layout, fed by a
/// `CollectionModel` that records the calls it gets.
class CollectionViewTestCase: UIKitTestCase {
    var collection: UICollectionView!
    var layout: UICollectionViewFlowLayout!
    var model: CollectionModel!

    /// A collection of `counts` items per section, `itemSize` each, 10-point spacing and insets.
    func makeCollection(counts: [Int], itemSize: CGSize = CGSize(width: 100, height: 100),
                        configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
        collection?.removeFromSuperview()
        layout = UICollectionViewFlowLayout()
        layout.itemSize = itemSize
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        configure(layout)
        collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        model = CollectionModel(sections: counts.map { Array(0..<$0) })
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = model
        collection.delegate = model
        window.addSubview(collection)
        commit()
    }

    /// The frame the layout gives the item.
    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Steps `count` frames of 60 Hz.
    func steps(_ count: Int) { for _ in 0..<count { step() } }
}

/// Sections of item values; cells are tagged with their value.
final class CollectionModel: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[Int]]
    var sizes: [IndexPath: CGSize] = [:]
    var calls: [String] = []
    var identifier = "cell"

    init(sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        cell.tag = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.section)-\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.section)-\(indexPath.item)")
    }
}
