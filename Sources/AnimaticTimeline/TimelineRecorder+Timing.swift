import AnimaticClock

/// An endless repeat while the recorder keeps it open: the track's segments starting in
/// `start ..< start + period` repeat with that period until a later change of the track.
struct EndlessRepeatMarker {
    var view: Int
    var property: AnimatedProperty
    var start: Int64
    var period: Int64
    /// The first cycle's segments (indices into `packed`), in start order.
    var segments: [Int32]
}

/// One property of one view that repeats forever (UIKit's `.repeat` option without a count).
///
/// The timeline holds the first cycle as ordinary segments (those of the track that start in
/// `start ..< start + period`); from `start + period` on the track shows them again, shifted
/// by whole periods, forever. ``Timeline/value(of:_:at:)`` evaluates that periodically, and
/// the SVG writer plays it with a second SMIL element per animated attribute (`begin` = the
/// repeat's start, `dur` = the period, `repeatCount="indefinite"`), which takes priority over
/// the whole-story track because it begins later.
public struct EndlessRepeat: Hashable, Sendable {
    /// The view's index in ``Timeline/views``.
    public var view: Int
    /// The repeating property.
    public var property: AnimatedProperty
    /// When the first cycle starts.
    public var start: StoryTime
    /// How long one cycle takes (with `.autoreverse`, there and back).
    public var period: StoryTime
    /// When the first cycle ends.
    public var firstCycleEnd: StoryTime { start + period }

    package init(view: Int, property: AnimatedProperty, start: StoryTime, period: StoryTime) {
        self.view = view; self.property = property; self.start = start; self.period = period
    }

    /// `time` mapped into the first cycle (`start ..< start + period`) when it lies after it.
    @inlinable package func firstCycleTime(_ time: Int64) -> Int64 {
        let s = start.ticks, p = period.ticks
        guard p > 0, time >= s + p else { return time }
        return s + (time - s) % p
    }
}

extension TimelineRecorder {
    /// Records that `property` of `view` moves from `from` to `to` from `start` over
    /// `duration`, whatever is on screen at `start` (the view jumps to `from` there).
    ///
    /// Used for repeats: each cycle of a repeat without autoreverse starts again from the
    /// animation's start value. Earlier changes are cut at `start` and later ones clip this
    /// one exactly as in ``record(view:property:start:duration:curve:to:)``; `to` is taken as
    /// given (no rotation unwrapping: a way back turns back the way it came). When `from`
    /// equals `to`, an instant change to `to` is recorded (if that changes anything).
    ///
    /// - Returns: whether a segment was recorded.
    @discardableResult
    package func record(view: Int, property: AnimatedProperty, start: StoryTime, duration: StoryTime,
                       curve: TimingCurve, from forcedFrom: TimelineValue, to target: TimelineValue) -> Bool {
        precondition(target.fits(property) && forcedFrom.fits(property), "values do not fit \(property)")
        let track = view * TimelineRecorder.propertyCount + Int(property.rawValue)
        if !endlessRepeats.isEmpty { endEndlessRepeat(track: track, at: start.ticks) }
        var duration = duration.ticks
        var curve = curve
        var from = forcedFrom
        let to = target
        let first = lastInTrack[track]
        let onScreen = first < 0 ? views[view].initial.value(of: property) : cutTrack(at: start.ticks, last: Int(first))
        let last = lastInTrack[track]   // the change replaced at `start` is unlinked
        if from == to {
            from = onScreen
            duration = 0
            curve = .linear
        }
        return store(view: view, property: property, track: track, last: last, start: start.ticks,
                     duration: duration, curve: curve, from: from, to: to)
    }

