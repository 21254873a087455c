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

    /// getHue reads back what init(hue:…) made (hand-computed: orange 1, 0.5, 0 is hue 30°,
    /// full saturation and brightness); grays have hue and saturation 0.
    func testGetHueInvertsInitHue() {
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        XCTAssertTrue(UIColor.orange.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        XCTAssertEqual(h, 30.0 / 360, accuracy: 1e-12)
        XCTAssertEqual([s, b, a], [1, 1, 1])
        let color = UIColor(hue: 0.7, saturation: 0.4, brightness: 0.8, alpha: 0.5)
        color.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        XCTAssertEqual(h, 0.7, accuracy: 1e-9)
        XCTAssertEqual(s, 0.4, accuracy: 1e-9)
        XCTAssertEqual(b, 0.8, accuracy: 1e-9)
        XCTAssertEqual(a, 0.5)
        UIColor.gray.getHue(&h, saturation: &s, brightness: &b, alpha: nil)
        XCTAssertEqual([h, s, b], [0, 0, 0.5])
    }

    func testGetWhiteReadsGraysOnly() {
        var w: CGFloat = -1, a: CGFloat = -1
        XCTAssertTrue(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a))
        XCTAssertEqual([w, a], [0.25, 0.5])
        w = -1
        XCTAssertFalse(UIColor.red.getWhite(&w, alpha: &a))
        XCTAssertEqual(w, -1)
        XCTAssertEqual(UIColor.lightText.cgColor.alpha, 0.6)
    }
}
