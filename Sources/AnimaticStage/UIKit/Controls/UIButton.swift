import AnimaticClock
import AnimaticTimeline
import Foundation

/// A button shaped like UIKit's `UIButton` without a configuration (the API intro code has used
/// since iOS 7): a title, an image and a background image per control state, drawn by real
/// subviews (`titleLabel`, `imageView`, a background image view) that the stage records.
///
/// ```swift
/// let start = UIButton(type: .system)
/// start.frame = CGRect(x: 70, y: 480, width: 220, height: 52)
/// start.setTitle("Get started", for: .normal)
/// start.titleLabel?.font = .boldSystemFont(ofSize: 18)
/// start.addAction(UIAction { _ in showHome() }, for: .touchUpInside)
/// stage.addSubview(start)
/// stage.tap(start, at: 3)
/// ```
///
/// Per state, as UIKit documents: a state without its own title, title colour, image or
/// background image uses the `.normal` one (Apple, `UIButton.title(for:)`: "If a title is not
/// specified for a state, the default is to use the title associated with the normal state").
/// Default title colours: a `.system` button draws its title and template images in its
/// ``UIView/tintColor`` (Apple, `UIButton`: "This property sets the color of the button image and
/// text. If you do not explicitly set a tint color, the button uses its superview's tint color"),
/// a `.custom` button in white.
///
/// Looks per state (UIKit does not document the exact values; these are Animatic's, see README
/// "Differences from iOS"): a highlighted `.system` button shows its title and image at alpha 0.2
/// and back at 1 when the touch ends (UIKit fades it back); a disabled `.system` button without a
/// disabled title colour draws its title in UIKit's light-appearance tertiary label grey
/// (60, 60, 67, alpha 0.3). A `.custom` button keeps its colours when highlighted (UIKit darkens
/// its images, which Animatic does not draw). A selected `.system` button on stage is reported as
/// not supported (UIKit draws a tinted rounded background behind its title).
///
/// Layout, as UIKit lays out a button without a configuration: the image and the title side by
/// side, as one block aligned in the bounds inset by ``contentEdgeInsets`` per
/// ``UIControl/contentHorizontalAlignment`` and ``UIControl/contentVerticalAlignment``; then each
/// is moved by its own edge insets (``titleEdgeInsets``, ``imageEdgeInsets``: by (left − right)/2
/// and (top − bottom)/2 when centred, by left or −right when aligned to an edge); the background
/// image fills the bounds. The title's width is Animatic's width estimate (it has no glyph
/// metrics; see `UIFont`), so the drawn text is centred on the title's place but may be wider or
/// narrower than UIKit's.
///
/// The title label, image view and background image view draw what they had when they joined the
/// stage. When the title (or image) of the state shown changes on stage, the button replaces the
/// subview by a new one with the same looks (the old leaves the stage, the new joins, at that
/// instant): ``titleLabel`` and ``imageView`` then return the new ones.
open class UIButton: UIControl {
    /// The kinds of button (`UIButton.ButtonType`); Animatic draws `.custom` and `.system`, the
    /// other kinds draw as `.system` without their glyphs.
    public enum ButtonType: Int, Sendable {
        /// No button style: the app supplies the look (title colours, images, background).
        case custom = 0
        /// A system style button, like those in navigation bars and toolbars (a title in the tint
        /// colour).
        case system = 1
        /// A detail disclosure button (an "i" in a circle); Animatic draws it as `.system` without
        /// the glyph.
        case detailDisclosure = 2
        /// An information button with a light background; Animatic draws it as `.system` without
        /// the glyph.
        case infoLight = 3
        /// An information button with a dark background; Animatic draws it as `.system` without the
        /// glyph.
        case infoDark = 4
        /// A contact add button (a "+" in a circle); Animatic draws it as `.system` without the
        /// glyph.
        case contactAdd = 5
        /// A close button that dismisses panels and views (iOS 13); Animatic draws it as `.system`
        /// without the glyph.
        case close = 7
        /// The iOS 6 name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's kind (`.custom` for `UIButton(frame:)`, as in UIKit).
    public private(set) final var buttonType: ButtonType = .custom

    private final var titles: [UInt: String] = [:]
    private final var attributedTitles: [UInt: NSAttributedString] = [:]
    private final var titleColors: [UInt: UIColor] = [:]
    private final var images: [UInt: UIImage] = [:]
    private final var backgroundImages: [UInt: UIImage] = [:]

