import AnimaticEngine
import AnimaticClock
import AnimaticTimeline
import Foundation

/// A view that lays out its arranged subviews in a row or a column with Auto Layout
/// constraints, as UIKit's `UIStackView` (Apple, `UIStackView`; "Auto Layout Guide: Stack
/// Views").
///
/// ```swift
/// let rows = UIStackView(arrangedSubviews: [title, subtitle, button])
/// rows.axis = .vertical
/// rows.spacing = 12
/// rows.alignment = .center
/// rows.translatesAutoresizingMaskIntoConstraints = false
/// view.addSubview(rows)
/// // …pin it, then later:
/// UIView.animate(withDuration: 0.3) {
///     subtitle.isHidden = true        // collapses; the others move into place
///     rows.layoutIfNeeded()
/// }
/// ```
///
/// The stack makes the constraints UIKit's does (named with UIKit's `UISV-` identifiers in
/// messages): the first and last visible views pinned to its edges (or its margins with
/// ``isLayoutMarginsRelativeArrangement``), ``spacing`` (or ``setCustomSpacing(_:after:)``)
/// between neighbours, the ``distribution`` along the axis and the ``alignment`` across it. A
/// hidden arranged subview keeps its place in the hierarchy and collapses to zero along the
/// axis (UIKit's `UISV-hiding` constraint: a zero width or height, as reported by the authors of
/// FDStackView, a UIStackView re-implementation, github.com/forkingdog/FDStackView issue 6),
/// and the spacing next to it goes. Hidden inside an animation block, it collapses with the
/// block's animation and disappears when the animation ends (UIKit's stack views animate
/// hiding this way: Apple's `UIStackView` documentation animates `isHidden` in a block); its
/// alpha does not change. The stack re-arranges inside the block that hides or shows, as in
/// UIKit, so the block needs no `layoutIfNeeded()` of its own.
open class UIStackView: UIView {
    /// How the arranged views share the stack's length along its axis (UIKit's raw values).
    public enum Distribution: Int, Sendable {
        /// The views fill the length: the one with the lowest hugging priority stretches, the one
        /// with the lowest compression resistance shrinks (ties: the solver's choice).
        case fill = 0
        /// Every view gets the same length.
        case fillEqually = 1
        /// The lengths follow the views' intrinsic lengths (views without one: as `.fill`).
        case fillProportionally = 2
        /// The views keep their intrinsic lengths and the gaps between them are equal (at least
        /// ``UIStackView/spacing``).
        case equalSpacing = 3
        /// The views keep their intrinsic lengths and their centres are equally spaced (gaps at
        /// least ``UIStackView/spacing``).
        case equalCentering = 4
    }

    /// How the arranged views sit across the stack's axis (UIKit's raw values; `.top` is
    /// `.leading` and `.bottom` is `.trailing`).
    public enum Alignment: Int, Sendable {
        /// The views fill the stack's width (or height) across the axis.
        case fill = 0
        /// Aligned to the leading (left) edge, or the top for a horizontal stack.
        case leading = 1
        /// First baselines aligned (horizontal stacks; a vertical stack fills).
        case firstBaseline = 2
        /// Centred across the axis.
        case center = 3
        /// Aligned to the trailing (right) edge, or the bottom for a horizontal stack.
        case trailing = 4
        /// Last baselines aligned (horizontal stacks; a vertical stack fills).
        case lastBaseline = 5

        /// The top edge (a horizontal stack's `.leading`).
        public static var top: Alignment { .leading }
        /// The bottom edge (a horizontal stack's `.trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing ``customSpacing(after:)`` reports when none is set (UIKit's value).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A spacing that asks for the system spacing: 8 pt in Animatic (see
    /// `NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)`).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// The views the stack arranges, in order. Each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []

