import AnimaticRuntime
import Foundation

/// What a ``UITabBar`` tells about its items (UIKit's `UITabBarDelegate`; defaults do nothing).
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A bar of tabs at the bottom of the screen (UIKit's `UITabBar`).
///
/// Drawn as iOS's standard bar: 49 pt tall plus the bottom safe area, a light grey background
/// and a 0.5 pt top hairline; the items share the width equally, each a 25 pt image over a
/// 10 pt medium title, the selected one in the tint colour (`systemBlue` by default) and the
/// others in ``unselectedItemTintColor`` (grey by default). An item's `imageInsets` move its
/// image and `titlePositionAdjustment` its title; a badge is not drawn and is reported
/// (``StoryProblem/notSupported(call:feature:)``).
open class UITabBar: UIView {
    /// How items spread across a wide bar (stored; items always fill the width).
    public enum ItemPositioning: Int, Sendable {
        /// UIKit picks by the size class (UIKit's default).
        case automatic
        /// Items spread over the whole width.
        case fill
        /// Items grouped in the middle.
        case centered
    }

    /// The object told about selections (weak).
    open weak var delegate: UITabBarDelegate?

    /// The items, left to right.
    open var items: [UITabBarItem]? {
        didSet {
            for item in oldValue ?? [] where item.bar === self { item.bar = nil }
            for item in items ?? [] { item.bar = self }
            if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
            itemsDidChange()
        }
    }

    /// The selected item (`nil` for none).
    open var selectedItem: UITabBarItem? { didSet { itemsDidChange() } }

    /// The colour of unselected items (grey when `nil`).
    open var unselectedItemTintColor: UIColor? { didSet { itemsDidChange() } }
    /// The bar's colour (the standard light grey when `nil`).
    open var barTintColor: UIColor? {
        didSet {
            appearanceEffect { backgroundColor = barTintColor ?? UITabBar.standardBackground }
            appearanceDidSet(.barTintColor, self) { [barTintColor] in $0.barTintColor = barTintColor }
        }
    }
    /// Whether the bar is translucent (stored).
    open var isTranslucent = true { didSet { appearanceDidSet(.isTranslucent, self) { [isTranslucent] in $0.isTranslucent = isTranslucent } } }
    /// A background image (stored; not drawn).
    open var backgroundImage: UIImage?
    /// The hairline's image (stored; not drawn).
    open var shadowImage: UIImage?
    /// An image behind the selected item (stored; not drawn).
    open var selectionIndicatorImage: UIImage?
    /// How items spread (stored).
    open var itemPositioning: ItemPositioning = .automatic
    /// The width of items when centred (stored).
    open var itemWidth: CGFloat = 0
    /// The space between centred items (stored).
    open var itemSpacing: CGFloat = 0
    /// The bar style (stored).
    open var barStyle: Int = 0

    static let standardBackground = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
    static let standardHeight: CGFloat = 49

    private final let hairline = UIView()
    /// The drawn tabs, one per item.
    final var buttons: [UITabBarButton] = []

    /// A bar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A bar (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private final func setUp() {
        backgroundColor = UITabBar.standardBackground
        hairline.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.3)
        addSubview(hairline)
    }

    /// Sets the items (the change is at once; `animated` is accepted).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// 49 pt plus the bottom safe area, as wide as proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UITabBar.standardHeight + safeAreaInsets.bottom)
    }

    /// Makes and updates the drawn tabs.
    final func itemsDidChange() {
        let list = items ?? []
        while buttons.count > list.count { buttons.removeLast().removeFromSuperview() }
        while buttons.count < list.count {
            let button = UITabBarButton(frame: .zero)
            buttons.append(button)
            addSubview(button)
        }
        let selectedTint = tintColor ?? .systemBlue
        let normal = unselectedItemTintColor ?? UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
        for (item, button) in zip(list, buttons) {
            button.show(item, selected: item === selectedItem, tint: item === selectedItem ? selectedTint : normal)
        }
        reportUndrawn()
        setNeedsLayout()
    }

    /// What was already reported (an item's badge, a system item's pictogram: once each).
    private var reportedUndrawn: Set<String> = []

    /// Reports, on stage, what the bar shows that Animatic does not draw: a tab's badge, and the
    /// pictogram of a system item shown without an image (UIKit's own artwork, Apple,
    /// `UITabBarItem.SystemItem`, which Animatic does not have). Once an item each.
    private func reportUndrawn() {
        guard let recorder = stageRecorder else { return }
        for item in items ?? [] {
            let id = "\(ObjectIdentifier(item).hashValue)"
            if item.badgeValue != nil, reportedUndrawn.insert("badge " + id).inserted {
                recorder.report(.notSupported(call: "UITabBarItem.badgeValue", feature: "drawing a tab's badge (\(item.title ?? "untitled"))"))
            }
            if let system = item.systemItem, item.image == nil, reportedUndrawn.insert("system " + id).inserted {
                recorder.report(.notSupported(call: "UITabBarItem(tabBarSystemItem:tag:)",
                                              feature: "drawing the pictogram of the system item .\(system) (UIKit's own artwork; its title \"\(item.title ?? "")\" is drawn)"))
            }
        }
    }

    override func didJoinStage() {
        super.didJoinStage()
        reportUndrawn()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        itemsDidChange()
    }

    /// Places the hairline and the tabs.
    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (k, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(k) * width, y: 0, width: width, height: UITabBar.standardHeight)
        }
    }

    /// The user tapped the tab of `item` (``Stage/tap(tab:in:at:)``): it becomes the selected
    /// item and the delegate hears it.
    final func touchSelect(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }
}

/// One drawn tab: the item's image over its title.
final class UITabBarButton: UIView {
    let imageView = UIImageView(image: nil)
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(imageView)
        addSubview(label)
        label.font = .systemFont(ofSize: 10, weight: .medium)
        label.textAlignment = .center
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(imageView)
        addSubview(label)
    }

    private var imageInsets: UIEdgeInsets = .zero
    private var titleOffset: UIOffset = .zero

    func show(_ item: UITabBarItem, selected: Bool, tint: UIColor) {
        let picture = selected ? (item.selectedImage ?? item.image) : item.image
        imageView.image = picture
        imageView.tintColor = tint
        label.text = item.title
        // The selected state's attributes over the normal state's font (UIKit's title attributes
        // of other states fall back to those of the normal state); the tint colours the title
        // that sets no colour for its state.
        let normal = AppearanceRules.titleTextAttributes(of: item, for: .normal)
        let attributes = selected ? AppearanceRules.titleTextAttributes(of: item, for: .selected) : normal
        label.textColor = (attributes?[.foregroundColor] as? UIColor) ?? tint
        label.font = (attributes?[.font] as? UIFont) ?? (normal?[.font] as? UIFont) ?? .systemFont(ofSize: 10, weight: .medium)
        alpha = item.isEnabled ? 1 : 0.4
        imageInsets = item.imageInsets
        titleOffset = item.titlePositionAdjustment
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side: CGFloat = 25
        let i = imageInsets
        imageView.frame = CGRect(x: (bounds.width - side) / 2 + i.left - i.right, y: 7 + i.top - i.bottom, width: side, height: side)
        label.frame = CGRect(x: titleOffset.horizontal, y: 35 + titleOffset.vertical, width: bounds.width, height: 12)
    }
}
