import LabKit

/// An inset grouped table under a navigation bar on a 320 x 568 pt screen (20 points of
/// status bar at the top), for golden frames driven by input scripts, as a Settings-style
/// iPhone screen. Its first section's rows change the second one when tapped: "Insert with
/// Fade" inserts a row at index 1 with `.fade`, "Delete with Left" deletes the row at index 1
/// with `.left`, "Insert Automatically" inserts one with `.automatic`. Tapping a fruit expands
/// it (44 → 88 points, its description showing) inside `performBatchUpdates`; swiping a fruit
/// left reveals "Flag" and "Delete".
final class TableScene: ViewControllerScene {
    static let info = SceneInfo(name: "Table", summary: "An inset grouped table: row insertions and deletions, an expanding cell, swipe actions",
                                preferredSize: CGSize(width: 320, height: 568))

    init() {}

    func makeRootViewController() -> UIViewController {
        let navigation = UINavigationController(rootViewController: FruitTableController())
        navigation.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        return navigation
    }
}

/// The table's controller: its data source and delegate.
private final class FruitTableController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private struct Fruit {
        let name: String
        let detail: String
        let symbol: String
        let color: UIColor
    }

    private let actions = ["Insert with Fade", "Delete with Left", "Insert Automatically"]
    private var fruits = [
        Fruit(name: "Apple", detail: "Crisp and sweet", symbol: "heart.fill", color: .systemRed),
        Fruit(name: "Banana", detail: "Soft and creamy", symbol: "star.fill", color: .systemYellow),
        Fruit(name: "Cherry", detail: "Small and tart", symbol: "circle.fill", color: .systemPink),
        Fruit(name: "Date", detail: "Rich and chewy", symbol: "star.fill", color: .systemOrange),
    ]
    private let extras = [
        Fruit(name: "Kiwi", detail: "Fuzzy and green", symbol: "circle.fill", color: .systemGreen),
        Fruit(name: "Lime", detail: "Sour and bright", symbol: "heart.fill", color: .systemGreen),
    ]
    private var insertedCount = 0
    private var expanded: Set<String> = []
    private var tableView: UITableView { view as! UITableView }

    override func loadView() {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "action")
        table.register(FruitCell.self, forCellReuseIdentifier: "fruit")
        table.dataSource = self
        table.delegate = self
        view = table
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lists"
    }

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? actions.count : fruits.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Animations" : "Fruits"
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Tap a fruit to expand it; swipe it to the left for its actions." : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "action", for: indexPath)
            cell.textLabel?.text = actions[indexPath.row]
            cell.textLabel?.textColor = .systemBlue
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath) as! FruitCell
        configure(cell, with: fruits[indexPath.row])
        return cell
    }

    private func configure(_ cell: FruitCell, with fruit: Fruit) {
        cell.textLabel?.text = fruit.name
        cell.detailTextLabel?.text = expanded.contains(fruit.name) ? fruit.detail : nil
        cell.imageView?.image = UIImage(systemName: fruit.symbol)
        cell.imageView?.tintColor = fruit.color
        cell.accessoryType = expanded.contains(fruit.name) ? .checkmark : .disclosureIndicator
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 1 && expanded.contains(fruits[indexPath.row].name) ? 88 : 44
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let fruitRow = IndexPath(row: 1, section: 1)
        if indexPath.section == 0 {
            switch indexPath.row {
            case 0:
                fruits.insert(extras[insertedCount % extras.count], at: 1)
                insertedCount += 1
                tableView.insertRows(at: [fruitRow], with: .fade)
            case 1:
                guard fruits.count > 1 else { return }
                fruits.remove(at: 1)
                tableView.deleteRows(at: [fruitRow], with: .left)
            default:
                fruits.insert(extras[insertedCount % extras.count], at: 1)
                insertedCount += 1
                tableView.insertRows(at: [fruitRow], with: .automatic)
            }
            return
        }
        let fruit = fruits[indexPath.row]
        if expanded.contains(fruit.name) { expanded.remove(fruit.name) } else { expanded.insert(fruit.name) }
        tableView.performBatchUpdates({
            if let cell = tableView.cellForRow(at: indexPath) as? FruitCell { self.configure(cell, with: fruit) }
        })
    }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard indexPath.section == 1 else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            fruits.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }
}

/// A subtitle cell for a fruit: its symbol, name and (when expanded) description.
private final class FruitCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        detailTextLabel?.textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) { return nil }
}
