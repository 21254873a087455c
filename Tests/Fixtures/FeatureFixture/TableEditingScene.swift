import LabKit

/// A plain table of groceries under a navigation bar with an Edit button, on a 320 x 568 pt
/// screen (20 points of status bar at the top), for golden frames of editing driven by input
/// scripts. Its data source implements `commit` and `moveRowAt` as UIKit apps do: a swipe to
/// the left reveals UIKit's default Delete button; in editing mode the groceries show delete
/// and reorder controls and the last row, "Add Item", an insert control.
final class TableEditingScene: ViewControllerScene {
    static let info = SceneInfo(name: "TableEditing", summary: "A table's editing mode: delete, insert and reorder controls, swipe to delete",
                                preferredSize: CGSize(width: 320, height: 568))

    init() {}

    func makeRootViewController() -> UIViewController {
        let navigation = UINavigationController(rootViewController: GroceryListController())
        navigation.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        return navigation
    }
}

/// The table's controller, written as for UIKit: its data source and delegate.
private final class GroceryListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private var items = ["Apples", "Bread", "Coffee", "Eggs", "Milk", "Oranges"]
    private var added = 0
    private var tableView: UITableView { view as! UITableView }

    override func loadView() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        table.dataSource = self
        table.delegate = self
        view = table
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count + 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        let isAddRow = indexPath.row == items.count
        cell.textLabel?.text = isAddRow ? "Add Item" : items[indexPath.row]
        cell.textLabel?.textColor = isAddRow ? .systemBlue : .label
        cell.accessoryType = isAddRow ? .none : .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath.row == items.count ? .insert : .delete
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        } else if editingStyle == .insert {
            added += 1
            items.append("Item \(added)")
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row < items.count }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    /// The groceries stay above "Add Item".
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath.row < items.count ? proposedDestinationIndexPath : IndexPath(row: items.count - 1, section: 0)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
