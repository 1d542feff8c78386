import AnimaticClock

/// Everything the timeline knows about one view at one instant, in its own terms.
public struct ViewState: Hashable, Sendable {
    /// Centre in the superview's bounds coordinates.
    public var center: (x: Double, y: Double) {
        get { (centerX, centerY) }
        set { centerX = newValue.x; centerY = newValue.y }
    }
    /// The x coordinate of `center`.
    public var centerX: Double
    /// The y coordinate of `center`.
    public var centerY: Double
    /// `bounds.size`.
    public var width: Double
    /// `bounds.size.height`.
    public var height: Double
    /// `bounds.origin` (the offset of the view's own coordinate space; usually zero).
    public var boundsX: Double
    /// `bounds.origin.y`.
    public var boundsY: Double
    /// `transform`, decomposed, about the anchor point (the centre by default).
    public var transform: TransformComponents
    /// `alpha`.
    public var alpha: Double
    /// `backgroundColor` (``RGBA/clear`` for none).
    public var backgroundColor: RGBA
    /// `isHidden`.
    public var isHidden: Bool
    // The less common properties (``PropertyStorage/extra``): conveniences over
    // ``value(of:)`` and ``set(_:_:)``, which know every property.

    /// A label's `textColor` (black by default, as UIKit's `.label` in light appearance).
    public var textColor: RGBA {
        get { color(.textColor) }
        set { set(.textColor, .color(newValue)) }
    }
    /// `layer.cornerRadius`.
    public var cornerRadius: Double {
        get { self[scalar: .cornerRadius] }
        set { self[scalar: .cornerRadius] = newValue }
    }
    /// `layer.borderColor` (opaque black by default, as Core Animation's).
    public var borderColor: RGBA {
        get { color(.borderColor) }
        set { set(.borderColor, .color(newValue)) }
    }
    /// `layer.shadowOpacity` (0: no shadow).
    public var shadowOpacity: Double {
        get { self[scalar: .shadowOpacity] }
        set { self[scalar: .shadowOpacity] = newValue }
    }
    /// A shape layer's `strokeStart` and `strokeEnd`.
    public var strokeStart: Double {
        get { self[scalar: .strokeStart] }
        set { self[scalar: .strokeStart] = newValue }
    }
    /// A shape layer's `strokeEnd`: where the stroke ends, as a fraction of the path's length (1 by
    /// default).
    public var strokeEnd: Double {
        get { self[scalar: .strokeEnd] }
        set { self[scalar: .strokeEnd] = newValue }
    }
    /// A shape layer's `strokeColor` (clear: no stroke, Core Animation's default).
    public var strokeColor: RGBA {
        get { color(.strokeColor) }
        set { set(.strokeColor, .color(newValue)) }
    }
    /// A shape layer's `fillColor` (opaque black, Core Animation's default).
    public var fillColor: RGBA {
        get { color(.fillColor) }
        set { set(.fillColor, .color(newValue)) }
    }
    /// A shape layer's `lineWidth`.
    public var lineWidth: Double {
        get { self[scalar: .lineWidth] }
        set { self[scalar: .lineWidth] = newValue }
    }

    /// `layer.anchorPoint`, in the unit space of the bounds ((0.5, 0.5), the centre, by default):
    /// the point of the bounds that sits at ``center`` and that ``transform`` acts about.
    public var anchorPoint: (x: Double, y: Double) {
        get {
            guard box != nil, case .point(let x, let y) = value(of: .anchorPoint) else { return (0.5, 0.5) }
            return (x, y)
        }
        set { set(.anchorPoint, .point(x: newValue.x, y: newValue.y)) }
    }

    /// The value of a one-number property (0 for a property of another kind).
    public subscript(scalar property: AnimatedProperty) -> Double {
        get { if case .scalar(let v) = value(of: property) { return v } else { return 0 } }
        set { set(property, .scalar(newValue)) }
    }

    /// The value of a colour property (clear for a property of another kind).
    public func color(_ property: AnimatedProperty) -> RGBA {
        if case .color(let c) = value(of: property) { return c }
        return .clear
    }

    /// The properties stored in ``PropertyStorage/extra``, kept out of line so that a plain
    /// view's state (one per view in every timeline) stays small: `nil` while all have their
    /// defaults.
    fileprivate var box: ExtrasBox?

