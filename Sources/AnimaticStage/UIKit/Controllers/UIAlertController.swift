import AnimaticClock
import AnimaticRuntime
import Foundation

/// A button of an alert or action sheet (UIKit's `UIAlertAction`): its title, style and the
/// handler run when it is chosen.
///
/// ```swift
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in store.delete(task) })
/// ```
open class UIAlertAction: NSObject {
    /// How the button looks (UIKit's `UIAlertAction.Style`).
    public enum Style: Int, Sendable {
        /// A plain button (the tint colour).
        case `default` = 0
        /// The button that cancels: bold, and at most one per alert.
        case cancel = 1
        /// A button that destroys data: red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be chosen (`true` by default; a disabled one is grey).
    open var isEnabled = true { didSet { button?.isEnabled = isEnabled } }
    let handler: ((UIAlertAction) -> Void)?
    weak var button: UIButton?

    /// An action titled `title` with `style`, running `handler` once the alert is dismissed
    /// after the user chose it (Apple: "A block to execute when the user selects the action").
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// ``UIAlertAction/Style``'s name before Swift 4.2, for code in Swift 4 language mode.
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style
/// ``UIAlertController/Style``'s name before Swift 4.2, for code in Swift 4 language mode.
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

/// An alert or action sheet, presented with `present(_:animated:completion:)` (UIKit's
/// `UIAlertController`).
///
/// ```swift
/// let alert = UIAlertController(title: "Delete task?", message: "It cannot be undone.", preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in … })
/// present(alert, animated: true)
/// stage.tap(alert.button(for: alert.actions[1])!, at: 2)   // the user deletes
/// ```
///
/// **How it is drawn** (iOS 13 to 17's alert, its sizes measured, not documented by Apple): the
/// screen dims (black at 20 %), and a 270 pt wide box with 14 pt round corners, light grey
/// (white 0.95, in place of UIKit's blur), is centred on the screen: the title (semibold 17 pt)
/// and the message (13 pt) centred, 20 pt from the top and 16 pt from the sides, each line of
/// their text a line (Animatic does not wrap words), then the text fields (24 pt high, 8 pt
/// apart), then the buttons, 44 pt high below hairline separators: side by side when there are
/// exactly two, else one under the other with the cancel button last. Default buttons are in the
/// tint colour (`systemBlue`), destructive ones in `systemRed`, the cancel button and the
/// ``preferredAction`` semibold. An action sheet (`.actionSheet`) is drawn the same way at the
/// bottom of the screen, 8 pt in from its edges (UIKit's separate cancel box is one box here).
/// The alert comes and goes as a cross-dissolve over the whole screen (UIKit also scales the
/// box down from 1.2). Choosing a button dismisses the alert, then runs the action's handler.
open class UIAlertController: UIViewController {
    /// The kind of alert (UIKit's `UIAlertController.Style`).
    public enum Style: Int, Sendable {
        /// A list of choices at the bottom of the screen.
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    /// The alert's width (UIKit's alert, measured).
    public static let alertWidth: CGFloat = 270
    /// A button's height.
    public static let buttonHeight: CGFloat = 44

    /// The message under the title.
    open var message: String?
    /// Whether this is an alert or an action sheet.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn semibold (and chosen by the return key on a keyboard).
    open var preferredAction: UIAlertAction?
    /// The text fields added with ``addTextField(configurationHandler:)`` (`nil` when none).
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private final var fields: [UITextField] = []

    /// An alert of `preferredStyle` with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(preferredStyle: preferredStyle)
        self.title = title
        self.message = message
    }

