import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// A colour as Core Graphics passes it to layers (`UIColor.red.cgColor`).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's sRGB components as given.
    public let red: CGFloat, green: CGFloat, blue: CGFloat
    /// Its alpha.
    public let alpha: CGFloat

    init(_ color: UIColor) {
        red = color.red; green = color.green; blue = color.blue; alpha = color.alpha
    }

    /// Red, green, blue and alpha, as Core Graphics lists an RGB colour's components.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    @usableFromInline package var rgba: RGBA { RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)) }

    /// Whether two colours have the same components.
    public static func == (l: CGColor, r: CGColor) -> Bool {
        l.red == r.red && l.green == r.green && l.blue == r.blue && l.alpha == r.alpha
    }

    /// Hashes the colour's components.
    public func hash(into h: inout Hasher) { h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha) }

    /// A textual form of the colour, listing its components.
    public var description: String { "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }
}

extension UIColor {
    /// The colour for layer properties (`layer.borderColor = UIColor.red.cgColor`).
    public var cgColor: CGColor { CGColor(self) }

    /// A colour from a layer colour.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}

/// A layer shaped like Core Animation's `CALayer`: every view has one (`view.layer`), and
/// the looks it carries are recorded with the view.
///
/// ```swift
/// card.layer.cornerRadius = 16          // animatable (inside UIView.animate, as since iOS 11)
/// card.layer.shadowColor = UIColor.black.cgColor
/// card.layer.shadowOpacity = 0.25       // animatable
/// card.layer.shadowOffset = CGSize(width: 0, height: 6)
/// card.layer.shadowRadius = 12
/// card.layer.borderWidth = 1
/// card.layer.borderColor = UIColor.white.cgColor
/// card.clipsToBounds = true             // = layer.masksToBounds
/// ```
///
/// Recorded changes: `cornerRadius`, `borderColor`, `borderWidth`, `shadowOpacity`, `shadowRadius`, `shadowOffset` (and a shape layer's
/// `strokeStart`, `strokeEnd`, `strokeColor`, `fillColor`, `lineWidth`). As in UIKit, a view
/// animation block animates only the view layer's `cornerRadius`; the others of a view's own
/// layer change at once in a block and outside it, and animate with `CABasicAnimation`. A
/// standalone layer (added with ``addSublayer(_:)``) runs Core Animation's implicit animation
/// (0.25 s by default) whenever one changes, in a block or not (see `StageRecorder`). The other
/// looks (`shadowColor`, `masksToBounds`) are drawn as they are when the view joins the stage; changing them later,
/// while the view is on stage, is reported as not supported.
open class CALayer: NSObject {
    /// The view this layer draws for: the view whose `layer` it is, or the view Animatic
    /// makes for a sublayer added with ``addSublayer(_:)``.
    final weak var owner: UIView?
    /// The views standing for sublayers added with ``addSublayer(_:)``, back to front.
    final var hostViews: [UIView] = []
    /// The layer whose view draws this layer's sublayers: the layer itself, or a replicator's
    /// first instance (see ``CAReplicatorLayer``).
    var sublayerHolder: CALayer { self }
    /// Values of a standalone layer before it has a view.
    private final var storedFrame: CGRect = .zero {
        didSet {
            if !isViewsLayer, needsDisplayOnBoundsChange, storedFrame.size != oldValue.size { display() }
        }
    }
    /// The origin of a standalone layer's bounds (its own coordinate system: a shape layer's path
    /// is drawn relative to it), kept until it has a view.
    private final var storedBoundsOrigin: CGPoint = .zero
    private final var storedOpacity: Float = 1
    private final var storedHidden = false
    private final var storedBackground: CGColor?
    /// The 3D transform set last, when the view's 2D transform does not hold all of it or the
    /// layer has no view yet (see ``transform``).
    final var transform3D: Transform3DBox?
    /// A sublayer or mask refused (the tree would have been too deep) while this layer had no
    /// view and no story was recording: kept for its view (see ``ViewTreeDepth``).
    final var refusedTooDeep: ViewTreeDepth.Refusal?
    /// ``actions``: the layer's own actions by key.
    final var storedActions: [String: any CAAction]?

    /// The sublayers added with ``addSublayer(_:)``, back to front, or `nil` when there are none.
    /// Setting it (Apple, `CALayer.sublayers`: "The array of sublayers must not contain
    /// duplicates") removes the sublayers not in the new list, draws the ones kept in their new
    /// order (from this instant on, on stage; each in one of the places the kept ones had among
    /// the subviews), and adds the new ones in front, in order: `layer.sublayers = nil` (or
    /// `layer.sublayers?.removeAll()`) removes them all, `layer.sublayers = layer.sublayers?.reversed()`
    /// turns their order round. A list with the same layer twice is reported and changes nothing.
    public final var sublayers: [CALayer]? {
        get { sublayerList }
        set {
            let wanted = newValue ?? []
            for (k, layer) in wanted.enumerated() where wanted[..<k].contains(where: { $0 === layer }) {
                StoryContext.reportToCurrent(StoryProblem.misuse(call: "CALayer.sublayers",
                                                                 problem: "the array holds the same layer twice"))
                return
            }
            for layer in sublayerList ?? [] where !wanted.contains(where: { $0 === layer }) { layer.removeFromSuperlayer() }
            let kept = sublayerList ?? []
            let keptOrder = wanted.filter { layer in kept.contains { $0 === layer } }
            if !keptOrder.elementsEqual(kept, by: ===) { reorderSublayers(keptOrder) }
            for layer in wanted where !kept.contains(where: { $0 === layer }) { addSublayer(layer) }
        }
    }