    /// The numbers of the ``PropertyStorage/extra`` properties, laid out by ``ExtraLayout``.
    private var extras: [Double] { box?.numbers ?? ExtraLayout.shared.defaults }

    /// Where each ``PropertyStorage/extra`` property's numbers sit in the extras block, in
    /// ``AnimatedProperty`` order, and the block holding every default.
    struct ExtraLayout: Sendable {
        /// The offset of each property's numbers, by raw value (-1 for a property with a field
        /// of its own).
        let offsets: [Int]
        /// Every extra property's default, in block order.
        let defaults: [Double]
        static let shared = ExtraLayout()

        private init() {
            var offsets = [Int](repeating: -1, count: AnimatedProperty.limit)
            var defaults: [Double] = []
            for property in AnimatedProperty.allCases where property.descriptor.storage == .extra {
                offsets[Int(property.rawValue)] = defaults.count
                property.descriptor.defaultValue.append(to: &defaults)
            }
            self.offsets = offsets
            self.defaults = defaults
        }
    }

    /// Immutable, so copies of a state may share it.
    final class ExtrasBox: Sendable {
        let numbers: [Double]
        init(_ numbers: [Double]) { self.numbers = numbers }
    }

    /// Creates a state; every argument has UIKit's default.
    public init(centerX: Double = 0, centerY: Double = 0, width: Double = 0, height: Double = 0,
                boundsX: Double = 0, boundsY: Double = 0,
                transform: TransformComponents = .identity, alpha: Double = 1,
                backgroundColor: RGBA = .clear, isHidden: Bool = false) {
        self.centerX = centerX; self.centerY = centerY; self.width = width; self.height = height
        self.boundsX = boundsX; self.boundsY = boundsY; self.transform = transform
        self.alpha = alpha; self.backgroundColor = backgroundColor; self.isHidden = isHidden
    }

    /// The value of `property` in this state.
    public func value(of property: AnimatedProperty) -> TimelineValue {
        let descriptor = property.descriptor
        switch descriptor.storage {
        case .center: return .point(x: centerX, y: centerY)
        case .size: return .size(width: width, height: height)
        case .transform: return .transform(transform)
        case .alpha: return .scalar(alpha)
        case .backgroundColor: return .color(backgroundColor)
        case .isHidden: return .flag(isHidden)
        case .boundsOrigin: return .point(x: boundsX, y: boundsY)
        case .extra:
            guard let box else { return descriptor.defaultValue }
            let offset = ExtraLayout.shared.offsets[Int(property.rawValue)]
            return TimelineValue(kind: descriptor.kind) { box.numbers[offset + $0] }
        }
    }

    /// Sets `property` to `value`, which must be of the property's kind (``TimelineValue/fits(_:)``).
    public mutating func set(_ property: AnimatedProperty, _ value: TimelineValue) {
        let descriptor = property.descriptor
        precondition(value.kind == descriptor.kind, "value \(value) does not fit \(property)")
        switch (descriptor.storage, value) {
        case (.center, .point(let x, let y)): centerX = x; centerY = y
        case (.size, .size(let w, let h)): width = w; height = h
        case (.transform, .transform(let t)): transform = t
        case (.alpha, .scalar(let v)): alpha = v
        case (.backgroundColor, .color(let c)): backgroundColor = c
        case (.isHidden, .flag(let f)): isHidden = f
        case (.boundsOrigin, .point(let x, let y)): boundsX = x; boundsY = y
        case (.extra, _):
            let offset = ExtraLayout.shared.offsets[Int(property.rawValue)]
            let width = descriptor.kind.width
            var numbers = extras
            // Setting the value a state already has (a layer's defaults, set for every view that
            // has a layer) shares or keeps no block: nothing is allocated.
            if (0..<width).allSatisfy({ numbers[offset + $0].bitPattern == value[component: $0].bitPattern }) { return }
            for i in 0..<width { numbers[offset + i] = value[component: i] }
            box = ExtrasBox(numbers)
        case (.center, _), (.size, _), (.transform, _), (.alpha, _), (.backgroundColor, _), (.isHidden, _), (.boundsOrigin, _):
            preconditionFailure("a field-stored property with a value of the wrong kind")
        }
    }

