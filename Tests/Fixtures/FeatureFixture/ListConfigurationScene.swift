import LabKit

/// A settings-style list built the iOS 14 way: each cell's `defaultContentConfiguration()`
/// filled with a tinted symbol, a text and, in value cells, a trailing value, or a subtitle.
final class ListConfigurationScene: ViewControllerScene {
    static let info = SceneInfo(name: "ListConfigurations", summary: "Table cells filled through content configurations",
                                preferredSize: CGSize(width: 320, height: 480))
    init() {}

    func makeRootViewController() -> UIViewController { SettingsController(style: .insetGrouped) }
}

private final class SettingsController: UITableViewController {
    private let rows: [[(symbol: String, color: UIColor, title: String, value: String?, subtitle: String?)]] = [
        [("star.fill", .systemOrange, "Favorites", nil, nil),
         ("magnifyingglass", .systemBlue, "Search", "All", nil),
         ("book", .systemGreen, "Library", "12", nil)],
        [("heart.fill", .systemRed, "Health", nil, "Steps, sleep and heart rate"),
         ("list.bullet", .systemIndigo, "Reminders", nil, nil)],
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        tableView.rowHeight = UITableView.automaticDimension
    }

    override func numberOfSections(in tableView: UITableView) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = rows[indexPath.section][indexPath.row]
        let cell = row.value == nil ? tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
            : UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        content.secondaryText = row.value ?? row.subtitle
        content.image = UIImage(systemName: row.symbol)
        content.imageProperties.tintColor = row.color
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
