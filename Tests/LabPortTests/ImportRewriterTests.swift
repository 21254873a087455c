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
}