    /// Puts the current sublayers in `order` (the same layers): in the places the sublayers had
    /// among the view's subviews, the first of `order` in the back one; on stage, each view moved
    /// is drawn there from now on (``StageRecorder/move(view:below:)``).
    private final func reorderSublayers(_ order: [CALayer]) {
        let holder = sublayerHolder
        let oldHosts = holder.hostViews
        let hosts = order.compactMap(\.owner).filter { host in oldHosts.contains { $0 === host } }
        sublayerList = order
        guard hosts.count == oldHosts.count else { holder.hostViews = hosts; return }
        holder.hostViews = hosts
        guard let view = holder.owner, let recorder = view.stageRecorder else { return }
        // The drawn order of the view's children now; the hosts' places in it keep being the
        // hosts' places, filled in the new order. Each host, last first, goes directly below
        // what follows its place in the new order (Animatic's UIView+Hierarchy moves, one call
        // a moved view).
        var drawn = recorder.currentOrder(ofChildrenOf: view.stageIndex)
        let indices = hosts.map(\.stageIndex)
        guard indices.allSatisfy({ $0 >= 0 }) else { return }
        let places = drawn.indices.filter { indices.contains(drawn[$0]) }
        guard places.count == indices.count else { return }
        for (k, place) in places.enumerated() { drawn[place] = indices[k] }
        for place in places.reversed() {
            recorder.move(view: drawn[place], below: place + 1 < drawn.count ? drawn[place + 1] : nil)
        }
    }
    /// The storage of ``sublayers``.
    private final var sublayerList: [CALayer]?
    /// The layer this one was added to.
    public private(set) final weak var superlayer: CALayer?
    /// A name for the layer. For a sublayer added with ``addSublayer(_:)``, it is the
    /// identifier of the view Animatic draws it with (the `id` in the exported SVG).
    public final var name: String? {
        didSet { if let host = owner, host.storedLayer === self, superlayer != nil { host.accessibilityIdentifier = name } }
    }
    /// The layer's position on the z axis, 0 by default (Apple, `CALayer.zPosition`: "Changing
    /// the value of this property changes the front-to-back ordering of layers onscreen. Higher
    /// values place this layer visually closer to the viewer than layers with lower values").
    /// Siblings are drawn in order of zPosition, the higher in front; equal values keep the
    /// order of `subviews` and `sublayers`. A view's layer orders the view among its sibling
    /// views and sublayers; a sublayer can never go behind its superlayer.
    ///
    /// ```swift
    /// badge.layer.zPosition = 1     // in front of its siblings, whenever they were added
    /// let swap = CAKeyframeAnimation(keyPath: "zPosition")
    /// swap.values = [0, 1]; swap.duration = 2; swap.repeatCount = .infinity
    /// dot.add(swap, forKey: "swap")  // in front from the instant it passes a sibling's value
    /// ```
    ///
    /// Animatable with `CABasicAnimation`, `CAKeyframeAnimation` and groups, and implicitly on a
    /// standalone layer; `UIView.animate` sets a view's own layer's zPosition at once, as its
    /// other layer properties but `cornerRadius`. The order changes at the instants the values
    /// cross. Without perspective zPosition does not move the layer (Core Animation draws
    /// orthographically); under a superlayer whose `sublayerTransform` has perspective it would,
    /// which is reported. A NaN is reported; values past ±2^63 order as ±2^63.
    public final var zPosition: CGFloat = 0 {
        didSet {
            guard zPosition != oldValue else { return }
            record(.zPosition, zPosition)
            checkDrawnAsUIKit()
        }
    }
    /// The shape of the shadow (Apple, `CALayer.shadowPath`): `nil` casts the shadow from the
    /// layer's composited alpha channel (its background, content and sublayers); a path casts
    /// it from the path instead, filled with the non-zero winding rule in the shadow's colour,
    /// opacity, blur radius and offset, whatever the layer draws (a clear view with a shadow
    /// path casts the path's shadow).
    ///
    /// ```swift
    /// card.layer.shadowOpacity = 0.3
    /// card.layer.shadowRadius = 10
    /// card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 20, width: 200, height: 100)).cgPath
    /// ```
    ///
    /// Drawn as it is when the view joins the stage (in that instant it may still change);
    /// a different path set later is reported as not supported, as are the other fixed looks
    /// (Core Animation would animate it only explicitly: `shadowPath` has no implicit
    /// animation). Exported as the path, first in the view's group, through a filter that
    /// draws its blurred, offset shadow only.
    public final var shadowPath: CGPath? {
        didSet { if shadowPath?.elements != oldValue?.elements { fixedChanged("shadowPath") } }
    }

    /// Called when the layer's view has joined the stage (after its subtree): a layer class
    /// reports here what it cannot draw as UIKit does (a subclass calls `super`).
    func didJoinStage() {
        if zPosition != 0 { checkDrawnAsUIKit() }
        if speed != 1 || timeOffset != 0 || beginTime != 0 { reportOwnTiming() }
    }

    /// Reports the layer properties Animatic cannot draw as UIKit does, for a layer whose view
    /// is on stage (called when one is set, and when the view joins the stage).
    final func checkDrawnAsUIKit() {
        guard let view = owner, let recorder = view.stageRecorder else { return }
        if zPosition != 0, let parent = superlayer ?? view.superview?.storedLayer, parent.sublayerTransform.m34 != 0 {
            recorder.report(.notSupported(
                call: "CALayer.zPosition",
                feature: "a zPosition other than 0 under a sublayer transform with perspective (view \(view.displayName), "
                    + "\(zPosition)): it would move the layer in depth, and SVG draws 2D"))
        }
    }

    /// Creates a standalone layer (add it with `addSublayer(_:)` to show it).
    public required override init() {}

