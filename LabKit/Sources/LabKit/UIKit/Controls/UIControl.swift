import Foundation

/// A closure-based action, as modern UIKit attaches to controls (`addAction(_:for:)`); its
/// title and image label a button made with it (`UIButton(primaryAction:)`).
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    /// The name that makes an action unique on a control: adding an action with the
    /// identifier of one already there replaces it, and `removeAction(identifiedBy:for:)`
    /// removes it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier (by default one of its own).
    public let identifier: Identifier
    /// A longer title for the keyboard shortcut list.
    public var discoverabilityTitle: String?
    /// Whether it is disabled, destructive or hidden.
    public var attributes: UIMenuElement.Attributes
    /// Its check mark state.
    public var state: UIMenuElement.State
    /// The control that sent the action, while it runs.
    public internal(set) weak var sender: AnyObject?
    /// The touch event that made the control send the action, while it runs; nil when the
    /// action was sent otherwise. A lab addition: it stands in for the event argument of
    /// target–action methods `(sender, event)`, which `lab port` rewrites to read it.
    public internal(set) var event: UIEvent?
    let handler: (UIAction) -> Void

    /// An action that runs `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// What menus and actions share: a title and an image.
@preconcurrency @MainActor
open class UIMenuElement {
    /// The title.
    public let title: String
    /// The image beside the title.
    public let image: UIImage?
    /// A second line under the title.
    public var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }

    /// How an element looks and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red: it destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after it is chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A check mark state.
    public enum State: Int, Sendable {
        /// No mark.
        case off
        /// A check mark.
        case on
        /// A dash.
        case mixed
    }
}

/// The base of buttons and text fields: a state (highlighted, selected, disabled), touch
/// tracking, and actions per event.
open class UIControl: UIView {
    /// A control's look-relevant state.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No flag set.
        public static let normal = State([])
        /// A touch is down inside.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// Accepted for source compatibility.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// What happened to a control.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch came down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// Accepted for source compatibility.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The touch moved, still inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The touch moved, outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The touch moved back inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The touch moved outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The touch lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled (a gesture recognizer took it).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field started editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by typing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field ended editing with return.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether a tap shows the control's menu instead of sending `.primaryActionTriggered`
    /// (a button's `menu`).
    open var showsMenuAsPrimaryAction = false
    /// The menu a tap shows when `showsMenuAsPrimaryAction` (a button's `menu`; none by default).
    var tapMenu: UIMenu? { nil }

    /// Whether the control responds (default true).
    open var isEnabled = true { didSet { stateDidChange() } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { stateDidChange() } }
    /// Whether a touch is down inside it.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Whether a touch is being tracked: set by what `beginTracking` and `continueTracking`
    /// return, cleared when the touch lifts or is cancelled.
    public private(set) var isTracking = false
    /// Whether the touch down in the control is inside it (with UIKit's 70-point margin).
    public private(set) var isTouchInside = false

    /// Where the content goes across the width (default centred); a button lays its image
    /// and title out by it.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// Where the content goes down the height (default centred).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    /// The state, from the flags.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called when the state changes; subclasses update their look.
    func stateDidChange() {}

    private var registered: [(action: UIAction, events: Event)] = []

    /// Runs `action` when any of `events` happens. An action with the identifier of one
    /// already added replaces it, for its events and these (Apple: "UIActions are uniqued
    /// based on their identifier").
    open func addAction(_ action: UIAction, for events: Event) {
        if let index = registered.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registered[index] = (action, registered[index].events.union(events))
        } else {
            registered.append((action, events))
        }
    }

    /// Stops running the action identified by `identifier` for `events`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        registered = registered.compactMap { entry in
            guard entry.action.identifier == identifier else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Stops running `action` for `events`.
    open func removeAction(_ action: UIAction, for events: Event) {
        registered = registered.compactMap { entry in
            guard entry.action === action else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Runs the actions registered for `event`.
    open func sendActions(for event: Event) {
        for entry in registered where !entry.events.isDisjoint(with: event) {
            sendAction(entry.action)
        }
    }

    /// Runs `action` with the control as its sender (UIKit's `sendAction(_:)`; the lab has
    /// no selectors, so the selector-based `sendAction(_:to:for:)` does not exist).
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.event = touchEvent
        action.handler(action)
        action.sender = nil
        action.event = nil
    }

    /// The touch event being handled, for the actions it sends.
    private var touchEvent: UIEvent?

    /// Whether a touch lifting inside also sends `.primaryActionTriggered` (a button's tap);
    /// value controls send it with `.valueChanged` instead.
    var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// Sends `.valueChanged` and, as UIKit's value controls do, `.primaryActionTriggered`.
    func sendValueChanged() {
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Tracking

    /// How far outside a control a touch still counts as inside.
    static let touchMargin: CGFloat = 70

    private func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -UIControl.touchMargin, dy: -UIControl.touchMargin).contains(touch.location(in: self))
    }

    /// Called when a touch comes down in the control; returning false stops tracking it (no
    /// `continueTracking`, `endTracking` or touch events after `.touchDown`). The default
    /// returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called for each move of the tracked touch; returning false stops tracking it. The
    /// default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts (`touch` is nil when it did not come from a
    /// touch). The default ends tracking; overrides call `super`.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) { isTracking = false }

    /// Called when the tracked touch is cancelled (a gesture recognizer took it). The default
    /// ends tracking; overrides call `super`.
    open func cancelTracking(with event: UIEvent?) { isTracking = false }

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Whether a touch came down in the (enabled) control and has not lifted: what follows
    /// such a touch reaches the control even when tracking stopped.
    private var touchIsDown = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        touchEvent = event
        defer { touchEvent = nil }
        touchIsDown = true
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchIsDown, let touch = touches.first else { return }
        touchEvent = event
        defer { touchEvent = nil }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        if isTouchInside != wasInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchIsDown, let touch = touches.first else { return }
        touchEvent = event
        defer { touchEvent = nil }
        touchIsDown = false
        isTouchInside = isInside(touch)
        isHighlighted = false
        if isTracking {
            endTracking(touch, with: event)
            if isTouchInside {
                sendActions(for: .touchUpInside)
                if showsMenuAsPrimaryAction, let menu = tapMenu {
                    MenuPresentation.present(menu, from: self)
                } else if sendsPrimaryActionOnTouchUpInside {
                    sendActions(for: .primaryActionTriggered)
                }
            } else {
                sendActions(for: .touchUpOutside)
            }
        }
        isTracking = false
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchIsDown else { return }
        touchEvent = event
        defer { touchEvent = nil }
        touchIsDown = false
        isHighlighted = false
        if isTracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel)
        }
        isTracking = false
        isTouchInside = false
    }
}
