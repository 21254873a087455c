@testable import LabKit
import XCTest

/// Emitter cells are key-value coding containers, as Core Animation's are (SPConfetti sets its
/// cells' undocumented orientation keys this way): properties by name, other keys kept.
final class CAEmitterCellKeyValueCodingTests: XCTestCase {
    func testPropertiesAreSetAndReadByName() {
        let cell = CAEmitterCell()
        cell.setValue(12.5, forKey: "birthRate")
        cell.setValue(NSNumber(value: 3), forKey: "lifetime")
        cell.setValue(CGFloat.pi, forKey: "emissionRange")
        cell.setValue(200, forKey: "velocity")
        cell.setValue("flake", forKey: "name")
        cell.setValue(UIColor.red, forKey: "color")
        cell.setValue(false, forKey: "enabled")
        cell.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 0.5, height: 1)), forKey: "contentsRect")
        XCTAssertEqual(cell.birthRate, 12.5)
        XCTAssertEqual(cell.lifetime, 3)
        XCTAssertEqual(cell.emissionRange, .pi)
        XCTAssertEqual(cell.velocity, 200)
        XCTAssertEqual(cell.name, "flake")
        XCTAssertEqual(cell.color?.rgba.red, 1)
        XCTAssertFalse(cell.isEnabled)
        XCTAssertEqual(cell.contentsRect.width, 0.5)
        XCTAssertEqual(cell.value(forKey: "birthRate") as? Float, 12.5)
        XCTAssertEqual(cell.value(forKey: "name") as? String, "flake")
    }

    func testOtherKeysAreKeptAndWrongValuesIgnored() {
        let cell = CAEmitterCell()
        cell.birthRate = 4
        cell.setValue("plane", forKey: "particleType")
        cell.setValue(Double.pi / 2, forKey: "orientationRange")
        XCTAssertEqual(cell.value(forKey: "particleType") as? String, "plane")
        XCTAssertEqual(cell.value(forKey: "orientationRange") as? Double, .pi / 2)
        cell.setValue("fast", forKey: "birthRate")
        XCTAssertEqual(cell.birthRate, 4, "not a number: ignored")
        cell.setValue(-1, forKey: "lifetime")
        XCTAssertEqual(cell.lifetime, 0, "a negative lifetime is ignored as when set directly")
        XCTAssertNil(cell.value(forKey: "noSuchKey"))
    }
}