    /// A layer whose alpha channel masks this layer's content, background, border, shadow and
    /// sublayers (Apple, `CALayer.mask`): where the mask is opaque the layer shows, where it
    /// is clear it does not. The mask is drawn in this layer's bounds coordinates, like a
    /// sublayer; a shape, gradient, text or plain layer works, with its own sublayers, and its
    /// animations play (`path`, `strokeEnd`, `position`, `bounds`, `opacity`, colours…).
    /// Exported as an SVG `<mask mask-type="alpha">`.
    ///
    /// ```swift
    /// let reveal = CAShapeLayer()
    /// reveal.path = UIBezierPath(ovalIn: photo.bounds).cgPath
    /// photo.layer.mask = reveal
    /// ```
    ///
    /// Set it before the layer's view joins the stage (or in the instant it joins); setting or
    /// removing a mask later is reported as not supported, as is a mask that has a superlayer
    /// (Core Animation: "the mask layer must not have a superlayer").
    public final var mask: CALayer? {
        didSet { if mask !== oldValue { maskChanged(from: oldValue) } }
    }
    /// The layer this one masks, if it is a mask.
    final weak var maskedLayer: CALayer?

    // MARK: - Looks

    /// The radius of the rounded corners of the background and border. Animatable.
    public final var cornerRadius: CGFloat = 0 {
        didSet {
            guard cornerRadius != oldValue else { return }
            if let view = owner, view.stageRecorder == nil, !view.isLayerHost,
               cornerRadius.isFinite, oldValue.isFinite {
                // Off stage, in a block: kept for a join in the same instant (PendingBlockChange).
                view.noteOffStage(.cornerRadius, from: .scalar(Double(oldValue)), to: .scalar(Double(cornerRadius)))
            }
            record(.cornerRadius, cornerRadius)
        }
    }

