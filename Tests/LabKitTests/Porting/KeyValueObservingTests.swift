@_spi(LabHost) import LabKit
import XCTest

/// Key-value observing of LabKit's objects, with Foundation's semantics ("Key-Value Observing
/// Programming Guide" and `NSKeyValueObservingOptions`): one notification per change, after
/// it, with the old and new values asked for; with `.prior` one more before it (its change
/// dictionary has `notificationIsPriorKey`); with `.initial` one at once when added; none
/// after the observer is removed or released, or after an `NSKeyValueObservation` is
/// invalidated or released.
final class KeyValueObservingTests: AnimationTestCase {
    /// An observer as iOS code writes one: a view controller overriding `observeValue`.
    final class WatchingController: UIViewController {
        struct Heard: Equatable {
            var keyPath: String
            var old: String?
            var new: String?
            var isPrior: Bool
            var context: Int
            /// The observed layer's position when the notification arrived.
            var modelX: CGFloat?
        }
        var heard: [Heard] = []

        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            heard.append(Heard(keyPath: keyPath ?? "", old: change?[.oldKey].map(Self.text), new: change?[.newKey].map(Self.text),
                               isPrior: (change?[.notificationIsPriorKey] as? NSNumber)?.boolValue ?? false,
                               context: context.map { Int(bitPattern: $0) } ?? 0, modelX: (object as? CALayer)?.position.x))
            XCTAssertEqual((change?[.kindKey] as? NSNumber)?.uintValue, NSKeyValueChange.setting.rawValue)
        }

