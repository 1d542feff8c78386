import AnimaticClock
import AnimaticTimeline
import Foundation

/// Streams one SVG document for a timeline through an ``XMLStream``: the root, then every
/// view as nested groups (subviews inside their superview's bounds group), depth first in
/// view order. Animated documents carry one SMIL track per animated property spanning the
/// whole story; frames carry the same elements with the values at one instant.
final class SVGDocumentWriter {
    enum Mode { case animated, frame(StoryTime) }

    private let timeline: Timeline
    private let width: Double, height: Double
    private let options: SVGExport.Options
    private let stream: XMLStream
    private let ids: [String]
    private let base: StageState
    private let storyTicks: Int64
    private let animates: Bool

    private var text = SVGText()
    private var center = Keyframes(), size = Keyframes(), transform = Keyframes()
    private var alpha = Keyframes(), color = Keyframes(), skew = Keyframes()
    private var visibility = VisibilitySteps()
    private var groups: [(parts: Range<Int>, animated: Bool)] = []

    private var lengthPlaces: Int { min(9, max(0, options.decimals)) }
    private var scalePlaces: Int { min(9, max(0, options.decimals) + 2) }
    private static let keyTimePlaces = 9
    private static let splinePlaces = 6

    init(timeline: Timeline, width: Double, height: Double, options: SVGExport.Options,
         mode: Mode, stream: XMLStream) {
        self.timeline = timeline
        self.width = width
        self.height = height
        self.options = options
        self.stream = stream
        ids = SVGIdentifiers.assign(timeline.views)
        storyTicks = timeline.duration.ticks
        switch mode {
        case .animated:
            base = timeline.state(at: .zero)
            animates = storyTicks > 0
        case .frame(let time):
            base = timeline.state(at: time)
            animates = false
        }
    }

    func write() throws {
        try stream.startDocument()
        try stream.start("svg")
        try stream.attribute("xmlns", "http://www.w3.org/2000/svg")
        text.clear(); text.number(width, lengthPlaces)
        try stream.attribute("width", &text.bytes)
        text.clear(); text.number(height, lengthPlaces)
        try stream.attribute("height", &text.bytes)
        text.clear(); text.ascii("0 0 "); text.number(width, lengthPlaces)
        text.byte(32); text.number(height, lengthPlaces)
        try stream.attribute("viewBox", &text.bytes)
        if let background = options.background {
            try stream.start("rect")
            text.clear(); text.number(width, lengthPlaces)
            try stream.attribute("width", &text.bytes)
            text.clear(); text.number(height, lengthPlaces)
            try stream.attribute("height", &text.bytes)
            try writeFill(background)
            try stream.end()
        }
        try writeViews()
        try stream.finish()
    }

    // MARK: - Hierarchy

    private enum Step { case enter(Int), close(Int) }

    private func writeViews() throws {
        let views = timeline.views
        let n = views.count
        // Children lists in view order: firstChild[n] is the stage's.
        var firstChild = [Int](repeating: -1, count: n + 1)
        var nextSibling = [Int](repeating: -1, count: n)
        for v in stride(from: n - 1, through: 0, by: -1) {
            let parent = views[v].parent ?? n
            nextSibling[v] = firstChild[parent]
            firstChild[parent] = v
        }
        var stack: [Step] = []
        var siblings: [Int] = []
        func pushChildren(of parent: Int) {
            siblings.removeAll(keepingCapacity: true)
            var c = firstChild[parent]
            while c >= 0 { siblings.append(c); c = nextSibling[c] }
            for c in siblings.reversed() { stack.append(.enter(c)) }
        }
        pushChildren(of: n)
        while let step = stack.popLast() {
            switch step {
            case .enter(let v):
                let opened = try openView(v)
                stack.append(.close(opened))
                pushChildren(of: v)
            case .close(let count):
                for _ in 0..<count { try stream.end() }
            }
        }
    }

    // MARK: - One view

