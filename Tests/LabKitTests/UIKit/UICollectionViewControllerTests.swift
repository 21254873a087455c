@_spi(LabHost) import LabKit
import XCTest

/// `UICollectionViewController` subclasses override the data source, delegate and scroll view
/// methods as on iOS. Items are 90 points square in a flow layout with 10-point insets: three
/// to a 320-point line, at x = 10, 115 and 220 (10, 110 and 210 on the last line, whose gaps
/// stay at the minimum 10 points); lines are 100 points apart.
final class UICollectionViewControllerTests: UIKitTestCase {
    class NumbersController: UICollectionViewController {
        var items: [Int]
        var selected: [Int] = []
        var moves: [String] = []
        var unmovable: Set<Int> = []

        init(count: Int) {
            items = Array(0..<count)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 90, height: 90)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { return nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "number")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
            cell.tag = items[indexPath.item]
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath.item)
        }

        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            !unmovable.contains(indexPath.item)
        }

        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append("\(sourceIndexPath.item) to \(destinationIndexPath.item)")
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    /// A subclass that sizes its items as a flow layout delegate, as iOS code does in an
    /// extension.
    final class WideItemsController: NumbersController {}

    private func show(_ controller: UIViewController) {
        window.rootViewController = controller
        commit()
    }

    private func steps(_ n: Int) { for _ in 0..<n { step() } }

    func testTheSubclassSuppliesTheItems() {
        let controller = NumbersController(count: 3)
        show(controller)
        let collection = controller.collectionView!
        XCTAssertTrue(controller.view === collection)
        XCTAssertTrue(collection.dataSource === controller)
        XCTAssertTrue(collection.delegate === controller)
        XCTAssertTrue(collection.collectionViewLayout === controller.collectionViewLayout)
        XCTAssertEqual(collection.visibleCells.count, 3)
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 210, y: 10, width: 90, height: 90))
        tap(CGPoint(x: 160, y: 55))
        XCTAssertEqual(controller.selected, [1])
    }

    /// (Apple: `collectionViewLayout` is "the layout object used to initialize the collection
    /// view controller ... isn't updated to reflect changes to the collection view itself".)
    func testCollectionViewLayoutIsTheOneTheControllerWasMadeWith() {
        let controller = NumbersController(count: 3)
        let original = controller.collectionViewLayout
        show(controller)
        controller.collectionView.collectionViewLayout = UICollectionViewFlowLayout()
        XCTAssertTrue(controller.collectionViewLayout === original)
        XCTAssertTrue(UICollectionViewController(nibName: nil, bundle: nil).collectionViewLayout is UICollectionViewFlowLayout)
    }

    func testAFlowLayoutDelegateExtensionSizesTheItems() {
        let controller = WideItemsController(count: 2)
        show(controller)
        XCTAssertEqual(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 10, y: 60, width: 300, height: 40))
    }

    /// The selection is cleared as the view appears again (Apple: "the collection view
    /// controller ... clears the current selection every time the view is displayed"), unless
    /// `clearsSelectionOnViewWillAppear` is false.
    func testTheSelectionIsClearedWhenTheViewAppearsAgain() {
        for clears in [true, false] {
            let controller = NumbersController(count: 3)
            controller.clearsSelectionOnViewWillAppear = clears
            let navigation = UINavigationController(rootViewController: controller)
            show(navigation)
            controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            navigation.pushViewController(UIViewController(), animated: false)
            commit()
            navigation.popViewController(animated: false)
            commit()
            XCTAssertEqual(controller.collectionView.indexPathsForSelectedItems, clears ? nil : [IndexPath(item: 1, section: 0)])
        }
    }

    /// Pressed for half a second, item 0 lifts; dragged 100 points down it takes item 3's
    /// place, keeping its offset from the finger, while the content (30 items: 1010 points
    /// tall) does not scroll; lifting the finger moves it there and tells the subclass.
    /// (Apple: `installsStandardGestureForInteractiveMovement`, "a standard gesture
    /// recognizer (based on a long-press gesture) to manage the reordering".)
    func testTheStandardGestureMovesAnItem() {
        let controller = NumbersController(count: 30)
        show(controller)
        let collection = controller.collectionView!
        let moving = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        step { LabInput.touch(.began, at: CGPoint(x: 50, y: 60)) }
        steps(20)
        XCTAssertEqual(moving.layer.zPosition, 0, "not yet: a third of a second")
        steps(15)
        XCTAssertEqual(moving.layer.zPosition, 1000, "lifted")
        for y in stride(from: 70, through: 160, by: 10) { step { LabInput.touch(.moved, at: CGPoint(x: 50, y: CGFloat(y))) } }
        XCTAssertEqual(moving.center, CGPoint(x: 55, y: 155), "the finger at (50, 160), 5 points left of and below the center")
        XCTAssertEqual(collection.contentOffset, .zero, "the press, not a scroll, has the finger")
        step { LabInput.touch(.ended, at: CGPoint(x: 50, y: 160)) }
        steps(20)
        XCTAssertEqual(controller.moves, ["0 to 3"])
        XCTAssertEqual(Array(controller.items.prefix(6)), [1, 2, 3, 0, 4, 5])
        XCTAssertEqual(moving.frame, CGRect(x: 10, y: 110, width: 90, height: 90))
        XCTAssertEqual(collection.visibleCells.prefix(6).map(\.tag), [1, 2, 3, 0, 4, 5])
    }

    /// The press does not begin on an item `canMoveItemAt` keeps in place, nor at all when
    /// the standard gesture is off.
    func testTheStandardGestureLeavesItemsThatCannotMove() {
        let controller = NumbersController(count: 6)
        controller.unmovable = [0]
        show(controller)
        let collection = controller.collectionView!
        XCTAssertEqual(collection.gestureRecognizers?.filter { $0 is UILongPressGestureRecognizer }.count, 1)
        press(from: CGPoint(x: 50, y: 60), to: CGPoint(x: 260, y: 60))
        XCTAssertEqual(controller.moves, [])

        controller.unmovable = []
        controller.installsStandardGestureForInteractiveMovement = false
        XCTAssertEqual(collection.gestureRecognizers?.filter { $0 is UILongPressGestureRecognizer }.count ?? 0, 0)
        press(from: CGPoint(x: 50, y: 60), to: CGPoint(x: 260, y: 60))
        XCTAssertEqual(controller.moves, [])
        controller.installsStandardGestureForInteractiveMovement = true
        press(from: CGPoint(x: 50, y: 60), to: CGPoint(x: 260, y: 60))
        XCTAssertEqual(controller.moves, ["0 to 2"])
    }

    /// A press held for 0.6 s at `start`, dragged to `end` and lifted, then a second to settle.
    private func press(from start: CGPoint, to end: CGPoint) {
        step { LabInput.touch(.began, at: start) }
        steps(36)
        step { LabInput.touch(.moved, at: CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)) }
        step { LabInput.touch(.moved, at: end) }
        step { LabInput.touch(.ended, at: end) }
        steps(60)
    }

    func testUseLayoutToLayoutNavigationTransitionsIsKept() {
        let controller = NumbersController(count: 1)
        XCTAssertFalse(controller.useLayoutToLayoutNavigationTransitions)
        controller.useLayoutToLayoutNavigationTransitions = true
        XCTAssertTrue(controller.useLayoutToLayoutNavigationTransitions)
    }
}

extension UICollectionViewControllerTests.WideItemsController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 300, height: 40)
    }
}
