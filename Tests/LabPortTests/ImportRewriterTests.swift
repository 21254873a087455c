import LabPort
import XCTest

final class ImportRewriterTests: XCTestCase {
    func testAppleFrameworksBecomeOneLabKitImportAndFoundationStays() throws {
        let (text, report) = try port("""
            //
            //  LoadingView.swift
            //
            import UIKit
            import QuartzCore
            import Foundation
            import CoreGraphics
            import CoreAnimation
            import ObjectiveC
            import Darwin
            import Foundation

            let x = 1
            """)
        XCTAssertEqual(text, """
            //
            //  LoadingView.swift
            //
            import LabKit
            import Foundation

            let x = 1
            """)
        XCTAssertEqual(report.issues, [])
    }

    func testTheHeaderOfARemovedImportMovesToTheNextStatement() throws {
        let (text, _) = try port("""
            import Foundation
            // Drawing
            import CoreGraphics
            // UI
            import UIKit.UIGestureRecognizerSubclass

            let x = 1
            """)
        XCTAssertEqual(text, """
            import Foundation
            // Drawing
            import LabKit
            // UI

            let x = 1
            """)
    }

    func testNetworkingTypesBringFoundationNetworking() throws {
        let (text, _) = try port("""
            import UIKit

            let session = URLSession.shared
            """)
        XCTAssertEqual(text, """
            import LabKit
            import FoundationNetworking

            let session = URLSession.shared
            """)
    }

    func testFrameworksLabKitLacksAreReported() throws {
        let (text, report) = try port("import UIKit\nimport AudioToolbox\n", file: "Sound.swift")
        XCTAssertEqual(text, "import LabKit\nimport AudioToolbox\n")
        XCTAssertEqual(report.issues.map { "\($0.file):\($0.line): \($0.problem)" },
                       ["Sound.swift:2: neither LabKit nor Linux has `AudioToolbox`"])
    }

    func testAFileWrappedInCanImportUIKitIsUnwrapped() throws {
        let (text, _) = try port("""
            // Header
            #if canImport(UIKit)
            import UIKit

            class Spinner: UIView {}
            #else
            import AppKit
            #endif

            #if os(macOS)
            let mac = true
            #endif
            """)
        XCTAssertEqual(text, """
            // Header
            import LabKit

            class Spinner: UIView {}

            #if os(macOS)
            let mac = true
            #endif
            """)
    }

    func testTheLibrarysOwnModuleIsNotImported() throws {
        let result = try Porter.port([PortSource(path: "Presenter.swift", text: """
            import UIKit
            import Foundation
            import NVActivityIndicatorView

            let x = 1
            """)], ownModules: ["NVActivityIndicatorView", "Foundation", "UIKit"])
        XCTAssertEqual(result.files.first?.text, """
            import LabKit
            import Foundation

            let x = 1
            """)
        XCTAssertEqual(result.report.issues, [])
    }

    /// On Apple's platforms `import Foundation` brings Core Foundation and Core Graphics: a
    /// file importing only Foundation that names their symbols (TKSubmitTransition's timer
    /// helper) gets LabKit, which has them; one that names none stays as it was.
    /// `import CoreFoundation` becomes LabKit's (Linux's module does not link).
    func testFoundationOnlyFilesNamingCoreSymbolsImportLabKit() throws {
        let result = try Porter.port([
            PortSource(path: "TimerEx.swift", text: """
                import Foundation
                extension Timer {
                    class func fireDate(after delay: TimeInterval) -> CFAbsoluteTime { delay + CFAbsoluteTimeGetCurrent() }
                }
                """),
            PortSource(path: "Plain.swift", text: "import Foundation\n\nlet names = [\"CAT\", \"Cf\"]\nlet CGx = 1\n"),
            PortSource(path: "Core.swift", text: "import CoreFoundation\nimport Foundation\n\nlet now = CFAbsoluteTimeGetCurrent()\n"),
        ])
        XCTAssertEqual(result.files.map(\.text), [
            """
            import Foundation
            import LabKit
            extension Timer {
                class func fireDate(after delay: TimeInterval) -> CFAbsoluteTime { delay + CFAbsoluteTimeGetCurrent() }
            }
            """,
            "import Foundation\n\nlet names = [\"CAT\", \"Cf\"]\nlet CGx = 1\n",
            "import LabKit\nimport Foundation\n\nlet now = CFAbsoluteTimeGetCurrent()\n",
        ])
    }
}
