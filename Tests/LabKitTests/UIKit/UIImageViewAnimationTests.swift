@_spi(LabHost) import LabKit
import XCTest

/// `UIImageView`'s animation images (Apple, "UIImageView": animationImages,
/// animationDuration — 0 means 1/30 s per image —, animationRepeatCount — 0 means for ever —,
/// startAnimating, stopAnimating, isAnimating): the frames shown at chosen times.
final class UIImageViewAnimationTests: UIKitTestCase {
    private let frames = (0..<3).map { i in UIImage(cgImage: CGImage(width: 1, height: 1, premultipliedRGBA: [UInt8(i * 100), 0, 0, 255])!) }
    private let still = UIImage(cgImage: CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 255, 255])!)

    private func shown(_ view: UIImageView, at time: Double) -> CGImage? {
        advance(to: time)
        return (view.layer.presentation() ?? view.layer).contents as? CGImage
    }

    func testFramesPlayInTurnForTheRepeatCountThenTheImageShowsAgain() {
        let view = UIImageView(image: still)
        window.addSubview(view)
        view.animationImages = frames
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        view.startAnimating()
        XCTAssertTrue(view.isAnimating)
        for (time, index) in [(0.05, 0), (0.15, 1), (0.25, 2), (0.35, 0), (0.55, 2)] {
            XCTAssertTrue(shown(view, at: time) === frames[index].cgImage, "frame \(index) at \(time) s")
        }
        XCTAssertTrue(shown(view, at: 0.7) === still.cgImage, "two passes, then the image")
        XCTAssertFalse(view.isAnimating)
    }

    func testDefaultsPlayAThirtiethOfASecondPerImageForEver() {
        let view = UIImageView()
        window.addSubview(view)
        XCTAssertEqual(view.animationDuration, 0)
        XCTAssertEqual(view.animationRepeatCount, 0)
        view.animationImages = frames
        view.startAnimating()
        XCTAssertTrue(shown(view, at: 1.0 / 30 + 0.01) === frames[1].cgImage)
        XCTAssertTrue(shown(view, at: 10 + 2.0 / 30 + 0.01) === frames[2].cgImage, "still playing after 10 s")
        view.stopAnimating()
        XCTAssertFalse(view.isAnimating)
        XCTAssertNil(shown(view, at: 10.2))
    }

    func testStartingWithoutImagesDoesNothing() {
        let view = UIImageView(image: still)
        view.startAnimating()
        XCTAssertFalse(view.isAnimating)
    }
}
