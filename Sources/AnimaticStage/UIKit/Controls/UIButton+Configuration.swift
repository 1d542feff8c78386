import AnimaticClock
import Foundation

extension UIButton {
    /// UIKit's `UIButton.Configuration` (iOS 15): a button's content and looks in one value.
    ///
    /// ```swift
    /// var config = UIButton.Configuration.filled()
    /// config.title = "Sign In"
    /// config.imagePadding = 8
    /// let signIn = UIButton(configuration: config)
    /// signIn.configuration?.showsActivityIndicator = true   // a spinner where the image goes
    /// ```
    ///
    /// Animatic applies a configuration through the button's per-state API: its `title` is the
    /// `.normal` title (a later `setTitle(_:for:)` still wins, as in UIKit), its `image` the
    /// `.normal` image, its colours the title colour and the button's background, its
    /// `contentInsets` the content insets, `imagePadding` the gap between image and title.
    /// `showsActivityIndicator` puts a spinning ``UIActivityIndicatorView`` where the image goes.
    ///
    /// Looks per style (Apple documents the styles, not their values; these are Animatic's
    /// reading of iOS 17 in the light appearance): `.filled()`/`.borderedProminent()` fill the
    /// background with `baseBackgroundColor` or the tint and draw the title in
    /// `baseForegroundColor` or white; `.tinted()`/`.borderedTinted()` fill with the tint at 20 %
    /// alpha and draw in the tint; `.gray()`/`.bordered()` fill with `systemFill` (120, 120, 128,
    /// 20 %) and draw in the tint; `.plain()`/`.borderless()` draw only the title, in the tint. Per
    /// `buttonSize`: title font 12/15/17/17 pt, insets (top/bottom, leading/trailing) 3/10, 5/10,
    /// 7/12, 14/20 pt and `.dynamic` corner radius 4/6/6/8 pt for `.mini`/`.small`/`.medium`/
    /// `.large` (so a medium filled button is 34.3 pt tall, as on iOS).
    public struct Configuration: Hashable, Sendable {
        /// The system styles.
        enum Style: Hashable, Sendable { case plain, tinted, gray, filled }

        /// How rounded the background's corners are (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Int, Sendable {
            /// The background's own corner radius (`background.cornerRadius`), unchanged by Dynamic
            /// Type.
            case fixed = -1
            /// A corner radius that follows the button's size (the default); Animatic uses 4/6/6/8
            /// pt for `.mini`/`.small`/`.medium`/`.large`.
            case dynamic = 0
            /// A small system-defined corner radius (4 pt on stage).
            case small = 1
            /// A medium system-defined corner radius (6 pt on stage).
            case medium = 2
            /// A large system-defined corner radius (8 pt on stage).
            case large = 3
            /// A corner radius of half the button's height: a capsule.
            case capsule = 4
        }

        /// The button's size class (`UIButton.Configuration.Size`).
        public enum Size: Int, Sendable {
            /// The smallest button size: minimal padding and a smaller font.
            case mini = 0
            /// A small button size.
            case small = 1
            /// A medium button size (the default).
            case medium = 2
            /// A large button size: the most padding and a larger font.
            case large = 3
        }

        let style: Style

