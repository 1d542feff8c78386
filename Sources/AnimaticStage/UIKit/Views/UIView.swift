import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// A rectangular view shaped like UIKit's `UIView`, whose animated properties a ``Stage``
/// records.
///
/// As in UIKit, setting a property changes the *model* value at once, also inside an
/// animation block; what a viewer sees (the timeline) moves from the old to the new value
/// over the animation. `center` and `bounds.size` are the model of the geometry; `frame` is
/// derived from them.
///
/// ```swift
/// let box = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
/// box.backgroundColor = .red
/// stage.addSubview(box)
/// UIView.animate(withDuration: 0.5) { box.alpha = 0 }
/// ```
///
/// A view records only while it is in a stage's tree: a setter then hands the one changed
/// property to the stage's recorder (O(1), however many views the stage holds). Off stage,
/// setters only store the value.
///
/// Not `@MainActor` (unlike UIKit's): stories run on the recording thread, and reactive
/// extensions that users write as plain functions must compile in Swift 6 mode. A view
/// belongs to one thread at a time.
open class UIView: UIResponder {
    // Model.
    @exclusivity(unchecked) final var storedCenter: CGPoint
    @exclusivity(unchecked) final var storedBounds: CGRect
    @exclusivity(unchecked) final var storedTransform: CGAffineTransform = .identity
    @exclusivity(unchecked) final var storedAlpha: CGFloat = 1
    @exclusivity(unchecked) final var storedBackgroundColor: UIColor?
    @exclusivity(unchecked) final var storedIsHidden = false
    // Auto Layout flags, kept next to `storedIsHidden` so that they fill its padding (a plain view
    // is no larger for them).
    /// ``updateConstraints()`` is pending (see ``setNeedsUpdateConstraints()``).
    @exclusivity(unchecked) final var constraintsNeedUpdate = false
    /// A subview has an autoresizing mask (so a change of this view's size resizes subviews).
    @exclusivity(unchecked) final var hasAutoresizingSubviews = false
    /// `autoresizesSubviews` is false.
    @exclusivity(unchecked) final var noAutoresizing = false
    /// The view is a ``UIWindow`` (set by its initialisers; a window has no superview, and is the
    /// ``window`` of the views in it).
    @exclusivity(unchecked) final var isWindowView = false
    @exclusivity(unchecked) final var storedIdentifier: String?
    /// The backing layer, made on first use (`layer`); plain views that never touch it have none.
    @exclusivity(unchecked) final var storedLayer: CALayer?

    // Hierarchy.
    /// The views inside this one, back to front.
    @exclusivity(unchecked) public internal(set) final var subviews: [UIView] = []
    @exclusivity(unchecked) final weak var storedSuperview: UIView?
    /// The stage, for a view added to the stage itself or a window shown on it (`storedSuperview`
    /// is then `nil`).
    @exclusivity(unchecked) final weak var storedStage: Stage?

    /// What the recording engine keeps for this view (its stage recorder and index while it
    /// is in a stage's tree; see ``ViewRecord``).
    @exclusivity(unchecked) final var engineRecord = ViewRecord()
    /// What only some views need (the view controller whose root view this is, the safe area
    /// last notified, Auto Layout's storage): one reference, `nil` for most views (see ``ViewExtras``).
    @exclusivity(unchecked) final var extras: ViewExtras?

