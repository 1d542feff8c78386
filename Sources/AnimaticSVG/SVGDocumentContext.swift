import AnimaticClock
import AnimaticExport
import AnimaticTimeline

/// Everything the writers of one document share, settled before the first view is written:
/// read-only, so that several threads can write parts of the document at once (see
/// SVGParallelWriting.swift) and still write exactly the bytes one writer would.
struct SVGDocumentContext: Sendable {
    let timeline: Timeline
    let width: Double, height: Double
    let options: SVGExport.Options
    /// Each view's `id` (see ``ViewIdentifiers``).
    let ids: [String]
    /// The instant whose values the static attributes show (0 for animated documents).
    let baseTime: StoryTime
    let storyTicks: Int64
    let animates: Bool
    let tree: ViewTree
    /// The ids of the definitions (filters, clip paths, …) of the views that need them,
    /// chosen in document order.
    let effects: [Int: EffectIds]
    /// When to write the views on several threads.
    let parallel: SVGParallelWriting.Settings
    /// Views whose background is a `<rect>` with the same attributes as another view's, and
    /// that never change (no size, colour or corner radius track): each such rect is written
    /// once in `<defs>` and drawn by `<use href="#id"/>` (``SharedRects``).
    let sharedRects: SharedRects
    /// Siblings drawn in another order from some instant on (``DrawOrder``): by parent, the
    /// occurrences in document order; empty for most stories.
    let drawOrder: DrawOrder
    /// The id of the group around each view that is also drawn as a copy (`<use href>`),
    /// by view: Animatic's own `_` and base 36, like the shared rects'.
    let copyTargets: [Int: String]

    /// The ids of one view's definitions (see ``SVGDefinition``).
    struct EffectIds: Sendable, Equatable {
        private var chosen: [(SVGDefinition, String)] = []

        /// The id of the view's `definition`, or `nil` when it has none.
        subscript(definition: SVGDefinition) -> String? {
            chosen.first { $0.0 == definition }?.1
        }

        var isEmpty: Bool { chosen.isEmpty }

        mutating func add(_ definition: SVGDefinition, id: String) { chosen.append((definition, id)) }

        static func == (a: EffectIds, b: EffectIds) -> Bool {
            a.chosen.elementsEqual(b.chosen) { $0.0 == $1.0 && $0.1 == $1.1 }
        }
    }

    init(timeline source: Timeline, width: Double, height: Double, options: SVGExport.Options,
         mode: SVGDocumentWriter.Mode, parallel: SVGParallelWriting.Settings = .automatic) {
        var storyEnd = StoryTime(ticks: max(source.duration.ticks, options.duration?.ticks ?? 0))
        if case .animated = mode { storyEnd = SVGDocumentContext.playedEnd(storyEnd) }
        // A story that loops as a whole plays its endless repeats out within each pass.
        let timeline: Timeline
        if case .animated = mode, options.loop {
            timeline = source.expandingEndlessRepeats(until: storyEnd)
        } else {
            timeline = source
        }
        self.timeline = timeline
        self.width = width
        self.height = height
        self.options = options
        ids = ViewIdentifiers.assign(source.views)
        storyTicks = storyEnd.ticks
        switch mode {
        case .animated:
            baseTime = .zero
            animates = storyTicks > 0
        case .frame(let time):
            baseTime = time
            animates = false
        }
        self.parallel = parallel
        let drawOrder = DrawOrder(timeline)
        self.drawOrder = drawOrder
        tree = drawOrder.isEmpty ? ViewTree(timeline.views) : ViewTree(timeline.views, order: drawOrder)
        effects = SVGDocumentContext.chooseEffectIds(timeline, ids: ids, tree: tree)
        sharedRects = SharedRects(timeline, tree: tree, ids: ids, effects: effects,
                                  places: min(9, max(0, options.decimals)))
        copyTargets = SVGDocumentContext.chooseCopyTargets(drawOrder, ids: ids, effects: effects, shared: sharedRects)
    }

    /// An id for each view that some occurrence draws as a copy: `_o` and a base-36 counter,
    /// skipping every id the document already has.
    private static func chooseCopyTargets(_ order: DrawOrder, ids: [String], effects: [Int: EffectIds],
                                          shared: SharedRects) -> [Int: String] {
        var copied: [Int] = []
        for occurrences in order.occurrences.values {
            for occurrence in occurrences where occurrence.isCopy { copied.append(occurrence.view) }
        }
        guard !copied.isEmpty else { return [:] }
        var used = Set(ids)
        for e in effects.values { for d in SVGDefinition.allCases { if let id = e[d] { used.insert(id) } } }
        for definition in shared.definitions { used.insert(definition.id) }
        var targets: [Int: String] = [:]
        var counter = 0
        for v in Set(copied).sorted() {
            var id: String
            repeat { id = "_o" + String(counter, radix: 36); counter += 1 } while used.contains(id)
            used.insert(id)
            targets[v] = id
        }
        return targets
    }

