@_spi(LabHost) @testable import LabKit
import XCTest

/// Invalidation contexts: every invalidation goes through `invalidateLayout(with:)` with a
/// context of the layout's `invalidationContextClass` saying what it covers; a bounds change
/// the layout cares about asks it for the context (`invalidationContext(forBoundsChange:)`);
/// a context's `contentOffsetAdjustment` moves the content. (Apple:
/// `UICollectionViewLayoutInvalidationContext`; `invalidateLayout()` "invalidates the
/// current layout and triggers a layout update".)
final class CollectionInvalidationContextTests: CollectionViewTestCase {
    /// A flow layout that recomputes on every scroll, naming item 0, and records its contexts.
    final class RecordingLayout: UICollectionViewFlowLayout {
        final class Context: UICollectionViewLayoutInvalidationContext {
            var newBounds: CGRect?
        }

        var contexts: [Context] = []
        override class var invalidationContextClass: AnyClass { Context.self }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            let context = super.invalidationContext(forBoundsChange: newBounds) as! Context
            context.newBounds = newBounds
            context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
            return context
        }

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            contexts.append(context as! Context)
            super.invalidateLayout(with: context)
        }
    }

    private var recording: RecordingLayout!

    override func setUp() {
        super.setUp()
        makeCollection(counts: [40])
        recording = RecordingLayout()
        recording.itemSize = CGSize(width: 100, height: 100)
        collection.collectionViewLayout = recording
        collection.reloadData()
        commit()
    }

    func testWhatEachInvalidationSays() throws {
        let reload = try XCTUnwrap(recording.contexts.last)
        XCTAssertTrue(reload.invalidateEverything)
        XCTAssertTrue(reload.invalidateDataSourceCounts)

        recording.contexts = []
        collection.contentOffset = CGPoint(x: 0, y: 40)
        let scroll = try XCTUnwrap(recording.contexts.first)
        XCTAssertEqual(recording.contexts.count, 1)
        XCTAssertEqual(scroll.newBounds, CGRect(x: 0, y: 40, width: 320, height: 480))
        XCTAssertEqual(scroll.invalidatedItemIndexPaths, [IndexPath(item: 0, section: 0)])
        XCTAssertFalse(scroll.invalidateEverything)

        recording.contexts = []
        recording.invalidateLayout()
        XCTAssertEqual(recording.contexts.map(\.invalidateEverything), [true])
        XCTAssertEqual(recording.contexts.map(\.invalidateDataSourceCounts), [false])

        recording.contexts = []
        model.sections[0].append(40)
        collection.insertItems(at: [IndexPath(item: 40, section: 0)])
        XCTAssertEqual(recording.contexts.map(\.invalidateDataSourceCounts), [true])
    }

    /// The adjustment moves the content offset at the next layout pass.
    func testAContentOffsetAdjustment() {
        collection.contentOffset = CGPoint(x: 0, y: 40)
        commit()
        let context = RecordingLayout.Context()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
        recording.invalidateLayout(with: context)
        commit()
        XCTAssertEqual(collection.contentOffset, CGPoint(x: 0, y: 70))
    }

    /// A context class that is not one is reported; the base class serves.
    func testAContextClassThatIsNotOne() {
        final class Misnamed: UICollectionViewFlowLayout {
            override class var invalidationContextClass: AnyClass { NSObject.self }
        }
        let layout = Misnamed()
        let context = layout.invalidationContext(forBoundsChange: .zero)
        XCTAssertTrue(type(of: context) == UICollectionViewLayoutInvalidationContext.self)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].contains("invalidationContextClass"), diagnostics[0])
    }
}
