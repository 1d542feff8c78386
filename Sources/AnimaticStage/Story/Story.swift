import AnimaticEngine
import AnimaticRuntime
import AnimaticClock
import AnimaticTimeline
import Foundation

/// A recorded story: everything its views did, ready to inspect or export.
///
/// ```swift
/// let box = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
/// box.accessibilityIdentifier = "box"
/// let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
///     stage.addSubview(box)
///     UIView.animate(withDuration: 0.5) { box.alpha = 0 }
/// }
/// story.duration                      // 0.5
/// try story.state(at: 0.25)["box"]!.effectiveOpacity   // 0.5
/// print(story.timeline.text)
/// ```
public struct Story: Sendable {
    /// The stage's size: the exported picture's size in points.
    public let size: CGSize
    /// The stage's background colour, if it had one.
    public let backgroundColor: RGBA?
    /// Every view and every recorded change.
    public let timeline: Timeline
    /// How long the story runs, in seconds: until its last change ends or its last scheduled
    /// action ran, whichever is later (so a trailing pause is kept).
    public var duration: TimeInterval { end.seconds }
    /// ``duration`` as a story time.
    public let end: StoryTime
    /// What the story did that the recording cannot show (a sound it played), at its story
    /// time, oldest first (see ``StoryNote``).
    public let notes: [StoryNote]

    /// Creates a story from its parts (for writers and tests; `record` is the usual way).
    public init(size: CGSize, backgroundColor: RGBA? = nil, timeline: Timeline, end: StoryTime? = nil,
                notes: [StoryNote] = []) {
        self.size = size
        self.backgroundColor = backgroundColor
        self.timeline = timeline
        self.end = max(end ?? .zero, timeline.duration)
        self.notes = notes
    }

    /// Every view's state `seconds` into the story (rounded to the nanosecond).
    ///
    /// ```swift
    /// try story.state(at: 0)            // the first frame
    /// try story.state(at: 1e6)          // past the end: the end state
    /// try story.state(at: -0.001)       // throws StoryTimeError.negative(what: "time", value: -0.001)
    /// ```
    ///
    /// Any finite time from zero on is valid (`-0.0` is zero); a time past ``duration`` shows
    /// the end state. `svg(at:)` takes the same times.
    ///
    /// - Throws: ``StoryTimeError/negative(what:value:)`` for a time below zero (even -1 ns),
    ///   ``StoryTimeError/notFinite(what:value:)`` for NaN and both infinities.
    /// - Complexity: O(v · log k) for v views with k changes each.
    public func state(at seconds: TimeInterval) throws(StoryTimeError) -> StageState {
        try timeline.state(atSeconds: seconds)
    }

    /// Records a story: runs `body` at time zero on a new stage of `size`, then runs the
    /// story's virtual clock until nothing is scheduled.
    ///
    /// While `body` and the clock run, the story is bound to this thread: `UIView.animate`
    /// and `MainScheduler.instance` use its clock, so the whole recording takes as long as
    /// the code takes to run, not as long as the story. Subscriptions kept alive by
    /// `stage.disposeBag`, or by objects the caller keeps, keep running; the bag is emptied
    /// (its subscriptions disposed) when the recording ends. Several stories can be recorded
    /// on several threads at once.
    ///
    /// `limit` is a safety net for stories meant to end by themselves: one still running then
    /// (an endless animation left by accident) is an error. A story that never ends on purpose
    /// is recorded for a chosen time with ``record(size:duration:_:)`` instead.
    ///
    /// - Parameters:
    ///   - size: the stage's size in points.
    ///   - limit: the latest story time, in seconds, the clock may reach (600 by default).
    ///   - body: the story code; it adds views to the stage and starts their animations.
    /// - Throws: a ``StoryError`` listing every problem, oldest first: problems reported
    ///   while recording (bad durations, errors nobody handled, unsupported options), then
    ///   ``StoryProblem/thrown(_:)`` with what `body` threw (the recording stops there), or
    ///   ``StoryProblem/unfinished(limit:animating:pendingActions:)`` when the story was still
    ///   running at `limit`; ``StoryProblem/invalidTime(_:)`` alone for a negative, NaN,
    ///   infinite or too large `limit`.
    public static func record(size: CGSize, limit: TimeInterval = 600,
                              _ body: (Stage) throws -> Void) throws(StoryError) -> Story {
        try record(size: size, setup: StageSetup(), limit: limit, body)
    }

