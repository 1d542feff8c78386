import AnimaticClock
import AnimaticRuntime
import Foundation

/// How a view's content is laid out in right-to-left languages (UIKit's
/// `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flipped with the interface direction (the default).
    case unspecified = 0
    /// Playback controls (play, fast-forward): never flipped.
    case playback = 1
    /// Directional controls (a joystick, arrows): never flipped.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}

extension UIView {
    /// How the view's content is laid out in right-to-left languages (UIKit's
    /// `semanticContentAttribute`). A stage is left to right, so every value but
    /// `.forceRightToLeft` lays out as UIKit does on a left-to-right device; Animatic lays out
    /// nothing right to left, so setting `.forceRightToLeft` is reported as
    /// ``StoryProblem/notSupported(call:feature:)`` rather than drawn mirrored silently.
    ///
    /// ```swift
    /// let direction = UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute)   // .leftToRight
    /// ```
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { extras?.semanticContentAttribute ?? .unspecified }
        set {
            if newValue == .forceRightToLeft {
                StoryContext.reportToCurrent(StoryProblem.notSupported(
                    call: "UIView.semanticContentAttribute", feature: "right-to-left layout (.forceRightToLeft)"))
            }
            if extras == nil { extras = ViewExtras() }
            extras!.semanticContentAttribute = newValue
        }
    }

    /// The layout direction of content with `attribute` (UIKit's
    /// `userInterfaceLayoutDirection(for:)`): `.forceRightToLeft` is right to left,
    /// `.forceLeftToRight`, `.playback` and `.spatial` are left to right, and `.unspecified` follows
    /// the app's direction, left to right on a stage.
    /// (https://developer.apple.com/documentation/uikit/uiview/userinterfacelayoutdirection(for:))
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The layout direction of content with `attribute` relative to `layoutDirection` (UIKit's
    /// `userInterfaceLayoutDirection(for:relativeTo:)`): `.unspecified` takes `layoutDirection`.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                    relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .unspecified: layoutDirection
        default: .leftToRight
        }
    }
}

extension UIView {
    /// Whether the view takes touches only when no other view is being touched (UIKit's
    /// `isExclusiveTouch`; `false` by default). Kept; a story's touches are those it plays one at
    /// a time, so it changes nothing drawn.
    public var isExclusiveTouch: Bool {
        get { extras?.isExclusiveTouch ?? false }
        set {
            if extras == nil { extras = ViewExtras() }
            extras!.isExclusiveTouch = newValue
        }
    }

    /// Whether the view takes more than one touch at a time (UIKit's `isMultipleTouchEnabled`;
    /// `false` by default). Kept; a story plays one touch at a time, so it changes nothing drawn.
    public var isMultipleTouchEnabled: Bool {
        get { extras?.isMultipleTouchEnabled ?? false }
        set {
            if extras == nil { extras = ViewExtras() }
            extras!.isMultipleTouchEnabled = newValue
        }
    }

    /// Whether the view promises to fill its bounds with opaque content (UIKit's `isOpaque`;
    /// `true` by default): a hint that lets UIKit skip drawing what is behind. Kept, with no
    /// effect: Animatic draws every view with its own colours and alpha.
    public var isOpaque: Bool {
        get { extras?.isOpaque ?? true }
        set {
            if extras == nil { extras = ViewExtras() }
            extras!.isOpaque = newValue
        }
    }
}
