import Foundation

/// A table view's vertical layout: the table header, then each section's header, rows and
/// footer, then the table footer, top to bottom. Row tops are prefix sums of the row heights,
/// so that finding a row by offset is a binary search and a table of 100,000 rows lays out
/// as fast as one of 100; a height change shifts only what lies below it.
struct TableGeometry {
    /// One section: its header, rows and footer heights, and where it starts.
    struct Section {
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        var rowHeights: [CGFloat]
        /// `rowTops[i]`: the top of row `i` below the header; one more entry than rows (the
        /// last is the rows' total height).
        var rowTops: [CGFloat]
        /// The top of the section's header, in content coordinates.
        var top: CGFloat = 0

        init(headerHeight: CGFloat, rowHeights: [CGFloat], footerHeight: CGFloat) {
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.rowHeights = rowHeights
            rowTops = [0]
            rowTops.reserveCapacity(rowHeights.count + 1)
            var y: CGFloat = 0
            for height in rowHeights {
                y += height
                rowTops.append(y)
            }
        }

        /// The top of the first row, in content coordinates.
        var rowsTop: CGFloat { top + headerHeight }
        /// The bottom of the footer, in content coordinates.
        var bottom: CGFloat { rowsTop + rowTops[rowTops.count - 1] + footerHeight }
        /// The number of rows.
        var count: Int { rowHeights.count }
    }

    /// The table header view's height.
    var tableHeaderHeight: CGFloat = 0
    /// The table footer view's height.
    var tableFooterHeight: CGFloat = 0
    var sections: [Section] = []
    /// The height of all of it: the content size's height.
    private(set) var contentHeight: CGFloat = 0

    init(tableHeaderHeight: CGFloat = 0, sections: [Section] = [], tableFooterHeight: CGFloat = 0) {
        self.tableHeaderHeight = tableHeaderHeight
        self.sections = sections
        self.tableFooterHeight = tableFooterHeight
        restack(from: 0)
    }

    /// Recomputes the tops of the sections from `first` on, and the content height.
    mutating func restack(from first: Int) {
        var y = first > 0 && first <= sections.count ? sections[first - 1].bottom : tableHeaderHeight
        for index in max(0, first)..<sections.count {
            sections[index].top = y
            y = sections[index].bottom
        }
        contentHeight = y + tableFooterHeight
    }

    /// Changes one row's height; the rows and sections below move.
    mutating func setHeight(_ height: CGFloat, ofRow indexPath: IndexPath) {
        guard contains(indexPath) else { return }
        let s = indexPath.section, r = indexPath.row
        let delta = height - sections[s].rowHeights[r]
        guard delta != 0 else { return }
        sections[s].rowHeights[r] = height
        for i in (r + 1)..<sections[s].rowTops.count { sections[s].rowTops[i] += delta }
        restack(from: s + 1)
    }

    /// Whether the index path names a row of the table.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && (0..<sections[indexPath.section].count).contains(indexPath.row)
    }

    /// The row's top and height in content coordinates.
    func rowSpan(_ indexPath: IndexPath) -> (y: CGFloat, height: CGFloat) {
        let section = sections[indexPath.section]
        return (section.rowsTop + section.rowTops[indexPath.row], section.rowHeights[indexPath.row])
    }

    /// The header's top and height.
    func headerSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) {
        (sections[section].top, sections[section].headerHeight)
    }

    /// The footer's top and height.
    func footerSpan(_ section: Int) -> (y: CGFloat, height: CGFloat) {
        let s = sections[section]
        return (s.rowsTop + s.rowTops[s.count], s.footerHeight)
    }

    /// The index of the last element of `values` (ascending) not above `y`, or nil when every
    /// one is above it.
    private static func lastIndex(in values: some RandomAccessCollection<CGFloat>, notAbove y: CGFloat) -> Int? {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[values.index(values.startIndex, offsetBy: mid)] <= y { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }

    /// The section whose span (header to footer) holds `y`, or nil above or below them all.
    func section(at y: CGFloat) -> Int? {
        guard let index = TableGeometry.lastIndex(in: sections.lazy.map(\.top), notAbove: y),
              y < sections[index].bottom else { return nil }
        return index
    }

    /// The row whose span holds `y`, or nil over a header, a footer or no section.
    func row(at y: CGFloat) -> IndexPath? {
        guard let s = section(at: y) else { return nil }
        let section = sections[s], local = y - section.rowsTop
        guard local >= 0, local < section.rowTops[section.count],
              let r = TableGeometry.lastIndex(in: section.rowTops.dropLast(), notAbove: local) else { return nil }
        return IndexPath(row: r, section: s)
    }

    /// The rows that overlap `minY..<maxY` (a row of zero height at the edge counts), in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY, !sections.isEmpty else { return [] }
        let first = TableGeometry.lastIndex(in: sections.lazy.map(\.top), notAbove: minY) ?? 0
        var result: [IndexPath] = []
        for s in first..<sections.count {
            let section = sections[s]
            if section.top >= maxY { break }
            guard section.count > 0 else { continue }
            let localMin = minY - section.rowsTop, localMax = maxY - section.rowsTop
            guard localMax > 0, localMin < section.rowTops[section.count] else { continue }
            var r = TableGeometry.lastIndex(in: section.rowTops.dropLast(), notAbove: localMin) ?? 0
            // A row ending exactly at minY is not visible.
            while r < section.count, section.rowTops[r + 1] <= localMin { r += 1 }
            while r < section.count, section.rowTops[r] < localMax {
                result.append(IndexPath(row: r, section: s))
                r += 1
            }
        }
        return result
    }

    /// The sections whose header or footer overlaps `minY..<maxY`, with which of the two do.
    func headersAndFooters(from minY: CGFloat, to maxY: CGFloat) -> (headers: [Int], footers: [Int]) {
        guard maxY > minY, !sections.isEmpty else { return ([], []) }
        let first = TableGeometry.lastIndex(in: sections.lazy.map(\.top), notAbove: minY) ?? 0
        var headers: [Int] = [], footers: [Int] = []
        for s in first..<sections.count {
            if sections[s].top >= maxY { break }
            let h = headerSpan(s), f = footerSpan(s)
            if h.height > 0, h.y < maxY, h.y + h.height > minY { headers.append(s) }
            if f.height > 0, f.y < maxY, f.y + f.height > minY { footers.append(s) }
        }
        return (headers, footers)
    }
}
