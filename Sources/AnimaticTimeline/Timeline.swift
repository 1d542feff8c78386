import AnimaticClock

/// Everything a story animated: its views and, per view and property, every change with its
/// absolute start, duration, start and end values and curve.
///
/// Segments of one property of one view never overlap. ``segments`` lists them ordered by
/// start time, then by the order they were recorded, which is the same on every run.
///
/// ```swift
/// let state = try story.timeline.state(at: StoryTime(seconds: 0.25))
/// state.views[0].alpha
/// print(story.timeline.text)   // one segment a line
/// ```
public struct Timeline: Sendable {
    /// Every view that joined the stage, parents before children.
    public let views: TimelineViews
    /// When the last change ends.
    public let duration: StoryTime

    @usableFromInline let packed: ChunkedArray<TimelineRecorder.Packed>
    @usableFromInline let values: ChunkedArray<Double>
    @usableFromInline let curves: [TimingCurve]
    /// Live segment indices in (start, recording order) order.
    let order: [Int32]
    /// Live segment indices grouped by (view, property) track, each track in start order;
    /// track k spans `trackIndex[trackStart[k]..<trackStart[k+1]]`.
    @usableFromInline let trackIndex: [Int32]
    @usableFromInline let trackStart: [Int32]
    @usableFromInline static let propertyCount = AnimatedProperty.allCases.count
    /// Properties that repeat forever (UIKit's `.repeat` without a count), by view and
    /// property; see ``EndlessRepeat``.
    public let endlessRepeats: [EndlessRepeat]
    /// The views moved among their siblings while on stage (`bringSubviewToFront(_:)`,
    /// `insertSublayer(_:below:)`…), in the order they moved; empty for most stories. See
    /// ``OrderMove``; the zPositions sort that order (``drawingOrder(ofChildrenOf:at:)``).
    public let orderMoves: [OrderMove]

    init(recorder: TimelineRecorder) {
        views = TimelineViews(storage: recorder.views)
        packed = recorder.packed
        values = recorder.values
        curves = recorder.curves
        endlessRepeats = recorder.endlessRepeatList
        orderMoves = recorder.orderMoves
        var live: [Int32] = []
        live.reserveCapacity(packed.count)
        var end: Int64 = 0
        // Stories mostly record changes as their time comes, so the live segments usually
        // arrive in start order already; then the O(n log n) sort is skipped.
        var inStartOrder = true
        var lastStart = Int64.min
        for i in 0..<packed.count {
            let seg = packed[i]
            guard !seg.isDead else { continue }
            live.append(Int32(i))
            if seg.start < lastStart { inStartOrder = false }
            lastStart = seg.start
            end = max(end, seg.start + seg.duration)
        }
        for v in 0..<views.count {
            // Through the record's address: `views[v].removedAt` copied the whole record.
            end = max(end, TimelineView.lastInstant(at: recorder.views.pointer(at: v)))
        }
        for move in recorder.orderMoves { end = max(end, move.time.ticks) }
        duration = StoryTime(ticks: end)
        let packed = self.packed
        // Ties keep recording order: the indices in `live` rise, so an ordered `live` is the answer.
        order = inStartOrder ? live : live.sorted { (packed[Int($0)].start, $0) < (packed[Int($1)].start, $1) }
        // Counting sort into tracks keeps each track in start order (order is start-sorted).
        let trackCount = views.count * Timeline.propertyCount
        var counts = [Int32](repeating: 0, count: trackCount + 1)
        for i in order { counts[Timeline.track(packed[Int(i)]) + 1] += 1 }
        // Prefix sums over every track of every view (~60 a view, most empty), without a
        // bounds check per track.
        counts.withUnsafeMutableBufferPointer { c in
            var sum: Int32 = 0
            for k in 1..<(trackCount + 1) { sum += c[k]; c[k] = sum }
        }
        trackStart = counts
        // A copy made in one block move: `var cursor = counts` would share the buffer, and the
        // first `cursor[k] += 1` would then copy it element by element.
        var cursor = [Int32](unsafeUninitializedCapacity: counts.count) { buffer, initialized in
            counts.withUnsafeBufferPointer { source in
                _ = buffer.initialize(from: source)
            }
            initialized = counts.count
        }
        var index = [Int32](repeating: 0, count: order.count)
        for i in order {
            let k = Timeline.track(packed[Int(i)])
            index[Int(cursor[k])] = i
            cursor[k] += 1
        }
        trackIndex = index
    }