    /// The border's width, drawn inside the bounds (0 by default: no border). Animatable (Apple,
    /// `CALayer.borderWidth`); as a layer property, UIView blocks change it at once.
    ///
    /// ```swift
    /// let focus = CABasicAnimation(keyPath: "borderWidth")
    /// focus.fromValue = 0; focus.toValue = 4; focus.duration = 0.3
    /// field.layer.add(focus, forKey: "focus")
    /// ```
    public final var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { record(.borderWidth, borderWidth) } }
    }

    /// The border's colour (opaque black by default). Animatable.
    public final var borderColor: CGColor? = CGColor(UIColor.black) {
        didSet {
            guard borderColor != oldValue else { return }
            record(.borderColor, borderColor)
        }
    }

    /// Clips the content and the sublayers (subviews) to the rounded bounds; as in UIKit,
    /// this also clips the layer's own shadow away. Fixed once on stage.
    public final var masksToBounds = false {
        didSet { if masksToBounds != oldValue { fixedChanged("masksToBounds") } }
    }

    /// The shadow's colour (opaque black by default). Fixed once on stage.
    public final var shadowColor: CGColor? = CGColor(UIColor.black) {
        didSet { if shadowColor != oldValue { fixedChanged("shadowColor") } }
    }

    /// The shadow's opacity, 0 (none, the default) ... 1. Animatable.
    public final var shadowOpacity: Float = 0 {
        didSet {
            guard shadowOpacity != oldValue else { return }
            record(.shadowOpacity, shadowOpacity)
        }
    }

    /// The shadow's offset ((0, −3) by default, as Core Animation's). Animatable (Apple,
    /// `CALayer.shadowOffset`); a non-finite component (or one of magnitude 2^64 or more) is
    /// reported as `StoryProblem.invalidValue` (`layer.shadowOffset`) and not recorded.
    public final var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if shadowOffset != oldValue { record(.shadowOffset, shadowOffset) } }
    }

    /// The shadow's blur radius (3 by default). Animatable (Apple, `CALayer.shadowRadius`).
    /// Exported as a Gaussian blur whose standard deviation equals the radius (design tools'
    /// blur = 2 × radius); a negative radius is taken as 0, an infinite one is reported.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.4) { card.layer.shadowRadius = 12 }   // not a view block property: at once
    /// let lift = CABasicAnimation(keyPath: "shadowRadius")
    /// lift.fromValue = 4; lift.toValue = 16; lift.duration = 0.5
    /// card.layer.add(lift, forKey: "lift")
    /// ```
    public final var shadowRadius: CGFloat = 3 {
        didSet { if shadowRadius != oldValue { record(.shadowRadius, shadowRadius) } }
    }

    // MARK: - Geometry and appearance, shared with the view

    /// The layer's frame: the view's `frame`.
    public final var frame: CGRect {
        get { owner?.frame ?? storedFrame }
        set { setFrameWithActions(newValue) { storedFrame = newValue; owner?.frame = newValue } }
    }

    /// The layer's bounds: the view's `bounds`. A standalone layer keeps its position (the
    /// anchor point stays where it is).
    public final var bounds: CGRect {
        get { owner?.bounds ?? CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            let p = storedPosition
            storedBoundsOrigin = newValue.origin
            storedFrame = CGRect(x: p.x - storedAnchor.x * newValue.width, y: p.y - storedAnchor.y * newValue.height,
                                 width: newValue.width, height: newValue.height)
            withAction(forKey: "bounds") { owner?.bounds = newValue }
        }
    }

    /// The layer's position, where its ``anchorPoint`` sits in the superlayer: the view's
    /// `center`.
    public final var position: CGPoint {
        get { owner?.center ?? storedPosition }
        set {
            let p = storedPosition
            storedFrame = storedFrame.offsetBy(dx: newValue.x - p.x, dy: newValue.y - p.y)
            withAction(forKey: "position") { owner?.center = newValue }
        }
    }

    /// The point of the bounds, in their unit space, that sits at ``position`` and that the
    /// transform acts about ((0.5, 0.5) by default): the view's ``UIView/anchorPoint``, which
    /// tells how it is recorded and animated. Animatable (Apple, `CALayer.anchorPoint`).
    ///
    /// Changing it keeps ``position`` and moves the frame, as in Core Animation.
    public final var anchorPoint: CGPoint {
        get { owner?.anchorPoint ?? storedAnchor }
        set {
            if let view = owner { return withAction(forKey: "anchorPoint") { view.anchorPoint = newValue } }
            guard newValue.x.isFinite && newValue.y.isFinite else {
                StoryContext.reportToCurrent(StoryProblem.invalidValue(
                    view: name ?? "\(type(of: self))", property: "anchorPoint", value: "(\(newValue.x), \(newValue.y))"))
                return
            }
            let p = storedPosition
            storedAnchor = newValue
            storedFrame.origin = CGPoint(x: p.x - newValue.x * storedFrame.width, y: p.y - newValue.y * storedFrame.height)
        }
    }

    /// The anchor point of a standalone layer before it has a view.
    private final var storedAnchor = UIView.defaultAnchorPoint

    /// Where the anchor point of a standalone layer without a view sits.
    private final var storedPosition: CGPoint {
        CGPoint(x: storedFrame.minX + storedAnchor.x * storedFrame.width,
                y: storedFrame.minY + storedAnchor.y * storedFrame.height)
    }

    /// The layer's opacity: the view's `alpha`.
    public final var opacity: Float {
        get { owner.map { Float($0.alpha) } ?? storedOpacity }
        set { storedOpacity = newValue; withAction(forKey: "opacity") { owner?.alpha = CGFloat(newValue) } }
    }

    /// Whether the layer is hidden: the view's `isHidden`.
    public final var isHidden: Bool {
        get { owner?.isHidden ?? storedHidden }
        set { storedHidden = newValue; withAction(forKey: "hidden") { owner?.isHidden = newValue } }
    }

    /// The layer's background: the view's `backgroundColor`.
    public final var backgroundColor: CGColor? {
        get { owner.map { $0.backgroundColor?.cgColor } ?? storedBackground }
        set {
            storedBackground = newValue
            withAction(forKey: "backgroundColor") { owner?.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
        }
    }

    /// Asks for the layer's content to be drawn again (Apple, `setNeedsDisplay()`): a view's
    /// layer asks its view (``UIView/setNeedsDisplay()``); a layer of its own calls
    /// ``display()`` at once (Core Animation, at its next display pass).
    public final func setNeedsDisplay() {
        if isViewsLayer { owner?.setNeedsDisplay() } else { display() }
    }

    /// Whether this is a view's own layer (not a layer of its own, which the stage shows
    /// through a host view).
    final var isViewsLayer: Bool { owner.map { !$0.isLayerHost } ?? false }

    /// Draws the layer's content now if it was asked to (Apple, `displayIfNeeded()`): a view's
    /// layer lets its view draw when it is recorded; a layer of its own was drawn when asked.
    public final func displayIfNeeded() {}

    /// Makes the layer's content (Apple, `display()`): by default it calls ``draw(in:)``.
    /// Override it to set ``contents`` yourself. Core Animation calls it after
    /// ``setNeedsDisplay()``, and on a bounds change when ``needsDisplayOnBoundsChange`` is set;
    /// Animatic does so for a layer that is not a view's.
    open func display() {
        let size = bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        let context = CGContext(size: size)
        GraphicsContextStack.drawing(in: context) { draw(in: context) }
        guard !context.isEmpty else { return }
        StoryContext.reportToCurrent(StoryProblem.notSupported(
            call: "\(Swift.type(of: self)).draw(in:)",
            feature: "a layer's own drawing (Animatic draws a layer from its properties; draw in a view's draw(_:) instead)"))
    }

    /// Draws the layer's content into `ctx` (Apple, `CALayer.draw(in:)`; the default draws
    /// nothing). Animatic calls it from ``display()`` with a context the size of the layer's
    /// bounds; a layer that draws something there is reported as
    /// ``StoryProblem/notSupported(call:feature:)``, as Animatic shows a layer from its
    /// properties only (a view's ``UIView/draw(_:)`` is drawn).
    open func draw(in ctx: CGContext) {}

    /// The scale of the layer's backing store (1 by default; Apple, `CALayer.contentsScale`).
    /// Accepted and kept: vector output has no pixels, so it changes nothing drawn.
    public final var contentsScale: CGFloat = 1
    /// Whether the layer's content is redrawn when its bounds change (Apple,
    /// `needsDisplayOnBoundsChange`; `false` by default): a layer that is not a view's then
    /// gets ``display()`` when its size changes.
    public final var needsDisplayOnBoundsChange = false
    /// Whether the layer's content is fully opaque (Apple, `CALayer.isOpaque`; `false` by
    /// default): a hint to Core Animation's compositing. Accepted and kept, with no effect.
    public final var isOpaque = false
    /// Core Image filters on the layer's content (Apple, `CALayer.filters`: "not supported on
    /// layers in iOS"). Accepted and kept with no effect, as on iOS.
    public final var filters: [Any]?
    /// The corners ``cornerRadius`` rounds (Apple, `maskedCorners`, iOS 11; all four by
    /// default). Animatic rounds all four: a value that leaves one out is reported as not
    /// supported when set while a story records (naming the layer's view when it has one).
    public final var maskedCorners: CACornerMask = .allFour {
        didSet {
            guard maskedCorners != .allFour else { return }
            reportUndrawn(call: "CALayer.maskedCorners", feature: "rounding only some corners (\(maskedCorners.rawValue) of 15)")
        }
    }
    /// The part of ``contents`` shown, in unit coordinates (Apple, `contentsRect`; the whole,
    /// (0, 0, 1, 1), by default). Showing a part is reported as not supported when set while a
    /// story records; the whole is accepted.
    public final var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet {
            guard contentsRect != CGRect(x: 0, y: 0, width: 1, height: 1) else { return }
            let r = contentsRect
            reportUndrawn(call: "CALayer.contentsRect",
                          feature: "showing part of a layer's contents ((\(r.minX), \(r.minY), \(r.width), \(r.height)))")
        }
    }
    /// Whether the layer and its sublayers are composited together before its opacity applies
    /// (Apple, `allowsGroupOpacity`; `true` by default). Animatic's SVG always applies opacity to
    /// the group. `false` (each part blended on its own) draws the same frames while the layer's
    /// view is opaque (alpha 1) or its parts do not overlap (its own background, border or
    /// content and its subviews and sublayers), so it is accepted then; it is reported as not
    /// supported, naming the view, when it is set on, or the view's alpha is set or animated
    /// below 1 while it is off on, a view whose parts overlap (see `CALayer+GroupOpacity.swift`).
    public final var allowsGroupOpacity = true {
        didSet { if !allowsGroupOpacity, oldValue { reportGroupOpacityIfDrawn(faded: nil) } }
    }

    /// Reports a value Animatic cannot draw, naming the layer's view when it has one.
    final func reportUndrawn(call: String, feature: String) {
        let named = owner.map { " on view \($0.displayName)" } ?? ""
        StoryContext.reportToCurrent(StoryProblem.notSupported(call: call, feature: feature + named))
    }
    /// Whether Core Animation caches the layer as a bitmap (Apple, `CALayer.shouldRasterize`;
    /// `false` by default). Accepted and kept: a render cache, no visual effect in vector output.
    public final var shouldRasterize = false
    /// The scale of that bitmap (1 by default; Apple, `CALayer.rasterizationScale`). Accepted
    /// and kept: vector output has no pixels.
    public final var rasterizationScale: CGFloat = 1
    /// The contents filters (see `CALayer+ContentsFilter.swift`).
    final var contentsFilters = ContentsFilters()
    /// Whether drawing is queued to a background thread (Apple, `CALayer.drawsAsynchronously`;
    /// `false` by default). Accepted and kept: it changes when, not what, is drawn.
    public final var drawsAsynchronously = false

    // Core Animation's timing of the layer itself (`CALayer` adopts `CAMediaTiming`). Its
    // animations play on the story's time; a layer whose own time is scaled, paused or shifted
    // is not recorded, so those values are reported (``reportOwnTiming()``).

    /// The rate of the layer's time (Apple, `CAMediaTiming.speed`; 1 by default): 0 pauses every
    /// animation in the layer's subtree, 2 plays them twice as fast. Animatic plays a layer's
    /// animations on the story's time, so a value other than 1 on a layer whose view is on stage
    /// is reported as not supported (setting it back to 1, as a resumed spinner does, is accepted).
    public final var speed: Float = 1 { didSet { reportOwnTiming() } }
    /// An offset into the layer's time (Apple, `CAMediaTiming.timeOffset`; 0 by default): a value
    /// other than 0 on stage is reported, as ``speed``.
    public final var timeOffset: CFTimeInterval = 0 { didSet { reportOwnTiming() } }
    /// When the layer's time starts in its parent's (Apple, `CAMediaTiming.beginTime`; 0 by
    /// default): a value other than 0 on stage is reported, as ``speed``.
    public final var beginTime: CFTimeInterval = 0 { didSet { reportOwnTiming() } }
    /// How the layer's own timing fills outside its active span (Apple, `CAMediaTiming.fillMode`;
    /// `.removed` by default). Accepted and kept: a layer with ``beginTime`` 0 and no duration
    /// is active for ever, so it never shows.
    public final var fillMode: CAMediaTimingFillMode = .removed
    /// A transform applied to the sublayers when drawing, about the layer's anchor point
    /// (Apple, `CALayer.sublayerTransform`: "Specifies the transform to apply to sublayers when
    /// rendering"; the identity by default; animatable). A spinner turns a container's sublayers
    /// with it:
    ///
    /// ```swift
    /// container.sublayerTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
    /// let spin = CABasicAnimation(keyPath: "sublayerTransform.rotation.z")
    /// ```
    ///
    /// Recorded when it is affine (a 2D transform: rotation about z, scale, skew, translation);
    /// one that is not (perspective, a rotation about x or y) is reported as not supported, and
    /// the sublayers are drawn without it.
    public final var sublayerTransform = CATransform3DIdentity {
        didSet {
            guard sublayerTransform != oldValue else { return }
            guard CATransform3DIsAffine(sublayerTransform) else {
                StoryContext.reportToCurrent(StoryProblem.notSupported(
                    call: "CALayer.sublayerTransform",
                    feature: "a sublayer transform that is not affine (perspective, rotations about x or y): SVG draws 2D"))
                return
            }
            record(.sublayerTransform, sublayerTransform)
        }
    }

    /// Reports ``speed``, ``timeOffset`` and ``beginTime`` other than their defaults, for a layer
    /// whose view is on stage (called when one is set, and when the view joins the stage).
    final func reportOwnTiming() {
        guard let view = owner, let recorder = view.stageRecorder else { return }
        var changed: [String] = []
        if speed != 1 { changed.append("speed \(speed)") }
        if timeOffset != 0 { changed.append("timeOffset \(timeOffset)") }
        if beginTime != 0 { changed.append("beginTime \(beginTime)") }
        guard !changed.isEmpty else { return }
        recorder.report(.notSupported(call: "CALayer (CAMediaTiming)",
                                      feature: "a layer's own time (view \(view.displayName), \(changed.joined(separator: ", ")))"))
    }

    // MARK: - Sublayers

    /// Adds `layer` in front of the other sublayers. Animatic draws it with a view of its own,
    /// inside this layer's view, whose frame is the sublayer's `frame` (a shape layer with a
    /// zero frame, the usual case, draws its path in this view's bounds coordinates).
    ///
    /// Sublayers are drawn above the view's own content and below its subviews (UIKit draws
    /// them in the order they were added among the subviews' layers).
    ///
    /// A sublayer counts as a level of its view's tree (see ``UIView/addSubview(_:)``): adding
    /// one that would make the tree deeper than 256 levels is reported and leaves both as they were.
    open func addSublayer(_ layer: CALayer) {
        if layer === self { return }
        let holder = sublayerHolder
        let call = "CALayer.addSublayer(_:)"
        if ViewTreeDepth.layer(layer, holds: holder) {
            return ViewTreeDepth.report(.misuse(call: call, problem: "cannot add a layer to one of its own sublayers"),
                                        adding: layer, under: holder, remember: false)
        }
        if layer.superlayer !== self, let problem = ViewTreeDepth.problem(adding: layer, under: holder, call: call) {
            return ViewTreeDepth.report(problem, adding: layer, under: holder, remember: true)
        }
        layer.removeFromSuperlayer()
        if sublayerList == nil { sublayerList = [] }
        sublayerList!.append(layer)
        layer.superlayer = self
        let host = layer.makeHost()
        holder.hostViews.append(host)
        if let view = holder.owner, let recorder = view.stageRecorder {
            recorder.join(host, parent: view.stageIndex)
        }
    }

    /// Inserts `layer` at `index` in ``sublayers`` (Apple, `insertSublayer(_:at:)`; an index
    /// past the end adds it in front, as ``addSublayer(_:)``). At index 0 it is drawn behind
    /// everything the layer's view draws over its content, its subviews included (UIKit's
    /// `sublayers` of a view's layer hold the subviews' layers too: the usual gradient
    /// background `view.layer.insertSublayer(gradient, at: 0)`); at another index, directly
    /// below the sublayer now after it. On stage it is drawn there from this instant on.
    ///
    /// ```swift
    /// view.layer.insertSublayer(gradient, at: 0)   // behind the labels and buttons
    /// ```
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        insertSublayer(layer, at: Int(index), behindAll: index == 0)
    }

    /// Inserts `layer` at `target` in ``sublayers``: behind all the view draws over its content
    /// when `behindAll`, else directly below the sublayer after it.
    final func insertSublayer(_ layer: CALayer, at target: Int, behindAll: Bool) {
        addSublayer(layer)
        guard var list = sublayerList, list.last === layer, target < list.count - 1 else { return }
        list.removeLast()
        list.insert(layer, at: target)
        sublayerList = list
        let holder = sublayerHolder
        guard let host = layer.owner, let at = holder.hostViews.firstIndex(where: { $0 === host }) else { return }
        let next = list[target + 1].owner
        holder.hostViews.remove(at: at)
        holder.hostViews.insert(host, at: holder.hostViews.firstIndex { $0 === next } ?? 0)
        guard let recorder = host.stageRecorder, host.stageIndex >= 0 else { return }
        if behindAll {
            recorder.moveToBack(view: host.stageIndex)
        } else if let next, next.stageRecorder === recorder, next.stageIndex >= 0 {
            recorder.move(view: host.stageIndex, below: next.stageIndex)
        }
    }

    /// Removes the layer from its superlayer; on stage its view is marked removed now.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerList?.removeAll { $0 === self }
        if parent.sublayerList?.isEmpty == true { parent.sublayerList = nil }
        superlayer = nil
        if let host = owner, let index = parent.sublayerHolder.hostViews.firstIndex(where: { $0 === host }) {
            parent.sublayerHolder.hostViews.remove(at: index)
            if let recorder = host.stageRecorder { recorder.leave(host) }
            releaseHost()
        }
    }

    /// A view of its own for this standalone layer (a sublayer or a mask), made from the values
    /// it has kept.
    final func makeHost() -> UIView {
        let host = UIView(frame: storedFrame)
        if storedAnchor != UIView.defaultAnchorPoint {
            // Set before it joins: the same frame, with its anchor at its position.
            host.anchorPoint = storedAnchor
            host.storedCenter = storedPosition
        }
        if storedBoundsOrigin != .zero { host.bounds.origin = storedBoundsOrigin }
        host.accessibilityIdentifier = name
        host.storedLayer = self
        host.isLayerHost = true
        host.alpha = CGFloat(storedOpacity)
        host.isHidden = storedHidden
        host.backgroundColor = storedBackground.map(UIColor.init(cgColor:))
        if let flat = transform3D?.value.planeTransform { host.transform = flat }
        owner = host
        if let refused = refusedTooDeep {
            refusedTooDeep = nil
            ViewTreeDepth.remember(refused.problem, on: host)
        }
        return host
    }

    /// Keeps the values of the view made by ``makeHost()`` and lets it go.
    final func releaseHost() {
        guard let host = owner, host.isLayerHost else { return }
        storedAnchor = host.anchorPoint
        storedFrame = host.frame
        storedBoundsOrigin = host.bounds.origin
        storedOpacity = Float(host.alpha)
        storedHidden = host.isHidden
        storedBackground = host.backgroundColor?.cgColor
        if transform3D?.value.planeTransform != host.transform {
            transform3D = Transform3DBox(CATransform3DMakeAffineTransform(host.transform))
        }
        host.storedLayer = nil
        owner = nil
    }

    // MARK: - Recording

    /// The layer's share of the view's timeline state and looks.
    func timelineContent(into state: inout ViewState) -> (ViewContent, LayerLook) {
        state.cornerRadius = finite(cornerRadius)
        state.borderColor = borderColor?.rgba ?? .clear
        state.shadowOpacity = AnimatedProperty.shadowOpacity.descriptor.clamped(Double(shadowOpacity))
        state.set(.shadowRadius, .scalar(max(0, finite(shadowRadius))))
        state.set(.shadowOffset, .size(width: finite(shadowOffset.width), height: finite(shadowOffset.height)))
        state.set(.borderWidth, .scalar(max(0, finite(borderWidth))))
        if !zPosition.isNaN { state.set(.zPosition, .scalar(AnimatedProperty.zPosition.descriptor.clamped(Double(zPosition)))) }
        if CATransform3DIsAffine(sublayerTransform), let value = StageProperty<CATransform3D>.sublayerTransform.recorded(sublayerTransform) {
            state.set(.sublayerTransform, value)
        }
        var look = LayerLook()
        look.masksToBounds = masksToBounds
        look.shadowColor = shadowColor?.rgba ?? .clear
        look.shadowPath = shadowPath?.elements
        look.hasMask = mask != nil
        look.isMask = maskedLayer != nil
        return (.plain, look)
    }

    final func finite(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }

    /// Explicit animations (``add(_:forKey:file:line:)``) running per property: until when (`nil`: a
    /// removed-never animation that holds its end value forever). Model changes made while one
    /// runs show only when it ends, as in Core Animation.
    final var explicitAnimations: [AnimatedProperty: StoryTime?] = [:]

    /// An explicit animation added with a key: what ``removeAnimation(forKey:)`` removes.
    struct ExplicitAnimation {
        /// The properties it animates (several for a ``CAAnimationGroup``).
        var properties: [AnimatedProperty]
        var animation: CAAnimation
        var start: StoryTime
        /// When it ends; `nil` when it holds its end value forever.
        var end: StoryTime?
        /// Its delegate's pending `animationDidStart`/`animationDidStop` calls on the clock.
        var tokens: [ClockToken]
    }

    /// Animations added while the layer's view was off stage, or waiting for the end of the
    /// instant (a shape layer's path animation, ``CAShapeLayer/waitsForPath(_:key:view:recorder:file:line:)``),
    /// with their keys and when they were added (see ``add(_:forKey:file:line:)``).
    final var pendingAnimations: [(CAAnimation, String?, StoryTime)] = []
    /// A running `CABasicAnimation` of `contents` (CALayer+Contents.swift).
    final var contentsAnimation: ContentsAnimation?

    /// The explicit animations added with a key, by key.
    final var explicitKeys: [String: ExplicitAnimation] = [:]

    /// Records a new model value of an animatable property of this layer's view.
    final func recordValue(_ property: AnimatedProperty, _ value: TimelineValue) {
        guard let view = owner, let recorder = view.stageRecorder else { return }
        if let running = explicitAnimations[property] {
            guard let end = running else { return }
            if end > recorder.clock.now {
                recorder.record(view: view.stageIndex, property: property, start: end, duration: .zero,
                                         curve: .linear, to: value)
                return
            }
            explicitAnimations[property] = nil
        }
        view.recordContent(property, value)
    }

    final func fixedChanged(_ name: String) {
        guard let view = owner else { return }
        // A layer's fixed values are drawn as they were when it joined: a later change is
        // reported (unlike a label's text or an image view's image, which swap; a standalone
        // text layer would cross-fade its new contents, which is not recorded).
        if let recorder = view.stageRecorder, !recorder.joinedNow(view) {
            recorder.report(.notSupported(
                call: "\(type(of: self)).\(name)",
                feature: "changing it after the view joined the stage (view \(view.displayName) is drawn as it was when it joined)"))
            return
        }
        view.contentDidChange(call: "\(type(of: self)).\(name)")
    }
}