    /// Writes the view's groups up to and including the content of its bounds group, leaving
    /// them open for the subviews; returns how many elements to close.
    private func openView(_ v: Int) throws -> Int {
        let plan = makePlan(v)
        let state = base.views[v].state
        boundsOrigin = (state.boundsX, state.boundsY)
        plan.groups(into: &groups)
        let last = groups.count - 1
        for (i, group) in groups.enumerated() {
            try stream.start("g")
            if i == last {
                text.clear(); text.string(ids[v])
                try stream.attribute("id", &text.bytes)
                if let raw = timeline.views[v].identifier, raw != ids[v] {
                    text.clear(); text.string(SVGIdentifiers.xmlCharacters(raw))
                    try stream.attribute("data-name", &text.bytes)
                }
            }
            text.clear()
            for p in group.parts where plan.parts[p] != .absent {
                if !text.bytes.isEmpty { text.byte(32) }
                appendStaticTransform(Part(rawValue: p)!, state)
            }
            if !text.bytes.isEmpty { try stream.attribute("transform", &text.bytes) }
            if i == 0 {
                if plan.opacity != .absent {
                    text.clear(); text.number(state.alpha, lengthPlaces)
                    try stream.attribute("opacity", &text.bytes)
                }
                if VisibilitySteps.isHidden(timeline, view: v, at: base.time) {
                    try stream.attribute("visibility", "hidden")
                }
            }
            try check(v)
            if animates {
                if group.animated { try writeTransformAnimation(Part(rawValue: group.parts.lowerBound)!) }
                if i == 0 {
                    if plan.opacity == .animated {
                        try writeAnimation("opacity", alpha) { w, k in w.text.number(w.alpha.value(k, 0), w.lengthPlaces) }
                    }
                    if plan.visibilityAnimated { try writeVisibility() }
                }
            }
            if i == last, plan.rect { try writeRect(plan, state) }
            try check(v)
        }
        return groups.count
    }

    private func check(_ v: Int) throws {
        if text.nonFinite {
            throw SVGExportError.nonFiniteNumber(what: "a value of view \(timeline.views[v].displayName)")
        }
    }

    private func makePlan(_ v: Int) -> ViewPlan {
        var plan = ViewPlan()
        center.build(timeline, view: v, property: .center, storyTicks: storyTicks)
        size.build(timeline, view: v, property: .size, storyTicks: storyTicks)
        transform.build(timeline, view: v, property: .transform, storyTicks: storyTicks)
        alpha.build(timeline, view: v, property: .alpha, storyTicks: storyTicks)
        color.build(timeline, view: v, property: .backgroundColor, storyTicks: storyTicks)
        visibility.build(timeline, view: v)
        let initial = timeline.views[v].initial
        // Constant parts take their one value: the keyframes' (after an instant change at 0)
        // or the initial state's.
        func constant(_ k: Keyframes, _ c: Int, _ fallback: Double) -> Double {
            k.isEmpty ? fallback : k.value(0, c)
        }
        func state(_ k: Keyframes, _ comps: [Int], _ fallbacks: [Double], identity: [Double]) -> PartState {
            if comps.contains(where: { k.varies($0) }) { return .animated }
            for (i, c) in comps.enumerated() where constant(k, c, fallbacks[i]) != identity[i] { return .fixed }
            return .absent
        }
        let t = initial.transform
        plan[.position] = state(center, [0, 1], [initial.centerX, initial.centerY], identity: [0, 0])
        plan[.translation] = state(transform, [0, 1], [t.translationX, t.translationY], identity: [0, 0])
        plan[.rotation] = state(transform, [2], [t.rotation], identity: [0])
        plan[.skew] = state(transform, [3], [t.skew], identity: [0])
        plan[.scale] = state(transform, [4, 5], [t.scaleX, t.scaleY], identity: [1, 1])
        let sizeState = state(size, [0, 1], [initial.width, initial.height], identity: [.nan, .nan])
        if sizeState == .animated {
            plan[.bounds] = .animated
        } else {
            let w = constant(size, 0, initial.width), h = constant(size, 1, initial.height)
            plan[.bounds] = (initial.boundsX + w / 2 == 0 && initial.boundsY + h / 2 == 0) ? .absent : .fixed
        }
        plan.width = size.varies(0) ? .animated : .fixed
        plan.height = size.varies(1) ? .animated : .fixed
        plan.opacity = state(alpha, [0], [initial.alpha], identity: [1])
        plan.visibilityAnimated = visibility.changes
        plan.fill = (color.varies(0) || color.varies(1) || color.varies(2)) ? .animated : .fixed
        plan.fillOpacity = state(color, [3], [initial.backgroundColor.alpha], identity: [1])
        // The rect is drawn only if the background is ever visible.
        if color.isEmpty {
            plan.rect = initial.backgroundColor.alpha > 0
        } else {
            plan.rect = (0..<color.count).contains { color.value($0, 3) > 0 }
        }
        if plan[.skew] == .animated {
            // skewX shifts x by k·y: 0.004 px at the view's largest extent.
            var extent = max(1, abs(initial.width), abs(initial.height))
            for k in 0..<size.count { extent = max(extent, abs(size.value(k, 0)), abs(size.value(k, 1))) }
            skew.buildMapped(from: transform, component: 3, tolerance: 0.004 / extent,
                             map: { atan($0) * 180 / .pi }, unmap: { tan($0 * .pi / 180) })
        }
        return plan
    }