    @inline(__always) static func track(_ seg: TimelineRecorder.Packed) -> Int {
        seg.view * propertyCount + Int(seg.property)
    }

    /// How many segments there are.
    public var segmentCount: Int { order.count }

    /// All segments, ordered by start time, then recording order.
    ///
    /// - Complexity: O(n) to build the array; prefer ``segment(_:)`` to read a few.
    public var segments: [Segment] { order.map { segment(at: Int($0)) } }

    /// The `i`-th segment in ``segments`` order.
    public func segment(_ i: Int) -> Segment { segment(at: Int(order[i])) }

    /// The segments of one property of one view, in start order.
    public func segments(of view: Int, _ property: AnimatedProperty) -> [Segment] {
        let k = view * Timeline.propertyCount + Int(property.rawValue)
        return trackIndex[Int(trackStart[k])..<Int(trackStart[k + 1])].map { segment(at: Int($0)) }
    }

    /// How many segments one property of one view has.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func segmentCount(of view: Int, _ property: AnimatedProperty) -> Int {
        let k = view * Timeline.propertyCount + Int(property.rawValue)
        return Int(trackStart[k + 1] - trackStart[k])
    }

    /// Calls `body` with each segment of one property of one view, in start order (the order
    /// of ``segments(of:_:)``), read in place: no ``Segment``, view name or ``TimelineValue``
    /// is built, so walking every track of a large timeline allocates nothing.
    ///
    /// ```swift
    /// var moved = 0.0
    /// timeline.forEachSegment(of: v, .center) { s in moved += abs(s.to[0] - s.from[0]) }
    /// ```
    ///
    /// - Complexity: O(k) for a track of k segments.
    @inlinable
    package func forEachSegment(of view: Int, _ property: AnimatedProperty,
                                _ body: (TrackSegment) throws -> Void) rethrows {
        let k = view * Timeline.propertyCount + Int(property.rawValue)
        let lo = Int(trackStart[k]), hi = Int(trackStart[k + 1])
        guard lo < hi else { return }
        let w = property.width
        try withUnsafeTemporaryAllocation(of: Double.self, capacity: 12) { scratch in
            for i in lo..<hi {
                let seg = packed[Int(trackIndex[i])]
                // The segment's numbers in place (see ChunkedArray): start value, then end value.
                let all = ValueCoding.run(seg, values, property: property)
                if property.descriptor.kind == .transform {
                    // Stored compactly (see ValueCoding): expand into the scratch numbers.
                    ValueCoding.expand(mask: seg.mask, all, at: 0, into: scratch.baseAddress!)
                    try body(TrackSegment(
                        start: seg.start, duration: seg.duration, curve: curves[Int(seg.curve)],
                        from: UnsafeBufferPointer(rebasing: scratch[0..<6]),
                        to: UnsafeBufferPointer(rebasing: scratch[6..<12])))
                    continue
                }
                try body(TrackSegment(
                    start: seg.start, duration: seg.duration, curve: curves[Int(seg.curve)],
                    from: UnsafeBufferPointer(rebasing: all[0..<w]),
                    to: UnsafeBufferPointer(rebasing: all[w..<(2 * w)])))
            }
        }
    }

    /// The properties of `view` that change at least once, in ``AnimatedProperty`` order.
    public func animatedProperties(of view: Int) -> [AnimatedProperty] {
        AnimatedProperty.allCases.filter {
            let k = view * Timeline.propertyCount + Int($0.rawValue)
            return trackStart[k + 1] > trackStart[k]
        }
    }

    /// The path a shape view shows at `time` (its ``AnimatedProperty/path`` value read in its
    /// morph table), or `nil` when the view draws no shape.
    ///
    /// ```swift
    /// let drawn = timeline.path(of: timeline.view(named: "logo")!, at: try StoryTime(seconds: 0.5))
    /// ```
    public func path(of view: Int, at time: StoryTime) -> [PathElement]? {
        guard case .shape(let shape) = views[view].content else { return nil }
        return shape.path(at: value(of: view, .path, at: time))
    }

    /// The index of the view whose identifier is `identifier` (the first, if several share it).
    public func view(named identifier: String) -> Int? {
        views.first { $0.identifier == identifier }?.index
    }

    func segment(at i: Int) -> Segment {
        let seg = packed[i]
        let property = AnimatedProperty(rawValue: seg.property)!
        return Segment(
            view: seg.view, viewName: views[seg.view].displayName, property: property,
            start: StoryTime(ticks: seg.start), duration: StoryTime(ticks: seg.duration),
            from: ValueCoding.value(seg, values, end: false),
            to: ValueCoding.value(seg, values, end: true),
            curve: curves[Int(seg.curve)])
    }

    // MARK: - Evaluation

    /// The value of one property of one view at `time`.
    ///
    /// Before the first change it is the initial value; during a change it follows the curve;
    /// from a change's end (an instant change: from its start) it is the end value. A track
    /// that repeats forever (``endlessRepeats``) shows, after its first cycle, the first
    /// cycle's value at the same phase (at a cycle boundary: the cycle's start value).
    ///
    /// - Complexity: O(log k) for a track of k segments.
    public func value(of view: Int, _ property: AnimatedProperty, at time: StoryTime) -> TimelineValue {
        var time = time
        if !endlessRepeats.isEmpty, let r = endlessRepeat(of: view, property) {
            time = StoryTime(ticks: r.firstCycleTime(time.ticks))
        }
        let k = view * Timeline.propertyCount + Int(property.rawValue)
        var lo = Int(trackStart[k]), hi = Int(trackStart[k + 1])
        guard lo < hi else { return views.initialValue(of: view, property) }
        // Last segment with start <= time.
        while lo < hi {
            let mid = (lo + hi) / 2
            if packed[Int(trackIndex[mid])].start <= time.ticks { lo = mid + 1 } else { hi = mid }
        }
        guard lo > Int(trackStart[k]) else { return views.initialValue(of: view, property) }
        let seg = packed[Int(trackIndex[lo - 1])]
        let to = ValueCoding.value(seg, values, end: true)
        if seg.duration == 0 || time.ticks >= seg.start + seg.duration { return to }
        let from = ValueCoding.value(seg, values, end: false)
        let fraction = Double(time.ticks - seg.start) / Double(seg.duration)
        return Timeline.interpolate(from, to, curves[Int(seg.curve)].progress(at: fraction))
    }

    /// Every view's state at `time`, with its matrix to the stage and effective opacity.
    ///
    /// ```swift
    /// let state = try timeline.state(at: StoryTime(ticks: 250_000_000))
    /// try timeline.state(at: StoryTime(ticks: -1))   // throws StoryTimeError.negative(what: "time", value: -1e-09)
    /// ```
    ///
    /// Any time from zero on is valid; a time past ``duration`` shows the end state.
    ///
    /// - Throws: ``StoryTimeError/negative(what:value:)`` for a time before zero.
    /// - Complexity: O(v · log k) for v views.
    public func state(at time: StoryTime) throws(StoryTimeError) -> StageState {
        let time = try time.checkedInstant()
        var snapshots: [ViewSnapshot] = []
        snapshots.reserveCapacity(views.count)
        // From the space each view places its subviews in to the stage: its matrixToStage but
        // for maps of the subviews only (a sublayer transform).
        var subviewsToStage: [AffineMatrix] = []
        subviewsToStage.reserveCapacity(views.count)
        for view in views {
            var state = view.initial
            for property in AnimatedProperty.allCases {
                let k = view.index * Timeline.propertyCount + Int(property.rawValue)
                if trackStart[k + 1] > trackStart[k] {
                    state.set(property, value(of: view.index, property, at: time))
                }
            }
            let onStage = time >= view.addedAt && (view.removedAt.map { time < $0 } ?? true)
            var matrix = state.matrixToSuperview
            var subviewsMatrix = state.subviewsMatrixToSuperview
            // Rendered alpha is clamped to 0...1 (a spring may overshoot it), on a phone and in SVG.
            var opacity = min(1, max(0, state.alpha))
            var visible = !state.isHidden && onStage
            if let parent = view.parent {
                let p = snapshots[parent]
                matrix = subviewsToStage[parent].multiplied(by: matrix)
                subviewsMatrix = subviewsToStage[parent].multiplied(by: subviewsMatrix)
                opacity *= p.effectiveOpacity
                visible = visible && p.isVisible
            }
            subviewsToStage.append(subviewsMatrix)
            snapshots.append(ViewSnapshot(index: view.index, identifier: view.identifier,
                                          state: state, matrixToStage: matrix,
                                          effectiveOpacity: opacity, isVisible: visible))
        }
        return StageState(time: time, views: snapshots)
    }

    /// Every view's state `seconds` into the story (rounded to the nanosecond).
    ///
    /// ```swift
    /// try timeline.state(atSeconds: 0.25)
    /// try timeline.state(atSeconds: .nan)   // throws StoryTimeError.notFinite(what: "time", value: nan)
    /// ```
    ///
    /// Any finite time from zero on is valid (`-0.0` is zero); a time past ``duration`` shows
    /// the end state.
    ///
    /// - Throws: ``StoryTimeError/negative(what:value:)`` for a time below zero (even -1 ns),
    ///   ``StoryTimeError/notFinite(what:value:)`` for NaN and both infinities.
    public func state(atSeconds seconds: Double) throws(StoryTimeError) -> StageState {
        try state(at: StoryTime(instant: seconds))
    }

    /// Interpolates between two values of the same property: number by number (a transform
    /// by its decomposed components, as Core Animation blends them); a flag, or two values of
    /// different kinds, jump to `to` when `p` reaches 1.
    @inlinable
    package static func interpolate(_ from: TimelineValue, _ to: TimelineValue, _ p: Double) -> TimelineValue {
        let kind = from.kind
        guard kind == to.kind, kind != .flag else { return p >= 1 ? to : from }
        return TimelineValue(kind: kind) { i in
            let a = from[component: i]
            return a + (to[component: i] - a) * p
        }
    }
}

