import Foundation
import Synchronization
import Testing
import AnimaticClock
@testable import AnimaticStage
@testable import AnimaticRuntime

/// A story's task that awaits work taking real time is resumed by another thread: it goes on
/// off the story clock (as on iOS), and that is counted and said on standard error, never
/// silently recorded at a wrong time (StoryTasks.escaped).
@Suite struct StoryTaskEscapeTests {
    /// What the task saw when it went on: whether a story was bound, and the time `DispatchTime` read.
    private final class Seen: Sendable {
        let value = Mutex<(onStory: Bool, time: UInt64)?>(nil)
    }

    @Test func aTaskResumedByRealTimeWorkGoesOnOffTheStoryClockAndIsCounted() async throws {
        let before = StoryTasks.escapedCount
        let seen = Seen()
        let recording = record { _, _ in
            Task { @MainActor in
                // A Clock's own sleep is real time: its wake-up comes from Dispatch's timer thread.
                try await ContinuousClock().sleep(until: .now + .milliseconds(5), tolerance: nil)
                let onStory = StoryContext.current != nil
                seen.value.withLock { $0 = (onStory, AnimaticRuntime.DispatchTime.now().uptimeNanoseconds) }
            }
        }
        // The story itself ended at once: nothing it could wait for was on its clock.
        #expect(recording.endTime == .zero)
        #expect(recording.problems.isEmpty)
        // Counted when the wake-up comes (on Dispatch's timer thread). The task then goes on
        // when the real main queue gets to it: in this test host that took over 120 s under the
        // sanitizers, so only a task that did go on is checked for where it ran.
        let deadline = ContinuousClock.now + .seconds(120)
        while StoryTasks.escapedCount == before && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(StoryTasks.escapedCount > before)
        let settle = ContinuousClock.now + .seconds(2)
        while seen.value.withLock({ $0 }) == nil && ContinuousClock.now < settle {
            try await Task.sleep(for: .milliseconds(5))
        }
        if let result = seen.value.withLock({ $0 }) {
            #expect(!result.onStory)
            #expect(result.time > 1_000_000)   // the real clock's uptime, not story time zero
        }
    }

    @Test func aTaskStillWaitingWhenTheStoryEndsIsKeptNotLost() throws {
        let before = StoryTasks.parkedCount
        let story = try Story.record(size: CGSize(width: 10, height: 10), duration: 1) { _ in
            Task { try await Task.sleep(for: .seconds(10)) }
            Task { try await Task.sleep(nanoseconds: 5_000_000_000) }
        }
        #expect(story.duration == 1)
        // Both tasks are suspended for good: the story held their continuations and, when it
        // ended, parked them (LeakSanitizer would otherwise find each task lost).
        #expect(StoryTasks.parkedCount >= before + 2)
    }
}
