import Foundation

/// A menu: a title over actions and submenus (iOS 14). A button shows it when tapped with
/// `showsMenuAsPrimaryAction`; submenus are shown inline, in sections.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// The name of a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Its children in the parent, as a section, instead of a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its children drawn as destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One of its actions is on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its children side by side.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier (by default one of its own).
    public let identifier: Identifier
    /// How it shows its children.
    public let options: Options
    /// Its actions and submenus.
    public let children: [UIMenuElement]

    /// A menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions shown, in sections: this menu's own actions, then each submenu's, each
    /// submenu a section of its own; hidden actions left out.
    var sections: [[(action: UIAction, destructive: Bool)]] {
        var sections: [[(action: UIAction, destructive: Bool)]] = [[]]
        for child in children {
            if let action = child as? UIAction, !action.attributes.contains(.hidden) {
                sections[sections.count - 1].append((action, options.contains(.destructive) || action.attributes.contains(.destructive)))
            } else if let menu = child as? UIMenu {
                sections += menu.sections
                sections.append([])
            }
        }
        return sections.filter { !$0.isEmpty }
    }
}
