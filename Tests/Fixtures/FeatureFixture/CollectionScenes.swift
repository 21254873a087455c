import LabKit

/// A flow-layout grid of numbered color tiles under a section header on a 320 x 568 pt
/// screen, for golden frames driven by input scripts: tapping a tile deletes it (it fades
/// out while the tiles after it move up a place); tapping the header inserts a new tile first
/// (it fades in while the others move on a place).
final class CollectionScene: ViewControllerScene {
    static let info = SceneInfo(name: "Collection", summary: "A flow layout grid: items deleted and inserted with animation",
                                preferredSize: CGSize(width: 320, height: 568))

    init() {}

    func makeRootViewController() -> UIViewController {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 88, height: 88)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 64)
        return TilesController(layout: layout, header: "Tap a tile to delete it, here to add one")
    }
}

/// Tiles on a circle (a custom `UICollectionViewLayout`) on a 320 x 568 pt screen: tapping
/// the middle inserts a tile, which grows out of the center while the others move round to
/// make room.
final class CollectionCircleScene: ViewControllerScene {
    static let info = SceneInfo(name: "CollectionCircle", summary: "A custom circular collection layout: an item inserted from the center",
                                preferredSize: CGSize(width: 320, height: 568))

    init() {}

    func makeRootViewController() -> UIViewController { TilesController(layout: CircleLayout(), header: nil) }
}

/// The flow-layout grid of the Collection scene, fed by a diffable data source: tapping the
/// header applies, with animation, a snapshot without tile 2, with tile 8 moved first and a
/// new tile 9 after tile 5.
final class CollectionDiffableScene: ViewControllerScene {
    static let info = SceneInfo(name: "CollectionDiffable", summary: "A diffable data source: a snapshot applied with animation",
                                preferredSize: CGSize(width: 320, height: 568))

    init() {}

    func makeRootViewController() -> UIViewController { DiffableTilesController() }
}

/// Nine tiles on a white card (a decoration view the layout registers and places behind the
/// section) on a 320 x 568 pt screen, moved by dragging, as UIKit apps drive interactive
/// movement from a gesture recognizer: a drag on a tile begins moving it, the tiles between
/// make room as it passes over them, and lifting the finger drops it there.
final class CollectionReorderScene: ViewControllerScene {
    static let info = SceneInfo(name: "CollectionReorder", summary: "Interactive movement of items, and a decoration view behind the section",
                                preferredSize: CGSize(width: 320, height: 568))

    init() {}

    func makeRootViewController() -> UIViewController { ReorderTilesController() }
}

/// The reorderable grid's controller: its data source, and the drag that moves tiles.
private final class ReorderTilesController: UIViewController, UICollectionViewDataSource {
    private var tiles = Array(1...9)

    override func loadView() {
        let layout = CardLayout()
        layout.itemSize = CGSize(width: 88, height: 88)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 64)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.backgroundColor = UIColor(white: 0.9, alpha: 1)
        collection.isScrollEnabled = false
        collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collection.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        collection.dataSource = self
        collection.addGestureRecognizer(UIPanGestureRecognizer { recognizer in
            let location = recognizer.location(in: collection)
            switch recognizer.state {
            case .began:
                guard let path = collection.indexPathForItem(at: location) else { return }
                collection.beginInteractiveMovementForItem(at: path)
            case .changed:
                collection.updateInteractiveMovementTargetPosition(location)
            case .ended:
                collection.endInteractiveMovement()
            default:
                collection.cancelInteractiveMovement()
            }
        })
        view = collection
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
        cell.show(tiles[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! HeaderView
        view.label.text = "Drag a tile to move it"
        return view
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tiles.insert(tiles.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// A flow layout that puts a white card (a decoration view) behind each section's items,
/// 8 points around them.
private final class CardLayout: UICollectionViewFlowLayout {
    static let cardKind = "card"

    override init() {
        super.init()
        register(CardView.self, forDecorationViewOfKind: CardLayout.cardKind)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        let sections = collectionView?.numberOfSections ?? 0
        for section in 0..<sections {
            guard let card = layoutAttributesForDecorationView(ofKind: CardLayout.cardKind, at: IndexPath(item: 0, section: section)),
                  card.frame.intersects(rect) else { continue }
            attributes.append(card)
        }
        return attributes
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == CardLayout.cardKind, let collectionView else { return nil }
        let count = collectionView.numberOfItems(inSection: indexPath.section)
        let frames = (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: indexPath.section))?.frame }
        guard let first = frames.first else { return nil }
        let card = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        card.frame = frames.reduce(first) { $0.union($1) }.insetBy(dx: -8, dy: -8)
        card.zIndex = -1
        return card
    }
}

/// The white card behind a section.
private final class CardView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 22
    }

