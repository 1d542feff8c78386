import Foundation
import AnimaticClock
import AnimaticReactive
import AnimaticTimeline

/// One problem found while a story was recorded: what ``StoryError/problems`` lists, a case
/// per kind of problem carrying its data, so tests can match the case instead of the text.
///
/// ```swift
/// do {
///     _ = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
///         stage.addSubview(box)
///         box.layer.sublayerTransform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
///     }
/// } catch {
///     error.problems.contains { $0.call == "CALayer.sublayerTransform" }     // true
///     error.problems.first?.message
///     // "CALayer.sublayerTransform: a sublayer transform that is not affine (perspective,
///     // rotations about x or y): SVG draws 2D is not supported yet"
/// }
/// ```
///
/// The stage never crashes on bad input: it reports the problem to the story being recorded
/// (`StoryContext.reportToCurrent`), carries on as the case says, and `Story.record` fails at
/// the end with every problem, oldest first. Problems compare equal case by case; errors they
/// carry compare with their own `==` when they are `Equatable`, otherwise by type and text.
public enum StoryProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// An argument of `call` was out of range (`problem` names the argument and its value);
    /// the changes were applied instantly and the completion ran with `false`.
    case invalidArgument(call: String, argument: String, problem: String)
    /// `call` asked for something Animatic cannot record yet.
    case notSupported(call: String, feature: String)
    /// A property of a view on stage was set to a value that cannot be shown (NaN, infinite);
    /// the model keeps it, the timeline does not record it.
    case invalidValue(view: String, property: String, value: String)
    /// `call` was used in a way UIKit forbids (it would raise an exception on a phone).
    case misuse(call: String, problem: String)
    /// Required Auto Layout constraints contradict each other, as UIKit logs "Unable to
    /// simultaneously satisfy constraints": `constraints` lists those involved (described as
    /// `NSLayoutConstraint`s, with identifiers), `broken` the one broken to recover (the most
    /// recently added); layout goes on without it.
    case unsatisfiableConstraints(constraints: [String], broken: String)
    /// An image could not be read (`source` names the call and file); UIKit gives `nil`.
    case invalidImage(source: String, problem: String)
    /// A tap scripted with `Stage.tap(_:at:)` found the control unable to take it (`reason`:
    /// disabled, hidden, not on stage, …) at `time` seconds; nothing was sent, as on a phone.
    case tapIgnored(control: String, time: Double, reason: String)
    /// A time or a length of time was refused: `Story.record`'s `limit:` or `duration:`, or
    /// one given to the story clock (a `delay`, a scheduler's `dueTime` or `period`).
    case invalidTime(StoryTimeError)
    /// `Story.record(size:duration:_:)` was given a duration of 0, or one that rounds to 0 ns.
    case durationTooShort(seconds: Double)
    /// `Story.record(size:duration:_:)` would play an endless repeat for `cycles` cycles,
    /// more than the 100,000 allowed (`repeats` names the repeats as `"view.property"`).
    case tooManyCycles(duration: Double, cycles: Int64, repeats: [String])
    /// An endless repeat (`animation`, as `"view.property"`) with a period of `period` seconds
    /// was interrupted (by a later change, a removal, the end of a story) after `cycles` cycles,
    /// more than the 100,000 a repeat may record (as many as a repeat with a count): its first
    /// cycle is recorded, the others are not.
    case overlongRepeat(animation: String, period: Double, cycles: Int64)
    /// The story was still running at its limit of `limit` seconds: `animating` names what
    /// was still animating (`"view.property"`, view identifiers or `#index`), and
    /// `pendingActions` counts the actions still scheduled on the story clock.
    case unfinished(limit: Double, animating: [String], pendingActions: Int)
    /// The story's clock ran `actions` actions, as many as a story may: at one instant of
    /// `time` seconds without story time moving on (`atOneInstant`: 1,000,000 at most, against
    /// an action that schedules itself again at the same time, `delay(0)` chains), or in all by
    /// then (2,000,000 at most, against a timer of a tiny period that is never stopped).
    /// `animating` and `pendingActions` say what was still running, as for
    /// ``unfinished(limit:animating:pendingActions:)``; the recording stops there.
    case tooManyActions(time: Double, actions: Int, atOneInstant: Bool, animating: [String], pendingActions: Int)
    /// An Rx operator refused an argument RxSwift would trap on (for example `take(-1)`).
    case invalidOperatorArgument(operatorName: String, reason: String)
    /// A sequence ended with an error, and its subscription had no `onError` handler.
    case unhandledError(any Error)
    /// Story code threw an error: the body of `Story.record`, or a handler such as
    /// `do(afterError:)` that Animatic calls.
    case thrown(any Error)

    /// The problem as a readable sentence, as ``StoryError`` prints it after `"Story.record: "`.
    ///
    /// Text that came from the story (view identifiers, names, labels, errors it threw) cannot
    /// break the message into lines or hide in it: every control character (C0, DEL, C1), the
    /// line separators U+2028 and U+2029, and the backslash are written as Swift's `\u{…}`
    /// escape, as in `Timeline.text` (`"a\nb"` reads `a\u{A}b`).
    public var message: String { Timeline.inert(plainMessage) }

    /// ``message`` before its control characters are escaped.
    private var plainMessage: String {
        switch self {
        case .invalidArgument(let call, _, let problem):
            return "\(call): \(problem)"
        case .notSupported(let call, let feature):
            return "\(call): \(feature) is not supported yet"
        case .invalidValue(let view, let property, let value):
            return "view \(view): \(property) set to \(value), which cannot be shown; the change was not recorded"
        case .misuse(let call, let problem):
            return "\(call): \(problem)"
        case .unsatisfiableConstraints(let constraints, let broken):
            return "Unable to simultaneously satisfy constraints: " + constraints.joined(separator: ", ")
                + ". Will attempt to recover by breaking constraint " + broken
        case .invalidImage(let source, let problem):
            return "\(source): cannot read the image: \(problem)"
        case .tapIgnored(let control, let time, let reason):
            return "Stage.tap(_:at:): control \(control) was not tapped at \(String(format: "%.3f", time)) s: \(reason)"
        case .invalidTime(let error):
            return "\(error)"
        case .durationTooShort(let seconds):
            return "duration must be at least 1 ns, got \(seconds) s" + (seconds == 0 ? "" : " (it rounds to 0 ns)")
        case .tooManyCycles(let duration, let cycles, let repeats):
            return "duration \(duration) s would play \(cycles) cycles of an endless repeat (of "
                + repeats.joined(separator: ", ") + "), more than \(TimelineRecorder.maximumRepeatCycles); record a shorter duration"
        case .overlongRepeat(let animation, let period, let cycles):
            return "the endless repeat of \(animation), of period \(period) s, ran \(cycles) cycles before it was"
                + " interrupted, more than the \(TimelineRecorder.maximumRepeatCycles) a repeat may record; give it a longer period"
        case .unfinished(let limit, let animating, let pendingActions):
            var text = "the story was still running at its limit of \(NumberText.fixed(limit, places: 3)) s"
            if animating.isEmpty {
                text += "; nothing was animating, but \(pendingActions) scheduled action(s) remained"
                    + " (a timer or a chain that never completes? record a fixed time with duration:)"
            } else {
                text += "; still animating: " + animating.joined(separator: ", ")
                    + " (end an endless animation, for example with take(_:), pass a larger limit:,"
                    + " or record a fixed time with duration:)"
            }
            return text
        case .tooManyActions(let time, let actions, let atOneInstant, let animating, let pendingActions):
            var text = "the story's clock ran \(actions) actions "
            text += atOneInstant
                ? "at \(NumberText.fixed(time, places: 9)) s without story time moving on, more than the"
                    + " \(VirtualClock.defaultMaximumActionsPerInstant) allowed at one instant (an action that"
                    + " schedules itself again at the same time, a delay(0) chain, a repeating timer of period 0?)"
                : "by \(NumberText.fixed(time, places: 9)) s, more than the \(VirtualClock.defaultMaximumActions)"
                    + " allowed in a story (a timer or interval of a tiny period that is never stopped?"
                    + " cut it with take(_:) or record a fixed time with duration:)"
            text += animating.isEmpty ? "; nothing was animating" : "; still animating: " + animating.joined(separator: ", ")
            return text + "; \(pendingActions) scheduled action(s) remained"
        case .invalidOperatorArgument(let operatorName, let reason):
            return "\(operatorName): \(reason)"
        case .unhandledError(let error):
            return "unhandled error event: \(error)"
        case .thrown(let error):
            return "\(error)"
        }
    }

    /// The same as ``message``.
    public var description: String { message }

    /// The API call the problem is about (`"CALayer.shadowPath"`,
    /// `"UIView.animate(withDuration:animations:)"`), for the stage's invalid arguments,
    /// unsupported features, misuses and ignored taps; `nil` for the other cases.
    public var call: String? {
        switch self {
        case .invalidArgument(let call, _, _), .notSupported(let call, _), .misuse(let call, _): return call
        case .tapIgnored: return "Stage.tap(_:at:)"
        default: return nil
        }
    }

    /// The error the problem carries: the refused time's ``StoryTimeError``, the unhandled
    /// or thrown error; `nil` for the other cases.
    public var error: (any Error)? {
        switch self {
        case .invalidTime(let error): return error
        case .unhandledError(let error), .thrown(let error): return error
        default: return nil
        }
    }

    /// The problem for an error reported to a story's context (`StoryContext.failures`): the
    /// stage's own problems as they are, ``StoryTimeError``, `ReactiveArgumentError` and
    /// `UnhandledError` as their cases, any other error as ``thrown(_:)``.
    public init(reported error: any Error) {
        switch error {
        case let problem as StoryProblem: self = problem
        case let error as StoryTimeError: self = .invalidTime(error)
        case let error as ReactiveArgumentError:
            self = .invalidOperatorArgument(operatorName: error.operatorName, reason: error.reason)
        case let error as UnhandledError: self = .unhandledError(error.error)
        default: self = .thrown(error)
        }
    }

    /// Whether two problems are the same case with equal values; errors compare by their own `==`
    /// when `Equatable`, else by type and text.
    public static func == (a: StoryProblem, b: StoryProblem) -> Bool {
        switch (a, b) {
        case let (.invalidArgument(c1, a1, p1), .invalidArgument(c2, a2, p2)): return (c1, a1, p1) == (c2, a2, p2)
        case let (.notSupported(c1, f1), .notSupported(c2, f2)): return (c1, f1) == (c2, f2)
        case let (.invalidValue(v1, p1, x1), .invalidValue(v2, p2, x2)): return (v1, p1, x1) == (v2, p2, x2)
        case let (.misuse(c1, p1), .misuse(c2, p2)): return (c1, p1) == (c2, p2)
        case let (.unsatisfiableConstraints(c1, b1), .unsatisfiableConstraints(c2, b2)): return c1 == c2 && b1 == b2
        case let (.invalidImage(s1, p1), .invalidImage(s2, p2)): return (s1, p1) == (s2, p2)
        case let (.tapIgnored(c1, t1, r1), .tapIgnored(c2, t2, r2)): return c1 == c2 && t1 == t2 && r1 == r2
        case let (.invalidTime(e1), .invalidTime(e2)): return e1 == e2
        case let (.durationTooShort(s1), .durationTooShort(s2)): return s1 == s2
        case let (.tooManyCycles(d1, c1, r1), .tooManyCycles(d2, c2, r2)): return d1 == d2 && c1 == c2 && r1 == r2
        case let (.overlongRepeat(a1, p1, c1), .overlongRepeat(a2, p2, c2)): return a1 == a2 && p1 == p2 && c1 == c2
        case let (.unfinished(l1, a1, p1), .unfinished(l2, a2, p2)): return l1 == l2 && a1 == a2 && p1 == p2
        case let (.tooManyActions(t1, a1, o1, n1, p1), .tooManyActions(t2, a2, o2, n2, p2)):
            return t1 == t2 && a1 == a2 && o1 == o2 && n1 == n2 && p1 == p2
        case let (.invalidOperatorArgument(o1, r1), .invalidOperatorArgument(o2, r2)): return (o1, r1) == (o2, r2)
        case let (.unhandledError(e1), .unhandledError(e2)), let (.thrown(e1), .thrown(e2)):
            return sameError(e1, e2)
        default: return false
        }
    }
}

/// Whether two errors are the same: by their own `==` when the first is `Equatable`,
/// otherwise when they have the same type and the same text.
private func sameError(_ a: any Error, _ b: any Error) -> Bool {
    func equal<E: Equatable>(_ a: E, _ b: any Error) -> Bool { ((b as Any) as? E) == a }
    if let a = (a as Any) as? any Equatable { return equal(a, b) }
    return ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)) && "\(a)" == "\(b)"
}