    // MARK: - Transforms

    private func appendStaticTransform(_ part: Part, _ s: ViewState) {
        switch part {
        case .position:
            text.ascii("translate("); pair(s.centerX, s.centerY, lengthPlaces); text.byte(41)
        case .translation:
            text.ascii("translate("); pair(s.transform.translationX, s.transform.translationY, lengthPlaces); text.byte(41)
        case .rotation:
            text.ascii("rotate("); text.number(s.transform.rotation * 180 / .pi, lengthPlaces); text.byte(41)
        case .skew:
            text.ascii("skewX("); text.number(atan(s.transform.skew) * 180 / .pi, lengthPlaces); text.byte(41)
        case .scale:
            text.ascii("scale("); pair(s.transform.scaleX, s.transform.scaleY, scalePlaces); text.byte(41)
        case .bounds:
            text.ascii("translate(")
            pair(-(s.boundsX + s.width / 2), -(s.boundsY + s.height / 2), lengthPlaces)
            text.byte(41)
        }
    }

    @inline(__always) private func pair(_ x: Double, _ y: Double, _ places: Int) {
        text.number(x, places); text.byte(32); text.number(y, places)
    }

    private func writeTransformAnimation(_ part: Part) throws {
        switch part {
        case .position:
            try writeAnimation("transform", center, type: "translate") { w, k in
                w.pair(w.center.value(k, 0), w.center.value(k, 1), w.lengthPlaces)
            }
        case .translation:
            try writeAnimation("transform", transform, type: "translate") { w, k in
                w.pair(w.transform.value(k, 0), w.transform.value(k, 1), w.lengthPlaces)
            }
        case .rotation:
            try writeAnimation("transform", transform, type: "rotate") { w, k in
                w.text.number(w.transform.value(k, 2) * 180 / .pi, w.lengthPlaces)
            }
        case .skew:
            try writeAnimation("transform", skew, type: "skewX") { w, k in
                w.text.number(w.skew.value(k, 0), w.lengthPlaces)
            }
        case .scale:
            try writeAnimation("transform", transform, type: "scale") { w, k in
                w.pair(w.transform.value(k, 4), w.transform.value(k, 5), w.scalePlaces)
            }
        case .bounds:
            try writeAnimation("transform", size, type: "translate") { w, k in
                w.pair(-(w.boundsOrigin.x + w.size.value(k, 0) / 2),
                       -(w.boundsOrigin.y + w.size.value(k, 1) / 2), w.lengthPlaces)
            }
        }
    }

    /// The bounds origin of the view being written (constant over the story).
    private var boundsOrigin: (x: Double, y: Double) = (0, 0)

    // MARK: - Content

