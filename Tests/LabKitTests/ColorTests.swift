import LabKit
import XCTest

final class ColorTests: XCTestCase {
    func testComponentsAreClampedAndNamedColorsMatchUIKit() {
        XCTAssertEqual(CGColor(red: 2, green: -1, blue: 0.5, alpha: 1).components, [1, 0, 0.5, 1])
        XCTAssertEqual(UIColor.gray.cgColor.components, [0.5, 0.5, 0.5, 1])
        XCTAssertEqual(UIColor.clear.cgColor.alpha, 0)
        XCTAssertEqual(UIColor.orange.cgColor.components, [1, 0.5, 0, 1])
    }

    func testWithAlphaComponentKeepsTheColor() {
        let c = UIColor.red.withAlphaComponent(0.25)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        c.getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b, a], [1, 0, 0, 0.25])
    }

    func testHueSaturationBrightness() {
        let cyan = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
        XCTAssertEqual(cyan.cgColor.components!, [0, 1, 1, 1])
        let darkRed = UIColor(hue: 0, saturation: 1, brightness: 0.5, alpha: 1)
        XCTAssertEqual(darkRed.cgColor.components!, [0.5, 0, 0, 1])
    }
}