    /// The matrix from this view's bounds space to its superview's bounds space:
    /// `T(center) · transform · T(−(bounds.origin + anchorPoint · bounds.size))` (Apple, "Core
    /// Animation Programming Guide", "Layer geometry and transforms": the anchor point sits at
    /// the position, and the transform acts about it; with the default anchor, about the
    /// bounds' midpoint).
    public var matrixToSuperview: AffineMatrix { matrix(placingSubviews: false) }

    /// The matrix from the space this view's subviews are placed in to its superview's bounds
    /// space: ``matrixToSuperview`` with the linear maps that move only the subviews (a layer's
    /// `sublayerTransform`, about the anchor point) between the view's transform and the bounds
    /// offset; the same matrix when there are none.
    package var subviewsMatrixToSuperview: AffineMatrix { matrix(placingSubviews: true) }

    /// The product of the geometry properties' factors (``AnimatedProperty/geometry``, in
    /// order: ``GeometryRole``), read from this state; with `placingSubviews`, the linear maps
    /// of the subviews only are in it.
    private func matrix(placingSubviews: Bool) -> AffineMatrix {
        var product: AffineMatrix?
        var origin = (x: 0.0, y: 0.0), anchor = (x: 0.5, y: 0.5), size = (width: 0.0, height: 0.0)
        for property in AnimatedProperty.geometry {
            guard let role = property.descriptor.geometryRole else { continue }
            let value = self.value(of: property)
            var factor: AffineMatrix?
            switch role {
            case .position:
                factor = .translation(value[component: 0], value[component: 1])
            case .linear(let scope):
                guard scope == .view || placingSubviews, case .transform(let t) = value else { continue }
                factor = t.matrix
            case .bounds(.size): size = (value[component: 0], value[component: 1])
            case .bounds(.anchorPoint): anchor = (value[component: 0], value[component: 1])
            case .bounds(.origin): origin = (value[component: 0], value[component: 1])
            }
            if let factor { product = product.map { $0.multiplied(by: factor) } ?? factor }
        }
        let offset = AffineMatrix.translation(-(origin.x + anchor.x * size.width), -(origin.y + anchor.y * size.height))
        return product.map { $0.multiplied(by: offset) } ?? offset
    }

    /// Whether two states hold the same values for every property.
    public static func == (l: ViewState, r: ViewState) -> Bool {
        l.centerX == r.centerX && l.centerY == r.centerY && l.width == r.width
            && l.height == r.height && l.boundsX == r.boundsX && l.boundsY == r.boundsY
            && l.transform == r.transform && l.alpha == r.alpha
            && l.backgroundColor == r.backgroundColor && l.isHidden == r.isHidden
            && (l.box === r.box || l.extras == r.extras)
    }

    /// Hashes the view's geometry, alpha and visibility (equal states hash alike).
    public func hash(into h: inout Hasher) {
        h.combine(centerX); h.combine(centerY); h.combine(width); h.combine(height)
        h.combine(transform); h.combine(alpha); h.combine(isHidden)
    }
}

extension TimelineViews {
    /// `self[view].initialValue(of: property)`, read through the record's address: calling a
    /// method of the record from another module copied the whole record first (~215
    /// instructions with its destroy), 3 times per view in the SVG writer's keyframes.
    package func initialValue(of view: Int, _ property: AnimatedProperty) -> TimelineValue {
        TimelineView.initialValue(at: storage.pointer(at: view), property)
    }

    /// `self[view].parent`, read through the record's address (see ``initialValue(of:_:)``).
    package func parent(of view: Int) -> Int? {
        let p = storage.pointer(at: view).pointee.storedParent
        return p < 0 ? nil : Int(p)
    }

    /// `self[view].drawnBelow`, read through the record's address (see ``initialValue(of:_:)``).
    package func drawnBelow(of view: Int) -> Int? {
        storage.pointer(at: view).pointee.changesBox?.drawnBelow
    }

    /// `self[view].initial`, read through the record's address (see ``initialValue(of:_:)``):
    /// the SVG writer reads it 3 times per view.
    package func initialState(of view: Int) -> ViewState {
        storage.pointer(at: view).pointee.storedInitial.state
    }

