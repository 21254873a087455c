import LabPort
import XCTest

/// LabKit's data source protocols have associated types, so where iOS code uses them as types
/// they get `any`; conformances, extensions and constraints keep the bare name.
final class ExistentialAnyRewriterTests: XCTestCase {
    func testDataSourceTypesGetAny() throws {
        let (text, report) = try port("""
            final class Forwarder: NSObject, UITableViewDataSource {
                weak var inner: UITableViewDataSource?
                var grids: [UICollectionViewDataSource] = []
                var forced: UITableViewDataSource!
                func use(_ source: UICollectionViewDataSource) -> Bool { source is UITableViewDataSource }
                func given<T: UITableViewDataSource>(_ t: T) where T: UICollectionViewDataSource {}
                var both: (UITableViewDataSource & UITableViewDelegate)?
                var opened: some UITableViewDataSource { self }
            }
            extension Grid: UICollectionViewDataSource {}
            extension UITableViewDataSource {}
            """)
        XCTAssertEqual(text, """
            final class Forwarder: NSObject, UITableViewDataSource {
                weak var inner: (any UITableViewDataSource)?
                var grids: [any UICollectionViewDataSource] = []
                var forced: (any UITableViewDataSource)!
                func use(_ source: any UICollectionViewDataSource) -> Bool { source is any UITableViewDataSource }
                func given<T: UITableViewDataSource>(_ t: T) where T: UICollectionViewDataSource {}
                var both: (any UITableViewDataSource & UITableViewDelegate)?
                var opened: some UITableViewDataSource { self }
            }
            extension Grid: UICollectionViewDataSource {}
            extension UITableViewDataSource {}
            """)
        XCTAssertEqual(report.issues, [])
    }
}