    /// The button's configuration (iOS 15; `nil` by default): see ``Configuration``. Setting it
    /// applies it at once, so `button.configuration?.showsActivityIndicator = true` shows the
    /// spinner.
    open var configuration: Configuration? {
        didSet { if configuration != oldValue { applyConfiguration() } }
    }
    /// The configuration's `imagePadding`, between the image (or indicator) and the title.
    final var configurationImagePadding: CGFloat = 0
    /// The configuration's activity indicator, while it shows one.
    final var activityIndicator: UIActivityIndicatorView?

    private final var storedTitleLabel: UILabel?
    private final var storedImageView: UIImageView?
    private final var backgroundImageView: UIImageView?

    /// Creates a `.custom` button (UIKit's `init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a `.custom` button with a zero frame (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the type of a button made with `init(coder:)` (Interface Builder's `buttonType`).
    final func setButtonType(_ type: ButtonType) {
        buttonType = type
        updateLook()
    }

    /// Creates a button of `type` with a zero frame (UIKit's `init(type:)`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateLook()
    }

    /// Creates a button of `type` whose primary action is `primaryAction` (iOS 14): its title
    /// becomes the button's `.normal` title, and it runs for `.primaryActionTriggered`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    // MARK: - Content per state

    /// Sets the title shown in `state` (`nil` removes it; the state then shows the `.normal` one).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateLook()
        setNeedsLayout()
    }

    /// The title of `state`, or the `.normal` one when the state has none.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the attributed title shown in `state` (`nil` removes it). As UIKit documents, a
    /// state with both prefers the attributed title; the title label draws it as
    /// ``UILabel/attributedText`` (its runs' fonts and colours; the title colour then does not
    /// apply to runs with a colour of their own).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        updateLook()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The attributed title of `state`, or the `.normal` one when the state has none.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[UIControl.State.normal.rawValue]
    }

    /// The attributed title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// Sets the title colour of `state` (`nil` removes it).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateLook()
    }

    /// The title colour of `state`: its own, else the `.normal` one, else the type's default
    /// (the tint for `.system`, grey when disabled; white for `.custom`).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        if let color = titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] { return color }
        if buttonType == .custom { return .white }
        return state.contains(.disabled) ? UIButton.disabledSystemTitleColor : tintColor
    }

    /// Light-appearance `tertiaryLabel` (60, 60, 67, alpha 0.3): how a disabled `.system` title
    /// shows (Animatic's reading; UIKit does not document it).
    static let disabledSystemTitleColor = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)

    /// Sets the image of `state` (`nil` removes it).
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        updateLook()
        setNeedsLayout()
    }

    /// The image of `state`, or the `.normal` one.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// Sets the background image of `state` (`nil` removes it); it fills the bounds.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        updateLook()
    }

    /// The background image of `state`, or the `.normal` one.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }

    /// The title shown now (the current state's).
    open var currentTitle: String? { title(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label that draws the title (made on first use, 15 pt system font, as UIKit's).
    open var titleLabel: UILabel? {
        if let label = storedTitleLabel { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        storedTitleLabel = label
        addContentView(label, layer: 2)
        updateLook()
        return label
    }

    /// The image view that draws the image (made on first use).
    open var imageView: UIImageView? {
        if let view = storedImageView { return view }
        let view = UIImageView()
        view.contentMode = .center
        view.drawsAutomaticAsTemplate = buttonType != .custom
        storedImageView = view
        addContentView(view, layer: 1)
        updateLook()
        return view
    }

    /// Insets of the content (image and title) from the bounds (deprecated in iOS 15, still
    /// what buttons without a configuration use).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { setNeedsLayout() } }
    }

    /// Moves the title from its place (see the type's layout rules).
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { if titleEdgeInsets != oldValue { setNeedsLayout() } }
    }

    /// Moves the image from its place (see the type's layout rules).
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { if imageEdgeInsets != oldValue { setNeedsLayout() } }
    }

    /// Kept for source compatibility: UIKit darkens a highlighted image; Animatic does not draw it.
    open var adjustsImageWhenHighlighted = true
    /// Kept for source compatibility: UIKit lightens a disabled image; Animatic does not draw it.
    open var adjustsImageWhenDisabled = true

    // MARK: - Size and layout

    /// The title's estimated width plus the image's width, by the taller of the title's line
    /// height and the image's height, plus ``contentEdgeInsets``, rounded up to whole points.
    /// With neither a title nor an image it is the insets alone (UIKit gives a minimum size of its
    /// own there).
    open override var intrinsicContentSize: CGSize {
        let (title, image) = contentSizes()
        let width = title.width + image.width + contentEdgeInsets.left + contentEdgeInsets.right
        let height = max(title.height, image.height) + contentEdgeInsets.top + contentEdgeInsets.bottom
        return CGSize(width: width.rounded(.up), height: height.rounded(.up))
    }

    /// The title's and the image's sizes as the layout places them.
    private func contentSizes() -> (title: CGSize, image: CGSize) {
        var title = CGSize.zero
        if let attributed = currentAttributedTitle, attributed.length > 0, let label = storedTitleLabel {
            title = label.intrinsicContentSize
        } else if let text = currentTitle, !text.isEmpty {
            let font = storedTitleLabel?.font ?? .systemFont(ofSize: 15)
            title = CGSize(width: font.estimatedWidth(of: text), height: font.lineHeight)
        }
        var image = currentImage?.size ?? .zero
        if let spinner = activityIndicator {
            let size = spinner.intrinsicContentSize
            image = CGSize(width: max(image.width, size.width), height: max(image.height, size.height))
        }
        if image.width > 0, title.width > 0 { image.width += configurationImagePadding }
        return (title, image)
    }

    /// Places the background image view, the image view and the title label (see the type's
    /// layout rules).
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundImageView?.frame = bounds
        let content = bounds.inset(by: contentEdgeInsets)
        var (titleSize, imageSize) = contentSizes()
        let horizontal = contentHorizontalAlignment, vertical = contentVerticalAlignment
        if horizontal == .fill { titleSize.width = max(0, content.width - imageSize.width) }
        let total = titleSize.width + imageSize.width
        let x0: CGFloat
        switch horizontal {
        case .center: x0 = content.midX - total / 2
        case .left, .leading, .fill: x0 = content.minX
        case .right, .trailing: x0 = content.maxX - total
        }
        func y(_ height: CGFloat) -> (y: CGFloat, height: CGFloat) {
            switch vertical {
            case .center: return (content.midY - height / 2, height)
            case .top: return (content.minY, height)
            case .bottom: return (content.maxY - height, height)
            case .fill: return (content.minY, content.height)
            }
        }
        func shifted(_ r: CGRect, _ insets: UIEdgeInsets) -> CGRect {
            let dx: CGFloat, dy: CGFloat
            switch horizontal {
            case .center, .fill: dx = (insets.left - insets.right) / 2
            case .left, .leading: dx = insets.left
            case .right, .trailing: dx = -insets.right
            }
            switch vertical {
            case .center, .fill: dy = (insets.top - insets.bottom) / 2
            case .top: dy = insets.top
            case .bottom: dy = -insets.bottom
            }
            return r.offsetBy(dx: dx, dy: dy)
        }
        if let spinner = activityIndicator {
            let size = spinner.intrinsicContentSize
            let (iy, ih) = y(size.height)
            spinner.frame = CGRect(x: x0, y: iy, width: size.width, height: ih)
        }
        updateCornerRadius()
        if let view = storedImageView {
            let (iy, ih) = y(imageSize.height)
            let width = imageSize.width - (titleSize.width > 0 && imageSize.width > 0 ? configurationImagePadding : 0)
            view.frame = shifted(CGRect(x: x0, y: iy, width: width, height: ih), imageEdgeInsets)
        }
        if let label = storedTitleLabel {
            let (ty, th) = y(titleSize.height)
            label.frame = shifted(CGRect(x: x0 + imageSize.width, y: ty, width: titleSize.width, height: th),
                                  titleEdgeInsets)
            let alignment: NSTextAlignment
            switch horizontal {
            case .center, .fill: alignment = .center
            case .left, .leading: alignment = .left
            case .right, .trailing: alignment = .right
            }
            if label.textAlignment != alignment { replaceIfFixed(label) { $0.textAlignment = alignment } }
        }
    }

    // MARK: - State

    override func stateDidChange() {
        super.stateDidChange()
        if isSelected && buttonType != .custom, let recorder = stageRecorder {
            recorder.report(.notSupported(
                call: "UIButton.isSelected",
                feature: "the selected look of a .system button (a tinted rounded background; button \(displayName))"))
        }
        updateLook()
    }

    /// Redraws the title in the new tint (a `.system` button's title is the tint).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyConfiguration()
        updateLook()
    }

    /// Brings the subviews to the current state's title, colours, images and highlight.
    final func updateLook() {
        let current = state
        if let attributed = attributedTitle(for: current) {
            let label = titleLabel!
            if label.attributedText != attributed { replaceIfFixed(label) { $0.attributedText = attributed } }
            if let color = titleColor(for: current), storedTitleLabel!.textColor != color {
                storedTitleLabel!.textColor = color
            }
        } else if let text = title(for: current) ?? (storedTitleLabel == nil ? nil : Optional("")) {
            let label = titleLabel!
            if (label.text ?? "") != text { replaceIfFixed(label) { $0.text = text.isEmpty ? nil : text } }
            if let color = titleColor(for: current), storedTitleLabel!.textColor != color {
                storedTitleLabel!.textColor = color
            }
        }
        let image = image(for: current)
        if image != nil || storedImageView != nil {
            let view = imageView!
            if view.image != image { replaceIfFixed(view) { $0.image = image } }
        }
        let background = backgroundImage(for: current)
        if background != nil || backgroundImageView != nil {
            if backgroundImageView == nil {
                let view = UIImageView()
                backgroundImageView = view
                addContentView(view, layer: 0)
                view.frame = bounds
            }
            let view = backgroundImageView!
            if view.image != background { replaceIfFixed(view) { $0.image = background } }
        }
        if buttonType != .custom {
            let alpha: CGFloat = current.contains(.highlighted) ? 0.2 : 1
            if let label = storedTitleLabel, label.alpha != alpha { label.alpha = alpha }
            if let view = storedImageView, view.alpha != alpha { view.alpha = alpha }
        }
    }

    // MARK: - Subviews

    /// Which of the three content views each subview is (0 background, 1 image, 2 title), to
    /// keep them in that order below any subviews the app adds.
    private final var contentLayers: [ObjectIdentifier: Int] = [:]

    /// Adds a content view at its place in the drawing order (background, image, title).
    private func addContentView(_ view: UIView, layer: Int) {
        contentLayers[ObjectIdentifier(view)] = layer
        let position = subviews.firstIndex { (contentLayers[ObjectIdentifier($0)] ?? Int.max) > layer } ?? subviews.count
        insertSubview(view, at: position)
    }

    /// Applies `change` to a content view; on stage, where its drawing is fixed after the
    /// instant it joined, the view is replaced by a copy with the change, and the content views
    /// above it by copies too, so that they keep their order (see the type's notes).
    private func replaceIfFixed<V: UIView>(_ view: V, _ change: (V) -> Void) {
        guard let recorder = view.stageRecorder, !recorder.joinedNow(view),
              let layer = contentLayers[ObjectIdentifier(view)] else { return change(view) }
        let above = subviews.filter { (contentLayers[ObjectIdentifier($0)] ?? -1) > layer }
        let copy = contentCopy(of: view)
        change(copy as! V)
        var replacements: [(old: UIView, new: UIView)] = [(view, copy)]
        for other in above { replacements.append((other, contentCopy(of: other))) }
        for (old, _) in replacements { old.removeFromSuperview() }
        for (old, new) in replacements {
            let layer = contentLayers.removeValue(forKey: ObjectIdentifier(old)) ?? 2
            contentLayers[ObjectIdentifier(new)] = layer
            addSubview(new)   // in front, in order: views above the content stay above it
            if old === storedTitleLabel { storedTitleLabel = new as? UILabel }
            if old === storedImageView { storedImageView = new as? UIImageView }
            if old === backgroundImageView { backgroundImageView = new as? UIImageView }
        }
    }

    /// A new label or image view with the looks of `view`.
    private func contentCopy(of view: UIView) -> UIView {
        let copy: UIView
        if let label = view as? UILabel {
            let new = UILabel(frame: label.frame)
            new.text = label.text; new.font = label.font; new.textColor = label.textColor
            if let attributed = label.attributedText { new.attributedText = attributed }
            new.textAlignment = label.textAlignment; new.numberOfLines = label.numberOfLines
            copy = new
        } else if let imageView = view as? UIImageView {
            let new = UIImageView(frame: imageView.frame)
            new.image = imageView.image; new.contentMode = imageView.contentMode
            new.drawsAutomaticAsTemplate = imageView.drawsAutomaticAsTemplate
            copy = new
        } else {
            copy = UIView(frame: view.frame)
        }
        copy.alpha = view.alpha
        copy.isHidden = view.isHidden
        copy.accessibilityIdentifier = view.accessibilityIdentifier
        copy.storedTintColor = view.storedTintColor
        return copy
    }
}