    private init(preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    /// An alert with no title or message (UIKit makes them with ``init(title:message:preferredStyle:)``).
    public convenience init() { self.init(preferredStyle: .alert) }

    /// Not available: alerts are not archived.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    /// Adds a button for `action` (a second `.cancel` action is reported, as UIKit raises).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIView.report(.misuse(call: "UIAlertController.addAction(_:)",
                                  problem: "the alert already has a cancel action (UIKit raises: \"can only have one action with a style of UIAlertActionStyleCancel\")"))
            return
        }
        actions.append(action)
    }

    /// Adds a text field, configured by `configurationHandler` (alerts only: an action sheet's
    /// is reported, as UIKit raises).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIView.report(.misuse(call: "UIAlertController.addTextField(configurationHandler:)",
                                  problem: "text fields can only be added to an alert, not an action sheet (UIKit raises)"))
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.backgroundColor = .white
        fields.append(field)
        configurationHandler?(field)
    }

    /// The button drawn for `action`, once the view is loaded (what a story taps).
    public final func button(for action: UIAlertAction) -> UIButton? {
        loadViewIfNeeded()
        return action.button
    }

    /// The dimmed screen and the box (see the type's notes).
    open override func loadView() {
        let screen = UIScreen.main.bounds
        let dim = UIView(frame: screen)
        dim.backgroundColor = UIColor(white: 0, alpha: 0.2)
        let width = preferredStyle == .alert ? UIAlertController.alertWidth : screen.width - 16
        let box = UIView()
        box.backgroundColor = UIColor(white: 0.95, alpha: 1)
        box.layer.cornerRadius = 14
        box.clipsToBounds = true
        var y: CGFloat = 0
        let texts: [(String, UIFont, UIColor)] = [
            title.map { ($0, UIFont.systemFont(ofSize: 17, weight: .semibold), UIColor.label) },
            message.map { ($0, UIFont.systemFont(ofSize: 13), preferredStyle == .alert ? UIColor.label : UIColor.secondaryLabel) },
        ].compactMap { $0 }
        if !texts.isEmpty || !fields.isEmpty { y = 20 }
        for (index, (text, font, color)) in texts.enumerated() {
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = color
            label.textAlignment = .center
            label.numberOfLines = 0
            let lines = CGFloat(text.split(separator: "\n", omittingEmptySubsequences: false).count)
            if index > 0 { y += 4 }
            label.frame = CGRect(x: 16, y: y, width: width - 32, height: ceil(lines * font.lineHeight))
            box.addSubview(label)
            y = label.frame.maxY
        }
        for field in fields {
            y += 8
            field.frame = CGRect(x: 16, y: y, width: width - 32, height: 24)
            box.addSubview(field)
            y = field.frame.maxY
        }
        if !texts.isEmpty || !fields.isEmpty { y += 20 }
        let ordered = actions.count == 2 ? actions : actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
        let sideBySide = ordered.count == 2
        for (index, action) in ordered.enumerated() {
            let frame: CGRect
            if sideBySide {
                frame = CGRect(x: CGFloat(index) * width / 2, y: y, width: width / 2, height: UIAlertController.buttonHeight)
            } else {
                frame = CGRect(x: 0, y: y + CGFloat(index) * UIAlertController.buttonHeight, width: width, height: UIAlertController.buttonHeight)
            }
            if !sideBySide || index == 0 {
                let line = UIView(frame: CGRect(x: 0, y: frame.minY, width: width, height: 1.0 / 3))
                line.backgroundColor = .separator
                box.addSubview(line)
            } else {
                let line = UIView(frame: CGRect(x: frame.minX, y: frame.minY, width: 1.0 / 3, height: frame.height))
                line.backgroundColor = .separator
                box.addSubview(line)
            }
            box.addSubview(makeButton(for: action, frame: frame))
        }
        let buttonsHeight = sideBySide ? UIAlertController.buttonHeight : CGFloat(ordered.count) * UIAlertController.buttonHeight
        let height = y + buttonsHeight
        let originY = preferredStyle == .alert ? (screen.height - height) / 2 : screen.height - height - 8
        box.frame = CGRect(x: (screen.width - width) / 2, y: originY, width: width, height: height)
        dim.addSubview(box)
        view = dim
    }

    private final func makeButton(for action: UIAlertAction, frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = frame
        button.setTitle(action.title, for: .normal)
        let color: UIColor = action.style == .destructive ? .systemRed : .systemBlue
        button.setTitleColor(color, for: .normal)
        button.setTitleColor(.secondaryLabel, for: .disabled)
        let bold = action.style == .cancel || action === preferredAction
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        button.isEnabled = action.isEnabled
        button.addAction(UIAction { [weak self, weak action] _ in
            guard let self, let action else { return }
            self.choose(action)
        }, for: .touchUpInside)
        action.button = button
        return button
    }

    /// The user chose `action`: the alert goes, then the handler runs (as UIKit does).
    final func choose(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        let presenter = presentingViewController
        guard presenter != nil else {
            action.handler?(action)
            return
        }
        dismiss(animated: true) { action.handler?(action) }
    }
}
