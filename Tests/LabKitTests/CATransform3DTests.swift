import LabKit
import XCTest

final class CATransform3DTests: XCTestCase {
    private func assertEqual(_ a: CATransform3D, _ b: CATransform3D, accuracy: CGFloat = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip(a.entries, b.entries) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
    }

    func testTranslationLivesInTheFourthRow() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        XCTAssertEqual([t.m41, t.m42, t.m43], [1, 2, 3])
        XCTAssertEqual(t.apply(to: CGPoint(x: 5, y: 5)), CGPoint(x: 6, y: 7))
    }

    func testRotationAboutZTurnsXTowardY() {
        let p = CATransform3DMakeRotation(.pi / 2, 0, 0, 1).apply(to: CGPoint(x: 1, y: 0))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }

    func testRotationAboutAZeroAxisIsIdentity() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    func testConcatAppliesTheFirstArgumentFirst() {
        let t = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        XCTAssertEqual(t.apply(to: CGPoint(x: 1, y: 1)), CGPoint(x: 22, y: 2))
    }

    func testTranslateScaleRotatePrependToTheGivenTransform() {
        let base = CATransform3DMakeScale(2, 2, 1)
        XCTAssertEqual(CATransform3DTranslate(base, 1, 0, 0).apply(to: .zero), CGPoint(x: 2, y: 0))
        XCTAssertEqual(CATransform3DScale(CATransform3DMakeTranslation(5, 0, 0), 3, 3, 1).apply(to: CGPoint(x: 1, y: 0)),
                       CGPoint(x: 8, y: 0))
        let rotated = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1).apply(to: CGPoint(x: 1, y: 0))
        XCTAssertEqual(rotated.x, 5, accuracy: 1e-12)
        XCTAssertEqual(rotated.y, 1, accuracy: 1e-12)
    }

    func testInvertTimesTransformIsIdentity() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, -4, 5), 0.7, 1, 2, 3)
        t.m34 = -1 / 500
        assertEqual(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity)
        let singular = CATransform3DMakeScale(0, 1, 1)
        XCTAssertEqual(CATransform3DInvert(singular), singular)
    }

    func testPerspectiveDividesByW() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 100
        t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 50), t)
        // w = 1 + z·m34 = 1 − 50/100 = 0.5, so x and y double.
        XCTAssertEqual(t.apply(to: CGPoint(x: 10, y: 20)), CGPoint(x: 20, y: 40))
    }

    func testAffineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual(CATransform3DGetAffineTransform(t), affine)
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 1, 0)))
    }
}

final class CATransform3DUnapplyTests: XCTestCase {
    func testUnapplyInvertsApplyUnderPerspective() {
        var t = CATransform3DMakeRotation(0.8, 0, 1, 0)
        t.m34 = -1 / 300
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(40, 30, 0))
        let p = CGPoint(x: 17, y: -23)
        let back = t.unapply(to: t.apply(to: p))!
        XCTAssertEqual(back.x, p.x, accuracy: 1e-9)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-9)
        XCTAssertNil(CATransform3DMakeRotation(.pi / 2, 0, 1, 0).unapply(to: .zero))
    }
}