/// One segment of a track as ``Timeline/forEachSegment(of:_:_:)`` reads it in place.
///
/// `from` and `to` point into the timeline's storage and are valid only during the call
/// that hands the segment out; copy the numbers to keep them.
@usableFromInline package struct TrackSegment {
    /// When the change starts showing, in ticks.
    @usableFromInline package let start: Int64
    /// How long it takes in ticks (0 for an instant change).
    @usableFromInline package let duration: Int64
    /// How progress follows time.
    @usableFromInline package let curve: TimingCurve
    /// The numbers of the value shown at `start`, ``AnimatedProperty/width`` of them in
    /// ``TimelineValue/components`` order.
    @usableFromInline package let from: UnsafeBufferPointer<Double>
    /// The numbers of the value shown from `start + duration` on, as `from`.
    @usableFromInline package let to: UnsafeBufferPointer<Double>

    /// When the change ends, in ticks.
    @inlinable package var end: Int64 { start + duration }

    @usableFromInline
    init(start: Int64, duration: Int64, curve: TimingCurve,
         from: UnsafeBufferPointer<Double>, to: UnsafeBufferPointer<Double>) {
        self.start = start; self.duration = duration; self.curve = curve
        self.from = from; self.to = to
    }
}

/// The whole stage at one instant.
public struct StageState: Sendable {
    /// The instant.
    public var time: StoryTime
    /// One snapshot per view, in ``Timeline/views`` order.
    public var views: [ViewSnapshot]

