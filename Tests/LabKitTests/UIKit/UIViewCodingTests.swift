@_spi(LabHost) import LabKit
import XCTest

/// A gauge as iOS code writes one that archives its state: `encode(with:)` overridden, calling
/// `super`, and `init?(coder:)` reading the value back before `super.init(coder:)`.
final class ArchivedGauge: UIView {
    var level: Double = 0

    override init(frame: CGRect) { super.init(frame: frame) }

    required init?(coder: NSCoder) {
        level = coder.decodeDouble(forKey: "level")
        super.init(coder: coder)
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(level, forKey: "level")
    }
}

/// `UIView` adopts `NSCoding` as in UIKit ("UIView … conforms to NSCoding"; `encode(with:)`
/// "Serializes the view to the specified coder"): a view archived with `NSKeyedArchiver` and
/// unarchived is made again by `init?(coder:)` with its geometry, look and subviews.
final class UIViewCodingTests: XCTestCase {
    private func roundTrip(_ view: UIView) throws -> UIView? {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(view, forKey: NSKeyedArchiveRootObjectKey)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        // The test bundle holds a copy of LabKit besides libLabKit.so, and looking the class up
        // by its name finds the library's, which is not this code's `UIView`.
        unarchiver.setClass(UIView.self, forClassName: NSStringFromClass(UIView.self))
        return unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? UIView
    }

    func testAViewAndItsSubviewsComeBackFromAnArchive() throws {
        let gauge = ArchivedGauge(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        gauge.level = 0.75
        gauge.transform = CGAffineTransform(rotationAngle: .pi / 2)
        gauge.alpha = 0.5
        gauge.tag = 7
        gauge.clipsToBounds = true
        gauge.isUserInteractionEnabled = false
        gauge.contentMode = .center
        gauge.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let needle = UIView(frame: CGRect(x: 45, y: 5, width: 10, height: 30))
        needle.isHidden = true
        gauge.addSubview(needle)

        let copy = try XCTUnwrap(try roundTrip(gauge) as? ArchivedGauge)
        XCTAssertEqual(copy.level, 0.75)
        // The frame of a rotated view is its rotated bounds' box: 40 × 100 about the center (60, 40).
        XCTAssertEqual(copy.bounds, CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(copy.center, CGPoint(x: 60, y: 40))
        XCTAssertEqual(copy.frame.size.width, 40, accuracy: 1e-9)
        XCTAssertEqual(copy.frame.size.height, 100, accuracy: 1e-9)
        XCTAssertEqual(copy.transform.b, 1, accuracy: 1e-12)
        XCTAssertEqual(copy.alpha, 0.5)
        XCTAssertEqual(copy.tag, 7)
        XCTAssertTrue(copy.clipsToBounds)
        XCTAssertFalse(copy.isUserInteractionEnabled)
        XCTAssertEqual(copy.contentMode, .center)
        var green: CGFloat = 0
        XCTAssertTrue(copy.backgroundColor?.getRed(nil, green: &green, blue: nil, alpha: nil) ?? false)
        XCTAssertEqual(green, 0.5)
        XCTAssertEqual(copy.subviews.count, 1)
        XCTAssertEqual(copy.subviews.first?.frame, CGRect(x: 45, y: 5, width: 10, height: 30))
        XCTAssertEqual(copy.subviews.first?.isHidden, true)
        XCTAssertTrue(copy.subviews.first?.superview === copy)
        XCTAssertFalse(copy === gauge)
    }

    func testAPlainViewKeepsANewViewsDefaults() throws {
        let copy = try XCTUnwrap(try roundTrip(UIView()))
        XCTAssertEqual(copy.frame, .zero)
        XCTAssertEqual(copy.alpha, 1)
        XCTAssertTrue(copy.isOpaque)
        XCTAssertTrue(copy.isUserInteractionEnabled)
        XCTAssertNil(copy.backgroundColor)
        XCTAssertEqual(copy.subviews.count, 0)
    }

    func testAMalformedValueIsIgnoredWithADiagnostic() throws {
        var reports: [String] = []
        let previous = LabDiagnostics.setSink { reports.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(CGRect(x: 0, y: 0, width: 30, height: 30), forKey: "UIBounds")
        archiver.encode(CGPoint(x: 15, y: 15), forKey: "UICenter")
        archiver.encode(99, forKey: "UIContentMode")
        archiver.encode(["red"] as NSArray, forKey: "UIBackgroundColor")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let view = try XCTUnwrap(UIView(coder: unarchiver))
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertEqual(view.contentMode, .scaleToFill)
        XCTAssertNil(view.backgroundColor)
        XCTAssertEqual(reports.count, 2, "\(reports)")
    }
}
