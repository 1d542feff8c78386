import AnimaticRuntime
import AnimaticClock
import AnimaticLayout
import Foundation

/// A view or a layout guide as the item of a constraint (held weakly, as UIKit's constraints do
/// not keep their views alive).
struct LayoutItemReference {
    weak var view: UIView?
    weak var guide: UILayoutGuide?

    /// The item `object` if it is a view or a layout guide.
    init?(_ object: Any) {
        if let view = object as? UIView { self.view = view } else if let guide = object as? UILayoutGuide {
            self.guide = guide
        } else {
            return nil
        }
    }

    init(view: UIView) { self.view = view }
    init(guide: UILayoutGuide) { self.guide = guide }

    /// The view or guide.
    var object: AnyObject? { view ?? guide }
    /// The view whose coordinates the item lives in: the view itself, or a guide's owning view.
    var hostView: UIView? { view ?? guide?.owningView }
    /// The item's variables (made on first use).
    var variables: LayoutVariables? { view?.layoutStorage.variables ?? guide?.variables }
    /// Whether this refers to `object`.
    func refers(to object: AnyObject) -> Bool { self.object === object }

    /// The item as messages name it: `UILabel:'title'`, `UILayoutGuide:'…'(UIView:'root')`.
    var name: String { view?.layoutMessageName ?? guide?.messageName ?? "nil" }
    /// `name.attribute`.
    func anchorName(_ attribute: NSLayoutConstraint.Attribute) -> String { "\(name).\(attribute.name)" }
}

/// The four variables of a view or layout guide in the engine: its origin in its superview's
/// (or owning view's) bounds, and its size.
final class LayoutVariables {
    let minX: LayoutVariable
    let minY: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable
    /// The engine the item takes part in.
    weak var engine: LayoutEngine?

    init(name: String) {
        minX = LayoutVariable("\(name).minX")
        minY = LayoutVariable("\(name).minY")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }

    /// The solved rectangle (values within 1e-9 of a multiple of 1e-6 are snapped to it, so that
    /// rounding noise of the simplex never shows in a frame).
    var frame: CGRect {
        CGRect(x: LayoutVariables.snap(minX.value), y: LayoutVariables.snap(minY.value),
               width: LayoutVariables.snap(width.value), height: LayoutVariables.snap(height.value))
    }

    static func snap(_ value: Double) -> CGFloat {
        let snapped = (value * 1e6).rounded() / 1e6
        return CGFloat(abs(value - snapped) < 1e-9 ? snapped : value)
    }
}

/// What a view keeps for Auto Layout (behind ``ViewExtras``, so plain views carry nothing).
final class ViewLayout {
    private weak var view: UIView?
    private var storedVariables: LayoutVariables?
    /// `translatesAutoresizingMaskIntoConstraints`.
    var translates = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The margins set by the app; nil: the default (8 pt, or the system minimum of a root view).
    var margins: NSDirectionalEdgeInsets?
    var insetsMarginsFromSafeArea = true
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var guides: [UILayoutGuide] = []
    /// The engine of the hierarchy this view is the top of.
    var engine: LayoutEngine?
    /// The stack view this view is an arranged subview of.
    weak var arrangedIn: UIStackView?
    /// The variables, without making them.
    var variablesIfMade: LayoutVariables? { storedVariables }

    init(view: UIView) { self.view = view }

    /// The view's variables, made on first use (named after the view's identifier or class).
    var variables: LayoutVariables {
        if let storedVariables { return storedVariables }
        let made = LayoutVariables(name: view?.layoutMessageName ?? "UIView")
        storedVariables = made
        return made
    }
}