    /// The axis views are arranged along (`.horizontal` by default).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    /// How the views share the length along the axis (`.fill` by default).
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    /// How the views sit across the axis (`.fill` by default).
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    /// The space between neighbouring views (0 by default; a minimum for the equal
    /// distributions). ``spacingUseSystem`` is 8 pt.
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementChanged() } } }
    /// Whether the views are arranged within the stack's layout margins rather than its bounds
    /// (`false` by default).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var stackConstraints: [NSLayoutConstraint] = []
    private var distributingGuides: [UILayoutGuide] = []
    private var needsArrangement = true

    /// A stack with no arranged views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        arrangementChanged()
    }

    /// A stack arranging `views` (each becomes a subview, in order).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// A stack with no arranged views (there are no archives to decode from).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        arrangementChanged()
    }

    /// Adds `view` to the end of the arranged views (and as a subview, if it is not one); its
    /// `translatesAutoresizingMaskIntoConstraints` becomes `false`, as UIKit does.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (arrangedSubviews.contains { $0 === view } ? 1 : 0))
    }

    /// Inserts `view` among the arranged views at `stackIndex`. An index outside
    /// `0...arrangedSubviews.count` is reported (UIKit raises) and clamped.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view === self {
            return reportToCurrentStory(.misuse(call: "UIStackView.insertArrangedSubview(_:at:)",
                                                problem: "cannot arrange a stack view inside itself"))
        }
        arrangedSubviews.removeAll { $0 === view }
        var index = stackIndex
        if index < 0 || index > arrangedSubviews.count {
            reportToCurrentStory(.invalidArgument(
                call: "UIStackView.insertArrangedSubview(_:at:)", argument: "stackIndex",
                problem: "index \(stackIndex) is outside 0...\(arrangedSubviews.count); clamped"))
            index = min(max(0, index), arrangedSubviews.count)
        }
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }   // refused (a view containing the stack)
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.layoutStorage.arrangedIn = self
        arrangementChanged()
    }

    /// Removes `view` from the arranged views; it stays a subview (as in UIKit: remove it from
    /// its superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        view.extras?.layout?.arrangedIn = nil
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Sets the spacing after `arrangedSubview` (instead of ``spacing``).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The spacing after `arrangedSubview`, or ``spacingUseDefault`` when none is set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The first arranged view's (UIKit: a stack's first baseline is its first arranged view's).
    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// The last arranged view's.
    open override var forLastBaselineLayout: UIView {
        arrangedSubviews.last { !$0.isHidden }?.forLastBaselineLayout ?? self
    }

    /// Makes the stack's constraints again if the arrangement changed, then `super`.
    open override func updateConstraints() {
        if needsArrangement { arrange() }
        super.updateConstraints()
    }

    // MARK: - Changes

    /// The arrangement changed: the constraints are made again in the next update pass.
    final func arrangementChanged() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    /// An arranged view left the stack (removed from its superview).
    final func arrangedSubviewLeft(_ view: UIView) {
        removeArrangedSubview(view)
    }

    /// An arranged view was hidden or shown: re-arranges, inside the current animation block if
    /// there is one. Returns whether the stack recorded the hiding itself (at the end of the
    /// block's animation, so the view collapses visibly first).
    final func arrangedSubviewHiddenChanged(_ view: UIView) -> Bool {
        arrangementChanged()
        let thread = AnimationScope.thread
        guard let scope = thread.current, !scope.instant, !thread.actionsDisabled else { return false }
        layoutIfNeeded()
        guard view.storedIsHidden, let recorder = view.stageRecorder, scope.duration > .zero else { return false }
        recorder.record(view: view.stageIndex, property: .isHidden, start: recorder.clock.now + scope.offset + scope.duration,
                        duration: .zero, curve: .linear, to: .flag(true))
        return true
    }

    // MARK: - Constraints

    private func arrange() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(stackConstraints)
        stackConstraints = []
        for guide in distributingGuides { removeLayoutGuide(guide) }
        distributingGuides = []
        let arranged = arrangedSubviews.filter { $0.superview === self }
        guard !arranged.isEmpty else { return }
        let horizontal = axis == .horizontal
        let canvas = isLayoutMarginsRelativeArrangement ? LayoutItemReference(guide: layoutMarginsGuide)
            : LayoutItemReference(view: self)
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        var made: [NSLayoutConstraint] = []
        func add(_ a: LayoutItemReference, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                 _ b: LayoutItemReference?, _ attrB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                 constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String) {
            let c = NSLayoutConstraint(first: a, attrA, relation, second: b, attrB, multiplier: multiplier,
                                       constant: constant, secondGiven: b != nil, call: "UIStackView")
            c.priority = priority
            c.identifier = identifier
            c.isSystemConstraint = true
            made.append(c)
        }
        func item(_ view: UIView) -> LayoutItemReference { LayoutItemReference(view: view) }
        func intrinsicLength(_ view: UIView, along: Bool) -> CGFloat? {
            let size = view.intrinsicContentSize
            let value = (along == horizontal) ? size.width : size.height
            return value == UIView.noIntrinsicMetric || !value.isFinite || value < 0 ? nil : value
        }
        func gap(after view: UIView) -> CGFloat {
            let value = customSpacings[ObjectIdentifier(view)] ?? spacing
            return value == UIStackView.spacingUseSystem ? standardSystemSpacing : value
        }

        let visible = arranged.filter { !$0.isHidden }
        // Hidden views collapse where they stand (UISV-hiding).
        var previousVisible: UIView?
        for view in arranged {
            if view.isHidden {
                add(item(view), length, .equal, nil, .notAnAttribute, "UISV-hiding")
                if let previousVisible {
                    add(item(view), start, .equal, item(previousVisible), end, "UISV-hiding")
                } else {
                    add(item(view), start, .equal, canvas, start, "UISV-hiding")
                }
            } else {
                previousVisible = view
            }
        }
        if let first = visible.first, let last = visible.last {
            add(item(first), start, .equal, canvas, start, "UISV-canvas-connection")
            add(item(last), end, .equal, canvas, end, "UISV-canvas-connection")
        }
        var proportional = distribution == .fillProportionally
        var lengths: [CGFloat] = []
        if proportional {
            lengths = visible.compactMap { intrinsicLength($0, along: true) }
            proportional = lengths.count == visible.count && lengths.allSatisfy { $0 > 0 }
        }
        var firstGuide: UILayoutGuide?
        for (i, pair) in zip(visible, visible.dropFirst()).enumerated() {
            let (a, b) = pair
            let space = gap(after: a)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(item(b), start, .equal, item(a), end, constant: space, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                distributingGuides.append(guide)
                let g = LayoutItemReference(guide: guide)
                if distribution == .equalSpacing {
                    add(g, start, .equal, item(a), end, "UISV-distributing")
                    add(g, end, .equal, item(b), start, "UISV-distributing")
                    add(g, length, .greaterThanOrEqual, nil, .notAnAttribute, constant: space, "UISV-spacing")
                    add(g, length, .equal, nil, .notAnAttribute, constant: space, priority: .fittingSizeLevel, "UISV-spacing")
                    if let firstGuide { add(g, length, .equal, LayoutItemReference(guide: firstGuide), length, "UISV-fill-equally") }
                } else {
                    add(g, start, .equal, item(a), center, "UISV-distributing")
                    add(g, end, .equal, item(b), center, "UISV-distributing")
                    add(item(b), start, .greaterThanOrEqual, item(a), end, constant: space, "UISV-spacing")
                    add(item(b), start, .equal, item(a), end, constant: space, priority: .fittingSizeLevel, "UISV-spacing")
                    if let firstGuide {
                        add(g, length, .equal, LayoutItemReference(guide: firstGuide), length, priority: UILayoutPriority(999),
                            "UISV-fill-equally")
                    }
                }
                if firstGuide == nil { firstGuide = guide }
            }
            if distribution == .fillEqually {
                add(item(b), length, .equal, item(visible[0]), length, "UISV-fill-equally")
            } else if proportional {
                add(item(b), length, .equal, item(visible[0]), length, multiplier: lengths[i + 1] / lengths[0],
                    "UISV-fill-proportionally")
            }
        }
        for view in visible where intrinsicLength(view, along: true) == nil && distribution != .fillEqually {
            add(item(view), length, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
        }
        // Across the axis.
        var effective = alignment
        if !horizontal && (effective == .firstBaseline || effective == .lastBaseline) { effective = .fill }
        let reference = visible.first ?? arranged[0]
        for view in arranged {
            switch effective {
            case .fill:
                add(item(view), crossStart, .equal, canvas, crossStart, "UISV-alignment")
                add(item(view), crossEnd, .equal, canvas, crossEnd, "UISV-alignment")
            case .leading:
                add(item(view), crossStart, .equal, canvas, crossStart, "UISV-alignment")
                add(item(view), crossEnd, .lessThanOrEqual, canvas, crossEnd, "UISV-spanning-boundary")
            case .trailing:
                add(item(view), crossEnd, .equal, canvas, crossEnd, "UISV-alignment")
                add(item(view), crossStart, .greaterThanOrEqual, canvas, crossStart, "UISV-spanning-boundary")
            case .center:
                add(item(view), crossCenter, .equal, canvas, crossCenter, "UISV-alignment")
                add(item(view), crossStart, .greaterThanOrEqual, canvas, crossStart, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== reference { add(item(view), baseline, .equal, item(reference), baseline, "UISV-alignment") }
                add(item(view), crossStart, .greaterThanOrEqual, canvas, crossStart, "UISV-spanning-boundary")
                add(item(view), crossEnd, .lessThanOrEqual, canvas, crossEnd, "UISV-spanning-boundary")
            }
            if effective != .fill && intrinsicLength(view, along: false) == nil {
                add(item(view), crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25),
                    "UISV-ambiguity-suppression")
            }
        }
        if effective != .fill {
            // The stack hugs its tallest (widest) view when nothing else sets its size.
            add(canvas, crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit")
            if effective == .firstBaseline || effective == .lastBaseline {
                add(item(reference), crossStart, .equal, canvas, crossStart, priority: UILayoutPriority(48),
                    "UISV-canvas-fit")
            }
        }
        stackConstraints = made
        NSLayoutConstraint.activate(made)
    }
}
