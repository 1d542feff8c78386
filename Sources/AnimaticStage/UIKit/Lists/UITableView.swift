import AnimaticRuntime
import AnimaticClock
import Foundation

/// A scrolling list of rows in sections (UIKit's `UITableView`).
///
/// Laid out as UIKit lays out a plain table: the ``tableHeaderView`` at the top, then each
/// section's header, its rows stacked with their heights (``UITableViewDelegate``'s
/// `heightForRowAt`, else ``rowHeight``), its footer; then the ``tableFooterView``. The table
/// asks its data source for rows when it is first laid out (on stage, at the end of the instant
/// it joined) or after ``reloadData()``, and only for the rows in view: each cell gets its frame,
/// goes into the table, and then the delegate's `tableView(_:willDisplay:forRowAt:)` is called, in
/// row order, so the common intro that slides or fades cells in one after another from
/// `willDisplay` records exactly. Scrolling brings new rows the same way.
///
/// ```swift
/// let table = UITableView(frame: stage.bounds, style: .plain)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
/// table.dataSource = list      // numberOfRowsInSection, cellForRowAt
/// table.delegate = list        // willDisplay: cell.alpha = 0; UIView.animate(…) { cell.alpha = 1 }
/// stage.addSubview(table)
/// ```
///
/// Not drawn: the section index and editing controls. Rows whose height is
/// ``automaticDimension`` (self-sizing) take 44 pt, UIKit's standard row height; give
/// `rowHeight` or `heightForRowAt` for exact heights. Estimated heights are not used (every
/// row has its height from the start). Separators are 0.5 pt lines at each cell's bottom,
/// inset by the cell's `separatorInset`.
open class UITableView: UIScrollView {
    /// The look of a table (UIKit's `UITableView.Style`; the groups' rounded insets are not
    /// drawn: every style lays out as `.plain`, with UIKit's group background colour).
    public enum Style: Int, Sendable {
        /// Rows edge to edge, section headers floating over them.
        case plain
        /// Sections as groups on the table's background.
        case grouped
        /// Groups inset from the edges with rounded corners.
        case insetGrouped
    }

    /// How an inserted or deleted row comes or goes (UIKit's `UITableView.RowAnimation`).
    public enum RowAnimation: Int, Sendable {
        /// Fades in or out.
        case fade
        /// Slides in from the right, or out to the right.
        case right
        /// Slides in from the left, or out to the left.
        case left
        /// Slides in from above, or out upwards.
        case top
        /// Slides in from below, or out downwards.
        case bottom
        /// Appears or goes at once (the other rows still move).
        case none
        /// Fades (UIKit keeps the row centred in its space).
        case middle
        /// UIKit picks: Animatic fades.
        case automatic = 100
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row (UIKit's `UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that brings the row fully into view.
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// The separators between rows (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A thin line between rows (UIKit's default).
        case singleLine
        /// An etched line (drawn as a single line).
        case singleLineEtched
    }

    /// "Let the table decide" for heights (`UITableView.automaticDimension`, −1 as in UIKit).
    public static let automaticDimension: CGFloat = -1

    /// The table's style, given when it is made (`init(frame:style:)`, or a storyboard's
    /// `style="grouped"`); read-only, as UIKit's `UITableView.style`.
    public internal(set) var style: Style

    /// The object that says what the rows are (weak).
    open weak var dataSource: UITableViewDataSource? {
        didSet { if dataSource !== oldValue { setNeedsReload() } }
    }

