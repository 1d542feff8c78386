import AnimaticRuntime
import Foundation

/// Where a bar sits, for the appearance it takes there (Apple, `UIBarPosition`).
public enum UIBarPosition: Int, Sendable {
    /// Any position: the appearance used when none is set for the bar's own.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background extending behind the status bar (a navigation
    /// controller's bar).
    case topAttached = 3
}

/// The size of a bar an appearance is for (Apple, `UIBarMetrics`).
public enum UIBarMetrics: Int, Sendable {
    /// The standard height (a phone in portrait: what the stage shows).
    case `default` = 0
    /// The compact height of a phone in landscape.
    case compact = 1
    /// The standard height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}

extension UINavigationBar {
    /// The background image for `barMetrics` at `barPosition` (Apple,
    /// `setBackgroundImage(_:for:barMetrics:)`). On a bar of its own it is drawn stretched over
    /// the whole bar, behind its title and buttons: the image set for `.topAttached` in
    /// `.default` metrics, else the one for `.any`; images for other metrics and positions are
    /// kept. A navigation controller's bar keeps every image undrawn, as iOS 15 and later show it
    /// at a scroll edge (transparent; see ``barTintColor``). An empty `UIImage()` draws nothing,
    /// as on iOS (the usual way to make a bar clear); `nil` removes the image.
    public final func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition,
                                         barMetrics: UIBarMetrics) {
        let key = BackgroundImageKey(position: barPosition, metrics: barMetrics)
        if let backgroundImage { backgroundImages[key] = backgroundImage } else { backgroundImages[key] = nil }
        appearanceEffect { showBackgroundImage() }
        appearanceDidSet(.backgroundImage, self) { $0.setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics) }
    }

    /// The background image for `barMetrics` at any position (Apple,
    /// `setBackgroundImage(_:for:)`): ``setBackgroundImage(_:for:barMetrics:)`` with `.any`.
    public final func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The background image set for `barMetrics` at `barPosition` (Apple,
    /// `backgroundImage(for:barMetrics:)`), `nil` when none is.
    public final func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BackgroundImageKey(position: barPosition, metrics: barMetrics)]
    }

    /// The background image set for `barMetrics` at `.any` (Apple, `backgroundImage(for:)`).
    public final func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// The image the stage shows: `.topAttached`'s, else `.any`'s, in `.default` metrics, on a
    /// bar of its own; none on a navigation controller's bar, which Animatic draws with iOS 15's
    /// transparent scroll-edge background (see ``barTintColor``).
    final var shownBackgroundImage: UIImage? {
        guard navigationController == nil, !isAppearanceProxy else { return nil }
        return backgroundImages[BackgroundImageKey(position: .topAttached, metrics: .default)]
            ?? backgroundImages[BackgroundImageKey(position: .any, metrics: .default)]
    }

    /// Puts ``shownBackgroundImage`` in an image view at the back of the bar, filling it, or
    /// takes that view away.
    private final func showBackgroundImage() {
        guard let image = shownBackgroundImage else {
            backgroundImageView?.removeFromSuperview()
            backgroundImageView = nil
            if navigationController == nil, let barTintColor { backgroundColor = barTintColor }
            return
        }
        backgroundColor = nil   // an image, an empty one too, replaces the bar's tint (the usual clear bar)
        let imageView = backgroundImageView ?? UIImageView()
        imageView.contentMode = .scaleToFill
        imageView.image = image
        imageView.frame = bounds
        if backgroundImageView == nil {
            backgroundImageView = imageView
            insertSubview(imageView, at: 0)
        }
    }
}

/// A bar position and metrics, the key of a navigation bar's background images.
struct BackgroundImageKey: Hashable {
    let position: UIBarPosition
    let metrics: UIBarMetrics
}