    /// Creates a view whose frame is `frame` (standardised; `bounds.origin` is zero).
    public init(frame: CGRect) {
        let r = frame.standardized
        storedCenter = CGPoint(x: r.midX, y: r.midY)
        storedBounds = CGRect(origin: .zero, size: r.size)
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view with a zero frame (there are no archives to decode from); present so
    /// that subclasses written for UIKit, which must declare it, compile unchanged.
    public required init?(coder: NSCoder) {
        storedCenter = .zero
        storedBounds = .zero
    }

    /// Archives the view (Apple, `NSCoding.encode(with:)`): nothing is written, as a story
    /// never archives; present so that subclasses that override it and call `super` compile.
    open func encode(with coder: NSCoder) {}

    // MARK: - Geometry

    /// The view's centre in its superview's bounds coordinates (the stage's, for a view
    /// added to the stage): its layer's `position`, where the ``anchorPoint`` sits (so with an
    /// anchor other than the default it is not the frame's midpoint). Animatable.
    open var center: CGPoint {
        get { storedCenter }
        set {
            let old = storedCenter
            storedCenter = newValue
            if old != newValue, let layout = extras?.layout { layoutFrameDidChange(layout) }
            if old != newValue { record(.center, from: old, to: newValue) }
        }
    }

    /// The view's own coordinate space: its origin (usually zero) and its size. Both animate
    /// in view blocks; a change of the origin moves the subviews the other way (a scroll view's
    /// `contentOffset` is its bounds origin) and the view itself stays where it is.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let old = storedBounds
            storedBounds = newValue
            if old.size != newValue.size {
                if let layout = extras?.layout { layoutFrameDidChange(layout) }
                if hasAutoresizingSubviews && !noAutoresizing { resizeSubviews(from: old.size) }
                boundsSizeDidChange(from: old.size)
            }
            if old.origin != newValue.origin {
                record(.boundsOrigin, from: old.origin, to: newValue.origin)
            }
            if old.size != newValue.size {
                if stageRecorder != nil { setNeedsLayout() }
                record(.boundsSize, from: old.size, to: newValue.size)
            }
        }
    }

    /// Called after `bounds.size` changed (on or off stage); a label re-wraps its text.
    func boundsSizeDidChange(from old: CGSize) {}

    /// How the view's content fits its bounds (UIKit's `UIView.contentMode`, `.scaleToFill` by
    /// default). Image views draw by it; a view that draws nothing but its background has
    /// nothing to place, so there it is only stored.
    open var contentMode: ContentMode {
        get { extras?.contentMode ?? .scaleToFill }
        set {
            guard newValue != contentMode else { return }
            if extras == nil { extras = ViewExtras() }
            extras!.contentMode = newValue
            contentModeDidChange()
        }
    }

    /// Called when ``contentMode`` changed; an image view draws again.
    func contentModeDidChange() {}

    /// The view's rectangle in its superview's coordinates, derived from `center`,
    /// `bounds.size`, ``anchorPoint`` and `transform`.
    ///
    /// With the identity transform this is UIKit's frame: `center ∓ size/2`; setting it sets
    /// `center` to the rectangle's midpoint and `bounds.size` to its size (standardised). With
    /// another anchor point the frame is `center − anchorPoint·size` and setting it sets `center`
    /// to `origin + anchorPoint·size` (Apple, "Core Animation Programming Guide", "Layer
    /// geometry and transforms").
    ///
    /// UIKit leaves `frame` undefined under a non-identity transform; Animatic defines it:
    /// - the getter returns the bounding box of the transformed bounds (the transform acts
    ///   about the anchor point, so this is what UIKit's layer would report);
    /// - the setter moves `center` by the offset between the new and the current box, so
    ///   `frame = frame.offsetBy(dx: 50, dy: 0)` moves a rotated view 50 points right;
    /// - if the size differs, `bounds.size` becomes the size whose transformed bounding box
    ///   has the new size when that has a solution (scales, quarter turns), and otherwise is
    ///   scaled per axis by the ratio of the new box to the current one.
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            if let anchor = extras?.anchorPoint { return frame(anchoredAt: anchor) }
            if storedTransform.isIdentity {
                return CGRect(x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
                              width: size.width, height: size.height)
            }
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            let r = newValue.standardized
            if let anchor = extras?.anchorPoint { return setFrame(r, anchoredAt: anchor) }
            if storedTransform.isIdentity {
                center = CGPoint(x: r.midX, y: r.midY)
                bounds = CGRect(origin: storedBounds.origin, size: r.size)
                return
            }
            let box = frame
            center = CGPoint(x: storedCenter.x + (r.minX - box.minX) + (r.width - box.width) / 2,
                             y: storedCenter.y + (r.minY - box.minY) + (r.height - box.height) / 2)
            if r.size != box.size {
                bounds = CGRect(origin: storedBounds.origin,
                                size: UIView.boundsSize(forBox: r.size, currentBox: box.size,
                                                        current: storedBounds.size, transform: storedTransform))
            }
        }
    }

    static func boundsSize(forBox target: CGSize, currentBox: CGSize, current: CGSize,
                           transform t: CGAffineTransform) -> CGSize {
        // The box of a transformed w×h rectangle is (|a|w + |c|h) × (|b|w + |d|h).
        let a = abs(t.a), b = abs(t.b), c = abs(t.c), d = abs(t.d)
        let determinant = a * d - b * c
        if abs(determinant) > 1e-9 {
            let w = (d * target.width - c * target.height) / determinant
            let h = (a * target.height - b * target.width) / determinant
            if w >= 0 && h >= 0 { return CGSize(width: w, height: h) }
        }
        let sx = currentBox.width > 0 ? target.width / currentBox.width : 1
        let sy = currentBox.height > 0 ? target.height / currentBox.height : 1
        return CGSize(width: current.width * sx, height: current.height * sy)
    }

    /// The transform, applied about the view's ``anchorPoint`` (its centre by default).
    /// Animatable: Animatic interpolates it
    /// as Core Animation does (translation, rotation, skew and scale separately, turning the
    /// shorter way; an exact half turn turns clockwise on screen).
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            let old = storedTransform
            storedTransform = newValue
            if old != newValue { record(.transform, from: old, to: newValue) }
        }
    }

    /// Decomposes a transform for the timeline, dropping the rounding noise that matrix
    /// products leave (a skew of 1e-17 after four quarter turns): a skew or translation within
    /// 1e-12 of zero and a scale within 1e-12 of one are taken as exact, so the text timeline
    /// and the SVG show `rotate(360°)` rather than a skew of zero-point-nothing.
    static func components(of m: AffineMatrix) -> TransformComponents {
        var c = TransformComponents(m)
        if abs(c.skew) < 1e-12 { c.skew = 0 }
        if abs(c.scaleX - 1) < 1e-12 { c.scaleX = 1 }
        if abs(c.scaleY - 1) < 1e-12 { c.scaleY = 1 }
        if abs(c.translationX) < 1e-12 { c.translationX = 0 }
        if abs(c.translationY) < 1e-12 { c.translationY = 0 }
        return c
    }

    // MARK: - Appearance

    /// Opacity, multiplied down the hierarchy. Animatable. The model keeps the value as set;
    /// the timeline records it clamped to 0...1.
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            let old = storedAlpha
            storedAlpha = newValue
            if old != newValue { record(.alpha, from: old, to: newValue) }
            if newValue < 1, let layer = storedLayer, !layer.allowsGroupOpacity { layer.reportGroupOpacityIfDrawn(faded: true) }
        }
    }

    /// The colour filling the bounds; `nil` is transparent. Animatable.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            let old = storedBackgroundColor
            storedBackgroundColor = newValue
            if old != newValue { record(.backgroundColor, from: old, to: newValue) }
        }
    }

    /// Whether the view (with its subviews) is hidden. Not animatable, as in UIKit: inside an
    /// animation block the change still shows at once, and it does not count as a change
    /// for the block's completion.
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            let old = storedIsHidden
            storedIsHidden = newValue
            if old != newValue, let stack = extras?.layout?.arrangedIn, stack.arrangedSubviewHiddenChanged(self) {
                return   // a stack view hides it when the collapsing animation ends
            }
            if old != newValue { record(.isHidden, from: old, to: newValue) }
        }
    }

    /// The identifier of the view in the exported SVG (`id`) and in the timeline; the last
    /// value set wins.
    open var accessibilityIdentifier: String? {
        get { storedIdentifier }
        set {
            storedIdentifier = newValue
            if let recorder = stageRecorder { recorder.setIdentifier(newValue, of: stageIndex) }
        }
    }

    // Accessibility (UIKit's informal `UIAccessibility` and `UIAccessibilityContainer`
    // protocols of `NSObject`): open here so that views override them as on iOS; the same
    // names on any `NSObject` (UIAccessibility+NSObject.swift) reach these. Kept, not drawn.

    /// Whether the view is an element assistive technologies reach (UIKit's
    /// `isAccessibilityElement`): `false` unless set, except for labels and controls, as in UIKit.
    open var isAccessibilityElement: Bool {
        get { extras?.accessibility?.isElement ?? AccessibilityValues.defaultIsElement(of: self) }
        set { AccessibilityValues.set(self) { $0.isElement = newValue } }
    }

    /// The view's succinct label (UIKit's `accessibilityLabel`): the value set, else a label's
    /// text or a button's title, else `nil`.
    ///
    /// ```swift
    /// final class Badge: UIView { override var accessibilityLabel: String? { get { "3 new" } set {} } }
    /// ```
    open var accessibilityLabel: String? {
        get { extras?.accessibility?.label ?? AccessibilityValues.defaultLabel(of: self) }
        set { AccessibilityValues.set(self) { $0.label = newValue } }
    }

    /// What activating the view does (UIKit's `accessibilityHint`; `nil` unless set).
    open var accessibilityHint: String? {
        get { extras?.accessibility?.hint }
        set { AccessibilityValues.set(self) { $0.hint = newValue } }
    }

    /// The view's value as text (UIKit's `accessibilityValue`; `nil` unless set).
    open var accessibilityValue: String? {
        get { extras?.accessibility?.value }
        set { AccessibilityValues.set(self) { $0.value = newValue } }
    }

    /// What the view is and does (UIKit's `accessibilityTraits`): the value set, else its
    /// class's (`.button` for a button, `.staticText` for a label, `.image` for an image view,
    /// `.adjustable` for a slider or page control, `.tabBar` for a tab bar, else `.none`).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { extras?.accessibility?.traits ?? AccessibilityValues.defaultTraits(of: self) }
        set { AccessibilityValues.set(self) { $0.traits = newValue } }
    }

    /// The view's frame for assistive technologies, in screen coordinates (UIKit's
    /// `accessibilityFrame`): the value set, else its bounds in its window's coordinates.
    open var accessibilityFrame: CGRect {
        get { extras?.accessibility?.frame ?? convert(bounds, to: nil) }
        set { AccessibilityValues.set(self) { $0.frame = newValue } }
    }

    /// Whether assistive technologies ignore the view's siblings (UIKit's
    /// `accessibilityViewIsModal`; `false` unless set).
    open var accessibilityViewIsModal: Bool {
        get { extras?.accessibility?.viewIsModal ?? false }
        set { AccessibilityValues.set(self) { $0.viewIsModal = newValue } }
    }

    /// Whether the view's elements are hidden from assistive technologies (UIKit's
    /// `accessibilityElementsHidden`; `false` unless set).
    open var accessibilityElementsHidden: Bool {
        get { extras?.accessibility?.elementsHidden ?? false }
        set { AccessibilityValues.set(self) { $0.elementsHidden = newValue } }
    }

    /// Whether the view's children are read as a group (UIKit's
    /// `shouldGroupAccessibilityChildren`; `false` unless set).
    open var shouldGroupAccessibilityChildren: Bool {
        get { extras?.accessibility?.groupsChildren ?? false }
        set { AccessibilityValues.set(self) { $0.groupsChildren = newValue } }
    }

    /// The elements the view contains, in reading order (UIKit's `accessibilityElements`;
    /// `nil` unless set).
    open var accessibilityElements: [Any]? {
        get { extras?.accessibility?.elements }
        set { AccessibilityValues.set(self) { $0.elements = newValue } }
    }

    /// The number of elements the view contains (UIKit's `accessibilityElementCount()`): the
    /// count of ``accessibilityElements`` (0 when unset). Override it with
    /// ``accessibilityElement(at:)`` and ``index(ofAccessibilityElement:)``.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The element at `index` (UIKit's `accessibilityElement(at:)`): the one of
    /// ``accessibilityElements``, `nil` out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` among the view's elements (UIKit's
    /// `index(ofAccessibilityElement:)`): its index in ``accessibilityElements`` (by identity),
    /// `NSNotFound` when absent.
    open func index(ofAccessibilityElement element: Any) -> Int {
        AccessibilityValues.index(of: element, in: accessibilityElements)
    }

    /// An integer the app can use to find the view; not recorded.
    open var tag: Int = 0

    /// Whether the view takes touches (`true` by default): when `false`, hit-testing
    /// (``hitTest(_:with:)``) skips it and its subviews, so neither they nor their gesture
    /// recognizers get a touch a story makes. Not drawn.
    open var isUserInteractionEnabled = true

    /// The farthest descendant of this view that contains `point` (in this view's coordinates)
    /// and takes touches, as UIKit's `hitTest(_:with:)`: `nil` when this view is hidden, has
    /// `isUserInteractionEnabled` off, an alpha below 0.01, or ``point(inside:with:)`` says no;
    /// else the first subview, front to back, that returns a view; else this view. Uses the
    /// model values (as UIKit, which hit-tests the model, not what an animation shows).
    /// Override it to widen or redirect a view's touch area.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the view, as UIKit's
    /// `point(inside:with:)`: `bounds.contains(point)` unless overridden.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The traits changed (UIKit's `traitCollectionDidChange(_:)`). A stage's traits
    /// (``UITraitCollection/current``) are fixed for the whole recording, so nothing calls it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether `gestureRecognizer` may begin (UIKit's `gestureRecognizerShouldBegin(_:)` on
    /// `UIView`): `true` unless overridden; asked for the recognizers attached to this view.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: - Tint

    /// The tint set on this view; `nil` inherits (see ``tintColor``).
    @exclusivity(unchecked) final var storedTintColor: UIColor?

    /// The colour controls and template images draw in: the one set on this view, else its
    /// superview's, else `.systemBlue` (UIKit's default tint at the root, in light appearance).
    /// Setting it calls ``tintColorDidChange()`` on this view and on every subview that inherits
    /// it (Apple, `UIView.tintColor` and `tintColorDidChange()`). With ``tintAdjustmentMode``
    /// `.dimmed` (set here or inherited) the tint reads as a grey, as UIKit dims it.
    open var tintColor: UIColor! {
        get {
            var color: UIColor?
            var mode = TintAdjustmentMode.automatic
            var view: UIView? = self
            while let v = view, color == nil || mode == .automatic {
                if color == nil { color = v.storedTintColor }
                if mode == .automatic { mode = v.tintAdjustmentMode }
                view = v.storedSuperview
            }
            let tint = color ?? .systemBlue
            return mode == .dimmed ? UIView.dimmedTint(tint) : tint
        }
        set {
            let old = tintColor
            storedTintColor = newValue
            if tintColor != old { notifyTintChange(color: true) }
            appearanceDidSet(.tintColor, self) { $0.tintColor = newValue }
        }
    }

    /// How the tint shows: `.automatic` (inherit, the default), `.normal` or `.dimmed` (a grey,
    /// as UIKit dims tints behind a modal view).
    open var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic {
        didSet { if tintAdjustmentMode != oldValue { notifyTintChange(color: false) } }
    }

    /// Called when the tint this view shows changed (set here or on an ancestor it inherits from,
    /// or the view moved under another superview); override it to redraw in the new tint.
    open func tintColorDidChange() {}

    /// UIKit's dimmed tint: the tint's brightness as a grey (Animatic's reading of the
    /// desaturated look; UIKit does not document the formula).
    static func dimmedTint(_ tint: UIColor) -> UIColor {
        let grey = 0.299 * tint.red + 0.587 * tint.green + 0.114 * tint.blue
        return UIColor(white: grey, alpha: tint.alpha)
    }

    /// Calls ``tintColorDidChange()`` on this view and on the subviews that inherit what changed:
    /// the colour (`color`) or the adjustment mode.
    final func notifyTintChange(color: Bool) {
        tintColorDidChange()
        for child in subviews where color ? child.storedTintColor == nil : child.tintAdjustmentMode == .automatic {
            child.notifyTintChange(color: color)
        }
    }

    /// After a move under a new superview: the inherited tint may differ, so views that can
    /// draw it (anything but a plain `UIView`) hear ``tintColorDidChange()``.
    final func superviewTintMayHaveChanged() {
        if ObjectIdentifier(Swift.type(of: self)) != ObjectIdentifier(UIView.self) { tintColorDidChange() }
        for child in subviews where child.storedTintColor == nil { child.superviewTintMayHaveChanged() }
    }

    // MARK: - Intrinsic size

    /// The value of an ``intrinsicContentSize`` dimension a view does not have (UIKit's −1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content wants, for Auto Layout and ``UIView/sizeToFit()``: ``UIView/noIntrinsicMetric``
    /// for both dimensions by default, as in UIKit; labels, image views and buttons override it.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size that fits the content within `size`: the current size for a plain view (UIKit's
    /// default); the ``intrinsicContentSize`` for views that have one.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? bounds.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric ? bounds.height : intrinsic.height)
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its size, keeping its frame's origin (UIKit).
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        let origin = frame.origin
        frame = CGRect(origin: origin, size: fitted)
    }

    // MARK: - Layout: layoutSubviews, Auto Layout and the layout pass

    /// Lays out the subviews now if a layout is pending: with this view as the root, each view
    /// of its subtree that needs layout gets ``layoutSubviews()`` (parents before their
    /// subviews), as UIKit documents for `layoutIfNeeded()`. Called inside an animation block,
    /// the frames `layoutSubviews` sets animate with the block, as in UIKit.
    ///
    /// With Auto Layout (the hierarchy has active constraints) the constraint update pass runs
    /// first (``updateConstraints()`` of the views that asked, subviews first), then the solver
    /// solves, and each view's layout sets its subviews' frames to the solution before its
    /// ``layoutSubviews()`` runs (UIKit's `UIView.layoutSubviews` does this; WWDC 2015 session
    /// 219). Frames are set through `frame`'s setter, so inside an animation block every frame
    /// the constraints change animates with the block. As Core Animation's `layoutIfNeeded`
    /// does (Apple, `CALayer.layoutIfNeeded()`: the superlayers are traversed up to one that
    /// does not need layout), a view whose own frame the solution changes is laid out from its
    /// superview, so `button.layoutIfNeeded()` moves the button too.
    open func layoutIfNeeded() {
        guard let engine = treeEngine else { return layoutPass(engine: nil) }
        if engine.needsConstraintUpdate {
            engine.needsConstraintUpdate = false
            UIView.runConstraintUpdates(in: topView)
        }
        if engine.needsSolve { engine.solve() }
        var root = self
        while let parent = root.storedSuperview, engine.drives(root),
              root.untransformedFrame != root.layoutStorage.variables.frame.clampedSize {
            root = parent
        }
        root.layoutPass(engine: engine)
        // Safe areas and margins follow the frames just set: lay out again while they change.
        var rounds = 0
        while rounds < 3, engine.refreshGuideInsets() {
            rounds += 1
            topView.layoutPass(engine: engine)
        }
    }

    /// The layout of this view (if pending, or if the engine moves its subviews) and then of its
    /// subviews, parents first.
    final func layoutPass(engine: LayoutEngine?) {
        var moved = false
        if let engine {
            if engine.needsSolve { engine.solve() }
            if self === engine.top {
                engine.passScheduled = false
                // A view on the stage with `translatesAutoresizingMaskIntoConstraints = false`:
                // the window lays it out by its constraints, as UIKit's does (LayoutEngine.topFrame).
                if stageRecorder != nil, let target = engine.topFrame(of: self), untransformedFrame != target {
                    untransformedFrame = target
                }
            }
            moved = engine.hasPendingFrames(inSubviewsOf: self)
        }
        if needsLayout || moved {
            needsLayout = false
            // A setNeedsLayout() from this view's own layout waits for a later instant's pass
            // (StageRecorder.deferLayoutPass(for:)).
            let recorder = stageRecorder
            recorder?.beginOwnLayout(of: self)
            defer { recorder?.endOwnLayout() }
            if let extras {
                // A view controller's root view: UIKit calls the controller around the view's
                // layoutSubviews (Apple, `viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`).
                notifySafeAreaChange()
                let controller = extras.controller
                controller?.observedCall(.viewWillLayoutSubviews) { controller?.viewWillLayoutSubviews() }
                if let engine {
                    if engine.needsSolve { engine.solve() }
                    engine.applyFrames(toSubviewsOf: self)
                }
                layoutSubviews()
                controller?.observedCall(.viewDidLayoutSubviews) { controller?.viewDidLayoutSubviews() }
            } else {
                engine?.applyFrames(toSubviewsOf: self)
                layoutSubviews()
            }
        }
        for child in subviews { child.layoutPass(engine: engine) }
    }

    /// Marks the view as needing layout: its ``layoutSubviews()`` runs at the end of the
    /// current instant's work (UIKit's next layout pass, at the end of the run-loop turn), or
    /// sooner through ``layoutIfNeeded()``.
    open func setNeedsLayout() {
        guard tracksLayout else { return }
        needsLayout = true
        if let scope = AnimationScope.current, scope.layoutViews != nil { scope.layoutViews!.append(self) }
        guard let recorder = stageRecorder else { return }
        // Asked from its own layout: served by a later instant's pass, as Core Animation serves it
        // at its next commit (StageRecorder.deferLayoutPass(for:)).
        if recorder.isLayingOut(self) { recorder.deferLayoutPass(for: self) } else { recorder.scheduleLayoutPass(for: self) }
    }

    /// Lays out subviews: override it to set the frames of subviews from the view's own
    /// bounds, as in UIKit. Animatic calls it when UIKit would: when the view joins the stage,
    /// after its bounds size changes or a subview is added (at the end of that instant), when
    /// Auto Layout moves its subviews, and from `layoutIfNeeded()`. The frames the constraints
    /// decide are already set when it runs (UIKit sets them in the base implementation, which
    /// overrides call first); the default does nothing more.
    open func layoutSubviews() {}

    // MARK: - Auto Layout hooks UIKit lets subclasses override (the rest: UIView+AutoLayout.swift)

    /// The view whose first baseline is this view's (UIKit's `forFirstBaselineLayout`): the view
    /// itself; a stack view answers its first arranged subview's.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline is this view's (UIKit's `forLastBaselineLayout`).
    open var forLastBaselineLayout: UIView { self }

    /// Called when the layout margins changed; override it as in UIKit (call `super`).
    open func layoutMarginsDidChange() {}

    /// The size the view's constraints give it with its width and height pulled towards
    /// `targetSize` at `fittingSizeLevel` (50), as UIKit's `systemLayoutSizeFitting(_:)`: pass
    /// ``layoutFittingCompressedSize`` for the smallest size the constraints allow. Only the
    /// constraints between the view and views inside it count; without any, the view's
    /// ``intrinsicContentSize`` where it has one, else its current size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// ``systemLayoutSizeFitting(_:)`` with the priorities of the pulls towards the target's
    /// width and height (`.required` fixes that dimension).
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        let engine = treeEngine ?? LayoutEngine(top: topView)
        return engine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority.engine,
                                  vertical: verticalFittingPriority.engine)
    }

    /// Whether the view depends on ``updateConstraints()`` being called (UIKit's
    /// `requiresConstraintBasedLayout`): a class returning `true` gets its first
    /// ``updateConstraints()`` when it joins the stage. `false` by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Makes the view's constraints up to date: override it to add or change constraints (call
    /// `super` last, as UIKit requires; not calling it is reported). Animatic calls it in the
    /// update pass before each layout pass, for views that asked with
    /// ``setNeedsUpdateConstraints()`` (and once for classes that return `true` from
    /// ``requiresConstraintBasedLayout``), subviews before their superviews (Apple,
    /// `updateConstraints()`; WWDC 2015 session 219).
    open func updateConstraints() {
        AnimationScope.thread.updateConstraintsCalledSuper = true
    }

    /// Called when the view has joined a stage (after its subviews did): views that start
    /// something of their own on stage (a spinner's animations) override it and call `super`.
    /// Only views of classes other than `UIView`, `UILabel` and `UIImageView` are called.
    func didJoinStage() {}

    /// Whether a layout is pending (see ``setNeedsLayout()``).
    @exclusivity(unchecked) final var needsLayout = true

    /// Whether this view's class may override ``layoutSubviews()`` (or the view is a view
    /// controller's root view, whose controller hears of its layout): Animatic's own views never
    /// do, so they skip the layout bookkeeping (a story of many plain views pays nothing).
    final var tracksLayout: Bool {
        isUserClass || extras?.controller != nil
    }

    /// Whether this view's class is not one of Animatic's own (`UIView`, `UILabel`,
    /// `UIImageView`), so it may override the layout and hierarchy hooks.
    final var isUserClass: Bool {
        let type = ObjectIdentifier(Swift.type(of: self))
        return type != ObjectIdentifier(UIView.self) && type != ObjectIdentifier(UILabel.self)
            && type != ObjectIdentifier(UIImageView.self)
    }

    // MARK: - Hierarchy

    /// The view this one is a subview of: the stage (the main window) for a view added to the
    /// stage itself; `nil` for a view in no tree and for a window (Apple, `UIView.superview`).
    public final var superview: UIView? {
        if let parent = storedSuperview { return parent }
        guard let stage = storedStage, !isWindowView else { return nil }
        return stage
    }

    /// Adds `view` in front of the other subviews, first removing it from its current parent.
    ///
    /// If this view is on stage, `view` and its subtree join the stage now, with their
    /// current values as their initial state. Adding a view that already is a subview moves it
    /// in front of its siblings (Apple: "the view is placed on top of its other siblings"), drawn
    /// there from now on, as ``bringSubviewToFront(_:)`` does. Adding a view to itself or to one of its own
    /// subviews is reported as ``StoryProblem/misuse(call:problem:)`` and ignored (UIKit raises).
    ///
    /// - Complexity: O(size of `view`'s subtree) when it joins the stage.
    open func addSubview(_ view: UIView) {
        insert(view, at: nil, call: "UIView.addSubview(_:)")
    }

    /// Inserts `view` at `index` in `subviews` (clamped to the valid range), so that it draws
    /// below the subviews after it (Apple, `insertSubview(_:at:)`).
    ///
    /// On stage, a view that joins there is drawn behind its new siblings from now on, and a
    /// view that already is a subview moves to that place and is drawn there from now on (in
    /// the exported SVG, from that instant: see ``bringSubviewToFront(_:)``).
    ///
    /// ```swift
    /// container.insertSubview(card, at: 0)   // card, already a subview, now drawn behind the others
    /// ```
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index, call: "UIView.insertSubview(_:at:)")
    }

    /// Inserts `view` directly below `siblingSubview`, one of the subviews (Apple,
    /// `insertSubview(_:belowSubview:)`); see ``insertSubview(_:at:)`` for what works on stage.
    /// A `siblingSubview` that is not a subview puts `view` behind all its siblings, as UIKit
    /// does (see ``insertSubview(_:aboveSubview:)``).
    ///
    /// ```swift
    /// container.insertSubview(incoming, belowSubview: outgoing)   // slides in under it
    /// ```
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let call = "UIView.insertSubview(_:belowSubview:)"
        guard view !== siblingSubview else { return }
        guard let position = subviews.firstIndex(where: { $0 === siblingSubview }) else {
            return insert(view, at: 0, call: call)
        }
        insert(view, at: view.storedSuperview === self && subviews[..<position].contains { $0 === view }
                   ? position - 1 : position, call: call)
    }

    /// Inserts `view` directly above `siblingSubview`, one of the subviews (Apple,
    /// `insertSubview(_:aboveSubview:)`); see ``insertSubview(_:at:)`` for what works on stage.
    ///
    /// A `siblingSubview` that is not a subview of this view (a subview of a subview, say) puts
    /// `view` in front of all its siblings, as ``addSubview(_:)`` does, with no message: UIKit
    /// neither raises nor logs. Apple's UIKit documentation does not say; UIKit's insertions all
    /// go through `-[UIView _addSubview:positioned:relativeTo:]` (the frame under `addSubview:`
    /// in iOS crash logs), the counterpart of AppKit's `addSubview(_:positioned:relativeTo:)`,
    /// whose documentation does: "If otherView is nil (or isn't a subview of the view), aView
    /// is added above or below all of its new siblings". (Ramotion's preview-transition
    /// inserts its cells' dimming view above an image view that is inside a container.)
    ///
    /// ```swift
    /// contentView.insertSubview(dimming, aboveSubview: imageInsideContainer)   // in front
    /// ```
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let call = "UIView.insertSubview(_:aboveSubview:)"
        guard view !== siblingSubview else { return }
        guard let position = subviews.firstIndex(where: { $0 === siblingSubview }) else {
            return insert(view, at: nil, call: call)
        }
        insert(view, at: view.storedSuperview === self && subviews[..<position].contains { $0 === view }
                   ? position : position + 1, call: call)
    }

    /// Moves `view`, one of the subviews, in front of its siblings (Apple,
    /// `bringSubviewToFront(_:)`: "moves the specified subview so that it appears on top of its
    /// siblings"); a view that is not a subview is left alone, as in UIKit.
    ///
    /// On stage the view is drawn in front from this instant on: before the first frame (or in
    /// the instant the views joined) only the order the document draws them in changes; later,
    /// the exported SVG draws the view at both places and shows the one in force (a `<use>`
    /// copy and `display` switched at the instant; see the Views article).
    ///
    /// ```swift
    /// overlay.bringSubviewToFront(skipButton)   // drawn over the coach mark from now on
    /// ```
    open func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self, let position = subviews.firstIndex(where: { $0 === view }) else { return }
        if position == subviews.count - 1 { return }
        subviews.remove(at: position)
        subviews.append(view)
        stageRecorder?.recordMove(of: view, in: subviews)
    }

    /// Moves `view`, one of the subviews, behind its siblings (Apple, `sendSubviewToBack(_:)`:
    /// "moves the specified subview so that it appears behind its siblings"). On stage it is
    /// drawn there from this instant on (see ``bringSubviewToFront(_:)``); off stage (in
    /// `viewDidLoad`, say) it is just the order they will join in.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview === self, let position = subviews.firstIndex(where: { $0 === view }) else { return }
        if position == 0 { return }
        subviews.remove(at: position)
        subviews.insert(view, at: 0)
        stageRecorder?.recordMove(of: view, in: subviews)
    }

    /// Swaps the subviews at two indices (Apple, `exchangeSubview(at:withSubviewAt:)`); indices
    /// out of range are reported as misuse (UIKit raises). On stage both are drawn at their new
    /// places from this instant on (see ``bringSubviewToFront(_:)``).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let call = "UIView.exchangeSubview(at:withSubviewAt:)"
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            let problem = StoryProblem.misuse(call: call, problem: "index \(subviews.indices.contains(index1) ? index2 : index1) is out of range for \(subviews.count) subviews")
            if let recorder = stageRecorder { recorder.report(problem) } else { StoryContext.reportToCurrent(problem) }
            return
        }
        if index1 == index2 { return }
        subviews.swapAt(index1, index2)
        if let recorder = stageRecorder {
            // The later place first: the earlier one is then placed below the right sibling.
            recorder.recordMove(of: subviews[max(index1, index2)], in: subviews)
            recorder.recordMove(of: subviews[min(index1, index2)], in: subviews)
        }
    }

    /// Removes the view from its superview (or from the stage); if it was on stage, it and
    /// its subtree stop recording and are marked removed at the current time.
    ///
    /// The hooks run in the order UIKit was observed to call them (view lifecycle logs,
    /// jianshu.com/p/681053cc48fd, 2019): ``willMove(toSuperview:)`` with `nil` (if the view
    /// had a superview), ``willMove(toWindow:)`` with `nil` for the view and its subviews (if
    /// it was on stage), then after the removal ``didMoveToWindow()`` for each and
    /// ``didMoveToSuperview()``. A view in no tree is left alone, as in UIKit.
    open func removeFromSuperview() {
        let onStage = storedStage != nil
        let hadSuperview = storedSuperview != nil || (onStage && !isWindowView)
        guard hadSuperview || onStage else { return detach() }
        let oldWindow = window
        if hadSuperview { willMove(toSuperview: nil) }
        if oldWindow != nil { UIView.sendWillMove(toWindow: nil, in: self) }
        detach()
        if oldWindow != nil { UIView.sendDidMoveToWindow(in: self) }
        if hadSuperview { didMoveToSuperview() }
    }

    /// Takes the view out of its superview or the stage, with no hooks; if it was on stage, it
    /// and its subtree stop recording and are marked removed at the current time.
    final func detach() {
        if let parent = storedSuperview {
            let engine = parent.treeEngine
            parent.subviews.removeAll { $0 === self }
            storedSuperview = nil
            engine?.detach(self)
            if let stack = extras?.layout?.arrangedIn, stack === parent { stack.arrangedSubviewLeft(self) }
        } else if let stage = storedStage {
            stage.remove(self)
            storedStage = nil
        }
        if let recorder = stageRecorder { recorder.leave(self) }
    }

    // MARK: - Window and safe area hooks (helpers in UIView+Window.swift)

    /// Called before the view moves to `newSuperview` (`nil`: it is being removed from its
    /// superview). Override it as in UIKit; the default does nothing.
    ///
    /// Adding calls it, then ``didMoveToSuperview()``, then the window's pair for the view and
    /// its subviews if the window changes; removing calls it, the window's pair, then
    /// ``didMoveToSuperview()`` (the order UIKit was observed to use: jianshu.com/p/681053cc48fd,
    /// 2019). A view added to the stage itself has no superview (the stage is its window), so
    /// only the window's hooks run for it.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view's superview changed (`superview` reads the new one, `nil` after a
    /// removal). Override it as in UIKit; the default does nothing.
    open func didMoveToSuperview() {}

    /// Called before the view joins a window (the stage; `nil`: it leaves the stage), for the
    /// view and each of its subviews, parents first. Override it as in UIKit; the default does
    /// nothing. When a view joins, its subtree is already on stage (and recording) when this
    /// runs, so ``window`` reads the new stage; when it leaves, ``window`` still reads the old one.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view joined or left the stage (``window`` reads the new value), for the
    /// view and each of its subviews, parents first: the hook intro views override to start an
    /// animation when they appear. Override it as in UIKit; the default does nothing.
    ///
    /// ```swift
    /// final class Badge: UIView {
    ///     override func didMoveToWindow() {
    ///         super.didMoveToWindow()
    ///         guard window != nil else { return }
    ///         alpha = 0
    ///         UIView.animate(withDuration: 0.3) { self.alpha = 1 }
    ///     }
    /// }
    /// ```
    open func didMoveToWindow() {}

    /// Called on every view loaded from a storyboard or nib once all of its file's objects are
    /// made and its outlets set (UIKit's `awakeFromNib()`; see `UIStoryboard` and `UINib`).
    /// A view made in code never gets it (call it yourself after `init(frame:)` if the view
    /// relies on it).
    open func awakeFromNib() {}

    /// The part of the view's bounds that the stage's safe-area insets cover, as insets from
    /// its edges: zero for a view off stage or on a stage without insets (one recorded with
    /// `Story.record(size:)`); for a view on a device's stage, how far the device's status bar
    /// area and home indicator area (``Stage/safeAreaInsets``) reach into the view, as UIKit
    /// computes it for views that are not in a navigation or tab bar controller (Apple,
    /// `UIView.safeAreaInsets`: "the portion of your view that is unobscured by bars and other
    /// content"). A view that fills the stage gets the stage's insets; one below the status bar
    /// gets a top inset of zero.
    ///
    /// ```swift
    /// // Story.record(presenting: intro, device: .iPhone15): the root view fills 393×852
    /// intro.view.safeAreaInsets           // {59.0, 0.0, 34.0, 0.0}
    /// label.frame = CGRect(x: 20, y: 40, width: 200, height: 40)   // a subview of the root
    /// label.safeAreaInsets                // {19.0, 0.0, 0.0, 0.0}
    /// ```
    ///
    /// The view's position is read from the model (`frame`s up the tree; a transformed
    /// ancestor counts by its frame's bounding box). A view controller's
    /// ``UIViewController/additionalSafeAreaInsets`` add to its root view's insets, and so reach
    /// the root view's subviews, as in UIKit. The insets bars add are not modelled.
    open var safeAreaInsets: UIEdgeInsets {
        guard let (stage, r) = rectOnStage() else { return .zero }
        let insets = stage.safeAreaInsets
        // The safe region's edges; an edge without an inset is unbounded, so a view that reaches
        // past the stage where nothing covers it (a page sliding out) gets no inset there.
        var safe = SafeEdges(left: insets.left > 0 ? insets.left : -.infinity,
                             top: insets.top > 0 ? insets.top : -.infinity,
                             right: insets.right > 0 ? stage.size.width - insets.right : .infinity,
                             bottom: insets.bottom > 0 ? stage.size.height - insets.bottom : .infinity)
        // Controllers' additional insets, outermost first, each shrinking the safe region.
        var additional: [(UIView, UIEdgeInsets)] = []
        var view: UIView? = self
        while let v = view {
            if let extra = v.extras?.controller?.totalAdditionalSafeAreaInsets, extra != .zero { additional.append((v, extra)) }
            view = v.storedSuperview
        }
        if insets == .zero && additional.isEmpty { return .zero }
        for (root, extra) in additional.reversed() {
            guard let (_, rootRect) = root === self ? (stage, r) : root.rectOnStage() else { continue }
            let own = safe.insets(of: rootRect)
            let total = UIEdgeInsets(top: own.top + extra.top, left: own.left + extra.left,
                                     bottom: own.bottom + extra.bottom, right: own.right + extra.right)
            if root === self { return total }
            if total.left > 0 { safe.left = rootRect.minX + total.left }
            if total.top > 0 { safe.top = rootRect.minY + total.top }
            if total.right > 0 { safe.right = rootRect.maxX - total.right }
            if total.bottom > 0 { safe.bottom = rootRect.maxY - total.bottom }
        }
        return safe.insets(of: r)
    }

    /// The edges of a safe region in stage coordinates (infinite where nothing is covered).
    struct SafeEdges {
        var left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat

        /// How far the parts of `r` outside the region reach in from each edge of `r`.
        func insets(of r: CGRect) -> UIEdgeInsets {
            func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { v.isFinite ? min(max(0, v), max(0, limit)) : 0 }
            return UIEdgeInsets(top: clamp(top - r.minY, r.height), left: clamp(left - r.minX, r.width),
                                bottom: clamp(r.maxY - bottom, r.height), right: clamp(r.maxX - right, r.width))
        }
    }

    /// Called when the view's ``UIView/safeAreaInsets`` changed: when the view (or a view around it)
    /// joins or leaves the stage, and when a view controller's root view is laid out after its
    /// insets changed. Override it as in UIKit (call `super`); the default marks the view as
    /// needing layout. Animatic does not watch every move of every view: a subview moved into
    /// or out of the status bar area hears of it only when it joins or leaves the stage.
    open func safeAreaInsetsDidChange() {
        setNeedsLayout()
    }

    // MARK: - Layer and content

    /// The class of the view's backing layer: override it to return `CAShapeLayer.self` for
    /// a view that draws a shape, as in UIKit.
    open class var layerClass: AnyClass { CALayer.self }

    /// What the view draws beyond its background, and its layer's fixed looks, for the
    /// timeline; writes the animatable content values into `state`. Subclasses that draw
    /// (labels, image views) override it.
    func timelineContent(into state: inout ViewState) -> (ViewContent, LayerLook) {
        let (content, look) = storedLayer?.timelineContent(into: &state) ?? (.plain, LayerLook())
        if case .plain = content, let drawn = drawnContent() { return (drawn, look) }
        return (content, look)
    }

    /// Draws the view's content (Apple, `draw(_:)`): override it to draw with UIKit's drawing
    /// (`UIColor.setFill()`, `UIBezierPath.fill()`, `String.draw(at:withAttributes:)`) or
    /// `UIGraphicsGetCurrentContext()`. Animatic calls it when the view joins the stage and
    /// after ``setNeedsDisplay()``, with the view's bounds, and shows what it drew above the
    /// background as a vector picture (see ``CGContext``). The default draws nothing.
    ///
    /// ```swift
    /// final class Ring: UIView {
    ///     var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
    ///     override func draw(_ rect: CGRect) {
    ///         UIColor.systemBlue.setStroke()
    ///         let path = UIBezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - 4,
    ///                                 startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
    ///         path.lineWidth = 8
    ///         path.stroke()
    ///     }
    /// }
    /// ```
    open func draw(_ rect: CGRect) {}

    /// Called by Interface Builder to let a designable view set itself up for the canvas
    /// (Apple, `prepareForInterfaceBuilder()`); never called while a story records (there is no
    /// Interface Builder), so overriding it compiles and changes nothing drawn.
    open func prepareForInterfaceBuilder() {}

}

