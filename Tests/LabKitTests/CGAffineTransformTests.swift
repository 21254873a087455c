import LabKit
import XCTest

final class CGAffineTransformTests: XCTestCase {
    func testPointMappingUsesCoreGraphicsCoefficients() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // (a·x + c·y + tx, b·x + d·y + ty) for (1, 1): (1 + 3 + 5, 2 + 4 + 6).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 9, y: 12))
    }

    func testConcatenatingAppliesSelfFirst() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        // Translate (1, 1) to (11, 1), then scale to (22, 2).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 22, y: 2))
    }

    func testTranslatedByAppliesTheTranslationFirst() {
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        XCTAssertEqual(CGPoint.zero.applying(t), CGPoint(x: 2, y: 3))
    }

    func testRotationTurnsClockwiseOnAYDownScreen() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }

    func testInvertedUndoesAndSingularIsReturnedUnchanged() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 4, y: -7)
        let p = CGPoint(x: 3, y: 9).applying(t).applying(t.inverted())
        XCTAssertEqual(p.x, 3, accuracy: 1e-9)
        XCTAssertEqual(p.y, 9, accuracy: 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func testRectApplyingIsTheBoxAroundTheCorners() {
        let r = CGRect(x: 0, y: 0, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        XCTAssertEqual(r.minX, -sqrt(2), accuracy: 1e-12)
        XCTAssertEqual(r.maxX, sqrt(2), accuracy: 1e-12)
        XCTAssertEqual(r.minY, 0, accuracy: 1e-12)
        XCTAssertEqual(r.maxY, 2 * sqrt(2), accuracy: 1e-12)
    }

    func testFoundationRectHelpersAreAvailableToPlugins() {
        let r = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(r.midX, 25)
        XCTAssertEqual(r.insetBy(dx: 5, dy: 5), CGRect(x: 15, y: 25, width: 20, height: 30))
    }
}
