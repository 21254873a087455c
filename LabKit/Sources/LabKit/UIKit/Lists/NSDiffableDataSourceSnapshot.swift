import Foundation

/// The state of a diffable data source's list: its sections and their items, each named by a
/// unique identifier. Build one, then `apply` it: the data source works out the inserts,
/// deletes and moves from the snapshot it shows and animates them. Identifiers given twice,
/// or sections and items that do not exist, are UIKit's exceptions; here each is reported and
/// the call leaves the snapshot as it was.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The sections' identifiers, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// Each section's items, in order.
    private var items: [[ItemIdentifierType]] = []
    /// The items `reloadItems` or `reconfigureItems` marked for new cells.
    private(set) var reloadedItems: Set<ItemIdentifierType> = []

    /// An empty snapshot.
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// The number of items in every section.
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in `identifier`'s section (0 when there is no such section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        indexOfSection(identifier).map { items[$0].count } ?? 0
    }

    /// The items of `identifier`'s section (none when there is no such section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { items[$0] } ?? []
    }

    /// The section that holds `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        location(of: identifier).map { sectionIdentifiers[$0.section] }
    }

    /// The index of the item among all the snapshot's items, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier) else { return nil }
        return items[..<location.section].reduce(0) { $0 + $1.count } + location.item
    }

    /// The index of the section, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIdentifiers.firstIndex(of: identifier)
    }

    /// Where the item is, as section and item indexes.
    func location(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, list) in items.enumerated() {
            if let item = list.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// The item at `indexPath`, or nil.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
              items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The items of section `index`.
    func items(inSectionAt index: Int) -> [ItemIdentifierType] { items[index] }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard sectionsAreNew(identifiers, "appendSections") else { return }
        sectionIdentifiers += identifiers
        items += identifiers.map { _ in [] }
    }

    /// Inserts sections before `identifier`'s.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection identifier: SectionIdentifierType) {
        guard sectionsAreNew(identifiers, "insertSections"), let index = existingSection(identifier, "insertSections") else { return }
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    /// Inserts sections after `identifier`'s.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection identifier: SectionIdentifierType) {
        guard sectionsAreNew(identifiers, "insertSections"), let index = existingSection(identifier, "insertSections") else { return }
        sectionIdentifiers.insert(contentsOf: identifiers, at: index + 1)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index + 1)
    }

    /// Deletes sections and their items (identifiers that are not there are ignored).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = indexOfSection(identifier) else { continue }
            sectionIdentifiers.remove(at: index)
            items.remove(at: index)
        }
    }

    /// Marks the sections' items for new cells.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { reloadItems(itemIdentifiers(inSection: identifier)) }
    }

    // MARK: Items

    /// Adds items at the end of `section` (nil: the last section).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard itemsAreNew(identifiers, "appendItems") else { return }
        let index: Int
        if let section {
            guard let found = existingSection(section, "appendItems") else { return }
            index = found
        } else {
            guard !items.isEmpty else {
                LabDiagnostics.report("NSDiffableDataSourceSnapshot.appendItems: there are no sections to append to; ignored")
                return
            }
            index = items.count - 1
        }
        items[index] += identifiers
    }

    /// Inserts items before `identifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem identifier: ItemIdentifierType) {
        guard itemsAreNew(identifiers, "insertItems"), let at = existingItem(identifier, "insertItems") else { return }
        items[at.section].insert(contentsOf: identifiers, at: at.item)
    }

    /// Inserts items after `identifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem identifier: ItemIdentifierType) {
        guard itemsAreNew(identifiers, "insertItems"), let at = existingItem(identifier, "insertItems") else { return }
        items[at.section].insert(contentsOf: identifiers, at: at.item + 1)
    }

    /// Deletes items (identifiers that are not there are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in items.indices { items[index].removeAll { gone.contains($0) } }
        reloadedItems.subtract(gone)
    }

    /// Deletes every section and item.
    public mutating func deleteAllItems() {
        sectionIdentifiers = []
        items = []
        reloadedItems = []
    }

    /// Moves `identifier` to just before `other`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem other: ItemIdentifierType) {
        move(identifier, next: other, after: false)
    }

    /// Moves `identifier` to just after `other`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem other: ItemIdentifierType) {
        move(identifier, next: other, after: true)
    }

    private mutating func move(_ identifier: ItemIdentifierType, next other: ItemIdentifierType, after: Bool) {
        guard identifier != other, let from = existingItem(identifier, "moveItem"), existingItem(other, "moveItem") != nil else { return }
        items[from.section].remove(at: from.item)
        let to = location(of: other)!
        items[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
    }

    /// Marks the items for new cells from the provider when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems.formUnion(identifiers.filter { location(of: $0) != nil })
    }

    /// Marks the items for new contents; the lab gives them new cells, as `reloadItems`.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reloadItems(identifiers)
    }

    /// The snapshot without reload marks (what a data source keeps after applying it).
    var settled: NSDiffableDataSourceSnapshot {
        var copy = self
        copy.reloadedItems = []
        return copy
    }

    // MARK: Checks

    private func sectionsAreNew(_ identifiers: [SectionIdentifierType], _ call: String) -> Bool {
        guard Set(identifiers).count == identifiers.count, !identifiers.contains(where: { indexOfSection($0) != nil }) else {
            LabDiagnostics.report("NSDiffableDataSourceSnapshot.\(call): section identifiers must be unique (\(identifiers) repeats one, or one is already in the snapshot); ignored")
            return false
        }
        return true
    }

    private func itemsAreNew(_ identifiers: [ItemIdentifierType], _ call: String) -> Bool {
        let present = Set(itemIdentifiers)
        guard Set(identifiers).count == identifiers.count, !identifiers.contains(where: present.contains) else {
            LabDiagnostics.report("NSDiffableDataSourceSnapshot.\(call): item identifiers must be unique (\(identifiers) repeats one, or one is already in the snapshot); ignored")
            return false
        }
        return true
    }

    private func existingSection(_ identifier: SectionIdentifierType, _ call: String) -> Int? {
        guard let index = indexOfSection(identifier) else {
            LabDiagnostics.report("NSDiffableDataSourceSnapshot.\(call): section \(identifier) is not in the snapshot; ignored")
            return nil
        }
        return index
    }

    private func existingItem(_ identifier: ItemIdentifierType, _ call: String) -> IndexPath? {
        guard let location = location(of: identifier) else {
            LabDiagnostics.report("NSDiffableDataSourceSnapshot.\(call): item \(identifier) is not in the snapshot; ignored")
            return nil
        }
        return location
    }
}
