import Foundation

/// A header, footer or other supplementary view of a ``UICollectionView`` (UIKit's
/// `UICollectionReusableView`), and the base of ``UICollectionViewCell``.
///
/// Swift makes a registered class only through a `required` initializer, so ``init(frame:)``
/// is required here (it is not in UIKit); the source adapter (`AnimaticAdapter`) turns an app
/// cell's `override init(frame:)` into `required init(frame:)`.
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under (set when the collection view makes it).
    public internal(set) final var reuseIdentifier: String?

    /// A view with `frame`. Required (see the type's documentation).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view with a zero frame (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the collection view hands the view out again; reset what the last item set.
    open func prepareForReuse() {}

    /// Applies the layout's attributes beyond the geometry, alpha, z order and hidden flag the
    /// collection view has set (nothing by default; subclasses read their own fields).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like (the layout's, unchanged, by default).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Called before the view's layout changes to `newLayout` (nothing by default).
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// Called after the view's layout changed (nothing by default).
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// One item of a ``UICollectionView`` (UIKit's `UICollectionViewCell`): put your views in
/// ``contentView``, which fills the cell.
///
/// ```swift
/// final class Card: UICollectionViewCell {
///     let title = UILabel()
///     required init(frame: CGRect) {          // the adapter writes `required` for `override`
///         super.init(frame: frame)
///         contentView.addSubview(title)
///     }
///     required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content; it fills the cell and resizes with it.
    public final let contentView: UIView

    /// A cell with `frame`.
    public required init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.standardized.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A cell with a zero frame (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Whether the cell is selected; shows ``selectedBackgroundView`` when set.
    open var isSelected = false {
        didSet { if isSelected != oldValue { selectionDidChange() } }
    }
    /// Whether the cell is highlighted (stored).
    open var isHighlighted = false

    /// A view behind the content (filling the cell), if any.
    open var backgroundView: UIView? {
        didSet { installBackground(backgroundView, replacing: oldValue, at: 0) }
    }

    /// A view shown behind the content while the cell is selected.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            selectionDidChange()
        }
    }

    private final func selectionDidChange() {
        showSelectedBackground(selectedBackgroundView, isSelected: isSelected, background: backgroundView)
    }
}
