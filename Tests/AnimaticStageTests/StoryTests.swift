import Foundation
import Testing
import AnimaticClock
import AnimaticTimeline
@testable import AnimaticStage
@testable import AnimaticRuntime

/// Turns `view` a quarter turn every `duration` seconds, forever (completion chaining).
private func spinForever(_ view: UIView, duration: TimeInterval) {
    UIView.animate(withDuration: duration, animations: {
        view.transform = view.transform.rotated(by: .pi / 2)
    }, completion: { _ in spinForever(view, duration: duration) })
}

@Suite struct StoryTests {
    @Test func recordRunsTheClockUntilNothingIsScheduled() throws {
        let box = makeBox()
        let story = try Story.record(size: CGSize(width: 400, height: 300)) { stage in
            stage.addSubview(box)
            stage.backgroundColor = .white
            UIView.animate(withDuration: 0.5, animations: { box.alpha = 0.5 }, completion: { _ in
                UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { box.alpha = 0 })
            })
        }
        #expect(story.size == CGSize(width: 400, height: 300))
        #expect(story.backgroundColor == RGBA(red: 1, green: 1, blue: 1))
        #expect(story.duration == 2)
        #expect(story.timeline.text == """
            0.000 +0.500 box alpha 1 -> 0.5 easeInOut
            1.000 +1.000 box alpha 0.5 -> 0 linear

            """)
        #expect(try story.state(at: 1.5)["box"]!.effectiveOpacity == 0.25)
        // Recording has ended: later changes are not recorded anywhere.
        box.alpha = 1
        #expect(box.stageRecorder == nil)
    }

    @Test func aTrailingPauseCountsInTheDuration() throws {
        let box = makeBox()
        let story = try Story.record(size: CGSize(width: 10, height: 10)) { stage in
            stage.addSubview(box)
            UIView.animate(withDuration: 0.5, animations: { box.alpha = 0 }, completion: { _ in
                StoryContext.current!.clock.schedule(after: s(1)) {}
            })
        }
        #expect(story.timeline.duration == s(0.5))
        #expect(story.duration == 1.5)
    }

    @Test func anEndlessStoryStopsAtTheLimitAndSaysWhatWasAnimating() {
        let box = makeBox()
        #expect {
            _ = try Story.record(size: CGSize(width: 400, height: 300), limit: 10) { stage in
                stage.addSubview(box)
                spinForever(box, duration: 0.5)
            }
        } throws: { error in
            guard let error = error as? StoryError else { return false }
            return error.problems == [.unfinished(limit: 10, animating: ["box.transform"], pendingActions: 1)]
                && "\(error)" == "Story.record: the story was still running at its limit of 10 s; still animating: "
                    + "box.transform (end an endless animation, for example with take(_:), pass a larger limit:, or record a fixed time with duration:)"
        }
    }

    @Test func aTimerThatNeverEndsIsNamedAsSuch() {
        func tick() { StoryContext.current!.clock.schedule(after: s(1)) { tick() } }
        #expect {
            _ = try Story.record(size: CGSize(width: 1, height: 1), limit: 5) { _ in tick() }
        } throws: { error in
            "\(error)" == "Story.record: the story was still running at its limit of 5 s; nothing was animating, "
                + "but 1 scheduled action(s) remained (a timer or a chain that never completes? record a fixed time with duration:)"
        }
    }

    @Test func reportedProblemsFailTheRecording() {
        let box = makeBox()
        #expect {
            _ = try Story.record(size: CGSize(width: 1, height: 1)) { stage in
                stage.addSubview(box)
                UIView.animate(withDuration: -0.5) { box.alpha = 0 }
                UIView.animate(withDuration: 1, delay: .nan, options: [], animations: { box.alpha = 1 })
            }
        } throws: { error in
            (error as? StoryError)?.problems == [
                .invalidArgument(call: "UIView.animate(withDuration:animations:)", argument: "duration",
                                 problem: "duration must not be negative, got -0.5 s"),
                .invalidArgument(call: "UIView.animate(withDuration:delay:options:animations:completion:)", argument: "delay",
                                 problem: "delay must be a finite number of seconds, got nan"),
            ] && "\(error)".hasPrefix("Story.record: 2 problems while recording: (1) UIView.animate(withDuration:animations:): ")
        }
    }

    @Test func aBadLimitIsRefused() {
        #expect {
            _ = try Story.record(size: .zero, limit: -1) { _ in }
        } throws: { error in
            "\(error)" == "Story.record: limit must not be negative, got -1.0 s"
        }
    }

    /// What the body throws ends the recording, after the problems reported before it.
    @Test func whatTheBodyThrowsIsTheLastProblem() {
        struct Oops: Error, Equatable, CustomStringConvertible { var description: String { "oops" } }
        let box = makeBox()
        #expect(throws: StoryError(problems: [
            .invalidArgument(call: "UIView.animate(withDuration:animations:)", argument: "duration",
                             problem: "duration must not be negative, got -1.0 s"),
            .thrown(Oops()),
        ])) {
            _ = try Story.record(size: .zero) { stage in
                stage.addSubview(box)
                UIView.animate(withDuration: -1) { box.alpha = 0 }
                throw Oops()
            }
        }
        do {
            _ = try Story.record(size: .zero) { _ in throw Oops() }
            Issue.record("no error")
        } catch {
            #expect(error.problems == [.thrown(Oops())])
            #expect(error.problems.first?.error is Oops)
            #expect("\(error)" == "Story.record: oops")
        }
    }

    @Test func storiesRecordOnSeveralThreadsAtOnce() {
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var texts: [String] = []
            func add(_ text: String) { lock.lock(); texts.append(text); lock.unlock() }
        }
        let results = Results()
        Dispatch.DispatchQueue.concurrentPerform(iterations: 16) { i in
            let box = makeBox()
            let story = try? Story.record(size: CGSize(width: 400, height: 300)) { stage in
                stage.addSubview(box)
                func step(_ k: Int) {
                    guard k < 20 else { return }
                    UIView.animate(withDuration: 0.1, animations: { box.center.x += 1 }, completion: { _ in step(k + 1) })
                }
                step(0)
            }
            results.add("\(story?.duration ?? -1) \(story?.timeline.segmentCount ?? -1)")
            _ = i
        }
        #expect(results.texts == Array(repeating: "2.0 20", count: 16))
    }
}
