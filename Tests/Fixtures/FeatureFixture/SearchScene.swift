import LabKit

/// A search bar over a list of names, as a contacts screen has it: tapping the field shows
/// the cancel button (the field makes room over 0.25 s), typing filters the names, and the
/// cancel button clears the text and ends editing. `search-typing.txt` taps, types "an" and
/// later cancels.
final class SearchScene: ViewControllerScene {
    static let info = SceneInfo(name: "Search", summary: "A search bar filtering a list of names",
                                preferredSize: CGSize(width: 320, height: 480))

    init() {}

    func makeRootViewController() -> UIViewController { SearchController() }
}

private final class SearchController: UIViewController, UISearchBarDelegate {
    private let names = ["Anna", "Bernard", "Chantal", "Daniel", "Emmanuel", "Fran", "Jan", "Oliver"]
    private let searchBar = UISearchBar()
    private var rows: [UILabel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        searchBar.frame = CGRect(x: 0, y: 20, width: 320, height: 56)
        searchBar.placeholder = "Search names"
        searchBar.delegate = self
        view.addSubview(searchBar)
        for index in names.indices {
            let row = UILabel(frame: CGRect(x: 20, y: 84 + CGFloat(index) * 44, width: 280, height: 44))
            row.font = .systemFont(ofSize: 17)
            view.addSubview(row)
            rows.append(row)
        }
        show(names)
    }

    private func show(_ shown: [String]) {
        for (index, row) in rows.enumerated() { row.text = index < shown.count ? shown[index] : nil }
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        searchBar.setShowsCancelButton(true, animated: true)
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        show(searchText.isEmpty ? names : names.filter { $0.lowercased().contains(searchText.lowercased()) })
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = nil
        show(names)
        searchBar.resignFirstResponder()
        searchBar.setShowsCancelButton(false, animated: true)
    }
}
