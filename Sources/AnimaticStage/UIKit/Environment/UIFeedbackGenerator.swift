import Foundation

/// Haptic feedback (Apple, `UIFeedbackGenerator`): a story has no hands to feel it, so every
/// generator is accepted, with no visual effect, and records nothing (the README lists it under
/// "accepted, no visual effect").
///
/// ```swift
/// let impact = UIImpactFeedbackGenerator(style: .medium)
/// impact.prepare()
/// impact.impactOccurred()        // nothing to draw
/// ```
open class UIFeedbackGenerator {
    /// A generator.
    public init() {}
    /// Readies the Taptic Engine (Apple, `prepare()`): nothing to do in a story.
    open func prepare() {}
}

/// The tap of a collision (Apple, `UIImpactFeedbackGenerator`): accepted, no visual effect.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels (Apple, `UIImpactFeedbackGenerator.FeedbackStyle`, UIKit's raw values).
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light = 0
        /// A medium impact.
        case medium = 1
        /// A heavy impact.
        case heavy = 2
        /// A soft, flexible impact.
        case soft = 3
        /// A hard, rigid impact.
        case rigid = 4
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) { self.style = style; super.init() }

    /// A generator of medium impacts, as UIKit's `init()`.
    public override init() { self.style = .medium; super.init() }

    /// Plays an impact (Apple, `impactOccurred()`): nothing to draw.
    open func impactOccurred() {}

    /// Plays an impact of `intensity` in 0...1 (Apple, `impactOccurred(intensity:)`): nothing to draw.
    open func impactOccurred(intensity: CGFloat) {}
}

/// The feel of a success, a warning or an error (Apple, `UINotificationFeedbackGenerator`):
/// accepted, no visual effect.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Which outcome is felt (Apple, `UINotificationFeedbackGenerator.FeedbackType`, UIKit's raw values).
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success = 0
        /// A task produced a warning.
        case warning = 1
        /// A task failed.
        case error = 2
    }

    /// Plays the feel of `notificationType` (Apple, `notificationOccurred(_:)`): nothing to draw.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// The tick of a changing selection (Apple, `UISelectionFeedbackGenerator`): accepted, no
/// visual effect.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick (Apple, `selectionChanged()`): nothing to draw.
    open func selectionChanged() {}
}
