import Foundation
@testable import GLBackend
import XCTest

/// What start-up now defers or does on the CPU: every shader program still compiles and links
/// (on first use, or all at once on request), and the mipmap levels made on the CPU sample the
/// level above bilinearly at each pixel's centre, as GL's generation by a linear blit does.
final class GLStartupTests: XCTestCase {
    func testEveryProgramCompilesAndLinks() throws {
        let context = try EGLOffscreenContext()
        let renderer = try GLRenderer(msaa: true)
        XCTAssertNoThrow(try renderer.compileAllPrograms())
        withExtendedLifetime(context) {}
    }

    func testMipmapLevelsAreTwoByTwoMeans() {
        // 3x2 to 1x1: the centre lands at (1, 0.5): the mean of the middle column's two pixels.
        let base: [UInt8] = [0, 0, 0, 255, 100, 0, 0, 255, 7, 7, 7, 7,
                             40, 0, 0, 255, 60, 0, 0, 255, 9, 9, 9, 9]
        let levels = MipmapChain.levels(of: base, width: 3, height: 2)
        XCTAssertEqual(levels.count, 1)
        XCTAssertEqual(levels[0].width, 1)
        XCTAssertEqual(levels[0].height, 1)
        XCTAssertEqual(levels[0].pixels, [80, 0, 0, 255])
        // 4x4 of one colour: 2x2, then 1x1, the colour kept; a 1-pixel-high strip halves in width only.
        let flat: [UInt8] = (0..<64).map { $0 % 4 == 3 ? 255 : 128 }
        XCTAssertEqual(MipmapChain.levels(of: flat, width: 4, height: 4).map { [$0.width, $0.height] }, [[2, 2], [1, 1]])
        XCTAssertEqual(MipmapChain.levels(of: flat, width: 4, height: 4).last?.pixels, [128, 128, 128, 255])
        XCTAssertEqual(MipmapChain.levels(of: Array(flat.prefix(16)), width: 4, height: 1).map { [$0.width, $0.height] },
                       [[2, 1], [1, 1]])
    }
}
