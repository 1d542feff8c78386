import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// A spinner shaped like UIKit's `UIActivityIndicatorView`, drawn as iOS draws it since iOS 13:
/// eight spokes around the centre whose opacity steps around, clockwise, forever while it
/// animates.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .medium)
/// spinner.center = CGPoint(x: 180, y: 400)
/// spinner.startAnimating()
/// stage.addSubview(spinner)          // spins from the moment it joins
/// ```
///
/// The spokes are subviews (rounded bars in ``color``) with an endlessly repeating discrete
/// `CAKeyframeAnimation` of their opacity each, so they export as any endless repeat does.
/// Animatic's approximation (UIKit does not document its spinner): 8 spokes, the brightest at
/// opacity 1 and the others 0.0875 dimmer per step behind it, one step every 1/8 s (a turn per
/// second); spokes from 0.22 to 0.5 of the size out from the centre, 0.09 of it wide. Sizes:
/// 20 pt (`.medium`, `.white`, `.gray`) and 37 pt (`.large`, `.whiteLarge`), as UIKit's; colours:
/// `.systemGray` by default, white for `.white`/`.whiteLarge`. A spinner started while off stage
/// starts spinning when it joins; ``stopAnimating()`` removes the animations (and hides the
/// spinner when ``hidesWhenStopped``, the default). A spinner joining the stage is noted in the
/// recording (``Story/notes``), as the look is Animatic's.
open class UIActivityIndicatorView: UIView {
    /// The spinner's style (`UIActivityIndicatorView.Style`, with UIKit's raw values).
    public enum Style: Int, Sendable {
        /// The default-sized spinner (iOS 13): 20 pt, `.systemGray` by default.
        case medium = 100
        /// The large spinner (iOS 13): 37 pt, `.systemGray` by default.
        case large = 101
        /// The large white spinner (deprecated in iOS 13; use `.large`): 37 pt, drawn white.
        case whiteLarge = 0
        /// The default-sized white spinner (deprecated in iOS 13; use `.medium`): 20 pt, drawn
        /// white.
        case white = 1
        /// The default-sized gray spinner (deprecated in iOS 13; use `.medium`): 20 pt,
        /// `.systemGray`.
        case gray = 2
    }

    /// The style: its size and default colour. Fixed once the spinner is on stage (reported).
    open var style: Style = .medium {
        didSet {
            guard style != oldValue else { return }
            if stageRecorder != nil {
                stageRecorder?.report(.notSupported(call: "UIActivityIndicatorView.style",
                                                    feature: "changing the style on stage (spinner \(displayName))"))
                return
            }
            if !colorSet { storedColor = UIActivityIndicatorView.defaultColor(style) }
            layoutSpokes()
        }
    }

    private final var storedColor: UIColor = .systemGray
    private final var colorSet = false

    /// The spokes' colour (`.systemGray` by default, white for the white styles); a change shows
    /// at once.
    open var color: UIColor! {
        get { storedColor }
        set {
            colorSet = newValue != nil
            storedColor = newValue ?? UIActivityIndicatorView.defaultColor(style)
            for spoke in spokes { spoke.backgroundColor = storedColor }
        }
    }

    /// Whether the spinner hides when it is not animating (`true` by default, as UIKit's).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the spokes are turning.
    public private(set) final var isAnimating = false

    private final var spokes: [UIView] = []
    /// Whether the spokes' animations are on (added to views on stage).
    private final var spinning = false

    /// The number of spokes.
    static let spokeCount = 8
    /// The opacity of the spoke `k` steps behind the brightest.
    static func spokeAlpha(_ k: Int) -> CGFloat { 1 - CGFloat(k) * 0.0875 }

    /// A spinner of `style`, sized as UIKit sizes it, hidden until it animates.
    public init(style: Style) {
        self.style = style
        let side = UIActivityIndicatorView.side(style)
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        storedColor = UIActivityIndicatorView.defaultColor(style)
        makeSpokes()
    }

    /// A `.medium` spinner with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        makeSpokes()
    }

    /// A `.medium` spinner with a zero frame (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        makeSpokes()
    }

    /// 20 pt, or 37 pt for the large styles.
    static func side(_ style: Style) -> CGFloat { style == .large || style == .whiteLarge ? 37 : 20 }

    static func defaultColor(_ style: Style) -> UIColor { style == .white || style == .whiteLarge ? .white : .systemGray }

    /// The spinner's size for its style.
    open override var intrinsicContentSize: CGSize {
        let side = UIActivityIndicatorView.side(style)
        return CGSize(width: side, height: side)
    }

    private func makeSpokes() {
        isHidden = hidesWhenStopped
        for i in 0..<UIActivityIndicatorView.spokeCount {
            let spoke = UIView()
            spoke.backgroundColor = storedColor
            // The picture at step 0 (the top spoke brightest), shown when not spinning.
            spoke.alpha = UIActivityIndicatorView.spokeAlpha((UIActivityIndicatorView.spokeCount - i) % UIActivityIndicatorView.spokeCount)
            spokes.append(spoke)
            addSubview(spoke)
        }
        layoutSpokes()
    }

    /// Places the spokes around the centre of the bounds.
    private func layoutSpokes() {
        let side = UIActivityIndicatorView.side(style)
        let width = (side * 0.09).rounded(.up), length = side * 0.28
        let radius = side * 0.22 + length / 2
        for (i, spoke) in spokes.enumerated() {
            let angle = CGFloat(i) * 2 * .pi / CGFloat(spokes.count)
            spoke.transform = .identity
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.center = CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle))
            spoke.transform = CGAffineTransform(rotationAngle: angle)
            spoke.layer.cornerRadius = width / 2
        }
    }

    /// Keeps the spokes around the centre when the size changes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSpokes()
    }

    /// Starts the spokes turning (shows the spinner); off stage they start when it joins.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        if stageRecorder != nil { spin() }
    }

    /// Stops the spokes (their animations are removed) and hides the spinner when
    /// ``hidesWhenStopped``.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if spinning {
            for spoke in spokes { spoke.layer.removeAnimation(forKey: UIActivityIndicatorView.animationKey) }
            spinning = false
        }
        if hidesWhenStopped { isHidden = true }
    }

    static let animationKey = "animatic.activity-indicator"

    override func didJoinStage() {
        super.didJoinStage()
        if let id = accessibilityIdentifier {
            for (i, spoke) in spokes.enumerated() where spoke.accessibilityIdentifier == nil {
                spoke.accessibilityIdentifier = "\(id)-spoke\(i)"
            }
        }
        spinning = false
        if isAnimating { spin() }
        StoryNotes.noteToCurrent(
            call: "UIActivityIndicatorView",
            text: "spinner \(displayName) is drawn as Animatic's spinner (8 spokes, one step every 1/8 s);"
                + " UIKit does not document its own")
    }

    /// Adds each spoke's endless discrete opacity animation: at step s the brightest spoke is s.
    private func spin() {
        guard !spinning else { return }
        spinning = true
        let n = spokes.count
        for (i, spoke) in spokes.enumerated() {
            let steps = CAKeyframeAnimation(keyPath: "opacity")
            steps.values = (0..<n).map { s in Double(UIActivityIndicatorView.spokeAlpha(((s - i) % n + n) % n)) }
            steps.calculationMode = .discrete
            steps.duration = 1
            steps.repeatCount = .infinity
            spoke.layer.add(steps, forKey: UIActivityIndicatorView.animationKey)
        }
    }
}
