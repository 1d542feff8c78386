import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline

/// How deep a view tree may be: ``maximum`` levels, the stage's own subviews being level 1.
///
/// The levels count views and the layers drawn inside them together, as the SVG nests both: a
/// sublayer (``CALayer/addSublayer(_:)``), a mask (``CALayer/mask``, ``UIView/mask``) and a
/// replicator's instances each sit one level below the view whose layer holds them, and a
/// standalone layer not yet added anywhere is level 1 of its own tree.
///
/// Every part of Animatic that follows the tree (recording, the SVG writer, state, timeline
/// text, review pages, releasing the tree) can then go down it without running out of stack,
/// and every exported
/// document stays well inside what browsers draw: each level of views is at most a handful of
/// nested SVG elements, and Chromium 156 stops drawing past about 4,990 nested elements
/// (measured with `<g>` chains: 4,992 drawn, 5,000 not). Adding a view or a layer that would
/// make a tree deeper (`addSubview`, `insertSubview`, `Stage.addSubview`, `addSublayer`,
/// `insertSublayer`, `mask`) is reported as ``StoryProblem/notSupported(call:feature:)`` and
/// leaves both trees as they were; a refusal outside any recording is reported when the tree
/// joins a stage.
enum ViewTreeDepth {
    /// The deepest level a view may have: 256.
    static let maximum = 256

    /// Keeps a refusal made while no story was recording on the view that refused, for the
    /// recording it joins (the first refusal is kept).
    static func remember(_ problem: StoryProblem, on view: UIView) {
        if view.extras == nil { view.extras = ViewExtras() }
        if view.extras!.refusedTooDeep == nil { view.extras!.refusedTooDeep = problem }
    }

    /// Keeps a refusal made while no story was recording on the layer that refused: on its view
    /// if it has one, else until it gets one (see ``CALayer/makeHost()``).
    static func remember(_ problem: StoryProblem, on layer: CALayer) {
        if let owner = layer.owner { return remember(problem, on: owner) }
        if layer.refusedTooDeep == nil { layer.refusedTooDeep = Refusal(problem: problem) }
    }

    /// A refusal kept on a standalone layer that has no view yet.
    final class Refusal {
        let problem: StoryProblem
        init(problem: StoryProblem) { self.problem = problem }
    }

    /// The number of levels of `view`'s subtree (1 for a view without subviews or sublayers),
    /// or `nil` as soon as it exceeds `limit`.
    ///
    /// - Complexity: O(views of the subtree, down to `limit` levels); no recursion.
    static func height(of view: UIView, limit: Int) -> Int? {
        if view.subviews.isEmpty && (view.storedLayer?.hostViews.isEmpty ?? true) { return 1 }
        return height(below: [(view, 1)], limit: limit)
    }

    /// The number of levels of `layer`'s subtree, the layer itself counting as one (its view's,
    /// when it has one), or `nil` as soon as it exceeds `limit`.
    static func height(of layer: CALayer, limit: Int) -> Int? {
        if let owner = layer.owner { return height(of: owner, limit: limit) }
        if layer.hostViews.isEmpty { return 1 }
        return height(below: layer.hostViews.map { ($0, 2) }, limit: limit)
    }

    private static func height(below start: [(UIView, Int)], limit: Int) -> Int? {
        var deepest = 1
        var stack = start
        while let (v, level) = stack.popLast() {
            if level > deepest {
                deepest = level
                if deepest > limit { return nil }
            }
            if let hosts = v.storedLayer?.hostViews { for host in hosts { stack.append((host, level + 1)) } }
            for child in v.subviews { stack.append((child, level + 1)) }
        }
        return deepest
    }

    /// What `view` is drawn inside: its superview, or the view whose layer holds its layer as a
    /// sublayer, mask or replicator instances (or that layer, when it has no view yet).
    enum Parent {
        case view(UIView)
        case layer(CALayer)
    }

    /// See ``Parent``; `nil` at the top of a tree.
    static func parent(of view: UIView) -> Parent? {
        if let parent = view.storedSuperview { return .view(parent) }
        guard let layer = view.storedLayer, layer.owner === view, let holder = layer.holdingLayer else { return nil }
        if let owner = holder.owner { return .view(owner) }
        return .layer(holder)
    }

