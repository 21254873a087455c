@_spi(LabHost) import LabKit
import XCTest

/// `UIImage.Orientation`: the image displays its pixels turned as each case names (Apple,
/// "UIImage.Orientation.left": "rotated 90° counterclockwise from the orientation of its
/// original pixel data"), its size is the displayed one, and `cgImage` keeps the stored pixels.
final class UIImageOrientationTests: XCTestCase {
    /// 3 x 2 pixels: red green blue / white black gray, as rows.
    private let stored = CGImage(width: 3, height: 2, premultipliedRGBA: [
        255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
        255, 255, 255, 255, 0, 0, 0, 255, 128, 128, 128, 255,
    ])!

    private let names: [String: [UInt8]] = ["R": [255, 0, 0], "G": [0, 255, 0], "B": [0, 0, 255], "W": [255, 255, 255], "K": [0, 0, 0], "Y": [128, 128, 128]]

    /// The displayed pixels' names, row by row: what an image view shows.
    private func displayed(_ orientation: UIImage.Orientation) -> [String] {
        let view = UIImageView(image: UIImage(cgImage: stored, scale: 1, orientation: orientation))
        guard let pixels = view.layer.contents as? CGImage else { return [] }
        return (0..<pixels.height).map { y in
            (0..<pixels.width).map { x -> String in
                let p = pixels.pixel(x: x, y: y)
                return names.first { $0.value == [p.red, p.green, p.blue] }?.key ?? "?"
            }.joined()
        }
    }

    func testEachOrientationTurnsThePixelsAsApplesFiguresShow() {
        XCTAssertEqual(displayed(.up), ["RGB", "WKY"])
        XCTAssertEqual(displayed(.down), ["YKW", "BGR"])
        // Turned a quarter counter-clockwise: the right column comes to the top.
        XCTAssertEqual(displayed(.left), ["BY", "GK", "RW"])
        XCTAssertEqual(displayed(.right), ["WR", "KG", "YB"])
        XCTAssertEqual(displayed(.upMirrored), ["BGR", "YKW"])
        XCTAssertEqual(displayed(.downMirrored), ["WKY", "RGB"])
        // A quarter clockwise, then flipped: the stored image transposed.
        XCTAssertEqual(displayed(.leftMirrored), ["RW", "GK", "BY"])
        XCTAssertEqual(displayed(.rightMirrored), ["YB", "KG", "WR"])
    }

    func testSizeIsTheDisplayedSizeAndCGImageTheStoredPixels() {
        let image = UIImage(cgImage: stored, scale: 2, orientation: .right)
        XCTAssertEqual(image.size, CGSize(width: 1, height: 1.5))
        XCTAssertEqual(image.imageOrientation, .right)
        XCTAssertTrue(image.cgImage === stored)
        XCTAssertEqual(image.withRenderingMode(.alwaysTemplate).imageOrientation, .right, "derived images keep it")
        XCTAssertEqual(UIImage(cgImage: stored).imageOrientation, .up)
    }

    func testAnImageViewShowsTheTurnedImage() {
        let view = UIImageView(image: UIImage(cgImage: stored, scale: 1, orientation: .left))
        XCTAssertEqual(view.bounds.size, CGSize(width: 2, height: 3))
        let contents = view.layer.contents as? CGImage
        XCTAssertEqual(contents?.width, 2)
        XCTAssertEqual(contents?.height, 3)
    }
}
