import LabKit

/// A plain table over a grouped one on a 320 x 568 pt screen, for a golden frame of the
/// styles and cells iOS draws: the four cell styles, the accessories (chevron, checkmark,
/// info button, both), a selected row, plain section headers on their band and grouped
/// titles with a footer.
final class TableStylesScene: ViewControllerScene {
    static let info = SceneInfo(name: "TableStyles", summary: "Plain and grouped tables: cell styles, accessories, headers, selection",
                                preferredSize: CGSize(width: 320, height: 568))

    init() {}

    func makeRootViewController() -> UIViewController { TableStylesController() }
}

private final class TableStylesController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let plain = UITableView(frame: .zero, style: .plain)
    private let grouped = UITableView(frame: .zero, style: .grouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for table in [plain, grouped] {
            table.dataSource = self
            table.delegate = self
            view.addSubview(table)
        }
        plain.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let half: CGFloat = 320
        plain.frame = CGRect(x: 0, y: 20, width: view.bounds.width, height: half - 20)
        grouped.frame = CGRect(x: 0, y: half, width: view.bounds.width, height: view.bounds.height - half)
    }

    func numberOfSections(in tableView: UITableView) -> Int { tableView === plain ? 2 : 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView === plain ? (section == 0 ? 3 : 2) : 3
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView === plain ? ["Styles", "More"][section] : "Accessories"
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView === grouped ? "A grouped section's footer, in small gray text." : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if tableView === grouped {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = ["Detail button", "Info and chevron", "Custom view"][indexPath.row]
            switch indexPath.row {
            case 0: cell.accessoryType = .detailButton
            case 1: cell.accessoryType = .detailDisclosureButton
            default:
                let toggle = UISwitch()
                toggle.isOn = true
                cell.accessoryView = toggle
            }
            return cell
        }
        let styles: [[UITableViewCell.CellStyle]] = [[.default, .value1, .subtitle], [.value2, .default]]
        let cell = UITableViewCell(style: styles[indexPath.section][indexPath.row], reuseIdentifier: nil)
        switch (indexPath.section, indexPath.row) {
        case (0, 0):
            cell.textLabel?.text = "Default"
            cell.accessoryType = .disclosureIndicator
        case (0, 1):
            cell.textLabel?.text = "Value 1 (selected)"
            cell.detailTextLabel?.text = "Detail"
        case (0, 2):
            cell.textLabel?.text = "Subtitle"
            cell.detailTextLabel?.text = "A smaller line under the title"
        case (1, 0):
            cell.textLabel?.text = "value2"
            cell.detailTextLabel?.text = "Detail after a column"
        default:
            cell.textLabel?.text = "Checked"
            cell.accessoryType = .checkmark
        }
        return cell
    }
}