    /// Records the first `duration` seconds of a story that never ends on purpose (an idle
    /// loop, a pulsing hint, an Rx `interval`, a repeating timer, a completion block that starts
    /// the animation again): runs `body` at time zero, then the clock up to exactly `duration`,
    /// and stops there without error.
    ///
    /// ```swift
    /// let idle = try Story.record(size: CGSize(width: 390, height: 844), duration: 8) { stage in
    ///     stage.addSubview(hint)
    ///     UIView.animate(withDuration: 0.6, delay: 0, options: [.repeat, .autoreverse],
    ///                    animations: { hint.alpha = 0.3 })
    ///     Observable<Int>.interval(.seconds(2), scheduler: MainScheduler.instance)
    ///         .subscribe(onNext: { _ in UIView.animate(withDuration: 0.3) { arrow.center.x += 10 } })
    ///         .disposed(by: stage.disposeBag)
    /// }
    /// idle.duration                                                      // 8.0
    /// try idle.write(to: URL(fileURLWithPath: "idle.svg"), loop: true)   // restarts every 8 s
    /// ```
    ///
    /// - The story lasts exactly `duration` seconds. What is animating at that instant stops
    ///   there with the value it has then (its curve cut exactly, so ``state(at:)`` and the SVG
    ///   agree up to the end); endless repeats are played out up to it as ordinary changes
    ///   (exported looped, they restart with each pass).
    /// - Actions due before `duration` run; actions and completions due at or after it never
    ///   run: the end instant shows the picture just before it (looped, it is the next pass's
    ///   first instant). An interval of 0.3 s ticks 6 times in 2 s, and 5 times in 1.8 s.
    /// - A story that ends earlier keeps still until `duration` (a trailing pause).
    /// - The subscriptions in `stage.disposeBag` are disposed at the end (the clock then reads
    ///   `duration`), after the views stopped recording: what disposal does never shows.
    /// - There is no `limit:` here: the duration bounds the clock, and any `duration` (even
    ///   beyond ``record(size:limit:_:)``'s 600 s) is allowed. Keep that overload, and its
    ///   error, for stories that should end by themselves.
    ///
    /// - Parameters:
    ///   - size: the stage's size in points.
    ///   - duration: how long the story lasts, in seconds: finite and at least 1 ns (time is
    ///     counted in whole nanoseconds). Zero is an error, not an empty story.
    ///   - body: the story code; it adds views to the stage and starts their animations.
    /// - Throws: a ``StoryError`` listing every problem, oldest first: problems reported
    ///   while recording, then ``StoryProblem/thrown(_:)`` with what `body` threw (the
    ///   recording stops there) or ``StoryProblem/tooManyCycles(duration:cycles:repeats:)``
    ///   when an endless repeat would be played out for more than 100,000 cycles;
    ///   ``StoryProblem/invalidTime(_:)`` alone for a negative, NaN, infinite or too large
    ///   `duration`, ``StoryProblem/durationTooShort(seconds:)`` alone for one that is 0 or
    ///   rounds to 0 ns.
    public static func record(size: CGSize, duration: TimeInterval,
                              _ body: (Stage) throws -> Void) throws(StoryError) -> Story {
        try record(size: size, setup: StageSetup(), duration: duration, body)
    }