/// The Auto Layout engine of one hierarchy of views: the active constraints of the views in the
/// tree whose top view owns it, a Cassowary solver (`AnimaticLayout.LayoutSolver`) holding them,
/// and the views and guides taking part.
///
/// How it follows UIKit (Apple, "Auto Layout Guide"; WWDC 2015 sessions 218 and 219, "Mysteries
/// of Auto Layout"): each view's frame is four variables (origin in its superview, size); a
/// constraint between items in different superviews is written in their nearest common
/// ancestor's coordinates, adding the origins of the views in between. A view that translates
/// its autoresizing mask (the default) is held at its current frame by four required
/// constraints; a view that does not gets content-size constraints from its
/// `intrinsicContentSize`: `width <= intrinsic` at its hugging priority and `width >= intrinsic`
/// at its compression resistance (and the same for the height). A view's safe-area and margins
/// guides are held at the view's insets.
///
/// Changes are incremental: activating, deactivating or changing a constraint's constant adds
/// and removes single solver constraints. Moving a subtree between hierarchies rebuilds the
/// solver of the hierarchies involved at the next layout.
final class LayoutEngine {
    private(set) var solver = LayoutSolver()
    /// The active constraints, in activation order.
    private(set) var constraints: [NSLayoutConstraint] = []
    /// The items taking part (their variables' `engine` is this one, except in a scratch engine).
    private var participants: [LayoutItemReference] = []
    /// The identities of ``participants``.
    private var participantIDs = Set<ObjectIdentifier>()
    /// The constraints each item brings itself, by item: a translating view's autoresizing
    /// constraints, a view's content-size constraints, a view guide's placement.
    private var own: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// The safe area or margins each view guide's own constraints were made with.
    private var guideInsets: [ObjectIdentifier: UIEdgeInsets] = [:]
    /// How many active constraints have each view as an item: the engine sets the frames of the
    /// views that have some (a view whose constraints all went keeps its frame, as in UIKit).
    private var references: [ObjectIdentifier: Int] = [:]

    private func count(_ constraint: NSLayoutConstraint, _ delta: Int) {
        for view in [constraint.first?.view, constraint.second?.view] {
            guard let view else { continue }
            references[ObjectIdentifier(view), default: 0] += delta
        }
    }
    /// The constraints broken because they could not hold (by identity).
    private var broken = Set<ObjectIdentifier>()
    /// Items whose own constraints must be made again (a translating view moved, a content size
    /// changed).
    private var dirtyItems: [LayoutItemReference] = []
    /// The solver must be made again from the constraints (views moved between hierarchies).
    private(set) var needsRebuild = false
    /// The variables do not reflect the constraints yet.
    private(set) var needsSolve = true
    /// A view of the hierarchy asked for `updateConstraints()`.
    var needsConstraintUpdate = false
    /// A layout pass of the whole hierarchy is scheduled at the end of the instant.
    var passScheduled = false
    /// The top view of the hierarchy.
    private(set) weak var top: UIView?
    /// Whether this is a scratch engine (`systemLayoutSizeFitting`): it leaves the items'
    /// membership of their real engine alone.
    private var isScratch = false
    /// In a scratch engine, the view being fitted: its frame is free.
    private weak var fittingRoot: UIView?

    init(top: UIView) { self.top = top }

    /// A scratch engine for `systemLayoutSizeFitting`, whose `root`'s frame is free.
    private init(top: UIView, scratchFitting root: UIView) {
        self.top = top
        isScratch = true
        fittingRoot = root
    }

    /// The engine of the hierarchy whose top view is `top`, made if it has none.
    static func of(tree top: UIView) -> LayoutEngine {
        let storage = top.layoutStorage
        if let engine = storage.engine { return engine }
        let engine = LayoutEngine(top: top)
        storage.engine = engine
        return engine
    }

    /// The nearest view that is or contains both items (for one item, its host view); nil when
    /// they are in different hierarchies.
    static func commonContainer(_ first: LayoutItemReference, _ second: LayoutItemReference?) -> UIView? {
        guard let a = first.hostView else { return nil }
        guard let second else { return a }
        guard let b = second.hostView else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = a
        while let v = view { ancestors.insert(ObjectIdentifier(v)); view = v.superview }
        view = b
        while let v = view {
            if ancestors.contains(ObjectIdentifier(v)) { return v }
            view = v.superview
        }
        return nil
    }

