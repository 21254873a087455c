@_spi(LabHost) import LabKit
import XCTest

/// Implicit animations of standalone layers, transactions, actions and delegates.
final class CATransactionTests: AnimationTestCase {
    func testAChangeToACommittedLayerAnimatesFromThePresentationValue() throws {
        let layer = committedLayer()
        layer.opacity = 0
        XCTAssertEqual(layer.animationKeys(), ["opacity"])
        let animation = try XCTUnwrap(layer.animation(forKey: "opacity") as? CABasicAnimation)
        XCTAssertEqual(animation.duration, 0.25)
        XCTAssertEqual(animation.timingFunction, CAMediaTimingFunction(name: .default))
        advance(to: 0.125)
        let expected = 1 - TimingFunctionReference.y(atX: 0.5, 0.25, 0.1, 0.25, 1)
        XCTAssertEqual(Double(try XCTUnwrap(layer.presentation()).opacity), expected, accuracy: 1e-6)
        advance(to: 0.3)
        XCTAssertNil(layer.animationKeys())
        XCTAssertEqual(layer.presentation()?.opacity, 0)
    }

    func testAChangeDuringAnAnimationStartsFromWhereItIs() throws {
        let layer = committedLayer()
        CATransaction.setDisableActions(true)
        layer.position = .zero
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        advance(to: 0.5)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 0, y: 0)
        CATransaction.commit()
        XCTAssertEqual(layer.animationKeys(), ["position"])
        advance(to: 1)
        // The new animation runs from 50 (the presentation value) back to 0.
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).position.x, 25, accuracy: 1e-9)
    }

    func testNoImplicitAnimationBeforeTheLayerIsCommittedOrWithActionsDisabled() {
        let fresh = CALayer()
        root.addSublayer(fresh)
        fresh.opacity = 0
        XCTAssertNil(fresh.animationKeys(), "not committed yet")
        // Nor with a delegate that is not a view (ShimmerSwift's mask, sized before it is shown).
        final class Observer: CALayerDelegate {}
        let observer = Observer()
        let delegated = CALayer()
        delegated.delegate = observer
        root.addSublayer(delegated)
        delegated.bounds = CGRect(x: 0, y: 0, width: 50, height: 10)
        XCTAssertNil(delegated.animationKeys(), "not committed yet, whatever its delegate")
        let layer = committedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0
        CATransaction.commit()
        XCTAssertNil(layer.animationKeys())
        layer.name = "renamed"
        XCTAssertNil(layer.animationKeys(), "name has no action")
    }

    func testActionsDictionaryAndDelegateOverrideTheDefault() {
        final class Delegate: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                event == "opacity" ? NSNull() : nil
            }
        }
        let layer = committedLayer()
        let delegate = Delegate()
        layer.delegate = delegate
        layer.opacity = 0
        XCTAssertNil(layer.animationKeys(), "the delegate's NSNull stops the search")
        let custom = CABasicAnimation()
        custom.duration = 2
        layer.actions = ["cornerRadius": custom, "borderWidth": NSNull()]
        layer.cornerRadius = 10
        layer.borderWidth = 2
        XCTAssertEqual(layer.animationKeys(), ["cornerRadius"])
        XCTAssertEqual(layer.animation(forKey: "cornerRadius")?.duration, 2)
    }

    func testCompletionBlockRunsWhenTheTransactionsAnimationsHaveFinished() {
        let layer = committedLayer()
        var completedAt: Double?
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
        layer.opacity = 0
        layer.position = CGPoint(x: 10, y: 10)
        CATransaction.commit()
        advance(to: 0.4)
        XCTAssertNil(completedAt)
        advance(to: 0.6)
        XCTAssertEqual(completedAt ?? -1, 0.5, accuracy: 1e-9, "on the first frame at or after the end")
    }

    func testCompletionBlockWithoutAnimationsRunsAtCommit() {
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.commit()
        XCTAssertTrue(ran)
    }

    func testImplicitTransactionCommitsAtTheEndOfTheFrame() {
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        XCTAssertFalse(ran)
        advance(to: 1.0 / 60)
        XCTAssertTrue(ran)
    }

    /// `commit()` without `begin()` commits the implicit transaction then and there, quietly,
    /// and a second one has nothing left to commit.
    func testCommitWithoutBeginCommitsTheImplicitTransaction() {
        var ran = 0
        CATransaction.setCompletionBlock { ran += 1 }
        CATransaction.commit()
        XCTAssertEqual(ran, 1)
        CATransaction.commit()
        advance(to: 1.0 / 60)
        XCTAssertEqual(ran, 1)
        XCTAssertEqual(diagnostics.filter { $0.contains("CATransaction") }, [])
    }

    func testDelegateHearsStartAndStopOnTheLabClock() {
        let layer = committedLayer()
        let recorder = DelegateRecorder()
        let animation = basicX(from: 0, to: 10)
        animation.beginTime = 0.5
        animation.delegate = recorder
        layer.add(animation, forKey: "x")
        advance(to: 0.49)
        XCTAssertEqual(recorder.events, [])
        advance(to: 1.6)
        XCTAssertEqual(recorder.events, ["start@0.5", "stop(true)@1.5"])
        XCTAssertNil(layer.animationKeys())
    }

    func testRemovedEarlyTheDelegateHearsFinishedFalseAtTheNextFrame() {
        let layer = committedLayer()
        let recorder = DelegateRecorder()
        let animation = basicX(from: 0, to: 10)
        animation.delegate = recorder
        layer.add(animation, forKey: "x")
        advance(to: 0.5)
        layer.removeAnimation(forKey: "x")
        // Added after the scene's commit at 0, it starts at the next frame's commit.
        XCTAssertEqual(recorder.events, ["start@\(1.0 / 60)"])
        advance(to: 0.5 + 1.0 / 60)
        XCTAssertEqual(recorder.events, ["start@\(1.0 / 60)", "stop(false)@\(0.5 + 1.0 / 60)"])
    }

    func testNotRemovedOnCompletionStaysAndStopsOnce() {
        let layer = committedLayer()
        let recorder = DelegateRecorder()
        let animation = basicX(from: 0, to: 10)
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        animation.delegate = recorder
        layer.add(animation, forKey: "x")
        advance(to: 3)
        XCTAssertEqual(recorder.events, ["start@\(1.0 / 60)", "stop(true)@1.0"])
        XCTAssertEqual(layer.animationKeys(), ["x"])
        XCTAssertEqual(x(of: layer, at: 3.5), 10)
    }

    func testReplacingAnAnimationStopsTheOldOneUnfinished() {
        let layer = committedLayer()
        let first = DelegateRecorder()
        let animation = basicX(from: 0, to: 10)
        animation.delegate = first
        layer.add(animation, forKey: "x")
        layer.add(basicX(from: 0, to: 20), forKey: "x")
        advance(to: 1.0 / 60)
        XCTAssertEqual(first.events, ["stop(false)@\(1.0 / 60)"])
    }

    /// The commit walks only where layers were added, yet every new layer, however deep and
    /// whether it came alone, with a prebuilt subtree or as a mask, is committed by it.
    func testLayersAddedDeepInACommittedTreeAreCommittedByTheNextCommit() {
        let deep = committedLayer(name: "deep")
        let subtree = CALayer(), leaf = CALayer(), mask = CALayer()
        subtree.addSublayer(leaf)
        leaf.mask = mask
        deep.addSublayer(subtree)
        leaf.opacity = 0.5
        XCTAssertNil(leaf.animationKeys(), "not committed yet")
        LabClock.commit(root: root)
        for layer in [subtree, leaf, mask] {
            layer.opacity = 0.25
            XCTAssertEqual(layer.animationKeys(), ["opacity"])
        }
        let late = CALayer()
        mask.addSublayer(late)
        LabClock.commit(root: root)
        late.opacity = 0.1
        XCTAssertEqual(late.animationKeys(), ["opacity"], "a layer added under a mask is committed too")
    }

    /// The key-value form older code uses (Apple, "CATransaction": value(forKey:),
    /// setValue(_:forKey:) with the kCATransaction… keys) reaches the typed properties.
    func testKeyValueFormOfTheTransactionProperties() {
        CATransaction.begin()
        CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
        CATransaction.setValue(NSNumber(value: 0.75), forKey: kCATransactionAnimationDuration)
        let function = CAMediaTimingFunction(name: .easeIn)
        CATransaction.setValue(function, forKey: kCATransactionAnimationTimingFunction)
        var completed = false
        CATransaction.setValue({ completed = true } as () -> Void, forKey: kCATransactionCompletionBlock)
        XCTAssertTrue(CATransaction.disableActions())
        XCTAssertEqual(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool, true)
        XCTAssertEqual(CATransaction.animationDuration(), 0.75)
        XCTAssertTrue(CATransaction.value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction === function)
        CATransaction.setValue("yes", forKey: kCATransactionDisableActions)
        XCTAssertTrue(diagnostics.contains { $0.contains("kCATransaction") || $0.contains("disableActions") }, "\(diagnostics)")
        CATransaction.commit()
        advance(to: 1.0 / 60)
        XCTAssertTrue(completed)
    }
}
