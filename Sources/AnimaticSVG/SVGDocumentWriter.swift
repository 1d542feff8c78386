import AnimaticClock
import AnimaticExport
import AnimaticTimeline
import Foundation

/// Streams one SVG document for a timeline through an ``XMLStream``: the root, then every
/// view as nested groups (subviews inside their superview's bounds group), depth first in
/// view order. Animated documents carry one SMIL track per animated property spanning the
/// whole story; frames carry the same elements with the values at one instant.
///
/// A struct with mutating methods (not a class) so that its reused buffers are reached without
/// dynamic exclusivity checks; noncopyable because its ``SVGText`` owns memory.
///
/// Each element's own attributes (numbers and keywords) are built in `text` as one
/// ` name="value"` run and handed to libxml2 with the element in one call; ids and names,
/// user text, go through libxml2's escaping attribute by attribute.
struct SVGDocumentWriter: ~Copyable {
    enum Mode { case animated, frame(StoryTime) }

    let timeline: Timeline
    private let width: Double, height: Double
    let options: SVGExport.Options
    let stream: XMLStream
    let ids: [String]
    /// The instant whose values the static attributes show (0 for animated documents).
    let baseTime: StoryTime
    let storyTicks: Int64
    let animates: Bool
    let lengthPlaces: Int
    /// Decimal places of scale factors and unit-space fractions (two more than lengths).
    let scalePlaces: Int
    /// What every writer of this document shares (views written in parallel read it too).
    /// The fields above are copies of its parts, on purpose: read through computed
    /// properties, every `timeline` access copied the timeline (retains of its storage) and
    /// writing took 22 % more instructions.
    let context: SVGDocumentContext
    static let keyTimePlaces = 9
    static let splinePlaces = 6
    /// Components closer than this count as constant (decomposition noise).
    private static let noise = 1e-9

    var text = SVGText(cachingNumbers: true)
    /// ` dur="…s"`, the same on every whole-story track (`begin` is SMIL's default, 0).
    var timing = SVGText(capacity: 64)
    /// The per-change form of the track being written: the attribute runs of its elements,
    /// one after the other, ending at ``changeEnds`` (see ``writeAnimationElement``).
    var changes = SVGText()
    var changeEnds: [Int] = []
    /// Where each value and spline of the whole-story form starts in `text` (the per-change
    /// form copies them instead of printing them again).
    var pieces = KeyframeTextOffsets()
    var clockTexts = ClockTexts()
    /// The per-change form's key times (local to each element), cached apart from the story's.
    var changeKeyTimeTexts = KeyTimeTexts()
    var splineTexts = SplineTexts()
    var keyTimeTexts = KeyTimeTexts()
    var center = Keyframes(), size = Keyframes(), transform = Keyframes()
    /// The anchor point's track, and the bounds offset `−anchorPoint·size` when the anchor point
    /// and the size both vary (see ``boundsAnchor``). The bounds origin is not in it: it moves
    /// only the subviews, in their own group (``openOriginGroup(_:)``), so the id'd group's space
    /// is the view's frame space, where its background, content and clip are drawn.
    private var anchor = Keyframes(), boundsOffset = Keyframes()
    /// The view's anchor point when it is constant over the story (as the bounds offset uses it).
    private var boundsAnchor = (x: 0.5, y: 0.5)
    /// Which tracks the bounds offset follows: the size's, the anchor point's or both (then
    /// ``boundsOffset``).
    private var boundsFollows = BoundsTrack.size
    /// The view's size when it is constant and the anchor point varies.
    private var boundsSize = (width: 0.0, height: 0.0)
    private enum BoundsTrack { case size, anchor, both }
    private var alpha = Keyframes(), color = Keyframes(), skew = Keyframes()
    private var visibility = VisibilitySteps()
    /// Scratch steps for what a view draws with a visibility animation of its own.
    private var treeVisibility = VisibilitySteps()
    private var groups: [(parts: Range<Int>, animated: Bool)] = []
    /// How many groups around its subviews the view ``openView(_:)`` wrote last opened
    /// (``openSubviewGroups(_:_:)``).
    private var subviewGroups = 0
    /// Whether the bounds offset `−(origin + anchorPoint·size)` of the view being written
    /// varies over the story (`makePlan`).
    private var boundsAnimated = false
    /// With ``ViewPlan/rotatesAboutAnchor``: the anchor point in the view's bounds space (the
    /// rotation's centre), which the position group's translation subtracts; else (0, 0).
    private var rotationCentre = (x: 0.0, y: 0.0)
    /// The view's centre at the base time: what its position group's `transform` shows and its
    /// `animateMotion` values are offsets from.
    private var positionBase = (x: 0.0, y: 0.0)
    /// Content tracks (labels, images, shapes, layer looks): see SVGContent.swift.
    var contentTrack = Keyframes(), contentTrack2 = Keyframes()
    /// One cycle of an endless repeat of the track being written, and of the skew track (see
    /// ``writeAnimation(_:type:_:value:)``).
    var cycle = Keyframes(), skewCycle = Keyframes()
    /// How closely the skew track follows the model, in shear (see `makePlan`).
    private var skewTolerance = 0.0
    /// The view whose content is being written, and its clip path and filter ids.
    var contentView = 0
    var effectIds = SVGDocumentContext.EffectIds()

    init(timeline: Timeline, width: Double, height: Double, options: SVGExport.Options,
         mode: Mode, stream: XMLStream, parallel: SVGParallelWriting.Settings = .automatic) {
        self.init(context: SVGDocumentContext(timeline: timeline, width: width, height: height,
                                              options: options, mode: mode, parallel: parallel),
                  stream: stream)
    }

    /// A writer of the document `context` describes (or of part of it) into `stream`.
    init(context: SVGDocumentContext, stream: XMLStream) {
        self.context = context
        timeline = context.timeline
        width = context.width
        height = context.height
        options = context.options
        self.stream = stream
        ids = context.ids
        baseTime = context.baseTime
        storyTicks = context.storyTicks
        animates = context.animates
        lengthPlaces = min(9, max(0, options.decimals))
        scalePlaces = min(9, max(0, options.decimals) + 2)
        timing.open("dur")
        timing.clockSeconds(StoryTime(ticks: storyTicks))
        timing.byte(UInt8(ascii: "s"))
        timing.close()
    }

    mutating func write() throws {
        try stream.startDocument()
        text.clear()
        text.attribute("xmlns", "http://www.w3.org/2000/svg")
        try numberAttribute("width", width, lengthPlaces)
        try numberAttribute("height", height, lengthPlaces)
        text.open("viewBox"); text.ascii("0 0 "); text.number(width, lengthPlaces)
        text.byte(UInt8(ascii: " ")); text.number(height, lengthPlaces); text.close()
        try stream.start("svg", trusted: text)
        if let background = options.background {
            text.clear()
            try numberAttribute("width", width, lengthPlaces)
            try numberAttribute("height", height, lengthPlaces)
            try appendFill(background)
            try stream.empty("rect", trusted: text)
        }
        let shared = context.sharedRects.definitions
        if !shared.isEmpty {
            try stream.start("defs")
            for definition in shared {
                try stream.start("rect")
                try stream.attribute("id", definition.id)
                text.clear()
                for b in definition.attributes { text.byte(b) }
                try stream.trusted(text)
                try stream.end()
            }
            try stream.end()
        }
        try writeViews()
        try stream.finish()
    }

    // MARK: - Hierarchy

    private enum Step {
        case enter(Int), close(Int, view: Int, mask: String?, subviewGroups: Int)
        /// A view drawn again where its siblings' order puts it (``DrawOrder``).
        case copy(DrawOrder.Occurrence)
        /// The groups around a view's own element that its siblings' order needs: when it is
        /// not drawn there, and the id its copies use.
        case wrap(DrawOrder.Occurrence, groups: Int)
        case unwrap(Int)
    }

    private mutating func writeViews() throws {
        let topLevel = context.tree.topLevel
        if context.drawOrder.occurrences[timeline.views.count] != nil {
            // The stage's own views changed order: one writer draws them with their copies.
            var stack: [Step] = []
            pushChildren(of: timeline.views.count, mask: nil, onto: &stack)
            try run(&stack)
        } else if let plan = SVGParallelWriting.plan(context: context, topLevel: topLevel) {
            try SVGParallelWriting.write(plan, context: context, into: stream)
        } else {
            try writeSubtrees(of: topLevel[...])
        }
    }

    /// Writes the views in `roots` with all their subviews, one after the other.
    mutating func writeSubtrees(of roots: ArraySlice<Int>) throws {
        var stack: [Step] = []
        for root in roots {
            stack.append(.enter(root))
            try run(&stack)
        }
    }

