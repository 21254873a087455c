import LabPort
import XCTest

/// An app's delegate among a library's sources (its example app): the entry-point attribute
/// goes, as a plugin is a library the lab runs a scene of, and the class is reported.
final class AppDelegateTests: XCTestCase {
    func testTheEntryPointAttributeGoesAndIsReported() throws {
        let (files, report) = try port([("AppDelegate.swift", """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    true
                }
            }
            """), ("SceneDelegate.swift", """
            /// The newer spelling.
            @main
            final class NewAppDelegate: UIResponder, UIApplicationDelegate {}

            @main
            struct Tool {
                static func main() {}
            }
            """)])
        XCTAssertTrue(files["AppDelegate.swift"]!.hasPrefix("""
            import LabKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
            """), files["AppDelegate.swift"]!)
        XCTAssertEqual(files["SceneDelegate.swift"], """
            /// The newer spelling.
            final class NewAppDelegate: UIResponder, UIApplicationDelegate {}

            @main
            struct Tool {
                static func main() {}
            }
            """)
        XCTAssertEqual(report.issues.map { "\($0.file):\($0.line)" }, ["AppDelegate.swift:3", "SceneDelegate.swift:2"])
        XCTAssertTrue(report.issues[0].problem.hasPrefix("`AppDelegate` was the app's entry point (`@UIApplicationMain`)"), report.issues[0].problem)
    }
}