    /// The value a change of `property` of `view` that takes time and starts at `start` would
    /// start from, without recording anything: the start value of
    /// ``record(view:property:start:duration:curve:to:)`` for such a change.
    ///
    /// That is what is on screen at `start`, with the rule of ``cutTrack(at:last:jump:)`` for
    /// a change recorded at `start` itself: an instant change there (a model value set just
    /// before an animation in the same instant) is where the animation starts, and an animated
    /// change there is replaced, so the new one starts where that one started. Changes
    /// starting later are left alone. (Issue #29: a spring after a set was fitted to the
    /// value before the set, which showed no change, and fell back to a straight line.)
    package func startValue(view: Int, property: AnimatedProperty, at start: StoryTime) -> TimelineValue {
        var index = lastInTrack[view * TimelineRecorder.propertyCount + Int(property.rawValue)]
        while index >= 0 {
            let seg = packed[Int(index)]
            if !seg.isDead {
                if seg.start < start.ticks { return valueOf(seg, at: start.ticks) }
                if seg.start == start.ticks { return valueReplacing(seg, jump: false) }
            }
            index = seg.previousInTrack
        }
        return views[view].initial.value(of: property)
    }

    /// `target` with its rotation unwrapped the shorter way from `from`'s, as
    /// ``record(view:property:start:duration:curve:to:)`` stores it.
    package static func unwrapped(_ target: TimelineValue, from: TimelineValue) -> TimelineValue {
        if case .transform(var t) = target, case .transform(let f) = from {
            t.rotation = TransformComponents.nearest(t.rotation, to: f.rotation)
            return .transform(t)
        }
        return target
    }

    /// Declares that the segments of `property` of `view` recorded in
    /// `start ..< start + period` repeat forever with that period.
    ///
    /// Nothing is declared when no segment starts there or the period is zero. A change of the
    /// track recorded later (or already recorded, starting after the first cycle) ends the
    /// repeat: the cycles before it are recorded as ordinary segments and the one it
    /// interrupts is cut at its start. A change that starts inside the first cycle makes the
    /// repeat an ordinary, interrupted animation.
    ///
    /// - Returns: whether an endless repeat is open on the track afterwards.
    @discardableResult
    package func repeatForever(view: Int, property: AnimatedProperty, start: StoryTime, period: StoryTime) -> Bool {
        let track = view * TimelineRecorder.propertyCount + Int(property.rawValue)
        guard period.ticks > 0 else { return false }
        let s = start.ticks, e = s + period.ticks
        var cycle: [Int32] = []
        var later = Int64.max
        var index = lastInTrack[track]
        while index >= 0 {
            let seg = packed[Int(index)]
            if !seg.isDead {
                if seg.start >= e { later = min(later, seg.start) }
                else if seg.start >= s { cycle.append(index) }
                else { break }
            }
            index = seg.previousInTrack
        }
        guard !cycle.isEmpty else { return false }
        // A change inside the first cycle already clipped it: nothing repeats.
        if cycle.contains(where: { packed[Int($0)].start + packed[Int($0)].duration > e }) { return false }
        endlessRepeats[track] = EndlessRepeatMarker(view: view, property: property, start: s,
                                                    period: period.ticks, segments: cycle.reversed())
        if later < Int64.max {
            // The cycles before the later change; the one it interrupts is clipped by it.
            endEndlessRepeat(track: track, at: later)
            return false
        }
        return true
    }

    /// Ends the open endless repeat of `track` at `time` (if one is open and started by then):
    /// records the cycles that start before `time` as ordinary segments and drops first-cycle
    /// segments that start after it. The caller then cuts the track at `time`.
    ///
    /// A repeat that would need more than ``maximumRepeatCycles`` cycles up to `time` (a
    /// period of 1 ns interrupted after a second) records its first cycle only and is listed in
    /// ``overlongRepeats``, for the recording to report.
    func endEndlessRepeat(track: Int, at time: Int64) {
        guard let marker = endlessRepeats[track], time >= marker.start else { return }
        endlessRepeats[track] = nil
        let cycles = time > marker.start ? (time - marker.start - 1) / marker.period + 1 : 0
        let cycle = marker.segments.map { packed[Int($0)] }
        if cycles > TimelineRecorder.maximumRepeatCycles {
            overlongRepeats.append((EndlessRepeat(view: marker.view, property: marker.property,
                                                  start: StoryTime(ticks: marker.start),
                                                  period: StoryTime(ticks: marker.period)), cycles))
            for i in marker.segments where packed[Int(i)].start > time { packed[Int(i)].isDead = true }
            return
        }
        var k: Int64 = 1
        while marker.start + k * marker.period < time {
            for seg in cycle {
                let s = seg.start + k * marker.period
                if s >= time { break }
                record(view: marker.view, property: marker.property, start: StoryTime(ticks: s),
                       duration: StoryTime(ticks: seg.duration), curve: curves[Int(seg.curve)],
                       from: fromValue(seg), to: toValue(seg))
            }
            k += 1
        }
        for i in marker.segments where packed[Int(i)].start > time { packed[Int(i)].isDead = true }
    }