    /// Pushes the steps that write the children of `parent` (the stage's views when `parent`
    /// is the view count), the first on top; a view's mask child is left out.
    private func pushChildren(of parent: Int, mask: String?, onto stack: inout [Step]) {
        let timeline = timeline
        if !context.drawOrder.isEmpty, let occurrences = context.drawOrder.occurrences[parent] {
            for occurrence in occurrences.reversed() {
                let c = occurrence.view
                if mask != nil && timeline.views[c].look.isMask { continue }
                if occurrence.isCopy {
                    if animates || !occurrence.isHidden(at: baseTime.ticks) { stack.append(.copy(occurrence)) }
                    continue
                }
                let display = occurrence.changes && (animates || occurrence.isHidden(at: baseTime.ticks))
                let groups = (display ? 1 : 0) + (context.copyTargets[c] != nil ? 1 : 0)
                if groups > 0 { stack.append(.unwrap(groups)) }
                stack.append(.enter(c))
                if groups > 0 { stack.append(.wrap(occurrence, groups: groups)) }
            }
            return
        }
        var siblings: [Int] = []
        if mask == nil {
            context.tree.forEachChild(of: parent) { siblings.append($0) }
        } else {
            context.tree.forEachChild(of: parent) { if !timeline.views[$0].look.isMask { siblings.append($0) } }
        }
        for c in siblings.reversed() { stack.append(.enter(c)) }
    }

    private mutating func run(_ stack: inout [Step]) throws {
        while let step = stack.popLast() {
            switch step {
            case .enter(let v):
                let opened = try openView(v)
                // The view's mask child is drawn in its <mask>, not as a subview.
                let mask = effectIds.isEmpty ? nil : effectIds[.mask]
                stack.append(.close(opened, view: v, mask: mask, subviewGroups: subviewGroups))
                pushChildren(of: v, mask: mask, onto: &stack)
            case .close(let count, let v, let mask, let subviewGroups):
                for _ in 0..<subviewGroups { try stream.end() }
                try closeContent(v)
                if let mask { try writeMask(v, id: mask) }
                for _ in 0..<count { try stream.end() }
            case .copy(let occurrence):
                guard let target = context.copyTargets[occurrence.view] else { continue }
                text.clear()
                text.open("href")
                text.byte(UInt8(ascii: "#"))
                for b in target.utf8 { text.byte(b) }
                text.close()
                if occurrence.isHidden(at: baseTime.ticks) { text.attribute("display", "none") }
                if animates && occurrence.changes {
                    try stream.start("use", trusted: text)
                    try writeDisplay(occurrence)
                    try stream.end()
                } else {
                    try stream.empty("use", trusted: text)
                }
            case .wrap(let occurrence, let groups):
                if groups == 2 || context.copyTargets[occurrence.view] == nil {
                    text.clear()
                    if occurrence.isHidden(at: baseTime.ticks) { text.attribute("display", "none") }
                    try stream.start("g", trusted: text)
                    if animates { try writeDisplay(occurrence) }
                }
                if let target = context.copyTargets[occurrence.view] {
                    text.clear()
                    text.open("id")
                    for b in target.utf8 { text.byte(b) }
                    text.close()
                    try stream.start("g", trusted: text)
                }
            case .unwrap(let count):
                for _ in 0..<count { try stream.end() }
            }
        }
    }

    /// The one writer of `display` animations, for a sibling order (``DrawOrder``): ONE discrete
    /// animation over the story with explicit `keyTimes`, `none` from `steps[i].ticks` on where
    /// `steps[i].hidden`, else `inline` (SVG's initial value); for orders that repeat forever
    /// (zPositions animated with `repeatCount = .infinity`), a second one plays one repetition
    /// from the cycle's start, `repeatCount="indefinite"`, and takes over from then on (it begins
    /// later, or after it in the document). `display`, not `visibility`: a descendant's own
    /// `visibility="visible"` would show through a hidden ancestor, and `display="none"` on the
    /// group around a view's element does not reach its copies (`<use>` clones the element
    /// alone, SVG 2 §5.6).
    mutating func writeDisplay(_ occurrence: DrawOrder.Occurrence) throws {
        let steps = occurrence.hiddenSteps
        if occurrence.cycle == nil || (occurrence.cycle!.start > 0 && steps.contains(where: \.hidden)) {
            beginElement("display", type: nil, repeat: nil, calcMode: "discrete")
            appendKeyTimes(steps.map { Double($0.ticks) })
            appendDisplayValues(steps)
            try endElement("display", type: nil, repeat: nil)
        }
        guard let cycle = occurrence.cycle else { return }
        let endless = EndlessRepeat(view: occurrence.view, property: .zPosition, start: StoryTime(ticks: cycle.start),
                                    period: StoryTime(ticks: cycle.period))
        beginElement("display", type: nil, repeat: endless, calcMode: "discrete")
        text.open("keyTimes")
        for (k, step) in occurrence.cycleSteps.enumerated() {
            if k > 0 { text.byte(UInt8(ascii: ";")) }
            text.keyTime(min(1, Double(step.ticks) / Double(cycle.period)), SVGDocumentWriter.keyTimePlaces)
        }
        text.close()
        appendDisplayValues(occurrence.cycleSteps)
        try endElement("display", type: nil, repeat: endless)
    }

    /// `values` of a `display` animation: `none` where hidden, else `inline`.
    private mutating func appendDisplayValues(_ steps: [(ticks: Int64, hidden: Bool)]) {
        text.open("values")
        for (k, step) in steps.enumerated() {
            if k > 0 { text.byte(UInt8(ascii: ";")) }
            if step.hidden { text.ascii("none") } else { text.ascii("inline") }
        }
        text.close()
    }

    // MARK: - One view

    /// Writes the view's groups up to and including the content of its bounds group, leaving
    /// them open for the subviews; returns how many elements to close.
    private mutating func openView(_ v: Int) throws -> Int {
        let plan = makePlan(v)
        // The view's own values at the base time (one view at a time: no stage-wide arrays).
        var state = timeline.views.initialState(of: v)
        // The groups' and the background's values (the content writers read their own).
        for property in SVGDocumentWriter.baseStateProperties where timeline.segmentCount(of: v, property) > 0 {
            state.set(property, timeline.value(of: v, property, at: baseTime))
        }
        positionBase = (state.centerX, state.centerY)
        plan.groups(into: &groups)
        let last = groups.count - 1
        for i in 0...last {
            let group = groups[i]
            if i == last {
                // User text first, escaped by libxml2; then this group's own attributes.
                try stream.startOwn("g")
                try stream.attribute("id", ids[v])
                if let raw = timeline.views[v].identifier, raw != ids[v] {
                    try stream.attribute("data-name", SVGIdentifiers.xmlCharacters(raw))
                }
                try writeEffectAttributes(v)
            }
            text.clear()
            text.open("transform")
            let listStart = text.count
            // Neighbouring translations are written as one (their sum); identities not at all.
            var shift = (x: 0.0, y: 0.0)
            for p in group.parts where plan[Part(rawValue: p)!] != .absent {
                let part = Part(rawValue: p)!
                if let t = staticTranslation(part, state) {
                    shift.x += t.x; shift.y += t.y
                    continue
                }
                appendTranslation(&shift, listStart)
                let mark = text.count
                if text.count > listStart { text.byte(UInt8(ascii: " ")) }
                if !appendStaticTransform(part, state) { text.truncate(to: mark) }
            }
            appendTranslation(&shift, listStart)
            if text.count > listStart {
                try check(v)
                text.close()
            } else {
                text.clear()
            }
            if i == 0 {
                if plan.opacity != .absent && state.alpha != 1 { try numberAttribute("opacity", state.alpha, lengthPlaces) }
                if animates && visibility.inTree ? visibility.hidden[0]
                    : VisibilitySteps.hidesItself(timeline, view: v, at: baseTime) {
                    text.attribute("visibility", "hidden")
                }
            }
            if i == last {
                try stream.trusted(text)
            } else {
                try stream.start("g", trusted: text)
            }
            if animates {
                // The id'd group's own geometry animation follows its background (below): gzip
                // then finds more of each view's text in the one before (see ChangeHeader).
                if group.animated && i != last { try writeTransformAnimation(Part(rawValue: group.parts.lowerBound)!) }
                if i == 0 {
                    if plan.opacity == .animated {
                        let places = lengthPlaces
                        heldUnderneath = true
                        try writeAnimation("opacity", .alpha) { f, k, t in t.number(f.value(k, 0), places) }
                        heldUnderneath = false
                    }
                    if plan.visibilityAnimated {
                        try writeVisibility(times: visibility.times.map { Double($0) }, hidden: visibility.hidden)
                    }
                }
            }
            if i == last {
                try writeEffectDefinitions(v)
                if plan.rect { try writeRect(plan, state) }
                if animates && group.animated { try writeTransformAnimation(Part(rawValue: group.parts.lowerBound)!) }
                try writeContent(v)
                subviewGroups = try openSubviewGroups(v, state)
            }
            try check(v)
        }
        return groups.count
    }

