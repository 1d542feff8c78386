import AnimaticRuntime
import AnimaticClock
import Foundation

/// What a ``UICollectionView`` shows (UIKit's `UICollectionViewDataSource`): the item methods
/// are required; one section and no supplementary views by default.
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of the item (usually `dequeueReusableCell(withReuseIdentifier:for:)`).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view (header, footer) of `kind` (by default none: reported when the
    /// layout asks for one).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UIView.report(.misuse(call: "UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)",
                              problem: "the layout has a \(kind) at section \(indexPath.section) but the data source gives no view for it"))
        return UICollectionReusableView(frame: .zero)
    }
}

/// What a ``UICollectionView`` tells about its items (UIKit's `UICollectionViewDelegate`);
/// every method defaults to UIKit's behaviour. ``collectionView(_:willDisplay:forItemAt:)`` is
/// called as each item comes into view, after the cell has its layout attributes and is in
/// the collection view.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// The cell is about to show.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// The cell left the visible area (or the collection view reloaded).
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view is about to show.
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    /// Whether the item may be selected (`true` by default).
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The item was selected by a touch (``Stage/tap(item:in:at:)``).
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The item was deselected by a touch.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Whether the item highlights when touched (`true` by default).
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight ended.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
}

/// A scrolling set of items placed by a layout object (UIKit's `UICollectionView`).
///
/// When laid out (on stage, at the end of the instant it joined, after ``reloadData()``, and at
/// every change of its bounds: each scroll step), the collection view prepares its
/// ``collectionViewLayout`` if it is invalid (a bounds change invalidates it when the layout's
/// `shouldInvalidateLayout(forBoundsChange:)` says so), sets its `contentSize` from the
/// layout, asks `layoutAttributesForElements(in:)` for the visible rectangle, and for each
/// element: makes the cell (data source) if it was not in view, applies the attributes (centre,
/// bounds size, transform, alpha, hidden, then the cell's `apply(_:)`; a `zIndex` orders the
/// cells among the subviews, as UIKit's `zPosition` does), puts it in
/// the view and calls the delegate's `willDisplay`. Cells that left the rectangle go back to
/// the reuse queue. So layouts that transform cells by their distance from the centre
/// (cover flows, parallax pages) record each scroll step.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 140)
/// layout.scrollDirection = .horizontal
/// let cards = UICollectionView(frame: stage.bounds, collectionViewLayout: layout)
/// cards.register(Card.self, forCellWithReuseIdentifier: "card")
/// cards.dataSource = deck
/// stage.addSubview(cards)
/// ```
///
/// Not done: decoration views, drag and drop, prefetching, interactive moves; layout
/// transitions (`setCollectionViewLayout(_:animated:)`) animate the cells' attributes in a
/// 0.3 s view animation.
open class UICollectionView: UIScrollView {
    /// The scrolling direction of a flow layout (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        /// Lines of items stacked top to bottom; the content scrolls up and down.
        case vertical
        /// Lines of items side by side; the content scrolls left and right.
        case horizontal
    }

    /// Where ``scrollToItem(at:at:animated:)`` puts the item (UIKit's
    /// `UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Sendable {
        /// The positions as bits (UIKit's values).
        public let rawValue: UInt
        /// The positions whose bits `rawValue` has.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header (UIKit's `UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The object that says what the items are (weak).
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }

    /// The layout placing the items (setting it lays out again at once).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            collectionViewLayout.isValid = false
            setNeedsLayout()
        }
    }

    /// A view behind the items, filling the collection view's frame.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether items may be selected by a touch (`true` by default).
    open var allowsSelection = true
    /// Whether several items may be selected at once (`false` by default).
    open var allowsMultipleSelection = false
    /// Whether cells are asked for ahead of time (stored; Animatic asks only for those in view).
    open var isPrefetchingEnabled = true

    // MARK: Init

    /// A collection view placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    /// A collection view with a flow layout (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    // MARK: Registration and reuse

    private final var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private final var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    private final var reusable: [String: [UICollectionReusableView]] = [:]

    /// Makes `dequeueReusableCell(withReuseIdentifier:for:)` make cells of `cellClass`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { cellClasses[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            return UIView.report(.invalidArgument(call: "UICollectionView.register(_:forCellWithReuseIdentifier:)", argument: "cellClass",
                                                  problem: "\(cellClass) is not a UICollectionViewCell subclass"))
        }
        cellClasses[identifier] = type
        cellMakers[identifier] = nil
    }

    /// Cells made from a storyboard's prototypes or a registered nib, by reuse identifier (given
    /// the item's size).
    private final var cellMakers: [String: (CGSize) -> UICollectionViewCell?] = [:]

    /// Makes `dequeueReusableCell(withReuseIdentifier:for:)` build cells with `make`; replaces a
    /// registered class, as a later registration does.
    final func registerMaker(_ identifier: String, _ make: @escaping (CGSize) -> UICollectionViewCell?) {
        cellMakers[identifier] = make
        cellClasses[identifier] = nil
    }

    /// Makes `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` make views of
    /// `viewClass` for `elementKind`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = elementKind + "\u{1}" + identifier
        guard let viewClass else { supplementaryClasses[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return UIView.report(.invalidArgument(call: "UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)",
                                                  argument: "viewClass", problem: "\(viewClass) is not a UICollectionReusableView subclass"))
        }
        supplementaryClasses[key] = type
        supplementaryMakers[key] = nil
    }

    /// Supplementary views made from a registered nib, by kind and identifier.
    final var supplementaryMakers: [String: () -> UICollectionReusableView?] = [:]

    /// A cell under `identifier`: one that left the view (after its `prepareForReuse()`), else a
    /// new one of the registered class; an identifier with no class (UIKit raises an exception)
    /// is reported, and a plain cell stands in.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if var pool = reusable[identifier], let cell = pool.popLast() as? UICollectionViewCell {
            reusable[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        if cellClasses[identifier] == nil, let make = cellMakers[identifier] {
            let size = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.size ?? .zero
            if let cell = make(size) { return cell }
        }
        guard let type = cellClasses[identifier] else {
            UIView.report(.misuse(call: "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)",
                                  problem: "no class, nib or prototype cell is registered for the identifier \"\(identifier)\" (register(_:forCellWithReuseIdentifier:))"))
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        let size = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.size ?? .zero
        let cell = type.init(frame: CGRect(origin: .zero, size: size))
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of `elementKind` under `identifier`, reused or made from the
    /// registered class (an unregistered one is reported, and a plain view stands in).
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "\u{1}" + identifier
        if var pool = reusable[key], let view = pool.popLast() {
            reusable[key] = pool
            view.prepareForReuse()
            return view
        }
        if supplementaryClasses[key] == nil, let make = supplementaryMakers[key], let view = make() {
            view.reuseIdentifier = key
            return view
        }
        guard let type = supplementaryClasses[key] else {
            UIView.report(.misuse(call: "UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
                                  problem: "no class is registered for the kind \"\(elementKind)\" and identifier \"\(identifier)\""))
            return UICollectionReusableView(frame: .zero)
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = key
        return view
    }

    // MARK: Data

    private final var counts: [Int]?
    final var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    private final var visibleSupplementary: [String: UICollectionReusableView] = [:]
    private final var selected: Set<IndexPath> = []

    private final func readCounts() -> [Int] {
        if let counts { return counts }
        guard let dataSource else { counts = []; return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let result = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        counts = result
        return result
    }

    /// The number of sections (as last read from the data source).
    open var numberOfSections: Int { readCounts().count }

    /// The number of items in `section` (0 for a section out of range).
    open func numberOfItems(inSection section: Int) -> Int {
        let c = readCounts()
        return c.indices.contains(section) ? c[section] : 0
    }

    /// Forgets the items and asks the data source and the layout again at the next layout.
    open func reloadData() {
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) { endDisplay(cell, at: path) }
        visibleCellsByPath.removeAll()
        for (_, v) in visibleSupplementary { v.removeFromSuperview() }
        visibleSupplementary.removeAll()
        selected.removeAll()
        counts = nil
        collectionViewLayout.isValid = false
        setNeedsLayout()
    }

    /// The cells in view (in item order).
    open var visibleCells: [UICollectionViewCell] {
        layoutItemsIfNeeded()
        return visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The items in view (in order).
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutItemsIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    /// The cell of the item if it is in view (`nil` otherwise, as in UIKit).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutItemsIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The item `cell` shows, if it is in view.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The item at `point` (content coordinates), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let hits = collectionViewLayout.layoutAttributesForElements(in: CGRect(x: point.x, y: point.y, width: 1, height: 1)) ?? []
        return hits.filter { $0.representedElementCategory == .cell && $0.frame.contains(point) }.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes of the item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of a supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary views in view of `elementKind`.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementary.filter { $0.key.hasPrefix(elementKind + "\u{1}") }.map(\.value)
    }

    /// The supplementary view of `elementKind` at `indexPath`, if in view.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementary[elementKind + "\u{1}" + "\(indexPath.section).\(indexPath.item)"]
    }

    // MARK: Layout

    private final func prepareLayoutIfNeeded() {
        let layout = collectionViewLayout
        guard !layout.isValid else { return }
        layout.collectionView = self
        layout.isValid = true
        layout.prepare()
        contentSize = layout.collectionViewContentSize
    }

    private final func layoutItemsIfNeeded() {
        if !collectionViewLayout.isValid || visibleCellsByPath.isEmpty { layoutItems() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    override func boundsDidChange(from old: CGRect) {
        super.boundsDidChange(from: old)
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
        }
        if dataSource != nil { layoutItems() }
    }

    /// Prepares the layout if invalid, then brings the elements in the visible rectangle and
    /// applies their attributes (see the type's documentation).
    final func layoutItems() {
        guard let dataSource else { return }
        prepareLayoutIfNeeded()
        backgroundView?.frame = bounds
        let rect = bounds
        let elements = collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        var cellsNow: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementaryNow: [String: UICollectionViewLayoutAttributes] = [:]
        // UIKit shows what the layout returns for the rectangle.
        for a in elements {
            switch a.representedElementCategory {
            case .cell: cellsNow[a.indexPath] = a
            case .supplementaryView:
                supplementaryNow[(a.representedElementKind ?? "") + "\u{1}" + "\(a.indexPath.section).\(a.indexPath.item)"] = a
            case .decorationView: continue
            }
        }
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) where cellsNow[path] == nil {
            visibleCellsByPath[path] = nil
            endDisplay(cell, at: path)
        }
        for (key, view) in visibleSupplementary where supplementaryNow[key] == nil {
            visibleSupplementary[key] = nil
            view.removeFromSuperview()
            if let id = view.reuseIdentifier { reusable[id, default: []].append(view) }
        }
        let collectionDelegate = delegate as? UICollectionViewDelegate
        for a in elements where a.representedElementCategory == .supplementaryView {
            let key = (a.representedElementKind ?? "") + "\u{1}" + "\(a.indexPath.section).\(a.indexPath.item)"
            guard supplementaryNow[key] != nil else { continue }
            if let view = visibleSupplementary[key] { apply(a, to: view); continue }
            let kind = a.representedElementKind ?? ""
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: a.indexPath)
            apply(a, to: view)
            visibleSupplementary[key] = view
            if view.superview !== self { addSubview(view) }
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: a.indexPath)
        }
        for a in elements where a.representedElementCategory == .cell && cellsNow[a.indexPath] != nil {
            if let cell = visibleCellsByPath[a.indexPath] { apply(a, to: cell); continue }
            let cell = dataSource.collectionView(self, cellForItemAt: a.indexPath)
            apply(a, to: cell)
            cell.isSelected = selected.contains(a.indexPath)
            visibleCellsByPath[a.indexPath] = cell
            if cell.superview !== self { insertSubview(cell, at: insertionIndex(zIndex: a.zIndex)) }
            cellZIndex[ObjectIdentifier(cell)] = a.zIndex
            cell.layoutIfNeeded()
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath)
        }
        // UIKit gives each view the zPosition of its zIndex; the stage draws in subview order:
        // new cells go in by zIndex, and cells whose zIndex changed out of order are brought
        // forward in zIndex order (on stage, a reordering is reported as not supported).
        for a in elements where a.representedElementCategory == .cell {
            if let cell = visibleCellsByPath[a.indexPath] { cellZIndex[ObjectIdentifier(cell)] = a.zIndex }
        }
        let cells = subviews.compactMap { $0 as? UICollectionViewCell }
        let z = cells.map { cellZIndex[ObjectIdentifier($0)] ?? 0 }
        if zip(z, z.dropFirst()).contains(where: { $0 > $1 }) {
            for (_, cell) in zip(z, cells).enumerated().sorted(by: { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }).map(\.element) {
                bringSubviewToFront(cell)
            }
        }
    }

    /// The zIndex each cell in view was last given.
    private final var cellZIndex: [ObjectIdentifier: Int] = [:]

    /// Where a new cell of `zIndex` goes among the subviews: above the background view and the
    /// cells whose zIndex is not larger, below the others.
    private final func insertionIndex(zIndex: Int) -> Int {
        var index = 0
        for (i, v) in subviews.enumerated() {
            if v === backgroundView { index = i + 1 }
            if let cell = v as? UICollectionViewCell, (cellZIndex[ObjectIdentifier(cell)] ?? 0) <= zIndex { index = i + 1 }
        }
        return index
    }

    /// Sets the view's geometry, alpha and hidden flag from `a`, then its `apply(_:)`.
    final func apply(_ a: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.center != a.center { view.center = a.center }
        if view.bounds.size != a.size { view.bounds = CGRect(origin: view.bounds.origin, size: a.size) }
        let t3 = a.transform3D
        if CATransform3DIsAffine(t3) {
            let t = CATransform3DGetAffineTransform(t3)
            if view.transform != t { view.transform = t }
        } else if view.layer.transform != t3 {
            view.layer.transform = t3
        }
        if view.alpha != a.alpha { view.alpha = a.alpha }
        if view.isHidden != a.isHidden { view.isHidden = a.isHidden }
        view.apply(a)
    }

    private final func endDisplay(_ cell: UICollectionViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        cellZIndex[ObjectIdentifier(cell)] = nil
        (delegate as? UICollectionViewDelegate)?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        if let id = cell.reuseIdentifier { reusable[id, default: []].append(cell) }
    }

    /// Replaces the layout; animated, the cells move to their new attributes in a 0.3 s view
    /// animation.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let change = {
            self.collectionViewLayout = layout
            self.layoutItems()
        }
        if animated {
            UIView.animate(withDuration: UITableView.rowAnimationDuration, animations: change, completion: completion)
        } else {
            change()
            completion?(true)
        }
    }

    /// Replaces the layout at once.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    // MARK: Scrolling and selection

    /// Scrolls so that the item is at `scrollPosition` (an empty position: the least scroll
    /// that shows it), within the content's limits; animated as `setContentOffset(_:animated:)`.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return UIView.report(.invalidArgument(call: "UICollectionView.scrollToItem(at:at:animated:)", argument: "at",
                                                  problem: "there is no item \(indexPath.item) in section \(indexPath.section)"))
        }
        var offset = contentOffset
        let size = bounds.size
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
        if scrollPosition.isEmpty {
            if frame.minX < offset.x { offset.x = frame.minX } else if frame.maxX > offset.x + size.width { offset.x = frame.maxX - size.width }
            if frame.minY < offset.y { offset.y = frame.minY } else if frame.maxY > offset.y + size.height { offset.y = frame.maxY - size.height }
        }
        let limits = offsetLimits
        offset.x = min(max(offset.x, limits.min.x), limits.max.x)
        offset.y = min(max(offset.y, limits.min.y), limits.max.y)
        setContentOffset(offset, animated: animated)
    }

    /// Selects the item (no delegate call, as in UIKit), scrolling to it for a non-empty position.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return selected.forEach { deselectItem(at: $0, animated: animated) } }
        if !allowsMultipleSelection { for other in selected where other != indexPath { deselectItem(at: other, animated: animated) } }
        selected.insert(indexPath)
        visibleCellsByPath[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item (no delegate call).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
        visibleCellsByPath[indexPath]?.isSelected = false
    }

    /// The selected items (in order).
    open var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }

    /// A touch selected the item: `shouldSelectItemAt`, the selection, `didSelectItemAt`
    /// (``Stage/tap(item:in:at:)``).
    final func touchSelect(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        let collectionDelegate = delegate as? UICollectionViewDelegate
        if selected.contains(indexPath) && allowsMultipleSelection {
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selected where other != indexPath {
                deselectItem(at: other, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        selected.insert(indexPath)
        visibleCellsByPath[indexPath]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: Updates

    /// Runs `updates`, then lays the items out again in a 0.3 s view animation (cells move to
    /// their new attributes; new ones fade in), then `completion`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        counts = nil
        collectionViewLayout.isValid = false
        let before = Set(visibleCellsByPath.keys)
        UIView.animate(withDuration: UITableView.rowAnimationDuration, animations: {
            self.layoutItems()
        }, completion: completion)
        for (path, cell) in visibleCellsByPath where !before.contains(path) {
            let alpha = cell.alpha
            cell.alpha = 0
            UIView.animate(withDuration: UITableView.rowAnimationDuration) { cell.alpha = alpha }
        }
    }

    /// Items were inserted in the data source (animated as `performBatchUpdates(_:completion:)`).
    open func insertItems(at indexPaths: [IndexPath]) { performBatchUpdates(nil) }
    /// Items were deleted from the data source (their cells go; the rest move).
    open func deleteItems(at indexPaths: [IndexPath]) {
        for path in indexPaths { if let cell = visibleCellsByPath.removeValue(forKey: path) { endDisplay(cell, at: path) } }
        performBatchUpdates(nil)
    }
    /// Items changed: their cells are asked for again.
    open func reloadItems(at indexPaths: [IndexPath]) {
        for path in indexPaths { if let cell = visibleCellsByPath.removeValue(forKey: path) { endDisplay(cell, at: path) } }
        layoutItems()
    }
    /// Sections were inserted (the collection view reads everything again).
    open func insertSections(_ sections: IndexSet) { reloadData() }
    /// Sections were deleted (the collection view reads everything again).
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    /// Sections changed (the collection view reads everything again).
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    /// An item moved in the data source (UIKit slides it to its new place; Animatic reads the
    /// items again, without animation).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// A section moved in the data source (the collection view reads everything again).
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
}

/// A view controller whose view is a ``UICollectionView`` it is the data source and delegate
/// of (UIKit's `UICollectionViewController`). As with ``UITableViewController``, the class
/// declares the protocols and their methods without `override` (the source adapter does this for
/// app code written for UIKit).
open class UICollectionViewController: UIViewController {
    private final var layoutForView: UICollectionViewLayout
    private final var storedCollectionView: UICollectionView?

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        layoutForView = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        layoutForView = UICollectionViewFlowLayout()
        super.init(nibName: nil, bundle: nil)
    }

    /// The collection view, the controller's view (made with the view).
    open var collectionView: UICollectionView! {
        get {
            if storedCollectionView == nil { loadViewIfNeeded() }
            return storedCollectionView
        }
        set {
            storedCollectionView = newValue
            view = newValue
        }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout { storedCollectionView?.collectionViewLayout ?? layoutForView }

    /// Whether the selection is cleared when the view appears (stored).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether layouts change with the navigation (stored).
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view, with the controller as its data source and delegate; for a
    /// controller of a storyboard's `<collectionViewController>` scene, the scene's collection
    /// view (its layout, prototype cells and outlets), as UIKit's storyboard loading does.
    open override func loadView() {
        if let interfaceBuilderView {
            let view = interfaceBuilderView()
            if let collection = view as? UICollectionView { storedCollectionView = collection }
            self.view = view
            return
        }
        let view = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layoutForView)
        view.dataSource = self as? UICollectionViewDataSource
        view.delegate = self as? UIScrollViewDelegate
        storedCollectionView = view
        self.view = view
    }
}

/// What a collection view controller answers when its class leaves out a data source method
/// (no items, a plain cell), so that a subclass conforms with only the methods it needs.
extension UICollectionViewDataSource where Self: UICollectionViewController {
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}
