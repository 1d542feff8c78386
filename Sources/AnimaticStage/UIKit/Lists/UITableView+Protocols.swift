import Foundation

/// What a ``UITableView`` shows: how many sections and rows, and the cell of each row (UIKit's
/// `UITableViewDataSource`). The two row methods are required; the rest have UIKit's defaults
/// (one section, no titles).
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of the row at `indexPath` (usually `tableView.dequeueReusableCell(withIdentifier:for:)`).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header (`nil` by default: no header).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (`nil` by default: no footer).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row may be edited (`true` by default; editing is not recorded).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row may be moved (`false` by default).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// An edit was committed (no default behaviour).
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// A row was moved (no default behaviour).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index (`nil` by default; not drawn).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}

/// How a ``UITableView`` lays out and what it tells about rows (UIKit's `UITableViewDelegate`).
///
/// Every method has UIKit's default: heights fall back to the table's `rowHeight`,
/// `sectionHeaderHeight` and `sectionFooterHeight`; the rest do nothing. The table calls
/// ``tableView(_:willDisplay:forRowAt:)`` for each row as it comes into view, after the cell
/// has its frame and is in the table, which is where intros animate rows in.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row (the table's `rowHeight` by default).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// An estimate of the row's height (not used: rows take their height at once).
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of the section's header (``UITableView/automaticDimension`` by default: the
    /// table's `sectionHeaderHeight` when the section has a header, else 0).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of the section's footer (as the header's).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view for the section's header (`nil` by default: a title from the data source, if any).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view for the section's footer (`nil` by default).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// The cell is about to show: it has its frame and is in the table.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The header view is about to show.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// The footer view is about to show.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// The cell left the visible area (or the table reloaded).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// The row is about to be selected; return another path, or `nil` to refuse (the path by default).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was selected by a touch (``Stage/tap(row:in:at:)``).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row is about to be deselected (the path by default).
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was deselected by a touch.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// Whether the row highlights when touched (`true` by default).
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted by a touch.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight ended.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The editing style of the row (`.delete` by default; editing is not recorded).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
}

/// A section header or footer view of a ``UITableView`` (UIKit's `UITableViewHeaderFooterView`):
/// a ``contentView`` and a ``textLabel`` (16 pt in, vertically centred).
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under.
    public let reuseIdentifier: String?
    /// The view that holds the content; it fills the view.
    public let contentView: UIView
    private final var storedTextLabel: UILabel?

    /// A header or footer view reused under `reuseIdentifier`. Required, as
    /// `UITableViewCell.init(style:reuseIdentifier:)` is (Swift makes a registered class only
    /// through a required initializer).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A view with no reuse identifier (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The title label (made on first use).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 17)
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A view behind the content (filling the view), if any.
    open var backgroundView: UIView? {
        didSet { installBackground(backgroundView, replacing: oldValue, at: 0) }
    }

    /// Called before the table hands the view out again.
    open func prepareForReuse() {}

    /// Places the title label 16 pt in, across the height.
    open override func layoutSubviews() {
        super.layoutSubviews()
        storedTextLabel?.frame = CGRect(x: 16, y: 0, width: max(0, contentView.bounds.width - 32), height: contentView.bounds.height)
    }
}
