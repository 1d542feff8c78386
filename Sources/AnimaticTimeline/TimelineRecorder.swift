import AnimaticClock

/// Collects segments while a story runs; ``timeline`` freezes them into a ``Timeline``.
///
/// The stage calls ``record(view:property:start:duration:curve:to:)`` once per property that
/// an animation actually changes, so recording cost follows the number of changed properties,
/// never the number of views on the stage.
///
/// Overlapping changes of one property follow UIKit's interruption rule: the change that starts
/// later takes over from the value on screen at its start, and the earlier one stops there
/// (its curve is cut exactly, so nothing jumps). A change recorded *after* one that starts
/// later than it (possible with `delay:`) runs until that later change begins.
///
/// - Complexity: O(1) amortised per segment in story order; O(k) when a change lands before
///   k already-recorded later changes of the same property.
@usableFromInline package final class TimelineRecorder {
    /// One segment in 32 bytes: the view index and property share a word
    /// (``AnimatedProperty/bits`` bits of property), and a replaced segment is marked by a negative duration.
    @usableFromInline struct Packed: Sendable, BitwiseCopyable {
        @usableFromInline var start: Int64
        @usableFromInline var duration: Int64
        @usableFromInline var valueOffset: UInt32
        @usableFromInline var viewAndProperty: UInt32
        @usableFromInline var previousInTrack: Int32
        /// The curve index (low 26 bits) and, for a transform, which of its six components
        /// are stored (high 6 bits, see ``ValueCoding``).
        @usableFromInline var curveAndMask: UInt32

        init(start: Int64, duration: Int64, valueOffset: UInt32, view: Int, property: UInt8,
             previousInTrack: Int32, curve: UInt32, mask: UInt32) {
            self.start = start; self.duration = duration; self.valueOffset = valueOffset
            self.viewAndProperty = UInt32(view) << UInt32(AnimatedProperty.bits) | UInt32(property)
            self.previousInTrack = previousInTrack; self.curveAndMask = curve | mask << 26
        }

        @inlinable var curve: UInt32 {
            get { curveAndMask & 0x03FF_FFFF }
            set { curveAndMask = curveAndMask & ~0x03FF_FFFF | newValue }
        }

        /// Which transform components are stored (bit i: component i of ``TimelineValue/components``).
        @inlinable var mask: UInt32 {
            get { curveAndMask >> 26 }
            set { curveAndMask = curveAndMask & 0x03FF_FFFF | newValue << 26 }
        }

        var view: Int { Int(viewAndProperty >> UInt32(AnimatedProperty.bits)) }
        var property: UInt8 { UInt8(viewAndProperty & UInt32(AnimatedProperty.limit - 1)) }
        var isDead: Bool {
            get { duration < 0 }
            set { if newValue { duration = -1 } }
        }
    }

    /// The most views one story may hold (the bits of the packed word that the property
    /// leaves to the view index: 27).
    package static let maximumViews = 1 << (32 - AnimatedProperty.bits)

    @exclusivity(unchecked) var views = ChunkedArray<TimelineView>()
    @exclusivity(unchecked) var packed = ChunkedArray<Packed>()
    @exclusivity(unchecked) var values = ChunkedArray<Double>()
    @exclusivity(unchecked) var curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
    @exclusivity(unchecked) private var curveLookup: [TimingCurve: UInt32] = [.linear: 0, .easeIn: 1, .easeOut: 2, .easeInOut: 3]
    /// Last recorded segment of each (view, property) track, or -1.
    @exclusivity(unchecked) var lastInTrack = ChunkedArray<Int32>()
    /// Endless repeats still running, by track (see TimelineRecorder+Timing.swift).
    @exclusivity(unchecked) var endlessRepeats: [Int: EndlessRepeatMarker] = [:]
    /// Views moved among their siblings on stage, in the order they moved (``moveView(_:below:at:)``).
    package internal(set) var orderMoves: [OrderMove] = []
    /// The endless repeats that were ended after more cycles than ``maximumRepeatCycles``
    /// (recorded up to their first cycle only), with the cycles they would have needed.
    package internal(set) var overlongRepeats: [(repeat: EndlessRepeat, cycles: Int64)] = []
    static let propertyCount = AnimatedProperty.allCases.count

    /// Creates an empty recorder.
    package init() {
        // A packed segment keeps the property in `AnimatedProperty.bits` bits.
        precondition(TimelineRecorder.propertyCount <= AnimatedProperty.limit,
                     "\(TimelineRecorder.propertyCount) properties do not fit \(AnimatedProperty.bits) bits")
    }

    /// How many views have joined the stage.
    package var viewCount: Int { views.count }

    /// Registers a view that joins the stage at `time` with state `initial`.
    ///
    /// - Parameter parent: the superview's index, or `nil` for the stage itself; it must have
    ///   been added already.
    /// - Parameter below: the sibling (same parent, added before) it joins directly below
    ///   (``TimelineView/drawnBelow``), or `nil` to join in front of its siblings.
    /// - Returns: the view's index.
    package func addView(identifier: String?, parent: Int?, initial: ViewState, at time: StoryTime,
                        content: ViewContent = .plain, look: LayerLook = LayerLook(), below: Int? = nil) -> Int {
        let index = views.count
        var view = TimelineView(index: index, identifier: identifier, parent: parent,
                                initial: initial, addedAt: time, removedAt: nil, content: content,
                                look: look)
        if let below, below >= 0, below < index, views[below].parent == parent { view.drawnBelow = below }
        views.append(consume view)   // moved, not copied (a record is ~130 bytes with references)
        lastInTrack.append(repeating: -1, count: TimelineRecorder.propertyCount)
        return index
    }

    /// When the view at `index` joined the stage.
    package func addedTime(of index: Int) -> StoryTime { views[index].addedAt }

    /// Updates a view's identifier (the last one set wins).
    package func setIdentifier(_ identifier: String?, of view: Int) {
        views[view].identifier = identifier
    }

    /// Replaces a view's content and looks at the instant it joined; later, records a content
    /// change (``TimelineView/contentChanges``) when only the content changes and both the old
    /// and the new content can swap (``ViewContent/canSwap``).
    ///
    /// With `fade`, the change cross-dissolves from the picture on screen over its duration
    /// along its curve (``ContentChange``). Changes made in one instant make one change, to
    /// the last content, which fades if any of them did (the last fade given wins).
    ///
    /// - Returns: whether the change was recorded (`false`: the looks or a shape changed later).
    @discardableResult
    package func setContent(_ content: ViewContent, look: LayerLook, of view: Int, at time: StoryTime,
                            fade: (duration: StoryTime, curve: TimingCurve)? = nil) -> Bool {
        if views[view].addedAt == time {
            var content = content
            if case .shape(var shape) = content, case .shape(let old) = views[view].content, !old.legs.isEmpty {
                // Morphs already recorded in this instant keep their legs.
                shape.legs = old.legs
                content = .shape(shape)
            }
            views[view].content = content
            views[view].look = look
            return true
        }
        // Later: labels and images swap their drawing at the instant (the layer's looks, and
        // shapes, whose paths Core Animation animates, still cannot change).
        guard look == views[view].look, content.canSwap, views[view].content.canSwap else { return false }
        var changes = views[view].contentChanges
        let current = changes.last?.content ?? views[view].content
        var fade = fade.flatMap { $0.duration > .zero ? $0 : nil }
        if current == content {
            // The same content again: a fade given now still applies to this instant's change.
            if let fade, let last = changes.last, last.time == time {
                changes[changes.count - 1].duration = fade.duration
                changes[changes.count - 1].curve = fade.curve
                views[view].contentChanges = changes
            }
            return true
        }
        if let last = changes.last, last.time == time {
            changes.removeLast()
            if fade == nil && last.fades { fade = (last.duration, last.curve) }
            let before = changes.last?.content ?? views[view].content
            if before != content {
                changes.append(ContentChange(time: time, content: content, duration: fade?.duration ?? .zero,
                                             curve: fade?.curve ?? .linear))
            }
        } else {
            changes.append(ContentChange(time: time, content: content, duration: fade?.duration ?? .zero,
                                         curve: fade?.curve ?? .linear))
        }
        views[view].contentChanges = changes
        return true
    }

    /// Records a cross-fade whose ends are given (a `CABasicAnimation` of `contents`): a change
    /// already made in this instant is replaced (it never showed); when `from` differs from
    /// the picture on screen it shows at once, then `to` fades in from it over `duration`
    /// along `curve` (two changes at one instant: ``TimelineView/contentWeights(at:)`` plays
    /// them in order). A view that joins the stage now starts from `from`.
    ///
    /// - Returns: whether it was recorded (`false`: the looks changed, or the content cannot swap).
    @discardableResult
    package func fadeContent(of view: Int, look: LayerLook, from: ViewContent?, to: ViewContent, duration: StoryTime,
                             curve: TimingCurve, at time: StoryTime) -> Bool {
        if views[view].addedAt == time, let from { _ = setContent(from, look: look, of: view, at: time) }
        guard look == views[view].look, to.canSwap, views[view].content.canSwap, from?.canSwap ?? true else { return false }
        var changes = views[view].contentChanges
        if let last = changes.last, last.time == time { changes.removeLast() }
        var shown = changes.last?.content ?? views[view].content
        if let from, from != shown {
            changes.append(ContentChange(time: time, content: from))
            shown = from
        }
        if to != shown {
            changes.append(ContentChange(time: time, content: to, duration: duration, curve: curve))
        }
        views[view].contentChanges = changes
        return true
    }

    /// Adds a morph to the table of a shape view's ``AnimatedProperty/path`` values (see
    /// ``ShapeContent/legs``) and returns its leg number (1-based), or `nil` when the view draws
    /// no shape.
    package func addPathLeg(view: Int, _ leg: PathLeg) -> Int? {
        guard case .shape(var shape) = views[view].content else { return nil }
        shape.legs.append(leg)
        views[view].content = .shape(shape)
        return shape.legs.count
    }

    /// Replaces leg `number` of a shape view's morph table (a path set twice in one instant
    /// runs one implicit animation, to the last path).
    package func replacePathLeg(view: Int, number: Int, with leg: PathLeg) {
        guard case .shape(var shape) = views[view].content, number >= 1, number <= shape.legs.count else { return }
        shape.legs[number - 1] = leg
        views[view].content = .shape(shape)
    }

    /// The path a value of ``AnimatedProperty/path`` shows on a shape view, or `nil` when the
    /// view draws no shape.
    package func path(view: Int, at value: TimelineValue) -> [PathElement]? {
        guard case .shape(let shape) = views[view].content else { return nil }
        return shape.path(at: value)
    }

    /// The static content of a view as recorded.
    package func content(of view: Int) -> (content: ViewContent, look: LayerLook) {
        (views[view].content, views[view].look)
    }

    /// Marks a view as removed from the stage at `time`.
    package func removeView(_ view: Int, at time: StoryTime) {
        if views[view].removedAt == nil { views[view].removedAt = time }
    }

    /// The value of a property as shown at `time`, given everything recorded so far.
    package func presentationValue(view: Int, property: AnimatedProperty, at time: StoryTime) -> TimelineValue {
        var index = lastInTrack[view * TimelineRecorder.propertyCount + Int(property.rawValue)]
        while index >= 0 {
            let seg = packed[Int(index)]
            if !seg.isDead && seg.start <= time.ticks {
                return valueOf(seg, at: time.ticks)
            }
            index = seg.previousInTrack
        }
        return views[view].initial.value(of: property)
    }

    /// Records that `property` of `view` moves to `to` from `start` over `duration`.
    ///
    /// The start value is what is on screen at `start`. For transforms, `to`'s rotation is
    /// taken modulo a full turn and unwrapped the shorter way from the start value's rotation.
    /// A change that changes nothing records nothing.
    ///
    /// - Returns: whether a segment was recorded.
    ///
    /// - Parameter startValue: the value to start from instead of the one on screen (an
    ///   explicit Core Animation `fromValue`: the change then jumps to it at `start`).
    @discardableResult
    @usableFromInline package func record(view: Int, property: AnimatedProperty, start: StoryTime, duration: StoryTime,
                       curve: TimingCurve, from startValue: TimelineValue? = nil,
                       to target: TimelineValue) -> Bool {
        let (track, last, from, to) = settle(view: view, property: property, start: start.ticks,
                                             jump: duration.ticks == 0, from: startValue, to: target)
        return store(view: view, property: property, track: track, last: last, start: start.ticks,
                     duration: duration.ticks, curve: curve, from: from, to: to)
    }

    /// ``record(view:property:start:duration:curve:from:to:)`` with one of the four standard
    /// curves given by its index (``standardCurveIndex(_:)``): the stage's path, which looks the
    /// index up once per animation instead of handing the curve over with every change.
    @discardableResult
    @usableFromInline package func record(view: Int, property: AnimatedProperty, start: StoryTime, duration: StoryTime,
                        standardCurve index: UInt32, to target: TimelineValue) -> Bool {
        precondition(index < 4, "\(index) is not a standard curve")
        let (track, last, from, to) = settle(view: view, property: property, start: start.ticks,
                                             jump: duration.ticks == 0, from: nil, to: target)
        if last >= 0, let next = clipPoint(start: start.ticks, duration: duration.ticks, last: last) {
            return appendClipped(at: next, view: view, property: property, track: track, last: last,
                                 start: start.ticks, duration: duration.ticks, curve: curves[Int(index)],
                                 from: from, to: to)
        }
        if from == to { return false }
        return appendSettled(view: view, property: property, track: track, last: last, start: start.ticks,
                             duration: duration.ticks, curve: index, from: from, to: to)
    }

    /// The index of `curve` in every recorder's curve table if it is one of the four standard
    /// curves (linear, ease in, ease out, ease in-out: indices 0...3, never replaced), else `nil`.
    @usableFromInline package static func standardCurveIndex(_ curve: TimingCurve) -> UInt32? {
        // Compared number by number, without copying the curve or going through the enum's
        // derived `==`.
        if case .cubicBezier(let x1, let y1, let x2, let y2) = curve, y1 == 0, y2 == 1 {
            if x2 == 1 {
                if x1 == 0 { return 0 }
                if x1 == 0.42 { return 1 }
            } else if x2 == 0.58 {
                if x1 == 0 { return 2 }
                if x1 == 0.42 { return 3 }
            }
        }
        return nil
    }

    /// The track of a change, the last change recorded on it, and the change's settled start
    /// and end values: the start value is what is on screen at `start` (cutting what still
    /// runs then) unless `startValue` is given; a transform's end rotation is unwrapped the
    /// shorter way from the start's. `jump` says that the change has no duration (see
    /// ``cutTrack(at:last:jump:)``). Always inlined into the two `record` entry points: called
    /// out of line, its four results (two values of ~50 bytes) went through memory.
    @inline(__always) private func settle(view: Int, property: AnimatedProperty, start: Int64, jump: Bool, from startValue: TimelineValue?,
                        to target: TimelineValue) -> (track: Int, last: Int32, from: TimelineValue, to: TimelineValue) {
        precondition(target.fits(property), "value \(target) does not fit \(property)")
        let track = view * TimelineRecorder.propertyCount + Int(property.rawValue)
        if !endlessRepeats.isEmpty { endEndlessRepeat(track: track, at: start) }
        var last = lastInTrack[track]
        var to = target
        var from: TimelineValue
        if last < 0 {
            // Through the record's address: `views[view]` would copy the whole record.
            from = TimelineView.initialValue(at: views.pointer(at: view), property)
        } else {
            from = cutTrack(at: start, last: Int(last), jump: jump)
            last = lastInTrack[track]   // the change replaced at `start` is unlinked
        }
        if let startValue, startValue.fits(property) { from = startValue }
        if case .transform(var t) = target, case .transform(let f) = from {
            t.rotation = TransformComponents.nearest(t.rotation, to: f.rotation)
            to = .transform(t)
        }
        return (track, last, from, to)
    }

    /// Where a change from `start` over `duration` must stop because an already-recorded
    /// change of the track (whose last change is `last`) begins before it ends, if one does.
    private func clipPoint(start: Int64, duration: Int64, last: Int32) -> Int64? {
        let next = firstStart(after: start, last: Int(last))
        return next < Int64.max && start + duration > next ? next : nil
    }

    /// Stores a change whose start value is settled: clips it where an already-recorded later
    /// change of the track begins (this one runs only until then), then appends it and links it
    /// into its track. A change that changes nothing is not stored.
    ///
    /// - Returns: whether a segment was stored.
    func store(view: Int, property: AnimatedProperty, track: Int, last: Int32, start: Int64,
               duration: Int64, curve: TimingCurve, from: TimelineValue, to: TimelineValue) -> Bool {
        if last >= 0, let next = clipPoint(start: start, duration: duration, last: last) {
            return appendClipped(at: next, view: view, property: property, track: track, last: last,
                                 start: start, duration: duration, curve: curve, from: from, to: to)
        }
        if from == to { return false }
        return appendSettled(view: view, property: property, track: track, last: last, start: start,
                             duration: duration, curve: curveIndex(curve), from: from, to: to)
    }

    /// Stores the part of a settled change before `next` (see ``clipPoint(start:duration:last:)``):
    /// its curve and end value cut there. Nothing is stored if that part changes nothing.
    private func appendClipped(at next: Int64, view: Int, property: AnimatedProperty, track: Int, last: Int32,
                               start: Int64, duration: Int64, curve: TimingCurve,
                               from: TimelineValue, to: TimelineValue) -> Bool {
        let kept = Double(next - start) / Double(max(duration, 1))
        let cutTo = Timeline.interpolate(from, to, curve.progress(at: kept))
        if from == cutTo { return false }
        return appendSettled(view: view, property: property, track: track, last: last, start: start,
                             duration: next - start, curve: curveIndex(curve.subcurve(fromTime: 0, toTime: kept)),
                             from: from, to: cutTo)
    }

    /// Appends a settled change that changes something (`from != to`) and links it into its track.
    private func appendSettled(view: Int, property: AnimatedProperty, track: Int, last: Int32, start: Int64,
                               duration: Int64, curve: UInt32, from: TimelineValue, to: TimelineValue) -> Bool {
        let (offset, mask) = appendValues(from, to, property)
        packed.append(Packed(start: start, duration: max(0, duration), valueOffset: offset,
                             view: view, property: property.rawValue, previousInTrack: last,
                             curve: curve, mask: mask))
        if last < 0 || packed[Int(last)].start <= start {
            lastInTrack[track] = Int32(packed.count - 1)
        } else {
            relink(track: track, newIndex: packed.count - 1)
        }
        return true
    }

    /// Removes every animation of `property` of `view` from `time` on, as Core Animation's
    /// `removeAnimation(forKey:)` / `removeAllAnimations()` do: a change running at `time` is
    /// cut there, changes starting at or after it (delayed animations already added) are
    /// dropped, an endless repeat ends, and the property jumps to `model`, its model value.
    ///
    /// - Returns: whether anything was running or pending at `time` (something was removed).
    @discardableResult
    package func removeAnimations(view: Int, property: AnimatedProperty, at time: StoryTime,
                                 model: TimelineValue) -> Bool {
        let track = view * TimelineRecorder.propertyCount + Int(property.rawValue)
        let hadRepeat = endlessRepeats[track].map { time.ticks >= $0.start } ?? false
        var removed = hadRepeat
        if hadRepeat { endEndlessRepeat(track: track, at: time.ticks) }
        var index = Int(lastInTrack[track])
        while index >= 0 {
            let seg = packed[index]
            if !seg.isDead {
                if seg.start > time.ticks {
                    packed[index].isDead = true
                    removed = true
                } else if seg.start + seg.duration > time.ticks || (seg.start == time.ticks && seg.duration > 0) {
                    removed = true
                }
            }
            if seg.start < time.ticks { break }
            index = Int(seg.previousInTrack)
        }
        guard removed else { return false }
        record(view: view, property: property, start: time, duration: .zero, curve: .linear, to: model)
        return true
    }

    /// Stops the changes of a track that one animation recorded (those starting at one of
    /// `starts`, in ticks) at `time`, leaving every other change of the track alone: a
    /// property animator's pause or stop (Apple, `UIViewAnimating.pauseAnimation()`: "pauses
    /// running animations at their current values"). Its changes that start after `time` are
    /// dropped, and the one shown at `time`, if it is the animation's and still runs, is cut
    /// there exactly (a change starting at `time` is dropped: the view keeps what it showed).
    ///
    /// - Returns: the value on screen at `time` afterwards.
    @discardableResult
    package func cutChanges(view: Int, property: AnimatedProperty, at time: StoryTime,
                            startingAt starts: Set<Int64>) -> TimelineValue {
        let track = view * TimelineRecorder.propertyCount + Int(property.rawValue)
        var index = Int(lastInTrack[track])
        var shown: Packed?
        while index >= 0 {
            let seg = packed[index]
            if !seg.isDead {
                if seg.start > time.ticks {
                    if starts.contains(seg.start) { packed[index].isDead = true }
                } else {
                    shown = seg
                    break
                }
            }
            index = Int(seg.previousInTrack)
        }
        if let seg = shown, starts.contains(seg.start), seg.start + seg.duration > time.ticks {
            let value = valueOf(seg, at: time.ticks)
            record(view: view, property: property, start: time, duration: .zero, curve: .linear, to: value)
        }
        return presentationValue(view: view, property: property, at: time)
    }

    /// A model value `target` set at `time`, outside any animation, while the property's last
    /// recorded change is still running: UIKit's additive animations (iOS 8 and later, for a
    /// view's position, bounds and transform: WWDC 2014 session 236, "Building Interruptible
    /// and Responsive Interactions") keep running as offsets from the model value, so the view
    /// shifts by the difference between the new model value and the animation's target and
    /// then ends on the new value when the animation would have ended. Records that shifted
    /// remainder (component by component; for transforms, on the decomposed components) and
    /// returns `true`; returns `false`, recording nothing, when no single change is running then
    /// (the caller records the set as a jump).
    @usableFromInline package func shiftRunningChange(view: Int, property: AnimatedProperty, at time: StoryTime,
                                    to target: TimelineValue) -> Bool {
        let track = view * TimelineRecorder.propertyCount + Int(property.rawValue)
        let last = Int(lastInTrack[track])
        guard last >= 0, endlessRepeats[track] == nil else { return false }
        let seg = packed[last]
        let end = seg.start + seg.duration
        guard !seg.isDead, seg.duration > 0, seg.start <= time.ticks, time.ticks < end else { return false }
        let aimed = toValue(seg)
        let onScreen = valueOf(seg, at: time.ticks)
        let shifted = zip(zip(onScreen.components, target.components), aimed.components).map { $0.0 + $0.1 - $1 }
        let kept = Double(time.ticks - seg.start) / Double(seg.duration)
        let curve = curves[Int(seg.curve)].subcurve(fromTime: kept, toTime: 1)
        record(view: view, property: property, start: time, duration: StoryTime(ticks: end - time.ticks), curve: curve,
               from: TimelineValue(property: property, components: shifted), to: target)
        return true
    }

    /// Ends every track at `time`, for a story recorded up to a chosen time: a change running
    /// then stops there with the value it has (its curve cut exactly), changes that start at or
    /// after `time` are dropped, and endless repeats are played out up to `time` as ordinary
    /// changes and end there.
    ///
    /// - Complexity: O(t + k) for t tracks and k changes at or after `time`.
    package func end(at time: StoryTime) {
        // In track order: the cycles played out are recorded in the same order on every run
        // (a dictionary's order changes from run to run).
        for (track, marker) in endlessRepeats.sorted(by: { $0.key < $1.key }) {
            if marker.start < time.ticks {
                endEndlessRepeat(track: track, at: time.ticks)
            } else {
                endlessRepeats[track] = nil   // begins at or after the end: never shows
            }
        }
        for track in 0..<lastInTrack.count {
            var index = Int(lastInTrack[track])
            guard index >= 0 else { continue }
            let last = index
            var running = false
            while index >= 0 {
                let seg = packed[index]
                if seg.start >= time.ticks {
                    packed[index].isDead = true
                } else {
                    running = !seg.isDead && seg.start + seg.duration > time.ticks
                    break
                }
                index = Int(seg.previousInTrack)
            }
            if running { _ = cutTrack(at: time.ticks, last: last, jump: true) }
        }
        // Content changes: none from the end on; a cross-dissolve still running stops there.
        for v in 0..<views.count {
            let changes = views[v].contentChanges
            guard let last = changes.last, last.time + last.duration > time || last.time >= time else { continue }
            var kept = changes.filter { $0.time < time }
            if !kept.isEmpty { kept[kept.count - 1] = kept[kept.count - 1].cut(at: time) }
            views[v].contentChanges = kept
        }
    }

    /// Freezes what was recorded.
    package var timeline: Timeline { Timeline(recorder: self) }

    // MARK: - Internals

    @inline(__always) func valueWidth(_ property: UInt8) -> Int {
        AnimatedProperty(rawValue: property)!.width
    }

    /// Appends the numbers of a segment's start and end values (``AnimatedProperty/width``
    /// each, or the transform components the mask keeps); returns their offset and the
    /// transform mask (see ``ValueCoding``).
    func appendValues(_ from: TimelineValue, _ to: TimelineValue, _ property: AnimatedProperty) -> (UInt32, UInt32) {
        if case .transform(let f) = from, case .transform(let t) = to {
            let mask = ValueCoding.mask(f) | ValueCoding.mask(t)
            let k = mask.nonzeroBitCount
            guard k > 0 else { return (UInt32(values.count), mask) }
            let run = values.appendContiguous(2 * k, filler: 0)
            ValueCoding.write(f, mask: mask, to: run.at)
            ValueCoding.write(t, mask: mask, to: run.at + k)
            return (UInt32(run.index), mask)
        }
        let w = property.width
        let run = values.appendContiguous(2 * w, filler: 0)
        from.write(to: run.at)
        to.write(to: run.at + w)
        return (UInt32(run.index), 0)
    }

    func fromValue(_ seg: Packed) -> TimelineValue {
        ValueCoding.value(seg, values, end: false)
    }

    func toValue(_ seg: Packed) -> TimelineValue {
        ValueCoding.value(seg, values, end: true)
    }

    /// The value a segment shows at `time` (at or after its start).
    func valueOf(_ seg: Packed, at time: Int64) -> TimelineValue {
        if time >= seg.start + seg.duration || seg.duration == 0 { return toValue(seg) }
        let fraction = Double(time - seg.start) / Double(seg.duration)
        let progress = curves[Int(seg.curve)].progress(at: fraction)
        return Timeline.interpolate(fromValue(seg), toValue(seg), progress)
    }

    /// Cuts every recorded change of the track that is still running at `time` (or starts at
    /// or after it), and returns the value on screen at `time`.
    ///
    /// A change that starts exactly at `time` is replaced by the new one, which starts from what
    /// that change showed at `time`: its end value if it had no duration (a model value set
    /// outside any animation block: UIKit animates from the value set), else its start value.
    /// When the new change is itself a jump (`jump`), a replaced jump hands on its own start
    /// value, so several sets in one instant record one jump from the value before them.
    ///
    /// Dead changes met on the way (and the one replaced) are unlinked from the track, so
    /// that no later walk passes them again: many changes at one instant (a zero-duration
    /// animation restarting from its completion) then cost O(1) each, not O(changes so far).
    /// Callers read `lastInTrack` again afterwards: the track's last change may have gone.
    func cutTrack(at time: Int64, last: Int, jump: Bool = false) -> TimelineValue {
        var index = last
        // The live change that links to `index` (-1: `index` is the track's last).
        var after = -1
        while index >= 0 {
            var seg = packed[index]
            if seg.isDead {
                unlink(index, after: after)
                index = Int(seg.previousInTrack)
                continue
            }
            if seg.start > time {
                // Starts later: it stays, and takes over from the new change when it begins.
                after = index
            } else if seg.start == time {
                // Starts at the same moment: the new change replaces it (every change running
                // before it was already cut here when it was recorded).
                packed[index].isDead = true
                unlink(index, after: after)
                return valueReplacing(seg, jump: jump)
            } else {
                let end = seg.start + seg.duration
                // Ended by `time` (the usual case: one change after another): its end value.
                if time >= end { return toValue(seg) }
                // Still running at `time`: cut it there.
                let value = valueOf(seg, at: time)
                let kept = Double(time - seg.start) / Double(seg.duration)
                let cutCurve = curves[Int(seg.curve)].subcurve(fromTime: 0, toTime: kept)
                seg.duration = time - seg.start
                seg.curve = curveIndex(cutCurve)
                if case .transform(let t) = value {
                    let mask = seg.mask
                    if ValueCoding.mask(t) & ~mask == 0 {
                        // Overwrite the stored end value in place (no temporary array).
                        var o = Int(seg.valueOffset) + mask.nonzeroBitCount
                        for c in 0..<TransformComponents.count where mask & (1 << UInt32(c)) != 0 {
                            values[o] = t[c]; o += 1
                        }
                    } else {
                        // The cut value needs components the segment does not store: store it anew.
                        let (offset, newMask) = appendValues(fromValue(seg), value, .transform)
                        seg.valueOffset = offset
                        seg.mask = newMask
                    }
                } else {
                    overwrite(value, at: Int(seg.valueOffset) + valueWidth(seg.property))
                }
                packed[index] = seg
                return value
            }
            index = Int(seg.previousInTrack)
        }
        let seg = packed[last]
        return views[seg.view].initial.value(of: AnimatedProperty(rawValue: seg.property)!)
    }

    /// Where a new change starts when it replaces `seg`, a change recorded at the same instant:
    /// at the value an instant change set (a model value set just before an animation), or, for
    /// an animated change or when the new change is itself a jump, where `seg` started. The one
    /// rule of ``cutTrack(at:last:jump:)`` and ``startValue(view:property:at:)``.
    @inline(__always) func valueReplacing(_ seg: Packed, jump: Bool) -> TimelineValue {
        seg.duration == 0 && !jump ? toValue(seg) : fromValue(seg)
    }

    /// Takes the dead change `index` out of its track's links: `after` (the live change linking
    /// to it), or the track's last link when `after` is -1, skips it. Dead changes stay in
    /// `packed` (``Timeline`` passes over them), only no walk along the track meets them.
    @inline(__always) private func unlink(_ index: Int, after: Int) {
        let previous = packed[index].previousInTrack
        if after >= 0 {
            packed[after].previousInTrack = previous
        } else {
            let seg = packed[index]
            lastInTrack[seg.view * TimelineRecorder.propertyCount + Int(seg.property)] = previous
        }
    }

    /// Writes `value`'s numbers (in ``TimelineValue/components`` order) over the pool at `o`.
    @inline(__always) func overwrite(_ value: TimelineValue, at o: Int) {
        for i in 0..<value.kind.width { values[o + i] = value[component: i] }
    }

    func firstStart(after time: Int64, last: Int) -> Int64 {
        var index = last
        var best = Int64.max
        while index >= 0 {
            let seg = packed[index]
            if !seg.isDead && seg.start > time { best = min(best, seg.start) }
            if seg.start <= time { break }
            index = Int(seg.previousInTrack)
        }
        return best
    }

    /// Re-threads a track so its links run in start order after an out-of-order insert.
    func relink(track: Int, newIndex: Int) {
        var members: [Int] = []
        var index = Int(packed[newIndex].previousInTrack)
        while index >= 0 { members.append(index); index = Int(packed[index].previousInTrack) }
        members.append(newIndex)
        members.sort { (packed[$0].start, $0) < (packed[$1].start, $1) }
        var previous: Int32 = -1
        for member in members {
            packed[member].previousInTrack = previous
            previous = Int32(member)
        }
        lastInTrack[track] = previous
    }

    func curveIndex(_ curve: TimingCurve) -> UInt32 {
        if let standard = TimelineRecorder.standardCurveIndex(curve) { return standard }
        if let found = curveLookup[curve] { return found }
        let index = UInt32(curves.count)
        curves.append(curve)
        curveLookup[curve] = index
        return index
    }
}
