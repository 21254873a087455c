import Foundation

/// An item of a tab bar: an icon with a title under it, another icon when selected, and an
/// optional badge (a red capsule with a short text) at the icon's top right.
open class UITabBarItem: UIBarItem {
    /// How far the title moves from its standard place.
    open var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0) { didSet { itemDidChange() } }
    /// The standard items UIKit provides; each has its own title (the lab draws only the
    /// favorites family with an icon, a star).
    public enum SystemItem: Int, Sendable {
        /// "More".
        case more
        /// "Favorites", a star.
        case favorites
        /// "Featured", a star.
        case featured
        /// "Top Rated", a star.
        case topRated
        /// "Recents".
        case recents
        /// "Contacts".
        case contacts
        /// "History".
        case history
        /// "Bookmarks".
        case bookmarks
        /// "Search".
        case search
        /// "Downloads".
        case downloads
        /// "Most Recent".
        case mostRecent
        /// "Most Viewed".
        case mostViewed

        var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }

        var symbolName: String? {
            switch self {
            case .favorites, .featured, .topRated: return "star.fill"
            default: return nil
            }
        }
    }

    /// The image shown while the item is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The badge's text (nil: no badge; an empty string: a small red dot, as in UIKit).
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's background (nil: the system red).
    open var badgeColor: UIColor? { didSet { itemDidChange() } }

    /// An item with no title or image (set them afterwards).
    public override init() { super.init() }

    /// There are no archives in the lab: this creates an item as `init()` does.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An item with `title`, `image` and `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with `title`, `image`, and `selectedImage` shown while it is selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of UIKit's standard items, with its title.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        title = systemItem.title
        image = systemItem.symbolName.flatMap { UIImage(systemName: $0) }
        self.tag = tag
    }
}