extension UIView {
    /// How a view's tint shows (`UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable {
        /// As the superview's (normal at the root).
        case automatic = 0
        /// The tint as set.
        case normal = 1
        /// A grey, as behind a modal view.
        case dimmed = 2
    }
}

// The keys UIView's setters record through (``UIView/record(_:from:to:)``).
extension StageProperty where Value == CGFloat {
    /// `UIView.alpha` (the layer's `opacity`): the model keeps the value as set; the timeline
    /// records it clamped to 0...1; NaN is reported.
    static var alpha: Self { Self(property: .alpha, name: "alpha", rejectsNaN: true) }
}

extension StageProperty where Value == CGPoint {
    /// `UIView.center` (the layer's `position`).
    static var center: Self { Self(property: .center, name: "center") }
    /// `UIView.bounds.origin` (a scroll view's `contentOffset`): moves the subviews.
    static var boundsOrigin: Self { Self(property: .boundsOrigin, name: "bounds.origin") }
}

extension StageProperty where Value == CGSize {
    /// `UIView.bounds.size` (`frame` sets it too).
    static var boundsSize: Self { Self(property: .size, name: "bounds.size") }
}

extension StageProperty where Value == CGAffineTransform {
    /// `UIView.transform`.
    static var transform: Self { Self(property: .transform, name: "transform") }
}

extension StageProperty where Value == UIColor? {
    /// `UIView.backgroundColor` (`nil` is clear).
    static var backgroundColor: Self { Self(property: .backgroundColor, name: "backgroundColor") }
}

extension StageProperty where Value == Bool {
    /// `UIView.isHidden`: not animatable, so it changes at once inside animation blocks and is
    /// not kept off stage.
    static var isHidden: Self { Self(property: .isHidden, name: "isHidden") }
}