    /// The height of every row whose delegate gives none (``automaticDimension`` by default:
    /// 44 pt).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// An estimate of row heights (stored; not used).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of a section header that has a title or view (28 pt when automatic).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height of a section footer that has a title or view (28 pt when automatic).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// An estimate of header heights (stored; not used).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// An estimate of footer heights (stored; not used).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The space above each section header in iOS 15 and later (stored; 0 is used).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    /// The separators (`.singleLine` by default).
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsReload() } }
    /// The separators' colour (UIKit's `UIColor.separator` by default).
    open var separatorColor: UIColor? = .separator { didSet { setNeedsReload() } }
    /// The effect on the separators (Apple, `separatorEffect`: a blur or vibrancy effect that
    /// makes them show what is behind the table; `nil` by default). A non-`nil` effect is
    /// reported as not supported: Animatic draws separators in ``separatorColor`` only.
    open var separatorEffect: UIVisualEffect? {
        didSet {
            guard separatorEffect != nil else { return }
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "UITableView.separatorEffect", feature: "blur and vibrancy effects on table separators"))
        }
    }
    /// The default inset of separators (cells use their own `separatorInset`).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether rows may be selected by a touch (`true` by default).
    open var allowsSelection = true
    /// Whether several rows may be selected at once (`false` by default).
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode (Apple, `UITableView.isEditing`; `false` by default).
    /// Setting it is ``setEditing(_:animated:)`` with `animated` false: the visible cells hear
    /// `setEditing(_:animated:)`; turning it on while rows show is reported, as Animatic does not
    /// draw the rows' delete and reorder controls. Turning it off, or on in a table with no rows
    /// showing, changes nothing drawn.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private final var editing = false

    /// Enters or leaves editing mode (Apple, `UITableView.setEditing(_:animated:)`): see
    /// ``isEditing``. The visible cells' `setEditing(_:animated:)` get the same `animated`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        let cells = visibleCells
        for cell in cells { cell.setEditing(editing, animated: animated) }
        if editing && !cells.isEmpty {
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "UITableView.setEditing(_:animated:)", feature: "the delete and reorder controls of a table's rows in editing mode"))
        }
    }
    /// Whether rows may be selected by a touch while the table is editing (UIKit's
    /// `allowsSelectionDuringEditing`; `false` by default).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows may be selected at once while editing (`false` by default).
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether cells' margins follow the readable width (stored).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// The minimum number of rows above which the section index shows (stored).
    open var sectionIndexMinimumDisplayRowCount = 0
    /// The section index's text colour (stored; not drawn).
    open var sectionIndexColor: UIColor?
    /// The section index's background colour (stored; not drawn).
    open var sectionIndexBackgroundColor: UIColor?

    /// A view above the first section (its own height, the table's width).
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }
    /// A view below the last section (its own height, the table's width).
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }
    /// A view behind the rows, filling the table's frame.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Static cells

    /// One row of a table of static cells: its cell, made with the storyboard's scene, and the
    /// cell's own height in the storyboard (`nil`: the table's ``rowHeight``).
    struct StaticRow {
        let cell: UITableViewCell
        let height: CGFloat?
    }

    /// One section of a table of static cells (a storyboard's `<tableViewSection>`).
    struct StaticSection {
        let headerTitle: String?
        let footerTitle: String?
        let rows: [StaticRow]
    }

    /// The sections of a storyboard's table of static cells (`dataMode="static"`), set when
    /// the scene is loaded; empty for other tables. A ``UITableViewController``'s data source
    /// answers with them where its class does not answer itself, as UIKit's does.
    final var staticSections: [StaticSection] = []

    /// The static row at `indexPath`, if the table has static cells and the row exists.
    final func staticRow(at indexPath: IndexPath) -> StaticRow? {
        guard staticSections.indices.contains(indexPath.section) else { return nil }
        let rows = staticSections[indexPath.section].rows
        return rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
    }

    // MARK: Registration and reuse

    private final var cellClasses: [String: UITableViewCell.Type] = [:]
    /// Cells made from a storyboard's prototypes or a registered nib, by reuse identifier.
    private final var cellMakers: [String: () -> UITableViewCell?] = [:]
    private final var headerClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private final var reusableCells: [String: [UITableViewCell]] = [:]
    private final var reusableHeaders: [String: [UITableViewHeaderFooterView]] = [:]

    /// Makes `dequeueReusableCell(withIdentifier:)` make cells of `cellClass` for `identifier`
    /// (`nil` removes it). A class that is not a `UITableViewCell` is reported.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { cellClasses[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            return UIView.report(.invalidArgument(call: "UITableView.register(_:forCellReuseIdentifier:)", argument: "cellClass",
                                                  problem: "\(cellClass) is not a UITableViewCell subclass"))
        }
        cellClasses[identifier] = type
        cellMakers[identifier] = nil
    }

    /// Makes `dequeueReusableCell(withIdentifier:)` build cells with `make` (a prototype cell
    /// of a storyboard, a registered nib); replaces a registered class, as a later registration does.
    final func registerMaker(_ identifier: String, _ make: @escaping () -> UITableViewCell?) {
        cellMakers[identifier] = make
        cellClasses[identifier] = nil
    }

    /// Makes `dequeueReusableHeaderFooterView(withIdentifier:)` make views of `aClass`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { headerClasses[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            return UIView.report(.invalidArgument(call: "UITableView.register(_:forHeaderFooterViewReuseIdentifier:)",
                                                  argument: "aClass", problem: "\(aClass) is not a UITableViewHeaderFooterView subclass"))
        }
        headerClasses[identifier] = type
        headerMakers[identifier] = nil
    }

    /// Header and footer views made from a registered nib, by reuse identifier.
    final var headerMakers: [String: () -> UITableViewHeaderFooterView?] = [:]

    /// A cell that left the view under `identifier` (after its `prepareForReuse()`), else a
    /// new one of the registered class, else `nil`.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusableCells[identifier], let cell = pool.popLast() {
            reusableCells[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        if let type = cellClasses[identifier] { return type.init(style: .default, reuseIdentifier: identifier) }
        return cellMakers[identifier]?()
    }

    /// As ``dequeueReusableCell(withIdentifier:)``, for the row at `indexPath`; an identifier
    /// with no registered class (UIKit raises an exception) is reported, and a plain cell
    /// stands in.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            cell.frame = rectForRow(at: indexPath)
            return cell
        }
        UIView.report(.misuse(call: "UITableView.dequeueReusableCell(withIdentifier:for:)",
                              problem: "no class, nib or prototype cell is registered for the identifier \"\(identifier)\" (register(_:forCellReuseIdentifier:))"))
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A header or footer view under `identifier`, reused or made from the registered class.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = reusableHeaders[identifier], let view = pool.popLast() {
            reusableHeaders[identifier] = pool
            view.prepareForReuse()
            return view
        }
        if headerClasses[identifier] == nil, let make = headerMakers[identifier] { return make() }
        return headerClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    // MARK: Init

    /// A table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .white : .systemGroupedBackground
        alwaysBounceVertical = true
    }

    /// A `.plain` table with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A `.plain` table (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        backgroundColor = .white
        alwaysBounceVertical = true
    }

    // MARK: Geometry

    /// One section's geometry: where it starts, its header and footer heights, and its rows'
    /// tops and heights (relative to the content's top).
    struct SectionGeometry {
        var header: CGRect
        var footer: CGRect
        var rowTops: [CGFloat]
        var rowHeights: [CGFloat]
    }

    final var sections: [SectionGeometry] = []
    private final var needsReload = true
    /// The rows on screen now and their cells.
    final var visible: [IndexPath: UITableViewCell] = [:]
    private final var visibleHeaders: [Int: UIView] = [:]
    private final var visibleFooters: [Int: UIView] = [:]
    private final var selected: Set<IndexPath> = []

    private final func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Forgets the rows and asks the data source again at the next layout (UIKit: "reloads
    /// everything from scratch"), and so calls `willDisplay` again for the rows in view.
    open func reloadData() {
        for (path, cell) in visible.sorted(by: { $0.key < $1.key }) { endDisplay(cell, at: path) }
        visible.removeAll()
        for (_, v) in visibleHeaders { v.removeFromSuperview() }
        for (_, v) in visibleFooters { v.removeFromSuperview() }
        visibleHeaders.removeAll(); visibleFooters.removeAll()
        selected.removeAll()
        setNeedsReload()
    }

    /// Reads the counts and heights from the data source and delegate (no cell is made).
    final func computeGeometry() {
        needsReload = false
        let tableDelegate = delegate as? UITableViewDelegate
        let count = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        var y: CGFloat = 0
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderView.bounds.height)
            y = tableHeaderView.bounds.height
        }
        var result: [SectionGeometry] = []
        result.reserveCapacity(count)
        for s in 0..<count {
            let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0)
            let headerHeight = sectionExtraHeight(s, header: true, tableDelegate)
            let header = CGRect(x: 0, y: y, width: bounds.width, height: headerHeight)
            y += headerHeight
            var tops: [CGFloat] = [], heights: [CGFloat] = []
            tops.reserveCapacity(rows); heights.reserveCapacity(rows)
            for r in 0..<rows {
                let indexPath = IndexPath(row: r, section: s)
                var h = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? staticRow(at: indexPath)?.height ?? rowHeight
                if h < 0 || !h.isFinite { h = 44 }
                tops.append(y); heights.append(h)
                y += h
            }
            let footerHeight = sectionExtraHeight(s, header: false, tableDelegate)
            let footer = CGRect(x: 0, y: y, width: bounds.width, height: footerHeight)
            y += footerHeight
            result.append(SectionGeometry(header: header, footer: footer, rowTops: tops, rowHeights: heights))
        }
        if let tableFooterView {
            tableFooterView.frame = CGRect(x: 0, y: y, width: bounds.width, height: tableFooterView.bounds.height)
            y += tableFooterView.bounds.height
        }
        sections = result
        contentSize = CGSize(width: bounds.width, height: y)
    }

    private final func sectionExtraHeight(_ s: Int, header: Bool, _ tableDelegate: UITableViewDelegate?) -> CGFloat {
        let asked = header ? tableDelegate?.tableView(self, heightForHeaderInSection: s)
                           : tableDelegate?.tableView(self, heightForFooterInSection: s)
        if let asked, asked >= 0, asked.isFinite { return asked }
        let hasView = header ? tableDelegate?.tableView(self, viewForHeaderInSection: s) != nil
                             : tableDelegate?.tableView(self, viewForFooterInSection: s) != nil
        let hasTitle = header ? dataSource?.tableView(self, titleForHeaderInSection: s) != nil
                              : dataSource?.tableView(self, titleForFooterInSection: s) != nil
        guard hasView || hasTitle else { return 0 }
        let standard = header ? sectionHeaderHeight : sectionFooterHeight
        return standard >= 0 ? standard : 28
    }

    private final func updateGeometryIfNeeded() {
        if needsReload { computeGeometry() }
    }

    /// The number of sections (as last read from the data source).
    open var numberOfSections: Int { updateGeometryIfNeeded(); return sections.count }

    /// The number of rows in `section` (0 for a section out of range).
    open func numberOfRows(inSection section: Int) -> Int {
        updateGeometryIfNeeded()
        return sections.indices.contains(section) ? sections[section].rowTops.count : 0
    }

    /// The row's rectangle in the table's (content) coordinates; `.zero` for a path out of range.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        updateGeometryIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return .zero }
        let s = sections[indexPath.section]
        guard s.rowTops.indices.contains(indexPath.row) else { return .zero }
        return CGRect(x: 0, y: s.rowTops[indexPath.row], width: bounds.width, height: s.rowHeights[indexPath.row])
    }

    /// The rectangle of a whole section (header, rows, footer).
    open func rect(forSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.header.minY, width: bounds.width, height: s.footer.maxY - s.header.minY)
    }

    /// The header's rectangle of `section`.
    open func rectForHeader(inSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        return sections.indices.contains(section) ? sections[section].header : .zero
    }

    /// The footer's rectangle of `section`.
    open func rectForFooter(inSection section: Int) -> CGRect {
        updateGeometryIfNeeded()
        return sections.indices.contains(section) ? sections[section].footer : .zero
    }

    /// The row at `point` (in the table's coordinates), if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        updateGeometryIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        for (i, s) in sections.enumerated() {
            for (r, top) in s.rowTops.enumerated() where point.y >= top && point.y < top + s.rowHeights[r] {
                return IndexPath(row: r, section: i)
            }
        }
        return nil
    }

    /// The rows whose rectangles meet `rect`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        updateGeometryIfNeeded()
        var result: [IndexPath] = []
        for (i, s) in sections.enumerated() {
            for (r, top) in s.rowTops.enumerated() where top < rect.maxY && top + s.rowHeights[r] > rect.minY {
                result.append(IndexPath(row: r, section: i))
            }
        }
        return result
    }

    /// The row `cell` shows, if it is in view.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The cell of the row, if it is in view (`nil` otherwise, as in UIKit).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutRowsIfNeeded()
        return visible[indexPath]
    }

    /// The cells in view, in row order.
    open var visibleCells: [UITableViewCell] {
        layoutRowsIfNeeded()
        return visible.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows in view, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutRowsIfNeeded()
        return visible.keys.sorted()
    }

    /// The header view of `section`, if in view.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section`, if in view.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Layout

    /// Brings the rows in view now when a reload is pending (UIKit lays out the table when
    /// asked for its cells).
    private final func layoutRowsIfNeeded() {
        if needsReload || visible.isEmpty { layoutRows() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    override func boundsDidChange(from old: CGRect) {
        super.boundsDidChange(from: old)
        if old.size.width != bounds.width { needsReload = true }
        if dataSource != nil { layoutRows() }
    }

    /// Reads the geometry if a reload is pending, places the background view, removes the rows
    /// that left the visible rectangle and brings in (cell, frame, subview, `willDisplay`) the
    /// rows that entered it, in order.
    final func layoutRows() {
        guard dataSource != nil else { return }
        updateGeometryIfNeeded()
        backgroundView?.frame = bounds
        let view = bounds
        for (path, cell) in visible.sorted(by: { $0.key < $1.key }) where !rectForRow(at: path).overlaps(view) {
            visible[path] = nil
            endDisplay(cell, at: path)
        }
        let tableDelegate = delegate as? UITableViewDelegate
        for (i, s) in sections.enumerated() {
            if s.header.height > 0 && s.header.overlaps(view) {
                if visibleHeaders[i] == nil { visibleHeaders[i] = showExtra(section: i, header: true, frame: s.header, tableDelegate) }
            } else if let v = visibleHeaders.removeValue(forKey: i) { v.removeFromSuperview() }
            for (r, top) in s.rowTops.enumerated() {
                let frame = CGRect(x: 0, y: top, width: bounds.width, height: s.rowHeights[r])
                guard frame.height > 0, frame.overlaps(view) else { continue }
                let path = IndexPath(row: r, section: i)
                if let cell = visible[path] {
                    if cell.frame != frame && cell.transform.isIdentity { cell.frame = frame }
                    continue
                }
                guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { continue }
                display(cell, at: path, frame: frame, tableDelegate)
            }
            if s.footer.height > 0 && s.footer.overlaps(view) {
                if visibleFooters[i] == nil { visibleFooters[i] = showExtra(section: i, header: false, frame: s.footer, tableDelegate) }
            } else if let v = visibleFooters.removeValue(forKey: i) { v.removeFromSuperview() }
        }
    }

    /// Puts `cell` in the table at `frame` and tells the delegate.
    final func display(_ cell: UITableViewCell, at path: IndexPath, frame: CGRect, _ tableDelegate: UITableViewDelegate?) {
        cell.frame = frame
        if separatorStyle != .none, !isLastRow(path) {
            let line = cell.separatorView ?? UIView()
            line.backgroundColor = separatorColor
            line.frame = CGRect(x: cell.separatorInset.left, y: frame.height - 0.5,
                                width: max(0, frame.width - cell.separatorInset.left - cell.separatorInset.right), height: 0.5)
            if cell.separatorView == nil { cell.separatorView = line; cell.addSubview(line) }
        } else if let line = cell.separatorView {
            line.removeFromSuperview()
            cell.separatorView = nil
        }
        cell.isSelected = selected.contains(path)
        visible[path] = cell
        if cell.superview !== self { insertSubview(cell, at: firstCellIndex) }
        cell.layoutIfNeeded()
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
    }

    /// Where cells go among the subviews: above the background view, below the headers and
    /// the table's header and footer views, later rows above earlier ones.
    private final var firstCellIndex: Int {
        var index = 0
        for (i, v) in subviews.enumerated() where v === backgroundView || v is UITableViewCell { index = i + 1 }
        return index
    }

    private final func isLastRow(_ path: IndexPath) -> Bool {
        sections.indices.contains(path.section) && path.row == sections[path.section].rowTops.count - 1
            && path.section == sections.count - 1
    }

    private final func showExtra(section: Int, header: Bool, frame: CGRect, _ tableDelegate: UITableViewDelegate?) -> UIView? {
        var view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                          : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if view == nil, let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                                           : dataSource?.tableView(self, titleForFooterInSection: section) {
            let standard = UITableViewHeaderFooterView(reuseIdentifier: nil)
            standard.backgroundColor = .secondarySystemBackground
            standard.textLabel?.text = title
            view = standard
        }
        guard let view else { return nil }
        view.frame = frame
        addSubview(view)
        if header { tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section) }
        else { tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section) }
        return view
    }

    private final func endDisplay(_ cell: UITableViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        (delegate as? UITableViewDelegate)?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        if let id = cell.reuseIdentifier { reusableCells[id, default: []].append(cell) }
    }

    // MARK: Scrolling and selection

    /// Scrolls so that the row is at `scrollPosition` (`.none`: the least scroll that shows it),
    /// within the content's limits; animated as `setContentOffset(_:animated:)`.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard !rect.isEmpty else {
            return UIView.report(.invalidArgument(call: "UITableView.scrollToRow(at:at:animated:)", argument: "indexPath",
                                                  problem: "there is no row \(indexPath.row) in section \(indexPath.section)"))
        }
        let height = bounds.height, inset = adjustedContentInset
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - height / 2
        case .bottom: y = rect.maxY - height + inset.bottom
        case .none:
            if rect.minY < y + inset.top { y = rect.minY - inset.top } else if rect.maxY > y + height - inset.bottom { y = rect.maxY - height + inset.bottom }
        }
        let limits = offsetLimits
        y = min(max(y, limits.min.y), limits.max.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Selects the row (no delegate call, as in UIKit) and scrolls to it.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return selected.forEach { deselectRow(at: $0, animated: animated) } }
        if !allowsMultipleSelection { for other in selected where other != indexPath { deselectRow(at: other, animated: animated) } }
        selected.insert(indexPath)
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row (no delegate call).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// The selected row, if any (the first in order).
    open var indexPathForSelectedRow: IndexPath? { selected.min() }
    /// The selected rows (`nil` when none, as in UIKit).
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    /// A touch selected the row: `willSelectRowAt`, then the selection and `didSelectRowAt`
    /// (``Stage/tap(row:in:at:)``).
    final func touchSelect(_ indexPath: IndexPath) {
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return }
        let tableDelegate = delegate as? UITableViewDelegate
        if selected.contains(indexPath) && allowsMultipleSelection {
            let asked: IndexPath? = tableDelegate == nil ? indexPath : tableDelegate!.tableView(self, willDeselectRowAt: indexPath)
            guard let path = asked else { return }
            deselectRow(at: path, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: path)
            return
        }
        let asked: IndexPath? = tableDelegate == nil ? indexPath : tableDelegate!.tableView(self, willSelectRowAt: indexPath)
        guard let path = asked else { return }
        if !allowsMultipleSelection {
            for other in selected where other != path {
                deselectRow(at: other, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: other)
            }
        }
        selected.insert(path)
        visible[path]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: path)
    }

    // MARK: Updates

    /// How long row insertions and deletions animate: 0.3 s (UIKit does not document it).
    public static let rowAnimationDuration: TimeInterval = 0.3

    /// Starts a group of updates (they animate together; Animatic animates each at once).
    open func beginUpdates() {}
    /// Ends a group of updates.
    open func endUpdates() {}

    /// Runs `updates` (insertions, deletions, reloads), then `completion` when their
    /// animations end (0.3 s).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        guard let completion else { return }
        if let clock = StoryContext.current?.clock {
            clock.schedule(after: StoryTime(validSeconds: UITableView.rowAnimationDuration) ?? .zero) { completion(true) }
        } else {
            completion(true)
        }
    }

    /// Rows were inserted in the data source: the rows after them move down and the new rows
    /// come in with `animation` (0.3 s).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        updateRows(inserted: indexPaths, deleted: [], animation: animation)
    }

    /// Rows were deleted from the data source: they go with `animation` and the rows after
    /// them move up (0.3 s).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        updateRows(inserted: [], deleted: indexPaths, animation: animation)
    }

    /// Rows changed: their cells are asked for again (the old ones go with `animation`).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for path in indexPaths {
            if let cell = visible.removeValue(forKey: path) { endDisplay(cell, at: path) }
        }
        computeGeometry()
        layoutRows()
    }

    /// Sections were inserted (as rows, without sliding: the table reads everything again).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData(); layoutRows() }
    /// Sections were deleted (the table reads everything again).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData(); layoutRows() }
    /// Sections changed (the table reads everything again).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData(); layoutRows() }
    /// A row moved in the data source (UIKit slides it to its new place; Animatic reads the rows
    /// again, without animation).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData(); layoutRows() }
    /// A section moved in the data source (the table reads everything again, without animation).
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData(); layoutRows() }

    private final func updateRows(inserted: [IndexPath], deleted: [IndexPath], animation: RowAnimation) {
        let deletedSet = Set(deleted)
        // The cells of the deleted rows go; the others take their new paths.
        var going: [(UITableViewCell, IndexPath)] = []
        var moved: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in visible {
            if deletedSet.contains(path) { going.append((cell, path)); continue }
            var row = path.row
            row -= deleted.filter { $0.section == path.section && $0.row < path.row }.count
            var newPath = IndexPath(row: row, section: path.section)
            for p in inserted.sorted() where p.section == newPath.section && p.row <= newPath.row { newPath.row += 1 }
            moved[newPath] = cell
        }
        visible = moved
        selected.removeAll()
        computeGeometry()
        let duration = animation == .none ? 0 : UITableView.rowAnimationDuration
        let tableDelegate = delegate as? UITableViewDelegate
        // Existing rows move to their new places together.
        UIView.animate(withDuration: duration) {
            for (path, cell) in self.visible { cell.frame = self.rectForRow(at: path) }
        }
        // Leaving rows.
        for (cell, path) in going {
            let slide = UITableView.offset(for: animation, size: cell.bounds.size)
            UIView.animate(withDuration: duration, animations: {
                if slide == .zero { cell.alpha = 0 } else { cell.center = CGPoint(x: cell.center.x + slide.x, y: cell.center.y + slide.y) }
            }, completion: { _ in
                cell.removeFromSuperview()
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
                if let id = cell.reuseIdentifier { self.reusableCells[id, default: []].append(cell) }
            })
        }
        // Arriving rows: made, placed, then moved in from their start.
        let before = Set(visible.keys)
        layoutRows()
        for path in inserted where visible[path] != nil && !before.contains(path) {
            let cell = visible[path]!
            guard animation != .none else { continue }
            let slide = UITableView.offset(for: animation, size: cell.bounds.size)
            let end = cell.center
            if slide == .zero { cell.alpha = 0 } else { cell.center = CGPoint(x: end.x + slide.x, y: end.y + slide.y) }
            UIView.animate(withDuration: duration) {
                if slide == .zero { cell.alpha = 1 } else { cell.center = end }
            }
        }
    }

    /// How far a row slides for `animation` (zero: it fades).
    static func offset(for animation: RowAnimation, size: CGSize) -> CGPoint {
        switch animation {
        case .right: return CGPoint(x: size.width, y: 0)
        case .left: return CGPoint(x: -size.width, y: 0)
        case .top: return CGPoint(x: 0, y: -size.height)
        case .bottom: return CGPoint(x: 0, y: size.height)
        case .fade, .none, .middle, .automatic: return .zero
        }
    }
}
