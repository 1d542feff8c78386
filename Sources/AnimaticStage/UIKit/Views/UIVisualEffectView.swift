import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// A visual effect (Apple, `UIVisualEffect`): ``UIBlurEffect`` or ``UIVibrancyEffect``, shown by
/// a ``UIVisualEffectView``.
open class UIVisualEffect: Equatable {
    /// An effect that shows nothing.
    public init() {}
    /// The tint Animatic draws for the effect (`nil`: none).
    var tint: UIColor? { nil }
    /// Whether two effects are the same kind with the same style.
    public static func == (l: UIVisualEffect, r: UIVisualEffect) -> Bool { l.isSame(as: r) }
    func isSame(as other: UIVisualEffect) -> Bool { type(of: self) == type(of: other) }
}

/// A blur of what is behind a view (Apple, `UIBlurEffect`).
///
/// **Approximation.** An SVG picture cannot blur what lies behind an element (SVG filters see
/// only the element's own content; CSS `backdrop-filter` does not apply inside SVG), so
/// Animatic draws a blur as a translucent tint filling the effect view, the colour the
/// material's tint is close to; what is behind shows through it unblurred. The tints are
/// Animatic's choices (Apple does not publish its materials' values), listed on ``Style``.
public final class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) { self.style = style }

    override func isSame(as other: UIVisualEffect) -> Bool { (other as? UIBlurEffect)?.style == style }

    /// The translucent tint drawn for the style: white at 0.3 (ultra-thin), 0.45 (thin), 0.6
    /// (`.light`, `.regular`, the material), 0.75 (thick, `.prominent`), 0.8 (chrome) and 0.9
    /// (`.extraLight`); the dark variants and `.dark` a grey of 0.11 at the same alphas
    /// (`.dark`: 0.6, `.extraDark`: 0.8). The `system…Material` styles are their light
    /// appearance (a story has no dark mode).
    override var tint: UIColor? {
        let (dark, alpha) = material
        return UIColor(white: dark ? 0.11 : 1, alpha: alpha)
    }

    /// The tint in words, for the recording's note (`"white at alpha 0.6"`).
    var tintDescription: String {
        let (dark, alpha) = material
        return (dark ? "a grey of 0.11" : "white") + " at alpha \(alpha)"
    }

    /// Whether the tint is dark, and its alpha (see ``tint``).
    private var material: (dark: Bool, alpha: CGFloat) {
        let (dark, alpha): (Bool, CGFloat)
        switch style {
        case .extraLight: (dark, alpha) = (false, 0.9)
        case .light, .regular: (dark, alpha) = (false, 0.6)
        case .dark: (dark, alpha) = (true, 0.6)
        case .extraDark: (dark, alpha) = (true, 0.8)
        case .prominent: (dark, alpha) = (false, 0.75)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: (dark, alpha) = (false, 0.3)
        case .systemThinMaterial, .systemThinMaterialLight: (dark, alpha) = (false, 0.45)
        case .systemMaterial, .systemMaterialLight: (dark, alpha) = (false, 0.6)
        case .systemThickMaterial, .systemThickMaterialLight: (dark, alpha) = (false, 0.75)
        case .systemChromeMaterial, .systemChromeMaterialLight: (dark, alpha) = (false, 0.8)
        case .systemUltraThinMaterialDark: (dark, alpha) = (true, 0.3)
        case .systemThinMaterialDark: (dark, alpha) = (true, 0.45)
        case .systemMaterialDark: (dark, alpha) = (true, 0.6)
        case .systemThickMaterialDark: (dark, alpha) = (true, 0.75)
        case .systemChromeMaterialDark: (dark, alpha) = (true, 0.8)
        }
        return (dark, alpha)
    }

    /// The blur styles, with UIKit's raw values (Apple, `UIBlurEffect.Style`).
    public enum Style: Int, Sendable {
        /// A blur brighter than what is behind.
        case extraLight = 0
        /// A light blur.
        case light = 1
        /// A dark blur.
        case dark = 2
        /// A darker blur (tvOS).
        case extraDark = 3
        /// The system's regular blur.
        case regular = 4
        /// The system's prominent blur.
        case prominent = 5
        /// The thinnest material.
        case systemUltraThinMaterial = 6
        /// A thin material.
        case systemThinMaterial = 7
        /// The default material.
        case systemMaterial = 8
        /// A thick material.
        case systemThickMaterial = 9
        /// The material of bars.
        case systemChromeMaterial = 10
        /// The thinnest material, light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, light.
        case systemThinMaterialLight = 12
        /// The default material, light.
        case systemMaterialLight = 13
        /// A thick material, light.
        case systemThickMaterialLight = 14
        /// The material of bars, light.
        case systemChromeMaterialLight = 15
        /// The thinnest material, dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, dark.
        case systemThinMaterialDark = 17
        /// The default material, dark.
        case systemMaterialDark = 18
        /// A thick material, dark.
        case systemThickMaterialDark = 19
        /// The material of bars, dark.
        case systemChromeMaterialDark = 20
    }
}

