import Foundation

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`, raw values as UIKit's).
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No style set.
    case unspecified = 0
    /// The light appearance: the one a stage always has.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// A size class (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class.
    case unspecified = 0
    /// A constrained space: a phone's width in portrait.
    case compact = 1
    /// An expansive space: a phone's height in portrait.
    case regular = 2
}

/// The layout direction of a trait environment (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// No direction set.
    case unspecified = -1
    /// Left to right: the direction a stage always has.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The layout direction of the app's interface (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right: what ``UIApplication/userInterfaceLayoutDirection`` always is.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The environment of the interface, shaped like UIKit's `UITraitCollection`. A stage is a
/// phone in portrait in the light appearance, left to right, at one pixel per point, and its
/// traits do not change during a recording: ``current``, and every view's and view
/// controller's `traitCollection`, are
///
/// ```swift
/// let traits = view.traitCollection
/// traits.userInterfaceStyle      // .light
/// traits.horizontalSizeClass     // .compact
/// traits.verticalSizeClass       // .regular
/// traits.displayScale            // 1 (as UIScreen.main.scale)
/// traits.layoutDirection         // .leftToRight
/// ```
///
/// Collections made with the initializers hold the one trait given (the others unspecified),
/// as UIKit's; ``init(traitsFrom:)`` combines them, later ones winning.
public final class UITraitCollection: NSObject {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point (0: unspecified).
    public let displayScale: CGFloat
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The layout direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    private init(style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
                 vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0,
                 idiom: UIUserInterfaceIdiom = .unspecified, direction: UITraitEnvironmentLayoutDirection = .unspecified) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceIdiom = idiom
        layoutDirection = direction
        super.init()
    }

    /// An empty collection: every trait unspecified.
    public override convenience init() { self.init(style: .unspecified) }
    /// A collection with only `userInterfaceStyle`.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    /// A collection with only `horizontalSizeClass`.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    /// A collection with only `verticalSizeClass`.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// A collection with only `displayScale`.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    /// A collection with only `userInterfaceIdiom`.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    /// A collection with only `layoutDirection`.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }

    /// The traits of `traitCollections` together: for each trait, the last collection that
    /// specifies it (UIKit's `init(traitsFrom:)`).
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { value($0) != unspecified }.map(value) ?? unspecified
        }
        self.init(style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  scale: last(\.displayScale, unspecified: 0),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  direction: last(\.layoutDirection, unspecified: .unspecified))
    }

    /// The stage's traits: light, compact width, regular height, scale 1, phone, left to right.
    public static var current: UITraitCollection {
        UITraitCollection(style: .light, horizontal: .compact, vertical: .regular, scale: 1, idiom: .phone, direction: .leftToRight)
    }

    /// Whether colours may look different in `traitCollection` (UIKit's
    /// `hasDifferentColorAppearance(comparedTo:)`): the interface styles differ.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// Whether every trait `trait` specifies has the same value here (UIKit's `containsTraits(in:)`).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    /// Equal when every trait is equal.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass && displayScale == other.displayScale
            && userInterfaceIdiom == other.userInterfaceIdiom && layoutDirection == other.layoutDirection
    }

    /// A hash of the traits.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle); hasher.combine(horizontalSizeClass); hasher.combine(verticalSizeClass)
        hasher.combine(displayScale); hasher.combine(userInterfaceIdiom); hasher.combine(layoutDirection)
        return hasher.finalize()
    }
}

extension UIView {
    /// The view's traits: the stage's (``UITraitCollection/current``).
    public var traitCollection: UITraitCollection { .current }
    /// The layout direction the view uses: always `.leftToRight` on a stage.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

extension UIViewController {
    /// The controller's traits: the stage's (``UITraitCollection/current``).
    public var traitCollection: UITraitCollection { .current }
}

extension UIApplication {
    /// The interface's layout direction: always `.leftToRight` (stories play in English-like
    /// left-to-right layout).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