extension UIView {
    /// The view's layer (made on first use, of the class ``layerClass``): its corner radius,
    /// border, shadow and clipping are recorded with the view.
    public var layer: CALayer {
        if let layer = storedLayer { return layer }
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        let layer = layerType.init()
        layer.owner = self
        storedLayer = layer
        return layer
    }

    /// Clips the view's content and subviews to its (rounded) bounds: `layer.masksToBounds`.
    public var clipsToBounds: Bool {
        get { storedLayer?.masksToBounds ?? false }
        set { layer.masksToBounds = newValue }
    }

    /// Records an animatable content value of a view on stage (the animation scope decides
    /// whether it animates).
    final func recordContent(_ property: AnimatedProperty, _ value: TimelineValue) {
        guard let recorder = stageRecorder else { return }
        recorder.changed(index: stageIndex, property: property, to: value)
    }

    /// A fixed part of the content changed (text, font, path, border width, …): allowed at
    /// the instant the view joined the stage, reported as not supported later.
    final func contentDidChange(call: String) {
        guard let recorder = stageRecorder else { return }
        var scratch = ViewState()
        if let running = storedLayer?.contentsAnimation, running.start <= recorder.clock.now, running.end > recorder.clock.now {
            return   // a contents animation shows its images; the model shows when it ends
        }
        let (content, look) = timelineContent(into: &scratch)
        let fade = recorder.contentFade(of: self, call: call)
        if !recorder.setContent(content, look: look, of: stageIndex, at: recorder.clock.now, fade: fade) {
            recorder.report(.notSupported(
                call: call,
                feature: "changing it after the view joined the stage (view \(displayName) is drawn as it was when it joined)"))
        }
    }
}

