import AnimaticClock
import AnimaticRuntime
import Foundation

/// A bar of ``UIBarButtonItem``s, usually at the bottom of a screen (UIKit's `UIToolbar`).
///
/// ```swift
/// let bar = UIToolbar(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
/// bar.items = [UIBarButtonItem(title: "Skip", style: .plain, target: self, action: #selector(skip)),
///              .flexibleSpace(),
///              UIBarButtonItem(title: "Next", style: .done, target: self, action: #selector(next))]
/// stage.addSubview(bar)
/// ```
///
/// Drawn as iOS's light bar (measured, not documented; the recording notes it once): the
/// ``barTintColor`` (by default a 94 % opaque `#F9F9F9`) with a 0.33 pt `separator` line along
/// the top; the items in a row, vertically centred, 16 pt in from each side and 8 pt apart,
/// buttons drawn as ``UIBarButtonItem`` says in the item's or the bar's ``UIView/tintColor``;
/// flexible spaces share the width left over. ``setItems(_:animated:)`` with `animated` fades
/// the new buttons in and the old ones out over 0.25 s (UIKit's duration is not documented).
/// Its intrinsic height is 44 pt.
open class UIToolbar: UIView {
    /// The default height.
    public static let height: CGFloat = 44
    /// The side margins.
    static let margin: CGFloat = 16
    /// The space between items.
    static let spacing: CGFloat = 8

    /// The items, left to right.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private final var storedItems: [UIBarButtonItem]?
    /// The bar's colour (`nil`: iOS's light translucent gray).
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the bar is translucent (`true` by default; the default colour is 94 % opaque).
    open var isTranslucent = true { didSet { updateBackground() } }
    /// The bar's style (stored: Animatic draws the default light style).
    open var barStyle: UIBarStyle = .default

    /// The item views shown, with their items.
    private final var shown: [(item: UIBarButtonItem, view: UIView?)] = []
    /// The top line.
    final let separatorLine = UIView()

    /// A toolbar with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpToolbar()
    }

    /// A toolbar from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpToolbar()
    }

    private final func setUpToolbar() {
        separatorLine.backgroundColor = .separator
        separatorLine.isUserInteractionEnabled = false
        addSubview(separatorLine)
        updateBackground()
    }

    /// Replaces the items; `animated` fades between the old buttons and the new.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let old = shown
        for entry in old { entry.item.onChange = nil }
        storedItems = items
        shown = (items ?? []).filter { !$0.isHidden }.map { item in
            item.onChange = { [weak self] in self?.itemsDidChange() }
            return (item, item.makeView(tint: tintColor))
        }
        let fade = animated && window != nil && !old.isEmpty
        for entry in shown { if let view = entry.view { addSubview(view); if fade { view.alpha = 0 } } }
        layoutItems()
        let oldViews = old.compactMap(\.view).filter { v in !shown.contains(where: { $0.view === v }) }
        guard fade else {
            for view in oldViews { view.removeFromSuperview() }
            return
        }
        UIView.animate(withDuration: 0.25, animations: {
            for view in oldViews { view.alpha = 0 }
            for entry in self.shown { entry.view?.alpha = 1 }
        }, completion: { _ in
            for view in oldViews { view.removeFromSuperview() }
        })
    }

    /// 44 pt tall, no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIToolbar.height) }

    /// Lays the items out in a row.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    /// The buttons take the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        itemsDidChange()
    }

    /// Remakes the item views (an item's title or tint changed).
    final func itemsDidChange() {
        setItems(storedItems, animated: false)
    }

    /// The frames of the shown items' views (spaces included, as `nil`), in the bar's bounds.
    final func layoutItems() {
        separatorLine.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1.0 / 3.0)
        let widths = shown.map { entry -> CGFloat? in
            if entry.item.systemItem == .flexibleSpace { return nil }
            if entry.item.systemItem == .fixedSpace { return entry.item.width }
            return entry.view?.frame.width ?? 0
        }
        let fixed = widths.compactMap { $0 }.reduce(0, +)
        let gaps = CGFloat(max(0, shown.count - 1)) * UIToolbar.spacing
        let flexible = widths.filter { $0 == nil }.count
        let free = max(0, bounds.width - 2 * UIToolbar.margin - fixed - gaps)
        var x = UIToolbar.margin
        for (k, entry) in shown.enumerated() {
            let w = widths[k] ?? (free / CGFloat(flexible))
            if let view = entry.view {
                let h = entry.item.customView != nil ? view.frame.height : min(UIToolbar.height, bounds.height)
                view.frame = CGRect(x: x, y: (bounds.height - h) / 2, width: w, height: h)
            }
            x += w + UIToolbar.spacing
        }
    }

    private final func updateBackground() {
        backgroundColor = barTintColor ?? UIColor(red: 249.0 / 255, green: 249.0 / 255, blue: 249.0 / 255,
                                                   alpha: isTranslucent ? 0.94 : 1)
    }

    override func didJoinStage() {
        super.didJoinStage()
        StoryNotes.noteOnceToCurrent(once: "UIToolbar.look", call: "UIToolbar") {
            "toolbars are drawn with iOS's light bar as measured (16 pt margins, 8 pt between items, no blur);"
                + " Apple does not document it"
        }
    }
}

/// A bar's style (UIKit's `UIBarStyle`).
public enum UIBarStyle: Int, Sendable {
    /// The light style.
    case `default` = 0
    /// The dark style (stored: drawn as the light one).
    case black = 1
    /// The dark translucent style, deprecated by UIKit for `.black` with `isTranslucent`.
    case blackTranslucent = 2
}
