import Foundation

/// Told what the user does in a search bar: editing, typing, the keyboard's search key and
/// the bar's buttons. Every method is optional (a default does nothing or agrees).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may start (default true).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing started.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Typing changed the text to `searchText`.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether typing may replace `range` with `text` (default true).
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's search key was pressed (editing goes on; resign to end it).
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The search results button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
}

public extension UISearchBarDelegate {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
}
