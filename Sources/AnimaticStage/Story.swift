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
/// story.state(at: 0.25)["box"]!.effectiveOpacity
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

    /// Creates a story from its parts (for writers and tests; `record` is the usual way).
    public init(size: CGSize, backgroundColor: RGBA? = nil, timeline: Timeline, end: StoryTime? = nil) {
        self.size = size
        self.backgroundColor = backgroundColor
        self.timeline = timeline
        self.end = max(end ?? .zero, timeline.duration)
    }

    /// Every view's state `seconds` into the story (rounded to the nanosecond).
    ///
    /// - Complexity: O(v · log k) for v views with k changes each.
    public func state(at seconds: TimeInterval) -> StageState {
        timeline.state(atSeconds: seconds)
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
    /// - Throws: what `body` throws; otherwise a ``StoryError`` when the story was still
    ///   running at `limit` (naming what was still animating) or when problems were reported
    ///   while recording (bad durations, errors nobody handled, unsupported options).
    public static func record(size: CGSize, limit: TimeInterval = 600,
                              _ body: (Stage) throws -> Void) throws -> Story {
        let limitTime: StoryTime
        do {
            limitTime = try StoryTime(seconds: limit, what: "limit")
        } catch {
            throw StoryError(failures: ["\(error)"], unfinished: nil)
        }
        return try record(size: size, until: limitTime, cut: false, limit: limit, body)
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
    /// - Throws: what `body` throws; otherwise a ``StoryError`` when `duration` is negative,
    ///   zero, NaN, infinite or beyond Animatic's time range, when an endless repeat would be
    ///   played out for more than 100,000 cycles, or when problems were reported while recording.
    public static func record(size: CGSize, duration: TimeInterval,
                              _ body: (Stage) throws -> Void) throws -> Story {
        let end: StoryTime
        do {
            end = try StoryTime(seconds: duration, what: "duration")
        } catch {
            throw StoryError(failures: ["\(error)"], unfinished: nil)
        }
        guard end > .zero else {
            let why = duration == 0 ? "" : " (it rounds to 0 ns)"
            throw StoryError(failures: ["duration must be at least 1 ns, got \(duration) s\(why)"],
                             unfinished: nil)
        }
        return try record(size: size, until: end, cut: true, limit: duration, body)
    }

    /// Records `body`, then runs the clock up to `time`: a story that is still running then is
    /// cut there (`cut`) or reported as unfinished at `limit` seconds.
    private static func record(size: CGSize, until time: StoryTime, cut: Bool, limit: TimeInterval,
                               _ body: (Stage) throws -> Void) throws -> Story {
        let context = StoryContext()
        return try context.bind {
            let stage = Stage(size: size, context: context)
            defer { stage.endRecording() }
            try body(stage)
            var unfinished: StoryError.Unfinished?
            if cut {
                // A cut story runs what is due before its end, not at it, and its subscriptions
                // are disposed at the end, after the views stopped recording: the end instant
                // shows what was on screen just before (in a loop, it is the next pass's start).
                context.clock.run(before: time)
                stage.endRecording(recordingDisposal: false)
                if let problem = tooManyCycles(stage, until: time, duration: limit) {
                    throw StoryError(failures: context.failures.map { "\($0)" } + [problem], unfinished: nil)
                }
                stage.recorder.end(at: time)
            } else {
                if context.clock.run(until: time) == .stoppedAtLimit {
                    unfinished = StoryError.Unfinished(limit: limit, animating: stage.stillAnimating(after: time),
                                                       pendingActions: context.clock.pendingCount)
                }
                // The end of a recording is no event of the app: what disposing the story's
                // subscriptions does (a dispose block that removes animations, say) is not recorded.
                stage.endRecording(recordingDisposal: false)
            }
            if unfinished != nil || !context.failures.isEmpty {
                throw StoryError(failures: context.failures.map { "\($0)" }, unfinished: unfinished)
            }
            return Story(size: size, backgroundColor: stage.backgroundColor?.rgba, timeline: stage.timeline,
                         end: cut ? time : context.clock.now)
        }
    }

    /// The most cycles of one endless repeat that a story cut at its duration plays out (as
    /// many passes as a `.repeat` with a count may record).
    static let maximumCutCycles: Int64 = 100_000

    /// Why the endless repeats of a story cut at `end` cannot be played out (one of them would
    /// need more than ``maximumCutCycles`` cycles), or `nil`.
    private static func tooManyCycles(_ stage: Stage, until end: StoryTime, duration: TimeInterval) -> String? {
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
        let names = tooLong.map { "\(Timeline.inert(views[$0.view].displayName)).\($0.property)" }
        return "duration \(duration) s would play \(most) cycles of an endless repeat (of "
            + names.joined(separator: ", ") + "), more than \(maximumCutCycles); record a shorter duration"
    }
}

/// Why `Story.record` failed: the story did not end by its limit, or problems were reported
/// while it was recorded. The message says which, and names what was still animating.
public struct StoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Problems reported while recording, oldest first, as messages.
    public var failures: [String]
    /// Set when the story was still running at its limit.
    public var unfinished: Unfinished?

    /// A story still running at its limit.
    public struct Unfinished: Equatable, Sendable {
        /// The limit, in seconds.
        public var limit: TimeInterval
        /// What was still animating, as `"view.property"` (view identifiers, or `#index`).
        public var animating: [String]
        /// How many actions were still scheduled on the story clock.
        public var pendingActions: Int
    }

    public var description: String {
        var parts: [String] = []
        if let unfinished {
            let limit = NumberText.fixed(unfinished.limit, places: 3)
            var text = "Story.record: the story was still running at its limit of \(limit) s"
            if unfinished.animating.isEmpty {
                text += "; nothing was animating, but \(unfinished.pendingActions) scheduled action(s) remained"
                    + " (a timer or a chain that never completes? record a fixed time with duration:)"
            } else {
                text += "; still animating: " + unfinished.animating.joined(separator: ", ")
                    + " (end an endless animation, for example with take(_:), pass a larger limit:,"
                    + " or record a fixed time with duration:)"
            }
            parts.append(text)
        }
        if failures.count == 1 {
            parts.append("Story.record: \(failures[0])")
        } else if !failures.isEmpty {
            let list = failures.enumerated().map { "(\($0.offset + 1)) \($0.element)" }.joined(separator: "; ")
            parts.append("Story.record: \(failures.count) problems while recording: \(list)")
        }
        return parts.joined(separator: "\n")
    }
}