/// How vibrant content looks (Apple, `UIVibrancyEffectStyle`).
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// For primary labels.
    case label = 0
    /// For secondary labels.
    case secondaryLabel = 1
    /// For tertiary labels.
    case tertiaryLabel = 2
    /// For quaternary labels.
    case quaternaryLabel = 3
    /// For thick fills.
    case fill = 4
    /// For secondary fills.
    case secondaryFill = 5
    /// For tertiary fills.
    case tertiaryFill = 6
    /// For separators.
    case separator = 7
}

/// Vibrancy for content over a blur (Apple, `UIVibrancyEffect`). Animatic draws the content of
/// a vibrancy effect view as it is (vibrancy mixes it with the blurred backdrop, which an SVG
/// picture cannot see; see ``UIBlurEffect``): the effect adds no tint.
public final class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy goes with.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style (`nil` for the default of ``init(blurEffect:)``).
    public let style: UIVibrancyEffectStyle?
    /// Vibrancy for `blurEffect`.
    public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect; style = nil }
    /// Vibrancy of `style` for `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) { self.blurEffect = blurEffect; self.style = style }
    override func isSame(as other: UIVisualEffect) -> Bool {
        guard let other = other as? UIVibrancyEffect else { return false }
        return other.blurEffect == blurEffect && other.style == style
    }
}

/// A view showing a visual effect (Apple, `UIVisualEffectView`): add content to
/// ``contentView``, which always fills the view.
///
/// ```swift
/// let blur = UIVisualEffectView(effect: nil)
/// blur.frame = view.bounds
/// view.addSubview(blur)
/// UIView.animate(withDuration: 0.5) { blur.effect = UIBlurEffect(style: .dark) }   // the blur fades in
/// ```
///
/// A blur is drawn as a translucent tint over the view (see ``UIBlurEffect`` for the
/// approximation and its colours), the effect view's background colour: setting ``effect``
/// inside an animation block animates the tint from or to transparent, as UIKit animates the
/// blur's strength (Apple: "animate changes to the effect property"). Vibrancy draws no tint.
///
/// The approximation is not silent: when an effect view with a blur or vibrancy joins the stage,
/// and when its ``effect`` becomes one while it is on stage, the recording notes it at that
/// story time (``Story/notes``: `"0 s: UIBlurEffect: effect view blur: the .dark blur is drawn
/// as a translucent tint (a grey of 0.11 at alpha 0.6); what is behind shows through unblurred,
/// as an SVG cannot blur what lies behind an element"`).
open class UIVisualEffectView: UIView {
    /// The view to add content to: it fills the effect view.
    public let contentView: UIView

    /// The effect shown (`nil`: none). Setting it inside an animation block animates it.
    open var effect: UIVisualEffect? {
        didSet {
            if effect != oldValue {
                backgroundColor = UIVisualEffectView.fill(effect, after: oldValue)
                if stageRecorder != nil { noteEffect() }
            }
        }
    }

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        self.effect = effect
        super.init(frame: .zero)
        backgroundColor = UIVisualEffectView.fill(effect, after: nil)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// An effect view with no effect, of `frame`.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// An effect view with no effect (there is no archive to decode from). Designated, as
    /// UIKit's is, so that a subclass's own `init?(coder:)` can call `super.init(coder:)`.
    public required init?(coder: NSCoder) {
        contentView = UIView()
        effect = nil
        super.init(coder: coder)
        backgroundColor = UIVisualEffectView.fill(nil, after: nil)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// The background drawn for `effect`: its tint, or, for no tint, the previous effect's
    /// tint made transparent (so that a fade in or out changes only the alpha).
    static func fill(_ effect: UIVisualEffect?, after previous: UIVisualEffect?) -> UIColor {
        if let tint = effect?.tint { return tint }
        return (previous?.tint ?? UIColor(white: 1, alpha: 0)).withAlphaComponent(0)
    }

    override func didJoinStage() {
        super.didJoinStage()
        noteEffect()
    }

    /// Notes in the recording how the effect is drawn: a blur as a tint, vibrancy as plain content.
    private func noteEffect() {
        if let blur = effect as? UIBlurEffect {
            StoryNotes.noteToCurrent(
                call: "UIBlurEffect",
                text: "effect view \(displayName): the .\(blur.style) blur is drawn as a translucent tint (\(blur.tintDescription));"
                    + " what is behind shows through unblurred, as an SVG cannot blur what lies behind an element")
        } else if effect is UIVibrancyEffect {
            StoryNotes.noteToCurrent(
                call: "UIVibrancyEffect",
                text: "effect view \(displayName): vibrancy is drawn as its content unchanged, as an SVG cannot mix"
                    + " content with a blurred backdrop")
        }
    }

    /// Keeps ``contentView`` filling the view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentView.frame != bounds { contentView.frame = bounds }
    }

    /// The frame; ``contentView`` follows its size.
    open override var frame: CGRect {
        didSet { if contentView.frame.size != bounds.size { contentView.frame = bounds } }
    }
}