    /// The properties drawn by the view's groups and background (``SVGDrawing``), whose values
    /// at the base time ``openView(_:)`` reads for every view: listed once, so that each view
    /// checks these few tracks instead of every property's.
    private static let baseStateProperties = AnimatedProperty.allCases.filter {
        let drawing = SVGDrawing($0)
        return drawing == .groups || drawing == .background
    }

    private func check(_ v: Int) throws {
        if text.nonFinite {
            throw SVGExportError.nonFiniteNumber(what: "a value of view \(timeline.views[v].displayName)")
        }
    }

    private mutating func makePlan(_ v: Int) -> ViewPlan {
        var plan = ViewPlan()
        center.build(timeline, view: v, property: .center, storyTicks: storyTicks)
        size.build(timeline, view: v, property: .size, storyTicks: storyTicks)
        transform.build(timeline, view: v, property: .transform, storyTicks: storyTicks)
        alpha.build(timeline, view: v, property: .alpha, storyTicks: storyTicks)
        color.build(timeline, view: v, property: .backgroundColor, storyTicks: storyTicks)
        visibility.build(timeline, view: v)
        let initial = timeline.views.initialState(of: v)
        let noise = SVGDocumentWriter.noise
        // A part is animated if a component varies, else fixed unless it is the identity.
        // Constant parts take their one value: the keyframes' (after an instant change at 0)
        // or the initial state's. Each track is scanned once for all its components.
        func part(_ k: borrowing Keyframes, _ varied: UInt32, _ c0: Int, _ c1: Int?, _ fallback0: Double,
                  _ fallback1: Double, identity: Double) -> PartState {
            if varied & (1 << UInt32(c0)) != 0 || (c1.map { varied & (1 << UInt32($0)) != 0 } ?? false) {
                return .animated
            }
            let a = k.isEmpty ? fallback0 : k.value(0, c0)
            let b = c1.map { k.isEmpty ? fallback1 : k.value(0, $0) } ?? identity
            return abs(a - identity) <= noise && abs(b - identity) <= noise ? .absent : .fixed
        }
        let t = initial.transform
        let transformVaries = transform.variedComponents(tolerance: noise)
        plan[.position] = part(center, center.variedComponents(tolerance: noise), 0, 1,
                               initial.centerX, initial.centerY, identity: 0)
        plan[.translation] = part(transform, transformVaries, 0, 1, t.translationX, t.translationY, identity: 0)
        plan[.rotation] = part(transform, transformVaries, 2, nil, t.rotation, 0, identity: 0)
        plan[.skew] = part(transform, transformVaries, 3, nil, t.skew, 0, identity: 0)
        plan[.scale] = part(transform, transformVaries, 4, 5, t.scaleX, t.scaleY, identity: 1)
        let sizeVaries = size.variedComponents()
        // The anchor point (CALayer.anchorPoint) places the bounds: −(origin + anchor·size).
        // Most views never change it: one track lookup, and the anchor's keyframes stay unbuilt.
        var anchorVaries: UInt32 = 0
        if timeline.segmentCount(of: v, .anchorPoint) > 0 {
            anchor.build(timeline, view: v, property: .anchorPoint, storyTicks: storyTicks)
            anchorVaries = anchor.variedComponents(tolerance: noise)
            boundsAnchor = (anchor.value(0, 0), anchor.value(0, 1))
        } else {
            boundsAnchor = initial.anchorPoint
        }
        boundsAnimated = sizeVaries != 0 || anchorVaries != 0
        if boundsAnimated {
            plan[.bounds] = .animated
            boundsFollows = anchorVaries == 0 ? .size : sizeVaries == 0 ? .anchor : .both
            if boundsFollows == .both {
                var offset = Keyframes()
                swap(&offset, &boundsOffset)
                SVGDocumentWriter.buildBoundsOffset(&offset, anchor: anchor, size: size, origin: (0, 0))
                swap(&offset, &boundsOffset)
            } else if boundsFollows == .anchor {
                boundsSize = size.isEmpty ? (initial.width, initial.height) : (size.value(0, 0), size.value(0, 1))
            }
        } else {
            let w = size.isEmpty ? initial.width : size.value(0, 0)
            let h = size.isEmpty ? initial.height : size.value(0, 1)
            plan[.bounds] = (boundsAnchor.x * w == 0 && boundsAnchor.y * h == 0)
                ? .absent : .fixed
        }
        // A turn with no skew or scale, over a constant bounds offset d: T(d) moves out past
        // the translations (T(p)·R(a)·T(d) = T(p + d)·rotate(a, −d)), so the rotation turns
        // about the anchor point on the id group and the bounds group is not written.
        rotationCentre = (0, 0)
        if plan[.rotation] == .animated && plan[.skew] == .absent && plan[.scale] == .absent && plan[.bounds] != .animated {
            let w = size.isEmpty ? initial.width : size.value(0, 0)
            let h = size.isEmpty ? initial.height : size.value(0, 1)
            let c = (x: boundsAnchor.x * w, y: boundsAnchor.y * h)
            // Each rotation value gains ` cx cy`; the group saved is `<g>`, `</g>` and
            // ` transform="translate(−cx −cy)"`. A sampled turn (many values) keeps the groups.
            text.clear()
            SVGDocumentWriter.appendCentre(c, lengthPlaces, &text)
            let perValue = text.count
            text.clear()
            if transform.count * perValue < 7 + 24 + 2 * perValue {
                plan.rotatesAboutAnchor = true
                if plan[.position] == .absent { plan[.position] = .fixed }   // it carries −d
                rotationCentre = c
            }
        }
        plan.width = sizeVaries & 1 != 0 ? .animated : .fixed
        plan.height = sizeVaries & 2 != 0 ? .animated : .fixed
        plan.opacity = part(alpha, alpha.variedComponents(tolerance: noise), 0, nil, initial.alpha, 0, identity: 1)
        plan.visibilityAnimated = visibility.changes
        plan.fill = color.variedComponents() & 0b111 != 0 ? .animated : .fixed
        plan.fillOpacity = part(color, color.variedComponents(tolerance: noise), 3, nil,
                                initial.backgroundColor.alpha, 0, identity: 1)
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
            skewTolerance = 0.004 / extent
            skew.buildMapped(from: transform, component: 3, tolerance: skewTolerance,
                             map: SVGDocumentWriter.skewDegrees, unmap: SVGDocumentWriter.skewShear)
        }
        return plan
    }

    // MARK: - Transforms

    /// The translation a translating part (position, translation, bounds) shows at state `s`;
    /// `nil` for the other parts.
    private func staticTranslation(_ part: Part, _ s: ViewState) -> (x: Double, y: Double)? {
        switch part {
        case .position: return (s.centerX - rotationCentre.x, s.centerY - rotationCentre.y)
        case .translation: return (s.transform.translationX, s.transform.translationY)
        case .bounds:
            let anchor = s.anchorPoint
            return (-(anchor.x * s.width), -(anchor.y * s.height))
        case .rotation, .skew, .scale: return nil
        }
    }

    /// Appends `translate(x[ y])` for `shift` unless it is (0, 0), then sets it to (0, 0).
    private mutating func appendTranslation(_ shift: inout (x: Double, y: Double), _ listStart: Int) {
        defer { shift = (0, 0) }
        guard shift.x != 0 || shift.y != 0 else { return }
        if text.count > listStart { text.byte(UInt8(ascii: " ")) }
        text.ascii("translate("); text.translation(shift.x, shift.y, lengthPlaces); text.byte(UInt8(ascii: ")"))
    }

    /// Appends a rotation, skew or scale part at state `s`; false (nothing to write) when it
    /// is the identity.
    private mutating func appendStaticTransform(_ part: Part, _ s: ViewState) -> Bool {
        switch part {
        case .rotation:
            guard s.transform.rotation != 0 else { return false }
            text.ascii("rotate("); text.number(s.transform.rotation * 180 / .pi, lengthPlaces)
            SVGDocumentWriter.appendCentre(rotationCentre, lengthPlaces, &text)
            text.byte(UInt8(ascii: ")"))
        case .skew:
            guard s.transform.skew != 0 else { return false }
            text.ascii("skewX("); text.number(atan(s.transform.skew) * 180 / .pi, lengthPlaces); text.byte(UInt8(ascii: ")"))
        case .scale:
            guard s.transform.scaleX != 1 || s.transform.scaleY != 1 else { return false }
            text.ascii("scale("); text.scale(s.transform.scaleX, s.transform.scaleY, scalePlaces); text.byte(UInt8(ascii: ")"))
        case .position, .translation, .bounds:
            return false
        }
        return true
    }

    /// The skewX angle in degrees of a shear factor k (`atan(k)`).
    static func skewDegrees(_ k: Double) -> Double { atan(k) * 180 / .pi }
    /// The shear factor of a skewX angle in degrees.
    static func skewShear(_ degrees: Double) -> Double { tan(degrees * .pi / 180) }

    /// ` cx cy` after a rotation's angle, unless the centre is the origin.
    @inline(__always) static func appendCentre(_ c: (x: Double, y: Double), _ places: Int, _ text: inout SVGText) {
        guard c.x != 0 || c.y != 0 else { return }
        text.byte(UInt8(ascii: " ")); text.number(c.x, places)
        text.byte(UInt8(ascii: " ")); text.number(c.y, places)
    }

    private mutating func writeTransformAnimation(_ part: Part) throws {
        let places = lengthPlaces, scalePlaces = scalePlaces, centre = rotationCentre
        switch part {
        case .position:
            // `<animateMotion>` adds a translation to the group's own `transform`, which is
            // the position at the base time (a translation, so the order of the two does not
            // matter): the values are offsets from it, and the element needs no
            // `attributeName="transform"` (29 bytes an element fewer than `animateTransform`).
            // Each offset is the difference of the two printed numbers (both rounded to `places`
            // first), so the group's translation plus the offset is the position as it would be
            // printed. Positions beyond 2^51 units of the last place (2.2e11 pt at 4 decimals)
            // keep `animateTransform` with absolute values.
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            let limit = 0x1p51 / scale
            // Only short tracks (up to four keyframes: the moves of UIView blocks): a sampled
            // spring or path has many values, each an offset pair (`x 0` where translate writes
            // `x`) that gzip finds less often than the absolute positions, and would need
            // calcMode="linear" (animateMotion's default is paced); measured on the samples,
            // those grew by up to 2 % raw and 9 % gzipped.
            var fits = center.count <= 4 && abs(centre.x) < limit && abs(centre.y) < limit
            if fits { for x in center.values where !(abs(x) < limit) { fits = false; break } }
            guard fits else {
                try writeAnimation("transform", type: "translate", .center) { f, k, t in
                    t.translation(f.value(k, 0) - centre.x, f.value(k, 1) - centre.y, places)
                }
                return
            }
            let base = (x: ((positionBase.x - centre.x) * scale).rounded(), y: ((positionBase.y - centre.y) * scale).rounded())
            motion = true
            heldUnderneath = true
            defer { motion = false; heldUnderneath = false }
            try writeAnimation("transform", type: "translate", .center) { f, k, t in
                t.number((((f.value(k, 0) - centre.x) * scale).rounded() - base.x) / scale, places)
                t.byte(UInt8(ascii: " "))
                t.number((((f.value(k, 1) - centre.y) * scale).rounded() - base.y) / scale, places)
            }
        case .translation:
            try writeAnimation("transform", type: "translate", .transform) { f, k, t in
                t.translation(f.value(k, 0), f.value(k, 1), places)
            }
        case .rotation:
            try writeAnimation("transform", type: "rotate", .transform) { f, k, t in
                t.number(f.value(k, 2) * 180 / .pi, places)
                SVGDocumentWriter.appendCentre(centre, places, &t)
            }
        case .skew:
            try writeAnimation("transform", type: "skewX", .skew) { f, k, t in t.number(f.value(k, 0), places) }
        case .scale:
            try writeAnimation("transform", type: "scale", .transform) { f, k, t in
                t.scale(f.value(k, 4), f.value(k, 5), scalePlaces)
            }
        case .bounds:
            try writeBoundsAnimation(towardsAnchor: false)
        }
    }

    /// The animation of the bounds offset `−anchorPoint·size` (the bounds part), or with
    /// `towardsAnchor` of its opposite `+anchorPoint·size` (from the frame's corner to the
    /// anchor point, where a linear map of the subviews acts about: ``openLinearGroups(_:_:_:)``).
    private mutating func writeBoundsAnimation(towardsAnchor: Bool) throws {
        // ±1 times the product: multiplying by −1 only flips the sign bit, so the numbers (and
        // the bytes written) are exactly those of negating the product.
        let places = lengthPlaces, a = boundsAnchor, sign: Double = towardsAnchor ? 1 : -1
        switch boundsFollows {
        case .size:
            try writeAnimation("transform", type: "translate", .size) { f, k, t in
                t.translation(sign * (a.x * f.value(k, 0)), sign * (a.y * f.value(k, 1)), places)
            }
        case .anchor:
            let (w, h) = boundsSize
            try writeAnimation("transform", type: "translate", .anchor) { f, k, t in
                t.translation(sign * (f.value(k, 0) * w), sign * (f.value(k, 1) * h), places)
            }
        case .both:
            try writeBoundsOffsetAnimation(towardsAnchor: towardsAnchor)
        }
    }

    /// Builds ``boundsOffset``, `−(origin + anchorPoint·size)` over the story, from the anchor
    /// point's and the size's keyframes (both vary): exact where one of them holds, in linear
    /// pieces within 0.001 pt where both move at once (``Keyframes/buildCombined(_:_:width:tolerance:combine:)``).
    private static func buildBoundsOffset(_ offset: inout Keyframes, anchor: borrowing Keyframes, size: borrowing Keyframes,
                                          origin: (x: Double, y: Double)) {
        offset.buildCombined(anchor, size, width: 2, tolerance: 0.001) { (a: [Double], s: [Double]) -> [Double] in
            let x: Double = -(origin.x + a[0] * s[0])
            let y: Double = -(origin.y + a[1] * s[1])
            return [x, y]
        }
    }

    /// The bounds offset of a view whose anchor point and size both vary (``boundsOffset``),
    /// and, when either repeats forever, one cycle of it repeating (built from both tracks'
    /// first cycles: exact when the other track repeats with the same cycle or holds from the
    /// cycle's start on).
    private mutating func writeBoundsOffsetAnimation(towardsAnchor: Bool) throws {
        let places = lengthPlaces
        let value: (borrowing Keyframes, Int, inout SVGText) -> Void
        if towardsAnchor {
            value = { f, k, t in t.translation(0 - f.value(k, 0), 0 - f.value(k, 1), places) }
        } else {
            value = { f, k, t in t.translation(f.value(k, 0), f.value(k, 1), places) }
        }
        try writeAnimationElement("transform", type: "translate", .boundsOffset, repeat: nil, value: value)
        guard !timeline.endlessRepeats.isEmpty, let v = size.source?.view else { return }
        guard let endless = timeline.endlessRepeat(of: v, .size) ?? timeline.endlessRepeat(of: v, .anchorPoint) else { return }
        var anchorCycle = Keyframes(), sizeCycle = Keyframes()
        anchorCycle.buildCycle(timeline, view: v, property: .anchorPoint, cycle: endless)
        sizeCycle.buildCycle(timeline, view: v, property: .size, cycle: endless)
        var offset = Keyframes()
        swap(&offset, &cycle)
        SVGDocumentWriter.buildBoundsOffset(&offset, anchor: anchorCycle, size: sizeCycle, origin: (0, 0))
        swap(&offset, &cycle)
        try writeAnimationElement("transform", type: "translate", .cycle, repeat: endless, value: value)
    }

    // MARK: - Subviews' groups

    /// Opens the groups the subviews of view `v` are drawn in, one or more per geometry property
    /// that places the subviews only (``AnimatedProperty/subviewGeometry``, outermost first),
    /// inside the view's id'd group, after its background and content; returns how many.
    /// `state` is the view's at the base time.
    private mutating func openSubviewGroups(_ v: Int, _ state: ViewState) throws -> Int {
        var opened = 0
        for property in AnimatedProperty.subviewGeometry {
            guard let role = property.descriptor.geometryRole else { continue }
            switch role {
            case .bounds(.origin):
                if try openOriginGroup(v) { opened += 1 }
            case .linear(.subviews):
                opened += try openLinearGroups(v, property, state)
            case .position, .linear(.view), .bounds(.size), .bounds(.anchorPoint):
                // The view's own groups (`makePlan`): never among the subviews' geometry.
                continue
            }
        }
        return opened
    }

    /// The groups of a linear map of the subviews only (a layer's `sublayerTransform`) of view
    /// `v`, about its anchor point: in the id'd group's frame space that is
    /// `T(anchorPoint·size) · translation · rotation · skewX · scale · T(−anchorPoint·size)`
    /// (the composition of ``ViewState/subviewsMatrixToSuperview``). Constant neighbours share
    /// one group's `transform`; each animated part gets a group of its own, animated as the
    /// view's transform parts are. A map that is only a turn about a constant anchor is one
    /// group, `rotate(a cx cy)`. Returns how many groups it opened (0 for the identity,
    /// never changed).
    private mutating func openLinearGroups(_ v: Int, _ property: AnimatedProperty, _ state: ViewState) throws -> Int {
        let changes = timeline.segmentCount(of: v, property) > 0
        let identity = TransformComponents.identity
        guard changes || timeline.views.initialValue(of: v, property) != .transform(identity) else { return 0 }
        var base = identity
        if case .transform(let t) = changes ? timeline.value(of: v, property, at: baseTime)
            : timeline.views.initialValue(of: v, property) { base = t }
        let noise = SVGDocumentWriter.noise
        // The view's own transform track is written by now: the map's track takes its buffer,
        // so the transform parts' writers (and the skew's mapping) animate the map.
        transform.build(timeline, view: v, property: property, storyTicks: storyTicks)
        let varied = transform.variedComponents(tolerance: noise)
        func partState(_ c0: Int, _ c1: Int?, identity: Double) -> PartState {
            if varied & (1 << UInt32(c0)) != 0 || (c1.map { varied & (1 << UInt32($0)) != 0 } ?? false) { return .animated }
            let a = base[c0], b = c1.map { base[$0] } ?? identity
            return abs(a - identity) <= noise && abs(b - identity) <= noise ? .absent : .fixed
        }
        let parts: [(part: Part, state: PartState)] = [
            (.translation, partState(0, 1, identity: 0)), (.rotation, partState(2, nil, identity: 0)),
            (.skew, partState(3, nil, identity: 0)), (.scale, partState(4, 5, identity: 1)),
        ]
        if parts[2].state == .animated {
            var extent = max(1, abs(state.width), abs(state.height))
            if timeline.segmentCount(of: v, .size) > 0 {
                size.build(timeline, view: v, property: .size, storyTicks: storyTicks)
                for k in 0..<size.count { extent = max(extent, abs(size.value(k, 0)), abs(size.value(k, 1))) }
            }
            skewTolerance = 0.004 / extent
            skew.buildMapped(from: transform, component: 3, tolerance: skewTolerance,
                             map: SVGDocumentWriter.skewDegrees, unmap: SVGDocumentWriter.skewShear)
        }
        if boundsAnimated && boundsFollows != .anchor && timeline.segmentCount(of: v, .size) > 0 {
            size.build(timeline, view: v, property: .size, storyTicks: storyTicks)
        }
        var s = state
        s.transform = base
        let anchor = s.anchorPoint
        let centre = (x: anchor.x * s.width, y: anchor.y * s.height)
        let turnOnly = !boundsAnimated && parts[0].state == .absent && parts[2].state == .absent && parts[3].state == .absent
        let savedCentre = rotationCentre
        defer { rotationCentre = savedCentre }
        rotationCentre = turnOnly ? centre : (0, 0)
        // Outermost first: the shift to the anchor, the map's parts, the shift back.
        var opened = 0
        let shiftState: PartState = boundsAnimated ? .animated : centre.x == 0 && centre.y == 0 ? .absent : .fixed
        text.clear()
        text.open("transform")
        let listStart = text.count
        func flush(_ writer: inout SVGDocumentWriter) throws {
            guard writer.text.count > listStart else { return }
            try writer.check(v)
            writer.text.close()
            try writer.stream.start("g", trusted: writer.text)
            opened += 1
            writer.text.clear()
            writer.text.open("transform")
        }
        func appendShift(_ writer: inout SVGDocumentWriter, _ x: Double, _ y: Double) {
            if writer.text.count > listStart { writer.text.byte(UInt8(ascii: " ")) }
            writer.text.ascii("translate("); writer.text.translation(x, y, writer.lengthPlaces); writer.text.byte(UInt8(ascii: ")"))
        }
        // The shift to the anchor (or back) in a group of its own, animated with the size or
        // the anchor point.
        func openAnimatedShift(_ writer: inout SVGDocumentWriter, towardsAnchor: Bool) throws {
            try flush(&writer)
            appendShift(&writer, towardsAnchor ? centre.x : 0 - centre.x, towardsAnchor ? centre.y : 0 - centre.y)
            try flush(&writer)
            if writer.animates { try writer.writeBoundsAnimation(towardsAnchor: towardsAnchor) }
            writer.text.clear()
            writer.text.open("transform")
        }
        if !turnOnly {
            switch shiftState {
            case .absent: break
            case .fixed: appendShift(&self, centre.x, centre.y)
            case .animated: try openAnimatedShift(&self, towardsAnchor: true)
            }
        }
        for (part, partState) in parts {
            switch partState {
            case .absent: continue
            case .fixed:
                let mark = text.count
                if text.count > listStart { text.byte(UInt8(ascii: " ")) }
                if part == .translation {
                    text.ascii("translate("); text.translation(base.translationX, base.translationY, lengthPlaces)
                    text.byte(UInt8(ascii: ")"))
                } else if !appendStaticTransform(part, s) {
                    text.truncate(to: mark)
                }
            case .animated:
                try flush(&self)
                text.clear()
                text.open("transform")
                if part == .translation {
                    text.ascii("translate("); text.translation(base.translationX, base.translationY, lengthPlaces)
                    text.byte(UInt8(ascii: ")"))
                } else if !appendStaticTransform(part, s) {
                    text.clear()
                    text.open("transform")
                }
                if text.count > listStart { try check(v); text.close() } else { text.clear() }
                try stream.start("g", trusted: text)
                opened += 1
                if animates { try writeTransformAnimation(part) }
                text.clear()
                text.open("transform")
            }
        }
        if !turnOnly {
            switch shiftState {
            case .absent: break
            case .fixed: appendShift(&self, 0 - centre.x, 0 - centre.y)
            case .animated: try openAnimatedShift(&self, towardsAnchor: false)
            }
        }
        try flush(&self)
        text.clear()
        return opened
    }

    // MARK: - Content

    private mutating func writeRect(_ plan: ViewPlan, _ s: ViewState) throws {
        if !context.sharedRects.hrefOfView.isEmpty, let href = context.sharedRects.hrefOfView[contentView] {
            // The same rect as other views', never animated: drawn from its one definition
            // (the id is Animatic's own ASCII, `_` and base 36: a trusted attribute run).
            text.clear()
            text.open("href")
            for b in href.utf8 { text.byte(b) }
            text.close()
            try stream.empty("use", trusted: text)
            return
        }
        text.clear()
        try numberAttribute("width", s.width, lengthPlaces)
        try numberAttribute("height", s.height, lengthPlaces)
        text.open("fill"); text.color(s.backgroundColor); text.close()
        if plan.fillOpacity != .absent { try numberAttribute("fill-opacity", s.backgroundColor.alpha, lengthPlaces) }
        let rounded = try appendCornerRadius(contentView)
        try stream.start("rect", trusted: text)
        if rounded { try writeCornerRadiusAnimation(contentView) }
        if animates {
            let places = lengthPlaces
            heldUnderneath = true
            defer { heldUnderneath = false }
            if plan.width == .animated { try writeAnimation("width", .size) { f, k, t in t.number(f.value(k, 0), places) } }
            if plan.height == .animated { try writeAnimation("height", .size) { f, k, t in t.number(f.value(k, 1), places) } }
            if plan.fill == .animated {
                try writeAnimation("fill", .color) { f, k, t in
                    t.color(RGBA(red: f.value(k, 0), green: f.value(k, 1), blue: f.value(k, 2), alpha: 1))
                }
            }
            if plan.fillOpacity == .animated {
                try writeAnimation("fill-opacity", .color) { f, k, t in t.number(f.value(k, 3), places) }
            }
        }
        try stream.end()
    }

    /// Appends ` fill="#rrggbb"` and, unless opaque, ` fill-opacity`.
    private mutating func appendFill(_ c: RGBA) throws {
        text.open("fill"); text.color(c); text.close()
        if c.alpha != 1 { try numberAttribute("fill-opacity", c.alpha, lengthPlaces) }
    }

    /// Appends ` name="number"`, refusing a non-finite number.
    mutating func numberAttribute(_ name: StaticString, _ value: Double, _ places: Int) throws {
        text.open(name)
        text.number(value, places)
        if text.nonFinite { throw SVGExportError.nonFiniteNumber(what: "the \(name) attribute") }
        text.close()
    }

    // MARK: - SMIL

    /// The writer's keyframe buffers, one of which each animation prints.
    enum KeyframeBuffer {
        /// The view's own tracks, built by `makePlan` for every view.
        case center, size, transform, skew, alpha, color
        /// The anchor point's track, and the bounds offset built from it and the size's.
        case anchor, boundsOffset
        /// A content track (and a second one), built by the content writers.
        case content, content2
        /// The cycle of an endless repeat of the track being written, and of the skew track.
        case cycle, skewCycle
    }

    /// The view and property a buffer's keyframes were built from (the skew track is mapped
    /// from the transform's); `nil` for the cycles.
    private func source(of buffer: KeyframeBuffer) -> (view: Int, property: AnimatedProperty)? {
        switch buffer {
        case .center: return center.source
        case .size: return size.source
        case .anchor: return anchor.source
        case .boundsOffset: return nil   // its cycle is written by writeBoundsOffsetAnimation()
        case .transform, .skew: return transform.source
        case .alpha: return alpha.source
        case .color: return color.source
        case .content: return contentTrack.source
        case .content2: return contentTrack2.source
        case .cycle, .skewCycle: return nil
        }
    }

    /// Writes one animated attribute: THE way every animation of the document is written,
    /// geometry and content alike.
    ///
    /// Each track is written in the shorter of two exact forms (``writeAnimationElement``):
    /// one element spanning the story (`dur` the story's, `keyTimes`, `values`, `fill="freeze"`,
    /// and `repeatCount="indefinite"` when the document loops), or one element per change
    /// with its own `begin` and `dur`. When the track's property repeats forever
    /// (``EndlessRepeat``), a second element plays one cycle from the repeat's start (`begin`,
    /// `dur` = the period, `repeatCount="indefinite"`): it begins later, so it takes over from
    /// the first, forever.
    @inline(__always) mutating func writeAnimation(_ attribute: StaticString, type: StaticString? = nil, _ buffer: KeyframeBuffer,
                                 value: (borrowing Keyframes, Int, inout SVGText) -> Void) throws {
        let endless = timeline.endlessRepeats.isEmpty ? nil : source(of: buffer).flatMap {
            timeline.endlessRepeat(of: $0.view, $0.property)
        }
        try writeAnimationElement(attribute, type: type, buffer, repeat: nil, changes: endless == nil, value: value)
        guard let endless, let source = source(of: buffer) else { return }
        cycle.buildCycle(timeline, view: source.view, property: source.property, cycle: endless)
        if buffer == .skew {
            skewCycle.buildMapped(from: cycle, component: 3, tolerance: skewTolerance,
                                  map: SVGDocumentWriter.skewDegrees, unmap: SVGDocumentWriter.skewShear)
            try writeAnimationElement(attribute, type: type, .skewCycle, repeat: endless, value: value)
        } else {
            try writeAnimationElement(attribute, type: type, .cycle, repeat: endless, value: value)
        }
    }

    /// One track as `animate` / `animateTransform` elements (see ``writeAnimation(_:type:_:value:)``):
    /// the whole-story form (or the endless repeat's cycle) is built in `text`; when `changes`
    /// allows (no loop, no endless repeat taking over later) the per-change form is built in
    /// ``changes`` too, and the form with fewer bytes is written.
    ///
    /// The per-change form: the attribute holds its value at 0 (the static value) until the
    /// first change; each run of changes (consecutive pieces that move, up to a hold or an
    /// instant change) is one element from the run's first instant (`begin`, the same clock
    /// value as every other time: ``SVGText/clockSeconds(_:)``) for its length (`dur`), its
    /// keyframes at `keyTimes` local to it, frozen at its end. A later element has the later
    /// `begin`, so SMIL's sandwich gives it priority from its first instant on: an instant
    /// change at t is an element beginning at t with the new value, so no engine shows the old
    /// value at t (Firefox's whole-millisecond clock included).
    @inline(__always) private mutating func writeAnimationElement(_ attribute: StaticString, type: StaticString?, _ buffer: KeyframeBuffer,
                                                repeat endless: EndlessRepeat?, changes perChange: Bool = false,
                                                value: (borrowing Keyframes, Int, inout SVGText) -> Void) throws {
        beginElement(attribute, type: type, repeat: endless, calcMode: nil)
        let header = ChangeHeader(typeStart: typeStart, end: headerLength,
                                  kind: motion ? .motion : type != nil ? .transform : .animate)
        let span = endless?.period.ticks ?? storyTicks
        let tryChanges = perChange && !options.loop
        var ok = false
        switch buffer {
        case .center:
            Self.appendKeyframes(center, span, &text, &splineTexts, &keyTimeTexts, &pieces, motion, value)
            if tryChanges { ok = Self.appendChanges(center, header: text, header, pieces, &changes, &changeEnds, &clockTexts, &changeKeyTimeTexts, motion, heldUnderneath, &toSaving) }
        case .size:
            Self.appendKeyframes(size, span, &text, &splineTexts, &keyTimeTexts, &pieces, motion, value)
            if tryChanges { ok = Self.appendChanges(size, header: text, header, pieces, &changes, &changeEnds, &clockTexts, &changeKeyTimeTexts, motion, heldUnderneath, &toSaving) }
        case .anchor:
            Self.appendKeyframes(anchor, span, &text, &splineTexts, &keyTimeTexts, &pieces, motion, value)
            if tryChanges { ok = Self.appendChanges(anchor, header: text, header, pieces, &changes, &changeEnds, &clockTexts, &changeKeyTimeTexts, motion, heldUnderneath, &toSaving) }
        case .boundsOffset:
            Self.appendKeyframes(boundsOffset, span, &text, &splineTexts, &keyTimeTexts, &pieces, motion, value)
            if tryChanges { ok = Self.appendChanges(boundsOffset, header: text, header, pieces, &changes, &changeEnds, &clockTexts, &changeKeyTimeTexts, motion, heldUnderneath, &toSaving) }
        case .transform:
            Self.appendKeyframes(transform, span, &text, &splineTexts, &keyTimeTexts, &pieces, motion, value)
            if tryChanges { ok = Self.appendChanges(transform, header: text, header, pieces, &changes, &changeEnds, &clockTexts, &changeKeyTimeTexts, motion, heldUnderneath, &toSaving) }
        case .skew:
            Self.appendKeyframes(skew, span, &text, &splineTexts, &keyTimeTexts, &pieces, motion, value)
            if tryChanges { ok = Self.appendChanges(skew, header: text, header, pieces, &changes, &changeEnds, &clockTexts, &changeKeyTimeTexts, motion, heldUnderneath, &toSaving) }
        case .alpha:
            Self.appendKeyframes(alpha, span, &text, &splineTexts, &keyTimeTexts, &pieces, motion, value)
            if tryChanges { ok = Self.appendChanges(alpha, header: text, header, pieces, &changes, &changeEnds, &clockTexts, &changeKeyTimeTexts, motion, heldUnderneath, &toSaving) }
        case .color:
            Self.appendKeyframes(color, span, &text, &splineTexts, &keyTimeTexts, &pieces, motion, value)
            if tryChanges { ok = Self.appendChanges(color, header: text, header, pieces, &changes, &changeEnds, &clockTexts, &changeKeyTimeTexts, motion, heldUnderneath, &toSaving) }
        case .content:
            Self.appendKeyframes(contentTrack, span, &text, &splineTexts, &keyTimeTexts, &pieces, motion, value)
            if tryChanges { ok = Self.appendChanges(contentTrack, header: text, header, pieces, &changes, &changeEnds, &clockTexts, &changeKeyTimeTexts, motion, heldUnderneath, &toSaving) }
        case .content2:
            Self.appendKeyframes(contentTrack2, span, &text, &splineTexts, &keyTimeTexts, &pieces, motion, value)
            if tryChanges { ok = Self.appendChanges(contentTrack2, header: text, header, pieces, &changes, &changeEnds, &clockTexts, &changeKeyTimeTexts, motion, heldUnderneath, &toSaving) }
        case .cycle: Self.appendKeyframes(cycle, span, &text, &splineTexts, &keyTimeTexts, &pieces, motion, value)
        case .skewCycle: Self.appendKeyframes(skewCycle, span, &text, &splineTexts, &keyTimeTexts, &pieces, motion, value)
        }
        text.close()
        if ok {
            // Each element costs its name, `<`, `/>` and its attributes; the whole-story form
            // also ends with ` fill="freeze"` (14 bytes), which the runs already hold.
            let name = motion ? 13 : type != nil ? 16 : 7
            let elements = changeEnds.count
            // The form is chosen as if the runs were written `values="a;b"` (`toSaving`
            // bytes more): where `to` alone would make the runs shorter (a track of one change
            // from 0 to the story's end), the story's form stays, whose `values` gzip matches
            // against the other tracks' (`to` there took 1 % off raw and added 3 % gzipped
            // on the curves sample).
            if changes.count + toSaving + (elements - 1) * (name + 3) < text.count + 14 {
                if changes.nonFinite { throw SVGExportError.nonFiniteNumber(what: "an animated \(attribute) value") }
                var start = 0
                for end in changeEnds {
                    let run = UnsafeBufferPointer(rebasing: changes.bytes[start..<end])
                    if motion {
                        try stream.empty("animateMotion", trusted: run)
                    } else if type != nil {
                        try stream.empty("animateTransform", trusted: run)
                    } else {
                        try stream.empty("animate", trusted: run)
                    }
                    start = end
                }
                return
            }
        }
        try endElement(attribute, type: type, repeat: endless)
    }

    /// ` name="<seconds>s"` (``SVGText/clockSeconds(_:)``).
    private mutating func appendSeconds(_ name: StaticString, _ time: StoryTime) {
        text.open(name); text.clockSeconds(time); text.byte(UInt8(ascii: "s")); text.close()
    }


    /// `[ calcMode="spline"][ keyTimes="…"][ keySplines="…"] values="…` of keyframes spanning
    /// `span` ticks (the closing quote is the caller's). `calcMode` and `keySplines` only when
    /// a piece is not linear; `keyTimes` unless there are two keyframes (`0;1` is then SMIL's
    /// default, in spline mode too). Static, with the keyframes borrowed, so that no keyframe
    /// buffer is copied or retained per track.
    @inline(__always) private static func appendKeyframes(_ f: borrowing Keyframes, _ span: Int64, _ text: inout SVGText,
                                        _ splineTexts: inout SplineTexts, _ keyTimeTexts: inout KeyTimeTexts,
                                        _ offsets: inout KeyframeTextOffsets, _ paced: Bool,
                                        _ value: (borrowing Keyframes, Int, inout SVGText) -> Void) {
        offsets.splines.removeAll(keepingCapacity: true)
        offsets.values.removeAll(keepingCapacity: true)
        let splines = f.splines
        let pieces = splines.count / 4
        var linear = true
        for k in 0..<pieces where splines[4 * k] != splines[4 * k + 1] || splines[4 * k + 2] != splines[4 * k + 3] {
            linear = false; break
        }
        if !linear {
            text.attribute("calcMode", "spline")
        } else if paced && f.count > 2 {
            text.attribute("calcMode", "linear")   // animateMotion's default is paced
        }
        let count = f.count
        if count != 2 {
            text.open("keyTimes")
            keyTimeTexts.append(f.times, story: Double(span), places: SVGDocumentWriter.keyTimePlaces, to: &text)
            text.close()
        }
        if !linear {
            text.open("keySplines")
            for k in 0..<pieces {
                if k > 0 { text.byte(UInt8(ascii: ";")) }
                offsets.splines.append(text.count)
                splineTexts.append(splines[4 * k], splines[4 * k + 1], splines[4 * k + 2], splines[4 * k + 3],
                                   places: SVGDocumentWriter.splinePlaces, to: &text)
            }
            offsets.splines.append(text.count + 1)
            text.close()
        }
        text.open("values")
        for k in 0..<count {
            if k > 0 { text.byte(UInt8(ascii: ";")) }
            offsets.values.append(text.count)
            value(f, k, &text)
        }
        offsets.values.append(text.count + 1)
    }

    /// Appends the per-change form of `f` to `changes` (cleared first), each element's
    /// attributes ending at an offset appended to `ends`, in the order `layout` gives for the
    /// element's kind: the run's `values` (or `to`, see ``heldUnderneath``, when `toForm`),
    /// `begin` (unless 0), `attributeName` and `type` (copied from `header`), the run's
    /// `calcMode`, `keyTimes` and `keySplines` (``appendKeyframes``, times local to the run),
    /// `dur` and `fill="freeze"`. Returns false (use
    /// the whole-story form) for a track with no change, or one with a run that does not start
    /// and end on a whole millisecond: Firefox keeps SMIL time in whole milliseconds and
    /// Chromium in whole microseconds, so a `dur` of 0.010472464 s would run short in both and
    /// every value of the run would come early (0.007 px at a fast turn's corner in
    /// Chromium); the whole-story form writes such times as fractions of a whole-millisecond
    /// `dur`, which every engine interpolates in double precision.
    private static func appendChanges(_ f: borrowing Keyframes, header: borrowing SVGText, _ layout: ChangeHeader,
                                      _ offsets: borrowing KeyframeTextOffsets,
                                      _ changes: inout SVGText, _ ends: inout [Int], _ clocks: inout ClockTexts,
                                      _ keyTimes: inout KeyTimeTexts, _ paced: Bool, _ toForm: Bool,
                                      _ toSaving: inout Int) -> Bool {
        // Value k's text is header[values[k] ..< values[k + 1] - 1] (each is followed by `;` or
        // the closing quote); spline k's likewise (`splines` is empty when all are linear).
        func copyValue(_ k: Int, _ changes: inout SVGText) {
            changes.append(header, from: offsets.values[k], count: offsets.values[k + 1] - 1 - offsets.values[k])
        }
        changes.clear()
        toSaving = 0
        changes.nonFinite = header.nonFinite
        ends.removeAll(keepingCapacity: true)
        // Read once: Keyframes is another module's type, whose readers are calls from here.
        let times = f.times, values = f.values, splines = f.splines
        let n = times.count, w = f.width
        guard n > 1 else { return false }
        func same(_ a: Int, _ b: Int) -> Bool {
            values.withUnsafeBufferPointer { v in
                let x = v.baseAddress! + a * w, y = v.baseAddress! + b * w
                for c in 0..<w where x[c] != y[c] { return false }
                return true
            }
        }
        var k = 0
        while k < n - 1 {
            if same(k, k + 1) { k += 1; continue }   // a hold (or a jump to the same value)
            // A run starts at the keyframe a jump lands on, or where a piece starts to move.
            let first = times[k] == times[k + 1] ? k + 1 : k
            var last = first
            while last < n - 1 && times[last + 1] > times[last] && !same(last, last + 1) { last += 1 }
            let start = times[first]
            var end = times[last]
            if last == first {
                // A jump followed by a hold (or the end): the new value for the hold's length.
                end = last < n - 1 ? times[last + 1] : start + 1_000_000
            }
            guard start >= 0, end > start, end < 0x1p62, let s = Int64(exactly: start), let e = Int64(exactly: end),
                  s % 1_000_000 == 0, e % 1_000_000 == 0 else { return false }
            // Attribute order: per element kind (``ChangeHeader``), chosen with gzip -9 on the
            // reference story (see its doc comment).
            let length = end - start
            var linear = true
            if last != first {
                for p in first..<last where splines[4 * p] != splines[4 * p + 1] || splines[4 * p + 2] != splines[4 * p + 3] {
                    linear = false; break
                }
            }
            // A run of one piece from the value held before it (the static value or the previous
            // run's frozen end) is SMIL's to-animation, from the underlying value.
            let isTo = toForm && first == k && last == first + 1
            @inline(__always) func writeValue(_ changes: inout SVGText) {
                if isTo {
                    changes.open("to")
                    copyValue(last, &changes)
                    // `values="a;` would have been 5 + |a| bytes longer (see writeAnimationElement).
                    toSaving += 4 + offsets.values[first + 1] - offsets.values[first]
                } else if last == first {
                    changes.open("values")
                    copyValue(first, &changes); changes.byte(UInt8(ascii: ";")); copyValue(first, &changes)
                } else {
                    changes.open("values")
                    let from = offsets.values[first], to = offsets.values[last + 1] - 1
                    changes.append(header, from: from, count: to - from)
                }
                changes.close()
            }
            @inline(__always) func writeBegin(_ changes: inout SVGText) {
                if start > 0 {
                    changes.open("begin"); clocks.append(Int64(start), to: &changes); changes.close()
                }
            }
            @inline(__always) func writeAttributeName(_ changes: inout SVGText) {
                changes.append(header, from: 0, count: layout.typeStart)
            }
            @inline(__always) func writeType(_ changes: inout SVGText) {
                changes.append(header, from: layout.typeStart, count: layout.end - layout.typeStart)
            }
            @inline(__always) func writeCalcMode(_ changes: inout SVGText) {
                if !linear {
                    changes.attribute("calcMode", "spline")
                } else if paced && last - first > 1 {
                    changes.attribute("calcMode", "linear")   // animateMotion's default is paced
                }
            }
            @inline(__always) func writeKeyTimes(_ changes: inout SVGText) {
                if last - first > 1 {
                    changes.open("keyTimes")
                    keyTimes.append(times, first..<(last + 1), origin: start, story: length,
                                    places: SVGDocumentWriter.keyTimePlaces, to: &changes)
                    changes.close()
                } else if isTo && !linear {
                    // Two values need none (`0;1` is SMIL's default, in spline mode too), but a
                    // to-animation does: without it Chromium and WebKit play its spline linear.
                    changes.attribute("keyTimes", "0;1")
                }
            }
            @inline(__always) func writeKeySplines(_ changes: inout SVGText) {
                if !linear {
                    // Some piece is not linear, so the whole-story form printed every spline.
                    changes.open("keySplines")
                    let from = offsets.splines[first], to = offsets.splines[last] - 1
                    changes.append(header, from: from, count: to - from)
                    changes.close()
                }
            }
            @inline(__always) func writeDur(_ changes: inout SVGText) {
                changes.open("dur"); clocks.append(Int64(length), to: &changes); changes.close()
            }
            @inline(__always) func writeFill(_ changes: inout SVGText) {
                changes.attribute("fill", "freeze")
            }
            // Straight calls per kind (a loop over the order cost 4.7 M instructions more on the
            // 10,000-view benchmark); the orders are ChangeHeader's.
            switch layout.kind {
            case .motion:
                writeBegin(&changes); writeFill(&changes); writeDur(&changes); writeValue(&changes); writeCalcMode(&changes); writeKeyTimes(&changes); writeKeySplines(&changes)
            case .animate:
                writeDur(&changes); writeCalcMode(&changes); writeKeyTimes(&changes); writeKeySplines(&changes); writeValue(&changes); writeAttributeName(&changes); writeFill(&changes); writeBegin(&changes)
            case .transform:
                writeCalcMode(&changes); writeDur(&changes); writeKeySplines(&changes); writeAttributeName(&changes); writeBegin(&changes); writeValue(&changes); writeFill(&changes); writeKeyTimes(&changes); writeType(&changes)
            }
            ends.append(changes.count)
            k = last
        }
        return !ends.isEmpty
    }

    /// The one writer of `visibility` animations: ONE discrete animation with explicit
    /// `keyTimes` (a two-value discrete animation without them would switch at half its
    /// duration), `hidden` from `times[i]` (in ticks) on where `hidden[i]`, else `visible`.
    /// Never `inherit`, which Chromium resolves against the parent's value without its
    /// animations (see ``VisibilitySteps``): the steps say when the element is hidden in the
    /// whole tree, so a shown child of a hidden view stays hidden, as in UIKit. Steps of
    /// something drawn inside view `view` (its text versions, a stroke drawing nothing) are
    /// made so here: hidden also whenever the view is hidden in the tree.
    mutating func writeVisibility(times: [Double], hidden: [Bool], inTreeOf view: Int? = nil) throws {
        var times = times, hidden = hidden
        if let view { mergeTreeSteps(of: view, times: &times, hidden: &hidden) }
        beginElement("visibility", type: nil, repeat: nil, calcMode: "discrete")
        appendKeyTimes(times)
        text.open("values")
        for (k, isHidden) in hidden.enumerated() {
            if k > 0 { text.byte(UInt8(ascii: ";")) }
            if isHidden { text.ascii("hidden") } else { text.ascii("visible") }
        }
        text.close()
        try endElement("visibility", type: nil, repeat: nil)
    }

    /// Steps (`times` in ticks, the first 0) of something drawn in view `view`, made hidden
    /// also whenever the view is hidden in the tree (``VisibilitySteps/buildInTree(_:view:)``):
    /// `visible` then means shown, whatever the ancestors' animations do.
    private mutating func mergeTreeSteps(of view: Int, times: inout [Double], hidden: inout [Bool]) {
        treeVisibility.buildInTree(timeline, view: view)
        let tree = treeVisibility
        guard tree.changes || tree.hidden[0] else { return }
        var all = Set(times)
        for t in tree.times { all.insert(Double(t)) }
        var mergedTimes: [Double] = [], mergedHidden: [Bool] = []
        var i = 0, j = 0
        for t in all.sorted() {
            while i + 1 < times.count && times[i + 1] <= t { i += 1 }
            while j + 1 < tree.count && Double(tree.times[j + 1]) <= t { j += 1 }
            let h = hidden[i] || tree.hidden[j]
            if mergedHidden.last != h {
                mergedTimes.append(t)
                mergedHidden.append(h)
            }
        }
        times = mergedTimes
        hidden = mergedHidden
    }

    /// ` keyTimes="…"` for times in ticks over the story (each at most 1).
    mutating func appendKeyTimes(_ times: [Double]) {
        text.open("keyTimes")
        for (k, time) in times.enumerated() {
            if k > 0 { text.byte(UInt8(ascii: ";")) }
            text.keyTime(min(1, time / Double(storyTicks)), SVGDocumentWriter.keyTimePlaces)
        }
        text.close()
    }

    /// Starts an animation element's attributes in `text`: `attributeName`, `type` (unless
    /// `translate`, `animateTransform`'s default), the timing (the story's `dur`, or an endless
    /// repeat's cycle) and `calcMode` (unless `nil` or `linear`, SMIL's default).
    mutating func beginElement(_ attribute: StaticString, type: StaticString?, repeat endless: EndlessRepeat?,
                               calcMode: StaticString?) {
        text.clear()
        if !motion {
            text.attribute("attributeName", attribute)
            typeStart = text.count
            if let type, !SVGDocumentWriter.isTranslate(type) { text.attribute("type", type) }
        } else {
            typeStart = 0
        }
        headerLength = text.count
        if let endless {
            if endless.start.ticks != 0 { appendSeconds("begin", endless.start) }
            appendSeconds("dur", endless.period)
        } else {
            text.append(timing)
        }
        if let calcMode, !SVGDocumentWriter.isLinear(calcMode) { text.attribute("calcMode", calcMode) }
    }

    /// Where the timing starts in `text` after ``beginElement(_:type:repeat:calcMode:)``.
    var headerLength = 0
    /// Where `type` starts in `text` after ``beginElement(_:type:repeat:calcMode:)`` (the end of
    /// `attributeName`).
    var typeStart = 0
    /// The track being written shows, before each change, the value the document holds
    /// underneath (the static attribute, or `animateMotion`'s zero offset): a run of one
    /// piece from it is written `to="…"` (SMIL's to-animation, which starts from the
    /// underlying value: the static value, or the previous run's frozen end) instead of
    /// `values="from;to"`. Set only where the static attribute prints the same text as the
    /// track's value at 0 (opacity, the rect's size and fill, `animateMotion`); never for
    /// `animateTransform`, whose underlying value is the whole transform list.
    var heldUnderneath = false
    /// The bytes the per-change form of the track being written saved with `to` forms.
    var toSaving = 0
    /// The track being written moves its element as `<animateMotion>` (values relative to the
    /// element's own `transform`, no `attributeName`; see ``writeTransformAnimation(_:)``).
    var motion = false

    private static func isTranslate(_ s: StaticString) -> Bool { equal(s, "translate") }
    private static func isLinear(_ s: StaticString) -> Bool { equal(s, "linear") }
    private static func equal(_ a: StaticString, _ b: StaticString) -> Bool {
        a.utf8CodeUnitCount == b.utf8CodeUnitCount
            && memcmp(a.utf8Start, b.utf8Start, a.utf8CodeUnitCount) == 0
    }

    /// Ends an animation element begun with ``beginElement(_:type:repeat:calcMode:)`` and
    /// writes it: refuses non-finite numbers, then ``appendEnd()`` (or the repeat's
    /// `repeatCount="indefinite"`), as `animateTransform` when it has a `type`.
    mutating func endElement(_ attribute: StaticString, type: StaticString?, repeat endless: EndlessRepeat?) throws {
        if text.nonFinite { throw SVGExportError.nonFiniteNumber(what: "an animated \(attribute) value") }
        if endless != nil {
            text.attribute("repeatCount", "indefinite")
        } else {
            appendEnd()
        }
        if motion {
            try stream.empty("animateMotion", trusted: text)
        } else if type != nil {
            try stream.empty("animateTransform", trusted: text)
        } else {
            try stream.empty("animate", trusted: text)
        }
    }

    /// ` fill="freeze"`, or, when looping, ` repeatCount="indefinite"` (an animation that
    /// never ends has no end value to freeze).
    mutating func appendEnd() {
        if options.loop { text.attribute("repeatCount", "indefinite") } else { text.attribute("fill", "freeze") }
    }
}

