import AnimaticClock
import AnimaticReactive
import AnimaticRuntime
import Foundation

/// A button in a toolbar or a navigation bar (UIKit's `UIBarButtonItem`): a title, an image, a
/// system item, a custom view, or a space.
///
/// ```swift
/// let skip = UIBarButtonItem(title: "Skip", style: .plain, target: self, action: #selector(skipIntro))
/// navigationItem.rightBarButtonItem = skip
/// toolbar.items = [.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))]
/// ```
///
/// As UIKit: a bar draws the item as a button, its title in 17 pt system (semibold for the
/// `.done` style) in the item's ``tintColor`` or the bar's; a tap runs ``primaryAction``, or
/// sends ``action`` to ``target`` with the item as argument (a `nil` target, which UIKit sends
/// up the responder chain, is reported). System items with a word (`.done`, `.cancel`, `.edit`,
/// `.save`, `.undo`, `.redo`) draw UIKit's English word; `.add` draws "+"; the other system
/// items are SF Symbols pictograms, which Animatic does not draw: the recording notes it.
/// `.flexibleSpace` shares the bar's free width with the other flexible spaces; `.fixedSpace`
/// takes ``width``.
open class UIBarButtonItem: UIBarItem {
    /// How a bar draws the item's title (Apple, `UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// A bordered button (deprecated by UIKit; drawn as `.plain`).
        case bordered = 1
        /// Semibold, for the item that ends a task.
        case done = 2
    }

    /// UIKit's system items (Apple, `UIBarButtonItem.SystemItem`).
    public enum SystemItem: Int, Sendable {
        /// "Done" (semibold).
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save" (semibold).
        case save = 3
        /// A plus sign.
        case add = 4
        /// A space that grows.
        case flexibleSpace = 5
        /// A space of the item's `width`.
        case fixedSpace = 6
        /// The compose pictogram (not drawn: noted).
        case compose = 7
        /// The reply pictogram (not drawn: noted).
        case reply = 8
        /// The share pictogram (not drawn: noted).
        case action = 9
        /// The folder pictogram (not drawn: noted).
        case organize = 10
        /// The book pictogram (not drawn: noted).
        case bookmarks = 11
        /// The magnifying glass (not drawn: noted).
        case search = 12
        /// The circular arrow (not drawn: noted).
        case refresh = 13
        /// The cross (not drawn: noted).
        case stop = 14
        /// The camera (not drawn: noted).
        case camera = 15
        /// The bin (not drawn: noted).
        case trash = 16
        /// The play triangle (not drawn: noted).
        case play = 17
        /// The pause bars (not drawn: noted).
        case pause = 18
        /// The rewind arrows (not drawn: noted).
        case rewind = 19
        /// The fast-forward arrows (not drawn: noted).
        case fastForward = 20
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// The close cross (not drawn: noted).
        case close = 24

        /// The word or sign UIKit draws, `nil` for a pictogram or a space.
        var drawnTitle: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .add: return "+"
            case .undo: return "Undo"
            case .redo: return "Redo"
            default: return nil
            }
        }
    }

    /// How the title is drawn.
    open var style: Style = .plain { didSet { proxyDidSet("style"); itemDidChange() } }
    /// The object ``action`` is sent to (UIKit holds it weakly).
    open weak var target: AnyObject?
    /// The method sent to ``target`` on a tap (its argument is the item).
    open var action: Selector?
    /// What a tap runs, before ``action`` (UIKit's `primaryAction`).
    open var primaryAction: UIAction?
    /// The width of a `.fixedSpace` item, or of a button (0: its title's).
    open var width: CGFloat = 0 { didSet { proxyDidSet("width"); itemDidChange() } }
    /// A view shown instead of a button (its frame's size is kept).
    open var customView: UIView? { didSet { proxyDidSet("customView"); itemDidChange() } }
    /// The title's colour (`nil`: the bar's tint colour).
    open var tintColor: UIColor? { didSet { proxyDidSet("tintColor"); itemDidChange() } }
    /// Whether the item is hidden (iOS 16's `isHidden`): a bar leaves it out.
    open var isHidden = false { didSet { proxyDidSet("isHidden"); itemDidChange() } }
    /// The system item the item was made from, if any.
    public private(set) final var systemItem: SystemItem?

    /// Tells the bar showing the item to redraw it.
    final var onChange: (() -> Void)?
    /// The taps of `rx.tap`, shared by its subscribers (RxCocoa keeps one per item).
    final var rxTapEvents: Observable<Void>?

    /// A `.plain` item with no title.
    public override init() { super.init() }

    /// An item from a storyboard or nib.
    public required init?(coder: NSCoder) { super.init() }

    /// A button titled `title` that sends `action` to `target`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// A button showing `image` that sends `action` to `target`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// A system item that sends `action` to `target`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.style = systemItem == .done || systemItem == .save ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    /// A system item that runs `primaryAction` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// A button titled `title` or showing `image` that runs `primaryAction` (iOS 14; menus are
    /// not part of Animatic).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A flexible space (iOS 14's `flexibleSpace()`).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A fixed space `width` wide (iOS 14's `fixedSpace(_:)`).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    override func itemDidChange() { onChange?() }

    /// Whether the item is a space (no view).
    final var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The view a bar shows for the item: its ``customView``, or a button drawing its title in
    /// `tint` (the item's ``tintColor`` first); `nil` for a space. A pictogram system item is noted.
    final func makeView(tint: UIColor) -> UIView? {
        if isSpace { return nil }
        if let customView { return customView }
        let button = UIButton(type: .system)
        let shownTitle = systemItem?.drawnTitle ?? title
        button.setTitle(shownTitle, for: .normal)
        button.setImage(image, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
        button.tintColor = tintColor ?? tint
        button.isEnabled = isEnabled
        button.accessibilityIdentifier = accessibilityIdentifier
        if let systemItem, systemItem.drawnTitle == nil {
            StoryNotes.noteToCurrent(call: "UIBarButtonItem(barButtonSystemItem:target:action:)",
                                     text: "the .\(systemItem) item's SF Symbols pictogram is not drawn (its button is empty)")
        }
        button.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)
        let size = button.intrinsicContentSize
        button.frame = CGRect(x: 0, y: 0, width: width > 0 ? width : max(size.width, 0), height: 44)
        return button
    }

    /// Runs the item's action as a tap does.
    final func send() {
        if let primaryAction {
            let previous = primaryAction.sender
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = previous
        }
        guard let action else { return }
        guard let receiver = target, action.isAnswerable(by: receiver) else {
            let kind = target.map { "\(type(of: $0))" } ?? ""
            StoryContext.reportToCurrent(StoryProblem.notSupported(
                call: "UIBarButtonItem.action",
                feature: target == nil ? "sending an action up the responder chain (the item has no target)"
                    : "sending \(action) to a \(kind), which has no @objc methods"))
            return
        }
        action.send(to: receiver, with: self, call: "UIBarButtonItem.action")
    }
}
