import Foundation

/// Where and how one cell, supplementary or decoration view of a ``UICollectionView`` shows
/// (UIKit's `UICollectionViewLayoutAttributes`).
///
/// The collection view applies ``center``, ``size``, ``transform`` (or ``transform3D``),
/// ``alpha``, ``zIndex`` and ``isHidden`` to the view, then calls the view's
/// `apply(_:)`. Subclasses add fields: override `copy(with:)` (calling `super`) and
/// `isEqual(_:)`, as in UIKit; a subclass a layout names in `layoutAttributesClass` needs
/// ``init()``, which is `required` here so that the layout can make it.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The kind of element (UIKit's `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable {
        /// A cell: one item of the data source.
        case cell
        /// A supplementary view: a header or footer the data source provides.
        case supplementaryView
        /// A decoration view: one the layout adds on its own (not drawn by Animatic).
        case decorationView
    }

    /// The element's centre, in the collection view's content coordinates.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's 2D transform (sets ``transform3D`` to the same).
    open var transform: CGAffineTransform = .identity {
        didSet { storedTransform3D = nil }
    }
    private final var storedTransform3D: CATransform3D?
    /// The element's 3D transform (the layer's `transform`); setting it replaces ``transform``.
    open var transform3D: CATransform3D {
        get { storedTransform3D ?? CATransform3DMakeAffineTransform(transform) }
        set { storedTransform3D = newValue }
    }
    /// The element's opacity (1 by default).
    open var alpha: CGFloat = 1
    /// The element's order among the others (larger is in front; 0 by default).
    open var zIndex: Int = 0
    /// Whether the element is hidden.
    open var isHidden = false
    /// The element's item (or section, for a supplementary view).
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether it is a cell, a supplementary or a decoration view.
    public internal(set) final var representedElementCategory: ElementCategory = .cell
    /// The kind of supplementary or decoration view (`nil` for a cell).
    public internal(set) final var representedElementKind: String?

    /// The element's frame: from ``center`` and ``size`` (setting it sets both).
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            let r = newValue.standardized
            center = CGPoint(x: r.midX, y: r.midY)
            size = r.size
        }
    }

    /// The element's bounds: origin zero, ``size``.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// Empty attributes of a cell at item 0 of section 0.
    public required override init() { super.init() }

    /// The attributes of the cell at `indexPath` (UIKit's `init(forCellWith:)`).
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// The attributes of a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The attributes of a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same fields (subclasses copy theirs after `super`'s).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Swift.type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.storedTransform3D = storedTransform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Whether `object` is attributes with the same fields.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes else { return false }
        return o.center == center && o.size == size && o.transform3D == transform3D && o.alpha == alpha
            && o.zIndex == zIndex && o.isHidden == isHidden && o.indexPath == indexPath
            && o.representedElementCategory == representedElementCategory && o.representedElementKind == representedElementKind
    }

    /// The hash of the element's index path and kind, consistent with `isEqual(_:)`.
    open override var hash: Int {
        var h = Hasher()
        h.combine(indexPath); h.combine(representedElementKind)
        return h.finalize()
    }
}

/// What changed, handed to `invalidateLayout(with:)` (UIKit's
/// `UICollectionViewLayoutInvalidationContext`).
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything is invalid (a reload).
    public internal(set) final var invalidateEverything = false
    /// Whether the data source's counts must be read again.
    public internal(set) final var invalidateDataSourceCounts = false
    /// The items named invalid.
    public internal(set) final var invalidatedItemIndexPaths: [IndexPath]?
    /// A change of the content size to add.
    open var contentSizeAdjustment: CGSize = .zero
    /// A change of the content offset to add.
    open var contentOffsetAdjustment: CGPoint = .zero

    /// Names `indexPaths` invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// An empty context: nothing invalid yet.
    public required override init() { super.init() }
}

/// Decides where a ``UICollectionView``'s cells go (UIKit's `UICollectionViewLayout`).
///
/// A custom layout overrides ``prepare()`` (compute), ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)`` and ``layoutAttributesForItem(at:)``; returning `true`
/// from ``shouldInvalidateLayout(forBoundsChange:)`` makes the collection view ask again at
/// every scroll, so cells can transform with their position (the layout's attributes are
/// applied at each scroll step, and recorded).
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout (weak).
    public internal(set) final weak var collectionView: UICollectionView?

    /// A layout.
    public override init() { super.init() }
    /// A layout (there are no archives to decode from).
    public required init?(coder: NSCoder) { super.init() }

    /// The class of the attributes the layout makes (`UICollectionViewLayoutAttributes`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The class of invalidation contexts.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes the layout; called before the collection view first asks, and again after each
    /// invalidation.
    open func prepare() {}

    /// The size of the whole content (zero by default).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element meeting `rect` (`nil` by default).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of the item at `indexPath` (`nil` by default).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of a supplementary view (`nil` by default).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of a decoration view (`nil` by default; decoration views are not made).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the bounds (a scroll or a resize) needs a new layout (`false` by
    /// default).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// The context for a bounds change.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    final var isValid = false

    /// Marks the layout invalid: ``prepare()`` runs again before the next layout.
    open func invalidateLayout() {
        isValid = false
        collectionView?.setNeedsLayout()
    }

    /// Marks the layout invalid for `context` (everything, in Animatic).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        invalidateLayout()
    }

    /// Where a scroll that would stop at `proposedContentOffset` stops (the same by default).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    /// Where a drag with `velocity` that would stop at `proposedContentOffset` stops (the same by default).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The attributes an inserted item starts from (`nil`: it fades in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes a deleted item ends at (`nil`: it fades out).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Called before the items of a batch update move.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// Called after the items of a batch update moved.
    open func finalizeCollectionViewUpdates() {}
    /// Registers a decoration view class (stored; decoration views are not made).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    /// A new attributes object of ``layoutAttributesClass`` for the cell at `indexPath`.
    final func makeAttributes(forCellAt indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
        let a = type.init()
        a.indexPath = indexPath
        return a
    }

    /// A new attributes object of ``layoutAttributesClass`` for a supplementary view.
    final func makeAttributes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let a = makeAttributes(forCellAt: indexPath)
        a.representedElementCategory = .supplementaryView
        a.representedElementKind = kind
        return a
    }
}

/// One insertion, deletion, reload or move of a batch update (UIKit's `UICollectionViewUpdateItem`).
open class UICollectionViewUpdateItem: NSObject {
    /// What the update did.
    public enum Action: Int, Sendable {
        /// The item was inserted.
        case insert
        /// The item was deleted.
        case delete
        /// The item was reloaded in place.
        case reload
        /// The item moved from one index path to another.
        case move
        /// Nothing happened to the item.
        case none
    }
    /// The item before the update (`nil` for an insertion).
    public let indexPathBeforeUpdate: IndexPath?
    /// The item after the update (`nil` for a deletion).
    public let indexPathAfterUpdate: IndexPath?
    /// What the update did.
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before; indexPathAfterUpdate = after; updateAction = action
        super.init()
    }
}
