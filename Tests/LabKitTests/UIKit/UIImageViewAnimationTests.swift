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

    /// An animated image (Apple, "UIImage.animatedImage(with:duration:)") plays in an image
    /// view for ever without `startAnimating()`; a still image stops it.
    func testAnAnimatedImagePlaysByItself() throws {
        let animated = try XCTUnwrap(UIImage.animatedImage(with: frames, duration: 0.3))
        XCTAssertEqual(animated.images?.count, 3)
        XCTAssertEqual(animated.duration, 0.3)
        XCTAssertNil(UIImage.animatedImage(with: [], duration: 1))
        let view = UIImageView(image: animated)
        window.addSubview(view)
        XCTAssertTrue(shown(view, at: 0.15) === frames[1].cgImage)
        XCTAssertTrue(shown(view, at: 10.45) === frames[2].cgImage, "0.25 s into the 35th pass")
        view.image = still
        XCTAssertTrue(shown(view, at: 10.55) === still.cgImage)
    }

    func testStartingWithoutImagesDoesNothing() {
        let view = UIImageView(image: still)
        view.startAnimating()
        XCTAssertFalse(view.isAnimating)
    }
}

/// Highlighting, `endEditing`, the empty image and the layout animation option.
final class UIKitCompatibilityTests: UIKitTestCase {
    private let plain = UIImage(cgImage: CGImage(width: 1, height: 1, premultipliedRGBA: [255, 0, 0, 255])!)
    private let lit = UIImage(cgImage: CGImage(width: 1, height: 1, premultipliedRGBA: [0, 255, 0, 255])!)

    func testAHighlightedImageViewShowsItsHighlightedImage() {
        let view = UIImageView(image: plain, highlightedImage: lit)
        XCTAssertTrue(view.layer.contents as? CGImage === plain.cgImage)
        view.isHighlighted = true
        XCTAssertTrue(view.layer.contents as? CGImage === lit.cgImage)
        view.highlightedImage = nil
        XCTAssertTrue(view.layer.contents as? CGImage === plain.cgImage, "no highlighted image: the image")
        view.isHighlighted = false
        view.animationImages = [plain]
        view.highlightedAnimationImages = [lit, lit]
        view.isHighlighted = true
        view.startAnimating()
        XCTAssertEqual((view.layer.animation(forKey: "UIImageViewAnimation") as? CAKeyframeAnimation)?.values?.count, 2)
    }

    func testEndEditingResignsTheFirstResponderInTheSubtree() {
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        form.addSubview(field)
        window.addSubview(form)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(UIView().endEditing(true), "nothing to resign elsewhere")
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(form.endEditing(false))
        XCTAssertFalse(field.isFirstResponder)
    }

    func testTheEmptyImageHasNoPixels() {
        let empty = UIImage()
        XCTAssertNil(empty.cgImage)
        XCTAssertEqual(empty.size, .zero)
    }

    /// `.layoutSubviews` lays out inside the block, so a constraint change animates without
    /// an explicit `layoutIfNeeded()`.
    func testTheLayoutOptionAnimatesLayoutChanges() {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: window.topAnchor)])
        commit()
        width.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {})
        advance(to: 0.5)
        XCTAssertEqual(box.layer.presentation()!.bounds.width, 150, accuracy: 1)
    }

    /// iOS 17's spring by perceptual duration and bounce: bounce 0 is critically damped with
    /// ω = 2π / 0.5 s = 4π, so x(t) = 1 − (1 + ωt)e^(−ωt); at 0.25 s ωt = π:
    /// 1 − (1 + π)e^(−π) = 0.8210 of the way.
    func testSpringDurationAndBounce() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        commit()
        UIView.animate(springDuration: 0.5, bounce: 0, animations: { box.center.x = 105 })
        advance(to: LabClock.currentTime + 0.25)
        XCTAssertEqual(Double(box.layer.presentation()!.position.x), 5 + 100 * 0.8210, accuracy: 0.05)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(other)
        commit()
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(duration: 0.5, bounce: 0))
        animator.addAnimations { other.center.x = 105 }
        let start = LabClock.currentTime
        animator.startAnimation()
        advance(to: start + 0.25)
        XCTAssertEqual(Double(other.layer.presentation()!.position.x), 5 + 100 * 0.8210, accuracy: 0.5, "the same spring through an animator")
    }

    /// `UIView.setAnimationsEnabled(false)`: as Apple documents it, the blocks still run but
    /// their changes show at once, until animations are turned back on (the completion runs).
    func testAnimationsCanBeTurnedOffForEveryView() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        commit()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        XCTAssertFalse(UIView.areAnimationsEnabled)
        var completed = false
        UIView.animate(withDuration: 1, animations: { box.alpha = 0.5 }, completion: { _ in completed = true })
        XCTAssertNil(box.layer.animationKeys())
        advance(to: LabClock.currentTime + 0.05)
        XCTAssertTrue(completed)
        UIView.setAnimationsEnabled(true)
        UIView.animate(withDuration: 1) { box.alpha = 1 }
        XCTAssertEqual(box.layer.animationKeys(), ["opacity"])
    }
}