/// Where `attributeName` and `type` are in the header `beginElement` built, and the order in
/// which a per-change element of that kind writes its attributes (SVG reads them in any order).
///
/// The orders were chosen with `gzip -9 -n` on drawsvg's reference story (1,000 squares whose
/// elements differ only in `begin` and whose groups differ only in `id`): gzip codes each place
/// where a square differs from the one before as a literal and a new match, and how long those
/// matches are and where they start decides their cost. With these orders (and the turn after
/// the view's background, see `openView`) the story gzips to 11,274 bytes where the order
/// `values begin attributeName type calcMode keyTimes keySplines dur fill` of every kind took
/// 11,623 (no `keyTimes="0;1"` in both); the orders were searched by hill climbing over each
/// kind's permutations, and neighbouring orders differ by up to 5 %.
struct ChangeHeader {
    /// The three kinds of animation element, each with its attribute order (in
    /// `appendChanges`): `<animateMotion>` begin, fill, dur, values/to, calcMode, keyTimes,
    /// keySplines (no `attributeName`, no `type`); `<animate>` dur, calcMode, keyTimes,
    /// keySplines, values/to, attributeName, fill, begin (its begin last, next to the following
    /// element's start); `<animateTransform>` calcMode, dur, keySplines, attributeName, begin,
    /// values, fill, keyTimes, type.
    enum Kind { case motion, animate, transform }
    let typeStart: Int
    let end: Int
    let kind: Kind
}