    /// Records `body`, then runs the clock up to `time`: a story that is still running then is
    /// cut there (`cut`) or reported as unfinished at `limit` seconds.
    static func record(size: CGSize, until time: StoryTime, cut: Bool, limit: TimeInterval, setup: StageSetup,
                       _ body: (Stage) throws -> Void) throws(StoryError) -> Story {
        let context = StoryContext()
        let recorded: Result<Story, StoryError> = context.bind {
            // Last of all: the story's tasks still waiting are parked (see StoryTasks).
            defer { context.tasks.parkRemaining() }
            let stage = Stage(size: size, context: context)
            defer { stage.endRecording() }
            var problems: [StoryProblem] { context.failures.map(StoryProblem.init(reported:)) }
            // The problems reported to the context, with their call sites, then `extra` (unlocated).
            func failure(_ extra: [StoryProblem] = []) -> StoryError {
                let sites = CallSites.of(context)
                return StoryError(problems: problems + extra,
                                  callSites: context.failures.indices.map { sites[$0] } + extra.map { _ in nil })
            }
            stage.deviceSafeArea = setup.safeAreaInsets
            StageEnvironment.attach(to: context).reduceMotion = setup.reduceMotion
            do {
                (setup.presenting ?? setup.makePresenting?())?.appear(asRootOf: stage)
                try body(stage)
            } catch {
                return .failure(failure([.thrown(error)]))
            }
            var unfinished: StoryProblem?
            if cut {
                // A cut story runs what is due before its end, not at it, and its subscriptions
                // are disposed at the end, after the views stopped recording: the end instant
                // shows what was on screen just before (in a loop, it is the next pass's start).
                if case .tooManyActions(let atOneInstant) = context.clock.run(before: time) {
                    unfinished = tooManyActions(stage, context.clock, atOneInstant: atOneInstant)
                }
                stage.endRecording(recordingDisposal: false)
                if let unfinished { return .failure(failure([unfinished])) }
                if let problem = tooManyCycles(stage, until: time, duration: limit) {
                    return .failure(failure([problem]))
                }
                stage.recorder.end(at: time)
            } else {
                switch context.clock.run(until: time) {
                case .idle: break
                case .stoppedAtLimit:
                    unfinished = .unfinished(limit: limit, animating: stage.stillAnimating(after: time),
                                             pendingActions: context.clock.pendingCount)
                case .tooManyActions(let atOneInstant):
                    unfinished = tooManyActions(stage, context.clock, atOneInstant: atOneInstant)
                }
                // The end of a recording is no event of the app: what disposing the story's
                // subscriptions does (a dispose block that removes animations, say) is not recorded.
                stage.endRecording(recordingDisposal: false)
            }
            if let color = stage.backgroundColor, !color.isShowable {
                context.report(StoryProblem.invalidValue(view: "stage", property: "backgroundColor", value: "\(color)"))
            }
            let overlong = overlongRepeats(stage) + zPositionCycles(stage)
            if unfinished != nil || !context.failures.isEmpty || !overlong.isEmpty {
                return .failure(failure(overlong + (unfinished.map { [$0] } ?? [])))
            }
            return .success(Story(size: size, backgroundColor: stage.backgroundColor?.rgba, timeline: stage.timeline,
                                  end: cut ? time : context.clock.now, notes: StoryNotes.of(context)))
        }
        return try recorded.get()
    }

    /// The problem of a story whose clock stopped after taking as many actions as it may: what
    /// was animating then and how many actions remained, as for a story still running at its limit.
    private static func tooManyActions(_ stage: Stage, _ clock: VirtualClock, atOneInstant: Bool) -> StoryProblem {
        .tooManyActions(time: clock.now.seconds, actions: clock.actionsTaken, atOneInstant: atOneInstant,
                        animating: stage.stillAnimating(after: clock.now), pendingActions: clock.pendingCount)
    }

    /// The endless repeats that were interrupted after more cycles than a repeat may record.
    private static func overlongRepeats(_ stage: Stage) -> [StoryProblem] {
        let list = stage.recorder.overlongRepeats
        guard !list.isEmpty else { return [] }
        let views = stage.timeline.views
        return list.map { r, cycles in
            .overlongRepeat(animation: "\(Timeline.inert(views[r.view].displayName)).\(r.property)",
                            period: r.period.seconds, cycles: cycles)
        }
    }

    /// Siblings whose zPositions animate forever with periods that share no cycle short enough
    /// to draw (``Timeline/longestOrderCycle`` times the longest): their order would change in
    /// a pattern that does not repeat within it.
    private static func zPositionCycles(_ stage: Stage) -> [StoryProblem] {
        guard stage.recorder.endlessRepeatList.lazy.filter({ $0.property == .zPosition }).count > 1 else { return [] }
        let timeline = stage.timeline
        return timeline.zPositionCycleProblems.map { problem in
            let periods = problem.repeats.map { "\(Timeline.inert(timeline.views[$0.view].displayName)) \($0.period.seconds) s" }
            return .notSupported(call: "CALayer.zPosition", feature: "zPosition animations repeating forever among siblings "
                + "whose periods (\(periods.joined(separator: ", "))) share no cycle within \(Timeline.longestOrderCycle) "
                + "times the longest")
        }
    }

    /// The most cycles of one endless repeat that a story cut at its duration plays out (as
    /// many passes as a `.repeat` with a count may record).
    static let maximumCutCycles: Int64 = TimelineRecorder.maximumRepeatCycles

