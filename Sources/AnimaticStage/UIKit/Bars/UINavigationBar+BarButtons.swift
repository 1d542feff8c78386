import Foundation

/// The buttons a navigation bar shows for its top item.
struct NavigationBarButtons {
    /// The leading buttons, left to right.
    var leading: [(item: UIBarButtonItem, view: UIView)] = []
    /// The trailing buttons, right to left (UIKit's order of `rightBarButtonItems`).
    var trailing: [(item: UIBarButtonItem, view: UIView)] = []
    /// Whether the leading buttons follow a back button.
    var followBack = false
    /// The item the buttons are of.
    weak var owner: UINavigationItem?
}

extension UINavigationBar {
    /// The space between bar buttons, and from the bar's edges (iOS's 8 pt, measured).
    static let buttonSpacing: CGFloat = 8

    /// Views for `item`'s bar button items, drawn in `tint` (spaces take no view; a fixed
    /// space moves the next buttons by its width).
    func barButtons(of item: UINavigationItem?, tint: UIColor) -> NavigationBarButtons {
        guard let item else { return NavigationBarButtons() }
        item.bar = self
        func views(_ items: [UIBarButtonItem]?) -> [(item: UIBarButtonItem, view: UIView)] {
            (items ?? []).filter { !$0.isHidden }.compactMap { barItem in
                barItem.onChange = { [weak self, weak item] in if let item { self?.itemButtonsDidChange(item) } }
                if barItem.systemItem == .fixedSpace {
                    return (barItem, UIView(frame: CGRect(x: 0, y: 0, width: barItem.width, height: 0)))
                }
                return barItem.makeView(tint: tint).map { (barItem, $0) }
            }
        }
        return NavigationBarButtons(leading: views(item.leftBarButtonItems), trailing: views(item.rightBarButtonItems),
                                    followBack: item.leftItemsSupplementBackButton, owner: item)
    }

    /// `item` changed its buttons while the bar shows it: they are replaced at once.
    func itemButtonsDidChange(_ item: UINavigationItem) {
        guard item.bar === self, shownButtons.owner === item else { return }
        let old = shownButtons.leading.map(\.view) + shownButtons.trailing.map(\.view)
        let new = barButtons(of: item, tint: tintColor)
        for view in old { view.removeFromSuperview() }
        shownViews.removeAll { view in old.contains { $0 === view } }
        let views = new.leading.map(\.view) + new.trailing.map(\.view)
        for view in views { addSubview(view) }
        shownViews += views
        shownButtons = new
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Places the buttons: the leading ones from the leading edge (after the back button when
    /// they supplement it), the trailing ones from the trailing edge, 8 pt apart, 44 pt tall.
    func layoutButtons() {
        let height = UINavigationController.barHeight
        var x = UINavigationBar.buttonSpacing
        if shownButtons.followBack, let back = shownViews.compactMap({ $0 as? UILabel }).first(where: { $0.textAlignment != .center }) {
            x = 8 + min(back.intrinsicContentSize.width, back.frame.width) + UINavigationBar.buttonSpacing
        }
        for (item, view) in shownButtons.leading {
            let w = item.customView != nil || item.systemItem == .fixedSpace ? view.frame.width
                : (item.width > 0 ? item.width : view.intrinsicContentSize.width)
            let h = item.customView != nil ? view.frame.height : height
            view.frame = CGRect(x: x, y: contentTop + (height - h) / 2, width: max(0, w), height: h)
            x += w + UINavigationBar.buttonSpacing
        }
        var right = bounds.width - UINavigationBar.buttonSpacing
        for (item, view) in shownButtons.trailing {
            let w = item.customView != nil || item.systemItem == .fixedSpace ? view.frame.width
                : (item.width > 0 ? item.width : view.intrinsicContentSize.width)
            let h = item.customView != nil ? view.frame.height : height
            right -= w
            view.frame = CGRect(x: right, y: contentTop + (height - h) / 2, width: max(0, w), height: h)
            right -= UINavigationBar.buttonSpacing
        }
    }
}

extension UINavigationItem {
    /// The first leading button (setting it replaces ``leftBarButtonItems`` with it alone).
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The rightmost trailing button (setting it replaces ``rightBarButtonItems`` with it alone).
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``leftBarButtonItem`` (the bar redraws at once; `animated` is not drawn).
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItem``.
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets ``leftBarButtonItems``.
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``rightBarButtonItems``.
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}