// The keys CALayer's setters record through (``CALayer/record(_:_:)``).
extension StageProperty where Value == CGFloat {
    /// `CALayer.cornerRadius`.
    static var cornerRadius: Self { Self(property: .cornerRadius, name: "layer.cornerRadius") }
    /// `CALayer.shadowRadius`.
    static var shadowRadius: Self { Self(property: .shadowRadius, name: "layer.shadowRadius", rejectsNaN: true) }
    /// `CALayer.borderWidth`.
    static var borderWidth: Self { Self(property: .borderWidth, name: "layer.borderWidth", rejectsNaN: true) }
    /// `CALayer.zPosition`.
    static var zPosition: Self { Self(property: .zPosition, name: "layer.zPosition", rejectsNaN: true) }
}

extension StageProperty where Value == CATransform3D {
    /// `CALayer.sublayerTransform`.
    static var sublayerTransform: Self { Self(property: .sublayerTransform, name: "layer.sublayerTransform") }
}

extension CATransform3D: StageRecordable {
    /// The transform of the layer's plane (``planeTransform``), decomposed; `nil` when an entry
    /// is not finite or it has perspective on the plane.
    @usableFromInline package func recorded(as descriptor: PropertyDescriptor, rejectingNaN: Bool) -> TimelineValue? {
        guard let plane = planeTransform else { return nil }
        let m = plane.affineMatrix
        guard m.a.isWritable && m.b.isWritable && m.c.isWritable && m.d.isWritable
                && m.tx.isWritable && m.ty.isWritable else { return nil }
        return .transform(UIView.components(of: m))
    }