    /// The background rects that several views draw alike: the reference story's 1,000
    /// squares each draw `<rect width="100" height="100" fill="#36c"/>` (42 bytes), written
    /// once in `<defs>` with an id and drawn by each view as `<use href="#_0"/>` (17 bytes).
    /// A `<use>` draws a copy of the referenced element in its own place (SVG 2, §5.6), so the
    /// view's group and everything the contract reads are unchanged.
    ///
    /// Only rects with no animation at all (the view has no size, background colour or corner
    /// radius track) are shared, so the text of each is the view's initial state's; a rect
    /// shared by fewer than ``minimumViews`` views, or too few to pay for its definition in
    /// bytes, stays as it is.
    struct SharedRects: Sendable {
        /// The fewest views that share one definition.
        static let minimumViews = 8
        /// `#` and the definition's id for each view that draws it with `<use>`, indexed by
        /// view (no hashing per view); empty when no rect is shared.
        let hrefOfView: [String?]
        /// The definitions in document order: id and the rect's attributes (` width=… fill=…`).
        let definitions: [(id: String, attributes: [UInt8])]

        /// A rect's look as bit patterns (width, height, red, green, blue, alpha): hashing
        /// six words per view, not its printed attributes byte by byte.
        private struct Key: Hashable { var w, h, r, g, b, a: UInt64 }

        init(_ timeline: Timeline, tree: ViewTree, ids: [String], effects: [Int: EffectIds], places: Int) {
            // The looks in document order with their views; a view that looks like the view
            // before it (neighbours are often alike) joins its group without hashing.
            var groups: [(key: Key, views: [Int])] = []
            var groupOf: [Key: Int] = [:]
            var last = -1
            tree.forEachInDocumentOrder { v in
                guard let key = SharedRects.plainKey(timeline, v) else { return }
                if last < 0 || groups[last].key != key {
                    if let known = groupOf[key] {
                        last = known
                    } else {
                        last = groups.count
                        groupOf[key] = last
                        groups.append((key, []))
                    }
                }
                groups[last].views.append(v)
            }
            var text = SVGText(capacity: 256)
            var hrefOfView: [String?] = []
            var definitions: [(id: String, attributes: [UInt8])] = []
            var used: Set<String>?
            var counter = 0
            var saved = -13   // `<defs>` and `</defs>`
            for (key, views) in groups {
                // gzip finds repeated rects cheaply (a match of a few bytes each): with fewer
                // than 8 views, the definition cost more gzipped than the uses saved
                // (navigation-push's 3 pages: 79 bytes fewer raw, 28 more gzipped).
                guard views.count >= SharedRects.minimumViews else { continue }
                if used == nil {
                    used = Set(ids)
                    for e in effects.values { for d in SVGDefinition.allCases { if let id = e[d] { used!.insert(id) } } }
                }
                guard let attributes = SharedRects.attributes(key, places: places, into: &text) else { continue }
                var id: String
                repeat { id = "_" + String(counter, radix: 36); counter += 1 } while used!.contains(id)
                // `<rect` + `/>` per view, against the definition (with ` id="…"`) and a
                // `<use href="#…"/>` per view.
                let rect = attributes.count + 7
                let gain = views.count * rect - (rect + 6 + id.utf8.count) - views.count * (15 + id.utf8.count)
                guard gain > 0 else { continue }
                saved += gain
                used!.insert(id)
                definitions.append((id, attributes))
                let href = "#" + id
                if hrefOfView.isEmpty { hrefOfView = Array(repeating: nil, count: timeline.views.count) }
                for v in views { hrefOfView[v] = href }
            }
            if saved <= 0 { hrefOfView = []; definitions = [] }
            self.hrefOfView = hrefOfView
            self.definitions = definitions
        }

        /// The look of view `v`'s background rect when it is drawn and never changes, else `nil`.
        private static func plainKey(_ timeline: Timeline, _ v: Int) -> Key? {
            let initial = timeline.views.initialState(of: v)
            let c = initial.backgroundColor
            guard c.alpha > 0,
                  timeline.segmentCount(of: v, .size) == 0,
                  timeline.segmentCount(of: v, .backgroundColor) == 0,
                  timeline.segmentCount(of: v, .cornerRadius) == 0,
                  !SVGDocumentContext.ever(timeline, v, .cornerRadius, initial: initial, {
                      if case .scalar(let x) = $0 { return x > 0 }; return false
                  }) else { return nil }
            return Key(w: initial.width.bitPattern, h: initial.height.bitPattern, r: c.red.bitPattern,
                       g: c.green.bitPattern, b: c.blue.bitPattern, a: c.alpha.bitPattern)
        }

        /// What ``SVGDocumentWriter`` writes for such a rect: width, height, fill and, unless
        /// opaque, fill-opacity.
        private static func attributes(_ key: Key, places: Int, into text: inout SVGText) -> [UInt8]? {
            let c = RGBA(red: Double(bitPattern: key.r), green: Double(bitPattern: key.g),
                         blue: Double(bitPattern: key.b), alpha: Double(bitPattern: key.a))
            text.clear()
            text.open("width"); text.number(Double(bitPattern: key.w), places); text.close()
            text.open("height"); text.number(Double(bitPattern: key.h), places); text.close()
            text.open("fill"); text.color(c); text.close()
            if abs(c.alpha - 1) > 1e-9 {
                text.open("fill-opacity"); text.number(c.alpha, places); text.close()
            }
            guard !text.nonFinite else { return nil }
            return Array(text.bytes)
        }
    }

