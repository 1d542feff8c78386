import Foundation

/// What bar items share: a title, an image and their insets (UIKit's `UIBarItem`, an
/// `NSObject` subclass as in UIKit: `class UIBarItem : NSObject`, so extensions on `NSObject`,
/// `.rx` and associated objects reach bar items; equal only to themselves, as `NSObject`).
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String? { didSet { proxyDidSet("title"); itemDidChange() } }
    /// The item's image.
    open var image: UIImage? { didSet { proxyDidSet("image"); itemDidChange() } }
    /// The image in a compact landscape bar (stored).
    open var landscapeImagePhone: UIImage?
    /// The image in a large-content viewer (stored).
    open var largeContentSizeImage: UIImage?
    /// The insets of the image (applied by the tab bar: the image moves by them).
    open var imageInsets: UIEdgeInsets = .zero { didSet { proxyDidSet("imageInsets"); itemDidChange() } }
    /// Whether the item is enabled (a disabled tab's title and image are drawn at 40 % opacity).
    open var isEnabled = true { didSet { proxyDidSet("isEnabled"); itemDidChange() } }
    /// A number to tell items apart.
    open var tag = 0
    /// The item's accessibility identifier (stored).
    open var accessibilityIdentifier: String?
    /// The item's accessibility label (stored).
    open var accessibilityLabel: String?

    private final var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Whether this item is an appearance proxy (``appearance()``).
    final var isAppearanceProxy = false

    /// On an appearance proxy, reports `property`: only the title text attributes of a proxy
    /// are applied to the items.
    final func proxyDidSet(_ property: String) {
        if isAppearanceProxy { AppearanceRules.notApplied(property, on: self) }
    }

    /// An item with no title or image.
    public override init() { super.init() }

    /// An item (there are no archives to decode from).
    public required init?(coder: NSCoder) { super.init() }

    /// Sets the attributes of the title in `state` (the tab bar draws `.font` and
    /// `.foregroundColor` of `.normal` and `.selected`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// The attributes of the title in `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Called after a property the bar draws changed.
    func itemDidChange() {}

    /// Called after the item is loaded from a storyboard or nib (NSObject's `awakeFromNib()`,
    /// which subclasses override to configure themselves); does nothing.
    open func awakeFromNib() {}

    /// Called when Interface Builder renders a designable item (never on a stage); does nothing.
    open func prepareForInterfaceBuilder() {}
}

/// One tab of a ``UITabBar`` (UIKit's `UITabBarItem`): a title under an image, a selected
/// image, and a badge.
open class UITabBarItem: UIBarItem {
    /// The system items (UIKit's `UITabBarItem.SystemItem`): their titles are UIKit's English
    /// ones; their pictograms are UIKit's own artwork, which Animatic does not have: a bar on
    /// stage showing one fails the recording naming the item.
    public enum SystemItem: Int, Sendable {
        /// "More", the tab of the tabs that do not fit.
        case more
        /// "Favorites".
        case favorites
        /// "Featured".
        case featured
        /// "Top Rated".
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
    }

    /// The image of the selected tab (the image, tinted, when `nil`).
    open var selectedImage: UIImage? { didSet { proxyDidSet("selectedImage"); itemDidChange() } }
    /// The text of the badge (`nil`: no badge; the badge is not drawn and is reported).
    open var badgeValue: String? { didSet { proxyDidSet("badgeValue"); itemDidChange() } }
    /// The badge's colour (stored).
    open var badgeColor: UIColor?
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { proxyDidSet("titlePositionAdjustment"); itemDidChange() } }

    /// The system item it was made as (``init(tabBarSystemItem:tag:)``), whose pictogram is not drawn.
    final private(set) var systemItem: SystemItem?

    /// The bar showing the item (weak), to redraw it.
    final weak var bar: UITabBar?

    /// An item with no title or image.
    public override init() { super.init() }

    /// An item (there are no archives to decode from).
    public required init?(coder: NSCoder) { super.init() }

    /// An item with `title`, `image` and `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with `title`, `image` and `selectedImage`.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item with UIKit's title for it.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        title = systemItem.title
        self.systemItem = systemItem
        self.tag = tag
    }

    override func itemDidChange() { bar?.itemsDidChange() }
}

/// A horizontal and vertical offset (UIKit's `UIOffset`).
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat
    /// An offset.
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No offset.
    public static let zero = UIOffset()
}