    /// `self[view].contentChanges`, read through the record's address (see
    /// ``initialValue(of:_:)``): empty for most views.
    package func contentChanges(of view: Int) -> [ContentChange] {
        storage.pointer(at: view).pointee.changesBox?.changes ?? []
    }
}

/// A view as the timeline records it: where it sits in the hierarchy and how it started.
///
/// Kept small (a large story holds one per view): the index and the parent's index are
/// stored in 32 bits, and layer looks other than the defaults sit in a shared box.
public struct TimelineView: Hashable, Sendable {
    private var storedIndex: Int32
    /// The superview's index, or -1.
    fileprivate var storedParent: Int32
    /// Its index in ``Timeline/views`` (parents always come before their children).
    public var index: Int {
        get { Int(storedIndex) }
        set { storedIndex = Int32(newValue) }
    }
    /// The user's `accessibilityIdentifier`, if any (raw: writers make it a safe id).
    public var identifier: String?
    /// The index of the superview, or `nil` for a view added to the stage itself.
    public var parent: Int? {
        get { storedParent < 0 ? nil : Int(storedParent) }
        set { storedParent = newValue.map { Int32($0) } ?? -1 }
    }
    /// The index of the sibling (a view with the same parent, added before this one) that this
    /// view joined directly below, as `insertSubview(_:at:)` and `insertSubview(_:belowSubview:)`
    /// place it; `nil` when it joined in front of its siblings (`addSubview`). Siblings are
    /// drawn in the order they joined, each of these directly below its sibling
    /// (``ViewTree``).
    package var drawnBelow: Int? {
        get { changesBox?.drawnBelow }
        set { changesBox = ChangesBox.make(contentChanges, drawnBelow: newValue) }
    }
    /// The state when the view joined the stage.
    public var initial: ViewState {
        get { storedInitial.state }
        set { storedInitial = CompactViewState(newValue) }
    }
    fileprivate var storedInitial: CompactViewState
    /// When the view joined the stage.
    public var addedAt: StoryTime
    /// When it was removed from the stage, if it was (`Int64.min` ticks: never).
    private var removedTicks: Int64
    /// When it was removed from the stage, if it was.
    public var removedAt: StoryTime? {
        get { removedTicks == .min ? nil : StoryTime(ticks: removedTicks) }
        set { removedTicks = newValue?.ticks ?? .min }
    }
    /// What the view draws beyond its background (plain views draw nothing more).
    public var content: ViewContent
    private var lookBox: LookBox?
    /// The layer's looks that never animate (border width, shadow shape, clipping).
    public var look: LayerLook {
        get { lookBox?.look ?? LayerLook() }
        set { lookBox = newValue == LayerLook() ? nil : LookBox(newValue) }
    }

    fileprivate var changesBox: ChangesBox?
    /// What the view draws from later instants on, oldest first, each after ``content`` (or the
    /// change before it): a label's new text, an image view's new image. Empty for most views.
    public var contentChanges: [ContentChange] {
        get { changesBox?.changes ?? [] }
        set { changesBox = ChangesBox.make(newValue, drawnBelow: drawnBelow) }
    }

    /// The value of `property` when the view joined the stage: `initial.value(of: property)`,
    /// read without building the whole ``ViewState`` for the usual compact record.
    package func initialValue(of property: AnimatedProperty) -> TimelineValue {
        storedInitial.value(of: property)
    }

    /// `record.pointee.initialValue(of: property)` without copying the record: calling the
    /// method on `pointee` copies (and retains) the whole record first, even in this module
    /// (the timeline recorder's first change of each track).
    @inline(__always) static func initialValue(at record: UnsafePointer<TimelineView>,
                                               _ property: AnimatedProperty) -> TimelineValue {
        record.pointee.storedInitial.value(of: property)
    }

    /// The last instant the record at `record` names, in ticks (at least 0): when it joined,
    /// left, or its last cross-dissolve ends (``contentFadeEnd``), read without copying the
    /// record (a story's duration covers it).
    @inline(__always) static func lastInstant(at record: UnsafePointer<TimelineView>) -> Int64 {
        var end = max(0, record.pointee.addedAt.ticks, record.pointee.removedTicks)
        if record.pointee.changesBox != nil, let fadeEnd = record.pointee.contentFadeEnd {
            end = max(end, fadeEnd.ticks)
        }
        return end
    }