    required init?(coder: NSCoder) { return nil }
}

/// The diffable grid's controller.
private final class DiffableTilesController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func loadView() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 88, height: 88)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 64)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.backgroundColor = UIColor(white: 0.96, alpha: 1)
        collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collection.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { view, path, number in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "tile", for: path) as! TileCell
            cell.show(number)
            return cell
        }
        dataSource.supplementaryViewProvider = { [unowned self] view, kind, path in
            let header = view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: path) as! HeaderView
            header.label.text = "Tap here to apply a new snapshot"
            header.onTap = { [unowned self] in applyChanges() }
            return header
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(1...8))
        dataSource.apply(snapshot, animatingDifferences: false)
        view = collection
    }

    private func applyChanges() {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([2])
        snapshot.moveItem(8, beforeItem: 1)
        snapshot.insertItems([9], afterItem: 5)
        dataSource.apply(snapshot)
    }
}

/// A collection of numbered tiles; its data source and delegate.
private final class TilesController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let layout: UICollectionViewLayout
    private let header: String?
    private var tiles = Array(1...8)
    private var nextNumber = 9

    init(layout: UICollectionViewLayout, header: String?) {
        self.layout = layout
        self.header = header
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    private var collectionView: UICollectionView { view as! UICollectionView }

    override func loadView() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collection.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        collection.dataSource = self
        collection.delegate = self
        collection.backgroundColor = UIColor(white: 0.96, alpha: 1)
        view = collection
        if header == nil {
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: 120, y: 244, width: 80, height: 80)
            button.layer.cornerRadius = 40
            button.backgroundColor = .systemBlue
            button.setTitle("+", for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 40, weight: .light)
            button.addAction(UIAction { [unowned self] _ in insertTile() }, for: .touchUpInside)
            collection.addSubview(button)
        }
    }

    private func insertTile() {
        tiles.insert(nextNumber, at: header == nil ? tiles.count : 0)
        nextNumber += 1
        collectionView.insertItems(at: [IndexPath(item: header == nil ? tiles.count - 1 : 0, section: 0)])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
        cell.show(tiles[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! HeaderView
        view.label.text = header
        view.onTap = { [unowned self] in insertTile() }
        return view
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard header != nil else { return }
        collectionView.performBatchUpdates({
            self.tiles.remove(at: indexPath.item)
            collectionView.deleteItems(at: [indexPath])
        })
    }
}

/// A rounded tile in a color of its number, the number in white.
private final class TileCell: UICollectionViewCell {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        label.font = .boldSystemFont(ofSize: 28)
        label.textColor = .white
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    func show(_ number: Int) {
        label.text = "\(number)"
        contentView.backgroundColor = UIColor(hue: CGFloat(number % 12) / 12, saturation: 0.6, brightness: 0.9, alpha: 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// The section header: a caption that inserts a tile when tapped.
private final class HeaderView: UICollectionReusableView {
    let label = UILabel()
    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.textColor = .darkGray
        addSubview(label)
        addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in onTap?() })
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0).offsetBy(dx: 0, dy: 12)
    }
}

/// Tiles evenly spaced on a circle of radius 110 around the middle of the screen, each
/// turned to point away from the center; a new tile grows out of the center.
private final class CircleLayout: UICollectionViewLayout {
    private var attributes: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let count = collectionView.numberOfItems(inSection: 0)
        let center = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.height / 2)
        attributes = (0..<count).map { item in
            let angle = 2 * CGFloat.pi * CGFloat(item) / CGFloat(max(count, 1)) - .pi / 2
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            a.size = CGSize(width: 60, height: 60)
            a.center = CGPoint(x: center.x + 110 * cos(angle), y: center.y + 110 * sin(angle))
            a.transform = CGAffineTransform(rotationAngle: angle + .pi / 2)
            return a
        }
    }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView, let final = layoutAttributesForItem(at: itemIndexPath),
              let start = final.copy() as? UICollectionViewLayoutAttributes else { return nil }
        start.center = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.height / 2)
        start.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        start.alpha = 0
        return start
    }
}
