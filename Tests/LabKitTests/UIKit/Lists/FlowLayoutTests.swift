@_spi(LabHost) @testable import LabKit
import XCTest

/// Flow layout frames computed by hand. A 320-point wide collection, 10-point insets and
/// spacing, leaves 300 points for a line: two 100-point items fit (100 + 10 + 100), three do
/// not. Lines but the last are justified (the spare 100 points go between the two items);
/// the last line keeps the minimum spacing from the leading edge; a lone item on a section's
/// only line is centered (UIKit's flow layout; Apple: `UICollectionViewFlowLayout`, "the flow
/// layout … lays out items in a line … until the line is full").
final class FlowLayoutTests: CollectionViewTestCase {
    func testJustifiedLinesAndALeftAlignedLastLine() {
        makeCollection(counts: [5])
        XCTAssertEqual(frame(0), CGRect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(frame(1), CGRect(x: 210, y: 10, width: 100, height: 100))
        XCTAssertEqual(frame(3), CGRect(x: 210, y: 120, width: 100, height: 100))
        XCTAssertEqual(frame(4), CGRect(x: 10, y: 230, width: 100, height: 100))
        XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 340))
    }

    /// Three 90-point items fit (290); the first line spreads them 15 apart, the last keeps 10.
    func testThreeAcross() {
        makeCollection(counts: [5], itemSize: CGSize(width: 90, height: 40))
        XCTAssertEqual([0, 1, 2].map { frame($0)!.minX }, [10, 115, 220])
        XCTAssertEqual([3, 4].map { frame($0)!.minX }, [10, 110])
        XCTAssertEqual(frame(3)!.minY, 60)
    }

    func testALoneItemIsCentered() {
        makeCollection(counts: [1])
        XCTAssertEqual(frame(0), CGRect(x: 110, y: 10, width: 100, height: 100))
    }

    /// Items of different heights are centered on their line, which is as tall as its tallest.
    func testSizesFromTheDelegateAndLineHeights() {
        makeCollection(counts: [3])
        model.sizes = [IndexPath(item: 0, section: 0): CGSize(width: 100, height: 60)]
        collection.reloadData()
        commit()
        XCTAssertEqual(frame(0), CGRect(x: 10, y: 30, width: 100, height: 60))
        XCTAssertEqual(frame(1), CGRect(x: 210, y: 10, width: 100, height: 100))
        XCTAssertEqual(frame(2)!.minY, 120)
    }

    /// Headers and footers span the width; the next section starts under the footer.
    func testHeadersFootersAndSections() {
        makeCollection(counts: [2, 1]) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
        }
        let header = collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                          at: IndexPath(item: 0, section: 1))
        // Section 0: 40 + 10 + 100 + 10 + 20 = 180.
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 180, width: 320, height: 40))
        XCTAssertEqual(frame(0, 1), CGRect(x: 110, y: 230, width: 100, height: 100))
        XCTAssertEqual(collection.contentSize.height, 180 + 40 + 120 + 20)
    }

    /// Scrolling horizontally, lines are columns: four 100-point items fit down 480 points
    /// (430), justified 26.67 apart; columns are 110 points apart.
    func testHorizontalScrolling() {
        makeCollection(counts: [6]) { layout in
            layout.scrollDirection = .horizontal
            layout.sectionInset = .zero
        }
        XCTAssertEqual(frame(1)!.minY, 100 + 80.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(frame(3)!.minY, 380)
        XCTAssertEqual(frame(4), CGRect(x: 110, y: 0, width: 100, height: 100))
        XCTAssertEqual(collection.contentSize, CGSize(width: 210, height: 480))
    }

    /// A narrower collection re-flows: one 100-point item per 150-point line.
    func testABoundsChangeReflows() {
        makeCollection(counts: [3])
        collection.frame = CGRect(x: 0, y: 0, width: 150, height: 480)
        commit()
        XCTAssertEqual(frame(1), CGRect(x: 25, y: 120, width: 100, height: 100))
    }

    /// Row 9 (1000…1100) to row 13 (1440…1540) overlap an offset of 1000: items 18…27.
    func testVisibleItemsAtAnOffset() {
        makeCollection(counts: [1000])
        collection.contentOffset = CGPoint(x: 0, y: 1000)
        commit()
        XCTAssertEqual(collection.indexPathsForVisibleItems.map(\.item), Array(18...27))
        XCTAssertEqual(collection.indexPathForItem(at: CGPoint(x: 50, y: 1050)), IndexPath(item: 18, section: 0))
        XCTAssertNil(collection.indexPathForItem(at: CGPoint(x: 150, y: 1050)), "between items")
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 19, section: 0))?.tag, 19)
    }

    /// Scrolling 10,000 items through 100,000 points makes only the cells of the lines that fit.
    func testReuse() {
        makeCollection(counts: [10_000])
        var y: CGFloat = 0
        while y < 100_000 {
            y += 53
            collection.contentOffset = CGPoint(x: 0, y: y)
            commit()
        }
        // 480 points overlap at most 6 lines of 110: 12 cells, plus the 2 of a line coming in.
        XCTAssertLessThanOrEqual(collection.viewsCreated, 14)
        XCTAssertEqual(collection.visibleCells.count, collection.indexPathsForVisibleItems.count)
    }

    func testScrollToItem() {
        makeCollection(counts: [100])
        collection.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        XCTAssertEqual(collection.contentOffset.y, 1110)
        collection.scrollToItem(at: IndexPath(item: 20, section: 0), at: .centeredVertically, animated: false)
        XCTAssertEqual(collection.contentOffset.y, 1160 - 240)
    }
}

/// `setCollectionViewLayout(_:animated:)`: every item moves from its place in the old layout
/// to its place in the new one over 0.3 s.
final class LayoutTransitionTests: CollectionViewTestCase {
    /// From two 100-point items a line to 50-point ones: the four now fit on one line, the
    /// last, so they keep the 10-point spacing from the left: item 2 goes from (10, 120) to
    /// (10 + 2 · 60, 10) = (130, 10), 100 points wide to 50. Half-way: (70, 65), 75 wide.
    func testAnimatedLayoutChange() {
        makeCollection(counts: [4])
        let two = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
        let small = UICollectionViewFlowLayout()
        small.itemSize = CGSize(width: 50, height: 50)
        small.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        var finished: Bool?
        collection.setCollectionViewLayout(small, animated: true) { finished = $0 }
        XCTAssertTrue(collection.collectionViewLayout === small)
        advance(to: 0.15)
        let frame = two.layer.presentation()!.frame
        XCTAssertEqual(frame.minX, 70, accuracy: 0.01)
        XCTAssertEqual(frame.minY, 65, accuracy: 0.01)
        XCTAssertEqual(frame.width, 75, accuracy: 0.01)
        advance(to: 0.5)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(two.frame, CGRect(x: 130, y: 10, width: 50, height: 50))
    }
}
