import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of;
/// its subclasses override the data source, delegate and scroll view methods they need, as
/// in UIKit.
///
/// Swift has no `responds(to:)` for LabKit's protocols, so the controller declares
/// `collectionView(_:moveItemAt:to:)` (for subclasses to override): its items move
/// interactively, by its standard long press too, whether or not a subclass overrides it
/// (see DifferencesFromApple).
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let layout: UICollectionViewLayout
    /// The long press that moves items, while `installsStandardGestureForInteractiveMovement`.
    private let movementGesture = CollectionMovementGestureRecognizer()

    /// A controller whose collection view is laid out by `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller whose collection view has a flow layout (UIKit's would have none, there
    /// being no nib to give one).
    public override init(nibName: String?, bundle: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A controller whose collection view has a flow layout (there are no storyboards in the lab).
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The controller's view, a collection view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set {
            view = newValue
            installMovementGesture()
        }
    }

    /// The layout the controller was created with; it stays that layout when the collection
    /// view's changes, as in UIKit.
    open var collectionViewLayout: UICollectionViewLayout { layout }

    /// Whether the selection is cleared each time the view is about to appear (default true).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether the controller puts a long press on its collection view that moves items
    /// interactively (default true): pressed for half a second, an item the data source lets
    /// move lifts and follows the finger, keeping its offset from it, the others making room;
    /// lifting the finger drops it there and tells `collectionView(_:moveItemAt:to:)`.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { installMovementGesture() }
    }

    /// Whether pushing this controller onto a navigation controller whose top controller is a
    /// collection view controller animates that one's layout into this one's (default false).
    /// Kept, not animated: the push shows this controller's own collection view, as any push.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view with the layout, the controller its data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        collectionView = collection
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear` is set.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = collectionView else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: indexPath, animated: animated) }
    }

    /// Puts the movement gesture on the collection view, or takes it off.
    private func installMovementGesture() {
        movementGesture.view?.removeGestureRecognizer(movementGesture)
        guard installsStandardGestureForInteractiveMovement, let collection = viewIfLoaded as? UICollectionView else { return }
        collection.addGestureRecognizer(movementGesture)
    }

    // MARK: Data source

    /// How many sections the collection view has (default 1).
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// How many items `section` has (default 0).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// The cell for an item (default: an empty cell; subclasses that have items override it).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    /// The supplementary view of `kind` the layout asks for (default: an empty view).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    /// Whether the item can move interactively (default true).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// An interactive movement moved an item (default: nothing happens).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate

    /// A cell is about to be shown.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// A cell left the screen.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Whether a touch highlights the item (default true).
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Whether a tap selects the item (default true).
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// The item was selected.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Whether a tap deselects the item, with multiple selection (default true).
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// The item was deselected.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Where an item moving interactively goes when the layout proposes a place (default: there).
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }

    // MARK: Scrolling

    /// The collection view scrolled.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// A drag began.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// A drag is about to end; the delegate may change where the content comes to rest.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// A drag ended.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Deceleration began.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Deceleration ended.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// A scrolling animation ended.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Whether a status-bar tap may scroll to the top (default true; the lab has no status bar).
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// The collection view scrolled to the top after a status-bar tap (never, in the lab).
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