    /// The end of an animated document's tracks for a story ending at `end`: `end` rounded UP
    /// to a whole millisecond (a story of whole milliseconds, as every sample is, is unchanged).
    ///
    /// Every track spans the document's `dur`, and browsers keep SMIL time in whole units:
    /// Firefox in milliseconds (it reads `dur="0.360472464s"` as 0.360 s, so every track ran
    /// 0.13 % fast, 0.47 ms early at 0.35 s), Chromium in microseconds (it truncates that `dur`
    /// to 0.360472 s, 0.46 µs early at 0.35 s: 0.007 px on a box turning 4 rad in 10 ms). On
    /// a whole millisecond the key times, written as fractions of it, fall where the model has
    /// them in every engine; the tracks hold their last values for the rest (under 1 ms), and a
    /// looped document waits that long before its next pass (#21).
    ///
    /// ```swift
    /// SVGDocumentContext.playedEnd(StoryTime(ticks: 360_472_464)).ticks   // 361_000_000
    /// SVGDocumentContext.playedEnd(StoryTime(ticks: 4_100_000_000)).ticks // 4_100_000_000
    /// ```
    static func playedEnd(_ end: StoryTime) -> StoryTime {
        let millisecond: Int64 = 1_000_000
        let (whole, part) = end.ticks.quotientAndRemainder(dividingBy: millisecond)
        guard part > 0, whole < StoryTime.maximum.ticks / millisecond else { return end }
        return StoryTime(ticks: (whole + 1) * millisecond)
    }

    /// Gives every view each definition it needs (``SVGDefinition``: a shadow filter, a clip
    /// path, …) an id `<view id>-<suffix>`, unique among all ids, in document order (the first
    /// view to want an id gets it; later ones get `-2`, `-3`, …), definitions in
    /// ``SVGDefinition`` order.
    ///
    /// - Complexity: O(n) for n views, plus the segments of the views with a shadow.
    private static func chooseEffectIds(_ timeline: Timeline, ids: [String], tree: ViewTree) -> [Int: EffectIds] {
        var effects: [Int: EffectIds] = [:]
        var used: Set<String>?
        func ownId(_ base: String) -> String {
            if used == nil { used = Set(ids) }
            var candidate = base
            var n = 2
            while used!.contains(candidate) { candidate = "\(base)-\(n)"; n += 1 }
            used!.insert(candidate)
            return candidate
        }
        tree.forEachInDocumentOrder { v in
            var chosen = EffectIds()
            let record = timeline.views[v]
            let initial = record.initial
            for definition in SVGDefinition.allCases
            where definition.isNeeded(timeline, v, record: record, initial: initial) {
                chosen.add(definition, id: ownId(ids[v] + "-" + definition.suffix))
            }
            if !chosen.isEmpty { effects[v] = chosen }
        }
        return effects
    }

    /// Whether a scalar or colour property of view `v` ever takes a value satisfying `test`.
    static func ever(_ timeline: Timeline, _ v: Int, _ p: AnimatedProperty, _ test: (TimelineValue) -> Bool) -> Bool {
        ever(timeline, v, p, initialValue: timeline.views.initialValue(of: v, p), test)
    }

    /// ``ever(_:_:_:_:)`` given the view's initial state.
    static func ever(_ timeline: Timeline, _ v: Int, _ p: AnimatedProperty, initial: ViewState,
                     _ test: (TimelineValue) -> Bool) -> Bool {
        ever(timeline, v, p, initialValue: initial.value(of: p), test)
    }

    /// ``ever(_:_:_:_:)`` given the property's initial value.
    private static func ever(_ timeline: Timeline, _ v: Int, _ p: AnimatedProperty, initialValue: TimelineValue,
                             _ test: (TimelineValue) -> Bool) -> Bool {
        if test(initialValue) { return true }
        guard timeline.segmentCount(of: v, p) > 0 else { return false }
        var found = false
        timeline.forEachSegment(of: v, p) { s in
            if found { return }
            if test(TimelineValue(property: p, components: Array(s.from))) || test(TimelineValue(property: p, components: Array(s.to))) {
                found = true
            }
        }
        return found
    }

    /// Whether view `v` ever draws a shadow (a visible shadow colour, opacity above 0, and
    /// not clipped away by its own bounds).
    static func hasShadow(_ timeline: Timeline, _ v: Int) -> Bool {
        let record = timeline.views[v]
        return hasShadow(timeline, v, look: record.look, initial: record.initial)
    }

    /// ``hasShadow(_:_:)`` given the view's looks and initial state.
    static func hasShadow(_ timeline: Timeline, _ v: Int, look: LayerLook, initial: ViewState) -> Bool {
        guard !look.masksToBounds, look.shadowColor.alpha > 0 else { return false }
        return ever(timeline, v, .shadowOpacity, initial: initial) {
            if case .scalar(let x) = $0 { return x > 0 }; return false
        }
    }
}