    private func writeRect(_ plan: ViewPlan, _ s: ViewState) throws {
        try stream.start("rect")
        text.clear(); text.number(s.width, lengthPlaces)
        try stream.attribute("width", &text.bytes)
        text.clear(); text.number(s.height, lengthPlaces)
        try stream.attribute("height", &text.bytes)
        text.clear(); text.color(s.backgroundColor)
        try stream.attribute("fill", &text.bytes)
        if plan.fillOpacity != .absent {
            text.clear(); text.number(s.backgroundColor.alpha, lengthPlaces)
            try stream.attribute("fill-opacity", &text.bytes)
        }
        if animates {
            if plan.width == .animated {
                try writeAnimation("width", size) { w, k in w.text.number(w.size.value(k, 0), w.lengthPlaces) }
            }
            if plan.height == .animated {
                try writeAnimation("height", size) { w, k in w.text.number(w.size.value(k, 1), w.lengthPlaces) }
            }
            if plan.fill == .animated {
                try writeAnimation("fill", color) { w, k in
                    w.text.color(RGBA(red: w.color.value(k, 0), green: w.color.value(k, 1),
                                      blue: w.color.value(k, 2), alpha: 1))
                }
            }
            if plan.fillOpacity == .animated {
                try writeAnimation("fill-opacity", color) { w, k in w.text.number(w.color.value(k, 3), w.lengthPlaces) }
            }
        }
        try stream.end()
    }

    private func writeFill(_ c: RGBA) throws {
        text.clear(); text.color(c)
        try stream.attribute("fill", &text.bytes)
        if c.alpha != 1 {
            text.clear(); text.number(c.alpha, lengthPlaces)
            try stream.attribute("fill-opacity", &text.bytes)
        }
    }

    // MARK: - SMIL

    /// One track spanning the story: `begin="0s" dur=… calcMode="spline" keyTimes keySplines
    /// values fill="freeze"` (and `repeatCount="indefinite"` when looping).
    private func writeAnimation(_ attribute: StaticString, _ frames: Keyframes, type: StaticString? = nil,
                                value: (SVGDocumentWriter, Int) -> Void) throws {
        if let type {
            try stream.start("animateTransform")
            try stream.attribute("attributeName", attribute)
            try stream.attribute("type", type)
        } else {
            try stream.start("animate")
            try stream.attribute("attributeName", attribute)
        }
        try writeTiming()
        try stream.attribute("calcMode", "spline")
        text.clear()
        for k in 0..<frames.count {
            if k > 0 { text.byte(59) }
            text.number(frames.times[k] / Double(storyTicks), SVGDocumentWriter.keyTimePlaces)
        }
        try stream.attribute("keyTimes", &text.bytes)
        text.clear()
        var i = 0
        while i < frames.splines.count {
            if i > 0 { text.byte(59) }
            for j in 0..<4 {
                if j > 0 { text.byte(32) }
                text.number(min(1, max(0, frames.splines[i + j])), SVGDocumentWriter.splinePlaces)
            }
            i += 4
        }
        try stream.attribute("keySplines", &text.bytes)
        text.clear()
        for k in 0..<frames.count {
            if k > 0 { text.byte(59) }
            value(self, k)
        }
        if text.nonFinite { throw SVGExportError.nonFiniteNumber(what: "an animated \(attribute) value") }
        try stream.attribute("values", &text.bytes)
        try writeEnd()
    }

    private func writeVisibility() throws {
        try stream.start("animate")
        try stream.attribute("attributeName", "visibility")
        try writeTiming()
        try stream.attribute("calcMode", "discrete")
        text.clear()
        for k in 0..<visibility.count {
            if k > 0 { text.byte(59) }
            text.number(Double(visibility.times[k]) / Double(storyTicks), SVGDocumentWriter.keyTimePlaces)
        }
        try stream.attribute("keyTimes", &text.bytes)
        text.clear()
        for k in 0..<visibility.count {
            if k > 0 { text.byte(59) }
            if visibility.hidden[k] { text.ascii("hidden") } else { text.ascii("inherit") }
        }
        try stream.attribute("values", &text.bytes)
        try writeEnd()
    }

    private func writeTiming() throws {
        try stream.attribute("begin", "0s")
        text.clear()
        text.number(StoryTime(ticks: storyTicks).seconds, 9)
        text.byte(UInt8(ascii: "s"))
        try stream.attribute("dur", &text.bytes)
    }

    private func writeEnd() throws {
        try stream.attribute("fill", "freeze")
        if options.loop { try stream.attribute("repeatCount", "indefinite") }
        try stream.end()
    }
}