    @usableFromInline package var written: String { "\(self)" }
}

extension StageProperty where Value == CGSize {
    /// `CALayer.shadowOffset`.
    static var shadowOffset: Self { Self(property: .shadowOffset, name: "layer.shadowOffset") }
}

extension StageProperty where Value == Float {
    /// `CALayer.shadowOpacity`.
    static var shadowOpacity: Self { Self(property: .shadowOpacity, name: "layer.shadowOpacity") }
}

extension StageProperty where Value == CGColor? {
    /// `CALayer.borderColor`.
    static var borderColor: Self { Self(property: .borderColor, name: "layer.borderColor") }
}

// MARK: - Key-value coding of the recorded properties

extension CALayer {
    /// The model value of `key` as key-value coding reads it (``value(forKey:)``), in the
    /// property's own Swift type. Switches over every key with no `default:`: a new property of
    /// CALayer does not compile until it is read here and set in ``setKeyValue(_:_:)``.
    final func keyValue(_ key: CALayerKey) -> Any? {
        switch key {
        case .position: return position
        case .boundsSize: return bounds.size
        case .boundsOrigin: return bounds.origin
        case .transform: return transform
        case .opacity: return opacity
        case .backgroundColor: return backgroundColor
        case .hidden: return isHidden
        case .anchorPoint: return anchorPoint
        case .cornerRadius: return cornerRadius
        case .borderColor: return borderColor
        case .borderWidth: return borderWidth
        case .shadowOpacity: return shadowOpacity
        case .shadowRadius: return shadowRadius
        case .shadowOffset: return shadowOffset
        case .sublayerTransform: return sublayerTransform
        case .zPosition: return zPosition
        }
    }