    /// What the view draws at `time`: the last content change at or before it, else ``content``.
    public func content(at time: StoryTime) -> ViewContent {
        guard let changes = changesBox?.changes, !changes.isEmpty else { return content }
        return changes.last(where: { $0.time <= time })?.content ?? content
    }

    /// A view record; the index and the parent's index must fit 32 bits (see
    /// ``TimelineRecorder/maximumViews``).
    package init(index: Int, identifier: String?, parent: Int?, initial: ViewState, addedAt: StoryTime,
                 removedAt: StoryTime?, content: ViewContent, look: LayerLook = LayerLook()) {
        storedIndex = Int32(index)
        storedParent = parent.map { Int32($0) } ?? -1
        self.identifier = identifier
        storedInitial = CompactViewState(initial)
        self.addedAt = addedAt
        removedTicks = removedAt?.ticks ?? .min
        self.content = content
        lookBox = nil
        self.look = look
    }

    /// Looks other than the defaults, shared between copies (immutable).
    private final class LookBox: Hashable, Sendable {
        let look: LayerLook
        init(_ look: LayerLook) { self.look = look }
        static func == (a: LookBox, b: LookBox) -> Bool { a.look == b.look }
        func hash(into h: inout Hasher) { h.combine(look) }
    }

    /// Content changes and the sibling joined below, rare, shared between copies (immutable).
    fileprivate final class ChangesBox: Hashable, Sendable {
        let changes: [ContentChange]
        let drawnBelow: Int?
        private init(_ changes: [ContentChange], drawnBelow: Int?) { self.changes = changes; self.drawnBelow = drawnBelow }
        /// A box, or `nil` when there is nothing to keep.
        static func make(_ changes: [ContentChange], drawnBelow: Int?) -> ChangesBox? {
            changes.isEmpty && drawnBelow == nil ? nil : ChangesBox(changes, drawnBelow: drawnBelow)
        }
        static func == (a: ChangesBox, b: ChangesBox) -> Bool { a.changes == b.changes && a.drawnBelow == b.drawnBelow }
        func hash(into h: inout Hasher) { h.combine(changes); h.combine(drawnBelow) }
    }

    /// The identifier, or `#index` for a view without one (for text and messages).
    public var displayName: String { identifier ?? "#\(index)" }
}

/// A view's drawing replaced at an instant after it joined the stage: at once (UIKit shows a
/// label's new text, or an image view's new image, at once), or cross-dissolved from the
/// picture on screen over ``duration`` along ``curve`` (inside
/// `UIView.transition(with:duration:options: .transitionCrossDissolve, …)`, a `CATransition` of
/// type `.fade`, or a `CABasicAnimation` of `contents`); see ``TimelineView/contentWeights(at:)``.
public struct ContentChange: Hashable, Sendable {
    /// When the new content starts to show.
    public var time: StoryTime
    /// The new content.
    public var content: ViewContent
    /// How long the cross-dissolve takes (zero: the new content replaces the old at once).
    public var duration: StoryTime
    /// How the new content's share follows time during the cross-dissolve.
    public var curve: TimingCurve
    /// The share of the new content when the cross-dissolve ends: 1, or less for a fade that a
    /// story cut at its end stopped part way (``Story`` recorded for a chosen duration).
    public var reach: Double

    /// Creates a content change at `time`; with the defaults, the new content replaces the old at
    /// once.
    public init(time: StoryTime, content: ViewContent, duration: StoryTime = .zero,
                curve: TimingCurve = .linear, reach: Double = 1) {
        self.time = time; self.content = content
        self.duration = duration; self.curve = curve; self.reach = reach
    }

    /// Whether the change cross-dissolves (takes time).
    public var fades: Bool { duration > .zero }
}


/// One recorded change of one property of one view.
public struct Segment: Hashable, Sendable {
    /// Index of the view in ``Timeline/views``.
    public var view: Int
    /// The view's identifier (or `#index`).
    public var viewName: String
    /// What changed.
    public var property: AnimatedProperty
    /// When the change starts showing (absolute story time).
    public var start: StoryTime
    /// How long it takes (zero for an instant change).
    public var duration: StoryTime
    /// The value shown at `start` (what was on screen then).
    public var from: TimelineValue
    /// The value shown from `start + duration` on.
    public var to: TimelineValue
    /// How progress follows time.
    public var curve: TimingCurve