        /// The title (`nil`: none).
        public var title: String?
        /// The image, before the title.
        public var image: UIImage?
        /// Space between the image (or activity indicator) and the title, in points.
        public var imagePadding: CGFloat = 0
        /// The title's colour (and a template image's), replacing the style's.
        public var baseForegroundColor: UIColor?
        /// The background's colour, replacing the style's.
        public var baseBackgroundColor: UIColor?
        /// How the background's corners are rounded; `.fixed` uses `background.cornerRadius`.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class: font, insets and corner radius (see the type's table).
        public var buttonSize: Size = .medium
        /// Insets of the content from the bounds; `nil` until set uses the size's.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedInsets ?? Self.defaultInsets(buttonSize) }
            set { storedInsets = newValue }
        }
        private var storedInsets: NSDirectionalEdgeInsets?
        /// Whether a spinning activity indicator shows where the image goes.
        public var showsActivityIndicator = false
        /// The background's own settings.
        public var background = UIBackgroundConfiguration()

        init(style: Style) { self.style = style }

        /// No background; the title in the tint.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// The tint at 20 % behind the title in the tint.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey fill behind the title in the tint.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// The tint behind a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// As ``plain()``.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// As ``gray()``.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// As ``tinted()``.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// As ``filled()``.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        static func defaultInsets(_ size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 10, bottom: 3, trailing: 10)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        var fontSize: CGFloat {
            switch buttonSize { case .mini: 12; case .small: 15; case .medium, .large: 17 }
        }

        /// The corner radius for a button `height` points tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .dynamic:
                switch buttonSize { case .mini: 4; case .small, .medium: 6; case .large: 8 }
            case .small: 4
            case .medium: 6
            case .large: 8
            case .capsule: height / 2
            }
        }
    }

    /// A button showing `configuration`, running `primaryAction` for `.primaryActionTriggered`
    /// (UIKit's `init(configuration:primaryAction:)`, iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
        applyConfiguration()   // observers do not run for a set inside the class's own initializer
    }

    /// Brings titles, colours, insets, background and indicator to ``configuration``.
    final func applyConfiguration() {
        guard let config = configuration else { return }
        if let title = config.title { setTitle(title, for: .normal) }
        if let image = config.image { setImage(image, for: .normal) }
        let tint = tintColor ?? .systemBlue
        let foreground: UIColor, fill: UIColor?
        switch config.style {
        case .filled: foreground = .white; fill = tint
        case .tinted: foreground = tint; fill = tint.withAlphaComponent(0.2)
        case .gray: foreground = tint; fill = .systemFill
        case .plain: foreground = tint; fill = nil
        }
        setTitleColor(config.baseForegroundColor ?? foreground, for: .normal)
        let background = config.background.backgroundColor ?? config.baseBackgroundColor ?? fill
        if backgroundColor != background { backgroundColor = background }
        let font = UIFont.systemFont(ofSize: config.fontSize)
        if titleLabel?.font != font { titleLabel?.font = font }
        let insets = config.contentInsets
        contentEdgeInsets = UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        configurationImagePadding = config.imagePadding
        if config.background.strokeWidth != layer.borderWidth { layer.borderWidth = config.background.strokeWidth }
        if let stroke = config.background.strokeColor { layer.borderColor = stroke.cgColor }
        updateCornerRadius()
        if config.showsActivityIndicator {
            if activityIndicator == nil {
                let spinner = UIActivityIndicatorView(style: .medium)
                spinner.color = config.baseForegroundColor ?? foreground
                activityIndicator = spinner
                addSubview(spinner)
                spinner.startAnimating()
            }
        } else if let spinner = activityIndicator {
            spinner.stopAnimating()
            spinner.removeFromSuperview()
            activityIndicator = nil
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The configuration's corner radius for the current height.
    final func updateCornerRadius() {
        guard let config = configuration else { return }
        let radius = config.cornerRadius(height: bounds.height)
        if layer.cornerRadius != radius { layer.cornerRadius = radius }
    }
}

/// The background part of a button configuration (UIKit's `UIBackgroundConfiguration`, the
/// settings buttons use).
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill, replacing the style's and `baseBackgroundColor` (`nil`: theirs).
    public var backgroundColor: UIColor?
    /// The corner radius used with the `.fixed` corner style.
    public var cornerRadius: CGFloat = 0
    /// The border's colour.
    public var strokeColor: UIColor?
    /// The border's width (0: none).
    public var strokeWidth: CGFloat = 0

    /// Nothing set.
    public init() {}

    /// A clear background (`UIBackgroundConfiguration.clear()`).
    public static func clear() -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration()
        c.backgroundColor = .clear
        return c
    }
}
