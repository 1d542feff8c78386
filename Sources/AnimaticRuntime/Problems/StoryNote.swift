import AnimaticClock
import AnimaticTimeline
import Foundation

/// Something the story did that a recording cannot show but does not drop silently: a sound it
/// played, at the story time it played it. ``Story/notes`` lists them, oldest first; unlike a
/// ``StoryProblem`` a note does not fail the recording.
///
/// ```swift
/// let story = try Story.record(size: size) { stage in
///     AudioServicesPlaySystemSound(1104)
/// }
/// story.notes.first?.description
/// // "0 s: AudioServicesPlaySystemSound: system sound 1104 played (an SVG has no sound)"
/// ```
public struct StoryNote: Equatable, Sendable, CustomStringConvertible {
    /// When it happened, in seconds of story time.
    public let time: TimeInterval
    /// The API call (`"AudioServicesPlaySystemSound"`).
    public let call: String
    /// What happened.
    public let text: String

    /// Creates a note.
    public init(time: TimeInterval, call: String, text: String) {
        self.time = time
        self.call = call
        self.text = text
    }

    /// `"0.25 s: call: text"` (seconds in shortest form), with the story's text made inert as in ``StoryProblem/message``.
    public var description: String {
        Timeline.inert("\(NumberText.fixed(time, places: 3)) s: \(call): \(text)")
    }
}

/// The notes of one recording, kept with its ``StoryContext``.
package final class StoryNotes {
    private static let key = "AnimaticRuntime.StoryNotes"
    package private(set) var list: [StoryNote] = []
    /// The keys of the notes taken once per recording (``noteOnceToCurrent(once:call:text:)``).
    private var onceKeys: Set<String> = []

    /// The notes taken in `context` so far.
    package static func of(_ context: StoryContext) -> [StoryNote] {
        (context.attachments[key] as? StoryNotes)?.list ?? []
    }

    /// Notes `text` about `call` at the current story time; `false` outside a recording.
    @discardableResult
    package static func noteToCurrent(call: String, text: String) -> Bool {
        guard let context = StoryContext.current else { return false }
        let notes = (context.attachments[key] as? StoryNotes) ?? StoryNotes()
        context.attachments[key] = notes
        notes.list.append(StoryNote(time: context.clock.now.seconds, call: call, text: text))
        return true
    }

    /// Notes `text` about `call` the first time `once` is noted in the recording (an approximation
    /// that applies to the whole story, such as text widths); `false` outside a recording or
    /// when `once` was noted before. `text` is built only then.
    @discardableResult
    package static func noteOnceToCurrent(once: String, call: String, text: () -> String) -> Bool {
        guard let context = StoryContext.current else { return false }
        let notes = (context.attachments[key] as? StoryNotes) ?? StoryNotes()
        guard notes.onceKeys.insert(once).inserted else { return false }
        context.attachments[key] = notes
        notes.list.append(StoryNote(time: context.clock.now.seconds, call: call, text: text()))
        return true
    }
}
