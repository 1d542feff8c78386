import Foundation

/// The flow layout's per-section answers (UIKit's `UICollectionViewDelegateFlowLayout`): a
/// collection view's delegate that conforms answers for sizes, insets and spacing; each default
/// returns the layout's property.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item (the layout's `itemSize` by default).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The section's inset (the layout's `sectionInset` by default).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The space between lines (the layout's `minimumLineSpacing` by default).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least space between items of a line (the layout's `minimumInteritemSpacing` by default).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The header's size (the layout's `headerReferenceSize` by default).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The footer's size (the layout's `footerReferenceSize` by default).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// Items in lines that wrap, section after section (UIKit's `UICollectionViewFlowLayout`).
///
/// Vertical scrolling (the default): items fill a line from left to right with at least
/// ``minimumInteritemSpacing`` between them; a line holds as many as fit in the width less the
/// ``sectionInset``; the line's left-over space is spread evenly between its items (a line of
/// one item centres it, as UIKit's does), and items shorter than the line's tallest are centred
/// in it; lines are ``minimumLineSpacing`` apart. A section is its header
/// (``headerReferenceSize``'s height, full width), its inset, its lines, and its footer.
/// Horizontal scrolling is the same with the axes swapped (items fill a column top to bottom;
/// headers take their width). The delegate's `UICollectionViewDelegateFlowLayout` answers
/// override the properties per item and section. Self-sizing (``estimatedItemSize``) is not
/// measured: items take ``itemSize``.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// "Size the items themselves" (UIKit's `automaticSize`): accepted, items take ``itemSize``.
    public static let automaticSize = CGSize(width: -1, height: -1)

    /// Whether ``sectionInset`` is from the content's edges, the safe area or the layout margins (stored).
    public enum SectionInsetReference: Int, Sendable {
        /// The insets count from the collection view's content inset (UIKit's default).
        case fromContentInset
        /// The insets count from the safe area.
        case fromSafeArea
        /// The insets count from the layout margins.
        case fromLayoutMargins
    }

    /// The size of every item the delegate gives none for (50 × 50 by default).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// An estimate for self-sizing items (stored; not measured).
    open var estimatedItemSize: CGSize = .zero
    /// The space between lines (rows when scrolling vertically; 10 by default).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (10 by default).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The space around each section's items (zero by default).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scrolling direction (`.vertical` by default).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The headers' size (only the height counts when vertical, the width when horizontal).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The footers' size.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// What ``sectionInset`` is measured from (stored).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Whether headers stay at the top while their section scrolls (stored; not pinned).
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom (stored; not pinned).
    open var sectionFootersPinToVisibleBounds = false

    private final var cells: [[UICollectionViewLayoutAttributes]] = []
    private final var supplementary: [UICollectionViewLayoutAttributes] = []
    private final var contentSize: CGSize = .zero

    /// Computes every item's frame (see the type's documentation).
    open override func prepare() {
        super.prepare()
        cells = []
        supplementary = []
        guard let view = collectionView else { contentSize = .zero; return }
        let flow = view.delegate as? UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        let extent = vertical ? view.bounds.width : view.bounds.height
        var along: CGFloat = 0  // the scrolling axis
        for section in 0..<view.numberOfSections {
            let inset = flow?.collectionView(view, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = flow?.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let header = flow?.collectionView(view, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = flow?.collectionView(view, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            let headerLength = vertical ? header.height : header.width
            if headerLength > 0 {
                let a = makeAttributes(forSupplementaryOfKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
                a.frame = vertical ? CGRect(x: 0, y: along, width: extent, height: headerLength)
                                   : CGRect(x: along, y: 0, width: headerLength, height: extent)
                supplementary.append(a)
                along += headerLength
            }
            along += vertical ? inset.top : inset.left
            let start = vertical ? inset.left : inset.top
            let room = extent - start - (vertical ? inset.right : inset.bottom)
            let count = view.numberOfItems(inSection: section)
            var items: [UICollectionViewLayoutAttributes] = []
            items.reserveCapacity(count)
            var line: [(UICollectionViewLayoutAttributes, CGSize)] = []
            var used: CGFloat = 0
            func closeLine() {
                guard !line.isEmpty else { return }
                let lengths = line.map { vertical ? $0.1.width : $0.1.height }
                let thickness = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
                let total = lengths.reduce(0, +)
                let gap = line.count > 1 ? max(itemSpacing, (room - total) / CGFloat(line.count - 1)) : 0
                var across = line.count == 1 ? start + max(0, room - total) / 2 : start
                for (k, (a, size)) in line.enumerated() {
                    let t = vertical ? size.height : size.width
                    let offset = (thickness - t) / 2
                    a.frame = vertical ? CGRect(x: across, y: along + offset, width: size.width, height: size.height)
                                       : CGRect(x: along + offset, y: across, width: size.width, height: size.height)
                    across += lengths[k] + gap
                }
                along += thickness
                line = []
                used = 0
            }
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                var size = flow?.collectionView(view, layout: self, sizeForItemAt: path) ?? itemSize
                if size.width < 0 || size.height < 0 { size = itemSize }
                let length = vertical ? size.width : size.height
                if !line.isEmpty && used + itemSpacing + length > room {
                    closeLine()
                    along += lineSpacing
                }
                let a = makeAttributes(forCellAt: path)
                used += (line.isEmpty ? 0 : itemSpacing) + length
                line.append((a, size))
                items.append(a)
            }
            closeLine()
            along += vertical ? inset.bottom : inset.right
            let footerLength = vertical ? footer.height : footer.width
            if footerLength > 0 {
                let a = makeAttributes(forSupplementaryOfKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
                a.frame = vertical ? CGRect(x: 0, y: along, width: extent, height: footerLength)
                                   : CGRect(x: along, y: 0, width: footerLength, height: extent)
                supplementary.append(a)
                along += footerLength
            }
            cells.append(items)
        }
        contentSize = vertical ? CGSize(width: extent, height: along) : CGSize(width: along, height: extent)
    }

    /// The size of all sections.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The items and headers/footers meeting `rect`, in order (headers first).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result = supplementary.filter { $0.frame.overlaps(rect) }
        for section in cells { for a in section where a.frame.overlaps(rect) { result.append(a) } }
        return result
    }

    /// The attributes of the item at `indexPath`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    /// The header or footer of the section at `indexPath`.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementary.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }

    /// `true` when the size changed (a scroll keeps the layout), as UIKit's flow layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let view = collectionView else { return false }
        return newBounds.size != view.bounds.size
    }
}
