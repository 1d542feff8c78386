import AnimaticEngine
import AnimaticClock
import Foundation

extension UIView {
    /// Which edges of a view stretch when its superview's bounds change size, as UIKit's
    /// `UIView.AutoresizingMask` (raw values UIKit's).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits (UIKit's raw value).
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The size `systemLayoutSizeFitting(_:)` pulls towards for the smallest fitting size.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size `systemLayoutSizeFitting(_:)` pulls towards for the largest fitting size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: - Storage

    /// The view's Auto Layout storage, made on first use.
    final var layoutStorage: ViewLayout {
        if extras == nil { extras = ViewExtras() }
        if let layout = extras!.layout { return layout }
        let layout = ViewLayout(view: self)
        extras!.layout = layout
        return layout
    }

    /// The top of the view's hierarchy (the view itself when it has no superview).
    final var topView: UIView {
        var view = self
        while let parent = view.storedSuperview { view = parent }
        return view
    }

    /// The engine of the view's hierarchy, if it has one.
    final var treeEngine: LayoutEngine? {
        topView.extras?.layout?.engine
    }

    /// The name messages use for the view: `UILabel:'title'`, `UIView:#3` on stage, or the class.
    package final var layoutMessageName: String {
        let type = "\(Swift.type(of: self))"
        if let id = storedIdentifier { return "\(type):'\(id)'" }
        return stageIndex >= 0 ? "\(type):#\(stageIndex)" : type
    }

    /// The rectangle Auto Layout reads and places: the rectangle of `bounds.size` centred on the
    /// view's `center`. UIKit's layout engine sets `bounds` and `center` (the layer's `position`),
    /// which the transform does not distort (Apple, `UIView.transform`: "the transform property
    /// does not affect Auto Layout. Auto Layout calculates a view's alignment rectangle based on
    /// its untransformed frame"), so a view scaled by 1.2 keeps the bounds its constraints give
    /// it rather than 1/1.2 of them. Nor does the layer's `anchorPoint` enter: the engine puts
    /// `center` at the middle of the solved rectangle, so a view whose anchor is not its centre is
    /// drawn offset from that rectangle by (0.5 − anchor)·size, the displacement apps see when they
    /// change the anchor of a view under constraints (stackoverflow.com/questions/12943107) and
    /// rely on to pivot a constrained view about an edge (Ramotion's circle-menu pins a container's
    /// centre and turns it about its bottom edge, anchor (0.5, 1)).
    package final var untransformedFrame: CGRect {
        get {
            let size = storedBounds.size
            return CGRect(x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
                          width: size.width, height: size.height)
        }
        set {
            let r = newValue.standardized
            center = CGPoint(x: r.midX, y: r.midY)
            bounds = CGRect(origin: storedBounds.origin, size: r.size)
        }
    }

    /// Solves the hierarchy's constraints if they changed, without setting any frame.
    final func solveTreeIfNeeded() {
        guard let engine = treeEngine else { return }
        if engine.needsSolve { engine.solve() }
    }

    /// The engine's part of a change of this view's frame: a view that takes part and translates
    /// its autoresizing mask is held at its new frame.
    @inline(never)
    final func layoutFrameDidChange(_ layout: ViewLayout) {
        guard let variables = layout.variablesIfMade, let engine = variables.engine else { return }
        if layout.translates || storedSuperview == nil { engine.itemChanged(LayoutItemReference(view: self)) }
    }

