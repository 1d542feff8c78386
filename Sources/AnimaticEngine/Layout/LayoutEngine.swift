import AnimaticRuntime
import AnimaticClock
import AnimaticLayout
import Foundation

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
package final class LayoutEngine {
    package private(set) var solver = LayoutSolver()
    /// The active constraints, in activation order.
    package private(set) var constraints: [any LayoutConstraintItem] = []
    /// The items taking part (their variables' `engine` is this one, except in a scratch engine).
    private var participants: [LayoutItemReference] = []
    /// The identities of ``participants``.
    private var participantIDs = Set<ObjectIdentifier>()
    /// The constraints each item brings itself, by item: a translating view's autoresizing
    /// constraints, a view's content-size constraints, a view guide's placement.
    private var own: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// The safe area or margins each view guide's own constraints were made with.
    private var guideInsets: [ObjectIdentifier: LayoutInsets] = [:]
    /// How many active constraints have each view as an item: the engine sets the frames of the
    /// views that have some (a view whose constraints all went keeps its frame, as in UIKit).
    private var references: [ObjectIdentifier: Int] = [:]

    private func count(_ constraint: any LayoutConstraintItem, _ delta: Int) {
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
    package private(set) var needsRebuild = false
    /// The variables do not reflect the constraints yet.
    package private(set) var needsSolve = true
    /// A view of the hierarchy asked for `updateConstraints()`.
    package var needsConstraintUpdate = false
    /// A layout pass of the whole hierarchy is scheduled at the end of the instant.
    package var passScheduled = false
    /// The top view of the hierarchy.
    package private(set) weak var top: (any LayoutView)?
    /// Whether this is a scratch engine (`systemLayoutSizeFitting`): it leaves the items'
    /// membership of their real engine alone.
    private var isScratch = false
    /// In a scratch engine, the view being fitted: its frame is free.
    private weak var fittingRoot: (any LayoutView)?

    /// The engine of the hierarchy whose top view is `top`.
    package init(top: any LayoutView) { self.top = top }

    /// A scratch engine for `systemLayoutSizeFitting`, whose `root`'s frame is free.
    private init(top: any LayoutView, scratchFitting root: any LayoutView) {
        self.top = top
        isScratch = true
        fittingRoot = root
    }

    /// The engine of the hierarchy whose top view is `top`, made if it has none.
    package static func of(tree top: any LayoutView) -> LayoutEngine {
        if let engine = top.layoutEngineOfTree { return engine }
        let engine = LayoutEngine(top: top)
        top.layoutEngineOfTree = engine
        return engine
    }

    /// The nearest view that is or contains both items (for one item, its host view); nil when
    /// they are in different hierarchies.
    package static func commonContainer(_ first: LayoutItemReference, _ second: LayoutItemReference?) -> (any LayoutView)? {
        guard let a = first.hostView else { return nil }
        guard let second else { return a }
        guard let b = second.hostView else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var view: (any LayoutView)? = a
        while let v = view { ancestors.insert(ObjectIdentifier(v)); view = v.layoutParent }
        view = b
        while let v = view {
            if ancestors.contains(ObjectIdentifier(v)) { return v }
            view = v.layoutParent
        }
        return nil
    }

    /// A number as messages write it (`20`, `0.5`).
    package static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    // MARK: - Constraints

    /// Activated constraints not given to the solver yet: they are installed at the next solve
    /// (the layout pass), after the items' own constraints are brought up to date, as UIKit
    /// makes autoresizing-mask constraints lazily in its update pass. So code that activates
    /// constraints first and sets `translatesAutoresizingMaskIntoConstraints = false` afterwards,
    /// in the same turn, lays out without conflicts, as on a phone.
    private var pending: [any LayoutConstraintItem] = []

    /// Adds an activated constraint, solved in `container`'s coordinates from the next solve on.
    package func add(_ constraint: any LayoutConstraintItem, container: any LayoutView) {
        constraint.engine = self
        constraint.container = container
        constraints.append(constraint)
        count(constraint, 1)
        if !needsRebuild { pending.append(constraint) }
        changed()
    }

    /// Removes a deactivated constraint.
    package func remove(_ constraint: any LayoutConstraintItem) {
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
    package func constantChanged(_ constraint: any LayoutConstraintItem) {
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
    package func changed() {
        needsSolve = true
        schedulePass()
    }

    /// Schedules a layout pass of the hierarchy at the end of the current instant (UIKit's next
    /// layout pass), if it is on stage.
    package func schedulePass() {
        guard !passScheduled, let top, let recorder = top.stageRecorder else { return }
        passScheduled = true
        recorder.scheduleLayoutPass(for: top)
    }

    /// Gives `constraint` to the solver; if it cannot hold, breaks it and reports it as UIKit
    /// logs it (when `report`).
    private func install(_ constraint: any LayoutConstraintItem, report: Bool) {
        guard let container = constraint.container, let first = constraint.first,
              first.object != nil, constraint.second == nil || constraint.second?.object != nil,
              let (lhs, rhs) = sides(of: constraint, in: container) else { return }
        let made = LayoutConstraint(lhs, constraint.layoutRelation, rhs, priority: constraint.layoutPriority,
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
        if let recorder = top?.stageRecorder { recorder.report(problem) } else { StoryContext.reportToCurrent(problem) }
    }

    /// Whether `constraint` is broken (it could not hold and takes no part in layout).
    package func isBroken(_ constraint: any LayoutConstraintItem) -> Bool { broken.contains(ObjectIdentifier(constraint)) }

    // MARK: - Hierarchy changes

    /// Takes over every constraint of `other` (a hierarchy that joined this one).
    package func merge(_ other: LayoutEngine) {
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
    package func detach(_ subtree: any LayoutView) {
        var moving: [any LayoutConstraintItem] = []
        var dropped = false
        for constraint in constraints {
            let firstInside = constraint.first?.hostView?.isLayoutDescendant(of: subtree) ?? false
            let secondInside = constraint.second.map { $0.hostView?.isLayoutDescendant(of: subtree) ?? false }
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
    private func variables(of view: any LayoutView) -> LayoutVariables {
        let variables = view.layoutVariables
        if !participantIDs.contains(ObjectIdentifier(view)) { join(LayoutItemReference(view: view), variables) }
        return variables
    }

    private func variables(of guide: any LayoutGuideItem) -> LayoutVariables {
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
    package func itemChanged(_ item: LayoutItemReference) {
        dirtyItems.append(item)
        changed()
    }

    /// The priority at which a top view that does not translate its mask holds its frame: 1,
    /// below every constraint an app makes, so that only what they leave free keeps its value.
    package static let topFramePriority = LayoutPriority(1)

    /// The frame the solution gives `view`, a top view of this engine that takes part and does
    /// not translate its autoresizing mask (on stage, the window lays such a view out: UIKit's
    /// window is a view); `nil` for any other view.
    package func topFrame(of view: any LayoutView) -> CGRect? {
        guard view === top, view.layoutParent == nil, !view.translatesFrameIntoConstraints,
              let variables = view.layoutVariablesIfMade, variables.engine === self,
              references[ObjectIdentifier(view), default: 0] > 0 else { return nil }
        if needsSolve { solve() }
        return variables.frame.clampedSize
    }

    /// Whether `view` lays out by the engine: it takes part, does not translate its autoresizing
    /// mask and has a superview (a top view keeps the frame it is given: the stage is not a view;
    /// one that does not translate is laid out from ``topFrame(of:)``).
    package func drives(_ view: any LayoutView) -> Bool {
        guard let variables = view.layoutVariablesIfMade, variables.engine === self else { return false }
        return !view.translatesFrameIntoConstraints && view.layoutParent != nil
            && references[ObjectIdentifier(view), default: 0] > 0
    }

    /// Makes the constraints `item` brings itself.
    private func makeOwnConstraints(of item: LayoutItemReference) {
        guard let variables = item.variables, let object = item.object else { return }
        let id = ObjectIdentifier(object)
        for made in self.own[id] ?? [] { try? solver.remove(made) }
        self.own[id] = []
        var own: [LayoutConstraint] = []
        if let view = item.view {
            if !view.translatesFrameIntoConstraints && view.layoutParent == nil && view !== fittingRoot {
                // A top view that does not translate its mask (one the app added to the stage,
                // the window, with `translatesAutoresizingMaskIntoConstraints = false`): UIKit
                // makes no autoresizing constraints for it and the window lays it out by its
                // constraints. Constraints to the stage are not supported, so its frame holds
                // what its own constraints leave free (at priority 1, below any the app gives),
                // and ``UIView`` sets its frame to the solution on stage (see `topFrame(of:)`).
                let f = view.untransformedFrame
                let name = "<Animatic top-view frame \(view.layoutMessageName)"
                for (variable, value, axis) in [(variables.minX, f.minX, "minX"), (variables.minY, f.minY, "minY"),
                                                 (variables.width, f.width, "width"), (variables.height, f.height, "height")] {
                    own.append(LayoutConstraint(variable, .equal, Double(value), priority: LayoutEngine.topFramePriority,
                                                label: "\(name).\(axis) == \(LayoutEngine.number(value))>"))
                }
            } else if (view.translatesFrameIntoConstraints || view.layoutParent == nil) && view !== fittingRoot {
                let f = view.untransformedFrame
                let mask = view.autoresizingDescription
                let name = "<NSAutoresizingMaskLayoutConstraint \(mask) \(view.layoutMessageName)"
                own.append(LayoutConstraint(variables.minX, .equal, Double(f.minX), label: "\(name).minX == \(LayoutEngine.number(f.minX))>"))
                own.append(LayoutConstraint(variables.minY, .equal, Double(f.minY), label: "\(name).minY == \(LayoutEngine.number(f.minY))>"))
                own.append(LayoutConstraint(variables.width, .equal, Double(f.width), label: "\(name).width == \(LayoutEngine.number(f.width))>"))
                own.append(LayoutConstraint(variables.height, .equal, Double(f.height), label: "\(name).height == \(LayoutEngine.number(f.height))>"))
            } else {
                let size = view.intrinsicContentSize
                for (axis, value, variable) in [("width", size.width, variables.width), ("height", size.height, variables.height)]
                    where value.isFinite && value >= 0 {
                    let hug = view.huggingPriority(horizontal: axis == "width")
                    let resist = view.compressionResistance(horizontal: axis == "width")
                    let name = "<NSContentSizeLayoutConstraint \(view.layoutMessageName).\(axis)"
                    own.append(LayoutConstraint(variable, .lessThanOrEqual, Double(value), priority: hug,
                                                label: "\(name) <= \(LayoutEngine.number(value)) Hug:\(LayoutEngine.number(CGFloat(hug.rawValue)))>"))
                    own.append(LayoutConstraint(variable, .greaterThanOrEqual, Double(value), priority: resist,
                                                label: "\(name) >= \(LayoutEngine.number(value)) CompressionResistance:\(LayoutEngine.number(CGFloat(resist.rawValue)))>"))
                }
            }
        } else if let guide = item.guide, let insets = guide.ownInsets, let owner = guide.owningLayoutView {
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

    // MARK: - Expressions

    /// `attribute` of `item` as a linear expression in `container`'s bounds coordinates.
    private func expression(_ item: LayoutItemReference, _ attribute: LayoutAttribute,
                            in container: any LayoutView) -> LayoutExpression {
        if attribute.withinMargins {
            guard let view = item.view else { return LayoutExpression() }
            return expression(LayoutItemReference(guide: view.marginsLayoutItem), LayoutAttribute(attribute.part), in: container)
        }
        guard let variables = item.view.map({ self.variables(of: $0) }) ?? item.guide.map({ self.variables(of: $0) }) else {
            return LayoutExpression()
        }
        switch attribute.part {
        case .width: return LayoutExpression(variables.width)
        case .height: return LayoutExpression(variables.height)
        case .left: return origin(item, x: true, in: container)
        case .right: return origin(item, x: true, in: container) + LayoutExpression(variables.width)
        case .centerX: return origin(item, x: true, in: container) + variables.width * 0.5
        case .top: return origin(item, x: false, in: container)
        case .bottom: return origin(item, x: false, in: container) + LayoutExpression(variables.height)
        case .centerY: return origin(item, x: false, in: container) + variables.height * 0.5
        case .firstBaseline, .lastBaseline:
            let top = origin(item, x: false, in: container)
            guard let view = item.view else { return top + LayoutExpression(variables.height) }
            let first = attribute.part == .firstBaseline
            let baselineView = view.baselineLayoutView(first: first)
            if baselineView !== view, baselineView.isLayoutDescendant(of: view) {
                return expression(LayoutItemReference(view: baselineView), attribute, in: container)
            }
            if let offset = view.baselineOffset(first: first) {
                // The text block is centred vertically in the label: its first line's baseline is
                // `ascender` below the block's top (see the face's `baselineOffset(first:)`).
                return top + variables.height * 0.5 + Double(offset)
            }
            return top + LayoutExpression(variables.height)
        case .none:
            return LayoutExpression()
        }
    }

    /// The item's left (`x`) or top edge in `container`'s coordinates: its origin plus the
    /// origins of the views between it and the container.
    private func origin(_ item: LayoutItemReference, x: Bool, in container: any LayoutView) -> LayoutExpression {
        var expression = LayoutExpression()
        var current: (any LayoutView)?
        if let view = item.view {
            if view === container { return expression }
            let v = variables(of: view)
            expression = LayoutExpression(x ? v.minX : v.minY)
            current = view.layoutParent
        } else if let guide = item.guide {
            let v = variables(of: guide)
            expression = LayoutExpression(x ? v.minX : v.minY)
            current = guide.owningLayoutView
        }
        while let view = current, view !== container {
            let v = variables(of: view)
            expression = expression + LayoutExpression(x ? v.minX : v.minY)
            current = view.layoutParent
        }
        return expression
    }

    // MARK: - Solving

    /// Brings the solver up to date (rebuild, items' own constraints, view guides' insets) and
    /// writes the solution into the variables.
    package func solve() {
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
                guard let view = item.view, view.wrapsToLayoutWidth, drives(view) else { continue }
                let width = view.layoutVariables.frame.clampedSize.width
                if view.wrap(toLayoutWidth: width) {
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
    package func refreshGuideInsets() -> Bool {
        var changedAny = false
        for item in participants {
            guard let guide = item.guide, let insets = guide.ownInsets else { continue }
            if insets != guideInsets[ObjectIdentifier(guide)] {
                makeOwnConstraints(of: item)
                changedAny = true
            }
        }
        if changedAny { solver.updateVariables(); needsSolve = false }
        return changedAny
    }

    /// Whether a view the engine drives among `view`'s subviews is not where the solution puts it.
    package func hasPendingFrames(inSubviewsOf view: any LayoutView) -> Bool {
        for child in view.layoutChildren where drives(child) {
            if child.untransformedFrame != child.layoutVariables.frame.clampedSize { return true }
        }
        return false
    }

    /// Sets the frames of the driven subviews of `view` to the solution, through `center` and
    /// `bounds` (so the changes record, and animate inside an animation block); a transformed
    /// view's transform is not undone (``LayoutView/untransformedFrame``).
    package func applyFrames(toSubviewsOf view: any LayoutView) {
        for child in view.layoutChildren where drives(child) {
            let target = child.layoutVariables.frame.clampedSize
            if child.untransformedFrame != target { child.untransformedFrame = target }
        }
    }

    /// Whether `view`'s position or size is not decided by the constraints (UIKit's
    /// `hasAmbiguousLayout`): any of its four variables can move among the best solutions.
    package func isAmbiguous(_ view: any LayoutView) -> Bool {
        guard drives(view) else { return false }
        if needsSolve { solve() }
        let v = view.layoutVariables
        return [v.minX, v.minY, v.width, v.height].contains { solver.isAmbiguous($0) }
    }

    /// The active constraints whose common ancestor is `view` (UIKit's `UIView.constraints`).
    package func constraints(installedOn view: any LayoutView) -> [any LayoutConstraintItem] {
        constraints.filter { $0.container === view && !$0.isSystemConstraint }
    }

    /// The size `view` takes from the constraints inside it alone, with its width and height
    /// pulled towards `target` at the given priorities (UIKit's `systemLayoutSizeFitting`).
    package func fittingSize(of view: any LayoutView, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        let scratch = LayoutEngine(top: view, scratchFitting: view)
        let inside = constraints.filter { constraint in
            guard constraint.first?.hostView?.isLayoutDescendant(of: view) ?? false else { return false }
            guard let second = constraint.second else { return true }
            return second.hostView?.isLayoutDescendant(of: view) ?? false
        }
        for constraint in inside {
            guard let container = constraint.container else { continue }
            let made = scratch.scratchConstraint(constraint, container: container)
            if let made { try? scratch.solver.add(made) }
        }
        let v = scratch.variables(of: view)
        try? scratch.solver.add(LayoutConstraint(v.width, .equal, Double(target.width), priority: horizontal))
        try? scratch.solver.add(LayoutConstraint(v.height, .equal, Double(target.height), priority: vertical))
        scratch.solver.updateVariables()
        let size = CGSize(width: LayoutVariables.snap(v.width.value), height: LayoutVariables.snap(v.height.value))
        scratch.releaseParticipants()
        // The variables now hold the scratch solution: the real engine solves again.
        needsSolve = true
        return size
    }


    private func scratchConstraint(_ constraint: any LayoutConstraintItem, container: any LayoutView) -> LayoutConstraint? {
        guard let (lhs, rhs) = sides(of: constraint, in: container) else { return nil }
        return LayoutConstraint(lhs, constraint.layoutRelation, rhs, priority: constraint.layoutPriority)
    }

    /// The constraint's two sides as expressions in `container`'s coordinates.
    private func sides(of constraint: any LayoutConstraintItem, in container: any LayoutView) -> (LayoutExpression, LayoutExpression)? {
        guard let first = constraint.first else { return nil }
        let lhs = expression(LayoutEngine.scrollContent(first, constraint.firstLayoutAttribute, other: constraint.second),
                             constraint.firstLayoutAttribute, in: container)
        var rhs = LayoutExpression(constant: Double(constraint.constant))
        if let second = constraint.second {
            rhs = expression(LayoutEngine.scrollContent(second, constraint.secondLayoutAttribute, other: first),
                             constraint.secondLayoutAttribute, in: container) * Double(constraint.multiplier)
                + Double(constraint.constant)
        }
        return (lhs, rhs)
    }

    /// UIKit's rule for scroll views (Apple, "Auto Layout Guide", "Working with Scroll Views":
    /// "Constraints between the edges or margins of the scroll view and its content attach to
    /// the scroll view's content area. Constraints between the height, width, or centers attach
    /// to the scroll view's frame"): an edge of a scroll view constrained to a view or guide
    /// inside it stands for the edge of its `contentLayoutGuide`, whose size gives `contentSize`.
    static func scrollContent(_ item: LayoutItemReference, _ attribute: LayoutAttribute,
                              other: LayoutItemReference?) -> LayoutItemReference {
        guard let scroll = item.view, let content = scroll.scrollContentLayoutItem, let other, !attribute.withinMargins,
              [.left, .right, .top, .bottom].contains(attribute.part),
              let inside = other.hostView,
              inside !== scroll, inside.isLayoutDescendant(of: scroll) else { return item }
        return LayoutItemReference(guide: content)
    }
}