    /// The snapshot of the view with this identifier.
    public subscript(identifier: String) -> ViewSnapshot? {
        views.first { $0.identifier == identifier }
    }
}

/// One view at one instant, as the exported SVG must show it.
public struct ViewSnapshot: Sendable {
    /// The view's index in the timeline's `views` (the order it joined the stage).
    public var index: Int
    /// The view's `accessibilityIdentifier`, or `nil` when it has none.
    public var identifier: String?
    /// The view's own properties.
    public var state: ViewState
    /// From the view's bounds space to the stage (the SVG root's user space): the product of
    /// `T(center) · transform · T(−bounds.mid)` down the hierarchy.
    public var matrixToStage: AffineMatrix
    /// `alpha` multiplied down the hierarchy.
    public var effectiveOpacity: Double
    /// Not hidden, on stage, and every ancestor likewise.
    public var isVisible: Bool
}

/// The views of a ``Timeline``, in the order they joined the stage: element `i` is the view
/// with index `i`. A random-access collection, like an array (`views[i]`, `views.count`,
/// `views.map`, `Array(views)`), stored in fixed chunks so that a story of many views holds
/// no spare capacity.
public struct TimelineViews: RandomAccessCollection, Sendable {
    @usableFromInline let storage: ChunkedArray<TimelineView>

    init(storage: ChunkedArray<TimelineView>) { self.storage = storage }

    /// Always 0.
    public var startIndex: Int { 0 }
    /// The number of views.
    public var endIndex: Int { storage.count }
    /// The view with index `i`.
    ///
    /// Read in place (inlined across modules): `views[i].parent` copies no view record. A
    /// getter returned a copy to every caller in other modules, and a view record's copy and
    /// destroy cost ~215 instructions (retains of its identifier, content and boxes): the
    /// exporters read records 16 times per view, ~40 M instructions at 10,000 views
    /// (BENCHMARKS.md, "The write's byte path and view records").
    ///
    /// - Complexity: O(1).
    public subscript(i: Int) -> TimelineView {
        @inlinable _read { yield storage[i] }
    }
}