    /// The most cycles of one endless repeat that are recorded as ordinary segments (when it
    /// is interrupted, or played out in a story exported as a loop): 100,000, as many as the
    /// passes of a repeat with a count (`UIView.modifyAnimations(withRepeatCount:…)`).
    package static let maximumRepeatCycles: Int64 = 100_000

    /// The open endless repeats, by view and property.
    package var endlessRepeatList: [EndlessRepeat] {
        endlessRepeats.values
            .map { EndlessRepeat(view: $0.view, property: $0.property, start: StoryTime(ticks: $0.start),
                                 period: StoryTime(ticks: $0.period)) }
            .sorted { ($0.view, $0.property.rawValue) < ($1.view, $1.property.rawValue) }
    }
}

extension Timeline {
    /// The endless repeat of one property of one view, if it has one.
    public func endlessRepeat(of view: Int, _ property: AnimatedProperty) -> EndlessRepeat? {
        guard !endlessRepeats.isEmpty else { return nil }
        return endlessRepeats.first { $0.view == view && $0.property == property }
    }

    /// The same timeline with every endless repeat played out as ordinary segments until
    /// `end` (the cycle running at `end` cut there), and no endless repeats left.
    ///
    /// Used to export a story that loops as a whole: each pass then shows the repeats from
    /// their start again, up to the pass's end.
    ///
    /// - Complexity: O(n + c) for n segments and c cycles until `end`.
    package func expandingEndlessRepeats(until end: StoryTime) -> Timeline {
        guard !endlessRepeats.isEmpty else { return self }
        let recorder = TimelineRecorder()
        for view in views {
            _ = recorder.addView(identifier: view.identifier, parent: view.parent, initial: view.initial,
                                 at: view.addedAt, content: view.content, look: view.look, below: view.drawnBelow)
            if let removed = view.removedAt { recorder.removeView(view.index, at: removed) }
        }
        recorder.orderMoves = orderMoves
        for i in order {
            let seg = segment(at: Int(i))
            recorder.record(view: seg.view, property: seg.property, start: seg.start, duration: seg.duration,
                            curve: seg.curve, from: seg.from, to: seg.to)
        }
        for r in endlessRepeats {
            recorder.repeatForever(view: r.view, property: r.property, start: r.start, period: r.period)
            let track = r.view * TimelineRecorder.propertyCount + Int(r.property.rawValue)
            recorder.endEndlessRepeat(track: track, at: end.ticks)
            let last = recorder.lastInTrack[track]
            if last >= 0 { _ = recorder.cutTrack(at: end.ticks, last: Int(last)) }
        }
        return recorder.timeline
    }

    /// The endless repeats that playing out until `end` would take through more than
    /// ``TimelineRecorder/maximumRepeatCycles`` cycles, with the cycles each would need (the
    /// cycles starting before `end`).
    package func overlongRepeats(until end: StoryTime) -> [(repeat: EndlessRepeat, cycles: Int64)] {
        endlessRepeats.compactMap { r in
            guard r.period.ticks > 0, r.start < end else { return nil }
            let cycles = (end.ticks - r.start.ticks - 1) / r.period.ticks + 1
            return cycles > TimelineRecorder.maximumRepeatCycles ? (r, cycles) : nil
        }
    }
}
