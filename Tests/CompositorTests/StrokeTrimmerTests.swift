@testable import Compositor
import LabKit
import XCTest

final class StrokeTrimmerTests: XCTestCase {
    private let line = Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)], isClosed: false)

    private func spans(_ pieces: [Polyline]) -> [[CGFloat]] {
        pieces.map { [($0.points.first!.x * 1e6).rounded() / 1e6, ($0.points.last!.x * 1e6).rounded() / 1e6] }
    }

    func testDashesAlternateOnAndOff() {
        let pieces = StrokeTrimmer.trim([line], start: 0, end: 1, dashes: [10, 5], phase: 0)
        XCTAssertEqual(spans(pieces), [[0, 10], [15, 25], [30, 40], [45, 55], [60, 70], [75, 85], [90, 100]])
    }

    func testPhaseShiftsThePattern() {
        let pieces = StrokeTrimmer.trim([line], start: 0, end: 1, dashes: [10, 5], phase: 3)
        XCTAssertEqual(spans(pieces).prefix(2), [[0, 7], [12, 22]])
        let negative = StrokeTrimmer.trim([line], start: 0, end: 1, dashes: [10, 5], phase: -5)
        XCTAssertEqual(spans(negative).prefix(2), [[5, 15], [20, 30]])
    }

    func testOddPatternsRepeatAndInvalidOnesAreSolid() {
        XCTAssertEqual(StrokeTrimmer.normalizedDashes([4]), [4, 4])
        XCTAssertEqual(StrokeTrimmer.normalizedDashes([1, 2, 3]), [1, 2, 3, 1, 2, 3])
        XCTAssertNil(StrokeTrimmer.normalizedDashes([0, 0]))
        XCTAssertNil(StrokeTrimmer.normalizedDashes([5, -1]))
        XCTAssertNil(StrokeTrimmer.normalizedDashes([]))
    }

    func testStrokeStartAndEndAreFractionsOfTheWholeLength() {
        let second = Polyline(points: [CGPoint(x: 0, y: 10), CGPoint(x: 300, y: 10)], isClosed: false)
        // Total 400: 0.125…0.5 is 50…200, i.e. 50…100 of the first and 0…100 of the second.
        let pieces = StrokeTrimmer.trim([line, second], start: 0.125, end: 0.5, dashes: nil, phase: 0)
        XCTAssertEqual(spans(pieces), [[50, 100], [0, 100]])
        XCTAssertTrue(StrokeTrimmer.trim([line], start: 0.6, end: 0.4, dashes: nil, phase: 0).isEmpty)
    }

    func testTrimmingAClosedContourFollowsItsOutline() {
        let square = Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)],
                              isClosed: true)
        let pieces = StrokeTrimmer.trim([square], start: 0.25, end: 0.875, dashes: nil, phase: 0)
        XCTAssertEqual(pieces.count, 1)
        XCTAssertFalse(pieces[0].isClosed)
        XCTAssertEqual(pieces[0].length, 25, accuracy: 1e-9)
        XCTAssertEqual(pieces[0].points.first, CGPoint(x: 10, y: 0))
        XCTAssertEqual(pieces[0].points.last, CGPoint(x: 0, y: 5))
        XCTAssertEqual(StrokeTrimmer.trim([square], start: 0, end: 1, dashes: nil, phase: 0), [square])
    }

    func testADashAcrossTheClosingPointIsOnePiece() {
        let square = Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)],
                              isClosed: true)
        // Length 40, pattern 6 on 4 off: on 0–6, 10–16, 20–26, 30–36; with phase 4 on 0–2, 6–12, …, 36–40.
        let pieces = StrokeTrimmer.trim([square], start: 0, end: 1, dashes: [6, 4], phase: 4)
        XCTAssertEqual(pieces.map(\.length).reduce(0, +), 24, accuracy: 1e-9)
        XCTAssertEqual(pieces.count, 4)
        XCTAssertEqual(pieces.first!.length, 6, accuracy: 1e-9)
    }

    func testZeroLengthDashesBecomeDots() {
        let pieces = StrokeTrimmer.trim([line], start: 0, end: 1, dashes: [0, 25], phase: 0)
        XCTAssertEqual(spans(pieces), [[0, 0], [25, 25], [50, 50], [75, 75]])
    }
}