    /// A number as messages write it (`20`, `0.5`).
    static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    // MARK: - Constraints

    /// Activated constraints not given to the solver yet: they are installed at the next solve
    /// (the layout pass), after the items' own constraints are brought up to date, as UIKit
    /// makes autoresizing-mask constraints lazily in its update pass. So code that activates
    /// constraints first and sets `translatesAutoresizingMaskIntoConstraints = false` afterwards,
    /// in the same turn, lays out without conflicts, as on a phone.
    private var pending: [NSLayoutConstraint] = []

    /// Adds an activated constraint, solved in `container`'s coordinates from the next solve on.
    func add(_ constraint: NSLayoutConstraint, container: UIView) {
        constraint.engine = self
        constraint.container = container
        constraints.append(constraint)
        count(constraint, 1)
        if !needsRebuild { pending.append(constraint) }
        changed()
    }

    /// Removes a deactivated constraint.
    func remove(_ constraint: NSLayoutConstraint) {
        guard constraint.engine === self else { return }
        pending.removeAll { $0 === constraint }
        if let made = constraint.solverConstraint, !needsRebuild { try? solver.remove(made) }
        constraint.solverConstraint = nil
        constraint.engine = nil
        constraints.removeAll { $0 === constraint }
        count(constraint, -1)
        let wasBroken = broken.remove(ObjectIdentifier(constraint)) != nil
        if !wasBroken && !needsRebuild { retryBroken() }
        changed()
    }