    /// Sets the model of `key` to `value` through the property's setter, as key-value coding's
    /// ``setValue(_:forKey:)`` does (so it records, clamps and reports as an assignment does);
    /// `.wrongType` when `value` is not of the property's type (nothing changes).
    final func setKeyValue(_ value: KeyValueInput, _ key: CALayerKey) -> KeyValueSetting {
        switch key {
        case .position: guard let p = value.point else { return .wrongType("a CGPoint") }; position = p
        case .boundsSize: guard let s = value.size else { return .wrongType("a CGSize") }; bounds.size = s
        case .boundsOrigin: guard let p = value.point else { return .wrongType("a CGPoint") }; bounds.origin = p
        case .transform: guard let t = value.transform else { return .wrongType(KeyValueInput.transformTypes) }; transform = t
        case .opacity: guard let n = value.number else { return .wrongType("a number") }; opacity = Float(n)
        case .backgroundColor: guard let c = value.color else { return .wrongType(KeyValueInput.colorTypes) }; backgroundColor = c
        case .hidden: guard let flag = value.flag else { return .wrongType("a Bool") }; isHidden = flag
        case .anchorPoint: guard let p = value.point else { return .wrongType("a CGPoint") }; anchorPoint = p
        case .cornerRadius: guard let n = value.number else { return .wrongType("a number") }; cornerRadius = n
        case .borderColor: guard let c = value.color else { return .wrongType(KeyValueInput.colorTypes) }; borderColor = c
        case .borderWidth: guard let n = value.number else { return .wrongType("a number") }; borderWidth = n
        case .shadowOpacity: guard let n = value.number else { return .wrongType("a number") }; shadowOpacity = Float(n)
        case .shadowRadius: guard let n = value.number else { return .wrongType("a number") }; shadowRadius = n
        case .shadowOffset: guard let s = value.size else { return .wrongType("a CGSize") }; shadowOffset = s
        case .sublayerTransform:
            guard let t = value.transform else { return .wrongType(KeyValueInput.transformTypes) }
            sublayerTransform = t
        case .zPosition: guard let n = value.number else { return .wrongType("a number") }; zPosition = n
        }
        return .set
    }
}
