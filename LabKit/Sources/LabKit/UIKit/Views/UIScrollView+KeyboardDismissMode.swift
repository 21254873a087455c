import Foundation

extension UIScrollView {
    /// How dragging the content dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss it.
        case none
        /// The keyboard goes when a drag begins: the first responder resigns.
        case onDrag
        /// The keyboard follows the finger down and goes when dragged off. The lab shows no
        /// keyboard to drag, so it stays.
        case interactive
        /// As `onDrag`, with the keyboard's accessory view.
        case onDragWithAccessory
        /// As `interactive`, with the keyboard's accessory view.
        case interactiveWithAccessory

        /// Whether the keyboard goes as soon as a drag begins.
        var dismissesWhenDragBegins: Bool { self == .onDrag || self == .onDragWithAccessory }
    }
}