    /// Why the endless repeats of a story cut at `end` cannot be played out (one of them would
    /// need more than ``maximumCutCycles`` cycles), or `nil`.
    private static func tooManyCycles(_ stage: Stage, until end: StoryTime, duration: TimeInterval) -> StoryProblem? {
        var tooLong: [EndlessRepeat] = []
        var most: Int64 = 0
        for r in stage.recorder.endlessRepeatList where r.period.ticks > 0 && r.start < end {
            let cycles = (end.ticks - r.start.ticks - 1) / r.period.ticks + 1
            guard cycles > maximumCutCycles else { continue }
            most = max(most, cycles)
            tooLong.append(r)
        }
        guard !tooLong.isEmpty else { return nil }
        let views = stage.timeline.views
        let names = tooLong.map { "\(views[$0.view].displayName).\($0.property)" }
        return .tooManyCycles(duration: duration, cycles: most, repeats: names)
    }
}

/// Why `Story.record` failed: every problem found while the story was recorded, oldest
/// first, each a ``StoryProblem`` case carrying its data.
///
/// ```swift
/// do {
///     _ = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
///         stage.addSubview(box)
///         UIView.animate(withDuration: -1) { box.alpha = 0 }
///     }
/// } catch {
///     error.problems   // [.invalidArgument(call: "UIView.animate(withDuration:animations:)",
///                      //                   argument: "duration", problem: "duration must not be negative, got -1.0 s")]
///     print(error)     // Story.record: UIView.animate(withDuration:animations:): duration must not be negative, got -1.0 s
/// }
/// ```
///
/// `Story.record` throws only this error (typed `throws(StoryError)`), so `error.problems`
/// needs no cast.
///
/// A problem raised by a UIKit or Core Animation call that takes a call site (`UIView.animate`,
/// `transition`, `animateKeyframes`, `addKeyframe`, `CALayer.add(_:forKey:)`, and what their
/// blocks set) names the app's file and line after its message, as `animatic` and test failures
/// print it: `"… is not supported yet (at MyApp/Intro.swift:42)"` (see ``CallSite``).
public struct StoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The problems, oldest first (a story still running at its limit is found last).
    public var problems: [StoryProblem]
    /// Where in the app's source each problem's call was made, by the index of the problem in
    /// ``problems`` (`nil` for a problem no located call raised: a property set outside any
    /// animation block, the story's end); as many as ``problems``.
    public var callSites: [CallSite?]

    /// Creates the error for `problems`, with no call sites.
    public init(problems: [StoryProblem]) { self.init(problems: problems, callSites: []) }

    /// Creates the error for `problems` raised at `callSites` (by index; missing ones are `nil`).
    public init(problems: [StoryProblem], callSites: [CallSite?]) {
        self.problems = problems
        self.callSites = problems.indices.map { $0 < callSites.count ? callSites[$0] : nil }
    }

    /// Whether two errors list the same problems; the call sites do not count (the same
    /// problem raised from another line is the same problem), so a test can match a thrown
    /// error against `StoryError(problems:)`.
    public static func == (a: StoryError, b: StoryError) -> Bool { a.problems == b.problems }

    /// `"Story.record: "` and the problem's message, followed by `" (at File.swift:line)"` where
    /// its call site is known; for several problems, a numbered list. A story still running at
    /// its limit comes first, on a line of its own.
    public var description: String {
        var parts: [String] = []
        var others: [String] = []
        for (index, problem) in problems.enumerated() {
            let text = problem.message + (callSites[index].map { " (at \(Timeline.inert($0.description)))" } ?? "")
            if case .unfinished = problem { parts.append("Story.record: \(text)") } else { others.append(text) }
        }
        if others.count == 1 {
            parts.append("Story.record: \(others[0])")
        } else if !others.isEmpty {
            let list = others.enumerated().map { "(\($0.offset + 1)) \($0.element)" }.joined(separator: "; ")
            parts.append("Story.record: \(others.count) problems while recording: \(list)")
        }
        return parts.joined(separator: "\n")
    }
}

/// The former name of the stage's problems, kept inside the module for the reporting code
/// that still spells it (`StageRecorder.report(_:)`, `CABasicAnimation`); new code writes
/// ``StoryProblem``.
typealias StageError = StoryProblem