    /// Applies the autoresizing masks of the subviews after the bounds changed from `oldSize`,
    /// as UIKit does for views that translate their mask (Apple, `UIView.autoresizingMask`: "If
    /// more than one option along the same axis is set, the default behavior is to distribute
    /// the size difference proportionally among the flexible portions").
    @inline(never)
    final func resizeSubviews(from oldSize: CGSize) {
        let newSize = storedBounds.size
        for child in subviews {
            guard let layout = child.extras?.layout, layout.translates, !layout.autoresizingMask.isEmpty else { continue }
            let mask = layout.autoresizingMask
            let f = child.frame
            func distribute(_ low: CGFloat, _ size: CGFloat, _ high: CGFloat, flexible: (Bool, Bool, Bool),
                            delta: CGFloat) -> (CGFloat, CGFloat) {
                let parts = [flexible.0 ? max(0, low) : 0, flexible.1 ? max(0, size) : 0, flexible.2 ? max(0, high) : 0]
                let count = CGFloat([flexible.0, flexible.1, flexible.2].filter { $0 }.count)
                guard count > 0 else { return (low, size) }
                let total = parts.reduce(0, +)
                func share(_ i: Int, _ on: Bool) -> CGFloat {
                    guard on else { return 0 }
                    return total > 0 ? delta * parts[i] / total : delta / count
                }
                return (low + share(0, flexible.0), size + share(1, flexible.1))
            }
            let (x, w) = distribute(f.minX, f.width, oldSize.width - f.maxX,
                                    flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                               mask.contains(.flexibleRightMargin)),
                                    delta: newSize.width - oldSize.width)
            let (y, h) = distribute(f.minY, f.height, oldSize.height - f.maxY,
                                    flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                               mask.contains(.flexibleBottomMargin)),
                                    delta: newSize.height - oldSize.height)
            let target = CGRect(x: x, y: y, width: max(0, w), height: max(0, h))
            if target != f { child.frame = target }
        }
    }

    // MARK: - Translating the autoresizing mask

    /// Whether the view's frame (and autoresizing mask) is turned into constraints that hold it
    /// where it is (`true` by default, as UIKit's). Set it to `false` for a view positioned by
    /// constraints: otherwise the constraints holding its frame conflict with yours, and the
    /// conflict is reported as UIKit logs it.
    public final var translatesAutoresizingMaskIntoConstraints: Bool {
        get { extras?.layout?.translates ?? true }
        set {
            let layout = layoutStorage
            guard layout.translates != newValue else { return }
            layout.translates = newValue
            if let engine = layout.variablesIfMade?.engine { engine.itemChanged(LayoutItemReference(view: self)) }
        }
    }

    /// How the view stretches when its superview's bounds change size (none by default, as
    /// UIKit's views made in code). Applied when the superview's size changes (inside an
    /// animation block, the subviews' new frames animate with it), to views that translate
    /// their mask and whose superview ``autoresizesSubviews``.
    public final var autoresizingMask: UIView.AutoresizingMask {
        get { extras?.layout?.autoresizingMask ?? [] }
        set {
            guard newValue != autoresizingMask else { return }
            layoutStorage.autoresizingMask = newValue
            if !newValue.isEmpty { storedSuperview?.hasAutoresizingSubviews = true }
        }
    }

    /// Whether the view resizes its subviews by their ``autoresizingMask`` when its bounds change
    /// size (`true` by default).
    public final var autoresizesSubviews: Bool {
        get { !noAutoresizing }
        set { noAutoresizing = !newValue }
    }

    // MARK: - Anchors

    var layoutItemReference: LayoutItemReference { LayoutItemReference(view: self) }

    /// The view's leading edge (its left edge: Animatic lays out left to right).
    public final var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItemReference, .leading) }
    /// The view's trailing edge (its right edge).
    public final var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItemReference, .trailing) }
    /// The view's left edge.
    public final var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItemReference, .left) }
    /// The view's right edge.
    public final var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItemReference, .right) }
    /// The view's top edge.
    public final var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItemReference, .top) }
    /// The view's bottom edge.
    public final var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItemReference, .bottom) }
    /// The view's width.
    public final var widthAnchor: NSLayoutDimension { NSLayoutDimension(layoutItemReference, .width) }
    /// The view's height.
    public final var heightAnchor: NSLayoutDimension { NSLayoutDimension(layoutItemReference, .height) }
    /// The view's horizontal centre.
    public final var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItemReference, .centerX) }
    /// The view's vertical centre.
    public final var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItemReference, .centerY) }
    /// The baseline of the first line of text (a label's, from its font's metrics; a stack view's
    /// first arranged subview's; the bottom edge of a view without text).
    public final var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItemReference, .firstBaseline) }
    /// The baseline of the last line of text (see ``firstBaselineAnchor``).
    public final var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItemReference, .lastBaseline) }

    // MARK: - Guides and margins

    /// The part of the view that no bar or sensor housing covers, as a layout guide (UIKit's
    /// `safeAreaLayoutGuide`): the bounds inset by ``safeAreaInsets``.
    public final var safeAreaLayoutGuide: UILayoutGuide {
        let layout = layoutStorage
        if let guide = layout.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owner: self)
        layout.safeAreaGuide = guide
        return guide
    }

    /// The view's bounds inset by its layout margins, as a layout guide (UIKit's
    /// `layoutMarginsGuide`); with ``insetsLayoutMarginsFromSafeArea`` (the default) the margins
    /// are measured from the safe area.
    public final var layoutMarginsGuide: UILayoutGuide {
        let layout = layoutStorage
        if let guide = layout.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owner: self)
        layout.marginsGuide = guide
        return guide
    }

    /// The space to leave inside the view's edges (UIKit's `layoutMargins`): 8 pt on each edge by
    /// default (Apple, "Positioning Content Within Layout Margins"). A view controller's root
    /// view has the system minimum of its controller instead, and margins set on it are raised
    /// to that minimum (Apple, `UIViewController.systemMinimumLayoutMargins`).
    public final var layoutMargins: UIEdgeInsets {
        get { directionalLayoutMargins.edgeInsets }
        set { directionalLayoutMargins = newValue.directional }
    }

    /// The layout margins with leading and trailing edges (left and right: Animatic lays out left
    /// to right).
    public final var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let set = extras?.layout?.margins
            guard let controller = extras?.controller, controller.viewRespectsSystemMinimumLayoutMargins else {
                return set ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            }
            let minimum = controller.systemMinimumLayoutMargins
            guard let set else { return minimum }
            return NSDirectionalEdgeInsets(top: max(set.top, minimum.top), leading: max(set.leading, minimum.leading),
                                           bottom: max(set.bottom, minimum.bottom),
                                           trailing: max(set.trailing, minimum.trailing))
        }
        set {
            let old = directionalLayoutMargins
            layoutStorage.margins = newValue
            if directionalLayoutMargins != old { marginsChanged() }
        }
    }

    /// Whether the margins are measured from the safe area (`true` by default, as UIKit's).
    public final var insetsLayoutMarginsFromSafeArea: Bool {
        get { extras?.layout?.insetsMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            layoutStorage.insetsMarginsFromSafeArea = newValue
            marginsChanged()
        }
    }

    /// Whether the superview's margins also count where the view's edges come closer to the
    /// superview's edges than its margins (UIKit's `preservesSuperviewLayoutMargins`, `false` by
    /// default: Apple, "the superview's margins are also considered when laying out content",
    /// on those edges only).
    ///
    /// ```swift
    /// messageView.preservesSuperviewLayoutMargins = false   // UIKit's default; accepted
    /// ```
    ///
    /// Setting it to `true` is reported as not supported (Animatic lays a view's content out
    /// with its own margins only: the superview's would depend on the frame that the same
    /// layout pass solves); the value is kept.
    public final var preservesSuperviewLayoutMargins: Bool {
        get { extras?.layout?.preservesSuperviewMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            layoutStorage.preservesSuperviewMargins = newValue
            if newValue {
                reportToCurrentStory(.notSupported(
                    call: "UIView.preservesSuperviewLayoutMargins",
                    feature: "true: the superview's margins are not added to \(displayName)'s (its own margins are used)"))
            }
        }
    }

    private func marginsChanged() {
        layoutMarginsDidChange()
        if let guide = extras?.layout?.marginsGuide, let engine = guide.variables.engine {
            engine.refreshGuideInsets()
            engine.changed()
        }
        setNeedsLayout()
    }

    /// The insets of the margins guide from the bounds: the margins, plus the safe area when
    /// ``insetsLayoutMarginsFromSafeArea``.
    final var effectiveMarginGuideInsets: UIEdgeInsets {
        let margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }

    /// The layout guides added with ``addLayoutGuide(_:)``.
    public final var layoutGuides: [UILayoutGuide] { extras?.layout?.guides ?? [] }

    /// Adds `guide` to the view: its anchors are then in this view's coordinates.
    public final func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.kind == .custom else {
            return reportToCurrentStory(.misuse(call: "UIView.addLayoutGuide(_:)",
                                                problem: "the \(guide.identifier) belongs to its own view"))
        }
        if guide.owningView === self { return }
        if let old = guide.owningView { old.removeLayoutGuide(guide) }
        guide.setOwner(self)
        layoutStorage.guides.append(guide)
    }

    /// Removes `guide` from the view, deactivating the constraints that use it (UIKit removes them).
    public final func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, let layout = extras?.layout else { return }
        if let engine = treeEngine {
            NSLayoutConstraint.deactivate(engine.constraints.compactMap { constraint in
                guard constraint.first?.refers(to: guide) == true || constraint.second?.refers(to: guide) == true
                else { return nil }
                return constraint as? NSLayoutConstraint
            })
        }
        layout.guides.removeAll { $0 === guide }
        guide.setOwner(nil)
    }

    // MARK: - Content size

    /// How much the view resists growing beyond its ``intrinsicContentSize`` along `axis`
    /// (`.defaultLow`, 250, by default: UIKit's value for views made in code; Interface Builder
    /// gives labels and image views 251).
    public final func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let layout = extras?.layout else { return .defaultLow }
        return axis == .horizontal ? layout.hugging.horizontal : layout.hugging.vertical
    }

    /// Sets the content hugging priority along `axis` (clamped to 1...1000, reported if outside).
    public final func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let value = validPriority(priority, call: "UIView.setContentHuggingPriority(_:for:)")
        let layout = layoutStorage
        if axis == .horizontal { layout.hugging.horizontal = value } else { layout.hugging.vertical = value }
        contentSizeConstraintsChanged()
    }

    /// How much the view resists shrinking below its ``intrinsicContentSize`` along `axis`
    /// (`.defaultHigh`, 750, by default, as UIKit's).
    public final func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let layout = extras?.layout else { return .defaultHigh }
        return axis == .horizontal ? layout.compression.horizontal : layout.compression.vertical
    }

    /// Sets the compression resistance priority along `axis` (clamped to 1...1000, reported if
    /// outside).
    public final func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let value = validPriority(priority, call: "UIView.setContentCompressionResistancePriority(_:for:)")
        let layout = layoutStorage
        if axis == .horizontal { layout.compression.horizontal = value } else { layout.compression.vertical = value }
        contentSizeConstraintsChanged()
    }

    private func validPriority(_ priority: UILayoutPriority, call: String) -> UILayoutPriority {
        if priority.rawValue >= 1 && priority.rawValue <= 1000 { return priority }
        reportToCurrentStory(.invalidArgument(call: call, argument: "priority",
                                              problem: "priority must lie within 1...1000, got \(priority.rawValue); clamped"))
        return UILayoutPriority(priority.rawValue.isNaN ? 1000 : min(1000, max(1, priority.rawValue)))
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed (UIKit's
    /// `invalidateIntrinsicContentSize()`): the content-size constraints are made again at the
    /// next layout. Labels call it when their text or font changes.
    public final func invalidateIntrinsicContentSize() {
        contentSizeConstraintsChanged()
        extras?.layout?.arrangedIn?.arrangementChanged()
    }

    private func contentSizeConstraintsChanged() {
        guard let engine = extras?.layout?.variablesIfMade?.engine else { return }
        engine.itemChanged(LayoutItemReference(view: self))
    }

    /// Whether the constraints leave the view's position or size undecided (UIKit's
    /// `hasAmbiguousLayout`). UIKit does not report ambiguity while an app runs, and neither does
    /// Animatic: ask here (an ambiguous view is placed where the solver's arbitrary choice puts it).
    public final var hasAmbiguousLayout: Bool {
        guard let engine = treeEngine else { return false }
        return engine.isAmbiguous(self)
    }

    // MARK: - Constraints on the view

    /// The active constraints installed on this view: those whose items' nearest common
    /// ancestor it is (UIKit's `constraints`).
    public final var constraints: [NSLayoutConstraint] {
        treeEngine?.constraints(installedOn: self).compactMap { $0 as? NSLayoutConstraint } ?? []
    }

    /// Activates `constraint` (UIKit's pre-iOS 8 way of installing it on the common ancestor;
    /// Animatic installs it on the items' common ancestor, whichever view receives it).
    public final func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each of `constraints` (see ``addConstraint(_:)``).
    public final func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public final func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates each of `constraints`.
    public final func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: - The constraint update pass

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public final func setNeedsUpdateConstraints() {
        guard !constraintsNeedUpdate else { return }
        constraintsNeedUpdate = true
        let engine = LayoutEngine.of(tree: topView)
        engine.needsConstraintUpdate = true
        engine.schedulePass()
    }

    /// Whether ``updateConstraints()`` is pending for the view.
    public final func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

    /// Runs the update pass of the view's hierarchy now, if any view asked for one.
    public final func updateConstraintsIfNeeded() {
        guard let engine = treeEngine, engine.needsConstraintUpdate else { return }
        engine.needsConstraintUpdate = false
        UIView.runConstraintUpdates(in: topView)
    }

    /// ``updateConstraints()`` for the views of `root`'s tree that asked, subviews first.
    static func runConstraintUpdates(in root: UIView) {
        for child in root.subviews { runConstraintUpdates(in: child) }
        guard root.constraintsNeedUpdate else { return }
        root.constraintsNeedUpdate = false
        let thread = AnimationScope.thread
        thread.updateConstraintsCalledSuper = false
        if let controller = root.extras?.controller {
            controller.updateViewConstraints()
        } else {
            root.updateConstraints()
        }
        if !thread.updateConstraintsCalledSuper {
            reportToCurrentStory(.misuse(
                call: "UIView.updateConstraints()",
                problem: "\(Swift.type(of: root)).updateConstraints() did not call super (UIKit raises)"))
        }
    }
}
