import AnimaticClock

/// Everything the timeline knows about one view at one instant, in its own terms.
public struct ViewState: Hashable, Sendable {
    /// Centre in the superview's bounds coordinates.
    public var center: (x: Double, y: Double) {
        get { (centerX, centerY) }
        set { centerX = newValue.x; centerY = newValue.y }
    }
    public var centerX: Double
    public var centerY: Double
    /// `bounds.size`.
    public var width: Double
    public var height: Double
    /// `bounds.origin` (the offset of the view's own coordinate space; usually zero).
    public var boundsX: Double
    public var boundsY: Double
    /// `transform`, decomposed, about the centre.
    public var transform: TransformComponents
    /// `alpha`.
    public var alpha: Double
    /// `backgroundColor` (``RGBA/clear`` for none).
    public var backgroundColor: RGBA
    /// `isHidden`.
    public var isHidden: Bool

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
        switch property {
        case .center: return .point(x: centerX, y: centerY)
        case .size: return .size(width: width, height: height)
        case .transform: return .transform(transform)
        case .alpha: return .scalar(alpha)
        case .backgroundColor: return .color(backgroundColor)
        case .isHidden: return .flag(isHidden)
        }
    }

    /// Sets `property` from a value of the matching kind (others are ignored).
    public mutating func set(_ property: AnimatedProperty, _ value: TimelineValue) {
        switch (property, value) {
        case (.center, .point(let x, let y)): centerX = x; centerY = y
        case (.size, .size(let w, let h)): width = w; height = h
        case (.transform, .transform(let t)): transform = t
        case (.alpha, .scalar(let v)): alpha = v
        case (.backgroundColor, .color(let c)): backgroundColor = c
        case (.isHidden, .flag(let f)): isHidden = f
        default: break
        }
    }

    /// The matrix from this view's bounds space to its superview's bounds space:
    /// `T(center) · transform · T(−bounds.midX, −bounds.midY)`.
    public var matrixToSuperview: AffineMatrix {
        AffineMatrix.translation(centerX, centerY)
            .multiplied(by: transform.matrix)
            .multiplied(by: .translation(-(boundsX + width / 2), -(boundsY + height / 2)))
    }

    public static func == (l: ViewState, r: ViewState) -> Bool {
        l.centerX == r.centerX && l.centerY == r.centerY && l.width == r.width
            && l.height == r.height && l.boundsX == r.boundsX && l.boundsY == r.boundsY
            && l.transform == r.transform && l.alpha == r.alpha
            && l.backgroundColor == r.backgroundColor && l.isHidden == r.isHidden
    }

    public func hash(into h: inout Hasher) {
        h.combine(centerX); h.combine(centerY); h.combine(width); h.combine(height)
        h.combine(transform); h.combine(alpha); h.combine(isHidden)
    }
}

/// A view as the timeline records it: where it sits in the hierarchy and how it started.
public struct TimelineView: Hashable, Sendable {
    /// Its index in ``Timeline/views`` (parents always come before their children).
    public var index: Int
    /// The user's `accessibilityIdentifier`, if any (raw: writers make it a safe id).
    public var identifier: String?
    /// The index of the superview, or `nil` for a view added to the stage itself.
    public var parent: Int?
    /// The state when the view joined the stage.
    public var initial: ViewState
    /// When the view joined the stage.
    public var addedAt: StoryTime
    /// When it was removed from the stage, if it was.
    public var removedAt: StoryTime?
    /// What the view draws beyond its background (plain views draw nothing more).
    public var content: ViewContent

    /// The identifier, or `#index` for a view without one (for text and messages).
    public var displayName: String { identifier ?? "#\(index)" }
}

/// What a view draws inside its bounds, beyond its background colour.
public enum ViewContent: Hashable, Sendable {
    /// Nothing but the background.
    case plain
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
