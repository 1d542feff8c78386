import AnimaticRuntime
import Foundation

/// One row of a ``UITableView`` (UIKit's `UITableViewCell`).
///
/// Put your views in ``contentView`` (it fills the cell), or use the standard ones of the
/// style: ``textLabel``, ``detailTextLabel`` and ``imageView``, made when first read and laid
/// out as UIKit's styles place them (16 pt margins; `.subtitle` stacks the detail under the
/// text, `.value1` puts it at the right, `.value2` puts a right-aligned text in a 91 pt column
/// before the detail).
///
/// ```swift
/// final class NameCell: UITableViewCell {
///     override init(style: CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         textLabel?.font = .boldSystemFont(ofSize: 17)
///     }
///     required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
///
/// Swift makes a registered class only through a `required` initializer, so
/// ``init(style:reuseIdentifier:)`` is required here (it is not in UIKit); the source adapter
/// (`AnimaticAdapter`) turns an app cell's `override init(style:reuseIdentifier:)` into
/// `required init(style:reuseIdentifier:)`. An accessory other than `.none` is not drawn and
/// is reported (``StoryProblem/notSupported(call:feature:)``) when the cell joins a stage.
open class UITableViewCell: UIView {
    /// The standard layouts of a cell's labels (UIKit's `UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable {
        /// A text label at the left (and an image view before it).
        case `default`
        /// A text label at the left and a detail label at the right.
        case value1
        /// A right-aligned blue text in a 91 pt column, then the detail.
        case value2
        /// A text label with the detail label under it.
        case subtitle
    }

    /// The control at the cell's trailing edge (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        /// No accessory (UIKit's default).
        case none
        /// A chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected cell looks (stored; selection backgrounds are drawn only through
    /// ``selectedBackgroundView``).
    public enum SelectionStyle: Int, Sendable {
        /// A selected cell looks the same.
        case none
        /// Blue before iOS 7; UIKit has drawn it gray since.
        case blue
        /// Gray.
        case gray
        /// The system's selection look (UIKit's default).
        case `default`
    }

    /// The editing control shown (stored; editing is not drawn).
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }

    /// How the cell looks when it has focus (UIKit's `UITableViewCell.FocusStyle`; stored, a
    /// story has no focus).
    public enum FocusStyle: Int, Sendable {
        /// The system's focus look (UIKit's default).
        case `default`
        /// No system focus look: the cell draws its own.
        case custom
    }

    /// The layout of the standard labels.
    public let style: CellStyle
    /// The identifier the cell was made and is reused under.
    public internal(set) var reuseIdentifier: String?

    /// The view that holds the cell's content; it fills the cell and resizes with it.
    public let contentView: UIView

    private final var storedTextLabel: UILabel?
    private final var storedDetailLabel: UILabel?
    private final var storedImageView: UIImageView?

    /// Makes a cell of `style` that a table reuses under `reuseIdentifier`. Required (see the
    /// type's documentation).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A `.default` cell with no reuse identifier and `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A `.default` cell (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        bounds.size = CGSize(width: 320, height: 44)
        backgroundColor = .white
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The main label (made on first use, in ``contentView``).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: style == .subtitle ? 17 : 17)
        if style == .value2 {
            label.font = .boldSystemFont(ofSize: 12)
            label.textAlignment = .right
            label.textColor = .systemBlue
        }
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles (`nil` for
    /// `.default`, as in UIKit).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailLabel { return storedDetailLabel }
        let label = UILabel()
        switch style {
        case .subtitle: label.font = .systemFont(ofSize: 12)
        case .value1: label.font = .systemFont(ofSize: 17); label.textColor = .secondaryLabel; label.textAlignment = .right
        case .value2: label.font = .boldSystemFont(ofSize: 12)
        case .default: break
        }
        storedDetailLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge (made on first use, in ``contentView``; `nil` for
    /// `.value2`, as in UIKit).
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let storedImageView { return storedImageView }
        let view = UIImageView(image: nil)
        storedImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The accessory (`.none` by default; others are not drawn: reported when the cell joins a
    /// stage).
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { reportAccessory() } }
    }
    /// The accessory shown while editing (stored).
    open var editingAccessoryType: AccessoryType = .none
    /// A view to show as the accessory (at the trailing edge, centred vertically, 16 pt in).
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// How the cell looks when selected (stored).
    open var selectionStyle: SelectionStyle = .default
    /// Whether the cell is selected; shows ``selectedBackgroundView`` when set.
    open var isSelected = false {
        didSet { if isSelected != oldValue { selectionDidChange() } }
    }
    /// Whether the cell is highlighted (stored).
    open var isHighlighted = false
    /// Whether the cell is in editing mode (stored).
    open var isEditing = false
    /// How far the separator is inset (left 16 by default, UIKit's standard margin).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The indentation level (stored).
    open var indentationLevel = 0
    /// Points per indentation level (10 by default, stored).
    open var indentationWidth: CGFloat = 10
    /// How a focused cell looks (stored).
    open var focusStyle: FocusStyle = .default

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

    /// Sets ``isSelected`` (the change is at once; `animated` is accepted).
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Sets ``isHighlighted``.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// Sets ``isEditing``.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    private final func selectionDidChange() {
        showSelectedBackground(selectedBackgroundView, isSelected: isSelected, background: backgroundView)
    }

    /// Called before the table hands the cell out again from its reuse queue; reset what the
    /// last row set. The default does nothing (UIKit's resets alpha, editing and selection).
    open func prepareForReuse() {}

    /// The separator line the table draws at the cell's bottom (`nil` when the table has none).
    final var separatorView: UIView?

    /// Places the standard labels and image in ``contentView``, as UIKit's styles do, and the
    /// accessory view; then nothing else (override and call `super`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = contentView.bounds.size
        let margin: CGFloat = 16
        var x = margin
        if let image = storedImageView, let picture = image.image {
            let s = picture.size
            image.frame = CGRect(x: margin, y: ((size.height - s.height) / 2).rounded(), width: s.width, height: s.height)
            x = image.frame.maxX + margin
        }
        var trailing = size.width - margin
        if let accessoryView {
            let s = accessoryView.bounds.size
            accessoryView.frame = CGRect(x: bounds.width - margin - s.width, y: ((bounds.height - s.height) / 2).rounded(),
                                         width: s.width, height: s.height)
            trailing = min(trailing, accessoryView.frame.minX - 8)
        }
        let text = storedTextLabel, detail = storedDetailLabel
        let textSize = text?.intrinsicContentSize ?? .zero
        let detailSize = detail?.intrinsicContentSize ?? .zero
        switch style {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: max(0, trailing - x), height: size.height)
        case .subtitle:
            let total = textSize.height + detailSize.height
            let top = ((size.height - total) / 2).rounded()
            text?.frame = CGRect(x: x, y: top, width: max(0, trailing - x), height: textSize.height)
            detail?.frame = CGRect(x: x, y: top + textSize.height, width: max(0, trailing - x), height: detailSize.height)
        case .value1:
            let w = min(detailSize.width, max(0, trailing - x))
            detail?.frame = CGRect(x: trailing - w, y: 0, width: w, height: size.height)
            text?.frame = CGRect(x: x, y: 0, width: max(0, trailing - w - 8 - x), height: size.height)
        case .value2:
            text?.frame = CGRect(x: x, y: 0, width: 91 - x, height: size.height)
            detail?.frame = CGRect(x: 97, y: 0, width: max(0, trailing - 97), height: size.height)
        }
        if let separatorView {
            let h = separatorView.bounds.height
            separatorView.frame = CGRect(x: separatorInset.left, y: bounds.height - h,
                                         width: max(0, bounds.width - separatorInset.left - separatorInset.right), height: h)
        }
    }

    override func didJoinStage() {
        super.didJoinStage()
        reportAccessory()
    }

    private final func reportAccessory() {
        guard accessoryType != .none, accessoryView == nil, let recorder = stageRecorder else { return }
        recorder.report(.notSupported(call: "UITableViewCell.accessoryType",
                                      feature: "drawing the accessory \(accessoryType) (cell \(displayName)); set an accessoryView to draw one"))
    }
}