        static func text(_ value: Any) -> String {
            switch value {
            case let v as NSValue where String(cString: v.objCType).hasPrefix("{CGPoint"): return "\(v.cgPointValue)"
            case let v as NSNumber: return "\(v.doubleValue)"
            case is NSNull: return "null"
            default: return "\(value)"
            }
        }
    }

    /// An observer that is a plain `NSObject`: on Linux it adopts `NSKeyValueObserving`.
    final class PlainObserver: NSObject, NSKeyValueObserving {
        var keyPaths: [String] = []
        func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                          context: UnsafeMutableRawPointer?) {
            keyPaths.append(keyPath ?? "")
        }
    }

    // Contexts as iOS code makes them (`&someStaticVar`), as stable addresses.
    private static let contextA = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    private static let contextB = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    func testEachChangeIsSentOnceWithItsOldAndNewValues() {
        let layer = CALayer()
        let observer = WatchingController()
        layer.addObserver(observer, forKeyPath: "position", options: [.old, .new], context: nil)
        layer.position = CGPoint(x: 1, y: 2)
        layer.position = CGPoint(x: 3, y: 4)
        layer.opacity = 0.5
        XCTAssertEqual(observer.heard.map(\.old), ["CGPoint(x: 0.0, y: 0.0)", "CGPoint(x: 1.0, y: 2.0)"])
        XCTAssertEqual(observer.heard.map(\.new), ["CGPoint(x: 1.0, y: 2.0)", "CGPoint(x: 3.0, y: 4.0)"])
        XCTAssertEqual(observer.heard.map(\.isPrior), [false, false])
        layer.removeObserver(observer, forKeyPath: "position")
    }

    func testPriorIsSentBeforeTheChangeAndInitialAtOnce() {
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 0)
        let observer = WatchingController()
        layer.addObserver(observer, forKeyPath: "position", options: [.initial, .prior, .old, .new], context: nil)
        layer.position = CGPoint(x: 9, y: 0)
        typealias Heard = WatchingController.Heard
        XCTAssertEqual(observer.heard, [
            Heard(keyPath: "position", old: nil, new: "CGPoint(x: 5.0, y: 0.0)", isPrior: false, context: 0, modelX: 5),
            Heard(keyPath: "position", old: "CGPoint(x: 5.0, y: 0.0)", new: nil, isPrior: true, context: 0, modelX: 5),
            Heard(keyPath: "position", old: "CGPoint(x: 5.0, y: 0.0)", new: "CGPoint(x: 9.0, y: 0.0)", isPrior: false, context: 0, modelX: 9),
        ])
    }

    func testNothingIsSentWithoutOptionsButTheKind() {
        let layer = CALayer()
        let observer = WatchingController()
        layer.addObserver(observer, forKeyPath: "opacity", options: [], context: nil)
        layer.opacity = 0.25
        XCTAssertEqual(observer.heard, [.init(keyPath: "opacity", old: nil, new: nil, isPrior: false, context: 0, modelX: 0)])
    }

    func testSettingTheFrameSendsFrameBoundsAndPositionOnceEach() {
        let layer = CALayer()
        let observer = WatchingController()
        for key in ["frame", "bounds", "position", "opacity"] { layer.addObserver(observer, forKeyPath: key, options: .new, context: nil) }
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        // The frame's notification comes last: bounds and position change inside its setter.
        XCTAssertEqual(observer.heard.map(\.keyPath), ["bounds", "position", "frame"])
    }

    func testNoneAfterRemovalAndRemovalHonorsTheContext() {
        let layer = CALayer()
        let observer = WatchingController()
        layer.addObserver(observer, forKeyPath: "opacity", options: .new, context: Self.contextA)
        layer.addObserver(observer, forKeyPath: "opacity", options: .new, context: Self.contextB)
        layer.opacity = 0.5
        XCTAssertEqual(observer.heard.map(\.context), [Int(bitPattern: Self.contextA), Int(bitPattern: Self.contextB)],
                       "in the order they were added")
        layer.removeObserver(observer, forKeyPath: "opacity", context: Self.contextA)
        layer.opacity = 0.25
        XCTAssertEqual(observer.heard.map(\.context).last, Int(bitPattern: Self.contextB))
        XCTAssertEqual(observer.heard.count, 3)
        layer.removeObserver(observer, forKeyPath: "opacity")
        layer.opacity = 0.125
        XCTAssertEqual(observer.heard.count, 3, "none after removal")
        layer.removeObserver(observer, forKeyPath: "opacity")
        XCTAssertEqual(diagnostics.filter { $0.contains("is not observing 'opacity'") }.count, 1)
    }

    func testNoneAfterTheObserverIsReleased() {
        let layer = CALayer()
        var observer: WatchingController? = WatchingController()
        weak var weakObserver = observer
        let survivor = PlainObserver()
        layer.addObserver(observer!, forKeyPath: "opacity", options: .new, context: nil)
        layer.addObserver(survivor, forKeyPath: "opacity", options: .new, context: nil)
        observer = nil
        XCTAssertNil(weakObserver, "the observed object does not retain its observers")
        layer.opacity = 0.5
        layer.opacity = 0.75
        XCTAssertEqual(survivor.keyPaths, ["opacity", "opacity"], "the others still hear each change")
        XCTAssertTrue(diagnostics.isEmpty, "\(diagnostics)")
    }

    func testObservedObjectsDoNotOutliveTheirOwners() {
        weak var weakLayer: CALayer?
        let observer = WatchingController()
        var observation: NSKeyValueObservation?
        do {
            let layer = CALayer()
            weakLayer = layer
            layer.addObserver(observer, forKeyPath: "opacity", options: .new, context: nil)
            observation = layer.observe(\.opacity) { _, _ in }
        }
        XCTAssertNil(weakLayer)
        observation?.invalidate()
    }

    func testSwiftObservationsSendTypedValuesUntilInvalidatedOrReleased() {
        let layer = CAShapeLayer()
        var changes: [(old: CGPoint?, new: CGPoint?, prior: Bool)] = []
        var observation: NSKeyValueObservation? = layer.observe(\.position, options: [.old, .new, .prior]) { observed, change in
            XCTAssertTrue(observed === layer)
            changes.append((change.oldValue, change.newValue, change.isPrior))
        }
        layer.position = CGPoint(x: 1, y: 1)
        XCTAssertEqual(changes.map(\.old), [.zero, .zero])
        XCTAssertEqual(changes.map(\.new), [nil, CGPoint(x: 1, y: 1)])
        XCTAssertEqual(changes.map(\.prior), [true, false])
        observation?.invalidate()
        layer.position = CGPoint(x: 2, y: 2)
        XCTAssertEqual(changes.count, 2, "none after invalidation")

        var opacities: [Float?] = []
        observation = layer.observe(\.opacity, options: .new) { _, change in opacities.append(change.newValue) }
        layer.opacity = 0.5
        observation = nil
        layer.opacity = 0.25
        XCTAssertEqual(opacities, [0.5], "none after release")
    }

    /// A shape layer subclass of the plugin's own.
    final class RingLayer: CAShapeLayer {}

    func testLayerKindsPropertiesAreObservableOnSubclasses() {
        let ring = RingLayer()
        var ends: [CGFloat?] = []
        let observation = ring.observe(\.strokeEnd, options: [.old, .new]) { _, change in ends.append(contentsOf: [change.oldValue, change.newValue]) }
        var positions = 0
        let positionObservation = ring.observe(\.position) { _, _ in positions += 1 }
        ring.strokeEnd = 0.5
        ring.position = CGPoint(x: 1, y: 1)
        XCTAssertEqual(ends, [1, 0.5])
        XCTAssertEqual(positions, 1)
        observation.invalidate()
        positionObservation.invalidate()
        XCTAssertTrue(diagnostics.isEmpty, "\(diagnostics)")
    }

    func testAKeyPathOfAnUnobservedPropertyIsReportedAndNeverHeard() {
        let view = UIView()
        var heard = 0
        let observation = view.observe(\.tag) { _, _ in heard += 1 }
        view.tag = 3
        XCTAssertEqual(heard, 0)
        XCTAssertEqual(diagnostics.filter { $0.contains("not a property LabKit sends key-value notifications for") }.count, 1)
        observation.invalidate()
    }

    func testInitialSendsTheCurrentValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var alphas: [CGFloat?] = []
        let observation = view.observe(\.alpha, options: [.initial, .new]) { _, change in alphas.append(change.newValue) }
        view.alpha = 0.5
        XCTAssertEqual(alphas, [1, 0.5])
        observation.invalidate()
    }

    func testViewGeometryIsObservable() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var frames: [CGRect?] = []
        let frameObservation = view.observe(\.frame, options: .new) { _, change in frames.append(change.newValue) }
        let observer = WatchingController()
        view.addObserver(observer, forKeyPath: "center", options: .new, context: nil)
        view.layer.addObserver(observer, forKeyPath: "opacity", options: .new, context: nil)
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        XCTAssertEqual(frames, [CGRect(x: 10, y: 10, width: 20, height: 20)])
        XCTAssertEqual(observer.heard.map(\.keyPath), ["center"], "the frame's setter sets the center")
        view.alpha = 0.5
        XCTAssertEqual(observer.heard.map(\.keyPath), ["center", "opacity"], "the view's alpha is its layer's opacity")
        frameObservation.invalidate()
    }

    func testAKeyPathIsSentWhenItsPropertyChanges() {
        let layer = CALayer()
        let observer = WatchingController()
        layer.addObserver(observer, forKeyPath: "transform.rotation.z", options: [.old, .new], context: nil)
        layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        XCTAssertEqual(observer.heard.count, 1)
        XCTAssertEqual(observer.heard.first?.old, "0.0")
        XCTAssertEqual(Double(observer.heard.first?.new ?? "") ?? 0, .pi / 2, accuracy: 1e-12)
    }

    func testKeysSetByKeyValueCodingAndManualNotificationsAreSent() {
        let layer = CALayer()
        let observer = PlainObserver()
        layer.addObserver(observer, forKeyPath: "score", options: .new, context: nil)
        layer.setValue(3, forKey: "score")
        layer.willChangeValue(forKey: "score")
        layer.didChangeValue(forKey: "score")
        XCTAssertEqual(observer.keyPaths, ["score", "score"])
        layer.removeObserver(observer, forKeyPath: "score")
    }

    func testAnUnhandledNotificationIsReported() {
        let layer = CALayer()
        let observer = UIViewController()
        layer.addObserver(observer, forKeyPath: "opacity", options: .new, context: nil)
        layer.opacity = 0.5
        XCTAssertEqual(diagnostics.filter { $0.contains("does not handle it") }.count, 1)
    }
}
