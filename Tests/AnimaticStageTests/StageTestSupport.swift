import Foundation
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// What a hand-driven recording produced.
struct Recording {
    var timeline: Timeline
    /// The problems reported while it ran, oldest first.
    var problems: [StoryProblem]
    var endTime: StoryTime
}

/// Records `body` on a fresh stage (400×300) with the story bound on this thread, then runs
/// the clock until nothing is scheduled.
func record(_ body: (Stage, VirtualClock) -> Void) -> Recording {
    let context = StoryContext()
    return context.bind {
        let stage = Stage(size: CGSize(width: 400, height: 300))
        body(stage, context.clock)
        context.clock.run(until: .maximum)
        let recording = Recording(timeline: stage.timeline, problems: context.failures.map(StoryProblem.init(reported:)),
                                  endTime: context.clock.now)
        // As `Story.record` does: the views stop recording, so a test that changes them after
        // the story does not keep the stage alive through them (LeakSanitizer saw 250 KB).
        stage.endRecording()
        return recording
    }
}

/// Seconds as a story time.
func s(_ seconds: Double) -> StoryTime { try! StoryTime(seconds: seconds) }

/// The article's box: 100×100 at (150, 100), red, named "box".
func makeBox(_ name: String = "box") -> UIView {
    let box = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
    box.backgroundColor = .red
    box.accessibilityIdentifier = name
    return box
}
