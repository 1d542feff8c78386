import AnimaticClock
import AnimaticRuntime
import Foundation

/// How many components (wheels) and rows a ``UIPickerView`` has (UIKit's `UIPickerViewDataSource`;
/// both methods are required).
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a ``UIPickerView``'s rows show and how it tells about a selection (UIKit's
/// `UIPickerViewDelegate`). A row shows the view of
/// ``pickerView(_:viewForRow:forComponent:reusing:)``, by default a centred label with the
/// attributed title, else the title (UIKit asks the delegate in that order too).
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component` (by default the picker's width shared equally).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of the rows of `component` (``UIPickerView/defaultRowHeight`` by default).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of the row (`nil` by default: an empty row).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The attributed title of the row (`nil` by default: the plain title is used).
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view of the row (by default a label with the attributed title or the title).
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// A row was selected by the user (not by ``UIPickerView/selectRow(_:inComponent:animated:)``).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let count = max(1, pickerView.numberOfComponents)
        return pickerView.bounds.width / CGFloat(count)
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { UIPickerView.defaultRowHeight }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: UIPickerView.titleFontSize)
        if let attributed = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        }
        return label
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// A view of spinning wheels, one per component, each showing its rows with the selected one
/// in the middle (UIKit's `UIPickerView`).
///
/// ```swift
/// let picker = UIPickerView(frame: CGRect(x: 0, y: 400, width: 375, height: 216))
/// picker.dataSource = self; picker.delegate = self
/// stage.addSubview(picker)
/// picker.selectRow(3, inComponent: 0, animated: true)   // the wheel turns to row 3
/// ```
///
/// **How it is drawn** (Animatic's flat reading of the wheel, measured on iOS 17 for the sizes):
/// each component is a column (``UIPickerViewDelegate/pickerView(_:widthForComponent:)`` wide,
/// side by side from the left) whose rows (``defaultRowHeight``, 32 pt, high) are stacked so that
/// the selected row's centre is at the picker's vertical centre; rows farther than the picker's
/// half-height are clipped (`clipsToBounds`). The wheel's curvature and its fading are not
/// drawn. ``selectRow(_:inComponent:animated:)`` with `animated` moves the column over
/// ``selectionAnimationDuration``. Its intrinsic height is 216 pt, as UIKit's.
open class UIPickerView: UIView {
    /// The height of a row (UIKit's default row height, iOS 14 and later).
    public static let defaultRowHeight: CGFloat = 32
    /// The size of the default rows' titles.
    public static let titleFontSize: CGFloat = 21
    /// How long an animated ``selectRow(_:inComponent:animated:)`` turns the wheel (Animatic's choice).
    public static let selectionAnimationDuration: TimeInterval = 0.3

    /// Says how many components and rows there are (weak).
    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    /// Says what the rows show (weak).
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }
    /// Whether the selection indicator shows (stored; iOS 7 and later always show it).
    open var showsSelectionIndicator = true

    private final var selectedRows: [Int] = []
    private final var columns: [UIView] = []

    /// A picker with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// A picker with a zero frame (a storyboard's or nib's).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// UIKit's picker is 216 pt tall; its width follows its constraints.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 216) }

    /// The number of components (the data source's, 0 without one).
    open var numberOfComponents: Int { dataSource.map { max(0, $0.numberOfComponents(in: self)) } ?? 0 }

    /// The number of rows of `component` (the data source's).
    open func numberOfRows(inComponent component: Int) -> Int {
        guard let dataSource, component >= 0, component < numberOfComponents else { return 0 }
        return max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
    }

    /// The size of `component`'s rows: its width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: width(of: component), height: rowHeight(of: component))
    }

    /// The selected row of `component` (-1 when it has no rows, as UIKit).
    open func selectedRow(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents, numberOfRows(inComponent: component) > 0 else { return -1 }
        return component < selectedRows.count ? selectedRows[component] : 0
    }

    /// The view showing `row` of `component`, if it is made.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard component >= 0, component < columns.count, row >= 0, row < columns[component].subviews.count else { return nil }
        return columns[component].subviews[row]
    }

    /// Asks the data source and delegate again for every component.
    open func reloadAllComponents() {
        for column in columns { column.removeFromSuperview() }
        columns = []
        let count = numberOfComponents
        selectedRows = (0..<count).map { c in
            let rows = numberOfRows(inComponent: c)
            let old = c < selectedRows.count ? selectedRows[c] : 0
            return rows == 0 ? 0 : min(max(0, old), rows - 1)
        }
        var x: CGFloat = 0
        for component in 0..<count {
            let column = UIView()
            column.isUserInteractionEnabled = false
            let size = rowSize(forComponent: component)
            for row in 0..<numberOfRows(inComponent: component) {
                let rowView = (delegate ?? noDelegate).pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
                rowView.frame = CGRect(x: 0, y: CGFloat(row) * size.height, width: size.width, height: size.height)
                column.addSubview(rowView)
            }
            column.frame = columnFrame(component, x: x)
            addSubview(column)
            columns.append(column)
            x += size.width
        }
    }

    /// Asks again for `component`'s rows (the whole picker is read again).
    open func reloadComponent(_ component: Int) { reloadAllComponents() }

    /// Selects `row` of `component`: the wheel turns so that the row is in the middle, over
    /// ``selectionAnimationDuration`` when `animated` and on stage. The delegate's
    /// `didSelectRow` is not called, as in UIKit. A row or component out of range is reported.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard component >= 0, component < numberOfComponents, row >= 0, row < numberOfRows(inComponent: component) else {
            UIView.report(.misuse(call: "UIPickerView.selectRow(_:inComponent:animated:)",
                                  problem: "row \(row) of component \(component) is out of range"))
            return
        }
        selectedRows[component] = row
        guard component < columns.count else { return }
        if animated, window != nil {
            UIView.animate(withDuration: UIPickerView.selectionAnimationDuration) { self.placeColumns() }
        } else {
            placeColumns()
        }
    }

    /// Selects `row` of `component` as the user's turn of the wheel does: the wheel turns, then
    /// the delegate's `didSelectRow` when it stops (``Stage/select(row:inComponent:of:at:)``).
    final func userSelect(row: Int, inComponent component: Int) {
        selectRow(row, inComponent: component, animated: true)
        guard component < selectedRows.count, selectedRows[component] == row else { return }
        let tell = { [weak self] in
            guard let self else { return }
            self.delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        }
        if let clock = StoryContext.current?.clock, window != nil {
            _ = clock.schedule(after: StoryTime(validSeconds: UIPickerView.selectionAnimationDuration) ?? .zero, tell)
        } else {
            tell()
        }
    }

    /// Keeps the selected rows in the middle as the picker's size changes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeColumns()
    }

    private final func placeColumns() {
        var x: CGFloat = 0
        for (component, column) in columns.enumerated() {
            let frame = columnFrame(component, x: x)
            if column.frame != frame { column.frame = frame }
            x += frame.width
        }
    }

    private final func columnFrame(_ component: Int, x: CGFloat) -> CGRect {
        let size = rowSize(forComponent: component)
        let rows = CGFloat(numberOfRows(inComponent: component))
        let selected = CGFloat(component < selectedRows.count ? selectedRows[component] : 0)
        return CGRect(x: x, y: bounds.height / 2 - size.height / 2 - selected * size.height, width: size.width, height: rows * size.height)
    }

    private final func width(of component: Int) -> CGFloat { (delegate ?? noDelegate).pickerView(self, widthForComponent: component) }
    private final func rowHeight(of component: Int) -> CGFloat { (delegate ?? noDelegate).pickerView(self, rowHeightForComponent: component) }
}