    /// The constant or priority of an active constraint changed.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        if !needsRebuild && !pending.contains(where: { $0 === constraint }) {
            if let made = constraint.solverConstraint { try? solver.remove(made) }
            constraint.solverConstraint = nil
            let wasBroken = broken.remove(ObjectIdentifier(constraint)) != nil
            install(constraint, report: !wasBroken)
            retryBroken()
        }
        changed()
    }

    /// The constraints changed: the hierarchy lays out at the end of the instant.
    func changed() {
        needsSolve = true
        schedulePass()
    }

    /// Schedules a layout pass of the hierarchy at the end of the current instant (UIKit's next
    /// layout pass), if it is on stage.
    func schedulePass() {
        guard !passScheduled, let top, let recorder = top.stageRecorder else { return }
        passScheduled = true
        recorder.scheduleLayoutPass(for: top)
    }

    /// Gives `constraint` to the solver; if it cannot hold, breaks it and reports it as UIKit
    /// logs it (when `report`).
    private func install(_ constraint: NSLayoutConstraint, report: Bool) {
        guard let container = constraint.container, let first = constraint.first,
              first.object != nil, constraint.second == nil || constraint.second?.object != nil,
              let (lhs, rhs) = sides(of: constraint, in: container) else { return }
        let made = LayoutConstraint(lhs, constraint.relation.engine, rhs, priority: constraint.priority.engine,
                                    label: constraint.description)
        do {
            try solver.add(made)
            constraint.solverConstraint = made
        } catch {
            broken.insert(ObjectIdentifier(constraint))
            if report { reportUnsatisfiable(error, breaking: constraint.description) }
        }
    }

    /// Tries again the constraints broken earlier (a change may let them hold now), silently.
    private func retryBroken() {
        guard !broken.isEmpty else { return }
        for constraint in constraints where broken.contains(ObjectIdentifier(constraint)) {
            broken.remove(ObjectIdentifier(constraint))
            install(constraint, report: false)
        }
    }

    /// Reports an unsatisfiable set as UIKit logs it: "Unable to simultaneously satisfy
    /// constraints", the constraints involved, and the one broken to recover (the one being
    /// added: the most recent of the conflicting required constraints).
    private func reportUnsatisfiable(_ error: LayoutError, breaking name: String) {
        switch error {
        case let .unsatisfiable(_, conflicts):
            let involved = conflicts.map(\.name) + [name]
            report(.unsatisfiableConstraints(constraints: involved, broken: name))
        case let .nonFinite(_, detail):
            report(.invalidArgument(call: "NSLayoutConstraint.isActive", argument: "constant",
                                    problem: "\(name) is not finite (\(detail)); it takes no part in layout"))
        default:
            report(.misuse(call: "NSLayoutConstraint.isActive", problem: "\(name) could not be added: \(error)"))
        }
    }

    private func report(_ problem: StoryProblem) {
        if let recorder = top?.stageRecorder { recorder.report(problem) } else { reportToCurrentStory(problem) }
    }

    /// Whether `constraint` is broken (it could not hold and takes no part in layout).
    func isBroken(_ constraint: NSLayoutConstraint) -> Bool { broken.contains(ObjectIdentifier(constraint)) }

    // MARK: - Hierarchy changes

    /// Takes over every constraint of `other` (a hierarchy that joined this one).
    func merge(_ other: LayoutEngine) {
        guard other !== self else { return }
        for constraint in other.constraints {
            constraint.engine = self
            constraints.append(constraint)
        }
        other.constraints = []
        other.releaseParticipants()
        if other.needsConstraintUpdate { needsConstraintUpdate = true }
        needsRebuild = true
        changed()
    }

    /// `subtree` left this hierarchy: as UIKit does, constraints between views inside it and
    /// views outside are deactivated; those inside move to the subtree's own engine.
    func detach(_ subtree: UIView) {
        var moving: [NSLayoutConstraint] = []
        var dropped = false
        for constraint in constraints {
            let firstInside = constraint.first?.hostView?.isDescendant(of: subtree) ?? false
            let secondInside = constraint.second.map { $0.hostView?.isDescendant(of: subtree) ?? false }
            if firstInside && (secondInside ?? true) {
                moving.append(constraint)
            } else if firstInside || secondInside == true {
                constraint.engine = nil
                constraint.solverConstraint = nil
                broken.remove(ObjectIdentifier(constraint))
                dropped = true
            }
        }
        guard !moving.isEmpty || dropped else { return }
        let kept = Set(moving.map(ObjectIdentifier.init))
        constraints.removeAll { kept.contains(ObjectIdentifier($0)) || $0.engine == nil }
        needsRebuild = true
        if !moving.isEmpty {
            let target = LayoutEngine.of(tree: subtree)
            for constraint in moving {
                constraint.engine = target
                target.constraints.append(constraint)
            }
            target.needsRebuild = true
            target.needsSolve = true
        }
        changed()
    }

    private func releaseParticipants() {
        for item in participants where item.variables?.engine === self { item.variables?.engine = nil }
        participants = []
        participantIDs = []
        own = [:]
        guideInsets = [:]
        references = [:]
        dirtyItems = []
    }

    /// Makes the solver again from the constraints, in activation order.
    private func rebuild() {
        let previouslyBroken = broken
        broken = []
        releaseParticipants()
        solver = LayoutSolver()
        needsRebuild = false
        pending = []
        let all = constraints
        for constraint in all {
            constraint.solverConstraint = nil
            guard let first = constraint.first, let container = LayoutEngine.commonContainer(first, constraint.second) else {
                // The items no longer share an ancestor (UIKit removes such constraints).
                constraint.engine = nil
                constraints.removeAll { $0 === constraint }
                continue
            }
            constraint.container = container
            count(constraint, 1)
            install(constraint, report: !previouslyBroken.contains(ObjectIdentifier(constraint)))
        }
    }

    // MARK: - Items and their own constraints

    /// The variables of `view`, making it a participant.
    private func variables(of view: UIView) -> LayoutVariables {
        let variables = view.layoutStorage.variables
        if !participantIDs.contains(ObjectIdentifier(view)) { join(LayoutItemReference(view: view), variables) }
        return variables
    }

    private func variables(of guide: UILayoutGuide) -> LayoutVariables {
        let variables = guide.variables
        if !participantIDs.contains(ObjectIdentifier(guide)) { join(LayoutItemReference(guide: guide), variables) }
        return variables
    }

    private func join(_ item: LayoutItemReference, _ variables: LayoutVariables) {
        guard let object = item.object else { return }
        if !isScratch {
            if let other = variables.engine, other !== self { other.forget(item) }
            variables.engine = self
        }
        participantIDs.insert(ObjectIdentifier(object))
        participants.append(item)
        makeOwnConstraints(of: item)
    }

    /// Removes an item's own constraints (it moved to another engine).
    private func forget(_ item: LayoutItemReference) {
        guard let object = item.object else { return }
        let id = ObjectIdentifier(object)
        for made in own[id] ?? [] { try? solver.remove(made) }
        own[id] = nil
        guideInsets[id] = nil
        participantIDs.remove(id)
        participants.removeAll { $0.object === object }
    }

    /// Marks the own constraints of `item` as out of date (made again at the next solve).
    func itemChanged(_ item: LayoutItemReference) {
        dirtyItems.append(item)
        changed()
    }

    /// Whether `view` lays out by the engine: it takes part, does not translate its autoresizing
    /// mask and has a superview (a top view keeps the frame it is given: the stage is not a view).
    func drives(_ view: UIView) -> Bool {
        guard let layout = view.extras?.layout, let variables = layout.variablesIfMade, variables.engine === self else {
            return false
        }
        return !layout.translates && view.superview != nil && references[ObjectIdentifier(view), default: 0] > 0
    }

    /// Makes the constraints `item` brings itself.
    private func makeOwnConstraints(of item: LayoutItemReference) {
        guard let variables = item.variables, let object = item.object else { return }
        let id = ObjectIdentifier(object)
        for made in self.own[id] ?? [] { try? solver.remove(made) }
        self.own[id] = []
        var own: [LayoutConstraint] = []
        if let view = item.view {
            let layout = view.layoutStorage
            if (layout.translates || view.superview == nil) && view !== fittingRoot {
                let f = view.untransformedFrame
                let mask = LayoutEngine.maskDescription(layout.autoresizingMask)
                let name = "<NSAutoresizingMaskLayoutConstraint \(mask) \(view.layoutMessageName)"
                own.append(LayoutConstraint(variables.minX, .equal, Double(f.minX), label: "\(name).minX == \(LayoutEngine.number(f.minX))>"))
                own.append(LayoutConstraint(variables.minY, .equal, Double(f.minY), label: "\(name).minY == \(LayoutEngine.number(f.minY))>"))
                own.append(LayoutConstraint(variables.width, .equal, Double(f.width), label: "\(name).width == \(LayoutEngine.number(f.width))>"))
                own.append(LayoutConstraint(variables.height, .equal, Double(f.height), label: "\(name).height == \(LayoutEngine.number(f.height))>"))
            } else {
                let size = view.intrinsicContentSize
                for (axis, value, variable) in [("width", size.width, variables.width), ("height", size.height, variables.height)]
                    where value != UIView.noIntrinsicMetric && value.isFinite && value >= 0 {
                    let hug = axis == "width" ? layout.hugging.horizontal : layout.hugging.vertical
                    let resist = axis == "width" ? layout.compression.horizontal : layout.compression.vertical
                    let name = "<NSContentSizeLayoutConstraint \(view.layoutMessageName).\(axis)"
                    own.append(LayoutConstraint(variable, .lessThanOrEqual, Double(value), priority: hug.engine,
                                                label: "\(name) <= \(LayoutEngine.number(value)) Hug:\(LayoutEngine.number(CGFloat(hug.rawValue)))>"))
                    own.append(LayoutConstraint(variable, .greaterThanOrEqual, Double(value), priority: resist.engine,
                                                label: "\(name) >= \(LayoutEngine.number(value)) CompressionResistance:\(LayoutEngine.number(CGFloat(resist.rawValue)))>"))
                }
            }
        } else if let guide = item.guide, guide.kind != .custom, let owner = guide.owningView {
            let insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.effectiveMarginGuideInsets
            guideInsets[id] = insets
            let ownerVariables = self.variables(of: owner)
            let name = "<NSLayoutConstraint:'\(guide.identifier)' \(guide.messageName)"
            own.append(LayoutConstraint(variables.minX, .equal, Double(insets.left), label: "\(name).left == \(LayoutEngine.number(insets.left))>"))
            own.append(LayoutConstraint(variables.minY, .equal, Double(insets.top), label: "\(name).top == \(LayoutEngine.number(insets.top))>"))
            own.append(LayoutConstraint(variables.width, .equal, ownerVariables.width - Double(insets.left + insets.right),
                                        label: "\(name).width == \(owner.layoutMessageName).width - \(LayoutEngine.number(insets.left + insets.right))>"))
            own.append(LayoutConstraint(variables.height, .equal, ownerVariables.height - Double(insets.top + insets.bottom),
                                        label: "\(name).height == \(owner.layoutMessageName).height - \(LayoutEngine.number(insets.top + insets.bottom))>"))
        }
        for made in own {
            do {
                try solver.add(made)
                self.own[id, default: []].append(made)
            } catch {
                reportUnsatisfiable(error, breaking: made.name)
            }
        }
    }

    /// UIKit's `h=…& v=…` notation of an autoresizing mask (left margin, width, right margin;
    /// `&` flexible, `-` fixed; with nothing flexible the far margin is written flexible).
    static func maskDescription(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ low: UIView.AutoresizingMask, _ size: UIView.AutoresizingMask, _ high: UIView.AutoresizingMask) -> String {
            if !mask.contains(low) && !mask.contains(size) && !mask.contains(high) { return "--&" }
            return (mask.contains(low) ? "&" : "-") + (mask.contains(size) ? "&" : "-") + (mask.contains(high) ? "&" : "-")
        }
        return "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
    }

    // MARK: - Expressions

    /// `attribute` of `item` as a linear expression in `container`'s bounds coordinates.
    private func expression(_ item: LayoutItemReference, _ attribute: NSLayoutConstraint.Attribute,
                            in container: UIView) -> LayoutExpression {
        if attribute.isMargin, let view = item.view {
            return expression(LayoutItemReference(guide: view.layoutMarginsGuide), attribute.withoutMargin, in: container)
        }
        guard let variables = item.view.map({ self.variables(of: $0) }) ?? item.guide.map({ self.variables(of: $0) }) else {
            return LayoutExpression()
        }
        switch attribute {
        case .width: return LayoutExpression(variables.width)
        case .height: return LayoutExpression(variables.height)
        case .left, .leading: return origin(item, x: true, in: container)
        case .right, .trailing: return origin(item, x: true, in: container) + LayoutExpression(variables.width)
        case .centerX: return origin(item, x: true, in: container) + variables.width * 0.5
        case .top: return origin(item, x: false, in: container)
        case .bottom: return origin(item, x: false, in: container) + LayoutExpression(variables.height)
        case .centerY: return origin(item, x: false, in: container) + variables.height * 0.5
        case .firstBaseline, .lastBaseline:
            let top = origin(item, x: false, in: container)
            guard let view = item.view else { return top + LayoutExpression(variables.height) }
            let first = attribute == .firstBaseline
            let baselineView = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if baselineView !== view, baselineView.isDescendant(of: view) {
                return expression(LayoutItemReference(view: baselineView), attribute, in: container)
            }
            if let label = view as? UILabel, let offset = label.baselineOffset(first: first) {
                // The text block is centred vertically in the label: its first line's baseline is
                // `ascender` below the block's top (see UILabel).
                return top + variables.height * 0.5 + Double(offset)
            }
            return top + LayoutExpression(variables.height)
        case .notAnAttribute, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return LayoutExpression()
        }
    }

    /// The item's left (`x`) or top edge in `container`'s coordinates: its origin plus the
    /// origins of the views between it and the container.
    private func origin(_ item: LayoutItemReference, x: Bool, in container: UIView) -> LayoutExpression {
        var expression = LayoutExpression()
        var current: UIView?
        if let view = item.view {
            if view === container { return expression }
            let v = variables(of: view)
            expression = LayoutExpression(x ? v.minX : v.minY)
            current = view.superview
        } else if let guide = item.guide {
            let v = variables(of: guide)
            expression = LayoutExpression(x ? v.minX : v.minY)
            current = guide.owningView
        }
        while let view = current, view !== container {
            let v = variables(of: view)
            expression = expression + LayoutExpression(x ? v.minX : v.minY)
            current = view.superview
        }
        return expression
    }

    // MARK: - Solving

    /// Brings the solver up to date (rebuild, items' own constraints, view guides' insets) and
    /// writes the solution into the variables.
    func solve() {
        if needsRebuild { rebuild() }
        if !dirtyItems.isEmpty {
            let items = dirtyItems
            dirtyItems = []
            var seen = Set<ObjectIdentifier>()
            for item in items {
                guard let object = item.object, seen.insert(ObjectIdentifier(object)).inserted,
                      participantIDs.contains(ObjectIdentifier(object)) else { continue }
                makeOwnConstraints(of: item)
            }
            retryBroken()
        }
        if !pending.isEmpty {
            let activated = pending
            pending = []
            for constraint in activated where constraint.engine === self { install(constraint, report: true) }
        }
        refreshGuideInsets()
        solver.updateVariables()
        wrapMultilineLabels()
        needsSolve = false
    }

    /// UIKit's second layout pass for multi-line labels: a label whose text wraps has no
    /// intrinsic width of its own until the layout gives it one, so once solved, each such label
    /// wraps to the width it got and its intrinsic height is made again (at most 3 rounds, for
    /// labels whose width depends on another's height).
    private func wrapMultilineLabels() {
        for _ in 0..<3 {
            var changed = false
            for item in participants {
                guard let label = item.view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
                      drives(label) else { continue }
                let width = label.layoutStorage.variables.frame.clampedSize.width
                if label.layoutWrapWidth != width {
                    label.layoutWrapWidth = width
                    makeOwnConstraints(of: item)
                    changed = true
                }
            }
            guard changed else { return }
            solver.updateVariables()
        }
    }

    /// Makes the constraints of the view guides whose view's safe area or margins changed again;
    /// returns whether any did.
    @discardableResult
    func refreshGuideInsets() -> Bool {
        var changedAny = false
        for item in participants {
            guard let guide = item.guide, guide.kind != .custom, let owner = guide.owningView else { continue }
            let insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.effectiveMarginGuideInsets
            if insets != guideInsets[ObjectIdentifier(guide)] {
                makeOwnConstraints(of: item)
                changedAny = true
            }
        }
        if changedAny { solver.updateVariables(); needsSolve = false }
        return changedAny
    }

    /// Whether a view the engine drives among `view`'s subviews is not where the solution puts it.
    func hasPendingFrames(inSubviewsOf view: UIView) -> Bool {
        for child in view.subviews where drives(child) {
            if child.untransformedFrame != child.layoutStorage.variables.frame.clampedSize { return true }
        }
        return false
    }

    /// Sets the frames of the driven subviews of `view` to the solution, through `center` and
    /// `bounds` (so the changes record, and animate inside an animation block); a transformed
    /// view's transform is not undone (``UIView/untransformedFrame``).
    func applyFrames(toSubviewsOf view: UIView) {
        for child in view.subviews where drives(child) {
            let target = child.layoutStorage.variables.frame.clampedSize
            if child.untransformedFrame != target { child.untransformedFrame = target }
        }
    }

    /// Whether `view`'s position or size is not decided by the constraints (UIKit's
    /// `hasAmbiguousLayout`): any of its four variables can move among the best solutions.
    func isAmbiguous(_ view: UIView) -> Bool {
        guard drives(view) else { return false }
        if needsSolve { solve() }
        let v = view.layoutStorage.variables
        return [v.minX, v.minY, v.width, v.height].contains { solver.isAmbiguous($0) }
    }

    /// The active constraints whose common ancestor is `view` (UIKit's `UIView.constraints`).
    func constraints(installedOn view: UIView) -> [NSLayoutConstraint] {
        constraints.filter { $0.container === view && !$0.isSystemConstraint }
    }

    /// The size `view` takes from the constraints inside it alone, with its width and height
    /// pulled towards `target` at the given priorities (UIKit's `systemLayoutSizeFitting`).
    func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let scratch = LayoutEngine(top: view, scratchFitting: view)
        let inside = constraints.filter { constraint in
            guard constraint.first?.hostView?.isDescendant(of: view) ?? false else { return false }
            guard let second = constraint.second else { return true }
            return second.hostView?.isDescendant(of: view) ?? false
        }
        for constraint in inside {
            guard let container = constraint.container else { continue }
            let made = scratch.scratchConstraint(constraint, container: container)
            if let made { try? scratch.solver.add(made) }
        }
        let v = scratch.variables(of: view)
        try? scratch.solver.add(LayoutConstraint(v.width, .equal, Double(target.width), priority: horizontal.engine))
        try? scratch.solver.add(LayoutConstraint(v.height, .equal, Double(target.height), priority: vertical.engine))
        scratch.solver.updateVariables()
        let size = CGSize(width: LayoutVariables.snap(v.width.value), height: LayoutVariables.snap(v.height.value))
        scratch.releaseParticipants()
        // The variables now hold the scratch solution: the real engine solves again.
        needsSolve = true
        return size
    }


    private func scratchConstraint(_ constraint: NSLayoutConstraint, container: UIView) -> LayoutConstraint? {
        guard let (lhs, rhs) = sides(of: constraint, in: container) else { return nil }
        return LayoutConstraint(lhs, constraint.relation.engine, rhs, priority: constraint.priority.engine)
    }

    /// The constraint's two sides as expressions in `container`'s coordinates.
    private func sides(of constraint: NSLayoutConstraint, in container: UIView) -> (LayoutExpression, LayoutExpression)? {
        guard let first = constraint.first else { return nil }
        let lhs = expression(LayoutEngine.scrollContent(first, constraint.firstAttribute, other: constraint.second),
                             constraint.firstAttribute, in: container)
        var rhs = LayoutExpression(constant: Double(constraint.constant))
        if let second = constraint.second {
            rhs = expression(LayoutEngine.scrollContent(second, constraint.secondAttribute, other: first),
                             constraint.secondAttribute, in: container) * Double(constraint.multiplier)
                + Double(constraint.constant)
        }
        return (lhs, rhs)
    }

    /// UIKit's rule for scroll views (Apple, "Auto Layout Guide", "Working with Scroll Views":
    /// "Constraints between the edges or margins of the scroll view and its content attach to
    /// the scroll view's content area. Constraints between the height, width, or centers attach
    /// to the scroll view's frame"): an edge of a scroll view constrained to a view or guide
    /// inside it stands for the edge of its `contentLayoutGuide`, whose size gives `contentSize`.
    static func scrollContent(_ item: LayoutItemReference, _ attribute: NSLayoutConstraint.Attribute,
                              other: LayoutItemReference?) -> LayoutItemReference {
        guard let scroll = item.view as? UIScrollView, let other,
              [.left, .right, .top, .bottom, .leading, .trailing].contains(attribute),
              let inside = other.view ?? other.guide?.owningView,
              inside !== scroll, inside.isDescendant(of: scroll) else { return item }
        return LayoutItemReference(guide: scroll.contentLayoutGuide)
    }
}

extension CGRect {
    /// The rectangle with negative sizes made zero (the engine may solve a size below zero; a
    /// frame cannot have one).
    var clampedSize: CGRect {
        CGRect(x: origin.x, y: origin.y, width: max(0, size.width), height: max(0, size.height))
    }
}