    /// When the change ends.
    public var end: StoryTime { start + duration }
}

/// A view record's initial state in 48 bytes instead of ``ViewState``'s 152: the centre and
/// size inline, the background colour packed as four bytes when each channel is exactly k/255
/// (named colours, clear), and `isHidden`; a state with anything else (a bounds origin, a
/// transform, an alpha, a colour that does not pack, label or layer extras) keeps the whole
/// ``ViewState`` in a shared box. Large stories have one record per view, alive for the whole
/// recording.
///
/// Equality and hashing are those of the state it stands for.
struct CompactViewState: Hashable, Sendable {
    private var centerX: Double, centerY: Double, width: Double, height: Double
    private var color: UInt32
    private var isHidden: Bool
    private var full: FullState?

    final class FullState: Sendable {
        let state: ViewState
        init(_ state: ViewState) { self.state = state }
    }

    init(_ s: ViewState) {
        centerX = s.centerX; centerY = s.centerY; width = s.width; height = s.height
        isHidden = s.isHidden
        let t = s.transform
        if let packed = CompactViewState.pack(s.backgroundColor), s.box == nil,
           CompactViewState.same(s.boundsX, 0), CompactViewState.same(s.boundsY, 0),
           CompactViewState.same(s.alpha, 1),
           (0..<TransformComponents.count).allSatisfy({ CompactViewState.same(t[$0], TransformComponents.identityComponent($0)) }) {
            color = packed
            full = nil
        } else {
            color = 0
            full = FullState(s)
        }
    }

    /// The state this stands for.
    var state: ViewState {
        if let full { return full.state }
        return ViewState(centerX: centerX, centerY: centerY, width: width, height: height,
                         backgroundColor: unpackedColor, isHidden: isHidden)
    }

    /// The packed background colour of a compact record.
    private var unpackedColor: RGBA {
        func channel(_ shift: UInt32) -> Double { Double((color >> shift) & 0xFF) / 255 }
        return RGBA(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }

    /// `state.value(of: property)`, without building the state for the properties stored here.
    /// Always inlined: a call from the record's address then reads the fields in place instead
    /// of copying (and retaining) the record first.
    @inline(__always) func value(of property: AnimatedProperty) -> TimelineValue {
        if let full { return full.state.value(of: property) }
        switch property.descriptor.storage {
        case .center: return .point(x: centerX, y: centerY)
        case .size: return .size(width: width, height: height)
        case .isHidden: return .flag(isHidden)
        // A compact record holds exactly these (see init).
        case .boundsOrigin: return .point(x: 0, y: 0)
        case .alpha: return .scalar(1)
        // Without building the state (a view's first change of its transform or colour reads
        // these): the identity, the unpacked colour, and the defaults of a state without extras.
        case .transform: return .transform(TransformComponents(translationX: 0, translationY: 0, rotation: 0, skew: 0, scaleX: 1, scaleY: 1))
        case .backgroundColor: return .color(unpackedColor)
        case .extra: return property.descriptor.defaultValue
        }
    }

    /// Whether the whole state had to go into a box.
    var isBoxed: Bool { full != nil }

    static func == (a: CompactViewState, b: CompactViewState) -> Bool { a.state == b.state }
    func hash(into hasher: inout Hasher) { hasher.combine(state) }

    /// Bit for bit (so that -0 and NaN payloads come back as they went in).
    private static func same(_ x: Double, _ y: Double) -> Bool { x.bitPattern == y.bitPattern }

    /// The colour as RGBA bytes when every channel is exactly k/255.
    private static func pack(_ c: RGBA) -> UInt32? {
        guard let r = byte(c.red), let g = byte(c.green), let b = byte(c.blue), let a = byte(c.alpha) else {
            return nil
        }
        return r << 24 | g << 16 | b << 8 | a
    }

    /// k when `value` is exactly k/255 for a k in 0...255.
    private static func byte(_ value: Double) -> UInt32? {
        guard value >= 0, value <= 1 else { return nil }
        let k = UInt32((value * 255).rounded())
        return same(Double(k) / 255, value) ? k : nil   // -0 does not come back: boxed
    }
}