    /// The level of `view` in its tree: 1 for a view at the top (no superview, not drawn inside
    /// another view's layer).
    ///
    /// - Complexity: O(level), which adding views and layers keeps at most ``maximum``.
    static func level(of view: UIView) -> Int {
        var level = 1
        var current = view
        while let parent = parent(of: current) {
            level += 1
            guard case .view(let next) = parent else { break }
            current = next
        }
        return level
    }

    /// The level of `layer`'s node: its view's, or 1 for a standalone layer without one.
    static func level(of layer: CALayer) -> Int {
        layer.owner.map { level(of: $0) } ?? 1
    }

    /// Whether `layer` is `holder` or one of the layers or views `holder` is drawn inside.
    static func layer(_ layer: CALayer, holds holder: CALayer) -> Bool {
        if holder === layer { return true }
        // A layer of no view that holds nothing (a new sublayer: the usual case) holds no one.
        if layer.owner == nil && layer.hostViews.isEmpty { return false }
        guard var current = holder.owner else { return false }
        while true {
            if current === layer.owner { return true }
            switch parent(of: current) {
            case .view(let next)?: current = next
            case .layer(let top)?: return top === layer
            case nil: return false
            }
        }
    }

    /// How a refusal names `layer`: its view, for a view's own layer; else the layer by name.
    static func name(of layer: CALayer) -> String {
        if let owner = layer.owner, !owner.isLayerHost { return "view \(Timeline.inert(owner.displayName))" }
        if let replicator = (layer as? ReplicatorInstances)?.replicator { return name(of: replicator) }
        return "layer \(Timeline.inert(layer.name ?? "\(type(of: layer))"))"
    }

    /// Why `layer` cannot be drawn inside `holder` (as a sublayer or mask, by `call`): the tree
    /// would be deeper than ``maximum``; `nil` when it can.
    static func problem(adding layer: CALayer, under holder: CALayer, call: String) -> StoryProblem? {
        let above = level(of: holder)
        let room = maximum - above
        if room > 0, height(of: layer, limit: room) != nil { return nil }
        let depth = above + (height(of: layer, limit: .max) ?? 0)
        return .notSupported(call: call, feature: "a view tree deeper than \(maximum) levels"
                             + " (\(name(of: layer)) was not added under \(name(of: holder)): the tree would be \(depth) levels deep)")
    }

    /// Reports `problem` of adding `layer` inside `holder` (by `call`) to the story recording
    /// either, else to the story being recorded, else keeps it on `holder` (`remember`) for the
    /// story its tree joins.
    static func report(_ problem: StoryProblem, adding layer: CALayer, under holder: CALayer, remember keep: Bool) {
        if let recorder = holder.owner?.stageRecorder ?? layer.owner?.stageRecorder { recorder.report(problem) }
        else if !StoryContext.reportToCurrent(problem), keep { remember(problem, on: holder) }
    }
}

extension CALayer {
    /// The layer whose view draws this layer's view: its superlayer's (the holder of its
    /// sublayers), the layer it masks, or the replicator whose instances it holds.
    var holdingLayer: CALayer? {
        if let superlayer { return superlayer.sublayerHolder }
        if let maskedLayer { return maskedLayer }
        return (self as? ReplicatorInstances)?.replicator
    }
}

extension UIView {
    /// Why `view` cannot be added under `parent` (the stage when `nil`): the tree would be
    /// deeper than ``ViewTreeDepth/maximum``; `nil` when it can.
    static func depthProblem(adding view: UIView, under parent: UIView?, call: String) -> StoryProblem? {
        let above = parent.map(ViewTreeDepth.level(of:)) ?? 0
        let room = ViewTreeDepth.maximum - above
        if room > 0, ViewTreeDepth.height(of: view, limit: room) != nil { return nil }
        let place = parent.map { "under view \(Timeline.inert($0.displayName))" } ?? "on the stage"
        // The depth the tree would have had: where the view goes plus its own levels (a chain
        // built bottom-up is refused at its top, where the view would be level 2).
        let depth = above + (ViewTreeDepth.height(of: view, limit: .max) ?? 0)
        return .notSupported(call: call, feature: "a view tree deeper than \(ViewTreeDepth.maximum) levels"
                             + " (view \(Timeline.inert(view.displayName)) was not added \(place): the tree would be \(depth) levels deep)")
    }
}
